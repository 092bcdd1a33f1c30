import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { problems } from './schema-problems';

/**
 * The statistics of the home page, the ranks and the user home, kept by the verdict batch and never
 * computed from the submissions on a request (docs/decisions/0034-home-and-ranks.md). Days are
 * day numbers in UTC+8 (contract/rules/home.ts statsDay). Each table says which submissions it counts;
 * "judged" means the submission's `counted_status` is set (pending, cancelled and failed ones are not).
 */

/** Per day: the judged and the accepted submissions of the site's status list (outside contests and groups). */
export const siteDayStats = sqliteTable('site_day_stats', {
  day: integer('day').primaryKey(),
  total: integer('total').notNull().default(0),
  ac: integer('ac').notNull().default(0),
});

/** Per user and day: every judged submission of the user (contests and groups too), for the heatmap. */
export const userDayStats = sqliteTable(
  'user_day_stats',
  {
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.uid, t.day] })],
);

/**
 * Per user, the rank row's numbers: `total` the judged submissions of the site's status list,
 * `ac` the solved problems of the public bank, `score` their OI rank score, `oi_coin` the coins the
 * solved problems earned. The indexes are the two ranks' orders, so a page is read off an index.
 */
export const userStats = sqliteTable(
  'user_stats',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    total: integer('total').notNull().default(0),
    ac: integer('ac').notNull().default(0),
    score: integer('score').notNull().default(0),
    oiCoin: integer('oi_coin').notNull().default(0),
  },
  (t) => [index('user_stats_acm_idx').on(sql`${t.ac} DESC`, t.total, t.uid), index('user_stats_oi_idx').on(sql`${t.score} DESC`, sql`${t.ac} DESC`, t.total, t.uid)],
);

/**
 * Per user and problem, when the user's first accepted practice submission (outside contests) was
 * made: the AC ranking card's windows count the public-bank problems first accepted within them.
 */
export const firstAccepted = sqliteTable(
  'first_accepted',
  {
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pid: integer('pid')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    /** submit time of the first accepted submission, Unix seconds */
    acTime: integer('ac_time').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.pid] }), index('first_accepted_time_idx').on(t.acTime, t.uid)],
);
