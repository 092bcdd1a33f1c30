import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { problems } from './schema-problems';

const epochSeconds = sql`(unixepoch())`;

/** A submission (the spec's submission row). */
export const submissions = sqliteTable(
  'submissions',
  {
    submitId: integer('submit_id').primaryKey({ autoIncrement: true }),
    pid: integer('pid').notNull().references(() => problems.id),
    displayPid: text('display_pid').notNull(),
    uid: text('uid').notNull().references(() => users.id),
    username: text('username').notNull(),
    code: text('code').notNull(),
    language: text('language').notNull(),
    length: integer('length').notNull(),
    status: integer('status').notNull().default(5),
    score: integer('score'),
    oiRankScore: integer('oi_rank_score'),
    time: integer('time'),
    memory: integer('memory'),
    errorMessage: text('error_message'),
    cid: integer('cid').notNull().default(0),
    cpid: integer('cpid').notNull().default(0),
    gid: integer('gid'),
    tid: integer('tid'),
    share: integer('share', { mode: 'boolean' }).notNull().default(false),
    judger: text('judger'),
    isManual: integer('is_manual', { mode: 'boolean' }).notNull().default(false),
    ip: text('ip'),
    submitTime: integer('submit_time').notNull().default(epochSeconds),
    judgeTime: integer('judge_time'),
    /** the live attempt's nonce; a callback must echo it, so stale or replayed results change nothing */
    judgeNonce: text('judge_nonce'),
    /** the final status the problem counters currently include (null: not counted) */
    countedStatus: integer('counted_status'),
  },
  // The list indexes end with the columns the lists filter on (cid, gid, status, and pid for a
  // display-id fragment filtered on the walk), so a list walks, skips an offset and counts from the
  // index alone, reading the table only for the rows it shows (decisions 14 and 43). pid never
  // changes, so carrying it costs a verdict nothing.
  (t) => [
    index('submissions_uid_idx').on(t.uid, t.submitId, t.cid, t.gid, t.status),
    index('submissions_pid_idx').on(t.pid, t.submitId, t.cid, t.gid, t.status),
    index('submissions_status_idx').on(t.status, t.submitId, t.cid, t.gid, t.pid),
    index('submissions_cid_idx').on(t.cid, t.submitId, t.gid, t.pid),
    index('submissions_uid_pid_idx').on(t.uid, t.pid),
    // A group's status list: its own submissions outside contests, newest first (decision 31).
    index('submissions_gid_idx').on(t.gid, t.cid, t.submitId, t.status, t.pid),
  ],
);

/**
 * Per-case results of the latest judgement, one JSON document per submission (CaseResult[]),
 * so a verdict is one guarded statement whatever the number of cases.
 */
export const submissionResults = sqliteTable('submission_results', {
  submitId: integer('submit_id')
    .primaryKey()
    .references(() => submissions.submitId, { onDelete: 'cascade' }),
  cases: text('cases').notNull(),
});
