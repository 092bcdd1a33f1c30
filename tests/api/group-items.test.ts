import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminContestProblemRow, AdminContestRow, AdminContestView, ContestAnnouncementView, ContestListRow } from '../../contract/api/contests';
import { GROUP_MESSAGES } from '../../contract/api/groups';
import type { AdminTrainingExamRow, AdminTrainingProblemRow, AdminTrainingRow, AdminTrainingWithCategory, TrainingListRow } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/api/trainings';
import type { Page } from '../../contract/envelope';
import { addContestProblem, insertContest, insertTry } from './contests-support';
import { fileForm, insertProblem, uniqueProblemId } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, nowSeconds, request, type CallResult, type Method } from './support';
import { attachPaper, insertCategory, insertExam, insertTraining, trainingProblem, userAs } from './trainings-support';

/**
 * Group homework and group contests (part 3 §2.7, §2.8, §3.3, §3.5, §7 "Groups"; decision 31):
 * every call by role, the copy from public trainings, the site lists leaving group items out, and a
 * member of another group kept out of everything, through the group calls and the site's own.
 */

// ---- groups and members written straight into D1 ----

async function insertGroup(owner: TestUser, o: { auth?: number; visible?: boolean } = {}): Promise<{ gid: number; shortName: string }> {
  const shortName = `g${crypto.randomUUID().replaceAll('-', '').slice(0, 8)}`;
  const row = await env.DB.prepare('INSERT INTO groups (name, short_name, brief, description, owner, uid, auth, visible, member_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1) RETURNING id')
    .bind(`Class ${shortName}`, shortName, 'A class', 'A class of ours', owner.username, owner.uid, o.auth ?? 1, o.visible === false ? 0 : 1)
    .first<{ id: number }>();
  await joinAs(row!.id, owner, 5);
  return { gid: row!.id, shortName };
}

async function joinAs(gid: number, user: TestUser, auth: number): Promise<void> {
  await env.DB.prepare('INSERT INTO group_members (gid, uid, auth) VALUES (?, ?, ?)').bind(gid, user.uid, auth).run();
}

async function groupProblem(gid: number, shortName: string, o: { auth?: number; applyPublicProgress?: number | null } = {}) {
  const p = await insertProblem({ auth: o.auth ?? 1, problemId: uniqueProblemId(shortName.toUpperCase()) });
  await env.DB.prepare('UPDATE problems SET gid = ?, apply_public_progress = ? WHERE id = ?').bind(gid, o.applyPublicProgress ?? null, p.pid).run();
  return p;
}

/**
 * The callers: a site user with no standing, an applicant, a member, the group's root (owner), two
 * group admins (one authors the items, the other does not), a site admin outside the group, and a
 * member and an admin of ANOTHER group.
 */
async function groupCast() {
  const [root, author, otherAdmin, member, applicant, user, siteAdmin, otherRoot, outsider, outsiderAdmin] = await Promise.all([
    userAs('user'),
    userAs('user'),
    userAs('user'),
    userAs('user'),
    userAs('user'),
    userAs('user'),
    userAs('admin'),
    userAs('user'),
    userAs('user'),
    userAs('user'),
  ]);
  const group = await insertGroup(root);
  await Promise.all([joinAs(group.gid, author, 4), joinAs(group.gid, otherAdmin, 4), joinAs(group.gid, member, 3), joinAs(group.gid, applicant, 1)]);
  const other = await insertGroup(otherRoot);
  await Promise.all([joinAs(other.gid, outsider, 3), joinAs(other.gid, outsiderAdmin, 4)]);
  return { root, author, otherAdmin, member, applicant, user, siteAdmin, otherRoot, outsider, outsiderAdmin, group, other };
}

type Cast = Awaited<ReturnType<typeof groupCast>>;

const as = <T>(who: TestUser | null, method: Method, path: string, options: { query?: Record<string, string | number | boolean>; body?: unknown } = {}): Promise<CallResult<T>> =>
  call<T>(method, `/api${path}`, { token: who?.token ?? null, ...options });

const isoIn = (seconds: number) => new Date((nowSeconds() + seconds) * 1000).toISOString();

function trainingBody(gid: number | null, categoryId: number, training: Record<string, unknown> = {}) {
  return { training: { rank: 10, title: 'Loops homework', description: 'Practise loops', auth: 'Public', privatePwd: null, rankShowName: 'username', status: true, gid, ...training }, trainingCategory: { id: categoryId } };
}

function contestBody(gid: number | null, overrides: Record<string, unknown> = {}) {
  return { title: 'Class round', description: 'Solve **these**.', startTime: isoIn(-600), endTime: isoIn(3 * 3600), type: 0, auth: 0, gid, ...overrides };
}

let cast: Cast;
let category: number;
beforeAll(async () => {
  cast = await groupCast();
  category = await insertCategory('Homework');
});

describe('group homework', () => {
  it('lets group admins create homework and only the group root or its author change it', async () => {
    const { gid } = cast.group;
    const add = (who: TestUser | null, body: unknown) => as<AdminTrainingWithCategory>(who, 'POST', '/group/training', { body });
    expectRefused(await add(null, trainingBody(gid, category)), 401);
    for (const who of [cast.user, cast.applicant, cast.member, cast.outsider, cast.outsiderAdmin]) expectRefused(await add(who, trainingBody(gid, category)), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await add(cast.author, trainingBody(null, category)), 400, /training\.gid is required/);
    expectRefused(await add(cast.author, trainingBody(gid, 99_999_999)), 400, TRAINING_MESSAGES.categoryNotFound);
    const created = await add(cast.author, trainingBody(gid, category));
    expect(created.body.msg).toBe('Create_Successfully');
    const { training } = expectOk(created);
    expect(training).toMatchObject({ gid, author: cast.author.username, title: 'Loops homework' });
    const tid = training.id;

    // Read, change, hide: the group root, the author, a site admin; never another group admin, a member or an outsider.
    for (const who of [cast.root, cast.author, cast.siteAdmin]) expect(expectOk(await as<AdminTrainingWithCategory>(who, 'GET', '/group/training', { query: { tid } })).training.id).toBe(tid);
    for (const who of [cast.otherAdmin, cast.member, cast.outsider, cast.outsiderAdmin, cast.otherRoot]) {
      expectRefused(await as(who, 'GET', '/group/training', { query: { tid } }), 403);
      expectRefused(await as(who, 'PUT', '/group/training', { body: trainingBody(gid, category, { id: tid, title: 'Taken over' }) }), 403);
      expectRefused(await as(who, 'PUT', '/group/change-training-status', { query: { tid, status: false } }), 403);
      expectRefused(await as(who, 'DELETE', '/group/training', { query: { tid } }), 403);
      // ... nor through the site's admin calls.
      expectRefused(await as(who, 'PUT', '/admin/training', { body: trainingBody(gid, category, { id: tid, title: 'Taken over' }) }), 403);
    }
    const changed = expectOk(await as<AdminTrainingWithCategory>(cast.root, 'PUT', '/group/training', { body: trainingBody(gid, category, { id: tid, title: 'Loops II' }) }));
    expect(changed.training).toMatchObject({ title: 'Loops II', author: cast.author.username, gid });
    expectRefused(await as(cast.root, 'PUT', '/group/training', { body: trainingBody(null, category, { id: tid }) }), 400, /stays in its group/);
    expectRefused(await as(cast.root, 'PUT', '/group/training', { body: trainingBody(cast.other.gid, category, { id: tid }) }), 400, /stays in its group/);

    // An author who is no longer a group admin loses the homework; the root keeps it.
    await env.DB.prepare('UPDATE group_members SET auth = 3 WHERE gid = ? AND uid = ?').bind(gid, cast.author.uid).run();
    expectRefused(await as(cast.author, 'GET', '/group/training', { query: { tid } }), 403);
    await env.DB.prepare('UPDATE group_members SET auth = 4 WHERE gid = ? AND uid = ?').bind(gid, cast.author.uid).run();

    // The group calls never reach a site training.
    const site = await insertTraining({ author: cast.siteAdmin });
    expectRefused(await as(cast.siteAdmin, 'GET', '/group/training', { query: { tid: site } }), 404, TRAINING_MESSAGES.notFound);
    expectRefused(await as(cast.siteAdmin, 'DELETE', '/group/training', { query: { tid: site } }), 404);

    expectOk(await as(cast.author, 'PUT', '/group/change-training-status', { query: { tid, status: false } }));
    expectOk(await as(cast.author, 'DELETE', '/group/training', { query: { tid } }));
    expectRefused(await as(cast.root, 'GET', '/group/training', { query: { tid } }), 404);
  });

  it('lists visible homework to members and every homework to group admins', async () => {
    const { gid } = cast.group;
    const shown = expectOk(await as<AdminTrainingWithCategory>(cast.author, 'POST', '/group/training', { body: trainingBody(gid, category, { title: 'Shown homework', rank: 1 }) })).training.id;
    const hidden = expectOk(await as<AdminTrainingWithCategory>(cast.root, 'POST', '/group/training', { body: trainingBody(gid, category, { title: 'Hidden homework', status: false }) })).training.id;
    const p = await insertProblem({ auth: 1 });
    expectOk(await as(cast.author, 'POST', '/group/add-training-problem-from-public', { body: { tid: shown, pid: p.pid } }));

    const list = (who: TestUser | null, path = '/group/get-training-list') => as<Page<TrainingListRow>>(who, 'GET', path, { query: { gid, limit: 100 } });
    expectRefused(await list(null), 401);
    for (const who of [cast.user, cast.applicant, cast.outsider, cast.outsiderAdmin]) expectRefused(await list(who), 403, GROUP_MESSAGES.notMember);
    for (const who of [cast.member, cast.siteAdmin]) {
      const ids = expectOk(await list(who)).records.map((r) => r.id);
      expect(ids).toContain(shown);
      expect(ids).not.toContain(hidden);
    }
    const row = expectOk(await list(cast.member)).records.find((r) => r.id === shown)!;
    expect(row).toMatchObject({ gid, problemCount: 1, acCount: 0 });

    for (const who of [cast.member, cast.applicant, cast.outsider, cast.outsiderAdmin]) expectRefused(await list(who, '/group/get-admin-training-list'), 403, GROUP_MESSAGES.notAdmin);
    for (const who of [cast.otherAdmin, cast.root, cast.siteAdmin]) expect(expectOk(await list(who, '/group/get-admin-training-list')).records.map((r) => r.id)).toEqual(expect.arrayContaining([shown, hidden]));
    const other = expectOk(await as<Page<AdminTrainingRow>>(cast.otherRoot, 'GET', '/group/get-admin-training-list', { query: { gid: cast.other.gid } }));
    expect(other.records.map((r) => r.id)).not.toContain(shown);

    // The site's lists show only site trainings.
    const siteList = expectOk(await as<Page<TrainingListRow>>(cast.siteAdmin, 'GET', '/get-training-list', { query: { limit: 100, keyword: 'Shown homework' } }));
    expect(siteList.records).toEqual([]);
    const adminList = expectOk(await as<Page<AdminTrainingRow>>(cast.siteAdmin, 'GET', '/admin/training/get-training-list', { query: { limit: 100, keyword: 'homework' } }));
    expect(adminList.records.filter((r) => r.gid !== null)).toEqual([]);
    const search = expectOk(await as<TrainingListRow[]>(cast.siteAdmin, 'GET', '/admin/training/public-training-list', { query: { keyword: 'Shown homework' } }));
    expect(search).toEqual([]);
  });

  it('takes problems from the public bank and from the group itself, never from another group', async () => {
    const { gid, shortName } = cast.group;
    const tid = expectOk(await as<AdminTrainingWithCategory>(cast.author, 'POST', '/group/training', { body: trainingBody(gid, category, { title: 'Problem homework' }) })).training.id;
    const pub = await insertProblem({ auth: 1 });
    const privateSite = await insertProblem({ auth: 2 });
    const own = await groupProblem(gid, shortName, { auth: 2 });
    const admitted = await groupProblem(cast.other.gid, cast.other.shortName, { auth: 1, applyPublicProgress: 2 });
    const foreign = await groupProblem(cast.other.gid, cast.other.shortName, { auth: 1 });

    const fromPublic = (who: TestUser, pid: number) => as<AdminTrainingProblemRow>(who, 'POST', '/group/add-training-problem-from-public', { body: { tid, pid } });
    const fromGroup = (who: TestUser, problemId: string) => as<AdminTrainingProblemRow>(who, 'POST', '/group/add-training-problem-from-group', { body: { tid, problemId } });
    for (const who of [cast.member, cast.otherAdmin, cast.outsider, cast.outsiderAdmin]) {
      expectRefused(await fromPublic(who, pub.pid), 403);
      expectRefused(await fromGroup(who, own.problemId), 403);
    }
    const added = await fromPublic(cast.author, pub.pid);
    expect(added.body.msg).toBe('Add_Successfully');
    expect(expectOk(added)).toMatchObject({ pid: pub.pid, displayId: pub.problemId });
    expectRefused(await fromPublic(cast.author, pub.pid), 400, TRAINING_MESSAGES.problemAlreadyAdded);
    expectRefused(await fromPublic(cast.author, privateSite.pid), 404, 'The problem is not in the public problem bank');
    expectRefused(await fromPublic(cast.author, foreign.pid), 404, 'The problem is not in the public problem bank');
    expectRefused(await fromPublic(cast.author, own.pid), 404, 'The problem is not in the public problem bank');
    expect(expectOk(await fromPublic(cast.root, admitted.pid)).pid).toBe(admitted.pid);
    expect(expectOk(await fromGroup(cast.author, own.problemId)).pid).toBe(own.pid);
    expectRefused(await fromGroup(cast.author, foreign.problemId), 404, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await fromGroup(cast.author, 'NOSUCHID'), 404, GROUP_MESSAGES.problemNotInGroup);

    const problemList = (who: TestUser) => as<Page<AdminTrainingProblemRow>>(who, 'GET', '/group/get-training-problem-list', { query: { tid } });
    expect(expectOk(await problemList(cast.root)).records.map((r) => r.pid)).toEqual(expect.arrayContaining([pub.pid, own.pid, admitted.pid]));
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) expectRefused(await problemList(who), 403);
    const rowId = expectOk(await problemList(cast.author)).records.find((r) => r.pid === pub.pid)!.id;
    for (const who of [cast.otherAdmin, cast.outsiderAdmin]) expectRefused(await as(who, 'PUT', '/group/training-problem', { body: { id: rowId, rank: 1 } }), 403);
    expect(expectOk(await as<AdminTrainingProblemRow>(cast.author, 'PUT', '/group/training-problem', { body: { id: rowId, rank: 1 } })).rank).toBe(1);
    for (const who of [cast.otherAdmin, cast.outsider]) expectRefused(await as(who, 'DELETE', '/group/training-problem', { query: { tid, pid: pub.pid } }), 403);
    expectOk(await as(cast.root, 'DELETE', '/group/training-problem', { query: { tid, pid: pub.pid } }));
    expectRefused(await as(cast.root, 'DELETE', '/group/training-problem', { query: { tid, pid: pub.pid } }), 404);

    // Papers: listed and taken out by the homework's managers only.
    const { eid } = await insertExam(cast.siteAdmin, [5, 5]);
    await attachPaper(tid, eid);
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      expectRefused(await as(who, 'GET', '/group/get-training-exam-list', { query: { tid } }), 403);
      expectRefused(await as(who, 'DELETE', '/group/training-exam', { query: { tid, eid } }), 403);
    }
    expect(expectOk(await as<Page<AdminTrainingExamRow>>(cast.author, 'GET', '/group/get-training-exam-list', { query: { tid } })).records.map((r) => r.eid)).toEqual([eid]);
    expectOk(await as(cast.author, 'DELETE', '/group/training-exam', { query: { tid, eid } }));
    expect(expectOk(await as<Page<AdminTrainingExamRow>>(cast.author, 'GET', '/group/get-training-exam-list', { query: { tid } })).total).toBe(0);
  });

  it("keeps another group's members out of the homework through the site's training calls", async () => {
    const { gid } = cast.group;
    const tid = expectOk(await as<AdminTrainingWithCategory>(cast.author, 'POST', '/group/training', { body: trainingBody(gid, category, { title: 'Private class work' }) })).training.id;
    const p = await insertProblem({ auth: 1 });
    expectOk(await as(cast.author, 'POST', '/group/add-training-problem-from-public', { body: { tid, pid: p.pid } }));

    for (const who of [cast.member, cast.otherAdmin, cast.siteAdmin]) {
      expect(expectOk(await as<{ id: number }>(who, 'GET', '/get-training-detail', { query: { tid } })).id).toBe(tid);
      expect(expectOk(await as<unknown[]>(who, 'GET', '/get-training-problem-list', { query: { tid } }))).toHaveLength(1);
    }
    const submitted = await as<{ submitId: number }>(cast.member, 'POST', '/submit-problem-judge', { body: { pid: p.pid, tid, language: 'C++', code: 'int main(){}' } });
    expect(expectOk(submitted).submitId).toBeGreaterThan(0);

    for (const who of [cast.user, cast.applicant, cast.outsider, cast.outsiderAdmin, cast.otherRoot]) {
      expectRefused(await as(who, 'GET', '/get-training-detail', { query: { tid } }), 403, GROUP_MESSAGES.notMember);
      expectRefused(await as(who, 'GET', '/get-training-problem-list', { query: { tid } }), 403, GROUP_MESSAGES.notMember);
      expectRefused(await as(who, 'GET', '/get-training-rank', { query: { tid } }), 403);
      expectRefused(await as(who, 'GET', '/admin/training', { query: { tid } }), 403);
      const refused = await as(who, 'POST', '/submit-problem-judge', { body: { pid: p.pid, tid, language: 'C++', code: 'int main(){}' } });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expectRefused(await as(null, 'GET', '/get-training-detail', { query: { tid } }), 401);

    // A hidden group does not exist for anyone outside it.
    const hiddenGroup = await insertGroup(cast.otherRoot, { visible: false });
    const hiddenTid = await insertTraining({ author: cast.otherRoot });
    await env.DB.prepare('UPDATE trainings SET gid = ? WHERE id = ?').bind(hiddenGroup.gid, hiddenTid).run();
    expectRefused(await as(cast.outsider, 'GET', '/get-training-detail', { query: { tid: hiddenTid } }), 404, GROUP_MESSAGES.notFound);
    expectRefused(await as(cast.member, 'GET', '/group/get-training-list', { query: { gid: hiddenGroup.gid } }), 404, GROUP_MESSAGES.notFound);
    expect(expectOk(await as<{ id: number }>(cast.otherRoot, 'GET', '/get-training-detail', { query: { tid: hiddenTid } })).id).toBe(hiddenTid);
  });

  it('copies visible public site trainings with their problem lists into the group, authored by the caller', async () => {
    const { gid } = cast.group;
    const first = await insertTraining({ author: cast.siteAdmin, title: 'Public basics', categoryId: category });
    const a = await trainingProblem(first, 1);
    const b = await trainingProblem(first, 2, 'B-shown');
    const second = await insertTraining({ author: cast.siteAdmin, title: 'Public graphs', categoryId: category });
    await trainingProblem(second);
    const privateOne = await insertTraining({ author: cast.siteAdmin, auth: 'Private', pwd: 'pw' });
    const hiddenOne = await insertTraining({ author: cast.siteAdmin, status: false });
    const groupOne = expectOk(await as<AdminTrainingWithCategory>(cast.author, 'POST', '/group/training', { body: trainingBody(cast.group.gid, category) })).training.id;

    const copy = (who: TestUser | null, tidList: number[], groupId = gid) => as<AdminTrainingRow[]>(who, 'POST', '/group/add-training-from-public', { body: { groupId, tidList } });
    expectRefused(await copy(null, [first]), 401);
    for (const who of [cast.user, cast.applicant, cast.member, cast.outsider, cast.outsiderAdmin]) expectRefused(await copy(who, [first]), 403, GROUP_MESSAGES.notAdmin);
    for (const bad of [privateOne, hiddenOne, groupOne, 99_999_999]) expectRefused(await copy(cast.author, [first, bad]), 400, /not a visible public training/);
    expectRefused(await copy(cast.author, []), 400, 'Choose at least one training');

    const copied = await copy(cast.otherAdmin, [first, second]);
    expect(copied.body.msg).toBe('Add_Successfully');
    const rows = expectOk(copied);
    expect(rows.map((r) => r.title).sort()).toEqual(['Public basics', 'Public graphs']);
    for (const row of rows) expect(row).toMatchObject({ gid, author: cast.otherAdmin.username, auth: 'Public', status: true });
    const copyOfFirst = rows.find((r) => r.title === 'Public basics')!;
    expect(copyOfFirst.id).not.toBe(first);
    const problems = expectOk(await as<Page<AdminTrainingProblemRow>>(cast.otherAdmin, 'GET', '/group/get-training-problem-list', { query: { tid: copyOfFirst.id } }));
    expect(problems.records.map((r) => [r.pid, r.displayId, r.rank])).toEqual([
      [a.pid, a.problemId, 1],
      [b.pid, 'B-shown', 2],
    ]);
    // The copier manages the copies; the site trainings are untouched and stay out of the group's list.
    expectOk(await as(cast.otherAdmin, 'PUT', '/group/change-training-status', { query: { tid: copyOfFirst.id, status: false } }));
    expect(expectOk(await as<AdminTrainingWithCategory>(cast.siteAdmin, 'GET', '/admin/training', { query: { tid: first } })).training).toMatchObject({ gid: null, status: true });
    const listed = expectOk(await as<Page<TrainingListRow>>(cast.member, 'GET', '/group/get-training-list', { query: { gid, limit: 100 } })).records.map((r) => r.id);
    expect(listed).not.toContain(first);

    // A site admin outside the group may copy too.
    expect(expectOk(await copy(cast.siteAdmin, [second]))).toHaveLength(1);
  });
});

describe('group contests', () => {
  it('lets group admins create contests and only the group root or its creator manage them', async () => {
    const { gid } = cast.group;
    const add = (who: TestUser | null, body: unknown) => as<AdminContestView>(who, 'POST', '/group/contest', { body });
    expectRefused(await add(null, contestBody(gid)), 401);
    for (const who of [cast.user, cast.applicant, cast.member, cast.outsider, cast.outsiderAdmin]) expectRefused(await add(who, contestBody(gid)), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await add(cast.author, contestBody(null)), 400, /gid is required/);
    const created = await add(cast.author, contestBody(gid));
    expect(created.body.msg).toBe('Create_Successfully');
    const contest = expectOk(created);
    expect(contest).toMatchObject({ gid, author: cast.author.username, title: 'Class round' });
    const cid = contest.id;

    for (const who of [cast.root, cast.author, cast.siteAdmin]) expect(expectOk(await as<AdminContestView>(who, 'GET', '/group/contest', { query: { cid } })).id).toBe(cid);
    for (const who of [cast.otherAdmin, cast.member, cast.outsider, cast.outsiderAdmin, cast.otherRoot]) {
      expectRefused(await as(who, 'GET', '/group/contest', { query: { cid } }), 403);
      expectRefused(await as(who, 'PUT', '/group/contest', { body: { ...contestBody(gid), id: cid, title: 'Taken over' } }), 403);
      expectRefused(await as(who, 'PUT', '/group/change-contest-visible', { query: { cid, visible: false } }), 403);
      expectRefused(await as(who, 'DELETE', '/group/contest', { query: { cid } }), 403);
    }
    const updated = expectOk(await as<AdminContestView>(cast.root, 'PUT', '/group/contest', { body: { ...contestBody(gid), id: cid, title: 'Class round II' } }));
    expect(updated).toMatchObject({ title: 'Class round II', author: cast.author.username, gid });
    expectRefused(await as(cast.root, 'PUT', '/group/contest', { body: { ...contestBody(null), id: cid } }), 400, /stays in its group/);
    expectRefused(await as(cast.root, 'PUT', '/group/contest', { body: { ...contestBody(cast.other.gid), id: cid } }), 400, /stays in its group/);

    const site = await insertContest({ author: cast.siteAdmin.username });
    expectRefused(await as(cast.siteAdmin, 'GET', '/group/contest', { query: { cid: site } }), 404, 'The contest does not exist');

    // Lists: members see visible ones, group admins every one; the site's lists none of them.
    const hidden = expectOk(await add(cast.otherAdmin, contestBody(gid, { title: 'Hidden class round', visible: false }))).id;
    const memberList = (who: TestUser | null) => as<Page<ContestListRow>>(who, 'GET', '/group/get-contest-list', { query: { gid, limit: 100 } });
    expectRefused(await memberList(null), 401);
    for (const who of [cast.user, cast.applicant, cast.outsider, cast.outsiderAdmin]) expectRefused(await memberList(who), 403, GROUP_MESSAGES.notMember);
    const ids = expectOk(await memberList(cast.member)).records.map((r) => r.id);
    expect(ids).toContain(cid);
    expect(ids).not.toContain(hidden);
    for (const who of [cast.member, cast.outsiderAdmin]) expectRefused(await as(who, 'GET', '/group/get-admin-contest-list', { query: { gid } }), 403, GROUP_MESSAGES.notAdmin);
    expect(expectOk(await as<Page<AdminContestRow>>(cast.otherAdmin, 'GET', '/group/get-admin-contest-list', { query: { gid, limit: 100 } })).records.map((r) => r.id)).toEqual(expect.arrayContaining([cid, hidden]));
    const siteList = expectOk(await as<Page<ContestListRow>>(cast.siteAdmin, 'GET', '/get-contest-list', { query: { limit: 100, keyword: 'Class round' } }));
    expect(siteList.records).toEqual([]);
    const siteAdminList = expectOk(await as<Page<AdminContestRow>>(cast.siteAdmin, 'GET', '/admin/contest/get-contest-list', { query: { limit: 100, keyword: 'Class round' } }));
    expect(siteAdminList.records).toEqual([]);

    expectOk(await as(cast.author, 'PUT', '/group/change-contest-visible', { query: { cid, visible: false } }));
    expect(expectOk(await memberList(cast.member)).records.map((r) => r.id)).not.toContain(cid);
    expectOk(await as(cast.author, 'DELETE', '/group/contest', { query: { cid } }));
    expectRefused(await as(cast.root, 'GET', '/group/contest', { query: { cid } }), 404);
  });

  it("manages a group contest's problems: from the public bank, from the group, and created inside it", async () => {
    const { gid, shortName } = cast.group;
    const cid = expectOk(await as<AdminContestView>(cast.author, 'POST', '/group/contest', { body: contestBody(gid) })).id;
    const pub = await insertProblem({ auth: 1 });
    const own = await groupProblem(gid, shortName, { auth: 2 });
    const foreign = await groupProblem(cast.other.gid, cast.other.shortName, { auth: 1 });

    const fromPublic = (who: TestUser, pid: number, displayId: string) => as<AdminContestProblemRow>(who, 'POST', '/group/add-contest-problem-from-public', { body: { cid, pid, displayId } });
    const fromGroup = (who: TestUser, problemId: string, displayId: string) => as<AdminContestProblemRow>(who, 'POST', '/group/add-contest-problem-from-group', { body: { cid, problemId, displayId } });
    for (const who of [cast.member, cast.otherAdmin, cast.outsider, cast.outsiderAdmin]) {
      expectRefused(await fromPublic(who, pub.pid, 'A'), 403);
      expectRefused(await fromGroup(who, own.problemId, 'B'), 403);
    }
    expect(expectOk(await fromPublic(cast.author, pub.pid, 'A'))).toMatchObject({ cid, pid: pub.pid, displayId: 'A' });
    expectRefused(await fromPublic(cast.author, foreign.pid, 'X'), 404, 'The problem is not in the public problem bank');
    expectRefused(await fromPublic(cast.author, own.pid, 'X'), 404, 'The problem is not in the public problem bank');
    expectRefused(await fromGroup(cast.author, own.problemId, 'A'), 400, /already used/);
    expect(expectOk(await fromGroup(cast.root, own.problemId, 'B'))).toMatchObject({ pid: own.pid, displayId: 'B' });
    expectRefused(await fromGroup(cast.author, foreign.problemId, 'C'), 404, GROUP_MESSAGES.problemNotInGroup);

    // A problem created inside the contest belongs to the group, contest-only, with the group's prefix.
    const body = {
      cid,
      problem: { problemId: 'R1', title: 'Made in class', input: 'in', output: 'out', description: 'd', examples: [], auth: 1 },
      languages: ['C++'],
      samples: [{ input: '1\n', output: '1\n' }],
      isUploadTestCase: false,
      contestProblem: { displayId: 'C', displayTitle: 'Inside', color: null },
    };
    for (const who of [cast.member, cast.otherAdmin, cast.outsiderAdmin]) expectRefused(await as(who, 'POST', '/group/contest/problem', { body }), 403);
    const made = await as<AdminContestProblemRow>(cast.author, 'POST', '/group/contest/problem', { body });
    expect(made.body.msg).toBe('Create_Successfully');
    const inside = expectOk(made);
    expect(inside).toMatchObject({ displayId: 'C', displayTitle: 'Inside', problemId: `${shortName.toUpperCase()}R1`, auth: 3 });
    expect(await env.DB.prepare('SELECT gid FROM problems WHERE id = ?').bind(inside.pid).first('gid')).toBe(gid);
    // It is now one of the group's problems: another group's contest cannot take it.
    const otherCid = expectOk(await as<AdminContestView>(cast.otherRoot, 'POST', '/group/contest', { body: contestBody(cast.other.gid) })).id;
    expectRefused(await as(cast.otherRoot, 'POST', '/group/add-contest-problem-from-group', { body: { cid: otherCid, problemId: inside.problemId, displayId: 'A' } }), 404, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await as(cast.otherRoot, 'POST', '/group/add-contest-problem-from-public', { body: { cid: otherCid, pid: inside.pid, displayId: 'A' } }), 404);

    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) expectRefused(await as(who, 'PUT', '/group/contest/problem', { body: { ...body, problem: { ...body.problem, id: inside.pid } } }), 403);
    expectRefused(await as(cast.author, 'PUT', '/group/contest/problem', { body: { ...body, problem: { ...body.problem, id: pub.pid } } }), 404, GROUP_MESSAGES.problemNotInGroup);
    const edited = expectOk(
      await as<AdminContestProblemRow>(cast.root, 'PUT', '/group/contest/problem', { body: { ...body, problem: { ...body.problem, id: inside.pid, problemId: inside.problemId, title: 'Retitled' }, contestProblem: { displayId: 'C2', displayTitle: 'Inside 2', color: null } } }),
    );
    expect(edited).toMatchObject({ pid: inside.pid, problemId: inside.problemId, title: 'Retitled', displayId: 'C2', auth: 3 });

    // Display values, the list, one row.
    const list = (who: TestUser) => as<Page<AdminContestProblemRow>>(who, 'GET', '/group/get-contest-problem-list', { query: { cid } });
    expect(expectOk(await list(cast.root)).records.map((r) => r.displayId)).toEqual(['A', 'B', 'C2']);
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      expectRefused(await list(who), 403);
      expectRefused(await as(who, 'GET', '/group/contest-problem', { query: { cid, pid: pub.pid } }), 403);
      expectRefused(await as(who, 'PUT', '/group/contest-problem', { body: { cid, pid: pub.pid, displayId: 'Z', displayTitle: 'Z', color: null } }), 403);
      expectRefused(await as(who, 'DELETE', '/group/contest/problem', { query: { cid, pid: pub.pid } }), 403);
    }
    const changed = expectOk(await as<AdminContestProblemRow>(cast.author, 'PUT', '/group/contest-problem', { body: { cid, pid: pub.pid, displayId: 'A1', displayTitle: 'Warm-up', color: '#00ff00' } }));
    expect(changed).toMatchObject({ displayId: 'A1', displayTitle: 'Warm-up', color: '#00ff00' });
    expect(expectOk(await as<AdminContestProblemRow>(cast.root, 'GET', '/group/contest-problem', { query: { cid, pid: pub.pid } })).displayId).toBe('A1');
    expectOk(await as(cast.author, 'DELETE', '/group/contest/problem', { query: { cid, pid: pub.pid } }));
    expectRefused(await as(cast.author, 'DELETE', '/group/contest/problem', { query: { cid, pid: pub.pid } }), 404);
  });

  it("manages a group contest's announcements", async () => {
    const { gid } = cast.group;
    const cid = expectOk(await as<AdminContestView>(cast.author, 'POST', '/group/contest', { body: contestBody(gid) })).id;
    for (const who of [cast.member, cast.otherAdmin, cast.outsider, cast.outsiderAdmin]) {
      expectRefused(await as(who, 'POST', '/group/contest-announcement', { body: { cid, title: 'Hi', content: 'There' } }), 403);
      expectRefused(await as(who, 'GET', '/group/get-contest-announcement-list', { query: { cid } }), 403);
    }
    const added = expectOk(await as<ContestAnnouncementView>(cast.author, 'POST', '/group/contest-announcement', { body: { cid, title: 'Hi', content: 'There' } }));
    const id = added.id;
    for (const who of [cast.member, cast.otherAdmin, cast.outsider]) {
      expectRefused(await as(who, 'PUT', '/group/contest-announcement', { body: { id, cid, title: 'Mine', content: 'Now' } }), 403);
      expectRefused(await as(who, 'DELETE', '/group/contest-announcement', { query: { id, cid } }), 403);
    }
    expect(expectOk(await as<ContestAnnouncementView>(cast.root, 'PUT', '/group/contest-announcement', { body: { id, cid, title: 'Hello', content: 'All' } }))).toMatchObject({ title: 'Hello' });
    expect(expectOk(await as<Page<ContestAnnouncementView>>(cast.siteAdmin, 'GET', '/group/get-contest-announcement-list', { query: { cid } })).records.map((r) => r.title)).toEqual(['Hello']);
    // Members read it where participants do; another group's members never.
    expect(expectOk(await as<Page<ContestAnnouncementView>>(cast.member, 'GET', '/get-contest-announcement', { query: { cid } })).total).toBe(1);
    expectRefused(await as(cast.outsider, 'GET', '/get-contest-announcement', { query: { cid } }), 403, GROUP_MESSAGES.notMember);
    expectOk(await as(cast.author, 'DELETE', '/group/contest-announcement', { query: { id, cid } }));
    expectRefused(await as(cast.author, 'DELETE', '/group/contest-announcement', { query: { id, cid } }), 404);
  });

  it("keeps another group's members out of a group contest through the site's contest calls", async () => {
    const { gid } = cast.group;
    const cid = expectOk(await as<AdminContestView>(cast.author, 'POST', '/group/contest', { body: contestBody(gid, { openRank: true }) })).id;
    const p = await insertProblem({ auth: 1 });
    expectOk(await as(cast.author, 'POST', '/group/add-contest-problem-from-public', { body: { cid, pid: p.pid, displayId: 'A' } }));

    for (const who of [cast.member, cast.otherAdmin]) {
      expect(expectOk(await as<{ id: number }>(who, 'GET', '/get-contest-info', { query: { cid } })).id).toBe(cid);
      expect(expectOk(await as<unknown[]>(who, 'GET', '/get-contest-problem', { query: { cid } }))).toHaveLength(1);
      expectOk(await as(who, 'POST', '/get-contest-rank', { body: { cid } }));
    }
    expect(expectOk(await as<{ submitId: number }>(cast.member, 'POST', '/submit-problem-judge', { body: { pid: p.pid, cid, language: 'C++', code: 'int main(){}' } })).submitId).toBeGreaterThan(0);

    for (const who of [cast.user, cast.applicant, cast.outsider, cast.outsiderAdmin, cast.otherRoot]) {
      expectRefused(await as(who, 'GET', '/get-contest-info', { query: { cid } }), 403, GROUP_MESSAGES.notMember);
      expectRefused(await as(who, 'GET', '/get-contest-problem', { query: { cid } }), 403);
      expectRefused(await as(who, 'GET', '/get-contest-outsize-info', { query: { cid } }), 403);
      const rank = await as(who, 'POST', '/get-contest-rank', { body: { cid } });
      expect(rank.status).toBe(403);
      expectRefused(await as(who, 'POST', '/register-contest', { body: { cid, password: null } }), 403);
      expectRefused(await as(who, 'GET', '/admin/contest', { query: { cid } }), 403);
      const refused = await as(who, 'POST', '/submit-problem-judge', { body: { pid: p.pid, cid, language: 'C++', code: 'int main(){}' } });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
    }
    expectRefused(await as(null, 'GET', '/get-contest-info', { query: { cid } }), 401);
  });

  it('lets the managers of a group contest download its accepted code and upload its cover', async () => {
    const { gid } = cast.group;
    const cid = await insertContest({ author: cast.author.username });
    await env.DB.prepare('UPDATE contests SET gid = ? WHERE id = ?').bind(gid, cid).run();
    const p = await insertProblem({ auth: 1 });
    await addContestProblem(cid, p.pid, 'A');
    await insertTry({ cid, pid: p.pid, displayId: 'A', username: cast.member.username, status: 0, code: 'accepted code' });

    const download = (who: TestUser) => request('GET', '/api/file/download-contest-ac-submission', { token: who.token, query: { cid, excludeAdmin: false, splitType: 'user' } });
    for (const who of [cast.root, cast.author, cast.siteAdmin]) {
      const res = await download(who);
      expect(res.status).toBe(200);
      expect(Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())))).toHaveLength(1);
    }
    for (const who of [cast.otherAdmin, cast.member, cast.outsider, cast.outsiderAdmin]) expect((await download(who)).status).toBe(403);

    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    const upload = (who: TestUser, fields: Record<string, string>) => {
      const form = fileForm(png, 'cover.png', 'image');
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      return call<{ link: string }>('POST', '/api/file/upload-img', { token: who.token, body: form });
    };
    for (const who of [cast.root, cast.author]) expect(expectOk(await upload(who, { cid: String(cid) })).link).toMatch(/^\/api\/public\/img\//);
    expect(expectOk(await upload(cast.otherAdmin, { gid: String(gid) })).link).toMatch(/^\/api\/public\/img\//);
    expectRefused(await upload(cast.otherAdmin, { cid: String(cid) }), 403);
    expectRefused(await upload(cast.member, { gid: String(gid) }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await upload(cast.outsiderAdmin, { gid: String(gid) }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await upload(cast.outsiderAdmin, { cid: String(cid) }), 403);
    expectRefused(await upload(cast.member, {}), 403);
    expectRefused(await upload(cast.member, { gid: 'x' }), 400, 'gid must be a positive whole number');
    const site = await insertContest({ author: cast.siteAdmin.username });
    expectRefused(await upload(cast.root, { cid: String(site) }), 404);
    expectOk(await upload(cast.siteAdmin, {}));
  });
});
