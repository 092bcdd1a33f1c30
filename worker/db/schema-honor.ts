import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';

const epochSeconds = sql`(unixepoch())`;

/**
 * A monthly honor roll (part 1 §7, part 3 §2.2 `honor`, decision 35): a name such as "2026-11" and
 * its awards. status 0 shown (the newest shown roll is the home page's), 1 hidden. uid is its author.
 */
export const honorRolls = sqliteTable(
  'honor_rolls',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    status: integer('status').notNull().default(0),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [uniqueIndex('honor_rolls_name_idx').on(t.name), index('honor_rolls_shown_idx').on(t.status, t.id)],
);

/** An award of a roll (Gold, Most improved…), at its place `rank` (0 first) in the roll. */
export const honorAwards = sqliteTable(
  'honor_awards',
  {
    rollId: integer('roll_id')
      .notNull()
      .references(() => honorRolls.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rollId, t.rank] })],
);

/** A user on an award (the award at `awardRank` of the roll), at its place `rank` among the award's users. */
export const honorAwardUsers = sqliteTable(
  'honor_award_users',
  {
    rollId: integer('roll_id')
      .notNull()
      .references(() => honorRolls.id, { onDelete: 'cascade' }),
    awardRank: integer('award_rank').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.rollId, t.awardRank, t.uid] }), index('honor_award_users_uid_idx').on(t.uid)],
);
