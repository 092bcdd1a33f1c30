import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** Seconds since the epoch, the unit of every timestamp column. */
const epochSeconds = sql`(unixepoch())`;

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  username: text('username').notNull().unique(),
  usernameKey: text('username_key').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  email: text('email').notNull().unique(),
  nickname: text('nickname'),
  realname: text('realname'),
  school: text('school'),
  course: text('course'),
  number: text('number'),
  gender: text('gender', { enum: ['male', 'female', 'secrecy'] }).notNull().default('secrecy'),
  github: text('github'),
  blog: text('blog'),
  cfUsername: text('cf_username'),
  avatar: text('avatar'),
  signature: text('signature'),
  titleName: text('title_name'),
  titleColor: text('title_color'),
  /** 0 normal, 1 disabled by an admin */
  status: integer('status').notNull().default(0),
  createdAt: integer('created_at').notNull().default(epochSeconds),
  updatedAt: integer('updated_at').notNull().default(epochSeconds),
});

export const roles = sqliteTable('roles', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
});

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
    /** when the role ends (Unix seconds; the vip role of a paid membership), null for a role without an end */
    expiresAt: integer('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** One row per login; a token is honoured only while its session row is live. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer('created_at').notNull().default(epochSeconds),
    expiresAt: integer('expires_at').notNull(),
    revokedAt: integer('revoked_at'),
    /** where the login came from, for the admin dashboard's recent sessions (never the token) */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mailed codes: one live code per address and purpose. */
export const emailCodes = sqliteTable(
  'email_codes',
  {
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset', 'change_email'] }).notNull(),
    code: text('code').notNull(),
    /** the user a reset or change-email code was issued for */
    userId: text('user_id'),
    sentAt: integer('sent_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose] })],
);

/** Image captchas and slide puzzles: the answer stays here, single use. */
export const captchas = sqliteTable('captchas', {
  key: text('key').primaryKey(),
  kind: text('kind', { enum: ['image', 'slide'] }).notNull(),
  answer: text('answer').notNull(),
  expiresAt: integer('expires_at').notNull(),
});

/** Consecutive failed logins per username (exact, so it lives in D1 rather than KV). */
export const loginFailures = sqliteTable('login_failures', {
  usernameKey: text('username_key').primaryKey(),
  count: integer('count').notNull(),
  updatedAt: integer('updated_at').notNull(),
});

/** Fixed-window request counters for rate limits. */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});
