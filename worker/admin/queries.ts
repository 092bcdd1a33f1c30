import { and, count, desc, eq, gte, inArray, isNull, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { ROLE_ID } from '../../contract/roles';
import type { Db } from '../db/client';
import { roles, sessions, userRoles, users } from '../db/schema-accounts';
import { roleInForce } from '../accounts/queries';
import { adminAuditLog } from '../db/schema-admin';
import { comments, discussionLikes, discussionReports, discussions, notices, replies, commentLikes } from '../db/schema-community';
import { contestPrints, contests } from '../db/schema-contests';
import { courses, teamAnnouncements, trainingCamps } from '../db/schema-courses';
import { honorRolls } from '../db/schema-honor';
import { examHistories, examProblems, examRepos, exams } from '../db/schema-exams';
import { announcements, groupMembers, groups } from '../db/schema-groups';
import { judgeRunners } from '../db/schema-judging';
import { problems } from '../db/schema-problems';
import { submissions } from '../db/schema-submissions';
import { trainings } from '../db/schema-trainings';
import { boundedStatements, inList } from '../lib/bound-parameters';
import { containsText } from '../lib/text-search';
import type { AuditTargetKind } from './rules';

/** The admin area's D1 reads and writes (decision 36); times are passed in (Unix seconds), never read here. */

export type BatchItem = Parameters<Db['batch']>[0][number];

// ---- audit log ----

export type AuditValues = typeof adminAuditLog.$inferInsert;
export type AuditInsert = ReturnType<typeof insertAuditQuery>;

export function insertAuditQuery(db: Db, row: AuditValues) {
  return db.insert(adminAuditLog).values(row);
}

export interface AuditFilter {
  username?: string | undefined;
  call?: string | undefined;
  target?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

export function auditWhere(f: AuditFilter): SQL | undefined {
  return and(
    f.username !== undefined ? sql`${adminAuditLog.username} = ${f.username} COLLATE NOCASE` : undefined,
    f.call !== undefined ? eq(adminAuditLog.call, f.call) : undefined,
    f.target !== undefined ? containsText(adminAuditLog.targetText, ` ${f.target} `) : undefined,
    f.from !== undefined ? gte(adminAuditLog.time, f.from) : undefined,
    f.to !== undefined ? lte(adminAuditLog.time, f.to) : undefined,
  );
}

export function auditPage(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ row: adminAuditLog, total: sql<number>`count(*) OVER ()` })
    .from(adminAuditLog)
    .where(where)
    .orderBy(desc(adminAuditLog.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

/** Each kind's table with the column that names a row in the audit list (a problem by display id and title). */
const TARGET_NAMES: Record<AuditTargetKind, { table: SQLiteTable; id: SQLiteColumn; name: SQL<string> }> = {
  user: { table: users, id: users.id, name: sql<string>`${users.username}` },
  problem: { table: problems, id: problems.id, name: sql<string>`${problems.problemId} || ' ' || ${problems.title}` },
  contest: { table: contests, id: contests.id, name: sql<string>`${contests.title}` },
  training: { table: trainings, id: trainings.id, name: sql<string>`${trainings.title}` },
  group: { table: groups, id: groups.id, name: sql<string>`${groups.name}` },
  exam: { table: exams, id: exams.id, name: sql<string>`${exams.title}` },
  repo: { table: examRepos, id: examRepos.id, name: sql<string>`${examRepos.title}` },
  discussion: { table: discussions, id: discussions.id, name: sql<string>`${discussions.title}` },
  announcement: { table: announcements, id: announcements.id, name: sql<string>`${announcements.title}` },
  notice: { table: notices, id: notices.id, name: sql<string>`${notices.title}` },
  course: { table: courses, id: courses.id, name: sql<string>`${courses.title}` },
};

/** The names of the things a page of the audit log names, by kind and id, in one round trip (ids of a kind: user ids are text, the others integers). */
export async function auditTargetNames(db: Db, wanted: Map<AuditTargetKind, Set<string>>): Promise<Map<string, string>> {
  const kinds = [...wanted.entries()].filter(([, ids]) => ids.size > 0);
  if (kinds.length === 0) return new Map();
  const reads = kinds.map(([kind, ids]) => {
    const { table, id, name } = TARGET_NAMES[kind];
    const keys = kind === 'user' ? [...ids] : [...ids].map(Number).filter(Number.isSafeInteger);
    return db.select({ id: sql<string>`CAST(${id} AS TEXT)`, name }).from(table).where(inList(id, keys.length > 0 ? keys : [kind === 'user' ? '' : -1]));
  });
  const [first, ...rest] = reads;
  const results = await db.batch([first!, ...rest]);
  const names = new Map<string, string>();
  results.forEach((rows, index) => {
    for (const row of rows as { id: string; name: string }[]) names.set(`${kinds[index]![0]}:${row.id}`, row.name);
  });
  return names;
}

export async function countAudit(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(adminAuditLog).where(where).get())?.n ?? 0;
}

// ---- users ----

export type UserRow = typeof users.$inferSelect;

export interface UserFilter {
  keyword?: string | undefined;
  roleId?: number | undefined;
  status?: number | undefined;
}

export function userWhere(f: UserFilter): SQL | undefined {
  const keyword = f.keyword;
  const has = (column: SQLiteColumn) => containsText(column, keyword!);
  return and(
    keyword === undefined ? undefined : or(has(users.username), has(users.nickname), has(users.realname), has(users.email), has(users.school)),
    f.roleId === undefined ? undefined : sql`EXISTS (SELECT 1 FROM user_roles r WHERE r.user_id = ${users.id} AND r.role_id = ${f.roleId})`,
    f.status === undefined ? undefined : eq(users.status, f.status),
  );
}

/** A page of users, newest first, with the number of matches. */
export function userPage(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ user: users, total: sql<number>`count(*) OVER ()` })
    .from(users)
    .where(where)
    // Accounts made in the same second (an import) keep the order they were written in.
    .orderBy(desc(users.createdAt), sql`users.rowid DESC`)
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(users).where(where).get())?.n ?? 0;
}

/** Each user's role names in force at `now` (an ended VIP is none) and newest login, for a page of users. */
export async function rolesAndLogins(db: Db, ids: string[], now: number): Promise<{ roles: Map<string, string[]>; logins: Map<string, number> }> {
  if (ids.length === 0) return { roles: new Map(), logins: new Map() };
  const [roleRows, loginRows] = await db.batch([
    db.select({ uid: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(userRoles.roleId, roles.id)).where(and(inList(userRoles.userId, ids), roleInForce(now))),
    db.select({ uid: sessions.userId, last: max(sessions.createdAt) }).from(sessions).where(inList(sessions.userId, ids)).groupBy(sessions.userId),
  ]);
  const roleMap = new Map<string, string[]>();
  for (const row of roleRows) roleMap.set(row.uid, [...(roleMap.get(row.uid) ?? []), row.name]);
  return { roles: roleMap, logins: new Map(loginRows.filter((r) => r.last !== null).map((r) => [r.uid, r.last!])) };
}

export function findUser(db: Db, uid: string) {
  return db.select().from(users).where(eq(users.id, uid)).get();
}

export function findUsers(db: Db, ids: string[]) {
  return db.select({ id: users.id, username: users.username }).from(users).where(inList(users.id, ids)).all();
}

/** The username keys (lower case) among `keys` that accounts already have. */
export async function takenUsernameKeys(db: Db, keys: string[]): Promise<Set<string>> {
  const rows = await db.select({ key: users.usernameKey }).from(users).where(inList(users.usernameKey, keys)).all();
  return new Set(rows.map((row) => row.key));
}

/** The e-mail addresses among `emails` (lower case) that accounts already have. */
export async function takenEmails(db: Db, emails: string[]): Promise<Set<string>> {
  const rows = await db.select({ email: users.email }).from(users).where(inList(users.email, emails)).all();
  return new Set(rows.map((row) => row.email));
}

/** Whether another account than `uid` has the username key or the e-mail address. */
export async function clashes(db: Db, uid: string, change: { usernameKey?: string; email?: string }): Promise<{ username: boolean; email: boolean }> {
  const [byName, byEmail] = await db.batch([
    db.select({ id: users.id }).from(users).where(and(eq(users.usernameKey, change.usernameKey ?? ''), ne(users.id, uid))).limit(1),
    db.select({ id: users.id }).from(users).where(and(eq(users.email, change.email ?? ''), ne(users.id, uid))).limit(1),
  ]);
  return { username: change.usernameKey !== undefined && byName.length > 0, email: change.email !== undefined && byEmail.length > 0 };
}

/** Enabled super admins other than `exceptUid`. */
export async function countOtherEnabledRoots(db: Db, exceptUid: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, ROLE_ID.root), eq(users.status, 0), ne(users.id, exceptUid)))
    .get();
  return row?.n ?? 0;
}

export function updateUserStatement(db: Db, uid: string, values: Partial<typeof users.$inferInsert>) {
  return db.update(users).set(values).where(eq(users.id, uid));
}

const PRIMARY_ROLE_IDS = [ROLE_ID.root, ROLE_ID.admin, ROLE_ID.teacher, ROLE_ID.user];

/** The statements that give a user exactly one of the four primary roles (vip, if held, stays). */
export function setPrimaryRoleStatements(db: Db, uid: string, roleId: number) {
  return [
    db.delete(userRoles).where(and(eq(userRoles.userId, uid), inArray(userRoles.roleId, PRIMARY_ROLE_IDS), ne(userRoles.roleId, roleId))),
    db.insert(userRoles).values({ userId: uid, roleId }).onConflictDoNothing(),
  ] as const;
}

/** Ends every live session of a user (a new password, a disabled account). */
export function revokeSessionsStatement(db: Db, uid: string, now: number) {
  return db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, uid), isNull(sessions.revokedAt)));
}

export interface NewUser {
  id: string;
  username: string;
  passwordHash: string;
  email: string;
  realname?: string | null;
  nickname?: string | null;
  school?: string | null;
  gender?: 'male' | 'female' | 'secrecy';
}

/** The statements that create users with the plain user role, as many rows a statement as D1 binds. */
export function insertUsersStatements(db: Db, rows: NewUser[], now: number): BatchItem[] {
  const userValues = rows.map((r) => ({
    id: r.id,
    username: r.username,
    usernameKey: r.username.trim().toLowerCase(),
    passwordHash: r.passwordHash,
    email: r.email,
    realname: r.realname ?? null,
    nickname: r.nickname ?? null,
    school: r.school ?? null,
    gender: r.gender ?? 'secrecy',
    createdAt: now,
    updatedAt: now,
  }));
  const roleValues = rows.map((r) => ({ userId: r.id, roleId: ROLE_ID.user }));
  return [...boundedStatements(userValues, (part) => db.insert(users).values(part)), ...boundedStatements(roleValues, (part) => db.insert(userRoles).values(part))];
}

// ---- deleting users ----

/**
 * What an account may have left on the site: things others read or that counts and boards include.
 * An account with any of them is kept (it can be disabled); see decision 36.
 */
const CONTENT: { kind: string; table: SQLiteTable; column: SQLiteColumn }[] = [
  { kind: 'submissions', table: submissions, column: submissions.uid },
  { kind: 'problems', table: problems, column: problems.createdBy },
  { kind: 'contests', table: contests, column: contests.uid },
  { kind: 'trainings', table: trainings, column: trainings.uid },
  { kind: 'groups', table: groups, column: groups.uid },
  { kind: 'announcements', table: announcements, column: announcements.uid },
  { kind: 'notices', table: notices, column: notices.uid },
  { kind: 'question_banks', table: examRepos, column: examRepos.uid },
  { kind: 'questions', table: examProblems, column: examProblems.uid },
  { kind: 'exams', table: exams, column: exams.uid },
  { kind: 'answer_sheets', table: examHistories, column: examHistories.uid },
  { kind: 'discussions', table: discussions, column: discussions.uid },
  { kind: 'comments', table: comments, column: comments.uid },
  { kind: 'replies', table: replies, column: replies.uid },
  { kind: 'reports', table: discussionReports, column: discussionReports.reporter },
  { kind: 'prints', table: contestPrints, column: contestPrints.uid },
  { kind: 'courses', table: courses, column: courses.uid },
  { kind: 'training_camp_announcements', table: teamAnnouncements, column: teamAnnouncements.uid },
  { kind: 'training_camps', table: trainingCamps, column: trainingCamps.uid },
  { kind: 'honor_rolls', table: honorRolls, column: honorRolls.uid },
];

/** For each of `ids` that has left something on the site, the kinds of things it left. */
export async function contentOf(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const [first, ...rest] = CONTENT.map(({ table, column }) => db.selectDistinct({ uid: column }).from(table).where(inList(column, ids)));
  const results = await db.batch([first!, ...rest]);
  results.forEach((rows, index) => {
    for (const { uid } of rows as { uid: string | null }[]) {
      if (uid !== null) found.set(uid, [...(found.get(uid) ?? []), CONTENT[index]!.kind]);
    }
  });
  return found;
}

/**
 * Deletes accounts that left no content: the counters their likes and group memberships add to go
 * down first, then the user rows (their roles, sessions, messages, likes, memberships,
 * registrations and notification states go by cascade).
 */
export function deleteUsersStatements(db: Db, ids: string[]): BatchItem[] {
  const members = inList(groupMembers.uid, ids);
  const discussionLikers = inList(discussionLikes.uid, ids);
  const commentLikers = inList(commentLikes.uid, ids);
  return [
    db
      .update(groups)
      .set({ memberCount: sql`${groups.memberCount} - (SELECT count(*) FROM ${groupMembers} WHERE ${groupMembers.gid} = ${groups.id} AND ${groupMembers.auth} >= 3 AND ${members})` })
      .where(inArray(groups.id, db.select({ gid: groupMembers.gid }).from(groupMembers).where(and(members, gte(groupMembers.auth, 3))))),
    db
      .update(discussions)
      .set({ likeNum: sql`${discussions.likeNum} - (SELECT count(*) FROM ${discussionLikes} WHERE ${discussionLikes.did} = ${discussions.id} AND ${discussionLikers})` })
      .where(inArray(discussions.id, db.select({ did: discussionLikes.did }).from(discussionLikes).where(discussionLikers))),
    db
      .update(comments)
      .set({ likeNum: sql`${comments.likeNum} - (SELECT count(*) FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikers})` })
      .where(inArray(comments.id, db.select({ id: commentLikes.commentId }).from(commentLikes).where(commentLikers))),
    db.delete(users).where(inList(users.id, ids)),
  ];
}

// ---- roles ----

/** Every role with the number of accounts holding it. */
export function roleRows(db: Db) {
  return db
    .select({ id: roles.id, name: roles.name, description: roles.description, userCount: sql<number>`(SELECT count(*) FROM user_roles r WHERE r.role_id = ${roles.id})` })
    .from(roles)
    .orderBy(roles.id)
    .all();
}

// ---- dashboard ----

/** The dashboard's counts in one round trip; `since` starts the "recent" window, `onlineSince` the runners'. */
export async function dashboardCounts(db: Db, since: number, onlineSince: number) {
  const one = (table: SQLiteTable, where?: SQL) => db.select({ n: count() }).from(table).where(where);
  const [usersAll, usersRecent, problemsAll, contestsAll, trainingsAll, groupsAll, submissionsAll, submissionsRecent, runners] = await db.batch([
    one(users),
    one(users, gte(users.createdAt, since)),
    one(problems),
    one(contests),
    one(trainings),
    one(groups),
    one(submissions),
    one(submissions, gte(submissions.submitTime, since)),
    db.select({ n: count(), slots: sql<number>`coalesce(sum(${judgeRunners.slots}), 0)` }).from(judgeRunners).where(gte(judgeRunners.lastSeen, onlineSince)),
  ]);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  return {
    userCount: n(usersAll),
    recentUserCount: n(usersRecent),
    problemCount: n(problemsAll),
    contestCount: n(contestsAll),
    trainingCount: n(trainingsAll),
    groupCount: n(groupsAll),
    submissionCount: n(submissionsAll),
    recentSubmissionCount: n(submissionsRecent),
    judgesOnline: runners[0]?.n ?? 0,
    judgeSlots: runners[0]?.slots ?? 0,
  };
}

/** A user's newest sessions. */
export function recentSessionRows(db: Db, uid: string, limit: number) {
  return db.select().from(sessions).where(eq(sessions.userId, uid)).orderBy(desc(sessions.createdAt), sql`sessions.rowid DESC`).limit(limit).all();
}

/** Runners seen since `since`, newest first. */
export function runnerRows(db: Db, since: number) {
  return db.select().from(judgeRunners).where(gte(judgeRunners.lastSeen, since)).orderBy(desc(judgeRunners.lastSeen)).all();
}
