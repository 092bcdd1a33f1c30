import { useLingui } from '@lingui/react';
import { Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconMaximize } from '@tabler/icons-react';
import type { LinkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { SubmitScope } from '../lib/scope';
import { ActionIconLink, ButtonLink } from './router-links';

/** What a focus-mode frame (contest, training, group) hands its problem page. */
export interface FocusParts {
  scope: SubmitScope;
  back: ReactNode;
  navigator: ReactNode;
  /** only a contest asks these; elsewhere they stay off */
  coverConfirm?: boolean;
  containsEnd?: boolean;
  /** a sealed contest: when a hidden result will show */
  sealNote?: string;
}

interface NavigatorItem {
  problemId: string;
  title: string;
  status: number;
}

/** Focus mode's horizontal problem navigator (contest or training): green solved, red tried, the current problem filled. */
export function ProblemNavigator({ items, current, linkOf }: { items: readonly NavigatorItem[]; current: string; linkOf(problemID: string): LinkOptions }) {
  return (
    <ScrollArea type="auto" scrollbarSize={6} style={{ flex: 'none', borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="problem-navigator">
      <Group gap={6} wrap="nowrap" px="sm" py={6}>
        {items.map((item) => {
          const solved = item.status === JUDGE_STATUS.accepted;
          const tried = !solved && item.status !== JUDGE_STATUS.notSubmitted;
          return (
            <Tooltip key={item.problemId} label={item.title} withArrow>
              <ButtonLink
                {...linkOf(item.problemId)}
                size="compact-sm"
                variant={item.problemId === current ? 'filled' : 'light'}
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
}

/** The back-to-the-problem-list button of a contest or training problem page. */
export function BackToProblems({ link }: { link: LinkOptions }) {
  const { _ } = useLingui();
  return (
    <Tooltip label={_('Back_To_Problems')} withArrow>
      <ActionIconLink {...link} variant="subtle" size="lg" aria-label={_('Back_To_Problems')} data-testid="back-to-problems">
        <IconArrowLeft size={20} />
      </ActionIconLink>
    </Tooltip>
  );
}

/** The bar button of an embedded problem page that opens the same problem in focus mode. */
export function FocusModeLink({ link }: { link: LinkOptions }) {
  const { _ } = useLingui();
  return (
    <Tooltip label={_('Focus_Mode')} withArrow>
      <ActionIconLink {...link} variant="default" size="lg" aria-label={_('Focus_Mode')} data-testid="focus-mode">
        <IconMaximize size={18} />
      </ActionIconLink>
    </Tooltip>
  );
}
