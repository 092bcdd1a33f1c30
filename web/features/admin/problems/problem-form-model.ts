import type { MessageDescriptor } from '@lingui/core';
import { PROBLEM_AUTH, type AdminProblemDetail, type Example, type ProblemCasesView, type ProblemSaveBody } from '../../../../contract/api/problems';
import {
  CASE_SCORE_MAX,
  caseScoreProblem,
  displayIdOriginProblem,
  isSubtaskMode,
  judgeCaseModesFor,
  manualCaseFilled,
  PLAIN_FILE_NAME,
  PROBLEM_ID_PATTERN,
  REMOTE_OJS,
  sameTag,
  splitScores,
  stackFitsMemory,
  templateFilled,
  validGroupNum,
} from '../../../../contract/rules/problems';
import { CODE_MAX_LENGTH } from '../../../../contract/rules/submissions';
import { PROBLEM_DEFAULTS, PROBLEM_TYPE, type JudgeCaseMode, type JudgeMode } from '../../../../contract/judge';
import { msgId } from '../../../lib/message-id';

export interface CaseRow {
  /** stable React key */
  key: string;
  /** manual mode: the contents; upload mode: the file names */
  input: string;
  output: string;
  score: number | '';
  groupNum: number | '';
  inputSize?: number;
  outputSize?: number;
}

export interface TagChoice {
  id: number | null;
  name: string;
  color: string | null;
}

export interface TemplateRow {
  language: string;
  code: string;
  status: boolean;
}

/** Every field of the problem entity (part 3 §3.4) as the form edits it. */
export interface ProblemFormValues {
  id: number | null;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  examples: Example[];
  hint: string;
  source: string;
  difficulty: number;
  type: number;
  auth: number;
  timeLimit: number;
  memoryLimit: number;
  stackLimit: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  isRemote: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  spjCode: string;
  spjLanguage: string;
  userExtraFile: Record<string, string>;
  judgeExtraFile: Record<string, string>;
  solutionUnlockRatio: number;
  languages: string[];
  codeTemplates: TemplateRow[];
  tags: TagChoice[];
  caseSource: 'manual' | 'upload';
  samples: CaseRow[];
  uploaded: CaseRow[];
  /** a fresh upload's set id; null keeps the stored set */
  uploadTestcaseDir: string | null;
  /** the problem already has an uploaded set (editing) */
  hasStoredUpload: boolean;
}

let keySeq = 0;
export const rowKey = () => `row-${++keySeq}`;

export function emptyCase(): CaseRow {
  return { key: rowKey(), input: '', output: '', score: '', groupNum: '' };
}

/** A new problem with the defaults of part 3 §3.4 and §9: 1000 ms, 256 MB, 128 MB, total score 100. */
export function newProblemValues(languages: string[]): ProblemFormValues {
  return {
    id: null,
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    examples: [{ input: '', output: '' }],
    hint: '',
    source: '',
    difficulty: 0,
    type: PROBLEM_TYPE.acm,
    auth: PROBLEM_AUTH.public,
    timeLimit: PROBLEM_DEFAULTS.timeLimit,
    memoryLimit: PROBLEM_DEFAULTS.memoryLimit,
    stackLimit: PROBLEM_DEFAULTS.stackLimit,
    judgeMode: PROBLEM_DEFAULTS.judgeMode,
    judgeCaseMode: PROBLEM_DEFAULTS.judgeCaseMode,
    isRemoveEndBlank: PROBLEM_DEFAULTS.isRemoveEndBlank,
    openCaseResult: true,
    codeShare: true,
    isRemote: false,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    spjCode: '',
    spjLanguage: PROBLEM_DEFAULTS.spjLanguage,
    userExtraFile: {},
    judgeExtraFile: {},
    solutionUnlockRatio: 100,
    languages,
    codeTemplates: [],
    tags: [],
    caseSource: 'upload',
    samples: [emptyCase()],
    uploaded: [],
    uploadTestcaseDir: null,
    hasStoredUpload: false,
  };
}

/** The form of a stored problem and its test cases. */
export function valuesFromDetail(detail: AdminProblemDetail, cases: ProblemCasesView | null): ProblemFormValues {
  const p = detail.problem;
  const rows: CaseRow[] = (cases?.cases ?? []).map((c) => ({
    key: rowKey(),
    input: cases?.isUploadCase ? c.inputName : c.input,
    output: cases?.isUploadCase ? c.outputName : c.output,
    score: c.score,
    groupNum: c.groupNum ?? '',
    // Sizes are informative only: anything but a number is left out.
    inputSize: typeof c.inputSize === 'number' ? c.inputSize : undefined,
    outputSize: typeof c.outputSize === 'number' ? c.outputSize : undefined,
  }));
  return {
    id: p.id,
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples.length > 0 ? p.examples : [],
    hint: p.hint ?? '',
    source: p.source ?? '',
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    isRemoveEndBlank: p.isRemoveEndBlank,
    openCaseResult: p.openCaseResult,
    codeShare: p.codeShare,
    isRemote: p.isRemote,
    isFileIO: p.isFileIO,
    ioReadFileName: p.ioReadFileName ?? '',
    ioWriteFileName: p.ioWriteFileName ?? '',
    spjCode: p.spjCode ?? '',
    spjLanguage: p.spjLanguage ?? PROBLEM_DEFAULTS.spjLanguage,
    userExtraFile: p.userExtraFile ?? {},
    judgeExtraFile: p.judgeExtraFile ?? {},
    solutionUnlockRatio: p.solutionUnlockRatio,
    languages: detail.languages,
    codeTemplates: detail.codeTemplates.map((t) => ({ language: t.language, code: t.code, status: t.status })),
    tags: detail.tags.map((t) => ({ id: t.id, name: t.name, color: t.color })),
    caseSource: p.isUploadCase ? 'upload' : 'manual',
    samples: !p.isUploadCase && rows.length > 0 ? rows : [emptyCase()],
    uploaded: p.isUploadCase ? rows : [],
    uploadTestcaseDir: null,
    hasStoredUpload: p.isUploadCase && rows.length > 0,
  };
}

/** Part 3 §4: OI allows default and the subtask modes, ACM default and ergodic-without-error. */
export function allowedCaseModes(type: number): readonly JudgeCaseMode[] {
  return judgeCaseModesFor(type);
}

export function withSplitScores(rows: CaseRow[]): CaseRow[] {
  const scores = splitScores(rows.length);
  return rows.map((row, i) => ({ ...row, score: scores[i]! }));
}

/** The cases the save sends: the manual contents or the uploaded file names. */
export function activeCases(values: ProblemFormValues): CaseRow[] {
  return values.caseSource === 'upload' ? values.uploaded : values.samples;
}

export interface FormProblem {
  /** the form field the problem belongs to, for highlighting */
  field: string;
  message: MessageDescriptor;
}

const need = (field: string, id: string, values?: Record<string, string | number>): FormProblem => ({ field, message: values ? { id, values } : { id } });
const SCORE_MESSAGES = {
  notInteger: msgId('Score_must_be_an_integer'),
  negative: msgId('Score_must_be_greater_than_or_equal_to_0'),
  tooLarge: msgId('Score_must_be_at_most'),
} as const;

/**
 * The save rules of part 3 §5, checked in the form before anything is sent (the server checks
 * them again). `checkerReady` tells whether the special judge or interactor code was compiled, or
 * is unchanged since the last save.
 */
export function checkProblemForm(values: ProblemFormValues, checkerReady: boolean): FormProblem[] {
  const problems: FormProblem[] = [];
  const idText = values.problemId.trim();
  if (!idText) problems.push(need('problemId', msgId('Display_ID_Required')));
  else if (!PROBLEM_ID_PATTERN.test(idText)) problems.push(need('problemId', msgId('Problem_ID_Pattern')));
  else if (displayIdOriginProblem(idText, values.isRemote) !== null) problems.push(need('problemId', values.isRemote ? msgId('Remote_Problem_ID_Prefix') : msgId('Local_Problem_ID_Prefix'), { prefixes: REMOTE_OJS.map((o) => `${o}-`).join(', ') }));
  if (!values.title.trim()) problems.push(need('title', msgId('Title_Required')));
  if (!values.input.trim()) problems.push(need('input', msgId('Input_Description_Required')));
  if (!values.output.trim()) problems.push(need('output', msgId('Output_Description_Required')));
  if (!stackFitsMemory(values.stackLimit, values.memoryLimit)) problems.push(need('stackLimit', msgId('Stack_Limit_Exceeds_Memory')));
  if (values.isFileIO) {
    if (!PLAIN_FILE_NAME.test(values.ioReadFileName.trim())) problems.push(need('ioReadFileName', msgId('File_IO_Name_Required')));
    if (!PLAIN_FILE_NAME.test(values.ioWriteFileName.trim())) problems.push(need('ioWriteFileName', msgId('File_IO_Name_Required')));
  }
  if (!values.isRemote) {
    const cases = activeCases(values);
    if (values.caseSource === 'upload') {
      if (!values.uploadTestcaseDir && !values.hasStoredUpload) problems.push(need('cases', msgId('Upload_Testcase_Required')));
    } else {
      if (cases.length === 0) problems.push(need('cases', msgId('Manual_Case_Required')));
      cases.forEach((c, i) => {
        if (!manualCaseFilled(c.input, c.output)) problems.push(need(`cases.${i}`, msgId('Manual_Case_Empty'), { index: i + 1 }));
      });
    }
    if (values.type === PROBLEM_TYPE.oi) {
      cases.forEach((c, i) => {
        const problem = caseScoreProblem(c.score);
        if (problem !== null) problems.push(need(`cases.${i}.score`, SCORE_MESSAGES[problem], { max: CASE_SCORE_MAX }));
      });
    }
    if (isSubtaskMode(values.judgeCaseMode)) {
      cases.forEach((c, i) => {
        if (!validGroupNum(c.groupNum)) problems.push(need(`cases.${i}.groupNum`, msgId('Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL')));
      });
    }
  }
  if (values.judgeMode !== 'default') {
    if (!values.spjCode.trim()) problems.push(need('spjCode', msgId('Spj_Or_Interactive_Code_Required')));
    else if (values.spjCode.length > CODE_MAX_LENGTH) problems.push(need('spjCode', msgId('Code Length can not exceed 65535')));
    else if (!checkerReady) problems.push(need('spjCode', msgId('Spj_Or_Interactive_Code_not_Compile_Success')));
  }
  if (values.languages.length === 0) problems.push(need('languages', msgId('Language_Required')));
  values.codeTemplates.forEach((t, i) => {
    if (!templateFilled(t)) problems.push(need(`codeTemplates.${i}`, msgId('Code_Template_Empty_For'), { language: t.language }));
  });
  return problems;
}

/** Whether a tag of that name (or id) is already chosen: a tag cannot be added twice (part 3 §5). */
export function hasTag(tags: TagChoice[], candidate: TagChoice): boolean {
  return tags.some((t) => sameTag(t, candidate));
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const fileMap = (map: Record<string, string>) => (Object.keys(map).length > 0 ? map : null);

/** The POST/PUT /api/admin/problem body (HOJ's ProblemDTO) for the form. */
export function toSaveBody(values: ProblemFormValues, original: ProblemFormValues | null): ProblemSaveBody {
  const upload = values.caseSource === 'upload';
  const cases = activeCases(values).map((c) => ({
    input: c.input,
    output: c.output,
    score: c.score === '' ? null : c.score,
    groupNum: c.groupNum === '' ? null : c.groupNum,
  }));
  const checker = values.judgeMode !== 'default';
  return {
    problem: {
      id: values.id,
      problemId: values.problemId.trim(),
      title: values.title.trim(),
      description: values.description,
      input: values.input,
      output: values.output,
      examples: values.examples.filter((e) => e.input !== '' || e.output !== ''),
      hint: orNull(values.hint),
      source: orNull(values.source),
      difficulty: values.difficulty,
      type: values.type as 0 | 1,
      auth: values.auth as 1 | 2 | 3,
      timeLimit: values.timeLimit,
      memoryLimit: values.memoryLimit,
      stackLimit: values.stackLimit,
      judgeMode: values.judgeMode,
      judgeCaseMode: values.judgeCaseMode,
      judgeCaseModeRecord: original && original.judgeCaseMode !== values.judgeCaseMode ? original.judgeCaseMode : null,
      isRemoveEndBlank: values.isRemoveEndBlank,
      openCaseResult: values.openCaseResult,
      codeShare: values.codeShare,
      isRemote: values.isRemote,
      isFileIO: values.isFileIO,
      ioReadFileName: values.isFileIO ? values.ioReadFileName.trim() : null,
      ioWriteFileName: values.isFileIO ? values.ioWriteFileName.trim() : null,
      spjCode: checker ? values.spjCode : null,
      spjLanguage: checker ? values.spjLanguage : null,
      userExtraFile: fileMap(values.userExtraFile),
      judgeExtraFile: fileMap(values.judgeExtraFile),
      solutionUnlockRatio: values.solutionUnlockRatio,
      gid: null,
      cid: null,
      isUploadCase: upload,
      uploadTestcaseDir: upload ? values.uploadTestcaseDir : null,
    },
    codeTemplates: values.codeTemplates.filter((t) => values.languages.includes(t.language)),
    tags: values.tags.map((t) => (t.id !== null ? { id: t.id } : { name: t.name.trim(), color: t.color })),
    languages: values.languages,
    samples: values.isRemote ? [] : cases,
    isUploadTestCase: upload,
    uploadTestcaseDir: upload ? values.uploadTestcaseDir : null,
    judgeMode: values.judgeMode,
    changeJudgeCaseMode: original ? original.judgeCaseMode !== values.judgeCaseMode : true,
    changeModeCode: original ? original.judgeMode !== values.judgeMode || original.spjCode !== values.spjCode || original.spjLanguage !== values.spjLanguage : checker,
  };
}
