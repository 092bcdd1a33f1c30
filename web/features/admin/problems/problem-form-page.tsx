import { useLingui } from '@lingui/react';
import { Affix, Button, Center, ColorInput, Grid, Group, Loader, NumberInput, Paper, SegmentedControl, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { PROBLEM_AUTH, PROBLEM_LIMITS } from '../../../../contract/api/problems';
import { groupProblemInputId, groupProblemPrefix } from '../../../../contract/rules/groups';
import { PROBLEM_TYPE, type LanguageInfo } from '../../../../contract/judge';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { DIFFICULTIES } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { contestKeys } from '../../../lib/contest-keys';
import { groupKeys } from '../../../lib/group-keys';
import { problemKeys } from '../../../lib/problem-keys';
import { adminApi, adminContestProblemOptions, adminProblemOptions } from '../admin-api';
import { AUTH_LABELS } from '../../../lib/problem-auth-labels';
import { ExamplesEditor } from './examples-editor';
import { ExtraFilesEditor } from './extra-files-editor';
import { JudgeModeSection } from './judge-mode-section';
import { LanguagesSection } from './languages-section';
import { allowedCaseModes, checkProblemForm, newProblemValues, toSaveBody, valuesFromDetail, withSplitScores, type FormProblem, type ProblemFormValues } from './problem-form-model';
import { TagPicker } from './tag-picker';
import { TestcaseSection } from './testcase-section';

/** A problem created or edited inside a contest: the contest's display values are saved with it. */
export interface ContestProblemTarget {
  cid: number;
}

/**
 * A problem created or edited inside a group (part 3 §2.6, §3.4): it is read and saved through the
 * group's calls, its uploads and checker compiles carry the group's id, and the display id is typed
 * after the group's upper-case short-name prefix (the server stores prefix + typed id).
 */
export interface GroupProblemTarget {
  gid: number;
  shortName: string;
  /** where the group's screen goes after a save */
  onSaved(): void;
}

interface DisplayValues {
  displayId: string;
  displayTitle: string;
  color: string;
}

/**
 * /admin/problem/create and /admin/problem/edit/{problemId}: every field of the problem entity; with
 * `contest`, /admin/contest/{contestId}/problem/create and …/problem/{problemId}/edit (part 3 §2.2);
 * with `group`, a group's problem create and edit view (part 3 §2.6).
 */
export function ProblemFormPage({ pid, contest, group }: { pid: number | null; contest?: ContestProblemTarget; group?: GroupProblemTarget }) {
  const languages = useQuery(adminProblemOptions.judgeLanguages());
  const detail = useQuery(adminProblemOptions.detail(pid, group?.gid));
  const cases = useQuery(adminProblemOptions.cases(pid, group?.gid));
  const display = useQuery({ ...adminContestProblemOptions(contest?.cid ?? 0, pid ?? 0, group?.gid), enabled: Boolean(contest && pid !== null) });
  if (languages.isPending || (pid !== null && (detail.isPending || cases.isPending)) || (contest && pid !== null && display.isPending)) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  if (pid !== null && !detail.data) {
    return null;
  }
  const available = languages.data ?? [];
  const allNames = available.map((l) => l.name);
  const read = detail.data ? valuesFromDetail(detail.data, cases.data ?? null) : null;
  // A group problem's form shows the id without the prefix, which the input shows before it.
  const stored = read && group ? { ...read, problemId: groupProblemInputId(read.problemId, group.shortName) } : read;
  // A problem without a language list accepts every language: the form shows them all chosen.
  const fresh = newProblemValues(allNames);
  const initial = stored ? { ...stored, languages: stored.languages.length > 0 ? stored.languages : allNames } : contest ? { ...fresh, auth: PROBLEM_AUTH.contest } : fresh;
  const initialDisplay = display.data ? { displayId: display.data.displayId, displayTitle: display.data.displayTitle, color: display.data.color ?? '' } : { displayId: '', displayTitle: '', color: '' };
  return <ProblemForm key={pid ?? 'new'} initial={initial} editing={pid !== null} available={available} contest={contest} group={group} initialDisplay={initialDisplay} />;
}

const checkerPrint = (v: Pick<ProblemFormValues, 'judgeMode' | 'spjLanguage' | 'spjCode' | 'judgeExtraFile'>) => JSON.stringify([v.judgeMode, v.spjLanguage, v.spjCode, v.judgeExtraFile]);

interface ProblemFormProps {
  initial: ProblemFormValues;
  editing: boolean;
  available: LanguageInfo[];
  contest?: ContestProblemTarget;
  group?: GroupProblemTarget;
  initialDisplay: DisplayValues;
}

function ProblemForm({ initial, editing, available, contest, group, initialDisplay }: ProblemFormProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [original] = useState(editing ? initial : null);
  const [compiledPrint, setCompiledPrint] = useState<string | null>(null);
  const [problems, setProblems] = useState<FormProblem[] | null>(null);
  const update = (patch: Partial<ProblemFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const [display, setDisplay] = useState(initialDisplay);
  const prefix = group ? groupProblemPrefix(group.shortName) : null;
  // Markdown uploads of a group problem carry its group (its admins may insert images).
  const markdownGroup = group ? { gid: group.gid } : undefined;

  // The checker may be saved when it is the one compiled last, or unchanged since the last save.
  const checkerReady = values.judgeMode === 'default' || compiledPrint === checkerPrint(values) || (original !== null && original.judgeMode !== 'default' && checkerPrint(original) === checkerPrint(values));
  const live = useMemo(() => (problems ? checkProblemForm(values, checkerReady) : []), [problems, values, checkerReady]);
  const errorOf = (field: string) => {
    const found = live.find((p) => p.field === field);
    return found ? _(found.message) : undefined;
  };

  const changeType = (type: number) =>
    setValues((current) => {
      const judgeCaseMode = allowedCaseModes(type).includes(current.judgeCaseMode) ? current.judgeCaseMode : 'default';
      // Part 3 §5: switching to OI splits the scores evenly.
      if (type !== PROBLEM_TYPE.oi) return { ...current, type, judgeCaseMode };
      return { ...current, type, judgeCaseMode, samples: withSplitScores(current.samples), uploaded: withSplitScores(current.uploaded) };
    });

  const save = useMutation({
    mutationFn: async () => {
      if (contest) {
        // A group contest's problem (part 3 §2.8) is a problem of the group: saved with its gid through the group's calls.
        const base = toSaveBody(values, original);
        const problem = group ? { ...base.problem, gid: group.gid } : base.problem;
        const body = { ...base, problem, cid: contest.cid, contestProblem: { displayId: display.displayId.trim(), displayTitle: display.displayTitle.trim(), color: display.color.trim() || null } };
        if (group) await (editing ? adminApi.updateGroupContestProblemFull(body) : adminApi.addGroupContestProblem(body));
        else await (editing ? adminApi.updateContestProblemFull(body) : adminApi.addContestProblem(body));
        return null;
      }
      if (group) {
        const base = toSaveBody(values, original);
        const body = { ...base, problem: { ...base.problem, gid: group.gid } };
        const saved = await (editing ? adminApi.updateGroupProblem(body) : adminApi.addGroupProblem(body));
        return saved.problem.problemId;
      }
      const saved = await (editing ? adminApi.update(toSaveBody(values, original)) : adminApi.create(toSaveBody(values, original)));
      return saved.problem.problemId;
    },
    onSuccess: (problemId) => {
      notifySuccess(editing ? _('Update_Successfully') : _('Create_Successfully'));
      void queryClient.invalidateQueries({ queryKey: problemKeys.admin.lists() });
      if (problemId) void queryClient.invalidateQueries({ queryKey: problemKeys.detail(problemId) });
      void queryClient.invalidateQueries({ queryKey: problemKeys.lists() });
      if (group) {
        void queryClient.invalidateQueries({ queryKey: groupKeys.group(group.gid) });
        // a group contest's problem list is the contest area's
        if (contest) void queryClient.invalidateQueries({ queryKey: contestKeys.all });
        group.onSaved();
      } else if (contest) {
        void queryClient.invalidateQueries({ queryKey: contestKeys.all });
        void navigate({ to: '/admin/contest/$contestId/problems', params: { contestId: String(contest.cid) } });
      } else void navigate({ to: '/admin/problems' });
    },
  });
  const submit = () => {
    // Part 3 §5: in a contest the display id and display title are required.
    if (contest && (display.displayId.trim() === '' || display.displayTitle.trim() === '')) {
      setProblems([]);
      notifyError(`${_('Form_Has_Problems')}: ${_('Contest_Display_Required')}`);
      return;
    }
    const found = checkProblemForm(values, checkerReady);
    setProblems(found);
    if (found.length > 0) {
      notifyError(`${_('Form_Has_Problems')}: ${_(found[0]!.message)}`);
      return;
    }
    save.mutate();
  };

  return (
    <Stack gap="md" pb={80} data-testid="problem-form">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {editing ? _('Edit_Problem') : _('Create_Problem')}
      </Title>

      {contest && (
        <Section title={_('Contest_Problem_Display')}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <TextInput label={_('Contest_Display_ID')} value={display.displayId} onChange={(e) => setDisplay({ ...display, displayId: e.currentTarget.value })} required maxLength={32} error={problems && display.displayId.trim() === '' ? _('Contest_Display_Required') : undefined} data-testid="field-contest-display-id" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={_('Contest_Display_Title')} value={display.displayTitle} onChange={(e) => setDisplay({ ...display, displayTitle: e.currentTarget.value })} required maxLength={255} error={problems && display.displayTitle.trim() === '' ? _('Contest_Display_Required') : undefined} data-testid="field-contest-display-title" />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <ColorInput label={_('Balloon_Color')} value={display.color} onChange={(color) => setDisplay({ ...display, color })} data-testid="field-contest-color" />
            </Grid.Col>
          </Grid>
        </Section>
      )}

      <Section title={_('Basic_Information')}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={_('Problem_Display_ID')}
              value={values.problemId}
              onChange={(e) => update({ problemId: e.currentTarget.value })}
              required
              maxLength={PROBLEM_LIMITS.problemIdMax - (prefix?.length ?? 0)}
              error={errorOf('problemId')}
              leftSection={
                prefix ? (
                  <Text size="sm" ff="monospace" c="dimmed" data-testid="field-problem-id-prefix">
                    {prefix}
                  </Text>
                ) : undefined
              }
              leftSectionWidth={prefix ? prefix.length * 9 + 16 : undefined}
              data-testid="field-problem-id"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput label={_('Title')} value={values.title} onChange={(e) => update({ title: e.currentTarget.value })} required maxLength={PROBLEM_LIMITS.titleMax} error={errorOf('title')} data-testid="field-title" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select label={_('Difficulty')} data={DIFFICULTIES.map((d) => ({ value: String(d.level), label: _(d.label) }))} value={String(values.difficulty)} onChange={(v) => v && update({ difficulty: Number(v) })} allowDeselect={false} />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 3 }}>
            <Select
              label={_('Auth')}
              data={Object.entries(AUTH_LABELS).map(([value, label]) => ({ value, label: _(label), disabled: !contest && Number(value) === PROBLEM_AUTH.contest }))}
              value={String(values.auth)}
              onChange={(v) => v && update({ auth: Number(v) })}
              allowDeselect={false}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <Text size="sm" fw={500} mb={4}>
              {_('Problem_Type')}
            </Text>
            <SegmentedControl
              fullWidth
              value={String(values.type)}
              onChange={(v) => changeType(Number(v))}
              data={[
                { value: String(PROBLEM_TYPE.acm), label: 'ACM' },
                { value: String(PROBLEM_TYPE.oi), label: 'OI' },
              ]}
              data-testid="field-type"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <NumberInput label={_('Solution_Unlock_Ratio')} value={values.solutionUnlockRatio} onChange={(v) => update({ solutionUnlockRatio: Number(v) || 0 })} min={0} max={100} allowDecimal={false} suffix="%" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput label={_('Time_Limit_Ms')} value={values.timeLimit} onChange={(v) => update({ timeLimit: Number(v) || 0 })} min={1} max={PROBLEM_LIMITS.timeLimitMax} allowDecimal={false} required data-testid="field-time-limit" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput label={_('Memory_Limit_Mb')} value={values.memoryLimit} onChange={(v) => update({ memoryLimit: Number(v) || 0 })} min={1} max={PROBLEM_LIMITS.memoryLimitMax} allowDecimal={false} required data-testid="field-memory-limit" />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NumberInput label={_('Stack_Limit_Mb')} value={values.stackLimit} onChange={(v) => update({ stackLimit: Number(v) || 0 })} min={1} max={PROBLEM_LIMITS.memoryLimitMax} allowDecimal={false} required error={errorOf('stackLimit')} data-testid="field-stack-limit" />
          </Grid.Col>
          <Grid.Col span={12}>
            <Group gap="xl">
              <Switch label={_('Remote_Problem')} checked={values.isRemote} onChange={(e) => update({ isRemote: e.currentTarget.checked })} />
              <Switch label={_('Code_Shareable')} checked={values.codeShare} onChange={(e) => update({ codeShare: e.currentTarget.checked })} />
              <Switch label={_('Publish_the_Judging_Result_of_Test_Data')} checked={values.openCaseResult} onChange={(e) => update({ openCaseResult: e.currentTarget.checked })} />
              <Switch label={_('Auto_Remove_the_Blank_at_the_End_of_Code')} checked={values.isRemoveEndBlank} onChange={(e) => update({ isRemoveEndBlank: e.currentTarget.checked })} />
            </Group>
          </Grid.Col>
        </Grid>
      </Section>

      <Section title={_('Statement')}>
        <Stack gap="md">
          <MarkdownEditor label={_('Problem_Description')} value={values.description} onChange={(description) => update({ description })} testId="field-description" group={markdownGroup} />
          <MarkdownEditor label={_('Input_Description')} value={values.input} onChange={(input) => update({ input })} required error={errorOf('input')} minRows={4} testId="field-input" group={markdownGroup} />
          <MarkdownEditor label={_('Output_Description')} value={values.output} onChange={(output) => update({ output })} required error={errorOf('output')} minRows={4} testId="field-output" group={markdownGroup} />
          <ExamplesEditor examples={values.examples} onChange={(examples) => update({ examples })} />
          <MarkdownEditor label={_('Hint')} value={values.hint} onChange={(hint) => update({ hint })} minRows={3} testId="field-hint" group={markdownGroup} />
          <TextInput label={_('Source')} value={values.source} onChange={(e) => update({ source: e.currentTarget.value })} maxLength={PROBLEM_LIMITS.sourceMax} />
        </Stack>
      </Section>

      <Section title={_('Judge_Settings')}>
        <Stack gap="md">
          <JudgeModeSection
            pid={values.id}
            gid={group?.gid}
            judgeMode={values.judgeMode}
            spjCode={values.spjCode}
            spjLanguage={values.spjLanguage}
            judgeExtraFile={values.judgeExtraFile}
            languages={available}
            ready={checkerReady}
            codeError={errorOf('spjCode')}
            onModeChange={(judgeMode) => update({ judgeMode })}
            onCodeChange={(spjCode) => update({ spjCode })}
            onLanguageChange={(spjLanguage) => update({ spjLanguage })}
            onCompiled={() => setCompiledPrint(checkerPrint(values))}
          />
          <Switch label={_('File_IO')} checked={values.isFileIO} onChange={(e) => update({ isFileIO: e.currentTarget.checked })} data-testid="field-file-io" />
          {values.isFileIO && (
            <Group grow>
              <TextInput label={_('IO_Read_File_Name')} value={values.ioReadFileName} onChange={(e) => update({ ioReadFileName: e.currentTarget.value })} required placeholder="input.txt" error={errorOf('ioReadFileName')} />
              <TextInput label={_('IO_Write_File_Name')} value={values.ioWriteFileName} onChange={(e) => update({ ioWriteFileName: e.currentTarget.value })} required placeholder="output.txt" error={errorOf('ioWriteFileName')} />
            </Group>
          )}
        </Stack>
      </Section>

      {!values.isRemote && (
        <Section title={_('Judge_Samples')}>
          <TestcaseSection values={values} update={update} errorOf={errorOf} gid={group?.gid} />
        </Section>
      )}

      <Section title={_('Languages_And_Templates')}>
        <LanguagesSection
          available={available}
          languages={values.languages}
          templates={values.codeTemplates}
          onLanguages={(languages) => update({ languages })}
          onTemplates={(codeTemplates) => update({ codeTemplates })}
          errorOf={errorOf}
        />
      </Section>

      <Section title={_('Tags')}>
        <TagPicker tags={values.tags} onChange={(tags) => update({ tags })} />
      </Section>

      <Section title={_('Judge_Extra_File')}>
        <Stack gap="lg">
          <ExtraFilesEditor title={_('User_Program')} description={_('Judge_Extra_File_Tips1')} files={values.userExtraFile} onChange={(userExtraFile) => update({ userExtraFile })} testId="user-extra-files" />
          <ExtraFilesEditor title={_('SPJ_Or_Interactive_Program')} description={_('Judge_Extra_File_Tips2')} files={values.judgeExtraFile} onChange={(judgeExtraFile) => update({ judgeExtraFile })} testId="judge-extra-files" />
        </Stack>
      </Section>

      <Affix position={{ bottom: 20, right: 24 }} zIndex={150}>
        <Button size="md" leftSection={<IconDeviceFloppy size={18} />} onClick={submit} loading={save.isPending} style={{ boxShadow: 'var(--mantine-shadow-md)' }} data-testid="problem-save">
          {_('Save')}
        </Button>
      </Affix>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Title order={4} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
