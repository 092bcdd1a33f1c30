import { useLingui } from '@lingui/react';
import { ActionIcon, Alert, Button, FileButton, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCalculator, IconFileZip, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { PROBLEM_TYPE, type JudgeCaseMode } from '../../../../contract/judge';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { adminApi } from '../admin-api';
import { isSubtaskMode } from '../../../../contract/rules/problems';
import { allowedCaseModes, emptyCase, rowKey, withSplitScores, type CaseRow, type ProblemFormValues } from './problem-form-model';

const CASE_MODE_LABELS: Record<JudgeCaseMode, string> = {
  default: msgId('Judge_Case_Default_Mode'),
  subtask_lowest: msgId('Judge_Case_Subtask_Lowest_Mode'),
  subtask_average: msgId('Judge_Case_Subtask_Average_Mode'),
  ergodic_without_error: msgId('Judge_Case_Ergodic_Without_Error_Mode'),
};

interface TestcaseSectionProps {
  values: ProblemFormValues;
  update(patch: Partial<ProblemFormValues>): void;
  errorOf(field: string): string | undefined;
  /** a group problem's group, sent with the upload */
  gid?: number;
}

/** Judge case mode and the test cases: a zip upload or cases typed by hand (part 3 §4, §5). */
export function TestcaseSection({ values, update, errorOf, gid }: TestcaseSectionProps) {
  const { _ } = useLingui();
  const oi = values.type === PROBLEM_TYPE.oi;
  const subtask = isSubtaskMode(values.judgeCaseMode);
  const rows = values.caseSource === 'upload' ? values.uploaded : values.samples;
  const setRows = (next: CaseRow[]) => update(values.caseSource === 'upload' ? { uploaded: next } : { samples: next });
  const setRow = (index: number, patch: Partial<CaseRow>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const upload = useMutation({
    mutationFn: (file: File) => adminApi.uploadTestcases(file, values.judgeCaseMode, gid),
    onSuccess: (result) => {
      notifySuccess(_('Upload_Testcase_Successfully'));
      // Part 3 §5: scores are split evenly after an upload.
      const uploaded = withSplitScores(
        result.fileList.map((file) => ({ key: rowKey(), input: file.input, output: file.output, score: file.score, groupNum: file.groupNum ?? '', inputSize: file.inputSize, outputSize: file.outputSize })),
      );
      update({ uploaded, uploadTestcaseDir: result.fileListDir });
    },
    // Part 3 §8: a refused upload shows the server's message and clears the uploaded flag.
    onError: () => update({ uploadTestcaseDir: null, uploaded: values.hasStoredUpload ? values.uploaded : [] }),
  });

  return (
    <Stack gap="md">
      <Select
        label={_('Judge_Case_Mode')}
        data={allowedCaseModes(values.type).map((mode) => ({ value: mode, label: mode === 'default' && oi ? _('Judge_Case_Default_Mode_OI') : _(CASE_MODE_LABELS[mode]) }))}
        value={values.judgeCaseMode}
        onChange={(value) => value && update({ judgeCaseMode: value })}
        allowDeselect={false}
        w={{ base: '100%', sm: 320 }}
        description={oi ? _('Judge_Case_Mode_OI_Hint') : _('Judge_Case_Mode_ACM_Hint')}
        data-testid="judge-case-mode"
      />
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={values.caseSource}
          onChange={(value) => update({ caseSource: value })}
          data={[
            { value: 'upload', label: _('Use_Upload_File') },
            { value: 'manual', label: _('Use_Manual_Input') },
          ]}
          data-testid="case-source"
        />
        <Group gap="xs">
          {oi && rows.length > 0 && (
            <Button variant="light" leftSection={<IconCalculator size={16} />} onClick={() => setRows(withSplitScores(rows))} data-testid="auto-score">
              {_('Auto_Score')}
            </Button>
          )}
          {values.caseSource === 'upload' ? (
            <FileButton onChange={(file) => file && upload.mutate(file)} accept=".zip,application/zip">
              {(props) => (
                <Button leftSection={<IconFileZip size={16} />} loading={upload.isPending} data-testid="upload-testcase" {...props}>
                  {_('Upload_Testcase_Zip')}
                </Button>
              )}
            </FileButton>
          ) : (
            <Button variant="default" leftSection={<IconPlus size={16} />} onClick={() => setRows([...rows, emptyCase()])} data-testid="add-case">
              {_('Add_Sample')}
            </Button>
          )}
        </Group>
      </Group>
      {values.caseSource === 'upload' && (
        <Text size="xs" c="dimmed">
          {_('Upload_Testcase_Hint')}
        </Text>
      )}
      {errorOf('cases') && (
        <Alert color="red" variant="light" p="xs">
          {errorOf('cases')}
        </Alert>
      )}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing={6} data-testid="case-rows">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>#</Table.Th>
                <Table.Th>{values.caseSource === 'upload' ? _('Input_File') : _('Sample_Input')}</Table.Th>
                <Table.Th>{values.caseSource === 'upload' ? _('Output_File') : _('Sample_Output')}</Table.Th>
                {oi && <Table.Th w={110}>{_('Score')}</Table.Th>}
                {subtask && <Table.Th w={110}>{_('Sample_Group_Num')}</Table.Th>}
                {values.caseSource === 'manual' && <Table.Th w={44} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid={`case-row-${index + 1}`}>
                  <Table.Td fz="sm" valign="top" pt={12}>
                    {index + 1}
                  </Table.Td>
                  {values.caseSource === 'upload' ? (
                    <>
                      <Table.Td ff="monospace" fz="sm">
                        {row.input} {row.inputSize !== undefined && <Text span c="dimmed" fz="xs">({row.inputSize} B)</Text>}
                      </Table.Td>
                      <Table.Td ff="monospace" fz="sm">
                        {row.output} {row.outputSize !== undefined && <Text span c="dimmed" fz="xs">({row.outputSize} B)</Text>}
                      </Table.Td>
                    </>
                  ) : (
                    <>
                      <Table.Td valign="top">
                        <Textarea value={row.input} onChange={(event) => setRow(index, { input: event.currentTarget.value })} autosize minRows={2} maxRows={8} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} error={errorOf(`cases.${index}`)} aria-label={_('Sample_Input')} data-testid={`case-input-${index + 1}`} />
                      </Table.Td>
                      <Table.Td valign="top">
                        <Textarea value={row.output} onChange={(event) => setRow(index, { output: event.currentTarget.value })} autosize minRows={2} maxRows={8} styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }} aria-label={_('Sample_Output')} data-testid={`case-output-${index + 1}`} />
                      </Table.Td>
                    </>
                  )}
                  {oi && (
                    <Table.Td valign="top">
                      <NumberInput value={row.score} onChange={(value) => setRow(index, { score: typeof value === 'number' ? value : value === '' ? '' : Number(value) })} min={0} allowDecimal={false} error={errorOf(`cases.${index}.score`)} aria-label={_('Score')} data-testid={`case-score-${index + 1}`} />
                    </Table.Td>
                  )}
                  {subtask && (
                    <Table.Td valign="top">
                      <NumberInput value={row.groupNum} onChange={(value) => setRow(index, { groupNum: typeof value === 'number' ? value : value === '' ? '' : Number(value) })} min={1} allowDecimal={false} error={errorOf(`cases.${index}.groupNum`)} aria-label={_('Sample_Group_Num')} />
                    </Table.Td>
                  )}
                  {values.caseSource === 'manual' && (
                    <Table.Td valign="top">
                      <Tooltip label={_('Delete')} withArrow>
                        <ActionIcon variant="subtle" color="red" mt={6} onClick={() => setRows(rows.filter((_row, i) => i !== index))} aria-label={_('Delete')}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
