import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema';

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
