import * as v from 'valibot';
import { JUDGE_CASE_MODES, JUDGE_MODES, PROBLEM_DEFAULTS, type JudgeCaseMode, type JudgeMode } from '../judge';
import { queryInt } from './fields';
import { CODE_MAX_LENGTH } from './judging';

/** Page sizes of part 1 §9 and part 3 §9. */
export const PROBLEM_LIST_PAGE_SIZE = 30;
export const ADMIN_LIST_PAGE_SIZE = 10;
export const PAGE_LIMIT_MAX = 100;

/** Difficulty levels 0 to 5 (part 1 §3); the names are the web app's. */
export const PROBLEM_DIFFICULTY_MAX = 5;

/** Problem auth as stored (part 3 §3.4): 1 public, 2 private, 3 contest. */
export const PROBLEM_AUTH = { public: 1, private: 2, contest: 3 } as const;

/** The `oj` of the platform's own problems and tags; `Mine` is accepted as its other spelling. */
export const LOCAL_OJ = 'ME';
/** The six remote judges; a remote problem's display id starts with `<OJ>-`, e.g. CF-1000A. */
export const REMOTE_OJS = ['HDU', 'CF', 'GYM', 'POJ', 'SPOJ', 'AC'] as const;

/** Size limits of problem content. */
export const PROBLEM_LIMITS = {
  problemIdMax: 50,
  titleMax: 255,
  descriptionMax: 100_000,
  textMax: 65_535,
  sourceMax: 255,
  examplesMax: 20,
  timeLimitMax: 60_000,
  memoryLimitMax: 4096,
  /** bytes of all extra files of one kind together */
  extraFilesMax: 1_000_000,
  extraFileCount: 20,
  /** characters of one manual test case's input or output */
  manualCaseMax: 1_000_000,
  casesMax: 1000,
  tagsMax: 30,
  tagNameMax: 50,
  languageNameMax: 50,
} as const;

/** Limits of `upload-testcase-zip` and the problem imports (part 3 §4 upload marks). */
export const ZIP_LIMITS = {
  /** the uploaded archive itself */
  archiveBytes: 256 * 1024 * 1024,
  entries: 10_000,
  /** all entries unpacked together */
  unpackedBytes: 1024 * 1024 * 1024,
  /** inflated bytes per compressed byte, over the whole archive */
  ratio: 100,
} as const;

export const PLAIN_FILE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.+-]{0,127}$/;
export const PROBLEM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

// ---- field helpers --------------------------------------------------------------------------

/** Optional query integer; an empty value counts as absent (forms send `difficulty=`). */
export function optionalQueryInt(field: string, min: number, max: number) {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], `${field} must be a number`),
      v.transform((x) => (typeof x === 'string' && x.trim() === '' ? undefined : x)),
      v.optional(queryInt(field, min, max)),
    ),
  );
}

export function optionalQueryBool(field: string) {
  return v.optional(
    v.pipe(
      v.union([v.boolean(), v.string()], `${field} must be true or false`),
      v.check((x) => typeof x === 'boolean' || ['', 'true', 'false', '1', '0'].includes(x), `${field} must be true or false`),
      v.transform((x) => (x === '' ? undefined : x === true || x === 'true' || x === '1')),
    ),
  );
}

export function optionalQueryText(field: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(`${field} must be text`),
      v.trim(),
      v.maxLength(max, `${field} must be at most ${max} characters`),
      v.transform((x) => (x === '' ? undefined : x)),
    ),
  );
}

/** Page numbers below 1 mean page 1 (part 3 §5). */
export const currentPage = v.optional(
  v.pipe(
    optionalQueryInt('currentPage', Number.MIN_SAFE_INTEGER, 10_000_000),
    v.transform((x) => Math.max(1, x ?? 1)),
  ),
  1,
);

export function pageLimit(fallback: number) {
  return v.optional(
    v.pipe(
      optionalQueryInt('limit', 1, PAGE_LIMIT_MAX),
      v.transform((x) => x ?? fallback),
    ),
    fallback,
  );
}

const pidNumber = (field: string) => v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(1, `${field} must be positive`), v.maxValue(Number.MAX_SAFE_INTEGER, `${field} is too large`));
const optionalBodyId = (field: string) => v.optional(v.nullable(v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must not be negative`))));

/**
 * Tag ids as a comma list ("1,2") or a JSON array ("[1,2]"); the problem list keeps the problems
 * that carry every one of them.
 */
export const tagIdList = v.optional(
  v.pipe(
    v.string('tagId must be a list of tag ids'),
    v.trim(),
    v.maxLength(400, 'tagId is too long'),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value;
      if (text === '' || text === '[]') return [];
      let parts: unknown[];
      if (text.startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(text);
          parts = Array.isArray(parsed) ? parsed : [Number.NaN];
        } catch {
          parts = [Number.NaN];
        }
      } else {
        parts = text.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
      }
      const ids = parts.map((p) => (typeof p === 'string' && p.trim() !== '' ? Number(p) : p));
      if (!ids.every((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
        addIssue({ message: 'tagId must be tag ids, as 1,2 or [1,2]' });
        return NEVER;
      }
      if (ids.length > PROBLEM_LIMITS.tagsMax) {
        addIssue({ message: `tagId may name at most ${PROBLEM_LIMITS.tagsMax} tags` });
        return NEVER;
      }
      return [...new Set(ids)];
    }),
  ),
);

/** `oj`: All (or empty) for every problem, ME or Mine for the platform's own, a remote judge's name for its problems. */
export const ojFilter = v.optional(
  v.pipe(
    v.string('oj must be text'),
    v.trim(),
    v.transform((x) => (x === 'Mine' ? LOCAL_OJ : x === '' || x === 'All' ? undefined : x)),
    v.optional(v.picklist([LOCAL_OJ, ...REMOTE_OJS], `oj must be All, ${LOCAL_OJ}, Mine or one of ${REMOTE_OJS.join(', ')}`)),
  ),
);

// ---- problem bank (part 1 §7) ---------------------------------------------------------------

export const ProblemListQuery = v.object({
  keyword: optionalQueryText('keyword', 100),
  difficulty: optionalQueryInt('difficulty', 0, PROBLEM_DIFFICULTY_MAX),
  oj: ojFilter,
  tagId: tagIdList,
  /** only the problems the caller has submitted to (needs sign-in) */
  onlyMine: optionalQueryBool('onlyMine'),
  currentPage,
  limit: pageLimit(PROBLEM_LIST_PAGE_SIZE),
});
export type ProblemListQuery = v.InferOutput<typeof ProblemListQuery>;

export const OjQuery = v.object({ oj: ojFilter });

export const ProblemDetailQuery = v.object({
  problemId: v.pipe(v.string('problemId is required'), v.trim(), v.nonEmpty('problemId is required'), v.maxLength(PROBLEM_LIMITS.problemIdMax, 'problemId is too long')),
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
});

export const PidQuery = v.object({ pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER) });

export const LastAcCodeQuery = v.object({
  pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER),
  cid: optionalQueryInt('cid', 0, Number.MAX_SAFE_INTEGER),
});

export const FullScreenProblemListQuery = v.object({
  tid: optionalQueryInt('tid', 1, Number.MAX_SAFE_INTEGER),
  cid: optionalQueryInt('cid', 1, Number.MAX_SAFE_INTEGER),
});

export const UserProblemStatusBody = v.object({
  pidList: v.pipe(v.array(pidNumber('pidList'), 'pidList must be a list of problem ids'), v.maxLength(1000, 'pidList may hold at most 1000 problems')),
  isContestProblemList: v.optional(v.boolean('isContestProblemList must be true or false'), false),
  cid: optionalBodyId('cid'),
  gid: optionalBodyId('gid'),
  containsEnd: v.optional(v.boolean('containsEnd must be true or false'), false),
});

// ---- answers --------------------------------------------------------------------------------

export interface TagView {
  id: number;
  name: string;
  color: string | null;
  oj: string;
  gid: number | null;
  /** the classification's id, null when unclassified */
  tcid: number | null;
}

export interface TagClassificationView {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gid: number | null;
}

/** One group of `get-problem-tags-and-classification`; unclassified tags come last with classification null. */
export interface ClassifiedTags {
  classification: TagClassificationView | null;
  tagList: TagView[];
}

/** The final-status counters of a problem (public submissions only). */
export interface ProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  se: number;
  pa: number;
}

/** A row of `get-problem-list` (part 1 §3 "Problem list row"). */
export interface ProblemListRow extends ProblemCount {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  /** 0 ACM, 1 OI */
  type: number;
  tags: Pick<TagView, 'id' | 'name' | 'color'>[];
  /** the signed-in user's best status (0 solved), -10 when never submitted, null when anonymous */
  myStatus: number | null;
}

export interface Example {
  input: string;
  output: string;
}

/** What every reader of a problem sees: no test data, no checker, no judge-side files. */
export interface ProblemView {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  description: string;
  input: string;
  output: string;
  examples: Example[];
  hint: string | null;
  source: string | null;
  difficulty: number;
  type: number;
  auth: number;
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** file name → content, offered beside the problem (the Problem Annex tab) */
  userExtraFile: Record<string, string> | null;
  codeShare: boolean;
  isRemote: boolean;
  solutionUnlockRatio: number;
  gid: number | null;
  cid: number | null;
  /** ISO 8601 */
  gmtCreate: string;
  gmtModified: string;
}

/** `get-problem-detail` (HOJ's ProblemInfoVO). */
export interface ProblemDetail {
  problem: ProblemView;
  tags: TagView[];
  /** names of the languages the problem accepts */
  languages: string[];
  /** language → template code, the enabled templates only */
  codeTemplate: Record<string, string>;
  problemCount: ProblemCount;
  /** the signed-in user's best status and score, null when anonymous; status -10 when never submitted */
  myStatus: { status: number; score: number | null } | null;
  /** whether the caller may see the solutions link (admins always; others by solutionUnlockRatio) */
  solutionUnlocked: boolean;
}

export interface CodeTemplateView {
  id: number;
  pid: number;
  /** the language's name (languages are known by name on this platform, it is the spec's lid) */
  language: string;
  code: string;
  status: boolean;
}

export interface LastAcCode {
  submitId: number;
  code: string;
  language: string;
}

/** A problem of the focus-mode navigator (part 1 §3 "Navigator item"). */
export interface NavigatorItem {
  pid: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}

export interface UserProblemStatus {
  status: number;
  score: number | null;
}


// ---- admin: problems (part 3 §7) ------------------------------------------------------------

const trimmedOptional = (field: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`))));

const rawOptional = (field: string, max: number) => v.optional(v.nullable(v.pipe(v.string(`${field} must be text`), v.maxLength(max, `${field} must be at most ${max} characters`))));

const requiredProblemText = (field: string, max: number) =>
  v.pipe(v.string(`${field} is required`), v.check((x) => x.trim() !== '', `${field} is required`), v.maxLength(max, `${field} must be at most ${max} characters`));

const intIn = (field: string, min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(min, `${field} must be at least ${min}`), v.maxValue(max, `${field} must be at most ${max}`)),
    fallback,
  );

const plainFileName = (field: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} must be a file name`), v.trim(), v.transform((x) => (x === '' ? null : x)), v.nullable(v.pipe(v.string(), v.regex(PLAIN_FILE_NAME, `${field} must be a plain file name (letters, digits, _ . + -)`))))));

/**
 * File name → content; the stored form is JSON text, so HOJ clients send it as a string — both are accepted.
 * Empty maps become null, as the spec stores them.
 */
export function extraFileMap(field: string) {
  return v.optional(
    v.nullable(
      v.pipe(
        v.union([v.string(), v.record(v.string(), v.string())], `${field} must map file names to contents`),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          let map: unknown = dataset.value;
          if (typeof map === 'string') {
            if (map.trim() === '') return null;
            try {
              map = JSON.parse(map);
            } catch {
              addIssue({ message: `${field} must be JSON mapping file names to contents` });
              return NEVER;
            }
          }
          if (typeof map !== 'object' || map === null || Array.isArray(map) || !Object.values(map).every((x) => typeof x === 'string')) {
            addIssue({ message: `${field} must map file names to contents` });
            return NEVER;
          }
          const entries = Object.entries(map as Record<string, string>);
          const bad = entries.find(([name]) => !PLAIN_FILE_NAME.test(name));
          if (bad) {
            addIssue({ message: `${field}: "${bad[0].slice(0, 40)}" is not a plain file name` });
            return NEVER;
          }
          if (entries.length > PROBLEM_LIMITS.extraFileCount || entries.reduce((n, [k, c]) => n + k.length + c.length, 0) > PROBLEM_LIMITS.extraFilesMax) {
            addIssue({ message: `${field} may hold at most ${PROBLEM_LIMITS.extraFileCount} files and ${PROBLEM_LIMITS.extraFilesMax} characters` });
            return NEVER;
          }
          return entries.length > 0 ? Object.fromEntries(entries) : null;
        }),
      ),
    ),
  );
}

const ExampleSchema = v.object({
  input: v.optional(v.pipe(v.string('examples input must be text'), v.maxLength(PROBLEM_LIMITS.textMax, 'an example input is too long')), ''),
  output: v.optional(v.pipe(v.string('examples output must be text'), v.maxLength(PROBLEM_LIMITS.textMax, 'an example output is too long')), ''),
});

const judgeMode = v.optional(v.picklist(JUDGE_MODES, `judgeMode must be one of ${JUDGE_MODES.join(', ')}`), PROBLEM_DEFAULTS.judgeMode);
const judgeCaseMode = v.optional(v.picklist(JUDGE_CASE_MODES, `judgeCaseMode must be one of ${JUDGE_CASE_MODES.join(', ')}`), PROBLEM_DEFAULTS.judgeCaseMode);
const bool = (field: string, fallback: boolean) => v.optional(v.boolean(`${field} must be true or false`), fallback);

/** Every field of the problem entity (part 3 §3.4) a form can set, with the spec's defaults. */
export const ProblemFields = v.object({
  /** required on update, ignored on create */
  id: v.optional(v.nullable(pidNumber('problem.id'))),
  problemId: v.pipe(
    v.string('The display ID is required'),
    v.trim(),
    v.nonEmpty('The display ID is required'),
    v.maxLength(PROBLEM_LIMITS.problemIdMax, `The display ID must be at most ${PROBLEM_LIMITS.problemIdMax} characters`),
    v.regex(PROBLEM_ID_PATTERN, 'The display ID may hold only letters, digits, _ and -, starting with a letter or digit'),
  ),
  title: v.pipe(v.string('title is required'), v.trim(), v.nonEmpty('title is required'), v.maxLength(PROBLEM_LIMITS.titleMax, `title must be at most ${PROBLEM_LIMITS.titleMax} characters`)),
  description: v.optional(v.pipe(v.string('description must be text'), v.maxLength(PROBLEM_LIMITS.descriptionMax, `description must be at most ${PROBLEM_LIMITS.descriptionMax} characters`)), ''),
  input: requiredProblemText('input (the input description)', PROBLEM_LIMITS.textMax),
  output: requiredProblemText('output (the output description)', PROBLEM_LIMITS.textMax),
  examples: v.optional(v.pipe(v.array(ExampleSchema, 'examples must be a list of {input, output}'), v.maxLength(PROBLEM_LIMITS.examplesMax, `at most ${PROBLEM_LIMITS.examplesMax} examples`)), []),
  hint: rawOptional('hint', PROBLEM_LIMITS.textMax),
  source: trimmedOptional('source', PROBLEM_LIMITS.sourceMax),
  difficulty: intIn('difficulty', 0, PROBLEM_DIFFICULTY_MAX, 0),
  type: v.optional(v.picklist([0, 1], 'type must be 0 (ACM) or 1 (OI)'), 0),
  auth: v.optional(v.picklist([PROBLEM_AUTH.public, PROBLEM_AUTH.private, PROBLEM_AUTH.contest], 'auth must be 1 (public), 2 (private) or 3 (contest)'), PROBLEM_AUTH.public),
  timeLimit: intIn('timeLimit', 1, PROBLEM_LIMITS.timeLimitMax, PROBLEM_DEFAULTS.timeLimit),
  memoryLimit: intIn('memoryLimit', 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.memoryLimit),
  stackLimit: intIn('stackLimit', 1, PROBLEM_LIMITS.memoryLimitMax, PROBLEM_DEFAULTS.stackLimit),
  judgeMode,
  judgeCaseMode,
  judgeCaseModeRecord: v.optional(v.nullable(v.picklist(JUDGE_CASE_MODES, `judgeCaseModeRecord must be one of ${JUDGE_CASE_MODES.join(', ')}`))),
  isRemoveEndBlank: bool('isRemoveEndBlank', PROBLEM_DEFAULTS.isRemoveEndBlank),
  openCaseResult: bool('openCaseResult', true),
  codeShare: bool('codeShare', true),
  isRemote: bool('isRemote', false),
  isFileIO: bool('isFileIO', false),
  ioReadFileName: plainFileName('ioReadFileName'),
  ioWriteFileName: plainFileName('ioWriteFileName'),
  spjCode: rawOptional('spjCode', CODE_MAX_LENGTH),
  spjLanguage: trimmedOptional('spjLanguage', PROBLEM_LIMITS.languageNameMax),
  userExtraFile: extraFileMap('userExtraFile'),
  judgeExtraFile: extraFileMap('judgeExtraFile'),
  solutionUnlockRatio: intIn('solutionUnlockRatio', 0, 100, 100),
  gid: optionalBodyId('gid'),
  cid: optionalBodyId('cid'),
  isUploadCase: v.optional(v.boolean('isUploadCase must be true or false')),
  uploadTestcaseDir: trimmedOptional('uploadTestcaseDir', 64),
});
export type ProblemFields = v.InferOutput<typeof ProblemFields>;

/**
 * A test case in the save payload. Manual mode: input/output are the contents. Upload mode: they
 * are the file names of the uploaded set (as `upload-testcase-zip` listed them). Scores and group
 * numbers are checked by the save rules, so any number passes here.
 */
export const SampleSchema = v.object({
  input: v.optional(v.nullable(v.pipe(v.string('a test input must be text'), v.maxLength(PROBLEM_LIMITS.manualCaseMax, `a test input must be at most ${PROBLEM_LIMITS.manualCaseMax} characters`)))),
  output: v.optional(v.nullable(v.pipe(v.string('a test output must be text'), v.maxLength(PROBLEM_LIMITS.manualCaseMax, `a test output must be at most ${PROBLEM_LIMITS.manualCaseMax} characters`)))),
  score: v.optional(v.nullable(v.union([v.number(), v.string()], 'score must be a number'))),
  groupNum: v.optional(v.nullable(v.union([v.number(), v.string()], 'groupNum must be a number'))),
});
export type SampleInput = v.InferOutput<typeof SampleSchema>;

const languageName = v.pipe(v.string('a language must be its name'), v.trim(), v.nonEmpty('a language name is empty'), v.maxLength(PROBLEM_LIMITS.languageNameMax, 'a language name is too long'));

export const CodeTemplateInput = v.object({
  language: languageName,
  code: v.optional(v.pipe(v.string('a template code must be text'), v.maxLength(CODE_MAX_LENGTH, `a template must be at most ${CODE_MAX_LENGTH} characters`)), ''),
  status: v.optional(v.boolean('a template status must be true or false'), true),
});

/** A tag chosen for a problem: an existing one by id, or a new one by name (created under the platform's own oj). */
export const TagChoice = v.object({
  id: v.optional(v.nullable(pidNumber('tag id'))),
  name: v.optional(v.nullable(v.pipe(v.string('a tag name must be text'), v.trim(), v.maxLength(PROBLEM_LIMITS.tagNameMax, `a tag name must be at most ${PROBLEM_LIMITS.tagNameMax} characters`)))),
  color: v.optional(v.nullable(v.pipe(v.string('a tag color must be text'), v.trim(), v.maxLength(30, 'a tag color is too long')))),
});

/** `POST` / `PUT /api/admin/problem` (HOJ's ProblemDTO). */
export const ProblemSaveBody = v.object({
  problem: ProblemFields,
  codeTemplates: v.optional(v.pipe(v.array(CodeTemplateInput, 'codeTemplates must be a list'), v.maxLength(50, 'too many code templates')), []),
  tags: v.optional(v.pipe(v.array(TagChoice, 'tags must be a list'), v.maxLength(PROBLEM_LIMITS.tagsMax, `at most ${PROBLEM_LIMITS.tagsMax} tags`)), []),
  /** names, or objects with a name as HOJ sends them */
  languages: v.pipe(
    v.array(v.union([languageName, v.pipe(v.object({ name: languageName }), v.transform((l) => l.name))], 'languages must be names'), 'languages must be a list'),
    v.maxLength(50, 'too many languages'),
  ),
  samples: v.optional(v.pipe(v.array(SampleSchema, 'samples must be a list'), v.maxLength(PROBLEM_LIMITS.casesMax, `at most ${PROBLEM_LIMITS.casesMax} test cases`)), []),
  isUploadTestCase: v.optional(v.boolean('isUploadTestCase must be true or false')),
  uploadTestcaseDir: trimmedOptional('uploadTestcaseDir', 64),
  judgeMode: v.optional(v.picklist(JUDGE_MODES, `judgeMode must be one of ${JUDGE_MODES.join(', ')}`)),
  changeJudgeCaseMode: v.optional(v.boolean('changeJudgeCaseMode must be true or false')),
  changeModeCode: v.optional(v.boolean('changeModeCode must be true or false')),
});
export type ProblemSaveBody = v.InferOutput<typeof ProblemSaveBody>;

export const AdminProblemListQuery = v.object({
  keyword: optionalQueryText('keyword', 100),
  auth: optionalQueryInt('auth', 1, 3),
  oj: ojFilter,
  currentPage,
  limit: pageLimit(ADMIN_LIST_PAGE_SIZE),
});

export const ProblemCasesQuery = v.object({
  pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER),
  isUpload: optionalQueryBool('isUpload'),
});

export const ChangeProblemAuthBody = v.object({
  pid: pidNumber('pid'),
  auth: v.picklist([PROBLEM_AUTH.public, PROBLEM_AUTH.private, PROBLEM_AUTH.contest], 'auth must be 1 (public), 2 (private) or 3 (contest)'),
});

export const CompileCheckerBody = v.object({
  pid: optionalBodyId('pid'),
  code: v.pipe(v.string('code is required'), v.check((c) => c.trim() !== '', 'The special judge or interactor code is required'), v.maxLength(CODE_MAX_LENGTH, `Code Length can not exceed ${CODE_MAX_LENGTH}`)),
  language: languageName,
  extraFiles: extraFileMap('extraFiles'),
  gid: optionalBodyId('gid'),
});

export const TestcaseUploadQuery = v.object({
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
  mode: v.optional(
    v.pipe(
      v.string('mode must be a judge case mode'),
      v.transform((x) => (x === '' ? undefined : x)),
      v.optional(v.picklist(JUDGE_CASE_MODES, `mode must be one of ${JUDGE_CASE_MODES.join(', ')}`)),
    ),
  ),
});

export const PidListQuery = v.object({
  pidList: v.pipe(
    v.string('pidList is required'),
    v.trim(),
    v.maxLength(10_000, 'pidList is too long'),
    v.transform((x) => x.replace(/^\[|\]$/g, '').split(',').map((p) => p.trim()).filter((p) => p !== '').map(Number)),
    v.check((ids) => ids.length > 0, 'pidList must name at least one problem'),
    v.check((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), 'pidList must be problem ids, as 1,2,3'),
    v.check((ids) => ids.length <= 200, 'at most 200 problems at once'),
  ),
});

export const PidListBody = v.object({
  pidList: v.pipe(v.array(pidNumber('pidList'), 'pidList must be a list of problem ids'), v.minLength(1, 'pidList must name at least one problem'), v.maxLength(200, 'at most 200 problems at once')),
});

export const IoRecordQuery = v.object({ currentPage, limit: pageLimit(ADMIN_LIST_PAGE_SIZE) });

/** A problem as the admin form edits it: every stored field. */
export interface AdminProblemView extends ProblemView, ProblemCount {
  spjCode: string | null;
  spjLanguage: string | null;
  /** whether a judge compiled the current checker (through compile-spj / compile-interactive) before it was saved */
  spjCompileOk: boolean;
  judgeExtraFile: Record<string, string> | null;
  judgeCaseModeRecord: JudgeCaseMode | null;
  isUploadCase: boolean;
  uploadTestcaseDir: string | null;
  applyPublicProgress: number | null;
  modifiedUser: string | null;
  /** uid of the creator; teachers manage their own problems only */
  createdBy: string | null;
}

export interface AdminProblemDetail {
  problem: AdminProblemView;
  tags: TagView[];
  languages: string[];
  codeTemplates: CodeTemplateView[];
}

export interface AdminProblemRow {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  auth: number;
  type: number;
  difficulty: number;
  judgeMode: JudgeMode;
  isRemote: boolean;
  total: number;
  ac: number;
  modifiedUser: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A stored test case; in manual mode input/output are the contents, in upload mode the file names. */
export interface ProblemCaseView {
  pid: number;
  index: number;
  input: string;
  output: string;
  inputName: string;
  outputName: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number | null;
}

export interface ProblemCasesView {
  isUploadCase: boolean;
  cases: ProblemCaseView[];
}

/** A pair of `upload-testcase-zip`: file names, sizes and the evenly split score. */
export interface UploadedCase {
  input: string;
  output: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number | null;
}

export interface TestcaseUploadResult {
  fileList: UploadedCase[];
  /** the id of the uploaded set; send it back as uploadTestcaseDir when saving */
  fileListDir: string;
}

export interface CompileCheckerResult {
  /**
   * true: a judge compiled the code (a compile error is a 400 whose msg is the compiler's output,
   * no judge answering in time a 503), so a save of exactly this checker may go through
   */
  compiled: boolean;
  /** the compiled code's fingerprint; saving the same code needs no new compile */
  checkId: string;
}

export interface ImportResult {
  /** display ids of the created problems, in archive order */
  problemIds: string[];
}

export interface IoRecord {
  id: number;
  kind: 'import' | 'export';
  format: string;
  username: string;
  problemIds: string[];
  gmtCreate: string;
}

// ---- admin: tags and classifications --------------------------------------------------------

const tagName = v.pipe(v.string('name is required'), v.trim(), v.nonEmpty('name is required'), v.maxLength(PROBLEM_LIMITS.tagNameMax, `name must be at most ${PROBLEM_LIMITS.tagNameMax} characters`));
const tagOj = v.optional(
  v.pipe(
    v.string('oj must be text'),
    v.trim(),
    v.transform((x) => (x === '' || x === 'Mine' ? LOCAL_OJ : x)),
    v.picklist([LOCAL_OJ, ...REMOTE_OJS], `oj must be ${LOCAL_OJ} or one of ${REMOTE_OJS.join(', ')}`),
  ),
  LOCAL_OJ,
);
const color = v.optional(v.nullable(v.pipe(v.string('color must be text'), v.trim(), v.maxLength(30, 'color must be at most 30 characters'))));

export const TagBody = v.object({
  id: v.optional(v.nullable(pidNumber('id'))),
  name: tagName,
  color,
  oj: tagOj,
  tcid: v.optional(v.nullable(pidNumber('tcid'))),
  gid: optionalBodyId('gid'),
});

export const TidQuery = v.object({ tid: queryInt('tid', 1, Number.MAX_SAFE_INTEGER) });
export const TcidQuery = v.object({ tcid: queryInt('tcid', 1, Number.MAX_SAFE_INTEGER) });

export const ClassificationBody = v.object({
  id: v.optional(v.nullable(pidNumber('id'))),
  name: tagName,
  oj: tagOj,
  rank: intIn('rank', 0, 2_147_483_647, 0),
  gid: optionalBodyId('gid'),
});

// ---- shared rules ---------------------------------------------------------------------------

/**
 * `count` integer scores summing to `total`, equal but for the remainder, which goes to the last cases
 * (part 3 §5: after an upload, on the auto-score action, and when the type switches to OI).
 */
export function splitScores(count: number, total: number = PROBLEM_DEFAULTS.totalScore): number[] {
  if (count <= 0) return [];
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i >= count - remainder ? 1 : 0));
}

/** Compares names the way people number files: 2.in before 10.in. */
export function naturalCompare(a: string, b: string): number {
  const pa = a.match(/\d+|\D+/g) ?? [];
  const pb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    const x = pa[i]!;
    const y = pb[i]!;
    if (x === y) continue;
    if (/^\d/.test(x) && /^\d/.test(y)) {
      const xs = x.replace(/^0+(?=\d)/, '');
      const ys = y.replace(/^0+(?=\d)/, '');
      if (xs.length !== ys.length) return xs.length - ys.length;
      if (xs !== ys) return xs < ys ? -1 : 1;
      return x.length - y.length;
    }
    return x < y ? -1 : 1;
  }
  return pa.length - pb.length;
}

/** Case modes a problem type offers (part 3 §4): OI default and the subtask modes, ACM default and ergodic. */
export function judgeCaseModesFor(type: number): readonly JudgeCaseMode[] {
  return type === 1 ? ['default', 'subtask_lowest', 'subtask_average'] : ['default', 'ergodic_without_error'];
}
