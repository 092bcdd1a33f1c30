import { useLingui } from '@lingui/react';
import { Tooltip } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ActionIconLink } from '../components/router-links';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { TrainingProblemsBack } from '../features/trainings/training-focus';
import { groupTrainingLinks } from '../features/trainings/training-links';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/group/$groupID/training/$trainingID/problem/$problemID/')({
  component: GroupTrainingProblemRoute,
});

/** A group homework's problem inside the homework tabs; submissions carry the training's tid (and so its group). */
function GroupTrainingProblemRoute() {
  const { _ } = useLingui();
  const { groupID, trainingID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const tid = cidOf(trainingID) ?? 0;
  const scope = useMemo(() => ({ tid }), [tid]);
  const links = useMemo(() => groupTrainingLinks(gid, tid), [gid, tid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<TrainingProblemsBack tid={tid} links={links} />}
      barEnd={
        <Tooltip label={_('Focus_Mode')} withArrow>
          <ActionIconLink {...links.focus(problemID)} variant="default" size="lg" aria-label={_('Focus_Mode')} data-testid="focus-mode">
            <IconMaximize size={18} />
          </ActionIconLink>
        </Tooltip>
      }
    />
  );
}
