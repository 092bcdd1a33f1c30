import { useLingui } from '@lingui/react';
import { Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { ActionIconLink, ButtonLink } from '../../components/router-links';
import type { SubmitScope } from '../../lib/scope';
import { useSession } from '../../lib/use-session';
import { useContestState } from './contest-context';
import { navigatorOptions } from './contests-api';

interface FocusParts {
  scope: SubmitScope;
  back: ReactNode;
  navigator: ReactNode;
  coverConfirm: boolean;
  containsEnd: boolean;
}

/** Focus mode's frame: the contest's state, the back button and the horizontal problem navigator for the problem page. */
export function ContestFocusFrame({ cid, problemId, children }: { cid: number; problemId: string; children(parts: FocusParts): ReactNode }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const state = useContestState(cid);
  const items = useQuery(navigatorOptions(cid, user?.username ?? null));
  const scope = useMemo(() => ({ cid }), [cid]);
  const contestID = String(cid);
  const navigator = (
    <ScrollArea type="auto" scrollbarSize={6} style={{ flex: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="problem-navigator">
      <Group gap={6} wrap="nowrap" px="sm" py={6}>
        {(items.data ?? []).map((item) => {
          const solved = item.status === JUDGE_STATUS.accepted;
          const tried = !solved && item.status !== JUDGE_STATUS.notSubmitted;
          return (
            <Tooltip key={item.problemId} label={item.title} withArrow>
              <ButtonLink
                to="/contest/$contestID/problem/$problemID/full-screen"
                params={{ contestID, problemID: item.problemId }}
                size="compact-sm"
                variant={item.problemId === problemId ? 'filled' : 'light'}
                color={solved ? 'green' : tried ? 'red' : 'gray'}
                data-testid={`navigator-${item.problemId}`}
              >
                {item.problemId}
              </ButtonLink>
            </Tooltip>
          );
        })}
      </Group>
    </ScrollArea>
  );
  const back = (
    <Tooltip label={_('Back_To_Problems')} withArrow>
      <ActionIconLink to="/contest/$contestID/problems" params={{ contestID }} variant="subtle" size="lg" aria-label={_('Back_To_Problems')} data-testid="back-to-problems">
        <IconArrowLeft size={20} />
      </ActionIconLink>
    </Tooltip>
  );
  return <>{children({ scope, back, navigator, coverConfirm: state.contest?.type === 1 && !state.realTime, containsEnd: state.containsEnd })}</>;
}
