import { useLingui } from '@lingui/react';
import { Tooltip } from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ActionIconLink } from '../components/router-links';
import { GroupProblemsBack } from '../features/group-problems/group-problem-focus';
import { ProblemDetailPage } from '../features/problems/problem-detail-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/group/$groupID/problem/$problemID/')({
  component: GroupProblemPageRoute,
});

/** A group's problem inside the group tabs; submissions carry the group's gid (decision 20). */
function GroupProblemPageRoute() {
  const { _ } = useLingui();
  const { groupID, problemID } = Route.useParams();
  const gid = cidOf(groupID) ?? 0;
  const scope = useMemo(() => ({ gid }), [gid]);
  return (
    <ProblemDetailPage
      scope={scope}
      problemId={problemID}
      embedded
      back={<GroupProblemsBack gid={gid} />}
      barEnd={
        <Tooltip label={_('Focus_Mode')} withArrow>
          <ActionIconLink to="/group/$groupID/problem/$problemID/full-screen" params={{ groupID, problemID }} variant="default" size="lg" aria-label={_('Focus_Mode')} data-testid="focus-mode">
            <IconMaximize size={18} />
          </ActionIconLink>
        </Tooltip>
      }
    />
  );
}
