import { useLingui } from '@lingui/react';
import { Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { ActionIconLink, ButtonLink } from '../../components/router-links';
import type { SubmitScope } from '../../lib/scope';
import { useSession } from '../../lib/use-session';
import { trainingNavigatorOptions } from './trainings-api';

interface FocusParts {
  scope: SubmitScope;
  back: ReactNode;
  navigator: ReactNode;
}

/** The back-to-the-list button of a training problem page. */
export function TrainingProblemsBack({ tid }: { tid: number }) {
  const { _ } = useLingui();
  return (
    <Tooltip label={_('Back_To_Problems')} withArrow>
      <ActionIconLink to="/training/$trainingID/problems" params={{ trainingID: String(tid) }} variant="subtle" size="lg" aria-label={_('Back_To_Problems')} data-testid="back-to-problems">
        <IconArrowLeft size={20} />
      </ActionIconLink>
    </Tooltip>
  );
}

/** Focus mode's frame for a training (TrainingFullProblemDetails): the back button and the horizontal problem navigator. */
export function TrainingFocusFrame({ tid, problemId, children }: { tid: number; problemId: string; children(parts: FocusParts): ReactNode }) {
  const { user } = useSession();
  const items = useQuery(trainingNavigatorOptions(tid, user?.username ?? null));
  const scope = useMemo(() => ({ tid }), [tid]);
  const trainingID = String(tid);
  const navigator = (
    <ScrollArea type="auto" scrollbarSize={6} style={{ flex: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="problem-navigator">
      <Group gap={6} wrap="nowrap" px="sm" py={6}>
        {(items.data ?? []).map((item) => {
          const solved = item.status === JUDGE_STATUS.accepted;
          const tried = !solved && item.status !== JUDGE_STATUS.notSubmitted;
          return (
            <Tooltip key={item.problemId} label={item.title} withArrow>
              <ButtonLink
                to="/training/$trainingID/problem/$problemID/full-screen"
                params={{ trainingID, problemID: item.problemId }}
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
  return <>{children({ scope, back: <TrainingProblemsBack tid={tid} />, navigator })}</>;
}
