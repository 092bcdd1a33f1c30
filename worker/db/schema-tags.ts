import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema';
import { problems } from './schema-problems';

/**
 * The problem bank's tables beside the problem itself: tags and their classifications (part 3 §3.7),
 * per-language code templates, uploaded test-case sets waiting to be saved, checker records of
 * compile-spj, and the import/export log.
 */

const epochSeconds = sql`(unixepoch())`;

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
