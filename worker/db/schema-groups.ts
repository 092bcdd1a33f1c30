import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';

const epochSeconds = sql`(unixepoch())`;

/** A group (part 3 §3.1): a class with its own problems, homework, contests, announcements and rank. */
export const groups = sqliteTable(
  'groups',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** the avatar's public path (/api/public/img/...), null for the default picture */
    avatar: text('avatar'),
    name: text('name').notNull(),
    /** unique across groups, compared without case: it prefixes the group's problem ids (decision 31) */
    shortName: text('short_name').notNull(),
    brief: text('brief').notNull(),
    description: text('description').notNull(),
    /** the owner's username, as the cards show it; uid is the owner's account */
    owner: text('owner').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    /** 1 public, 2 protected, 3 private */
    auth: integer('auth').notNull(),
    /** 6-character invitation code of a private group (kept for protected ones too, as the form sends it) */
    code: text('code'),
    /** 0 normal, 1 banned by a site admin (kept for the admin screens; a banned group is hidden like an invisible one) */
    status: integer('status').notNull().default(0),
    /** shown in the list; a hidden group is, to everyone but its members and site admins, one that does not exist */
    visible: integer('visible', { mode: 'boolean' }).notNull().default(true),
    /** members of auth 3 to 5, kept in the same batch as every membership change */
    memberCount: integer('member_count').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [uniqueIndex('groups_short_name_idx').on(sql`lower(${t.shortName})`), index('groups_list_idx').on(t.visible, t.id)],
);

/** A membership or an application (part 3 §3.1): auth 1 applying, 2 refused, 3 member, 4 group admin, 5 group root. */
export const groupMembers = sqliteTable(
  'group_members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    gid: integer('gid')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auth: integer('auth').notNull(),
    reason: text('reason'),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [uniqueIndex('group_members_gid_uid_idx').on(t.gid, t.uid), index('group_members_list_idx').on(t.gid, t.auth, t.id), index('group_members_uid_idx').on(t.uid, t.auth)],
);

/**
 * An announcement (part 3 §3.1 "Group announcement", §3.6): a group's when gid is set, the site's
 * otherwise (the community issue adds the site's screens). status 0 visible, 1 hidden.
 */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    gid: integer('gid').references(() => groups.id, { onDelete: 'cascade' }),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('announcements_gid_idx').on(t.gid, t.status, t.id)],
);

/**
 * A member's best result on each problem of the group, from the group's own submissions (problem
 * pages and homework, not contests): kept in the verdict's batch, so the rank never rescans
 * submissions (decision 31).
 */
export const groupProblemBest = sqliteTable(
  'group_problem_best',
  {
    gid: integer('gid').notNull(),
    uid: text('uid').notNull(),
    pid: integer('pid').notNull(),
    /** 1 when an accepted run exists */
    ac: integer('ac').notNull().default(0),
    /** the best OI score of the final runs */
    score: integer('score').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gid, t.uid, t.pid] })],
);

/** One row per (group, user): the rank's counts, recomputed from group_problem_best in the same batch. */
export const groupRankStats = sqliteTable(
  'group_rank_stats',
  {
    gid: integer('gid').notNull(),
    uid: text('uid').notNull(),
    /** distinct problems accepted */
    ac: integer('ac').notNull().default(0),
    /** submissions made in the group */
    total: integer('total').notNull().default(0),
    /** the sum of the best OI scores */
    score: integer('score').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gid, t.uid] }), index('group_rank_acm_idx').on(t.gid, t.ac, t.total), index('group_rank_oi_idx').on(t.gid, t.score)],
);
