import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { problems } from './schema-problems';
import { submissions } from './schema-submissions';

const epochSeconds = sql`(unixepoch())`;

/**
 * A contest (part 2 §3 "Contest", part 3 §3.3 the contest form). Times are Unix seconds; the status
 * is never stored, it follows from the clock (contract/rules/contests.ts `contestStatus`).
 */
export const contests = sqliteTable(
  'contests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** the cover image's URL (an upload in R2), null for the rule type's default picture */
    image: text('image'),
    /** 0 ACM, 1 OI */
    type: integer('type').notNull().default(0),
    /** 0 public, 1 private (password to enter), 2 protected (password to submit) */
    auth: integer('auth').notNull().default(0),
    /** stored as typed: a contest password is shown back to the contest's admins in the form */
    pwd: text('pwd'),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    /** seconds; endTime - startTime */
    duration: integer('duration').notNull(),
    /** seconds of personal time from the participant's own start; 0 for none */
    userDuration: integer('user_duration').notNull().default(0),
    sealRank: integer('seal_rank', { mode: 'boolean' }).notNull().default(false),
    /** Unix seconds the seal starts; null when not sealed */
    sealRankTime: integer('seal_rank_time'),
    autoRealRank: integer('auto_real_rank', { mode: 'boolean' }).notNull().default(true),
    /** ACM: during the seal a contestant still sees their own results outside the board (decision 44); OI ignores it */
    ownResultsInSeal: integer('own_results_in_seal', { mode: 'boolean' }).notNull().default(true),
    openRank: integer('open_rank', { mode: 'boolean' }).notNull().default(false),
    openPrint: integer('open_print', { mode: 'boolean' }).notNull().default(false),
    allowEndSubmit: integer('allow_end_submit', { mode: 'boolean' }).notNull().default(false),
    /** 'username' | 'nickname' | 'realname' */
    rankShowName: text('rank_show_name').notNull().default('username'),
    /** 'Recent' | 'Highest' */
    oiRankScoreType: text('oi_rank_score_type').notNull().default('Recent'),
    openAccountLimit: integer('open_account_limit', { mode: 'boolean' }).notNull().default(false),
    /** the tagged account rule string (contract/rules/contests.ts) */
    accountLimitRule: text('account_limit_rule'),
    /** JSON list of star usernames */
    starAccount: text('star_account').notNull().default('[]'),
    /** 0 none, 1 by proportion, 2 by number */
    awardType: integer('award_type').notNull().default(0),
    /** JSON list of {priority, name, background, color, num} */
    awardConfig: text('award_config').notNull().default('[]'),
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    /** the group of a group contest; null for site contests */
    gid: integer('gid'),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    author: text('author').notNull(),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('contests_start_idx').on(t.startTime), index('contests_gid_idx').on(t.gid)],
);

/** A problem of a contest, under the contest's display id, title and balloon colour. */
export const contestProblems = sqliteTable(
  'contest_problems',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    displayId: text('display_id').notNull(),
    displayTitle: text('display_title').notNull(),
    color: text('color'),
  },
  (t) => [uniqueIndex('contest_problems_display_idx').on(t.cid, t.displayId), uniqueIndex('contest_problems_pid_idx').on(t.cid, t.pid)],
);

/** A participant: registered (with the password where one is needed), and their personal start. */
export const contestRegisters = sqliteTable(
  'contest_registers',
  {
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unix seconds the participant started their personal time; null until they do */
    startTime: integer('start_time'),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [primaryKey({ columns: [t.cid, t.uid] })],
);

export const contestAnnouncements = sqliteTable(
  'contest_announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('contest_announcements_cid_idx').on(t.cid, t.id)],
);

/** A print job: 0 not printed, 1 printed. */
export const contestPrints = sqliteTable(
  'contest_prints',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    cid: integer('cid')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    realname: text('realname'),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [index('contest_prints_cid_idx').on(t.cid, t.id)],
);

/** The admin helper's checked mark on an accepted contest submission (a balloon delivered). */
export const contestAcChecks = sqliteTable('contest_ac_checks', {
  submitId: integer('submit_id')
    .primaryKey()
    .references(() => submissions.submitId, { onDelete: 'cascade' }),
  cid: integer('cid').notNull(),
  checked: integer('checked', { mode: 'boolean' }).notNull().default(true),
});
