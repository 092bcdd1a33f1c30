import { useLingui } from '@lingui/react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MANUAL_JUDGE_STATUSES } from '../../../contract/rules/submissions';
import { type SubmissionView } from '../../../contract/api/submissions';
import { notifySuccess } from '../../lib/notify';
import { judgeStatusMeta } from '../../lib/judge-status';
import { looksLikeOi } from './submission-actions';
import { submissionsApi } from './submissions-api';

interface ManualJudgeDialogProps {
  submission: SubmissionView | null;
  onClose(): void;
  onDone(updated: SubmissionView): void;
}

/** Sets a final status by hand; an OI submission needs a score (part 1 §4). */
export function ManualJudgeDialog({ submission, onClose, onDone }: ManualJudgeDialogProps) {
  const { _ } = useLingui();
  return (
    <Modal opened={submission !== null} onClose={onClose} title={_('Manual_Judge')} centered size="sm" data-testid="manual-judge-dialog">
      {submission && <ManualJudgeForm key={submission.submitId} submission={submission} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function ManualJudgeForm({ submission, onClose, onDone }: { submission: SubmissionView; onClose(): void; onDone(updated: SubmissionView): void }) {
  const { _ } = useLingui();
  const allowed: readonly number[] = MANUAL_JUDGE_STATUSES;
  const [status, setStatus] = useState<string>(allowed.includes(submission.status) ? String(submission.status) : String(MANUAL_JUDGE_STATUSES[0]));
  const oi = looksLikeOi(submission);
  const [score, setScore] = useState<number | string>(submission.score ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => submissionsApi.manualJudge(submission.submitId, Number(status), score === '' ? undefined : Number(score)),
    onSuccess: (updated) => {
      notifySuccess(_('Update_Successfully'));
      onDone(updated);
    },
  });
  const submit = () => {
    if (oi && (score === '' || !Number.isInteger(Number(score)) || Number(score) < 0)) {
      setError(_('Score_must_be_an_integer'));
      return;
    }
    save.mutate();
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {_('Manual_Judge_Of', { id: submission.submitId, problem: submission.displayPid })}
      </Text>
      <Select
        label={_('Status')}
        data={MANUAL_JUDGE_STATUSES.map((code) => ({ value: String(code), label: _(judgeStatusMeta(code).name) }))}
        value={status}
        onChange={(value) => value && setStatus(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data-testid="manual-judge-status"
      />
      <NumberInput
        label={_('Score')}
        value={score}
        onChange={(value) => {
          setScore(value);
          setError(null);
        }}
        min={0}
        allowDecimal={false}
        required={oi}
        error={error}
        description={oi ? undefined : _('Manual_Judge_Score_Optional')}
        data-testid="manual-judge-score"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {_('Cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} data-testid="manual-judge-save">
          {_('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
