import { sql } from 'drizzle-orm';
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

const epochSeconds = sql`(unixepoch())`;

/** Site configuration sections (web, switch), each a JSON object. */
export const siteConfig = sqliteTable('site_config', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: integer('updated_at').notNull().default(epochSeconds),
});
