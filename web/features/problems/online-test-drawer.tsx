import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Center, Code, Drawer, Group, Loader, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { TEST_INPUT_MAX_LENGTH } from '../../../contract/api/judging';
import { JudgeStatusBadge } from '../../components/judge-status-badge';
import { formatMemory, formatTime } from '../../lib/format';
import { judgeApi, submissionKeys, type TestRunBody } from '../../lib/judge-api';
import { isJudging, TEST_RUN_POLL_MS } from '../../lib/judge-status';
import type { SubmitScope } from '../../lib/scope';

type TestTab = 'case' | 'result' | 'running';

interface OnlineTestDrawerProps {
  /** the run is of the scope's type (public, contest or group) */
  scope: SubmitScope;
  opened: boolean;
  onClose(): void;
  /** checks sign-in and the code rules; returns the program to run or null */
  program(): { pid: number; language: string; code: string } | null;
  sampleInput: string;
  sampleOutput: string;
  /** an interactive problem: the input is the interactor's test file (e.g. the secret), never empty */
  interactive?: boolean;
}

/** The Online Test drawer: run the code on custom input (at most 1000 characters), polled every second. */
export function OnlineTestDrawer({ scope, opened, onClose, program, sampleInput, sampleOutput, interactive = false }: OnlineTestDrawerProps) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<TestTab>('case');
  const [input, setInput] = useState(sampleInput);
  // An interactive example's output is a dialogue, not an answer file for the interactor.
  const [expected, setExpected] = useState(interactive ? '' : sampleOutput);
  const [key, setKey] = useState<string | null>(null);

  const run = useMutation({
    mutationFn: (body: TestRunBody) => judgeApi.testRun(scope, body),
    onMutate: () => setTab('running'),
    onSuccess: (testJudgeKey) => setKey(testJudgeKey),
    // A refused run goes back to the input (part 1 §4).
    onError: () => setTab('case'),
  });
  const result = useQuery({
    queryKey: submissionKeys.testRun(key),
    queryFn: ({ signal }) => judgeApi.testRunResult(key ?? '', signal),
    enabled: key !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.status === 'error' || (query.state.data && !isJudging(query.state.data.status)) ? false : TEST_RUN_POLL_MS),
  });
  const running = run.isPending || (key !== null && (!result.data || isJudging(result.data.status)) && !result.isError);
  const done = result.data && !isJudging(result.data.status) ? result.data : null;
  const finished = done !== null;
  useEffect(() => {
    if (finished) setTab((current) => (current === 'running' ? 'result' : current));
  }, [finished, key]);
  useEffect(() => {
    if (result.isError) setTab('case');
  }, [result.isError]);

  const tooLong = input.length > TEST_INPUT_MAX_LENGTH;
  // An interactor cannot read its test from an empty input: refused here instead of ending in an error.
  const [triedEmpty, setTriedEmpty] = useState(false);
  const missingInput = interactive && input.trim() === '';
  const start = () => {
    setTriedEmpty(missingInput);
    if (missingInput) return;
    const prepared = program();
    if (!prepared || tooLong) return;
    setKey(null);
    run.mutate({ ...prepared, userInput: input, expectedOutput: expected.trim() === '' ? null : expected });
  };

  return (
    <Drawer opened={opened} onClose={onClose} position={narrow ? 'bottom' : 'right'} size={narrow ? '85%' : 'lg'} title={_('Online_Test')} zIndex={250} data-testid="online-test-drawer">
      <Tabs value={tab} onChange={(value) => setTab((value as TestTab | null) ?? 'case')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="case" data-testid="online-test-tab-case">
            {_('Test_Case')}
          </Tabs.Tab>
          <Tabs.Tab value="result" data-testid="online-test-tab-result">
            {_('Test_Result')}
          </Tabs.Tab>
          <Tabs.Tab value="running" leftSection={running ? <Loader size={12} /> : undefined} data-testid="online-test-tab-running">
            {_('Running_Test')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="case">
          <Stack gap="sm">
            {interactive && (
              <Alert variant="light" color="blue" p="xs" data-testid="online-test-interactive-note">
                {_('Test_Interactive_Input_Note')}
              </Alert>
            )}
            <Textarea
              label={_('Test_Input')}
              value={input}
              onChange={(event) => setInput(event.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={14}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              error={tooLong ? _('Test_Input_Too_Long') : missingInput && triedEmpty ? _('Test_Input_Required_Interactive') : undefined}
              errorProps={{ 'data-testid': 'online-test-input-error' }}
              description={_('Characters_Count', { count: input.length, max: TEST_INPUT_MAX_LENGTH })}
              data-testid="online-test-input"
            />
            <Textarea
              label={_('Test_Expected_Output')}
              value={expected}
              onChange={(event) => setExpected(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={10}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="online-test-expected"
            />
            <Group justify="flex-end">
              <Button leftSection={<IconPlayerPlay size={16} />} onClick={start} loading={running} disabled={tooLong} data-testid="online-test-run">
                {_('Run')}
              </Button>
            </Group>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="running">
          <Center py="xl">
            {running ? (
              <Stack align="center" gap="sm">
                <Loader />
                {result.data && <JudgeStatusBadge status={result.data.status} />}
                <Text c="dimmed">{_('Test_Running_Hint')}</Text>
              </Stack>
            ) : (
              <Text c="dimmed">{_('Test_No_Result')}</Text>
            )}
          </Center>
        </Tabs.Panel>
        <Tabs.Panel value="result">
          {done ? (
            <Stack gap="sm" data-testid="online-test-result">
              <Group gap="sm">
                {done.inputRejected ? (
                  <Badge color="yellow" variant="light" radius="sm" size="lg" data-testid="online-test-status" data-status={done.status}>
                    {_('Test_Input_Rejected_Status')}
                  </Badge>
                ) : (
                  <JudgeStatusBadge status={done.status} size="lg" testId="online-test-status" />
                )}
                <Text size="sm" c="dimmed">
                  {formatTime(done.time)} · {formatMemory(done.memory)}
                </Text>
              </Group>
              {done.expectedOutput !== null && done.problemJudgeMode === 'default' && done.userOutput !== null && (
                <Alert variant="light" color={sameOutput(done.userOutput, done.expectedOutput) ? 'green' : 'red'} p="xs">
                  {sameOutput(done.userOutput, done.expectedOutput) ? _('Test_Output_Matches') : _('Test_Output_Differs')}
                </Alert>
              )}
              {done.inputRejected ? (
                <Alert variant="light" color="yellow" p="xs" data-testid="online-test-input-rejected">
                  {_('Test_Input_Rejected')}
                </Alert>
              ) : (
                done.problemJudgeMode !== 'default' && (
                  <Alert variant="light" color="blue" p="xs">
                    {done.problemJudgeMode === 'interactive' ? _('Test_Interactive_Note') : _('Test_Spj_Note')}
                  </Alert>
                )
              )}
              <OutputBlock label={_('Test_Input')}>{done.userInput}</OutputBlock>
              <OutputBlock label={_('Test_Output')} testId="online-test-output">
                {done.userOutput ?? ''}
              </OutputBlock>
              {done.expectedOutput !== null && <OutputBlock label={_('Test_Expected')}>{done.expectedOutput}</OutputBlock>}
              {done.stderr && (
                <OutputBlock label={_('Test_Stderr')} testId="online-test-stderr">
                  {done.stderr}
                </OutputBlock>
              )}
            </Stack>
          ) : (
            <Center py="xl">
              <Text c="dimmed">{_('Test_No_Result')}</Text>
            </Center>
          )}
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}

/** Outputs compare as the default judge does with end blanks removed: trailing spaces and blank lines do not count. */
function sameOutput(actual: string, expected: string): boolean {
  const normalize = (text: string) => text.replace(/\r\n/g, '\n').split('\n').map((line) => line.replace(/[ \t]+$/, '')).join('\n').replace(/\n+$/, '');
  return normalize(actual) === normalize(expected);
}

function OutputBlock({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text size="sm" fw={600} mb={4}>
        {label}
      </Text>
      <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }} data-testid={testId}>
        {children}
      </Code>
    </div>
  );
}
