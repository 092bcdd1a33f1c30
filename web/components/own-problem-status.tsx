import { useLingui } from '@lingui/react';
import { Tooltip } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { judgeStatusMeta } from '../lib/judge-status';

/** The caller's best status on a problem: a tick when solved, a dash when tried (problem bank, training lists). */
export function OwnProblemStatus({ status }: { status: number | null | undefined }) {
  const { _ } = useLingui();
  if (status === null || status === undefined || status === JUDGE_STATUS.notSubmitted) return null;
  const solved = status === JUDGE_STATUS.accepted;
  return (
    <Tooltip label={_(judgeStatusMeta(status).name)} withArrow>
      <span data-testid="own-status" data-status={status} style={{ display: 'inline-flex' }}>
        {solved ? <IconCheck size={18} color="var(--mantine-color-green-6)" /> : <IconMinus size={18} color="var(--mantine-color-orange-6)" />}
      </span>
    </Tooltip>
  );
}
