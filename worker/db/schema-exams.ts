import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';

const epochSeconds = sql`(unixepoch())`;

/** A question bank (part 2 §3 "Repo"). */
export const examRepos = sqliteTable('exam_repos', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  remark: text('remark').notNull().default(''),
  /** minutes an exam on this bank lasts from the candidate's start */
  timeLimit: integer('time_limit').notNull().default(60),
  /** listed on /repo for free practice; an exam's bank is usually not (its answers would leak) */
  isPublic: integer('is_public', { mode: 'boolean' }).notNull().default(true),
  uid: text('uid')
    .notNull()
    .references(() => users.id),
  author: text('author').notNull(),
  gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
});

/**
 * A question (part 2 §3 "Exam problem"). answers is JSON [{id, content, isCorrect}]: the choices of
 * a choice or true/false question, or the blanks of a fill-in question in order (all correct).
 */
export const examProblems = sqliteTable('exam_problems', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  /** 0 single, 1 multiple, 2 true/false, 3 fill-in */
  type: integer('type').notNull(),
  content: text('content').notNull(),
  grade: integer('grade').notNull().default(1),
  analysis: text('analysis').notNull().default(''),
  answers: text('answers').notNull().default('[]'),
  uid: text('uid')
    .notNull()
    .references(() => users.id),
  author: text('author').notNull(),
  gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
});

/** Which questions a bank holds, in order. */
export const examRepoProblems = sqliteTable(
  'exam_repo_problems',
  {
    repoId: integer('repo_id')
      .notNull()
      .references(() => examRepos.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => examProblems.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(1000),
  },
  (t) => [primaryKey({ columns: [t.repoId, t.problemId] }), index('exam_repo_problems_problem_idx').on(t.problemId)],
);

/** A timed choose exam on a question bank (part 2 §3 "Exam"); a password makes it private. */
export const exams = sqliteTable(
  'exams',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    remark: text('remark').notNull().default(''),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    examRepoId: integer('exam_repo_id')
      .notNull()
      .references(() => examRepos.id),
    pwd: text('pwd'),
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    author: text('author').notNull(),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('exams_start_idx').on(t.startTime)],
);

/**
 * An answer sheet (part 2 §3 "Exam history"): free practice of a bank, a paper of a training
 * (trainingId and examId), or an exam attempt (examId, deadline). problemIds fixes the questions at
 * the start; details is JSON [{problemId, userAnswer, isCorrect, score}] once marked. A sheet is
 * open while submitTime is null.
 */
export const examHistories = sqliteTable(
  'exam_histories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    repoId: integer('repo_id')
      .notNull()
      .references(() => examRepos.id, { onDelete: 'cascade' }),
    /** set for an exam attempt and for a training paper */
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    trainingId: integer('training_id'),
    /** 'exercise' | 'paper' | 'exam' */
    kind: text('kind').notNull(),
    problemIds: text('problem_ids').notNull().default('[]'),
    startTime: integer('start_time').notNull(),
    /** exam attempts: the time limit's end; null for untimed sheets */
    deadline: integer('deadline'),
    submitTime: integer('submit_time'),
    userScore: integer('user_score'),
    totalScore: integer('total_score').notNull().default(0),
    details: text('details').notNull().default('[]'),
  },
  (t) => [
    index('exam_histories_user_idx').on(t.uid, t.repoId, t.id),
    index('exam_histories_exam_rank_idx').on(t.examId, t.userScore, t.submitTime),
    // One exam attempt per user (an admin's reset deletes it); practice and paper sheets are many.
    uniqueIndex('exam_histories_attempt_idx').on(t.examId, t.uid).where(sql`kind = 'exam'`),
  ],
);
