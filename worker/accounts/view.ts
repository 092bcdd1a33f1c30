import type { UserInfo } from '../../contract/api/accounts';
import { ROLE } from '../../contract/roles';
import { shownEmail } from '../../contract/rules/accounts';
import type { UserRow } from './queries';

/** A user row as login, change-userInfo, change-email and the avatar upload return it. */
export function toUserInfo(user: UserRow, roleList: string[]): UserInfo {
  return {
    uid: user.id,
    username: user.username,
    nickname: user.nickname,
    realname: user.realname,
    email: shownEmail(user.email),
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
