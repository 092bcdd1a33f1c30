import * as v from 'valibot';
import { JUDGE_CASE_MODES, JUDGE_MODES, PROBLEM_DEFAULTS } from '../judge';
import { PLAIN_FILE_NAME, PROBLEM_DIFFICULTY_MAX, PROBLEM_ID_PATTERN, REMOTE_OJS } from '../rules/problems';
import { defineEndpoints } from './endpoint';
import { currentPage, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryInt } from './fields';
import { CODE_MAX_LENGTH } from '../rules/submissions';

/** Page sizes of part 1 §9 and part 3 §9. */
export const PROBLEM_LIST_PAGE_SIZE = 30;
export const ADMIN_LIST_PAGE_SIZE = 10;

/** Problem auth as stored (part 3 §3.4): 1 public, 2 private, 3 contest. */
export const PROBLEM_AUTH = { public: 1, private: 2, contest: 3 } as const;
export type ProblemAuth = (typeof PROBLEM_AUTH)[keyof typeof PROBLEM_AUTH];

export function isProblemAuth(value: number): value is ProblemAuth {
  return value === PROBLEM_AUTH.public || value === PROBLEM_AUTH.private || value === PROBLEM_AUTH.contest;
}

/** The `oj` of the platform's own problems and tags; `Mine` is accepted as its other spelling. */
export const LOCAL_OJ = 'ME';

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
  /** a group's problem list (without tid or cid) */
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
});

export const UserProblemStatusBody = v.object({
  pidList: v.pipe(v.array(pidNumber('pidList'), 'pidList must be a list of problem ids'), v.maxLength(1000, 'pidList may hold at most 1000 problems')),
  isContestProblemList: v.optional(v.boolean('isContestProblemList must be true or false'), false),
  cid: optionalBodyId('cid'),
  gid: optionalBodyId('gid'),
  containsEnd: v.optional(v.boolean('containsEnd must be true or false'), false),
});

// ---- answers --------------------------------------------------------------------------------

const judgeModeValue = v.picklist(JUDGE_MODES);
const judgeCaseModeValue = v.picklist(JUDGE_CASE_MODES);
const fileMapValue = v.nullable(v.record(v.string(), v.string()));

export const TagView = v.object({
  id: v.number(),
  name: v.string(),
  color: v.nullable(v.string()),
  oj: v.string(),
  gid: v.nullable(v.number()),
  /** the classification's id, null when unclassified */
  tcid: v.nullable(v.number()),
});
export type TagView = v.InferOutput<typeof TagView>;

export const TagClassificationView = v.object({
  id: v.number(),
  name: v.string(),
  oj: v.string(),
  rank: v.number(),
  gid: v.nullable(v.number()),
});
export type TagClassificationView = v.InferOutput<typeof TagClassificationView>;

/** One group of `get-problem-tags-and-classification`; unclassified tags come last with classification null. */
export const ClassifiedTags = v.object({
  classification: v.nullable(TagClassificationView),
  tagList: v.array(TagView),
});
export type ClassifiedTags = v.InferOutput<typeof ClassifiedTags>;

/** The final-status counters of a problem (public submissions only). */
export const ProblemCount = v.object({
  total: v.number(),
  ac: v.number(),
  wa: v.number(),
  ce: v.number(),
  tle: v.number(),
  mle: v.number(),
  re: v.number(),
  pe: v.number(),
  se: v.number(),
  pa: v.number(),
});
export type ProblemCount = v.InferOutput<typeof ProblemCount>;

/** A row of `get-problem-list` (part 1 §3 "Problem list row"). */
export const ProblemListRow = v.object({
  pid: v.number(),
  problemId: v.string(),
  title: v.string(),
  difficulty: v.number(),
  /** 0 ACM, 1 OI */
  type: v.number(),
  tags: v.array(v.object({ id: v.number(), name: v.string(), color: v.nullable(v.string()) })),
  ...ProblemCount.entries,
  /** the signed-in user's best status (0 solved), -10 when never submitted, null when anonymous */
  myStatus: v.nullable(v.number()),
});
export type ProblemListRow = v.InferOutput<typeof ProblemListRow>;

export const Example = v.object({ input: v.string(), output: v.string() });
export type Example = v.InferOutput<typeof Example>;

/** What every reader of a problem sees: no test data, no checker, no judge-side files. */
export const ProblemView = v.object({
  id: v.number(),
  problemId: v.string(),
  title: v.string(),
  author: v.nullable(v.string()),
  description: v.string(),
  input: v.string(),
  output: v.string(),
  examples: v.array(Example),
  hint: v.nullable(v.string()),
  source: v.nullable(v.string()),
  difficulty: v.number(),
  type: v.number(),
  auth: v.number(),
  /** ms */
  timeLimit: v.number(),
  /** MB */
  memoryLimit: v.number(),
  /** MB */
  stackLimit: v.number(),
  judgeMode: judgeModeValue,
  judgeCaseMode: judgeCaseModeValue,
  isRemoveEndBlank: v.boolean(),
  openCaseResult: v.boolean(),
  isFileIO: v.boolean(),
  ioReadFileName: v.nullable(v.string()),
  ioWriteFileName: v.nullable(v.string()),
  /** file name → content, offered beside the problem (the Problem Annex tab) */
  userExtraFile: fileMapValue,
  codeShare: v.boolean(),
  isRemote: v.boolean(),
  solutionUnlockRatio: v.number(),
  gid: v.nullable(v.number()),
  cid: v.nullable(v.number()),
  /** ISO 8601 */
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type ProblemView = v.InferOutput<typeof ProblemView>;

/** A caller's best status on a problem and, for OI problems, its score; status -10 when never submitted. */
export const UserProblemStatus = v.object({ status: v.number(), score: v.nullable(v.number()) });
export type UserProblemStatus = v.InferOutput<typeof UserProblemStatus>;

/** `get-problem-detail` (HOJ's ProblemInfoVO). */
export const ProblemDetail = v.object({
  problem: ProblemView,
  tags: v.array(TagView),
  /** names of the languages the problem accepts */
  languages: v.array(v.string()),
  /** language → template code, the enabled templates only */
  codeTemplate: v.record(v.string(), v.string()),
  problemCount: ProblemCount,
  /** the signed-in user's best status and score, null when anonymous */
  myStatus: v.nullable(UserProblemStatus),
  /** whether the caller may see the solutions link (admins always; others by solutionUnlockRatio) */
  solutionUnlocked: v.boolean(),
});
export type ProblemDetail = v.InferOutput<typeof ProblemDetail>;

export const CodeTemplateView = v.object({
  id: v.number(),
  pid: v.number(),
  /** the language's name (languages are known by name on this platform, it is the spec's lid) */
  language: v.string(),
  code: v.string(),
  status: v.boolean(),
});
export type CodeTemplateView = v.InferOutput<typeof CodeTemplateView>;

export const LastAcCode = v.object({ submitId: v.number(), code: v.string(), language: v.string() });
export type LastAcCode = v.InferOutput<typeof LastAcCode>;

/** A problem of the focus-mode navigator (part 1 §3 "Navigator item"). */
export const NavigatorItem = v.object({
  pid: v.number(),
  problemId: v.string(),
  title: v.string(),
  status: v.number(),
  score: v.nullable(v.number()),
});
export type NavigatorItem = v.InferOutput<typeof NavigatorItem>;

/** A language a problem accepts, with what the judge fleet says about it (contract/judge.ts LanguageInfo). */
export const ProblemLanguage = v.object({
  name: v.string(),
  description: v.string(),
  contentType: v.string(),
  compileCommand: v.string(),
  template: v.string(),
  isSpj: v.boolean(),
});


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
export const AdminProblemView = v.object({
  ...ProblemView.entries,
  ...ProblemCount.entries,
  spjCode: v.nullable(v.string()),
  spjLanguage: v.nullable(v.string()),
  /** whether a judge compiled the current checker (through compile-spj / compile-interactive) before it was saved */
  spjCompileOk: v.boolean(),
  judgeExtraFile: fileMapValue,
  judgeCaseModeRecord: v.nullable(judgeCaseModeValue),
  isUploadCase: v.boolean(),
  uploadTestcaseDir: v.nullable(v.string()),
  applyPublicProgress: v.nullable(v.number()),
  modifiedUser: v.nullable(v.string()),
  /** uid of the creator; teachers manage their own problems only */
  createdBy: v.nullable(v.string()),
});
export type AdminProblemView = v.InferOutput<typeof AdminProblemView>;

export const AdminProblemDetail = v.object({
  problem: AdminProblemView,
  tags: v.array(TagView),
  languages: v.array(v.string()),
  codeTemplates: v.array(CodeTemplateView),
});
export type AdminProblemDetail = v.InferOutput<typeof AdminProblemDetail>;

export const AdminProblemRow = v.object({
  id: v.number(),
  problemId: v.string(),
  title: v.string(),
  author: v.nullable(v.string()),
  auth: v.number(),
  type: v.number(),
  difficulty: v.number(),
  judgeMode: judgeModeValue,
  isRemote: v.boolean(),
  total: v.number(),
  ac: v.number(),
  modifiedUser: v.nullable(v.string()),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type AdminProblemRow = v.InferOutput<typeof AdminProblemRow>;

/** A stored test case; in manual mode input/output are the contents, in upload mode the file names. */
export const ProblemCaseView = v.object({
  pid: v.number(),
  index: v.number(),
  input: v.string(),
  output: v.string(),
  inputName: v.string(),
  outputName: v.string(),
  inputSize: v.number(),
  outputSize: v.number(),
  score: v.number(),
  groupNum: v.nullable(v.number()),
});
export type ProblemCaseView = v.InferOutput<typeof ProblemCaseView>;

export const ProblemCasesView = v.object({ isUploadCase: v.boolean(), cases: v.array(ProblemCaseView) });
export type ProblemCasesView = v.InferOutput<typeof ProblemCasesView>;

/** A pair of `upload-testcase-zip`: file names, sizes and the evenly split score. */
export const UploadedCase = v.object({
  input: v.string(),
  output: v.string(),
  inputSize: v.number(),
  outputSize: v.number(),
  score: v.number(),
  groupNum: v.nullable(v.number()),
});
export type UploadedCase = v.InferOutput<typeof UploadedCase>;

export const TestcaseUploadResult = v.object({
  fileList: v.array(UploadedCase),
  /** the id of the uploaded set; send it back as uploadTestcaseDir when saving */
  fileListDir: v.string(),
});
export type TestcaseUploadResult = v.InferOutput<typeof TestcaseUploadResult>;

export const CompileCheckerResult = v.object({
  /**
   * true: a judge compiled the code (a compile error is a 400 whose msg is the compiler's output,
   * no judge answering in time a 503), so a save of exactly this checker may go through
   */
  compiled: v.boolean(),
  /** the compiled code's fingerprint; saving the same code needs no new compile */
  checkId: v.string(),
});
export type CompileCheckerResult = v.InferOutput<typeof CompileCheckerResult>;

export const ImportResult = v.object({
  /** display ids of the created problems, in archive order */
  problemIds: v.array(v.string()),
});
export type ImportResult = v.InferOutput<typeof ImportResult>;

export const IoRecord = v.object({
  id: v.number(),
  kind: v.picklist(['import', 'export']),
  format: v.string(),
  username: v.string(),
  problemIds: v.array(v.string()),
  gmtCreate: v.string(),
});
export type IoRecord = v.InferOutput<typeof IoRecord>;

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

// ---- statement editor uploads (part 2 §8) ---------------------------------------------------

/** Limits of the statement editor's uploads. */
export const MD_IMAGE_MAX_BYTES = 1024 * 1024;
export const MD_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MD_IMAGE_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const MD_IMAGE_ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';

/** The group of an editor upload: its admins may upload (decision 31); without one the site admin role is required. */
export const MarkdownUploadQuery = v.object({
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
});

export const MarkdownFileIdQuery = v.object({
  fileId: v.pipe(v.string('fileId must be a string'), v.trim(), v.minLength(1, 'fileId is required'), v.maxLength(64, 'fileId is too long')),
  /** the group whose editor made the upload: its admins may delete their own uploads */
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
});

/** What upload-md-img answers: the link to put in the Markdown and the id to delete it by. */
export const MarkdownImageUpload = v.object({ link: v.string(), fileId: v.string() });
export type MarkdownImageUpload = v.InferOutput<typeof MarkdownImageUpload>;

/** What upload-md-file answers. */
export const MarkdownFileUpload = v.object({ link: v.string(), fileId: v.string(), name: v.string() });
export type MarkdownFileUpload = v.InferOutput<typeof MarkdownFileUpload>;

const IoRecordPage = pageOf(IoRecord);
const ProblemListPage = pageOf(ProblemListRow);
const AdminProblemPage = pageOf(AdminProblemRow);

// ---- endpoints ------------------------------------------------------------------------------

/** The problem bank, admin problem authoring, tags, test files, import/export and statement uploads. */
export const PROBLEMS_ENDPOINTS = defineEndpoints({
  getProblemList: { method: 'GET', path: '/api/get-problem-list', summary: 'Public problems, 30 a page, filtered by keyword, difficulty, oj and tags', access: 'public', query: ProblemListQuery, response: ProblemListPage },
  getAllProblemTags: { method: 'GET', path: '/api/get-all-problem-tags', summary: 'Every tag of the problem bank (of one oj when given), newest first', access: 'public', query: OjQuery, response: v.array(TagView) },
  getProblemTagsAndClassification: { method: 'GET', path: '/api/get-problem-tags-and-classification', summary: 'Tags grouped by classification, by rank then newest (oj ME for our own)', access: 'public', query: OjQuery, response: v.array(ClassifiedTags) },
  getRandomProblem: { method: 'GET', path: '/api/get-random-problem', summary: 'The display id of a random public problem', access: 'public', response: v.object({ problemId: v.string() }) },
  getUserProblemStatus: { method: 'POST', path: '/api/get-user-problem-status', summary: "The caller's status and score on each listed problem", access: 'user', body: UserProblemStatusBody, response: v.record(v.string(), UserProblemStatus) },
  getProblemDetail: { method: 'GET', path: '/api/get-problem-detail', summary: 'A problem with its tags, languages, templates and counts (no test data, no checker)', access: 'public', query: ProblemDetailQuery, response: ProblemDetail },
  getProblemCodeTemplate: { method: 'GET', path: '/api/get-problem-code-template', summary: "A problem's enabled code templates", access: 'public', query: PidQuery, response: v.array(CodeTemplateView) },
  getProblemLanguages: { method: 'GET', path: '/api/get-problem-languages', summary: 'The languages a problem accepts', access: 'public', query: PidQuery, response: v.array(ProblemLanguage) },
  getLastAcCode: { method: 'GET', path: '/api/get-last-ac-code', summary: "The caller's latest accepted code of a solved problem", access: 'user', query: LastAcCodeQuery, response: LastAcCode },
  getFullScreenProblemList: { method: 'GET', path: '/api/get-full-screen-problem-list', summary: 'The focus-mode navigator of a training, contest or group problem list', access: 'user', query: FullScreenProblemListQuery, response: v.array(NavigatorItem) },
  adminGetProblemList: { method: 'GET', path: '/api/admin/problem/get-problem-list', summary: 'Problems to manage, newest first (a teacher sees their own)', access: 'admin', query: AdminProblemListQuery, response: AdminProblemPage },
  adminGetProblem: { method: 'GET', path: '/api/admin/problem', summary: 'A problem with every field, its tags, languages and templates', access: 'admin', query: PidQuery, response: AdminProblemDetail },
  adminAddProblem: { method: 'POST', path: '/api/admin/problem', summary: 'Create a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody, response: AdminProblemDetail },
  adminUpdateProblem: { method: 'PUT', path: '/api/admin/problem', summary: 'Update a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody, response: AdminProblemDetail },
  adminDeleteProblem: { method: 'DELETE', path: '/api/admin/problem', summary: 'Delete a problem and its submissions', access: 'admin', query: PidQuery, response: v.null() },
  adminGetProblemCases: { method: 'GET', path: '/api/admin/problem/get-problem-cases', summary: "A problem's test cases in order (contents in manual mode, file names in upload mode)", access: 'admin', query: ProblemCasesQuery, response: ProblemCasesView },
  adminChangeProblemAuth: { method: 'PUT', path: '/api/admin/problem/change-problem-auth', summary: 'Make a problem public, private or contest-only', access: 'admin', body: ChangeProblemAuthBody, response: v.null() },
  adminCompileSpj: { method: 'POST', path: '/api/admin/problem/compile-spj', summary: 'Compile a special judge on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody, response: CompileCheckerResult },
  adminCompileInteractive: { method: 'POST', path: '/api/admin/problem/compile-interactive', summary: 'Compile an interactor on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody, response: CompileCheckerResult },
  adminBatchZip: { method: 'POST', path: '/api/admin/problem/batch-zip', summary: 'Export several problems as one zip of problem packages', access: 'admin', body: PidListBody, file: true },
  adminGetIoRecord: { method: 'GET', path: '/api/admin/problem/get-io-record', summary: 'Problem import and export records, newest first', access: 'admin', query: IoRecordQuery, response: IoRecordPage },
  uploadTestcaseZip: { method: 'POST', path: '/api/file/upload-testcase-zip', summary: 'Upload a zip of N.in/N.out test files (multipart field file; site admins, or with gid that group\'s admins)', access: 'user', query: TestcaseUploadQuery, multipartField: 'file', response: TestcaseUploadResult },
  downloadTestcase: { method: 'GET', path: '/api/file/download-testcase', summary: "A problem's test files as a zip (a site problem's managers; a group problem's root or author)", access: 'user', query: PidQuery, file: true },
  exportProblem: { method: 'GET', path: '/api/file/export-problem', summary: 'Problems as a zip of problem packages (problem.json and tests)', access: 'admin', query: PidListQuery, file: true },
  importProblem: { method: 'POST', path: '/api/file/import-problem', summary: 'Import a zip of problem packages (multipart field file)', access: 'admin', multipartField: 'file', response: ImportResult },
  importFpsProblem: { method: 'POST', path: '/api/file/import-fps-problem', summary: 'Import FPS XML (an .xml file, or a zip of them; multipart field file)', access: 'admin', multipartField: 'file', response: ImportResult },
  importQdojProblem: { method: 'POST', path: '/api/file/import-qdoj-problem', summary: 'Import a QDUOJ export zip (multipart field file)', access: 'admin', multipartField: 'file', response: ImportResult },
  importHydroProblem: { method: 'POST', path: '/api/file/import-hydro-problem', summary: 'Import a Hydro problem zip (multipart field file)', access: 'admin', multipartField: 'file', response: ImportResult },
  adminAddTag: { method: 'POST', path: '/api/admin/tag', summary: 'Create a tag', access: 'admin', body: TagBody, response: TagView },
  adminUpdateTag: { method: 'PUT', path: '/api/admin/tag', summary: 'Change a tag', access: 'admin', body: TagBody, response: TagView },
  adminDeleteTag: { method: 'DELETE', path: '/api/admin/tag', summary: 'Delete a tag (problems lose it)', access: 'admin', query: TidQuery, response: v.null() },
  adminGetTagClassification: { method: 'GET', path: '/api/admin/tag/classification', summary: 'Tag classifications by rank, then newest first', access: 'admin', query: OjQuery, response: v.array(TagClassificationView) },
  adminAddTagClassification: { method: 'POST', path: '/api/admin/tag/classification', summary: 'Create a tag classification', access: 'admin', body: ClassificationBody, response: TagClassificationView },
  adminUpdateTagClassification: { method: 'PUT', path: '/api/admin/tag/classification', summary: 'Change a tag classification', access: 'admin', body: ClassificationBody, response: TagClassificationView },
  adminDeleteTagClassification: { method: 'DELETE', path: '/api/admin/tag/classification', summary: 'Delete a tag classification (its tags stay, unclassified)', access: 'admin', query: TcidQuery, response: v.null() },
  uploadMdImage: { method: 'POST', path: '/api/file/upload-md-img', summary: 'Upload an image for a Markdown statement, 1 MB at most (multipart field image; site admins, or with gid that group\'s admins)', access: 'user', query: MarkdownUploadQuery, multipartField: 'image', response: MarkdownImageUpload },
  deleteMdImage: { method: 'GET', path: '/api/file/delete-md-img', summary: 'Delete an uploaded Markdown image (its uploader or the super admin; with gid, an uploader among that group\'s admins)', access: 'user', query: MarkdownFileIdQuery, response: v.null() },
  uploadMdFile: { method: 'POST', path: '/api/file/upload-md-file', summary: 'Upload a file for a Markdown statement, 10 MB at most (multipart field file; site admins, or with gid that group\'s admins)', access: 'user', query: MarkdownUploadQuery, multipartField: 'file', response: MarkdownFileUpload },
  mdFile: { method: 'GET', path: '/api/public/md/:name', summary: 'An image or file uploaded from the Markdown editor', access: 'public', file: true },
});
