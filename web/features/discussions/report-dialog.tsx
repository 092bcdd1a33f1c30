import { useLingui } from '@lingui/react';
import { Button, Chip, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { COMMUNITY_MESSAGES, DISCUSSION_LIMITS, REPORT_TAGS, type ReportTag } from '../../../contract/rules/community';
import { notifyError, notifySuccess } from '../../lib/notify';
import { reportTagLabel } from '../../lib/report-tags';
import { discussionsApi } from './discussions-api';
import { isReportTag, reportProblem } from './discussion-rules';

/** Report a discussion: one or more tags and a reason of at most 200 characters (part 3 §5). Mount it only while open. */
export function ReportDialog({ did, onClose }: { did: number; onClose(): void }) {
  const { _ } = useLingui();
  const [tags, setTags] = useState<ReportTag[]>([]);
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => discussionsApi.report({ did, content: reason.trim(), tags }),
    onSuccess: () => {
      notifySuccess(_(COMMUNITY_MESSAGES.sent));
      onClose();
    },
  });
  const submit = () => {
    const problem = reportProblem(tags, reason);
    if (problem) notifyError(_(problem));
    else send.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={_('Report_Discussion')} data-testid="discussion-report-dialog">
      <Stack gap="md">
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {_('Report_Tags')}
          </Text>
          <Chip.Group multiple value={tags} onChange={(values) => setTags(values.filter(isReportTag))}>
            <Group gap={6}>
              {REPORT_TAGS.map((tag) => (
                <Chip key={tag} value={tag} size="xs" data-testid={`discussion-report-tag-${tag}`}>
                  {reportTagLabel(_, tag)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Textarea
          label={_('Report_Reason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={DISCUSSION_LIMITS.reportReason}
          autosize
          minRows={3}
          description={`${reason.length} / ${DISCUSSION_LIMITS.reportReason}`}
          data-testid="discussion-report-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {_('Cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={send.isPending} data-testid="discussion-report-submit">
            {_('Submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
