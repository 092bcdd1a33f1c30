import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../contract/api/accounts';
import { ROLE } from '../../contract/roles';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema-accounts';

export type UserRow = typeof users.$inferSelect;

/** Usernames are unique regardless of letter case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

export function findUserByUsername(db: Db, username: string) {
  return db.select().from(users).where(eq(users.usernameKey, usernameKey(username))).get();
}

export function findUserByEmail(db: Db, email: string) {
  return db.select().from(users).where(eq(users.email, email.toLowerCase())).get();
}

export function findUserById(db: Db, id: string) {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function roleNamesQuery(db: Db, userId: string) {
  return db.select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(userRoles.roleId, roles.id)).where(eq(userRoles.userId, userId));
}

export async function roleNamesOf(db: Db, userId: string): Promise<string[]> {
  return (await roleNamesQuery(db, userId).all()).map((r) => r.name);
}

export function toUserInfo(user: UserRow, roleList: string[]): UserInfo {
  return {
    uid: user.id,
    username: user.username,
    nickname: user.nickname,
    realname: user.realname,
    email: user.email,
    avatar: user.avatar,
    school: user.school,
    course: user.course,
    number: user.number,
    gender: user.gender,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    signature: user.signature,
    titleName: user.titleName,
    titleColor: user.titleColor,
    roleList,
    isVip: roleList.includes(ROLE.vip),
  };
}

/** Permission names per role, as `get-user-auth-info` lists them. */
const PERMISSIONS: Record<string, string[]> = {
  root: ['system_info_admin', 'user_admin', 'announcement_admin', 'problem_admin', 'contest_admin', 'training_admin', 'group_admin', 'discussion_admin', 'judge_admin'],
  admin: ['announcement_admin', 'problem_admin', 'contest_admin', 'training_admin', 'group_admin', 'discussion_admin', 'judge_admin'],
  teacher: ['problem_admin', 'contest_admin', 'training_admin', 'group_admin'],
  user: [],
  vip: [],
};

export function permissionsOf(roleList: readonly string[]): string[] {
  return [...new Set(roleList.flatMap((r) => PERMISSIONS[r] ?? []))];
}
