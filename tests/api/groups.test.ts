import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AnnouncementView, GroupDetail, GroupMemberRow, GroupRankRow, GroupView } from '../../contract/api/groups';
import { GROUP_MESSAGES as M } from '../../contract/rules/groups';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { addMember, createGroup, groupBody, groupCast, groupSubmission, insertGroupProblem, uniqueShortName, userAs } from './groups-support';
import { createContest, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, request } from './support';
import { database } from '../../worker/db/client';
import { rebuildGroupRankStatements } from '../../worker/groups/rank-rows';
import { insertProblem } from './problems-support';
import { insertTraining } from './trainings-support';

/** Groups, membership, announcements, avatar, rank and disbanding (part 3 §2.3-§2.5, §2.10-§2.12, §4-§7; decision 31). */

const get = <T>(path: string, who: TestUser | null, query: Record<string, string | number | boolean>) => call<T>('GET', path, { token: who?.token ?? null, query });
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, who: TestUser | null, options: { body?: unknown; query?: Record<string, string | number> }) => call<T>(method, path, { token: who?.token ?? null, ...options });

async function countRows(table: string, where: string, ...binds: (string | number)[]): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}
async function memberCount(gid: number): Promise<number> {
  return (await env.DB.prepare('SELECT member_count AS n FROM groups WHERE id = ?').bind(gid).first<{ n: number }>())!.n;
}
async function listed(who: TestUser | null, query: Record<string, string | number | boolean> = {}): Promise<GroupView[]> {
  return expectOk(await get<Page<GroupView>>('/api/get-group-list', who, { limit: 120, ...query })).records;
}
const auth = async (who: TestUser, gid: number) => expectOk(await get<number>('/api/get-group-auth', who, { gid }));

describe('creating and changing a group', () => {
  it('lets admin roles create a group whose creator is its owner and only member, and refuses ordinary users below the group threshold', async () => {
    const [teacher, user] = await Promise.all([userAs('teacher'), userAs('user')]);
    // Ordinary users need the accepted problems of the group threshold (decision 33; tests/api/discussions.test.ts covers passing it).
    expectRefused(await send('POST', '/api/group', user, { body: groupBody() }), 403, 'You need at least 20 accepted problems to create a group (you have 0)');
    expectRefused(await send('POST', '/api/group', null, { body: groupBody() }), 401);
    const created = await send<GroupDetail>('POST', '/api/group', teacher, { body: groupBody({ auth: 'private', code: 'CLS001' }) });
    const group = expectOk(created);
    expect(created.body.msg).toBe(M.created);
    expect(group).toMatchObject({ owner: teacher.username, uid: teacher.uid, auth: 3, code: 'CLS001', memberCount: 1, visible: true, status: 0 });
    expect(await auth(teacher, group.id)).toBe(5);
    expect(await countRows('group_members', 'gid = ? AND uid = ? AND auth = 5', group.id, teacher.uid)).toBe(1);
  });

  it('checks every field with its message key', async () => {
    const teacher = await userAs('teacher');
    const refuse = async (body: Record<string, unknown>, msg: string) => expectRefused(await send('POST', '/api/group', teacher, { body: { ...groupBody(), ...body } }), 400, msg);
    await refuse({ name: '' }, 'Group_Name_Check_Required');
    await refuse({ name: 'abcd' }, 'Group_Name_Check_Min_Max');
    await refuse({ name: 'x'.repeat(26) }, 'Group_Name_Check_Min_Max');
    await refuse({ shortName: '   ' }, 'Group_Short_Name_Check_Required');
    await refuse({ shortName: 'abcd' }, 'Group_Short_Name_Check_Min_Max');
    await refuse({ shortName: 'abcdefghijk' }, 'Group_Short_Name_Check_Min_Max');
    await refuse({ brief: '' }, 'Group_Brief_Check_Required');
    await refuse({ brief: 'x'.repeat(51) }, 'Group_Brief_Check_Min_Max');
    await refuse({ description: '' }, 'Group_Description_Check_Required');
    await refuse({ description: 'abc' }, 'Group_Description_Check_Min_Max');
    await refuse({ auth: 4 }, 'Group_Auth_Check_Required');
    await refuse({ auth: 3, code: null }, 'Group_Code_Check_Required');
    await refuse({ auth: 2, code: '' }, 'Group_Code_Check_Required');
    await refuse({ auth: 3, code: 'ABCDE' }, 'Group_Code_Check_Min_Max');
    await refuse({ auth: 3, code: 'ABCDEFG' }, 'Group_Code_Check_Min_Max');
    // A public group needs no code.
    expect(expectOk(await send<GroupDetail>('POST', '/api/group', teacher, { body: groupBody({ auth: 'public', code: null }) })).code).toBeNull();
  });

  it('keeps short names unique without regard to case', async () => {
    const teacher = await userAs('teacher');
    const shortName = uniqueShortName();
    await createGroup(teacher, { shortName });
    expectRefused(await send('POST', '/api/group', teacher, { body: groupBody({ shortName: shortName.toUpperCase() }) }), 400, M.shortNameTaken);
  });

  it('lets the group root and site admins change a group, fixes the short name once it has problems', async () => {
    const cast = await groupCast();
    const { group } = cast;
    const body = { ...groupBody({ shortName: group.shortName }), id: group.id, name: 'Renamed class' };
    for (const who of [cast.groupAdmin, cast.member, cast.user]) expectRefused(await send('PUT', '/api/group', who, { body }), 403, M.notRoot);
    expectRefused(await send('PUT', '/api/group', cast.outsider, { body }), 403, M.notRoot);
    expect(expectOk(await send<GroupDetail>('PUT', '/api/group', cast.owner, { body })).name).toBe('Renamed class');
    expect(expectOk(await send<GroupDetail>('PUT', '/api/group', cast.siteAdmin, { body: { ...body, brief: 'Changed by an admin' } })).brief).toBe('Changed by an admin');
    expectRefused(await send('PUT', '/api/group', cast.owner, { body: { ...body, shortName: cast.other.shortName } }), 400, M.shortNameTaken);
    const renamed = uniqueShortName();
    expect(expectOk(await send<GroupDetail>('PUT', '/api/group', cast.owner, { body: { ...body, shortName: renamed } })).shortName).toBe(renamed);
    await insertGroupProblem(group.id, renamed);
    expectRefused(await send('PUT', '/api/group', cast.owner, { body: { ...body, shortName: uniqueShortName() } }), 400, M.shortNameFixed);
    // Only the case changes: the problem ids keep their prefix, so it is allowed.
    expectOk(await send('PUT', '/api/group', cast.owner, { body: { ...body, shortName: renamed.toUpperCase() } }));
  });
});

describe('the group list, detail, auth and access', () => {
  it('lists visible groups newest first by keyword and auth; hidden ones only to members and site admins', async () => {
    const cast = await groupCast({ auth: 'protected' });
    const hidden = await createGroup(cast.owner, { visible: false, name: `Hidden ${crypto.randomUUID().slice(0, 6)}` });
    await addMember(hidden.id, cast.member);
    const ids = (rows: GroupView[]) => rows.map((r) => r.id);

    const visitor = await listed(null);
    expect(ids(visitor)).toContain(cast.group.id);
    expect(ids(visitor)).not.toContain(hidden.id);
    expect(ids(visitor).indexOf(cast.other.id)).toBeLessThan(ids(visitor).indexOf(cast.group.id));
    expect(ids(await listed(cast.user))).not.toContain(hidden.id);
    expect(ids(await listed(cast.outsider))).not.toContain(hidden.id);
    expect((await listed(cast.member)).find((r) => r.id === hidden.id)).toMatchObject({ visible: false });
    expect(ids(await listed(cast.siteAdmin))).toContain(hidden.id);
    expect(ids(await listed(cast.owner))).toContain(hidden.id);

    expect(ids(await listed(null, { keyword: cast.group.shortName }))).toEqual([cast.group.id]);
    expect(ids(await listed(null, { keyword: cast.group.name }))).toContain(cast.group.id);
    expect((await listed(null, { auth: 2 })).every((r) => r.auth === 2)).toBe(true);
    expect(ids(await listed(null, { auth: 3 }))).not.toContain(cast.group.id);

    // onlyMine: member (3+) or owner; applicants and refused users are not in.
    expect(ids(await listed(cast.member, { onlyMine: true })).sort()).toEqual([cast.group.id, hidden.id].sort());
    expect(ids(await listed(cast.applicant, { onlyMine: true }))).toEqual([]);
    expect(ids(await listed(cast.owner, { onlyMine: true }))).toContain(cast.group.id);
    expectRefused(await get('/api/get-group-list', null, { onlyMine: true }), 401);
    expectRefused(await get('/api/get-group-list', null, { limit: 121 }), 400);
    expect(expectOk(await get<Page<GroupView>>('/api/get-group-list', null, {})).size).toBe(15);
  });

  it('answers each caller their level and access, and the code only to group admins and site admins', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const expected: [TestUser, number, boolean, boolean][] = [
      [cast.user, 0, false, false],
      [cast.outsider, 0, false, false],
      [cast.applicant, 1, false, false],
      [cast.refused, 2, false, false],
      [cast.member, 3, true, false],
      [cast.groupAdmin, 4, true, true],
      [cast.owner, 5, true, true],
      [cast.siteAdmin, 0, true, true],
    ];
    for (const [who, level, access, seesCode] of expected) {
      expect(await auth(who, gid), who.username).toBe(level);
      expect(expectOk(await get<{ access: boolean }>('/api/get-group-access', who, { gid })).access).toBe(access);
      const detail = expectOk(await get<GroupDetail>('/api/get-group-detail', who, { gid }));
      expect(detail.description).toBe('About **this** class');
      expect(detail.code).toBe(seesCode ? 'CLS001' : null);
    }
    for (const path of ['/api/get-group-detail', '/api/get-group-auth', '/api/get-group-access']) expectRefused(await get(path, null, { gid }), 401);
    expectRefused(await get('/api/get-group-detail', cast.user, { gid: 999_999_999 }), 404, M.notFound);
  });

  it('makes a hidden or banned group one that does not exist to non-members', async () => {
    const cast = await groupCast();
    await env.DB.prepare('UPDATE groups SET visible = 0 WHERE id = ?').bind(cast.group.id).run();
    for (const who of [cast.user, cast.outsider, cast.applicant]) {
      expectRefused(await get('/api/get-group-detail', who, { gid: cast.group.id }), 404, M.notFound);
      expectRefused(await send('POST', '/api/group/member', who, { body: { gid: cast.group.id, reason: 'let me in', code: 'CLS001' } }), 404, M.notFound);
    }
    expectOk(await get('/api/get-group-detail', cast.member, { gid: cast.group.id }));
    expectOk(await get('/api/get-group-detail', cast.siteAdmin, { gid: cast.group.id }));
    await env.DB.prepare('UPDATE groups SET visible = 1, status = 1 WHERE id = ?').bind(cast.group.id).run();
    expectRefused(await get('/api/get-group-auth', cast.user, { gid: cast.group.id }), 404, M.notFound);
  });
});

describe('joining', () => {
  it('makes a member of a public group at once and refuses a second join', async () => {
    const cast = await groupCast({ auth: 'public' });
    const joined = await send('POST', '/api/group/member', cast.user, { body: { gid: cast.group.id } });
    expectOk(joined);
    expect(joined.body.msg).toBe(M.applied);
    expect(await auth(cast.user, cast.group.id)).toBe(3);
    expect(await memberCount(cast.group.id)).toBe(4);
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid: cast.group.id } }), 400, M.alreadyMember);
    expectRefused(await send('POST', '/api/group/member', cast.owner, { body: { gid: cast.group.id } }), 400, M.alreadyMember);
  });

  it('needs a reason for a protected group', async () => {
    const cast = await groupCast({ auth: 'protected' });
    const gid = cast.group.id;
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid } }), 400, 'Apply_Reason_Check_Required');
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason: 'abcd' } }), 400, 'Apply_Reason_Check_Min_Max');
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason: 'x'.repeat(101) } }), 400, 'Apply_Reason_Check_Min_Max');
    expectOk(await send('POST', '/api/group/member', cast.user, { body: { gid, reason: 'I sit in the front row' } }));
    expect(await auth(cast.user, gid)).toBe(1);
    expect(await memberCount(gid)).toBe(3);
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason: 'I sit in the front row' } }), 400, M.alreadyApplying);
  });

  it('needs a reason and the exact code for a private group; refused users may apply again', async () => {
    const cast = await groupCast({ auth: 'private' });
    const gid = cast.group.id;
    const reason = 'I am in this class';
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason } }), 400, 'Group_Code_Check_Required');
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason, code: 'CLS01' } }), 400, 'Group_Code_Check_Min_Max');
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, reason, code: 'CLS002' } }), 400, M.wrongCode);
    expectRefused(await send('POST', '/api/group/member', cast.user, { body: { gid, code: 'CLS001' } }), 400, 'Apply_Reason_Check_Required');
    expectOk(await send('POST', '/api/group/member', cast.user, { body: { gid, reason, code: 'CLS001' } }));
    expect(await auth(cast.user, gid)).toBe(1);
    // A member of another group has no way in without the code either.
    expectRefused(await send('POST', '/api/group/member', cast.outsider, { body: { gid, reason, code: 'ZZZ999' } }), 400, M.wrongCode);
    expectOk(await send('POST', '/api/group/member', cast.refused, { body: { gid, reason, code: 'CLS001' } }));
    expect(await auth(cast.refused, gid)).toBe(1);
    expectRefused(await send('POST', '/api/group/member', null, { body: { gid, reason, code: 'CLS001' } }), 401);
  });
});

describe('members and applications', () => {
  it('shows members (3-5) to members and applications (1-2) to group admins', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const members = expectOk(await get<Page<GroupMemberRow>>('/api/group/get-member-list', cast.member, { gid }));
    expect(members.records.map((r) => r.uid).sort()).toEqual([cast.owner.uid, cast.groupAdmin.uid, cast.member.uid].sort());
    expect(members.records[0]).toMatchObject({ uid: cast.owner.uid, auth: 5, username: cast.owner.username });
    expect(members.size).toBe(10);
    expect(expectOk(await get<Page<GroupMemberRow>>('/api/group/get-member-list', cast.member, { gid, keyword: cast.member.username })).records.map((r) => r.uid)).toEqual([cast.member.uid]);
    expect(expectOk(await get<Page<GroupMemberRow>>('/api/group/get-member-list', cast.siteAdmin, { gid, auth: 4 })).records.map((r) => r.uid)).toEqual([cast.groupAdmin.uid]);
    for (const who of [cast.user, cast.applicant, cast.refused, cast.outsider]) expectRefused(await get('/api/group/get-member-list', who, { gid }), 403, M.notMember);
    expectRefused(await get('/api/group/get-member-list', null, { gid }), 401);

    const applications = expectOk(await get<Page<GroupMemberRow>>('/api/group/get-apply-list', cast.groupAdmin, { gid }));
    expect(applications.records.map((r) => [r.uid, r.auth, r.reason])).toEqual(
      expect.arrayContaining([
        [cast.applicant.uid, 1, 'Please let me in'],
        [cast.refused.uid, 2, 'Please let me in'],
      ]),
    );
    expect(applications.total).toBe(2);
    expect(expectOk(await get<Page<GroupMemberRow>>('/api/group/get-apply-list', cast.owner, { gid, auth: 1 })).records.map((r) => r.uid)).toEqual([cast.applicant.uid]);
    expectOk(await get('/api/group/get-apply-list', cast.siteAdmin, { gid }));
    for (const who of [cast.member, cast.user, cast.outsider, cast.applicant]) expectRefused(await get('/api/group/get-apply-list', who, { gid }), 403, M.notAdmin);
  });

  it('follows the level rules when accepting, refusing and changing members, and keeps the member count', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const put = (who: TestUser, target: TestUser, level: number) => send<GroupMemberRow>('PUT', '/api/group/member', who, { body: { gid, uid: target.uid, auth: level } });
    expect(await memberCount(gid)).toBe(3);
    expect(expectOk(await put(cast.groupAdmin, cast.applicant, 3))).toMatchObject({ uid: cast.applicant.uid, auth: 3 });
    expect(await memberCount(gid)).toBe(4);
    expectRefused(await put(cast.groupAdmin, cast.member, 4), 403, M.levelAtOrBelow);
    expectRefused(await put(cast.groupAdmin, cast.owner, 3), 403, M.memberAtOrAbove);
    expectRefused(await put(cast.groupAdmin, cast.groupAdmin, 3), 403, M.cannotChangeSelf);
    expectRefused(await put(cast.member, cast.applicant, 2), 403, M.notAdmin);
    expectRefused(await put(cast.outsider, cast.applicant, 2), 403, M.notAdmin);
    expectRefused(await put(cast.groupAdmin, cast.user, 3), 404, M.memberNotFound);
    // Demoting to refused takes them out of the count.
    expectOk(await put(cast.groupAdmin, cast.applicant, 2));
    expect(await memberCount(gid)).toBe(3);
    // The owner may raise anyone to any level; a second admin then cannot touch the first.
    expectOk(await put(cast.owner, cast.member, 4));
    expectRefused(await put(cast.member, cast.groupAdmin, 3), 403, M.memberAtOrAbove);
    expectOk(await put(cast.siteAdmin, cast.member, 5));
    expect(await auth(cast.member, gid)).toBe(5);
    expectRefused(await put(cast.siteAdmin, cast.owner, 3), 403, M.memberAtOrAbove);
    expectRefused(await send('PUT', '/api/group/member', cast.owner, { body: { gid, uid: cast.member.uid, auth: 1 } }), 400);
  });

  it('removes members by the level rules, lets members exit, and keeps the owner in', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const remove = (who: TestUser, target: TestUser) => send('DELETE', '/api/group/member', who, { query: { gid, uid: target.uid } });
    expectRefused(await remove(cast.member, cast.applicant), 403, M.notAdmin);
    expectRefused(await remove(cast.outsider, cast.member), 403, M.notAdmin);
    expectRefused(await send('DELETE', '/api/group/member/exit', cast.outsider, { query: { gid } }), 400, M.memberNotFound);
    expectRefused(await send('DELETE', '/api/group/member', null, { query: { gid, uid: cast.member.uid } }), 401);
    expectRefused(await remove(cast.groupAdmin, cast.owner), 403, M.memberAtOrAbove);
    expectRefused(await remove(cast.groupAdmin, cast.groupAdmin), 403, M.cannotRemoveSelf);
    expectRefused(await remove(cast.groupAdmin, cast.user), 404, M.memberNotFound);
    expectOk(await remove(cast.groupAdmin, cast.applicant));
    expectOk(await remove(cast.groupAdmin, cast.member));
    expect(await auth(cast.member, gid)).toBe(0);
    expect(await memberCount(gid)).toBe(2);
    expectOk(await remove(cast.owner, cast.groupAdmin));
    expect(await memberCount(gid)).toBe(1);

    await addMember(gid, cast.user);
    const exited = await send('DELETE', '/api/group/member/exit', cast.user, { query: { gid } });
    expectOk(exited);
    expect(exited.body.msg).toBe(M.exited);
    expect(await memberCount(gid)).toBe(1);
    expectRefused(await send('DELETE', '/api/group/member/exit', cast.user, { query: { gid } }), 400, M.memberNotFound);
    expectRefused(await send('DELETE', '/api/group/member/exit', cast.owner, { query: { gid } }), 400, M.ownerCannotExit);
  });

  it('disbands the group when a site admin removes its owner', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    expectRefused(await send('DELETE', '/api/group/member', cast.owner, { query: { gid, uid: cast.owner.uid } }), 403, M.cannotRemoveSelf);
    const kicked = await send('DELETE', '/api/group/member', cast.siteAdmin, { query: { gid, uid: cast.owner.uid } });
    expectOk(kicked);
    expect(kicked.body.msg).toBe(M.disbanded);
    expect(await countRows('groups', 'id = ?', gid)).toBe(0);
    expect(await countRows('group_members', 'gid = ?', gid)).toBe(0);
  });
});

describe('announcements', () => {
  async function publish(who: TestUser, gid: number, fields: { title?: string; status?: 0 | 1 } = {}): Promise<AnnouncementView> {
    return expectOk(await send<AnnouncementView>('POST', '/api/group/announcement', who, { body: { gid, title: fields.title ?? 'Homework due Friday', content: 'Read **chapter 2**', status: fields.status ?? 0 } }));
  }

  it('lets group admins publish and members read the visible ones, newest first', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const first = await publish(cast.groupAdmin, gid, { title: 'First' });
    const hidden = await publish(cast.owner, gid, { title: 'Draft', status: 1 });
    const last = await publish(cast.siteAdmin, gid, { title: 'Last' });
    expect(first).toMatchObject({ gid, uid: cast.groupAdmin.uid, username: cast.groupAdmin.username, status: 0 });
    for (const who of [cast.member, cast.user, cast.applicant, cast.outsider]) expectRefused(await send('POST', '/api/group/announcement', who, { body: { gid, title: 'x', content: 'y' } }), 403, M.notAdmin);

    const panel = expectOk(await get<Page<AnnouncementView>>('/api/group/get-announcement-list', cast.member, { gid }));
    expect(panel.records.map((a) => a.id)).toEqual([last.id, first.id]);
    expect(panel.size).toBe(5);
    for (const who of [cast.user, cast.applicant, cast.refused, cast.outsider]) expectRefused(await get('/api/group/get-announcement-list', who, { gid }), 403, M.notMember);

    const admin = expectOk(await get<Page<AnnouncementView>>('/api/group/get-admin-announcement-list', cast.groupAdmin, { gid }));
    expect(admin.records.map((a) => a.id)).toEqual([last.id, hidden.id, first.id]);
    expect(admin.size).toBe(10);
    for (const who of [cast.member, cast.outsider]) expectRefused(await get('/api/group/get-admin-announcement-list', who, { gid }), 403, M.notAdmin);
  });

  it('lets the root change or delete any announcement and other admins only their own', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const byOwner = await publish(cast.owner, gid);
    const byAdmin = await publish(cast.groupAdmin, gid);
    const change = (who: TestUser, id: number, title: string) => send<AnnouncementView>('PUT', '/api/group/announcement', who, { body: { id, gid, title, content: 'Changed', status: 1 } });
    expectRefused(await change(cast.groupAdmin, byOwner.id, 'Mine now'), 403, M.notAnnouncementAuthor);
    expectRefused(await change(cast.member, byAdmin.id, 'Mine now'), 403, M.notAdmin);
    expect(expectOk(await change(cast.groupAdmin, byAdmin.id, 'Own change'))).toMatchObject({ title: 'Own change', status: 1 });
    expect(expectOk(await change(cast.owner, byAdmin.id, 'Root change')).title).toBe('Root change');
    // An announcement of another group read through this group's id is not found.
    const elsewhere = await publish(cast.otherOwner, cast.other.id);
    expectRefused(await change(cast.owner, elsewhere.id, 'Across'), 404, M.announcementNotFound);
    expectRefused(await send('DELETE', '/api/group/announcement', cast.owner, { query: { aid: elsewhere.id, gid } }), 404, M.announcementNotFound);

    expectRefused(await send('DELETE', '/api/group/announcement', cast.groupAdmin, { query: { aid: byOwner.id, gid } }), 403, M.notAnnouncementAuthor);
    expectOk(await send('DELETE', '/api/group/announcement', cast.groupAdmin, { query: { aid: byAdmin.id, gid } }));
    expectOk(await send('DELETE', '/api/group/announcement', cast.siteAdmin, { query: { aid: byOwner.id, gid } }));
    expect(await countRows('announcements', 'gid = ?', gid)).toBe(0);
  });

  it('answers an announcement by id: the site visible ones to anyone, a group one to its members, hidden ones to their managers', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const visible = await publish(cast.owner, gid);
    const hidden = await publish(cast.owner, gid, { status: 1 });
    const byId = (who: TestUser | null, id: number) => get<AnnouncementView>('/api/getAnnouncementById', who, { id });
    expect(expectOk(await byId(cast.member, visible.id)).title).toBe('Homework due Friday');
    for (const who of [null, cast.user, cast.applicant, cast.outsider]) expectRefused(await byId(who, visible.id), 404, M.announcementNotFound);
    expectRefused(await byId(cast.member, hidden.id), 404, M.announcementNotFound);
    expectOk(await byId(cast.groupAdmin, hidden.id));
    expectOk(await byId(cast.siteAdmin, hidden.id));

    const site = await env.DB.prepare("INSERT INTO announcements (title, content, status, uid) VALUES ('Site news', 'Welcome', 0, ?) RETURNING id").bind(cast.siteAdmin.uid).first<{ id: number }>();
    const siteHidden = await env.DB.prepare("INSERT INTO announcements (title, content, status, uid) VALUES ('Site draft', 'Soon', 1, ?) RETURNING id").bind(cast.siteAdmin.uid).first<{ id: number }>();
    expect(expectOk(await byId(null, site!.id))).toMatchObject({ gid: null, title: 'Site news' });
    expectRefused(await byId(null, siteHidden!.id), 404, M.announcementNotFound);
    expectRefused(await byId(cast.owner, siteHidden!.id), 404, M.announcementNotFound);
    expectOk(await byId(cast.siteAdmin, siteHidden!.id));
    expectRefused(await byId(null, 999_999_999), 404, M.announcementNotFound);
  });
});

describe('the group rank', () => {
  it('ranks current members by their group submissions, ACM and OI, and moves with each verdict', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const [p1, p2] = [await insertGroupProblem(gid, cast.group.shortName), await insertGroupProblem(gid, cast.group.shortName)];
    await groupSubmission(gid, p1.pid, cast.member, { status: JUDGE_STATUS.wrongAnswer, score: 40 });
    await groupSubmission(gid, p1.pid, cast.member, { status: JUDGE_STATUS.accepted, score: 100 });
    await groupSubmission(gid, p1.pid, cast.groupAdmin, { status: JUDGE_STATUS.accepted, score: 100 });
    await groupSubmission(gid, p2.pid, cast.owner, { status: JUDGE_STATUS.wrongAnswer, score: 90 });
    await groupSubmission(gid, p2.pid, cast.owner, { status: JUDGE_STATUS.wrongAnswer, score: 60 });
    await groupSubmission(gid, p1.pid, cast.owner, { status: JUDGE_STATUS.wrongAnswer, score: 30 });
    // Not members (any more): their rows are kept but not listed.
    await groupSubmission(gid, p1.pid, cast.applicant, { status: JUDGE_STATUS.accepted, score: 100 });
    const rank = async (query: Record<string, string | number> = {}) => expectOk(await get<Page<GroupRankRow>>('/api/get-group-rank-list', cast.member, { gid, ...query }));

    const acm = await rank();
    expect(acm.size).toBe(30);
    expect(acm.records.map((r) => [r.uid, r.rank, r.ac, r.total])).toEqual([
      [cast.groupAdmin.uid, 1, 1, 1],
      [cast.member.uid, 2, 1, 2],
      [cast.owner.uid, 3, 0, 3],
    ]);
    expect(acm.records[1]).toMatchObject({ username: cast.member.username, nickname: 'membernick', score: 100 });
    const oi = await rank({ type: 1 });
    // Ties (same score and AC) keep one fixed order, by account id.
    const tied = [cast.groupAdmin.uid, cast.member.uid].sort();
    expect(oi.records.map((r) => [r.uid, r.score])).toEqual([
      [cast.owner.uid, 120],
      [tied[0], 100],
      [tied[1], 100],
    ]);
    expect((await rank({ searchUser: 'membernick' })).records.map((r) => r.uid)).toEqual([cast.member.uid]);
    expect((await rank({ searchUser: cast.owner.username })).records.map((r) => r.uid)).toEqual([cast.owner.uid]);

    // A verdict moves the rank: the owner solves both and goes first.
    await groupSubmission(gid, p1.pid, cast.owner, { status: JUDGE_STATUS.accepted, score: 100 });
    await groupSubmission(gid, p2.pid, cast.owner, { status: JUDGE_STATUS.accepted, score: 100 });
    expect((await rank()).records[0]).toMatchObject({ uid: cast.owner.uid, ac: 2, total: 5, score: 200 });
    // The rebuild from the submissions gives the very rows the verdicts kept.
    const kept = await rank({ type: 1 });
    await env.DB.prepare('UPDATE group_rank_stats SET ac = 0, total = 0, score = 0 WHERE gid = ?').bind(gid).run();
    await env.DB.prepare('DELETE FROM group_problem_best WHERE gid = ?').bind(gid).run();
    const db = database(env);
    await db.batch(rebuildGroupRankStatements(db, gid));
    expect(await rank({ type: 1 })).toEqual(kept);
    // Accepting the applicant puts their kept row on the board.
    await addMember(gid, cast.applicant);
    expect((await rank()).records.map((r) => r.uid)).toContain(cast.applicant.uid);

    for (const who of [cast.user, cast.refused, cast.outsider]) expectRefused(await get('/api/get-group-rank-list', who, { gid }), 403, M.notMember);
    expectRefused(await get('/api/get-group-rank-list', null, { gid }), 401);
  });

  it('counts neither contest submissions nor site ones', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const p = await insertGroupProblem(gid, cast.group.shortName);
    await groupSubmission(gid, p.pid, cast.member, { status: JUDGE_STATUS.wrongAnswer });
    const contest = await createContest(cast.owner, { gid });
    const inContest = await env.DB.prepare(
      "INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid, gid, submit_time) VALUES (?, 'A', ?, ?, 'x', 'C++', 1, 5, ?, ?, unixepoch()) RETURNING submit_id AS id",
    )
      .bind(p.pid, cast.member.uid, cast.member.username, contest.id, gid)
      .first<{ id: number }>();
    const { judge } = await import('./scoreboard-support');
    await judge(inContest!.id, { status: JUDGE_STATUS.accepted });
    const row = expectOk(await get<Page<GroupRankRow>>('/api/get-group-rank-list', cast.member, { gid })).records[0];
    expect(row).toMatchObject({ uid: cast.member.uid, ac: 0, total: 1 });
  });

  it("shows each member's OI coins, earned over the whole site (0 before any)", async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const p = await insertGroupProblem(gid, cast.group.shortName);
    await groupSubmission(gid, p.pid, cast.member, { status: JUDGE_STATUS.wrongAnswer });
    const coinOf = async () => expectOk(await get<Page<GroupRankRow>>('/api/get-group-rank-list', cast.member, { gid })).records.find((r) => r.uid === cast.member.uid)?.oiCoin;
    expect(await coinOf()).toBe(0);
    await env.DB.prepare('INSERT INTO user_stats (uid, total, ac, score, oi_coin) VALUES (?, 3, 2, 0, 7) ON CONFLICT (uid) DO UPDATE SET oi_coin = 7').bind(cast.member.uid).run();
    expect(await coinOf()).toBe(7);
  });
});

describe('the group avatar', () => {
  const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (ch) => ch.charCodeAt(0));
  function form(gid: number | string, bytes: Uint8Array, name: string): FormData {
    const data = new FormData();
    data.append('gid', String(gid));
    data.append('image', new File([bytes], name, { type: 'image/png' }));
    return data;
  }

  it('lets the group root upload an avatar served like user avatars, with the spec refusals', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const upload = (who: TestUser, body: FormData) => call<GroupDetail>('POST', '/api/file/upload-group-avatar', { token: who.token, body });
    expectRefused(await upload(cast.groupAdmin, form(gid, PNG, 'a.png')), 403, M.notRoot);
    expectRefused(await upload(cast.outsider, form(gid, PNG, 'a.png')), 403, M.notRoot);
    expectRefused(await upload(cast.owner, form(gid, new TextEncoder().encode('hello'), 'a.txt')), 415, M.fileType);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    expectRefused(await upload(cast.owner, form(gid, big, 'big.png')), 413, M.fileSize);
    expectRefused(await upload(cast.owner, form('x', PNG, 'a.png')), 400);

    const done = await upload(cast.owner, form(gid, PNG, 'a.png'));
    const group = expectOk(done);
    expect(done.body.msg).toBe(M.avatarUploaded);
    expect(group.avatar).toMatch(/^\/api\/public\/avatar\/[^/]+\.png$/);
    const image = await request('GET', group.avatar!);
    expect(image.status).toBe(200);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    const again = expectOk(await upload(cast.siteAdmin, form(gid, PNG, 'b.png')));
    expect((await request('GET', group.avatar!)).status).toBe(404);
    expect((await request('GET', again.avatar!)).status).toBe(200);
  });
});

describe('disbanding', () => {
  it('lets only the owner or a site admin disband, and removes everything of the group in one go', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const problem = await insertGroupProblem(gid, cast.group.shortName);
    await groupSubmission(gid, problem.pid, cast.member, { status: JUDGE_STATUS.accepted });
    // Homework on a public problem: the submission goes, and the best result it made with it.
    const bank = await insertProblem({ auth: 1 });
    await groupSubmission(gid, bank.pid, cast.member, { status: JUDGE_STATUS.accepted });
    expect(await countRows('user_problem_status', 'uid = ? AND pid = ?', cast.member.uid, bank.pid)).toBe(1);
    const tid = await insertTraining({ author: cast.owner });
    await env.DB.prepare('UPDATE trainings SET gid = ? WHERE id = ?').bind(gid, tid).run();
    await env.DB.prepare("INSERT INTO training_problems (tid, pid, display_id, rank) VALUES (?, ?, 'A', 1)").bind(tid, problem.pid).run();
    const contest = await createContest(cast.owner, { gid });
    await env.DB.prepare("INSERT INTO contest_problems (cid, pid, display_id, display_title) VALUES (?, ?, 'A', 'A')").bind(contest.id, problem.pid).run();
    await env.DB.prepare("INSERT INTO announcements (title, content, uid, gid) VALUES ('Note', 'Text', ?, ?)").bind(cast.owner.uid, gid).run();
    // The other group is untouched.
    const otherProblem = await insertGroupProblem(cast.other.id, cast.other.shortName);

    for (const who of [cast.groupAdmin, cast.member, cast.user]) expectRefused(await send('DELETE', '/api/group', who, { query: { gid } }), 403, M.notOwner);
    expectRefused(await send('DELETE', '/api/group', cast.outsider, { query: { gid } }), 403, M.notOwner);
    const done = await send('DELETE', '/api/group', cast.owner, { query: { gid } });
    expectOk(done);
    expect(done.body.msg).toBe(M.disbanded);

    expect(await countRows('groups', 'id = ?', gid)).toBe(0);
    expect(await countRows('group_members', 'gid = ?', gid)).toBe(0);
    expect(await countRows('announcements', 'gid = ?', gid)).toBe(0);
    expect(await countRows('problems', 'gid = ?', gid)).toBe(0);
    expect(await countRows('submissions', 'pid = ? OR gid = ?', problem.pid, gid)).toBe(0);
    expect(await countRows('trainings', 'id = ?', tid)).toBe(0);
    expect(await countRows('training_problems', 'tid = ?', tid)).toBe(0);
    expect(await countRows('contests', 'id = ?', contest.id)).toBe(0);
    expect(await countRows('contest_problems', 'cid = ?', contest.id)).toBe(0);
    expect(await countRows('group_rank_stats', 'gid = ?', gid)).toBe(0);
    expect(await countRows('group_problem_best', 'gid = ?', gid)).toBe(0);
    expect(await countRows('problems', 'id = ?', otherProblem.pid)).toBe(1);
    expect(await countRows('problems', 'id = ?', bank.pid)).toBe(1);
    expect(await countRows('user_problem_status', 'uid = ? AND pid = ?', cast.member.uid, bank.pid)).toBe(0);
    expectRefused(await get('/api/get-group-detail', cast.siteAdmin, { gid }), 404, M.notFound);

    const second = await groupCast();
    expectOk(await send('DELETE', '/api/group', second.siteAdmin, { query: { gid: second.group.id } }));
    expect(await countRows('groups', 'id = ?', second.group.id)).toBe(0);
  });
});
