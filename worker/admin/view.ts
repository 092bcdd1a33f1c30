import type { AdminUserRow } from '../../contract/api/admin';
import { shownEmail } from '../../contract/rules/accounts';
import { primaryRole } from '../../contract/rules/admin';
import { ROLE } from '../../contract/roles';
import { isoTime } from '../problems/view';
import type { UserRow } from './queries';

/** A user row as the admin user list and the edit call answer it. */
export function toAdminUserRow(user: UserRow, roleList: string[], lastLogin: number | null): AdminUserRow {
  return {
    uid: user.id,
    username: user.username,
    email: shownEmail(user.email),
    nickname: user.nickname,
    realname: user.realname,
    gender: user.gender,
    school: user.school,
    course: user.course,
    number: user.number,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    signature: user.signature,
    avatar: user.avatar,
    titleName: user.titleName,
    titleColor: user.titleColor,
    status: user.status,
    role: primaryRole(roleList),
    roleList,
    isVip: roleList.includes(ROLE.vip),
    gmtCreate: isoTime(user.createdAt),
    lastLoginTime: lastLogin === null ? null : isoTime(lastLogin),
  };
}

/** What the audit log keeps of an account before and after an admin changed it (never the password hash). */
export function userSnapshot(user: UserRow, roleList: string[]) {
  const { passwordHash: _hash, usernameKey: _key, ...fields } = user;
  return { ...fields, email: shownEmail(user.email), roles: roleList };
}
