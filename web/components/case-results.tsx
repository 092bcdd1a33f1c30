import { useLingui } from '@lingui/react';
import { Box, Group, Tooltip } from '@mantine/core';
import type { AllCaseResult, JudgeCaseView } from '../../contract/api/submissions';
import { formatMemory, formatTime } from '../lib/format';
import { judgeStatusMeta } from '../lib/judge-status';

/** Every case of a result in judging order, subtasks flattened. */
export function flattenCases(result: AllCaseResult | null | undefined): JudgeCaseView[] {
  if (!result) return [];
  if (result.judgeCaseList.length > 0) return result.judgeCaseList;
  return result.subTaskJudgeCaseVoList.flatMap((subtask) => subtask.subtaskDetailList);
}

/** The first case that did not pass, the one a wrong answer is reported on. */
export function firstFailedCase(result: AllCaseResult | null | undefined): JudgeCaseView | null {
  return flattenCases(result).find((c) => c.status !== 0) ?? null;
}

/** A compact strip of case results: one square per case, the status and measurements on hover. */
export function CaseStrip({ cases }: { cases: JudgeCaseView[] }) {
  const { _ } = useLingui();
  return (
    <Group gap={4} data-testid="case-strip">
      {cases.map((c) => {
        const meta = judgeStatusMeta(c.status);
        return (
          <Tooltip key={c.index} label={`#${c.index} ${_(meta.name)} · ${formatTime(c.time)} · ${formatMemory(c.memory)}`} withArrow>
            <Box
              w={26}
              h={22}
              fz={10}
              fw={700}
              c="white"
              bg={`var(--mantine-color-${meta.color}-filled)`}
              style={{ borderRadius: 4, display: 'grid', placeItems: 'center' }}
              data-testid={`case-${c.index}`}
              data-status={c.status}
            >
              {meta.short}
            </Box>
          </Tooltip>
        );
      })}
    </Group>
  );
}
