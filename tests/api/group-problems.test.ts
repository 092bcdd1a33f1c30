import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GroupAdminProblemRow, GroupDetail, GroupProblemApplyRow, GroupProblemRow } from '../../contract/api/groups';
import type { AdminProblemDetail, AdminProblemRow, MarkdownImageUpload, NavigatorItem, ProblemCasesView, ProblemDetail, ProblemListRow, UserProblemStatus } from '../../contract/api/problems';
import type { SubmissionPage, SubmissionView } from '../../contract/api/submissions';
import type { Page } from '../../contract/envelope';
import { GROUP_MESSAGES, MEMBER_AUTH } from '../../contract/rules/groups';
import { addMember, createGroup, groupCast, groupSubmission, userAs } from './groups-support';
import { addContestProblem, insertContest } from './contests-support';
import { announceLanguages, fileForm, rawZip } from './problems-support';
import { insertTraining } from './trainings-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, request } from './support';

/**
 * Group problems (part 3 §2.6, §3.4, §5, §6, §7 "Groups"): every call by role, the site's save rules
 * behind the group check, the id prefix, the public-bank application and its examination, group
 * submissions and the file calls opened to group admins. A member of another group gets nothing.
 */

type Cast = Awaited<ReturnType<typeof groupCast>>;
let cast: Cast;
let group: GroupDetail;
let prefix: string;
/** a second group admin, who did not write the problems below */
let peerAdmin: TestUser;
/** a group admin of the other group (a plain user: teachers are site admins, members of every group) */
let otherAdmin: TestUser;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);

function problemBody(gid: number | undefined, overrides: Record<string, unknown> = {}) {
  return {
    problem: {
      problemId: `P${crypto.randomUUID().slice(0, 6)}`,
      title: 'Sum two numbers',
      input: 'Two integers.',
      output: 'Their sum.',
      description: 'Add them.',
      examples: [{ input: '1 2', output: '3' }],
      auth: 1,
      ...(gid === undefined ? {} : { gid }),
      ...overrides,
    },
    languages: ['C', 'C++'],
    samples: [
      { input: '1 2\n', output: '3\n' },
      { input: '5 6\n', output: '11\n' },
    ],
    isUploadTestCase: false,
  };
}

async function addProblem(who: TestUser, overrides: Record<string, unknown> = {}, gid = group.id) {
  return expectOk(await call<AdminProblemDetail>('POST', '/api/group/problem', { token: who.token, body: problemBody(gid, overrides) }));
}

/** Every caller outside the group's membership: a visitor (null), a user, an applicant, a refused user and a member of another group. */
function outsiders(): (TestUser | null)[] {
  return [null, cast.user, cast.applicant, cast.refused, cast.outsider];
}

function refusedStatus(who: TestUser | null): number {
  return who === null ? 401 : 403;
}

beforeAll(async () => {
  await announceLanguages(['C', 'C++', 'Python3']);
  cast = await groupCast();
  group = cast.group;
  prefix = group.shortName.toUpperCase();
  peerAdmin = await userAs('user');
  await addMember(group.id, peerAdmin, MEMBER_AUTH.admin);
  otherAdmin = await userAs('user');
  await addMember(cast.other.id, otherAdmin, MEMBER_AUTH.admin);
});

describe('add-problem', () => {
  it('lets group admins, the root and site admins create; stores the prefixed id and the gid', async () => {
    for (const who of [cast.groupAdmin, cast.owner, cast.siteAdmin]) {
      const typed = `A${crypto.randomUUID().slice(0, 5)}`;
      const made = await addProblem(who, { problemId: typed });
      expect(made.problem.problemId).toBe(prefix + typed);
      expect(made.problem.gid).toBe(group.id);
      const row = await env.DB.prepare('SELECT gid, created_by FROM problems WHERE id = ?').bind(made.problem.id).first<{ gid: number; created_by: string }>();
      expect(row).toEqual({ gid: group.id, created_by: who.uid });
    }
  });

  it('refuses members, applicants, users, visitors and members of another group', async () => {
    expectRefused(await call('POST', '/api/group/problem', { token: cast.member.token, body: problemBody(group.id) }), 403, GROUP_MESSAGES.notAdmin);
    for (const who of outsiders()) {
      const result = await call('POST', '/api/group/problem', { token: who?.token, body: problemBody(group.id) });
      expectRefused(result, refusedStatus(who), who === null ? undefined : GROUP_MESSAGES.notMember);
    }
    // An admin of another group cannot create in this one either.
    expectRefused(await call('POST', '/api/group/problem', { token: otherAdmin.token, body: problemBody(group.id) }), 403, GROUP_MESSAGES.notMember);
  });

  it('needs problem.gid, and a group that exists', async () => {
    expectRefused(await call('POST', '/api/group/problem', { token: cast.owner.token, body: problemBody(undefined) }), 400, 'problem.gid is required');
    expectRefused(await call('POST', '/api/group/problem', { token: cast.owner.token, body: problemBody(99_999_999) }), 404, GROUP_MESSAGES.notFound);
  });

  it('applies every save rule of the site: a taken id, stack above memory, an empty template, a manual case without data', async () => {
    const typed = `D${crypto.randomUUID().slice(0, 5)}`;
    await addProblem(cast.groupAdmin, { problemId: typed });
    // The same typed id, and the full stored id, both name the taken problem.
    expectRefused(await call('POST', '/api/group/problem', { token: cast.groupAdmin.token, body: problemBody(group.id, { problemId: typed }) }), 400, `The display ID ${prefix}${typed} already exists, please change it`);
    expectRefused(await call('POST', '/api/group/problem', { token: cast.groupAdmin.token, body: problemBody(group.id, { problemId: prefix + typed }) }), 400, `The display ID ${prefix}${typed} already exists, please change it`);
    expectRefused(await call('POST', '/api/group/problem', { token: cast.groupAdmin.token, body: problemBody(group.id, { stackLimit: 512, memoryLimit: 256 }) }), 400, 'stackLimit cannot exceed memoryLimit');
    const templated = { ...problemBody(group.id), codeTemplates: [{ language: 'C', code: '   ', status: true }] };
    expectRefused(await call('POST', '/api/group/problem', { token: cast.groupAdmin.token, body: templated }), 400, 'Code_template_of_the_language_cannot_be_empty');
    const empty = { ...problemBody(group.id), samples: [{ input: '', output: '' }] };
    expectRefused(await call('POST', '/api/group/problem', { token: cast.groupAdmin.token, body: empty }), 400, 'Test case 1 needs an input or an output');
  });

  it('refuses an id too long once prefixed', async () => {
    const result = await call('POST', '/api/group/problem', { token: cast.owner.token, body: problemBody(group.id, { problemId: 'X'.repeat(48) }) });
    expectRefused(result, 400, /at most 50 characters with the group's prefix/);
  });
});

describe('the members list and the admin list', () => {
  let hidden: AdminProblemDetail;
  let shown: AdminProblemDetail;
  beforeAll(async () => {
    shown = await addProblem(cast.groupAdmin, { title: 'Visible needle', auth: 1 });
    hidden = await addProblem(cast.groupAdmin, { title: 'Private needle', auth: 2 });
  });

  it('lists the public problems of the group to members, with tags and counts, 10 a page, by keyword', async () => {
    for (const who of [cast.member, cast.groupAdmin, cast.owner, cast.siteAdmin]) {
      const page = expectOk(await call<Page<GroupProblemRow>>('GET', '/api/group/get-problem-list', { token: who.token, query: { gid: group.id, keyword: 'needle' } }));
      expect(page.size).toBe(10);
      expect(page.records.map((r) => r.id)).toEqual([shown.problem.id]);
      expect(page.records[0]).toMatchObject({ problemId: shown.problem.problemId, title: 'Visible needle', tags: [], ac: 0, total: 0 });
    }
  });

  it('refuses everyone outside the group', async () => {
    for (const who of outsiders()) expectRefused(await call('GET', '/api/group/get-problem-list', { token: who?.token, query: { gid: group.id } }), refusedStatus(who));
    expectRefused(await call('GET', '/api/group/get-problem-list', { token: cast.outsider.token, query: { gid: group.id } }), 403, GROUP_MESSAGES.notMember);
  });

  it('lists every problem of the group with auth and apply progress to group admins only', async () => {
    for (const who of [cast.groupAdmin, peerAdmin, cast.owner, cast.siteAdmin]) {
      const page = expectOk(await call<Page<GroupAdminProblemRow>>('GET', '/api/group/get-admin-problem-list', { token: who.token, query: { gid: group.id, keyword: 'needle' } }));
      expect(page.records.map((r) => r.id).sort()).toEqual([shown.problem.id, hidden.problem.id].sort());
      expect(page.records.find((r) => r.id === hidden.problem.id)).toMatchObject({ auth: 2, gid: group.id, applyPublicProgress: null });
    }
    expectRefused(await call('GET', '/api/group/get-admin-problem-list', { token: cast.member.token, query: { gid: group.id } }), 403, GROUP_MESSAGES.notAdmin);
    for (const who of outsiders()) expectRefused(await call('GET', '/api/group/get-admin-problem-list', { token: who?.token, query: { gid: group.id } }), refusedStatus(who));
  });

  it('keeps group problems out of the site bank and the site admin list', async () => {
    const bank = expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { token: cast.member.token, query: { keyword: 'needle' } }));
    expect(bank.records.map((r) => r.pid)).not.toContain(shown.problem.id);
    const admin = expectOk(await call<Page<AdminProblemRow>>('GET', '/api/admin/problem/get-problem-list', { token: cast.siteAdmin.token, query: { keyword: 'needle' } }));
    expect(admin.records).toEqual([]);
  });
});

describe('one group problem: get, update, cases, auth, delete', () => {
  let mine: AdminProblemDetail;
  beforeAll(async () => {
    mine = await addProblem(cast.groupAdmin, { title: 'Authored by the group admin' });
  });

  it('opens the problem to the root, its author and site admins; not to another group admin or members', async () => {
    for (const who of [cast.groupAdmin, cast.owner, cast.siteAdmin]) {
      const got = expectOk(await call<AdminProblemDetail>('GET', '/api/group/problem', { token: who.token, query: { pid: mine.problem.id } }));
      expect(got.problem.problemId).toBe(mine.problem.problemId);
      const cases = expectOk(await call<ProblemCasesView>('GET', '/api/group/get-problem-cases', { token: who.token, query: { pid: mine.problem.id } }));
      expect(cases.cases.map((c) => c.input)).toEqual(['1 2\n', '5 6\n']);
    }
    for (const path of ['/api/group/problem', '/api/group/get-problem-cases']) {
      expectRefused(await call('GET', path, { token: peerAdmin.token, query: { pid: mine.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
      expectRefused(await call('GET', path, { token: cast.member.token, query: { pid: mine.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
      expectRefused(await call('GET', path, { token: cast.outsider.token, query: { pid: mine.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
      expectRefused(await call('GET', path, { query: { pid: mine.problem.id } }), 401);
    }
  });

  it('answers problemNotInGroup for a site problem or another group\'s problem', async () => {
    const site = expectOk(await call<AdminProblemDetail>('POST', '/api/admin/problem', { token: cast.siteAdmin.token, body: problemBody(undefined) }));
    expectRefused(await call('GET', '/api/group/problem', { token: cast.siteAdmin.token, query: { pid: site.problem.id } }), 400, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await call('DELETE', '/api/group/problem', { token: cast.owner.token, query: { pid: mine.problem.id, gid: cast.other.id } }), 400, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await call('PUT', '/api/group/change-problem-auth', { token: cast.owner.token, body: { pid: mine.problem.id, gid: cast.other.id, auth: 2 } }), 400, GROUP_MESSAGES.problemNotInGroup);
  });

  it('updates with the save rules, keeps the prefix and the group', async () => {
    const typed = `U${crypto.randomUUID().slice(0, 5)}`;
    const body = problemBody(group.id, { id: mine.problem.id, problemId: typed, title: 'Renamed by the author' });
    const updated = expectOk(await call<AdminProblemDetail>('PUT', '/api/group/problem', { token: cast.groupAdmin.token, body }));
    expect(updated.problem).toMatchObject({ problemId: prefix + typed, title: 'Renamed by the author', gid: group.id });
    // Sending the stored id back (the form of an edited problem) does not prefix it twice.
    const again = expectOk(await call<AdminProblemDetail>('PUT', '/api/group/problem', { token: cast.owner.token, body: problemBody(group.id, { id: mine.problem.id, problemId: prefix + typed }) }));
    expect(again.problem.problemId).toBe(prefix + typed);
    expectRefused(await call('PUT', '/api/group/problem', { token: cast.owner.token, body: problemBody(group.id, { id: mine.problem.id, stackLimit: 999, memoryLimit: 256 }) }), 400, 'stackLimit cannot exceed memoryLimit');
    expectRefused(await call('PUT', '/api/group/problem', { token: peerAdmin.token, body: problemBody(group.id, { id: mine.problem.id }) }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('PUT', '/api/group/problem', { token: otherAdmin.token, body: problemBody(cast.other.id, { id: mine.problem.id }) }), 400, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await call('PUT', '/api/group/problem', { token: otherAdmin.token, body: problemBody(group.id, { id: mine.problem.id }) }), 403, GROUP_MESSAGES.notProblemManager);
    // The site admin route cannot move it out of its group either.
    expectRefused(await call('PUT', '/api/admin/problem', { token: cast.siteAdmin.token, body: problemBody(cast.other.id, { id: mine.problem.id }) }), 400, GROUP_MESSAGES.problemNotInGroup);
  });

  it('changes the auth (root or author)', async () => {
    expectRefused(await call('PUT', '/api/group/change-problem-auth', { token: peerAdmin.token, body: { pid: mine.problem.id, gid: group.id, auth: 2 } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('PUT', '/api/group/change-problem-auth', { token: cast.member.token, body: { pid: mine.problem.id, gid: group.id, auth: 2 } }), 403, GROUP_MESSAGES.notProblemManager);
    expectOk(await call('PUT', '/api/group/change-problem-auth', { token: cast.groupAdmin.token, body: { pid: mine.problem.id, gid: group.id, auth: 2 } }));
    const row = await env.DB.prepare('SELECT auth FROM problems WHERE id = ?').bind(mine.problem.id).first<{ auth: number }>();
    expect(row!.auth).toBe(2);
    expectOk(await call('PUT', '/api/group/change-problem-auth', { token: cast.owner.token, body: { pid: mine.problem.id, gid: group.id, auth: 1 } }));
  });

  it('deletes (root or author), not by another admin', async () => {
    const doomed = await addProblem(cast.groupAdmin);
    expectRefused(await call('DELETE', '/api/group/problem', { token: peerAdmin.token, query: { pid: doomed.problem.id, gid: group.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('DELETE', '/api/group/problem', { token: cast.outsider.token, query: { pid: doomed.problem.id, gid: group.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectOk(await call('DELETE', '/api/group/problem', { token: cast.groupAdmin.token, query: { pid: doomed.problem.id, gid: group.id } }));
    expect(await env.DB.prepare('SELECT id FROM problems WHERE id = ?').bind(doomed.problem.id).first()).toBeNull();
    const byRoot = await addProblem(peerAdmin);
    expectOk(await call('DELETE', '/api/group/problem', { token: cast.owner.token, query: { pid: byRoot.problem.id, gid: group.id } }));
  });

  it('takes a deleted problem\'s submissions out of the group rank', async () => {
    const solver = await userAs('user');
    await addMember(group.id, solver, MEMBER_AUTH.member);
    const kept = await addProblem(cast.groupAdmin);
    const doomed = await addProblem(cast.groupAdmin);
    await groupSubmission(group.id, kept.problem.id, solver, { status: 0, score: 100 });
    await groupSubmission(group.id, doomed.problem.id, solver, { status: 0, score: 100 });
    const stats = () => env.DB.prepare('SELECT ac, total FROM group_rank_stats WHERE gid = ? AND uid = ?').bind(group.id, solver.uid).first();
    expect(await stats()).toEqual({ ac: 2, total: 2 });
    expectOk(await call('DELETE', '/api/group/problem', { token: cast.owner.token, query: { pid: doomed.problem.id, gid: group.id } }));
    expect(await stats()).toEqual({ ac: 1, total: 1 });
    expect(await env.DB.prepare('SELECT count(*) AS n FROM group_problem_best WHERE pid = ?').bind(doomed.problem.id).first()).toEqual({ n: 0 });
  });

  it('stops managing once the author is no longer a group admin', async () => {
    const author = await userAs('user');
    await addMember(group.id, author, MEMBER_AUTH.admin);
    const written = await addProblem(author);
    await addMember(group.id, author, MEMBER_AUTH.member);
    expectRefused(await call('GET', '/api/group/problem', { token: author.token, query: { pid: written.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
  });
});

describe('the public bank: apply and examine', () => {
  let applied: AdminProblemDetail;
  beforeAll(async () => {
    applied = await addProblem(cast.groupAdmin, { title: 'Bank candidate' });
  });

  const progressOf = async (pid: number) => (await env.DB.prepare('SELECT apply_public_progress AS p FROM problems WHERE id = ?').bind(pid).first<{ p: number | null }>())!.p;
  const bankHas = async (pid: number) =>
    expectOk(await call<Page<ProblemListRow>>('GET', '/api/get-problem-list', { query: { keyword: 'Bank candidate', limit: 100 } })).records.some((r) => r.pid === pid);

  it('lets the root or the author apply and take it back; refuses others', async () => {
    expectRefused(await call('PUT', '/api/group/apply-public', { token: peerAdmin.token, query: { pid: applied.problem.id, isApplied: true } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('PUT', '/api/group/apply-public', { token: cast.member.token, query: { pid: applied.problem.id, isApplied: true } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('PUT', '/api/group/apply-public', { query: { pid: applied.problem.id, isApplied: true } }), 401);
    expectOk(await call('PUT', '/api/group/apply-public', { token: cast.groupAdmin.token, query: { pid: applied.problem.id, isApplied: true } }));
    expect(await progressOf(applied.problem.id)).toBe(1);
    expectOk(await call('PUT', '/api/group/apply-public', { token: cast.owner.token, query: { pid: applied.problem.id, isApplied: false } }));
    expect(await progressOf(applied.problem.id)).toBeNull();
    expectOk(await call('PUT', '/api/group/apply-public', { token: cast.groupAdmin.token, query: { pid: applied.problem.id, isApplied: true } }));
  });

  it('examines: site admins list the applying ones, refuse (3), admit (2); the bank lists it only once admitted', async () => {
    expectRefused(await call('GET', '/api/admin/group-problem/list', { token: cast.groupAdmin.token }), 403);
    expectRefused(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.groupAdmin.token, query: { pid: applied.problem.id, progress: 2 } }), 403);
    const applying = expectOk(await call<Page<GroupProblemApplyRow>>('GET', '/api/admin/group-problem/list', { token: cast.siteAdmin.token, query: { keyword: 'Bank candidate' } }));
    expect(applying.records.map((r) => r.id)).toEqual([applied.problem.id]);
    expect(applying.records[0]).toMatchObject({ gid: group.id, groupName: group.name, applyPublicProgress: 1, author: cast.groupAdmin.username });
    expect(await bankHas(applied.problem.id)).toBe(false);

    expectOk(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: applied.problem.id, progress: 3 } }));
    expect(await progressOf(applied.problem.id)).toBe(3);
    expect(await bankHas(applied.problem.id)).toBe(false);
    const refusedList = expectOk(await call<Page<GroupProblemApplyRow>>('GET', '/api/admin/group-problem/list', { token: cast.siteAdmin.token, query: { keyword: 'Bank candidate', progress: 3 } }));
    expect(refusedList.records.map((r) => r.id)).toEqual([applied.problem.id]);

    // A refused problem may apply again.
    expectOk(await call('PUT', '/api/group/apply-public', { token: cast.groupAdmin.token, query: { pid: applied.problem.id, isApplied: true } }));
    expect(await progressOf(applied.problem.id)).toBe(1);
    expectOk(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: applied.problem.id, progress: 2 } }));
    expect(await bankHas(applied.problem.id)).toBe(true);
    // Anyone opens it from the bank now; it stays in the group.
    const detail = expectOk(await call<ProblemDetail>('GET', '/api/get-problem-detail', { query: { problemId: applied.problem.problemId } }));
    expect(detail.problem.id).toBe(applied.problem.id);
    const stillInGroup = expectOk(await call<Page<GroupProblemRow>>('GET', '/api/group/get-problem-list', { token: cast.member.token, query: { gid: group.id, keyword: 'Bank candidate' } }));
    expect(stillInGroup.records.map((r) => r.id)).toEqual([applied.problem.id]);

    // Already public: neither asked for nor taken back by the group.
    for (const isApplied of [true, false]) {
      expectRefused(await call('PUT', '/api/group/apply-public', { token: cast.owner.token, query: { pid: applied.problem.id, isApplied } }), 400, GROUP_MESSAGES.applyAlreadyPublic);
    }
    // Made private in the group, it leaves the bank.
    expectOk(await call('PUT', '/api/group/change-problem-auth', { token: cast.owner.token, body: { pid: applied.problem.id, gid: group.id, auth: 2 } }));
    expect(await bankHas(applied.problem.id)).toBe(false);
  });

  it('refuses to examine a problem that never applied, or a site problem', async () => {
    const quiet = await addProblem(cast.groupAdmin);
    expectRefused(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: quiet.problem.id, progress: 2 } }), 400, 'The problem has not applied for the public bank');
    const site = expectOk(await call<AdminProblemDetail>('POST', '/api/admin/problem', { token: cast.siteAdmin.token, body: problemBody(undefined) }));
    expectRefused(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: site.problem.id, progress: 2 } }), 400, 'The problem is not a group problem');
    expectRefused(await call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: site.problem.id, progress: 1 } }), 400);
  });
});

describe('the problem page, its navigator and statuses', () => {
  let open: AdminProblemDetail;
  let adminsOnly: AdminProblemDetail;
  let contestOnly: AdminProblemDetail;
  beforeAll(async () => {
    open = await addProblem(cast.groupAdmin, { title: 'Page open' });
    adminsOnly = await addProblem(cast.groupAdmin, { title: 'Page private', auth: 2 });
    contestOnly = await addProblem(cast.groupAdmin, { title: 'Page contest', auth: 3 });
  });

  const detail = (who: TestUser | null, problemId: string, gid?: number) =>
    call<ProblemDetail>('GET', '/api/get-problem-detail', { token: who?.token, query: gid === undefined ? { problemId } : { problemId, gid } });

  it('opens auth 1 to members, 2 to group admins, 3 only in a contest', async () => {
    expect(expectOk(await detail(cast.member, open.problem.problemId, group.id)).problem.id).toBe(open.problem.id);
    expectRefused(await detail(cast.member, adminsOnly.problem.problemId, group.id), 403);
    expect(expectOk(await detail(cast.groupAdmin, adminsOnly.problem.problemId, group.id)).problem.id).toBe(adminsOnly.problem.id);
    expectRefused(await detail(cast.groupAdmin, contestOnly.problem.problemId, group.id), 403);
    // Without its gid it is still the group's: its members open it, nobody else (but site admins).
    expect(expectOk(await detail(cast.member, open.problem.problemId)).problem.id).toBe(open.problem.id);
    expectRefused(await detail(cast.member, adminsOnly.problem.problemId), 403);
    expectRefused(await detail(cast.outsider, open.problem.problemId), 403, GROUP_MESSAGES.notMember);
    expectRefused(await detail(cast.user, open.problem.problemId), 403, GROUP_MESSAGES.notMember);
    expectRefused(await detail(null, open.problem.problemId), 403);
    expect(expectOk(await detail(cast.siteAdmin, contestOnly.problem.problemId)).problem.id).toBe(contestOnly.problem.id);
  });

  it('refuses outsiders, and a problem asked for under another group', async () => {
    for (const who of outsiders()) expectRefused(await detail(who, open.problem.problemId, group.id), 403);
    const otherMember = cast.outsider;
    expectRefused(await detail(otherMember, open.problem.problemId, cast.other.id), 400, GROUP_MESSAGES.problemNotInGroup);
  });

  it('serves the focus-mode navigator of the group list to members', async () => {
    const items = expectOk(await call<NavigatorItem[]>('GET', '/api/get-full-screen-problem-list', { token: cast.member.token, query: { gid: group.id } }));
    expect(items.map((i) => i.pid)).toContain(open.problem.id);
    expect(items.map((i) => i.pid)).not.toContain(adminsOnly.problem.id);
    expect(items.find((i) => i.pid === open.problem.id)).toMatchObject({ problemId: open.problem.problemId, status: -10, score: null });
    const solved = await addProblem(cast.groupAdmin, { title: 'Page solved' });
    await env.DB.prepare('INSERT INTO user_problem_status (uid, pid, status, score) VALUES (?, ?, 0, 100)').bind(cast.member.uid, solved.problem.id).run();
    const after = expectOk(await call<NavigatorItem[]>('GET', '/api/get-full-screen-problem-list', { token: cast.member.token, query: { gid: group.id } }));
    expect(after.find((i) => i.pid === solved.problem.id)).toMatchObject({ status: 0, score: null });
    for (const who of [cast.user, cast.applicant, cast.outsider]) expectRefused(await call('GET', '/api/get-full-screen-problem-list', { token: who.token, query: { gid: group.id } }), 403);
  });

  it('answers the caller\'s statuses on group problems to members', async () => {
    const statuses = expectOk(await call<Record<string, UserProblemStatus>>('POST', '/api/get-user-group-problem-status', { token: cast.member.token, body: { pidList: [open.problem.id], gid: group.id } }));
    expect(statuses).toEqual({ [open.problem.id]: { status: -10, score: null } });
    for (const who of [cast.user, cast.applicant, cast.outsider]) {
      expectRefused(await call('POST', '/api/get-user-group-problem-status', { token: who.token, body: { pidList: [open.problem.id], gid: group.id } }), 403, GROUP_MESSAGES.notMember);
    }
    expectRefused(await call('POST', '/api/get-user-group-problem-status', { body: { pidList: [open.problem.id], gid: group.id } }), 401);
  });
});

describe('group submissions', () => {
  let open: AdminProblemDetail;
  let adminsOnly: AdminProblemDetail;
  let submitted: SubmissionView;
  beforeAll(async () => {
    open = await addProblem(cast.groupAdmin, { title: 'Submit here' });
    adminsOnly = await addProblem(cast.groupAdmin, { title: 'Submit private', auth: 2 });
  });

  const submit = (who: TestUser | null, pid: number, extra: Record<string, number> = {}) =>
    call<SubmissionView>('POST', '/api/submit-problem-judge', { token: who?.token, body: { pid, language: 'C', code: 'int main(){return 0;}', ...extra } });

  it('takes a member\'s submission with the gid and stores it', async () => {
    submitted = expectOk(await submit(cast.member, open.problem.id, { gid: group.id }));
    const row = await env.DB.prepare('SELECT gid, cid, tid FROM submissions WHERE submit_id = ?').bind(submitted.submitId).first();
    expect(row).toEqual({ gid: group.id, cid: 0, tid: null });
  });

  it('refuses outsiders, problems of other groups or of the site, closed auths, and group problems without their gid', async () => {
    for (const who of [cast.user, cast.applicant, cast.refused, cast.outsider]) expectRefused(await submit(who, open.problem.id, { gid: group.id }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await submit(null, open.problem.id, { gid: group.id }), 401);
    expectRefused(await submit(cast.outsider, open.problem.id, { gid: cast.other.id }), 400, GROUP_MESSAGES.problemNotInGroup);
    expectRefused(await submit(cast.member, adminsOnly.problem.id, { gid: group.id }), 403);
    expectRefused(await submit(cast.member, open.problem.id), 403);
    expectRefused(await submit(cast.outsider, open.problem.id), 403);
  });

  it('lists the group\'s own submissions to members only; the site list leaves them out', async () => {
    const list = expectOk(await call<SubmissionPage>('GET', '/api/get-submission-list', { token: cast.groupAdmin.token, query: { gid: group.id } }));
    expect(list.records.map((r) => r.submitId)).toContain(submitted.submitId);
    const mine = expectOk(await call<SubmissionPage>('GET', '/api/get-submission-list', { token: cast.member.token, query: { gid: group.id, onlyMine: true } }));
    expect(mine.records.map((r) => r.submitId)).toEqual([submitted.submitId]);
    for (const who of [null, cast.user, cast.applicant, cast.outsider]) {
      expectRefused(await call('GET', '/api/get-submission-list', { token: who?.token, query: { gid: group.id } }), 403, GROUP_MESSAGES.notMember);
    }
    const site = expectOk(await call<SubmissionPage>('GET', '/api/get-submission-list', { token: cast.siteAdmin.token, query: { limit: 100 } }));
    expect(site.records.map((r) => r.submitId)).not.toContain(submitted.submitId);
    // Another group's list holds none of this group's submissions.
    const other = expectOk(await call<SubmissionPage>('GET', '/api/get-submission-list', { token: cast.outsider.token, query: { gid: cast.other.id } }));
    expect(other.records.map((r) => r.submitId)).not.toContain(submitted.submitId);
  });

  it('shows a group submission and its cases to members only', async () => {
    for (const who of [cast.member, cast.groupAdmin, cast.siteAdmin]) expectOk(await call('GET', '/api/get-submission-detail', { token: who.token, query: { submitId: submitted.submitId } }));
    for (const who of [null, cast.user, cast.applicant, cast.outsider]) {
      expectRefused(await call('GET', '/api/get-submission-detail', { token: who?.token, query: { submitId: submitted.submitId } }), 403, GROUP_MESSAGES.notMember);
      expectRefused(await call('GET', '/api/get-all-case-result', { token: who?.token, query: { submitId: submitted.submitId } }), 403, GROUP_MESSAGES.notMember);
    }
  });
});

describe('submissions from a group training or contest', () => {
  it('keep the training\'s tid and gid, or the contest\'s cid and gid; outsiders cannot submit there', async () => {
    const problem = await addProblem(cast.groupAdmin, { title: 'Homework problem' });
    const tid = await insertTraining({ author: cast.owner });
    await env.DB.batch([
      env.DB.prepare('UPDATE trainings SET gid = ? WHERE id = ?').bind(group.id, tid),
      env.DB.prepare('INSERT INTO training_problems (tid, pid, display_id, rank) VALUES (?, ?, ?, 1000)').bind(tid, problem.problem.id, problem.problem.problemId),
    ]);
    const fromTraining = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: cast.member.token, body: { pid: problem.problem.id, language: 'C', code: 'int main(){}', tid, gid: group.id } }));
    expect(await env.DB.prepare('SELECT gid, tid, cid FROM submissions WHERE submit_id = ?').bind(fromTraining.submitId).first()).toEqual({ gid: group.id, tid, cid: 0 });
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: cast.outsider.token, body: { pid: problem.problem.id, language: 'C', code: 'int main(){}', tid } }), 403);

    const cid = await insertContest({ author: cast.owner.username });
    await env.DB.prepare('UPDATE contests SET gid = ?, uid = ? WHERE id = ?').bind(group.id, cast.owner.uid, cid).run();
    await addContestProblem(cid, problem.problem.id, 'A');
    const fromContest = expectOk(await call<SubmissionView>('POST', '/api/submit-problem-judge', { token: cast.member.token, body: { pid: problem.problem.id, language: 'C', code: 'int main(){}', cid } }));
    expect(await env.DB.prepare('SELECT gid, tid, cid FROM submissions WHERE submit_id = ?').bind(fromContest.submitId).first()).toEqual({ gid: group.id, tid: null, cid });
    expectRefused(await call('POST', '/api/submit-problem-judge', { token: cast.outsider.token, body: { pid: problem.problem.id, language: 'C', code: 'int main(){}', cid } }), 403);

    // The group's status list holds the homework submission, not the contest's (a contest has its own list).
    const list = expectOk(await call<SubmissionPage>('GET', '/api/get-submission-list', { token: cast.member.token, query: { gid: group.id, onlyMine: true } }));
    expect(list.records.map((r) => r.submitId)).toContain(fromTraining.submitId);
    expect(list.records.map((r) => r.submitId)).not.toContain(fromContest.submitId);
    // A contest submission of the group is the group's members' only.
    expectRefused(await call('GET', '/api/get-submission-detail', { token: cast.outsider.token, query: { submitId: fromContest.submitId } }), 403, GROUP_MESSAGES.notMember);
  });
});

describe('file calls opened to group admins', () => {
  const imageForm = () => fileForm(PNG, 'dot.png', 'image');

  it('uploads and deletes editor images for group admins with a gid; keeps the site admin rule without one', async () => {
    const uploaded = expectOk(await call<MarkdownImageUpload>('POST', '/api/file/upload-md-img', { token: cast.groupAdmin.token, query: { gid: group.id }, body: imageForm() }));
    expect(uploaded.link).toMatch(/^\/api\/public\/md\//);
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: cast.member.token, query: { gid: group.id }, body: imageForm() }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: cast.outsider.token, query: { gid: group.id }, body: imageForm() }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await call('POST', '/api/file/upload-md-img', { token: cast.groupAdmin.token, body: imageForm() }), 403, 'Sorry, you do not have permission to do this');
    expectRefused(await call('POST', '/api/file/upload-md-file', { token: cast.groupAdmin.token, body: fileForm('notes', 'notes.txt') }), 403, 'Sorry, you do not have permission to do this');
    expectOk(await call('POST', '/api/file/upload-md-file', { token: cast.owner.token, query: { gid: group.id }, body: fileForm('notes', 'notes.txt') }));
    expectRefused(await call('POST', '/api/file/upload-md-img', { body: imageForm() }), 401);
    expectRefused(await call('GET', '/api/file/delete-md-img', { token: cast.groupAdmin.token, query: { fileId: uploaded.fileId } }), 403, 'Sorry, you do not have permission to do this');
    expectRefused(await call('GET', '/api/file/delete-md-img', { token: peerAdmin.token, query: { fileId: uploaded.fileId, gid: group.id } }), 403);
    expectOk(await call('GET', '/api/file/delete-md-img', { token: cast.groupAdmin.token, query: { fileId: uploaded.fileId, gid: group.id } }));
  });

  it('takes a test-case zip from group admins with a gid only', async () => {
    const zip = await rawZip([
      { name: '1.in', data: '1 2\n' },
      { name: '1.out', data: '3\n' },
    ]);
    const result = expectOk(await call<{ fileList: unknown[] }>('POST', '/api/file/upload-testcase-zip', { token: cast.groupAdmin.token, query: { gid: group.id }, body: fileForm(zip) }));
    expect(result.fileList).toHaveLength(1);
    expectRefused(await call('POST', '/api/file/upload-testcase-zip', { token: cast.member.token, query: { gid: group.id }, body: fileForm(zip) }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await call('POST', '/api/file/upload-testcase-zip', { token: cast.groupAdmin.token, body: fileForm(zip) }), 403, 'Sorry, you do not have permission to do this');
  });

  it('downloads a group problem\'s test cases for its root or author only', async () => {
    const problem = await addProblem(cast.groupAdmin, { title: 'Download me' });
    for (const who of [cast.groupAdmin, cast.owner, cast.siteAdmin]) {
      const res = await request('GET', '/api/file/download-testcase', { token: who.token, query: { pid: problem.problem.id } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toContain('application/zip');
      expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 2))).toBe('PK');
    }
    expectRefused(await call('GET', '/api/file/download-testcase', { token: peerAdmin.token, query: { pid: problem.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('GET', '/api/file/download-testcase', { token: cast.member.token, query: { pid: problem.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('GET', '/api/file/download-testcase', { token: cast.outsider.token, query: { pid: problem.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('GET', '/api/file/download-testcase', { token: otherAdmin.token, query: { pid: problem.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
    const site = expectOk(await call<AdminProblemDetail>('POST', '/api/admin/problem', { token: cast.siteAdmin.token, body: problemBody(undefined) }));
    expectRefused(await call('GET', '/api/file/download-testcase', { token: cast.groupAdmin.token, query: { pid: site.problem.id } }), 403, 'Sorry, you do not have permission to do this');
  });
});

describe('checker compiles of a group', () => {
  it('needs the gid and a group admin', async () => {
    const body = { code: 'int main(){}', language: 'C' };
    expectRefused(await call('POST', '/api/group/compile-spj', { token: cast.groupAdmin.token, body }), 400, 'gid is required');
    expectRefused(await call('POST', '/api/group/compile-spj', { token: cast.member.token, body: { ...body, gid: group.id } }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await call('POST', '/api/group/compile-interactive', { token: cast.outsider.token, body: { ...body, gid: group.id } }), 403, GROUP_MESSAGES.notMember);
    const problem = await addProblem(cast.groupAdmin);
    expectRefused(await call('POST', '/api/group/compile-spj', { token: peerAdmin.token, body: { ...body, gid: group.id, pid: problem.problem.id } }), 403, GROUP_MESSAGES.notProblemManager);
    expectRefused(await call('POST', '/api/group/compile-spj', { token: otherAdmin.token, body: { ...body, gid: cast.other.id, pid: problem.problem.id } }), 400, GROUP_MESSAGES.problemNotInGroup);
  });

  it('answers at once for code a judge compiled already', async () => {
    const code = `int main(){return ${Date.now() % 1000};}`;
    const { sha256Hex } = await import('../../contract/judge');
    const id = await sha256Hex(JSON.stringify(['spj', 'C', code, {}]));
    await env.DB.prepare("INSERT INTO checker_checks (id, judge_mode, language, uid, code, status) VALUES (?, 'spj', 'C', ?, ?, 0)").bind(id, cast.groupAdmin.uid, code).run();
    const result = expectOk(await call<{ compiled: boolean }>('POST', '/api/group/compile-spj', { token: cast.groupAdmin.token, body: { code, language: 'C', gid: group.id } }));
    expect(result.compiled).toBe(true);
  });
});

describe('a hidden group', () => {
  it('is a missing group to outsiders on every problem call', async () => {
    const hiddenGroup = await createGroup(cast.owner, { visible: false });
    await addMember(hiddenGroup.id, cast.member, MEMBER_AUTH.member);
    expectRefused(await call('GET', '/api/group/get-problem-list', { token: cast.outsider.token, query: { gid: hiddenGroup.id } }), 404, GROUP_MESSAGES.notFound);
    expectOk(await call('GET', '/api/group/get-problem-list', { token: cast.member.token, query: { gid: hiddenGroup.id } }));
  });
});
