import { useLingui } from '@lingui/react';
import { Group, ScrollArea, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LinkOptions } from '@tanstack/react-router';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { ActionIconLink, ButtonLink } from './router-links';

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
