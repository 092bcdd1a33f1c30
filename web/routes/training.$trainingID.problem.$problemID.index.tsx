import { useLingui } from '@lingui/react';
import { Tooltip } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ActionIconLink } from '../components/router-links';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { TrainingProblemsBack } from '../features/trainings/training-focus';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/training/$trainingID/problem/$problemID/')({
  component: TrainingProblemRoute,
});

/** A training's problem (TrainingProblemDetails) inside the training tabs; submissions carry the training's tid. */
function TrainingProblemRoute() {
  const { _ } = useLingui();
  const { trainingID, problemID } = Route.useParams();
  const tid = cidOf(trainingID) ?? 0;
  const scope = useMemo(() => ({ tid }), [tid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<TrainingProblemsBack tid={tid} />}
      barEnd={
        <Tooltip label={_('Focus_Mode')} withArrow>
          <ActionIconLink to="/training/$trainingID/problem/$problemID/full-screen" params={{ trainingID, problemID }} variant="default" size="lg" aria-label={_('Focus_Mode')} data-testid="focus-mode">
            <IconMaximize size={18} />
          </ActionIconLink>
        </Tooltip>
      }
    />
  );
}
