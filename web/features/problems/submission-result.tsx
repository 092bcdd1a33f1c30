import { useLingui } from '@lingui/react';
import { Alert, Code, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { CaseStrip, firstFailedCase, flattenCases } from '../../components/case-results';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { formatMemory, formatTime } from '../../lib/format';
import { judgeStatusMeta } from '../../lib/judge-status';
import type { SubmissionTracker } from './use-submission-tracker';
import { AnchorLink } from '../../components/router-links';
import classes from './submission-result.module.css';

/** The status of the submission just made, in the bar beside the submit button. */
export function SubmissionStatusInline({ tracker, oi }: { tracker: SubmissionTracker; oi: boolean }) {
  const { _ } = useLingui();
  const current = tracker.current;
  if (!current) return null;
  return (
    <Group gap="xs" wrap="nowrap" className={classes.inline} data-testid="submission-result" data-final={tracker.final}>
      <AnchorLink to="/submission-detail/$submitID" params={{ submitID: String(current.submitId) }} underline="never" data-testid="submission-result-link">
        <JudgeStatusBadge status={current.status} size="lg" testId="submission-result-status" />
      </AnchorLink>
      {tracker.final && (
        <Text size="sm" c="dimmed" truncate="end">
          {formatTime(current.time)} · {formatMemory(current.memory)}
          {oi && current.score !== null ? ` · ${_('Score')} ${current.score}` : ''}
        </Text>
      )}
    </Group>
  );
}

/**
 * What the verdict of the submission just made says in detail: the failed case, the cases, the
 * judge's message. Brought into view when it appears (where the pane is too short for it).
 */
export function SubmissionResultDetails({ tracker, sealNote }: { tracker: SubmissionTracker; sealNote?: string }) {
  const { _ } = useLingui();
  const [errorShown, error] = useDisclosure(true);
  const box = useRef<HTMLDivElement>(null);
  const current = tracker.current;
  const shown = current !== null && (tracker.final || tracker.exhausted);
  const failed = shown ? firstFailedCase(tracker.cases) : null;
  const cases = shown ? flattenCases(tracker.cases) : [];
  const showMessage = Boolean(
    shown && tracker.errorMessage && (current.status === JUDGE_STATUS.compileError || current.status === JUDGE_STATUS.systemError || current.status === JUDGE_STATUS.runtimeError),
  );
  // The seal hides this result from its owner (decision 44): say so, and when it will show, instead of a bare "?".
  const sealed = shown && current.status === JUDGE_STATUS.submittedUnknownResult;
  const visible = shown && (failed !== null || cases.length > 0 || showMessage || tracker.exhausted || sealed);
  useEffect(() => {
    if (visible) box.current?.scrollIntoView({ block: 'nearest' });
  }, [visible, failed?.index, cases.length, showMessage, sealed]);
  if (!current || !visible) return null;
  return (
    <Paper ref={box} withBorder radius="md" p="sm" data-testid="submission-result-details">
      <Stack gap="xs">
        {failed && current.status !== JUDGE_STATUS.compileError && (
          <Text size="sm" data-testid="submission-result-failed-case">
            {_('Failed_On_Case', { index: failed.index, status: _(judgeStatusMeta(failed.status).name) })}
          </Text>
        )}
        {cases.length > 0 && <CaseStrip cases={cases} />}
        {showMessage && (
          <div>
            <UnstyledButton onClick={error.toggle} fz="sm" c="dimmed">
              <Group gap={4}>
                {_('Judge_Message')}
                <IconChevronDown size={14} style={{ transform: errorShown ? 'rotate(180deg)' : undefined }} />
              </Group>
            </UnstyledButton>
            <Collapse expanded={errorShown}>
              <Code block mt={4} style={{ whiteSpace: 'pre-wrap', maxHeight: 220, overflow: 'auto' }} data-testid="submission-result-message">
                {tracker.errorMessage}
              </Code>
            </Collapse>
          </div>
        )}
        {sealed && (
          <Alert color="gray" variant="light" p="xs" icon={<IconLock size={16} />} data-testid="submission-result-sealed">
            {sealNote ?? _('Sealed_Result_Until_Unsealed')}
          </Alert>
        )}
        {tracker.exhausted && (
          <Alert color="yellow" variant="light" p="xs">
            {_('Submitted Not Result')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
