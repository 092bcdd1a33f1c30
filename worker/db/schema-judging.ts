import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { problems } from './schema-problems';

const epochSeconds = sql`(unixepoch())`;

/** Online test runs: never submissions; kept an hour for the 1 s polling. */
export const testJudges = sqliteTable('test_judges', {
  key: text('key').primaryKey(),
  uid: text('uid').notNull().references(() => users.id, { onDelete: 'cascade' }),
  pid: integer('pid').notNull().references(() => problems.id, { onDelete: 'cascade' }),
  language: text('language').notNull(),
  code: text('code').notNull(),
  userInput: text('user_input').notNull(),
  expectedOutput: text('expected_output'),
  status: integer('status').notNull().default(5),
  nonce: text('nonce'),
  /** JSON of the test-run result once final */
  result: text('result'),
  createdAt: integer('created_at').notNull().default(epochSeconds),
});

/** Runners seen recently, with the languages their hosts really have. */
export const judgeRunners = sqliteTable('judge_runners', {
  name: text('name').primaryKey(),
  fleet: text('fleet').notNull(),
  slots: integer('slots').notNull(),
  /** JSON LanguageInfo[] */
  languages: text('languages').notNull(),
  lastSeen: integer('last_seen').notNull(),
});
