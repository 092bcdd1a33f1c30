import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';

const epochSeconds = sql`(unixepoch())`;

/**
 * The problem entity of part 3 §3.4. `id` is the numeric pid; `problemId` the display id.
 * Counters per final status are kept exact by the verdict batch (see services/verdicts.ts).
 */
export const problems = sqliteTable(
  'problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    problemId: text('problem_id').notNull(),
    title: text('title').notNull(),
    author: text('author'),
    description: text('description').notNull().default(''),
    input: text('input').notNull().default(''),
    output: text('output').notNull().default(''),
    /** JSON [{input, output}] */
    examples: text('examples').notNull().default('[]'),
    hint: text('hint'),
    source: text('source'),
    difficulty: integer('difficulty').notNull().default(0),
    /** 0 ACM, 1 OI */
    type: integer('type').notNull().default(0),
    /** 1 public, 2 private, 3 contest */
    auth: integer('auth').notNull().default(1),
    timeLimit: integer('time_limit').notNull().default(1000),
    memoryLimit: integer('memory_limit').notNull().default(256),
    stackLimit: integer('stack_limit').notNull().default(128),
    judgeMode: text('judge_mode', { enum: ['default', 'spj', 'interactive'] }).notNull().default('default'),
    judgeCaseMode: text('judge_case_mode', { enum: ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'] }).notNull().default('default'),
    isRemoveEndBlank: integer('is_remove_end_blank', { mode: 'boolean' }).notNull().default(true),
    openCaseResult: integer('open_case_result', { mode: 'boolean' }).notNull().default(true),
    isFileIO: integer('is_file_io', { mode: 'boolean' }).notNull().default(false),
    ioReadFileName: text('io_read_file_name'),
    ioWriteFileName: text('io_write_file_name'),
    spjCode: text('spj_code'),
    spjLanguage: text('spj_language'),
    /** set only when a judge compiled the current checker; any change of the checker clears it */
    spjCompileOk: integer('spj_compile_ok', { mode: 'boolean' }).notNull().default(false),
    /** the OI case mode a form remembers while the type is switched to ACM and back */
    judgeCaseModeRecord: text('judge_case_mode_record'),
    /** whether the cases came from an uploaded zip (file names) rather than typed-in samples */
    isUploadCase: integer('is_upload_case', { mode: 'boolean' }).notNull().default(true),
    /** the upload (testcase_uploads.id) the cases were last taken from */
    uploadTestcaseDir: text('upload_testcase_dir'),
    /** group problems asking for the public bank: null, 1 applying, 2 public, 3 refused */
    applyPublicProgress: integer('apply_public_progress'),
    /** JSON map of file name to content, null when empty */
    userExtraFile: text('user_extra_file'),
    judgeExtraFile: text('judge_extra_file'),
    codeShare: integer('code_share', { mode: 'boolean' }).notNull().default(true),
    isRemote: integer('is_remote', { mode: 'boolean' }).notNull().default(false),
    solutionUnlockRatio: integer('solution_unlock_ratio').notNull().default(100),
    gid: integer('gid'),
    cid: integer('cid'),
    createdBy: text('created_by').references(() => users.id),
    modifiedUser: text('modified_user'),
    totalCount: integer('total_count').notNull().default(0),
    acCount: integer('ac_count').notNull().default(0),
    waCount: integer('wa_count').notNull().default(0),
    ceCount: integer('ce_count').notNull().default(0),
    tleCount: integer('tle_count').notNull().default(0),
    mleCount: integer('mle_count').notNull().default(0),
    reCount: integer('re_count').notNull().default(0),
    peCount: integer('pe_count').notNull().default(0),
    seCount: integer('se_count').notNull().default(0),
    paCount: integer('pa_count').notNull().default(0),
    createdAt: integer('created_at').notNull().default(epochSeconds),
    updatedAt: integer('updated_at').notNull().default(epochSeconds),
  },
  (t) => [
    uniqueIndex('problems_problem_id_idx').on(t.problemId),
    // The bank lists problems by auth in natural display-id order (P2 before P10), page by page.
    index('problems_list_idx').on(t.auth, sql`length(${t.problemId})`, t.problemId),
    index('problems_created_by_idx').on(t.createdBy),
    // A group's problem lists and the admins' examination list (apply progress) read only their own rows.
    index('problems_gid_idx').on(t.gid, t.auth),
    index('problems_apply_idx').on(t.applyPublicProgress),
  ],
);

/** Test cases; their files live in R2 under testdata/<sha-256>, shared by content. */
export const problemCases = sqliteTable(
  'problem_cases',
  {
    pid: integer('pid').notNull().references(() => problems.id, { onDelete: 'cascade' }),
    index: integer('idx').notNull(),
    inputHash: text('input_hash').notNull(),
    outputHash: text('output_hash').notNull(),
    inputName: text('input_name').notNull(),
    outputName: text('output_name').notNull(),
    score: integer('score').notNull().default(0),
    groupNum: integer('group_num'),
    /** bytes, kept so case lists need not ask R2; null for rows written before sizes were kept */
    inputSize: integer('input_size'),
    outputSize: integer('output_size'),
  },
  (t) => [primaryKey({ columns: [t.pid, t.index] })],
);

/** Languages a problem accepts (by name); none listed means every judge language. */
export const problemLanguages = sqliteTable(
  'problem_languages',
  {
    pid: integer('pid').notNull().references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pid, t.language] })],
);

/** Per user and problem: the best result, recomputed with every verdict (drives "solved" and own status). */
export const userProblemStatus = sqliteTable(
  'user_problem_status',
  {
    uid: text('uid').notNull().references(() => users.id, { onDelete: 'cascade' }),
    pid: integer('pid').notNull().references(() => problems.id, { onDelete: 'cascade' }),
    status: integer('status').notNull(),
    score: integer('score').notNull(),
    /** ms of the fastest accepted run; null until accepted (the training rank's cells) */
    bestTime: integer('best_time'),
  },
  (t) => [
    primaryKey({ columns: [t.uid, t.pid] }),
    index('user_problem_status_solved_idx').on(t.uid, t.status),
    index('user_problem_status_pid_idx').on(t.pid, t.uid),
  ],
);

/**
 * The problem bank's tables beside the problem itself: tags and their classifications (part 3 §3.7),
 * per-language code templates, uploaded test-case sets waiting to be saved, checker records of
 * compile-spj, and the import/export log.
 */

export const tagClassifications = sqliteTable('tag_classifications', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** ME for the platform's own problems, else a remote judge */
  oj: text('oj').notNull().default('ME'),
  rank: integer('rank').notNull().default(0),
  gid: integer('gid'),
  createdAt: integer('created_at').notNull().default(epochSeconds),
  updatedAt: integer('updated_at').notNull().default(epochSeconds),
});

export const tags = sqliteTable(
  'tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    color: text('color'),
    oj: text('oj').notNull().default('ME'),
    gid: integer('gid'),
    tcid: integer('tcid').references(() => tagClassifications.id, { onDelete: 'set null' }),
    createdAt: integer('created_at').notNull().default(epochSeconds),
    updatedAt: integer('updated_at').notNull().default(epochSeconds),
  },
  (t) => [
    // One tag per name within a judge's bank; group tags will need the group in this key.
    uniqueIndex('tags_oj_name_idx').on(t.oj, t.name),
    index('tags_tcid_idx').on(t.tcid),
  ],
);

export const problemTags = sqliteTable(
  'problem_tags',
  {
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    tid: integer('tid')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.tid] }), index('problem_tags_tid_idx').on(t.tid, t.pid)],
);

/** Starting code offered in the editor, one per problem and language; only enabled ones are shown. */
export const codeTemplates = sqliteTable(
  'code_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    code: text('code').notNull(),
    status: integer('status', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [uniqueIndex('code_templates_pid_language_idx').on(t.pid, t.language)],
);

/**
 * A test-case zip unpacked into R2 (testdata/<sha-256>) and listed here until a problem save takes it.
 * `files` is JSON of UploadedFile[]; rows older than a day are cleared by the next upload.
 */
export const testcaseUploads = sqliteTable('testcase_uploads', {
  id: text('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  files: text('files').notNull(),
  createdAt: integer('created_at').notNull().default(epochSeconds),
});

/**
 * Checker and interactor sources handed to compile-spj / compile-interactive, by fingerprint
 * (sha-256 of mode, language, code and extra files), and what a judge made of them (a compile job).
 * A save that changes a checker needs a record whose status is 0 (compiled).
 */
export const checkerChecks = sqliteTable('checker_checks', {
  id: text('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  judgeMode: text('judge_mode', { enum: ['spj', 'interactive'] }).notNull(),
  language: text('language').notNull(),
  code: text('code').notNull().default(''),
  /** JSON file name → content, compiled beside the code (e.g. testlib.h); null for none */
  extraFiles: text('extra_files'),
  /** 5 pending (queued), 0 compiled, -2 compile error, 4 system error */
  status: integer('status').notNull().default(5),
  /** the compiler's output on a compile error (64 KB at most), the reason of a system error */
  message: text('message'),
  /** the current compile attempt's nonce (fresh per claim); null when none is running */
  nonce: text('nonce'),
  createdAt: integer('created_at').notNull().default(epochSeconds),
});

/** Who imported or exported which problems, for the admin's records page. */
export const problemIoRecords = sqliteTable(
  'problem_io_records',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    kind: text('kind', { enum: ['import', 'export'] }).notNull(),
    format: text('format').notNull(),
    /** JSON list of display ids */
    problemIds: text('problem_ids').notNull(),
    createdAt: integer('created_at').notNull().default(epochSeconds),
  },
  (t) => [index('problem_io_records_created_idx').on(t.createdAt)],
);

/**
 * Images and files uploaded from the Markdown editor (part 2 §7): stored in R2 under `md/<key>`,
 * served at /api/public/md/<key>; the row says who may delete them.
 */
export const markdownFiles = sqliteTable(
  'markdown_files',
  {
    id: text('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'file'] }).notNull(),
    /** the object name under md/ and in the link */
    key: text('key').notNull().unique(),
    /** the name the file was uploaded with */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    created: integer('created').notNull().default(sql`(unixepoch())`),
  },
  (t) => [index('markdown_files_uid_idx').on(t.uid)],
);
