import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * The audit log (decision 36): one row per successful admin write, append-only. The actor is kept
 * by id and by name (no foreign key: the record outlives a deleted account). The JSON columns hold
 * the request with its secrets replaced (worker/admin/redact.ts) and, where the use case recorded
 * them, the changed thing before and after.
 */
export const adminAuditLog = sqliteTable(
  'admin_audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Unix seconds */
    time: integer('time').notNull(),
    uid: text('uid').notNull(),
    username: text('username').notNull(),
    /** the call's name in the contract (contract/endpoints.ts) */
    call: text('call').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    ip: text('ip'),
    /** JSON: the ids the change named, by field */
    targets: text('targets').notNull(),
    /** the targets' values, space-separated, for the target filter */
    targetText: text('target_text').notNull(),
    /** JSON, redacted */
    query: text('query'),
    body: text('body'),
    before: text('before'),
    after: text('after'),
  },
  (t) => [index('admin_audit_time_idx').on(t.time), index('admin_audit_user_idx').on(t.username, t.time), index('admin_audit_call_idx').on(t.call, t.time)],
);
