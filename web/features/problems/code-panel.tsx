import { useLingui } from '@lingui/react';
import { ActionIcon, Alert, Box, Button, FileButton, Group, Select, Stack, Tooltip, useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconFlask, IconHistory, IconInfoCircle, IconRefresh, IconSend, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CODE_MAX_LENGTH, isSubmitCaptchaRefusal } from '../../../contract/rules/submissions';
import type { ProblemDetail } from '../../../contract/api/problems';
import { PROBLEM_TYPE } from '../../../contract/judge';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { CodeEditor } from '../../components/code-editor/code-editor';
import { confirmDanger } from '../../components/confirm-danger';
import { ImageCaptchaField, useImageCaptcha } from '../../components/image-captcha';
import { defaultEditorSettings, monacoLanguageOf, PROBLEM_EDITOR_HEIGHT, SOURCE_FILE_ACCEPT, type EditorSettings } from '../../components/code-editor/editor-options';
import { ApiError } from '../../lib/api-client';
import { judgeApi, submissionKeys, type SubmitBody } from '../../lib/judge-api';
import { isJudging } from '../../lib/judge-status';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import type { SubmitScope } from '../../lib/scope';
import { useSession } from '../../lib/use-session';
import { codeProblem } from './code-rules';
import { codeStorageKey, loadLastSettings, loadStoredCode, saveStoredCode } from './code-storage';
import { EditorSettingsPopover } from './editor-settings-popover';
import { OnlineTestDrawer } from './online-test-drawer';
import { problemLanguagesOptions, problemsApi, scopedDetailKey } from './problems-api';
import { SubmissionResultDetails, SubmissionStatusInline } from './submission-result';
import { useSubmissionTracker } from './use-submission-tracker';
import { useSignedInGate } from '../../lib/sign-in-gate';

/** Languages offered when a problem names none (part 1 §9). */
const DEFAULT_LANGUAGES = ['C', 'C++', 'Java', 'Python3', 'Python2'];
const PREFERRED_LANGUAGE = 'C++';
const SAVE_DELAY_MS = 400;
const LAST_AC_ERROR_MS = 4000;
/** Beside the statement the editor fills the pane's height, never below this. */
const EDITOR_MIN_HEIGHT = 280;

interface CodePanelProps {
  /** where the code is submitted: the public bank, a contest, a training or a group */
  scope: SubmitScope;
  detail: ProblemDetail;
  /** the id the scope knows the problem by (a contest's display id) */
  shownId?: string;
  /** ask before covering an existing submission (an OI contest without real-time results) */
  coverConfirm?: boolean;
  /** a sealed contest: when its result will show, said under a hidden verdict */
  sealNote?: string;
}

/** The pause between the cover confirmation and the submission (part 2 §4). */
const COVER_DELAY_MS = 1000;

/**
 * The editor side of the problem page: language, template, settings, submit and the online test.
 * Beside the statement it fills the pane: the editor takes the height the rest leaves, so the
 * verdict, the failed case and the case strip under the submit bar are in view without scrolling.
 */
export function CodePanel({ scope, detail, shownId, coverConfirm = false, sealNote }: CodePanelProps) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const signedIn = useSignedInGate();
  const dark = useComputedColorScheme('light') === 'dark';
  const narrow = useMediaQuery('(max-width: 48em)');
  // The same breakpoint as the page's splitter (problem-detail-page.tsx).
  const fill = useMediaQuery('(min-width: 62em)', true);
  const { problem } = detail;
  const storageKey = codeStorageKey(problem.problemId, scope.cid);

  const languageInfos = useQuery(problemLanguagesOptions(problem.id));
  const templates = useQuery({
    queryKey: ['problem-code-template', problem.id],
    queryFn: ({ signal }) => problemsApi.codeTemplates(problem.id, signal),
    staleTime: 5 * 60_000,
  });
  const languagesKnown = detail.languages.length > 0 || languageInfos.data !== undefined;
  const languages = useMemo(() => {
    const names = detail.languages.length > 0 ? detail.languages : (languageInfos.data?.map((l) => l.name) ?? DEFAULT_LANGUAGES);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [detail.languages, languageInfos.data]);

  const templateFor = useCallback(
    (language: string) => templates.data?.find((t) => t.language === language && t.status)?.code ?? detail.codeTemplate[language] ?? '',
    [templates.data, detail.codeTemplate],
  );

  // The draft of this problem, restored once per problem; later reloads of the problem keep it.
  const [state, setState] = useState(() => {
    const fallback = loadLastSettings(window.localStorage, defaultEditorSettings(dark));
    const stored = loadStoredCode(window.localStorage, storageKey, fallback);
    // A stored language is kept until the problem's languages are known (the effect below checks it).
    const language = stored?.language || (languages.includes(PREFERRED_LANGUAGE) ? PREFERRED_LANGUAGE : (languages[0] ?? ''));
    return { code: stored?.code ?? templateFor(language), language, settings: stored?.settings ?? fallback, touched: Boolean(stored), revision: 0 };
  });
  const { code, language, settings } = state;

  // Templates arrive after the first render: fill an untouched editor with the template.
  useEffect(() => {
    if (!state.touched && state.code === '' && templateFor(state.language)) setState((s) => ({ ...s, code: templateFor(s.language), revision: s.revision + 1 }));
  }, [state.touched, state.code, state.language, templateFor]);
  useEffect(() => {
    if (languagesKnown && !languages.includes(state.language) && languages.length > 0) {
      const next = languages.includes(PREFERRED_LANGUAGE) ? PREFERRED_LANGUAGE : languages[0]!;
      setState((s) => ({ ...s, language: next, code: s.touched ? s.code : templateFor(next), revision: s.revision + 1 }));
    }
  }, [languagesKnown, languages, state.language, templateFor]);

  // Saved shortly after each change and when the page is left (part 1 §2).
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (!state.touched) return;
    const timer = setTimeout(() => saveStoredCode(window.localStorage, storageKey, { code: state.code, language: state.language, settings: state.settings }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, storageKey]);
  useEffect(() => {
    const save = () => {
      const s = latest.current;
      if (s.touched) saveStoredCode(window.localStorage, storageKey, { code: s.code, language: s.language, settings: s.settings });
    };
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [storageKey]);

  const setCode = (next: string) => setState((s) => ({ ...s, code: next, touched: true }));
  const setSettings = (next: EditorSettings) => setState((s) => ({ ...s, settings: next, touched: true }));
  const changeLanguage = (next: string) =>
    setState((s) => {
      // Untouched code or the old template follows the language; the user's own code stays.
      const keep = s.code.trim() !== '' && s.code !== templateFor(s.language);
      return { ...s, language: next, code: keep ? s.code : templateFor(next), touched: true, revision: s.revision + 1 };
    });

  const tracker = useSubmissionTracker({
    scope,
    problemId: shownId ?? problem.problemId,
    onFinal: () => void queryClient.invalidateQueries({ queryKey: scopedDetailKey(shownId ?? problem.problemId, scope.cid) }),
  });

  /** Sign-in and the code rules, checked before anything is sent. */
  const checkedProgram = () => {
    if (!signedIn()) return null;
    const problemWithCode = codeProblem(code);
    if (problemWithCode) {
      notifyWarning(_(problemWithCode));
      return null;
    }
    return { pid: problem.id, language, code };
  };

  // The server asks for a captcha after a burst of submissions; from then on this page shows one
  // above the submit button and sends its answer with every submission.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const { captcha, renew: renewCaptcha } = useImageCaptcha(captchaShown);
  const submit = useMutation({
    mutationFn: (body: SubmitBody) => judgeApi.submit(scope, body),
    onMutate: () => tracker.clear(),
    onSuccess: (view) => {
      notifySuccess(_('Submit code successfully'));
      tracker.start(view);
      void queryClient.invalidateQueries({ queryKey: submissionKeys.mine(scope, shownId ?? problem.problemId) });
    },
    // A failed submit stops the spinner and hides the status (part 1 §4).
    onError: (error) => {
      tracker.clear();
      if (error instanceof ApiError && isSubmitCaptchaRefusal(error.data)) setCaptchaShown(true);
    },
    // Each captcha is good for one try, right or wrong.
    onSettled: (_view, _error, body) => {
      if (body.captchaKey) {
        renewCaptcha();
        setCaptchaAnswer('');
      }
    },
  });
  const doSubmit = () => {
    const program = checkedProgram();
    if (!program) return;
    if (captchaShown && !captchaAnswer.trim()) {
      notifyWarning(_('Captcha_Check_Required'));
      return;
    }
    const answer = captchaShown && captcha ? { captcha: captchaAnswer.trim(), captchaKey: captcha.captchaKey } : {};
    const send = () => submit.mutate({ ...program, isRemote: problem.isRemote, gid: problem.gid, ...answer });
    if (coverConfirm && (detail.myStatus?.status ?? JUDGE_STATUS.notSubmitted) !== JUDGE_STATUS.notSubmitted) {
      modals.openConfirmModal({
        title: _('Warning'),
        children: _('You have submission in this problem, sure to cover it'),
        labels: { confirm: _('Confirm'), cancel: _('Cancel') },
        onConfirm: () => setTimeout(send, COVER_DELAY_MS),
      });
      return;
    }
    send();
  };
  const judging = submit.isPending || (tracker.current !== null && isJudging(tracker.current.status) && !tracker.exhausted);

  const lastAc = useMutation({
    mutationFn: () => problemsApi.lastAcCode(problem.id, scope.cid),
    onSuccess: (result) => {
      setState((s) => ({ ...s, code: result.code, language: languages.includes(result.language) ? result.language : s.language, touched: true, revision: s.revision + 1 }));
    },
    onError: (error) => {
      const message = error instanceof ApiError && error.message ? error.message : _('You have not passed the problem so you cannot get the code passed recently');
      notifications.show({ title: _('Error'), message, color: 'red', autoClose: LAST_AC_ERROR_MS });
    },
  });

  const confirmReset = () =>
    confirmDanger({
      title: _('Reset_Code'),
      body: _('Are_you_sure_you_want_to_reset_your_code'),
      onConfirm: () => setState((s) => ({ ...s, code: templateFor(s.language), touched: true, revision: s.revision + 1 })),
    });

  const openFile = async (file: File | null) => {
    if (!file) return;
    const text = await file.text();
    if (text.length > CODE_MAX_LENGTH) {
      notifyWarning(_('File_Too_Long'));
      return;
    }
    setState((s) => ({ ...s, code: text, touched: true, revision: s.revision + 1 }));
  };

  const [testOpened, setTestOpened] = useState(false);
  const contentType = languageInfos.data?.find((l) => l.name === language)?.contentType;
  const myStatus = detail.myStatus?.status ?? JUDGE_STATUS.notSubmitted;
  const firstExample = problem.examples[0];

  return (
    <Stack gap="sm" p={{ base: 'sm', sm: 'md' }} mih={fill ? '100%' : undefined} data-testid="code-panel">
      {myStatus === JUDGE_STATUS.accepted && (
        <Alert variant="light" color="green" icon={<IconCircleCheck size={18} />} p="xs" data-testid="solved-alert">
          {_('You have solved the problem')}
        </Alert>
      )}
      {myStatus !== JUDGE_STATUS.accepted && myStatus !== JUDGE_STATUS.notSubmitted && (
        <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />} p="xs" data-testid="submitted-alert">
          {_('You have submitted a solution')}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Select
          data={languages.includes(language) ? languages : [...languages, language]}
          value={language}
          onChange={(value) => value && changeLanguage(value)}
          allowDeselect={false}
          w={narrow ? 150 : 200}
          aria-label={_('Language')}
          data-testid="language-select"
        />
        <Group gap={6}>
          {token && (
            <Tooltip label={_('Last_AC_Code')} withArrow>
              <ActionIcon variant="default" size="lg" onClick={() => lastAc.mutate()} loading={lastAc.isPending} aria-label={_('Last_AC_Code')} data-testid="last-ac-code">
                <IconHistory size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={_('Reset_Code')} withArrow>
            <ActionIcon variant="default" size="lg" onClick={confirmReset} aria-label={_('Reset_Code')} data-testid="reset-code">
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
          <FileButton onChange={(file) => void openFile(file)} accept={SOURCE_FILE_ACCEPT}>
            {(props) => (
              <Tooltip label={_('Upload_file')} withArrow>
                <ActionIcon variant="default" size="lg" aria-label={_('Upload_file')} data-testid="upload-code" {...props}>
                  <IconUpload size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <EditorSettingsPopover settings={settings} onChange={setSettings} />
        </Group>
      </Group>
      <Box
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
          ...(fill ? { flex: '1 1 0', minHeight: EDITOR_MIN_HEIGHT, position: 'relative' } : {}),
        }}
        data-testid="code-editor-frame"
      >
        <Box style={fill ? { position: 'absolute', inset: 0 } : undefined}>
          <CodeEditor
            value={code}
            revision={state.revision}
            onChange={setCode}
            language={monacoLanguageOf(language, contentType)}
            settings={settings}
            height={fill ? '100%' : narrow ? 420 : PROBLEM_EDITOR_HEIGHT}
            testId="code-editor"
            onSubmitShortcut={doSubmit}
          />
        </Box>
      </Box>
      {captchaShown && (
        <ImageCaptchaField
          compact
          captcha={captcha}
          onRenew={renewCaptcha}
          value={captchaAnswer}
          onChange={(event) => setCaptchaAnswer(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') doSubmit();
          }}
          testId="submit-captcha"
        />
      )}
      <Group justify="space-between" gap="xs">
        <Button variant="light" leftSection={<IconFlask size={16} />} onClick={() => setTestOpened(true)} style={{ flex: 'none' }} data-testid="online-test-open">
          {_('Online_Test')}
        </Button>
        <SubmissionStatusInline tracker={tracker} oi={problem.type === PROBLEM_TYPE.oi} />
        <Button leftSection={<IconSend size={16} />} onClick={doSubmit} loading={judging} style={{ flex: 'none' }} data-testid="submit-code">
          {_('Submit')}
        </Button>
      </Group>
      <SubmissionResultDetails tracker={tracker} sealNote={sealNote} />
      <OnlineTestDrawer
        scope={scope}
        opened={testOpened}
        onClose={() => setTestOpened(false)}
        program={checkedProgram}
        sampleInput={firstExample?.input ?? ''}
        sampleOutput={firstExample?.output ?? ''}
        interactive={problem.judgeMode === 'interactive'}
      />
    </Stack>
  );
}
