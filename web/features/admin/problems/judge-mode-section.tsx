import { useLingui } from '@lingui/react';
import { Alert, Badge, Box, Button, Code, Group, Modal, Radio, Select, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconHammer, IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { JUDGE_MODES, type JudgeMode, type LanguageInfo } from '../../../../contract/judge';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { defaultEditorSettings, EDITOR_HEIGHT, monacoLanguageOf } from '../../../components/code-editor/editor-options';
import { ApiError } from '../../../lib/api-client';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { adminApi } from '../admin-api';

const JUDGE_MODE_TEXT: Record<JudgeMode, { label: string; tips: string }> = {
  default: { label: msgId('General_Judge'), tips: msgId('General_Judge_Mode_Tips') },
  spj: { label: msgId('Special_Judge'), tips: msgId('Special_Judge_Mode_Tips') },
  interactive: { label: msgId('Interactive_Judge'), tips: msgId('Interactive_Judge_Mode_Tips') },
};

interface JudgeModeSectionProps {
  pid: number | null;
  /** a group problem's group: the checker is compiled by the group's call */
  gid?: number;
  judgeMode: JudgeMode;
  spjCode: string;
  spjLanguage: string;
  judgeExtraFile: Record<string, string>;
  languages: LanguageInfo[];
  /** compiled, or unchanged since the last save */
  ready: boolean;
  codeError?: string;
  onModeChange(mode: JudgeMode): void;
  onCodeChange(code: string): void;
  onLanguageChange(language: string): void;
  onCompiled(): void;
}

/** Judge mode with its info dialog, and the checker or interactor with its compile button (part 3 §4, §8). */
export function JudgeModeSection(props: JudgeModeSectionProps) {
  const { _ } = useLingui();
  const dark = useComputedColorScheme('light') === 'dark';
  const [infoMode, setInfoMode] = useState<JudgeMode | null>(null);
  const [compileError, setCompileError] = useState<string | null>(null);
  const [errorOpened, errorDialog] = useDisclosure(false);
  const checker = props.judgeMode !== 'default';
  const checkerLanguages = props.languages.filter((l) => l.isSpj).map((l) => l.name);
  const languageChoices = checkerLanguages.length > 0 ? checkerLanguages : [props.spjLanguage];

  const compile = useMutation({
    mutationFn: () =>
      adminApi.compileChecker(props.judgeMode === 'interactive' ? 'interactive' : 'spj', {
        pid: props.pid,
        code: props.spjCode,
        language: props.spjLanguage,
        extraFiles: Object.keys(props.judgeExtraFile).length > 0 ? props.judgeExtraFile : null,
        gid: props.gid,
      }),
    onSuccess: () => {
      notifySuccess(_('Checker_Compiled'));
      props.onCompiled();
    },
    // Part 3 §8: a failed compile opens a dialog titled Compile Error with the server's message.
    onError: (error) => {
      setCompileError(error instanceof ApiError && error.message ? error.message : _('Server_error_please_refresh_again'));
      errorDialog.open();
    },
  });

  return (
    <Stack gap="sm">
      <Radio.Group
        label={_('Judge_Mode')}
        value={props.judgeMode}
        onChange={(value) => {
          const mode = value;
          props.onModeChange(mode);
          // Part 3 §4: changing the judge mode explains the new mode.
          setInfoMode(mode);
        }}
      >
        <Group gap="lg" mt={6}>
          {JUDGE_MODES.map((mode) => (
            <Radio key={mode} value={mode} label={_(JUDGE_MODE_TEXT[mode].label)} data-testid={`judge-mode-${mode}`} />
          ))}
        </Group>
      </Radio.Group>
      {checker && (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end" gap="sm">
            <Select
              label={props.judgeMode === 'spj' ? _('SPJ_Language') : _('Interactive_Language')}
              data={languageChoices}
              value={props.spjLanguage}
              onChange={(value) => value && props.onLanguageChange(value)}
              allowDeselect={false}
              w={220}
              data-testid="spj-language"
            />
            <Group gap="xs">
              {props.ready ? (
                <Badge color="green" variant="light" leftSection={<IconCircleCheck size={12} />} data-testid="checker-ready">
                  {_('Compiled_Successfully')}
                </Badge>
              ) : (
                <Badge color="orange" variant="light">
                  {_('Not_Compiled')}
                </Badge>
              )}
              <Button leftSection={<IconHammer size={16} />} onClick={() => compile.mutate()} loading={compile.isPending} disabled={!props.spjCode.trim()} data-testid="compile-checker">
                {_('Compile')}
              </Button>
            </Group>
          </Group>
          <Text size="sm" fw={500}>
            {props.judgeMode === 'spj' ? _('Special_Judge_Code') : _('Interactive_Judge_Code')}
          </Text>
          <Box style={{ border: `1px solid ${props.codeError ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`, borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
            <CodeEditor value={props.spjCode} onChange={props.onCodeChange} language={monacoLanguageOf(props.spjLanguage)} settings={defaultEditorSettings(dark)} height={EDITOR_HEIGHT} testId="spj-code" />
          </Box>
          {props.codeError && (
            <Text size="xs" c="red">
              {props.codeError}
            </Text>
          )}
        </Stack>
      )}
      <Modal opened={infoMode !== null} onClose={() => setInfoMode(null)} title={infoMode ? _(JUDGE_MODE_TEXT[infoMode].label) : ''} centered data-testid="judge-mode-info">
        {infoMode && (
          <Stack gap="sm">
            <Alert variant="light" icon={<IconInfoCircle size={18} />}>
              {_(JUDGE_MODE_TEXT[infoMode].tips)}
            </Alert>
            <Text size="sm" c="dimmed">
              {_('Change_Judge_Mode')}
            </Text>
            <Group justify="flex-end">
              <Button onClick={() => setInfoMode(null)}>{_('OK')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={errorOpened} onClose={errorDialog.close} title={_('Compile_Error')} centered size="lg" data-testid="compile-error-dialog">
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: '60dvh', overflow: 'auto' }}>
          {compileError}
        </Code>
      </Modal>
    </Stack>
  );
}
