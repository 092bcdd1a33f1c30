import { useLingui } from '@lingui/react';
import { ActionIcon, Alert, Box, Button, Center, Code, Container, Group, Loader, Paper, SimpleGrid, Stack, Switch, Text, Title, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconCopy, IconRotateClockwise, IconSend } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isAdminRole } from '../../../contract/roles';
import { CodeEditor } from '../../components/code-editor/code-editor';
import { defaultEditorSettings, monacoLanguageOf } from '../../components/code-editor/editor-options';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { formatDateTime, formatLength, formatMemory, formatTime } from '../../lib/format';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { caseResultsOptions, submissionKeys } from '../../lib/judge-api';
import { isJudging, judgeStatusMeta } from '../../lib/judge-status';
import { notifySuccess } from '../../lib/notify';
import { useCopy } from '../../lib/use-copy';
import { useSession } from '../../lib/use-session';
import { CaseResultTable } from './case-result-table';
import { canResubmit } from './submission-actions';
import { submissionDetailOptions, submissionsApi } from './submissions-api';
import { AnchorLink } from '../../components/router-links';

const CODE_LINE_HEIGHT = 20;

/** /submission-detail/{submitID}: status, measurements, case results, code with copy, sharing. */
export function SubmissionDetailPage({ submitId }: { submitId: number }) {
  const { _, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const dark = useComputedColorScheme('light') === 'dark';
  const viewer = user?.username ?? null;
  const detail = useQuery(submissionDetailOptions(submitId, viewer));
  const submission = detail.data?.submission;
  const final = submission ? !isJudging(submission.status) : false;
  // A compile error has no cases: the compiler's message is the whole result.
  const compileError = submission?.status === JUDGE_STATUS.compileError;
  const cases = useQuery({ ...caseResultsOptions(submitId, submission?.status, viewer), enabled: final && !compileError });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: submissionKeys.detail(submitId) });

  const share = useMutation({
    mutationFn: (next: boolean) => submissionsApi.share(submitId, next, user?.uid ?? ''),
    onSuccess: (_view, next) => {
      notifySuccess(next ? _('Shared_successfully') : _('Cancel_Sharing_Successfully'));
      refresh();
    },
  });
  const resubmit = useMutation({
    mutationFn: () => submissionsApi.resubmit(submitId),
    onSuccess: () => {
      notifySuccess(_('Resubmitted_Successfully'));
      refresh();
    },
  });
  const rejudge = useMutation({
    mutationFn: () => submissionsApi.rejudge(submitId),
    onSuccess: () => {
      notifySuccess(_('Rejudge_successfully'));
      refresh();
    },
  });

  if (detail.isPending) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (!submission || !detail.data) {
    return (
      <Center py={80}>
        <Stack align="center">
          <Title order={3}>{_('Submission_Not_Found')}</Title>
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={() => router.history.back()}>
            {_('Back')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const owner = Boolean(user && user.uid === submission.uid);
  const admin = Boolean(user && isAdminRole(user.roleList));
  const meta = judgeStatusMeta(submission.status);
  const oi = submission.oiRankScore !== null;
  const codeLines = submission.code ? submission.code.split('\n').length : 0;
  const codeHeight = Math.min(Math.max(codeLines * CODE_LINE_HEIGHT + 24, 160), 640);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="submission-detail">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                <Title order={2} fz={{ base: 22, sm: 26 }}>
                  {_('Submission_Detail_Title', { id: submission.submitId })}
                </Title>
                {/* The alert below explains the status: no tooltip repeating it. */}
                <JudgeStatusBadge status={submission.status} size="xl" explain={false} testId="submission-detail-status" />
                {submission.isManual && (
                  <Text size="xs" c="dimmed">
                    {_('Manual_Judged')}
                  </Text>
                )}
              </Group>
              <Group gap="xs">
                {canResubmit(submission.status) && owner && (
                  <Button leftSection={<IconSend size={16} />} onClick={() => resubmit.mutate()} loading={resubmit.isPending} data-testid="resubmit">
                    {_('Resubmit')}
                  </Button>
                )}
                {admin && (
                  <Button variant="light" leftSection={<IconRotateClockwise size={16} />} onClick={() => rejudge.mutate()} loading={rejudge.isPending}>
                    {_('Rejudge')}
                  </Button>
                )}
              </Group>
            </Group>
            <Alert variant="light" color={meta.color} p="xs" title={_(meta.name)} data-testid="submission-detail-explanation">
              {/* The general explanation of a compile error sends the user to this very page. */}
              {compileError ? _('Compile_Error_Detail_Explain') : _(meta.explanation)}
            </Alert>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
              <Field label={_('Problem')}>
                <AnchorLink to="/problem/$problemID" params={{ problemID: submission.displayPid }} size="sm">
                  {submission.displayPid} {submission.title}
                </AnchorLink>
              </Field>
              <Field label={_('Time')}>{formatTime(submission.time)}</Field>
              <Field label={_('Memory')}>{formatMemory(submission.memory)}</Field>
              <Field label={_('Length')}>{formatLength(submission.length)}</Field>
              <Field label={_('Language')}>{submission.language}</Field>
              <Field label={_('Author')}>{submission.username}</Field>
              <Field label={_('Submit_Time')}>{formatDateTime(submission.submitTime, i18n.locale)}</Field>
              <Field label={_('Judger')}>{submission.judger ?? '-'}</Field>
              {oi && <Field label={_('Score')}>{submission.score ?? '-'}</Field>}
              {oi && <Field label={_('OI_Rank_Score')}>{submission.oiRankScore ?? '-'}</Field>}
            </SimpleGrid>
            {submission.errorMessage && (
              <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }} data-testid="submission-error-message">
                {submission.errorMessage}
              </Code>
            )}
          </Stack>
        </Paper>

        {final && !compileError && cases.data && (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
            <Title order={4} mb="sm">
              {_('Test_point_details')}
            </Title>
            {cases.data.openCaseResult || cases.data.judgeCaseList.length > 0 || cases.data.subTaskJudgeCaseVoList.length > 0 ? (
              <CaseResultTable result={cases.data} oi={oi} />
            ) : (
              <Text c="dimmed" size="sm">
                {_('Case_Results_Hidden')}
              </Text>
            )}
          </Paper>
        )}

        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group justify="space-between" mb="sm" gap="sm">
            <Title order={4}>{_('Code')}</Title>
            <Group gap="sm">
              {owner && submission.cid === 0 && (
                <Switch
                  label={_('Share_Code')}
                  checked={submission.share}
                  onChange={(event) => share.mutate(event.currentTarget.checked)}
                  disabled={share.isPending}
                  data-testid="share-switch"
                />
              )}
              {submission.code !== null && <CopyCode code={submission.code} />}
            </Group>
          </Group>
          {owner && submission.cid === 0 && submission.share && !detail.data.codeShare && (
            <Text size="xs" c="dimmed" mb="xs">
              {_('Share_Not_Allowed_Note')}
            </Text>
          )}
          {submission.code !== null ? (
            <Box style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
              <CodeEditor value={submission.code} language={monacoLanguageOf(submission.language)} settings={defaultEditorSettings(dark)} height={codeHeight} readOnly testId="submission-code" />
            </Box>
          ) : (
            <Text c="dimmed" size="sm">
              {_('Code_Hidden')}
            </Text>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function CopyCode({ code }: { code: string }) {
  const { _ } = useLingui();
  const { copied, copy } = useCopy();
  return (
    <Tooltip label={_('Copy')} withArrow>
      <ActionIcon variant="default" size="lg" onClick={() => void copy(code)} aria-label={_('Copy')} data-testid="copy-code">
        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
    </Tooltip>
  );
}
