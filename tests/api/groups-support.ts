import { env } from 'cloudflare:workers';
import type { GroupDetail } from '../../contract/api/groups';
import { GROUP_AUTH, MEMBER_AUTH } from '../../contract/rules/groups';
import { insertProblem } from './problems-support';
import { judge, type TestUser } from './scoreboard-support';
import { call, expectOk } from './support';
import { userAs } from './trainings-support';

/** Helpers of the group tests (and of the group problem and item tests): groups, members and group submissions. */

export { userAs };

/** A short name no other test used: 5 to 10 characters. */
export function uniqueShortName(): string {
  return `g${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`;
}

export interface GroupOptions {
  auth?: 'public' | 'protected' | 'private';
  code?: string | null;
  visible?: boolean;
  name?: string;
  shortName?: string;
}

/** The save body of a group, valid unless told otherwise. */
export function groupBody(o: GroupOptions = {}) {
  const auth = GROUP_AUTH[o.auth ?? 'private'];
  return {
    name: o.name ?? `Class ${crypto.randomUUID().slice(0, 6)}`,
    shortName: o.shortName ?? uniqueShortName(),
    brief: 'A class of the tests',
    description: 'About **this** class',
    auth,
    code: o.code === undefined ? (auth === GROUP_AUTH.public ? null : 'CLS001') : o.code,
    visible: o.visible ?? true,
  };
}

/** A group created through the API by `owner` (a teacher or an admin), who becomes its root. */
export async function createGroup(owner: TestUser, o: GroupOptions = {}): Promise<GroupDetail> {
  return expectOk(await call<GroupDetail>('POST', '/api/group', { token: owner.token, body: groupBody(o) }));
}

/** A user put into the group at a level (1 applying ... 5 root) straight in D1, with the member count kept. */
export async function addMember(gid: number, user: TestUser, auth: number = MEMBER_AUTH.member, reason: string | null = null): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('INSERT INTO group_members (gid, uid, auth, reason) VALUES (?, ?, ?, ?) ON CONFLICT (gid, uid) DO UPDATE SET auth = excluded.auth').bind(gid, user.uid, auth, reason),
    env.DB.prepare('UPDATE groups SET member_count = (SELECT count(*) FROM group_members WHERE gid = ?1 AND auth >= 3) WHERE id = ?1').bind(gid),
  ]);
}

/** A group's callers: its owner (a teacher), a group admin, a member, an applicant, a refused user, a plain user, a site admin, and a member of another group. */
export async function groupCast(o: GroupOptions = {}) {
  const [owner, groupAdmin, member, applicant, refused, user, siteAdmin, outsider, otherOwner] = await Promise.all([
    userAs('teacher'),
    userAs('user'),
    userAs('user', { nickname: 'membernick' }),
    userAs('user'),
    userAs('user'),
    userAs('user'),
    userAs('admin'),
    userAs('user'),
    userAs('teacher'),
  ]);
  const group = await createGroup(owner, o);
  await addMember(group.id, groupAdmin, MEMBER_AUTH.admin);
  await addMember(group.id, member, MEMBER_AUTH.member);
  await addMember(group.id, applicant, MEMBER_AUTH.applying, 'Please let me in');
  await addMember(group.id, refused, MEMBER_AUTH.refused, 'Please let me in');
  const other = await createGroup(otherOwner, { auth: 'private' });
  await addMember(other.id, outsider, MEMBER_AUTH.member);
  return { group, other, owner, groupAdmin, member, applicant, refused, user, siteAdmin, outsider, otherOwner };
}

/** A problem of the group (auth 1: open to members), written straight into D1. */
export async function insertGroupProblem(gid: number, shortName: string): Promise<{ pid: number; problemId: string }> {
  const problem = await insertProblem({ auth: 1, problemId: `${shortName.toUpperCase()}${crypto.randomUUID().slice(0, 4).toUpperCase()}` });
  await env.DB.prepare('UPDATE problems SET gid = ? WHERE id = ?').bind(gid, problem.pid).run();
  return problem;
}

/** A submission made in the group (gid set, no contest), pending, then judged by the runner, so the verdict batch runs. */
export async function groupSubmission(gid: number, pid: number, user: TestUser, outcome: { status: number; score?: number }): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid, gid, submit_time) VALUES (?, ?, ?, ?, 'int main(){}', 'C++', 12, 5, 0, ?, unixepoch()) RETURNING submit_id AS id",
  )
    .bind(pid, `P${pid}`, user.uid, user.username, gid)
    .first<{ id: number }>();
  await judge(row!.id, outcome);
  return row!.id;
}
