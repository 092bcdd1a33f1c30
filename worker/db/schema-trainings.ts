import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { exams } from './schema-exams';
import { problems } from './schema-problems';

const epochSeconds = sql`(unixepoch())`;

/** A training category (name and tag colour); gid for a group's own categories. */
export const trainingCategories = sqliteTable('training_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  color: text('color').notNull().default('#409EFF'),
  gid: integer('gid'),
  gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
});

/** A training (part 2 §3 "Training", part 3 §3.5): an ordered problem list with exam papers. */
export const trainings = sqliteTable(
  'trainings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** lists are ordered by rank ascending, then newest first (0 to 2147483647, default 1000) */
    rank: integer('rank').notNull().default(1000),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** 'Public' | 'Private' */
    auth: text('auth').notNull().default('Public'),
    /** stored as typed: the form shows it back to the training's admins */
    privatePwd: text('private_pwd'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => trainingCategories.id),
    /** 'username' | 'nickname' | 'realname': the rank's display name */
    rankShowName: text('rank_show_name').notNull().default('username'),
    /** visible (the admin list's switch); a hidden training is, to non-admins, one that does not exist */
    status: integer('status', { mode: 'boolean' }).notNull().default(true),
    /** the group of a group training (homework); null for site trainings */
    gid: integer('gid'),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    author: text('author').notNull(),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('trainings_order_idx').on(t.gid, t.rank, t.id), index('trainings_category_idx').on(t.categoryId)],
);

/** A problem of a training, in rank order (ascending, then by id). */
export const trainingProblems = sqliteTable(
  'training_problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    rank: integer('rank').notNull().default(1000),
  },
  (t) => [uniqueIndex('training_problems_pid_idx').on(t.tid, t.pid), index('training_problems_by_pid_idx').on(t.pid, t.tid)],
);

/** A user who entered a private training's password. */
export const trainingRegisters = sqliteTable(
  'training_registers',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] })],
);

/**
 * The training's programming standing of one user, kept in step with user_problem_status by the
 * verdict batch (docs/decisions/0029-trainings.md): progress and the rank's programming tab read
 * it, never the submissions. cells is JSON {pid: [status, bestTimeMs | null]}.
 */
export const trainingProgress = sqliteTable(
  'training_progress',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ac: integer('ac').notNull().default(0),
    totalRunTime: integer('total_run_time').notNull().default(0),
    cells: text('cells').notNull().default('{}'),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] }), index('training_progress_rank_idx').on(t.tid, t.ac, t.totalRunTime, t.uid)],
);

/** An exam paper of a training: the exam's question bank, answered untimed as often as wanted. */
export const trainingExams = sqliteTable(
  'training_exams',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    eid: integer('eid')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [uniqueIndex('training_exams_idx').on(t.tid, t.eid)],
);

/**
 * The rank's exam tab for one user: the best score of each paper, summed; kept by submit_exercise.
 * cells is JSON {eid: {id: historyId, userScore, repoId}}.
 */
export const trainingExamScores = sqliteTable(
  'training_exam_scores',
  {
    tid: integer('tid')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalScore: integer('total_score').notNull().default(0),
    cells: text('cells').notNull().default('{}'),
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] }), index('training_exam_scores_rank_idx').on(t.tid, t.totalScore, t.uid)],
);
