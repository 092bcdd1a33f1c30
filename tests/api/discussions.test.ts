import { fill } from '../../contract/message-template';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryView, DiscussionDetail, DiscussionRow, ReportRow } from '../../contract/api/community';
import type { GroupDetail } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES as M, DEFAULT_COMMUNITY_LIMITS, type CommunityLimits } from '../../contract/rules/community';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { communityRoot, giveAccepted, openPosting, openSwitches, postDiscussion, sendDiscussion, setSwitches, setThresholds } from './community-support';
import { groupBody, groupCast, insertGroupProblem } from './groups-support';
import { insertProblem } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused } from './support';
import { userAs } from './trainings-support';

/**
 * Discussions (part 3 §2.9, §2.13-§2.14, §3.2, §4-§7; decision 33) by role: visitor, user below and
 * above the thresholds, author, another user, group member, member of another group, group admin,
 * teacher, admin and super admin; the switches and the thresholds are checked on the server.
 */

type Query = Record<string, string | number | boolean>;
const get = <T>(path: string, who: TestUser | null, query: Query = {}) => call<T>('GET', path, { token: who?.token ?? null, query });
const send = <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, who: TestUser | null, options: { body?: unknown; query?: Query }) => call<T>(method, path, { token: who?.token ?? null, ...options });

const list = async (who: TestUser | null, query: Query) => expectOk(await get<Page<DiscussionRow>>('/api/get-discussion-list', who, query));
const detail = (who: TestUser | null, did: number) => get<DiscussionDetail>('/api/get-discussion-detail', who, { did });
const like = (who: TestUser | null, did: number, toLike: boolean) => get<null>('/api/discussion-like', who, { did, toLike });
const report = (who: TestUser | null, did: number, body: Record<string, unknown> = {}) => send('POST', '/api/discussion-report', who, { body: { did, tags: ['spam'], content: 'Advertises a shop', ...body } });
const tag = () => `kw${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;

async function messagesOf(uid: string, type: string) {
  const { results } = await env.DB.prepare('SELECT * FROM user_messages WHERE recipient = ? AND type = ? ORDER BY id').bind(uid, type).all<Record<string, unknown>>();
  return results;
}
async function storedDiscussion(id: number) {
  return env.DB.prepare('SELECT * FROM discussions WHERE id = ?').bind(id).first<Record<string, unknown>>();
}

afterEach(async () => {
  await openSwitches();
});

describe('the community configuration calls', () => {
  it('answers the defaults of decision 33 and lets only the super admin change them', async () => {
    const [root, admin, user] = await Promise.all([communityRoot(), userAs('admin'), userAs('user')]);
    expect(expectOk(await get<CommunityLimits>('/api/admin/config/get-community-config', root))).toEqual(DEFAULT_COMMUNITY_LIMITS);
    expectRefused(await get('/api/admin/config/get-community-config', admin), 403);
    expectRefused(await get('/api/admin/config/get-community-config', user), 403);
    expectRefused(await get('/api/admin/config/get-community-config', null), 401);
    expectRefused(await send('PUT', '/api/admin/config/set-community-config', admin, { body: { discussionMinAc: 0 } }), 403);
    expectRefused(await send('PUT', '/api/admin/config/set-community-config', root, { body: { discussionMinAc: -1 } }), 400, 'discussionMinAc must be at least 0');
    expectRefused(await send('PUT', '/api/admin/config/set-community-config', root, { body: { groupDailyLimit: 1.5 } }), 400, 'groupDailyLimit must be a whole number');
    const saved = expectOk(await send<CommunityLimits>('PUT', '/api/admin/config/set-community-config', root, { body: { commentMinAc: 3 } }));
    expect(saved).toEqual({ ...DEFAULT_COMMUNITY_LIMITS, commentMinAc: 3 });
    expect(expectOk(await get<CommunityLimits>('/api/admin/config/get-community-config', root)).commentMinAc).toBe(3);
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
  });
});

describe('posting thresholds', () => {
  it('refuses a user below the accepted count, takes them once they pass it, and exempts admin roles', async () => {
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
    const [user, teacher, admin] = await Promise.all([userAs('user'), userAs('teacher'), userAs('admin')]);
    expectRefused(await sendDiscussion(null), 401);
    expectRefused(await sendDiscussion(user), 403, 'You need at least 5 accepted problems to post a discussion (you have 0)');
    await giveAccepted(user, 4);
    expectRefused(await sendDiscussion(user), 403, /you have 4/);
    await giveAccepted(user, 1);
    expectOk(await sendDiscussion(user));
    expectOk(await sendDiscussion(teacher));
    expectOk(await sendDiscussion(admin));
    // An admin lowers the bar and it applies to the next post.
    const newcomer = await userAs('user');
    await setThresholds({ discussionMinAc: 0 });
    expectOk(await sendDiscussion(newcomer));
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
  });

  it('counts the last 24 hours against the daily limit', async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    await setThresholds({ discussionMinAc: 0, discussionDailyLimit: 2 });
    expectOk(await sendDiscussion(user));
    expectOk(await sendDiscussion(user));
    expectRefused(await sendDiscussion(user), 403, 'You may post at most 2 discussions in 24 hours; please try again later');
    // Posts older than a day no longer count.
    await env.DB.prepare('UPDATE discussions SET gmt_create = gmt_create - 90000 WHERE uid = ?').bind(user.uid).run();
    expectOk(await sendDiscussion(user));
    for (let i = 0; i < 3; i += 1) expectOk(await sendDiscussion(admin));
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
  });

  it('lets ordinary users create groups by the group threshold instead of admin roles only', async () => {
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
    const [user, teacher] = await Promise.all([userAs('user'), userAs('teacher')]);
    const create = (who: TestUser) => send<GroupDetail>('POST', '/api/group', who, { body: groupBody() });
    expectRefused(await create(user), 403, 'You need at least 20 accepted problems to create a group (you have 0)');
    await setThresholds({ groupMinAc: 2, groupDailyLimit: 1 });
    await giveAccepted(user, 2);
    const group = expectOk(await create(user));
    expect(group).toMatchObject({ uid: user.uid, owner: user.username, memberCount: 1 });
    expectRefused(await create(user), 403, 'You may post at most 1 groups in 24 hours; please try again later');
    expectOk(await create(teacher));
    expectOk(await create(teacher));
    await setThresholds(DEFAULT_COMMUNITY_LIMITS);
  });
});

describe('posting a discussion', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('posts under a problem with the "[id] " prefix and category 2, and refuses unknown or hidden problems', async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    const problem = await insertProblem();
    const posted = await sendDiscussion(user, { title: 'Why WA on test 3?', categoryId: 1, pid: problem.problemId });
    expect(posted.body.msg).toBe(M.posted);
    expect(expectOk(posted)).toMatchObject({ title: `[${problem.problemId}] Why WA on test 3?`, categoryId: 2, categoryName: 'Problem', pid: problem.problemId, gid: null, uid: user.uid, author: user.username, hasLike: false, likeNum: 0, viewNum: 0, commentNum: 0, status: 0, topPriority: false });
    expectRefused(await sendDiscussion(user, { pid: 'NO_SUCH_PROBLEM' }), 404, M.problemNotFound);
    const hidden = await insertProblem({ auth: 2 });
    expectRefused(await sendDiscussion(user, { pid: hidden.problemId }), 404, M.problemNotFound);
    expectOk(await sendDiscussion(admin, { pid: hidden.problemId }));
  });

  it('lets only admin roles pin, and checks the category and every field', async () => {
    const [user, teacher] = await Promise.all([userAs('user'), userAs('teacher')]);
    expectRefused(await sendDiscussion(user, { topPriority: true }), 403, M.onlyAdminPins);
    expect(expectOk(await sendDiscussion(teacher, { topPriority: true })).topPriority).toBe(true);
    expectRefused(await sendDiscussion(user, { categoryId: 999_999 }), 400, M.categoryNotFound);
    expectRefused(await sendDiscussion(user, { title: '   ' }), 400);
    expectRefused(await sendDiscussion(user, { title: 'x'.repeat(256) }), 400);
    expectRefused(await sendDiscussion(user, { description: 'x'.repeat(256) }), 400);
    expectRefused(await sendDiscussion(user, { content: '' }), 400);
    expectRefused(await sendDiscussion(user, { content: 'x'.repeat(65_536) }), 400);
    expectOk(await sendDiscussion(user, { title: 'x'.repeat(255), description: 'y'.repeat(255) }));
  });

  it('refuses everyone, admins too, while the public area is closed', async () => {
    const [user, admin] = await Promise.all([userAs('user'), userAs('admin')]);
    await setSwitches({ openPublicDiscussion: false });
    expectRefused(await sendDiscussion(user), 403, M.publicClosed);
    expectRefused(await sendDiscussion(admin), 403, M.publicClosed);
  });
});

describe('the public list and the detail', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('lists pinned first then the newest, 10 a page, with the author’s badge role and title', async () => {
    const [user, admin, root, teacher] = await Promise.all([userAs('user'), userAs('admin'), userAs('root'), userAs('teacher')]);
    await env.DB.prepare("UPDATE users SET title_name = 'Helper', title_color = '#ff0000' WHERE id = ?").bind(user.uid).run();
    const word = tag();
    const pinned = await postDiscussion(admin, { title: `${word} pinned`, topPriority: true });
    const byRoot = await postDiscussion(root, { title: `${word} root` });
    const byTeacher = await postDiscussion(teacher, { title: `${word} teacher` });
    const mine: DiscussionDetail[] = [];
    for (let i = 0; i < 8; i += 1) mine.push(await postDiscussion(user, { title: `${word} user ${i}` }));
    const first = await list(null, { keyword: word });
    expect(first).toMatchObject({ total: 11, current: 1, size: 10 });
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toMatchObject({ id: pinned.id, topPriority: true, role: 'admin' });
    expect(first.records[1]).toMatchObject({ id: mine[7]!.id, role: null, titleName: 'Helper', titleColor: '#ff0000' });
    const second = await list(null, { keyword: word, currentPage: 2 });
    expect(second.records.map((r) => r.id)).toEqual([byRoot.id]);
    expect(first.records.find((r) => r.id === byTeacher.id)?.role).toBeNull();
    expect(second.records[0]).toMatchObject({ id: byRoot.id, role: 'root' });
    // the description matches the keyword too
    const described = await postDiscussion(user, { description: `about ${word}x` });
    expect((await list(null, { keyword: `${word}x` })).records.map((r) => r.id)).toEqual([described.id]);
    // LIKE wildcards typed in the keyword match only themselves
    expect((await list(null, { keyword: `${word}%` })).total).toBe(0);
    expect((await list(null, { keyword: `${word.slice(0, -1)}_` })).total).toBe(0);
  });

  it('filters by category, problem and onlyMine, and leaves out disabled and group discussions', async () => {
    const [user, other, admin, root] = await Promise.all([userAs('user'), userAs('user'), userAs('admin'), communityRoot()]);
    const word = tag();
    const cats = expectOk(await send<CategoryView[]>('POST', '/api/discussion-category', admin, { body: [...expectOk(await get<CategoryView[]>('/api/discussion-category', null)), { name: word }] }));
    const cid = cats.find((c) => c.name === word)!.id;
    const problem = await insertProblem();
    const inCategory = await postDiscussion(user, { title: `${word} cat`, categoryId: cid });
    const underProblem = await postDiscussion(other, { title: `${word} problem`, pid: problem.problemId });
    const disabled = await postDiscussion(user, { title: `${word} disabled` });
    expectOk(await send('PUT', '/api/admin/discussion', root, { body: { id: disabled.id, status: 1 } }));
    expect((await list(null, { keyword: word, cid })).records.map((r) => r.id)).toEqual([inCategory.id]);
    expect((await list(null, { pid: problem.problemId })).records.map((r) => r.id)).toEqual([underProblem.id]);
    expect((await list(user, { keyword: word, onlyMine: true })).records.map((r) => r.id)).toEqual([inCategory.id]);
    expect((await list(null, { keyword: word })).records.map((r) => r.id).sort()).toEqual([inCategory.id, underProblem.id].sort());
    expectRefused(await get('/api/get-discussion-list', null, { onlyMine: true }), 401);
    const cast = await groupCast();
    const inGroup = await postDiscussion(cast.member, { title: `${word} group`, gid: cast.group.id });
    expect((await list(admin, { keyword: word })).records.map((r) => r.id)).not.toContain(inGroup.id);
  });

  it('counts a view per opening and tells the caller whether they like it', async () => {
    const [author, reader] = await Promise.all([userAs('user'), userAs('user')]);
    const d = await postDiscussion(author, { content: 'Hello <b>there</b>' });
    expect(expectOk(await detail(null, d.id))).toMatchObject({ id: d.id, viewNum: 1, hasLike: false, content: 'Hello <b>there</b>', author: author.username });
    expectOk(await like(reader, d.id, true));
    expect(expectOk(await detail(reader, d.id))).toMatchObject({ viewNum: 2, hasLike: true, likeNum: 1 });
    expect(expectOk(await detail(author, d.id))).toMatchObject({ viewNum: 3, hasLike: false });
    expect((await storedDiscussion(d.id))!.view_num).toBe(3);
    expectRefused(await detail(null, 999_999_999), 404, M.discussionNotFound);
  });

  it('opens a disabled discussion only to its author and admins', async () => {
    const [author, other, teacher, root] = await Promise.all([userAs('user'), userAs('user'), userAs('teacher'), communityRoot()]);
    const d = await postDiscussion(author);
    expectOk(await send('PUT', '/api/admin/discussion', root, { body: { id: d.id, status: 1 } }));
    expectRefused(await detail(null, d.id), 403, M.discussionDisabled);
    expectRefused(await detail(other, d.id), 403, M.discussionDisabled);
    expect(expectOk(await detail(author, d.id)).status).toBe(1);
    expectOk(await detail(teacher, d.id));
    expectRefused(await like(other, d.id, true), 403, M.discussionDisabled);
    expectRefused(await report(other, d.id), 403, M.discussionDisabled);
  });

  it('closes the list and the detail while the public area is off', async () => {
    const [user, root] = await Promise.all([userAs('user'), communityRoot()]);
    const d = await postDiscussion(user);
    await setSwitches({ openPublicDiscussion: false });
    expectRefused(await get('/api/get-discussion-list', user), 403, M.publicClosed);
    expectRefused(await detail(root, d.id), 403, M.publicClosed);
    expectRefused(await like(user, d.id, true), 403, M.publicClosed);
    expectRefused(await send('PUT', '/api/discussion', user, { body: { id: d.id, title: 'a', description: 'b', content: 'c', categoryId: d.categoryId } }), 403, M.publicClosed);
    // the admin table stays open
    expectOk(await get('/api/admin/discussion', root));
    await openSwitches();
    expectOk(await detail(user, d.id));
  });
});

describe('editing and deleting', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('lets only the author edit, keeps the category and the problem prefix, and pins only for admins', async () => {
    const [author, other, admin] = await Promise.all([userAs('user'), userAs('user'), userAs('admin')]);
    const problem = await insertProblem();
    const d = await postDiscussion(author, { pid: problem.problemId, title: 'Old' });
    const edit = (who: TestUser | null, body: Record<string, unknown>) => send<DiscussionDetail>('PUT', '/api/discussion', who, { body: { id: d.id, title: 'New', description: 'd2', content: 'c2', categoryId: 2, ...body } });
    expectRefused(await edit(null, {}), 401);
    expectRefused(await edit(other, {}), 403, M.notAuthor);
    expectRefused(await edit(admin, {}), 403, M.notAuthor);
    expectRefused(await edit(author, { categoryId: 1 }), 400, M.categoryFixed);
    expectRefused(await edit(author, { topPriority: true }), 403, M.onlyAdminPins);
    const saved = await edit(author, {});
    expect(saved.body.msg).toBe(M.updated);
    expect(expectOk(saved)).toMatchObject({ title: `[${problem.problemId}] New`, description: 'd2', content: 'c2', categoryId: 2, topPriority: false });
    expectRefused(await send('PUT', '/api/discussion', author, { body: { id: 999_999_999, title: 'a', description: 'b', content: 'c', categoryId: 1 } }), 404, M.discussionNotFound);
    const adminOwn = await postDiscussion(admin);
    expect(expectOk(await send<DiscussionDetail>('PUT', '/api/discussion', admin, { body: { id: adminOwn.id, title: 'a', description: 'b', content: 'c', categoryId: 1, topPriority: true } })).topPriority).toBe(true);
  });

  it('lets the author and admin roles delete, with the comments, and tells the author when someone else did', async () => {
    const [author, other, teacher] = await Promise.all([userAs('user'), userAs('user'), userAs('teacher')]);
    const own = await postDiscussion(author);
    const del = (who: TestUser | null, did: number) => send('DELETE', '/api/discussion', who, { query: { did } });
    expectRefused(await del(null, own.id), 401);
    expectRefused(await del(other, own.id), 403, M.mayNotDelete);
    await env.DB.prepare("INSERT INTO comments (did, uid, content) VALUES (?, ?, 'a comment')").bind(own.id, other.uid).run();
    const deleted = await del(author, own.id);
    expect(deleted.body.msg).toBe(M.deleted);
    expect(await storedDiscussion(own.id)).toBeNull();
    expect((await env.DB.prepare('SELECT count(*) AS n FROM comments WHERE did = ?').bind(own.id).first<{ n: number }>())!.n).toBe(0);
    expect(await messagesOf(author.uid, 'Mine')).toHaveLength(0);
    const theirs = await postDiscussion(author, { title: 'Spam *here*' });
    expectOk(await del(teacher, theirs.id));
    const [mine] = await messagesOf(author.uid, 'Mine');
    expect(mine).toMatchObject({ title: 'Your discussion was deleted', state: 0 });
    expect(mine!.content).toContain('Spam \\*here\\*');
    expectRefused(await del(teacher, theirs.id), 404, M.discussionNotFound);
  });
});

describe('likes and reports', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('toggles a like with its counter and leaves the author one Like message, none for their own like', async () => {
    const [author, fan, other] = await Promise.all([userAs('user'), userAs('user'), userAs('user')]);
    const d = await postDiscussion(author, { title: 'Nice trick' });
    expectRefused(await like(null, d.id, true), 401);
    expectOk(await like(fan, d.id, true));
    expectOk(await like(fan, d.id, true));
    expectOk(await like(other, d.id, true));
    expect((await storedDiscussion(d.id))!.like_num).toBe(2);
    const likes = await messagesOf(author.uid, 'Like');
    expect(likes).toHaveLength(2);
    expect(likes[0]).toMatchObject({ sender_id: fan.uid, action: 'Like_Post', source_type: 'Discussion', source_id: d.id, source_title: 'Nice trick', url: `/discussion-detail/${d.id}`, state: 0 });
    expectOk(await like(fan, d.id, false));
    expectOk(await like(fan, d.id, false));
    expect((await storedDiscussion(d.id))!.like_num).toBe(1);
    expectOk(await like(author, d.id, true));
    expect((await storedDiscussion(d.id))!.like_num).toBe(2);
    expect(await messagesOf(author.uid, 'Like')).toHaveLength(2);
    expectRefused(await like(fan, 999_999_999, true), 404, M.discussionNotFound);
  });

  it('limits likes per user', async () => {
    const [author, fan] = await Promise.all([userAs('user'), userAs('user')]);
    const d = await postDiscussion(author);
    for (let i = 0; i < 60; i += 1) expectOk(await like(fan, d.id, i % 2 === 0));
    // The window is a fixed minute: if it turned during the first 60, the next 61 calls still pass 60 in one window.
    let refused: Awaited<ReturnType<typeof like>> | null = null;
    for (let i = 0; i < 61 && !refused; i += 1) {
      const res = await like(fan, d.id, i % 2 === 0);
      if (res.status === 429) refused = res;
    }
    expectRefused(refused!, 429, /Too many requests/);
  });

  it('takes a report with tags and a reason once per user, and admins handle it', async () => {
    const [author, reporter, second, admin, user] = await Promise.all([userAs('user'), userAs('user'), userAs('user'), userAs('admin'), userAs('user')]);
    const d = await postDiscussion(author, { title: 'Buy now' });
    expectRefused(await report(null, d.id), 401);
    expectRefused(await report(reporter, d.id, { tags: [] }), 400, M.reportRequired);
    expectRefused(await report(reporter, d.id, { content: '  ' }), 400, M.reportRequired);
    expectRefused(await report(reporter, d.id, { content: 'x'.repeat(201) }), 400, 'The reason must be at most 200 characters');
    expectRefused(await report(reporter, d.id, { tags: ['rude'] }), 400);
    const sent = await report(reporter, d.id, { tags: ['spam', 'fraud', 'spam'], content: 'x'.repeat(200), reporter: 'someone-else' });
    expect(sent.body.msg).toBe(M.sent);
    expectRefused(await report(reporter, d.id), 400, M.alreadyReported);
    expectOk(await report(second, d.id, { tags: ['vulgar'], content: 'Rude words' }));
    expectRefused(await report(reporter, 999_999_999), 404, M.discussionNotFound);

    expectRefused(await get('/api/admin/discussion-report', user), 403);
    expectRefused(await get('/api/admin/discussion-report', null), 401);
    const open = expectOk(await get<Page<ReportRow>>('/api/admin/discussion-report', admin, { status: 0, limit: 100 }));
    const mineFirst = open.records.find((r) => r.reporterUid === reporter.uid)!;
    expect(mineFirst).toMatchObject({ did: d.id, discussionTitle: 'Buy now', reporter: reporter.username, tags: ['spam', 'fraud'], content: 'x'.repeat(200), status: 0 });
    expectRefused(await send('PUT', '/api/admin/discussion-report', user, { body: { id: mineFirst.id, status: 1 } }), 403);
    const handled = expectOk(await send<ReportRow>('PUT', '/api/admin/discussion-report', admin, { body: { id: mineFirst.id, status: 1 } }));
    expect(handled).toMatchObject({ id: mineFirst.id, status: 1 });
    const all = expectOk(await get<Page<ReportRow>>('/api/admin/discussion-report', admin, { limit: 100 }));
    const statuses = all.records.map((r) => r.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    expect(expectOk(await get<Page<ReportRow>>('/api/admin/discussion-report', admin, { status: 1, limit: 100 })).records.map((r) => r.id)).toContain(mineFirst.id);
    expectRefused(await send('PUT', '/api/admin/discussion-report', admin, { body: { id: 999_999_999, status: 1 } }), 404);
  });

  it('limits reports per user', async () => {
    const [author, reporter] = await Promise.all([userAs('user'), userAs('user')]);
    for (let i = 0; i < 10; i += 1) {
      const d = await postDiscussion(author);
      expectOk(await report(reporter, d.id));
    }
    const last = await postDiscussion(author);
    expectRefused(await report(reporter, last.id), 429, /Too many requests/);
  });
});

describe('categories', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('lists the categories to anyone and lets admin roles replace the list, keeping general and problem', async () => {
    const [user, teacher] = await Promise.all([userAs('user'), userAs('teacher')]);
    const start = expectOk(await get<CategoryView[]>('/api/discussion-category', null));
    expect(start.slice(0, 2).map((c) => c.id)).toEqual([1, 2]);
    const save = (who: TestUser | null, body: unknown) => send<CategoryView[]>('POST', '/api/discussion-category', who, { body });
    expectRefused(await save(null, start), 401);
    expectRefused(await save(user, start), 403);
    const word = tag();
    const added = expectOk(await save(teacher, [...start, { name: `${word}a` }, { name: `${word}b` }]));
    const a = added.find((c) => c.name === `${word}a`)!;
    const b = added.find((c) => c.name === `${word}b`)!;
    const inB = await postDiscussion(user, { categoryId: b.id });
    const renamed = expectOk(await save(teacher, [...start, { id: a.id, name: `${word}A` }]));
    expect(renamed.map((c) => c.name)).toContain(`${word}A`);
    expect(renamed.map((c) => c.id)).not.toContain(b.id);
    expect(expectOk(await detail(user, inB.id))).toMatchObject({ categoryId: 1 });
    expectRefused(await save(teacher, start.filter((c) => c.id !== 2)), 400, M.categoryKept);
    expectRefused(await save(teacher, [...start, { id: 999_999, name: 'ghost' }]), 400, fill(M.categoryIdNotFound, { id: 999999 }));
    expectRefused(await save(teacher, [...start.filter((c) => c.id !== a.id), { name: '' }]), 400);
  });
});

describe('the admin table', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('lists every discussion to admin roles and saves status and top at once, telling the author when disabled', async () => {
    const [author, user, teacher] = await Promise.all([userAs('user'), userAs('user'), userAs('teacher')]);
    const word = tag();
    const d = await postDiscussion(author, { title: `${word} target` });
    const change = (who: TestUser | null, body: Record<string, unknown>) => send<DiscussionRow>('PUT', '/api/admin/discussion', who, { body: { id: d.id, ...body } });
    expectRefused(await change(null, { status: 1 }), 401);
    expectRefused(await change(user, { status: 1 }), 403);
    expectRefused(await change(author, { status: 1 }), 403);
    expectRefused(await change(teacher, {}), 400);
    expectRefused(await send('PUT', '/api/admin/discussion', teacher, { body: { id: 999_999_999, status: 1 } }), 404, M.discussionNotFound);
    expect(expectOk(await change(teacher, { topPriority: true }))).toMatchObject({ id: d.id, topPriority: true, status: 0 });
    expect(await messagesOf(author.uid, 'Mine')).toHaveLength(0);
    expect(expectOk(await change(teacher, { status: 1 }))).toMatchObject({ status: 1, topPriority: true });
    const [notice] = await messagesOf(author.uid, 'Mine');
    expect(notice).toMatchObject({ title: 'Your discussion was disabled' });
    expect(notice!.content).toContain('by an admin.');
    expectOk(await change(teacher, { status: 1 }));
    expect(await messagesOf(author.uid, 'Mine')).toHaveLength(1);
    expect((await list(null, { keyword: word })).total).toBe(0);
    const adminRows = expectOk(await get<Page<DiscussionRow>>('/api/admin/discussion', teacher, { keyword: word, status: 1 }));
    expect(adminRows.records.map((r) => r.id)).toEqual([d.id]);
    expect(expectOk(await get<Page<DiscussionRow>>('/api/admin/discussion', teacher, { keyword: word, status: 0 })).total).toBe(0);
    expectRefused(await get('/api/admin/discussion', user), 403);
    expectOk(await change(teacher, { status: 0 }));
    expect((await list(null, { keyword: word })).records.map((r) => r.id)).toEqual([d.id]);
  });
});

describe('group discussions', () => {
  beforeAll(async () => {
    await openPosting();
  });

  it('lets members post and read behind the switch and membership; outsiders and visitors are refused', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const problem = await insertGroupProblem(gid, cast.group.shortName);
    const posted = expectOk(await sendDiscussion(cast.member, { gid, pid: problem.problemId, title: 'Stuck' }));
    expect(posted).toMatchObject({ gid, title: `[${problem.problemId}] Stuck`, categoryId: 2, pid: problem.problemId });
    for (const who of [cast.outsider, cast.user, cast.applicant, cast.refused]) expectRefused(await sendDiscussion(who, { gid }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await sendDiscussion(cast.member, { gid, topPriority: true }), 403, M.onlyAdminPins);
    expect(expectOk(await sendDiscussion(cast.groupAdmin, { gid, topPriority: true })).topPriority).toBe(true);
    // a public problem is not the group's
    const publicProblem = await insertProblem();
    expectRefused(await sendDiscussion(cast.member, { gid, pid: publicProblem.problemId }), 404, M.problemNotFound);
    expectRefused(await sendDiscussion(cast.member, { pid: problem.problemId }), 404, M.problemNotFound);

    const groupList = (who: TestUser | null, query: Query = {}) => get<Page<DiscussionRow>>('/api/group/get-discussion-list', who, { gid, ...query });
    const rows = expectOk(await groupList(cast.member));
    expect(rows.total).toBe(2);
    expect(rows.records[0]).toMatchObject({ topPriority: true, author: cast.groupAdmin.username });
    expect(expectOk(await groupList(cast.member, { pid: problem.problemId })).records.map((r) => r.id)).toEqual([posted.id]);
    expect(expectOk(await groupList(cast.siteAdmin)).total).toBe(2);
    expectRefused(await groupList(null), 401);
    for (const who of [cast.outsider, cast.user, cast.applicant]) expectRefused(await groupList(who), 403, GROUP_MESSAGES.notMember);

    expectOk(await detail(cast.member, posted.id));
    expectOk(await detail(cast.siteAdmin, posted.id));
    expectRefused(await detail(null, posted.id), 401);
    expectRefused(await detail(cast.outsider, posted.id), 403, GROUP_MESSAGES.notMember);
    expectRefused(await like(cast.outsider, posted.id, true), 403, GROUP_MESSAGES.notMember);
    expectOk(await like(cast.owner, posted.id, true));
    const [likeMessage] = await messagesOf(cast.member.uid, 'Like');
    expect(likeMessage!.url).toBe(`/group/${gid}/discussion-detail/${posted.id}`);
  });

  it('gives the group admins the admin list, status and top changes, and deletion', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const d = await postDiscussion(cast.member, { gid, title: 'Off topic' });
    const adminList = (who: TestUser | null) => get<Page<DiscussionRow>>('/api/group/get-admin-discussion-list', who, { gid });
    expectRefused(await adminList(cast.member), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await adminList(cast.outsider), 403, GROUP_MESSAGES.notAdmin);
    const change = (who: TestUser | null, body: Record<string, unknown>) => send<DiscussionRow>('PUT', '/api/group/discussion', who, { body: { id: d.id, ...body } });
    expectRefused(await change(cast.member, { status: 1 }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await change(cast.outsider, { status: 1 }), 403, GROUP_MESSAGES.notAdmin);
    expectRefused(await change(null, { status: 1 }), 401);
    expect(expectOk(await change(cast.groupAdmin, { status: 1, topPriority: true }))).toMatchObject({ status: 1, topPriority: true });
    const [notice] = await messagesOf(cast.member.uid, 'Mine');
    expect(notice!.content).toContain('an admin of its group');
    expect(expectOk(await get<Page<DiscussionRow>>('/api/group/get-discussion-list', cast.member, { gid })).total).toBe(0);
    expect(expectOk(await adminList(cast.groupAdmin)).records.map((r) => r.id)).toEqual([d.id]);
    expect(expectOk(await adminList(cast.siteAdmin)).total).toBe(1);
    // the author still opens it; another member does not
    expectOk(await detail(cast.member, d.id));
    const otherMember = await userAs('user');
    await env.DB.prepare('INSERT INTO group_members (gid, uid, auth) VALUES (?, ?, 3)').bind(gid, otherMember.uid).run();
    expectRefused(await detail(otherMember, d.id), 403, M.discussionDisabled);
    expectOk(await detail(cast.groupAdmin, d.id));
    // an author who left the group no longer edits there
    const leaver = await postDiscussion(otherMember, { gid });
    await env.DB.prepare('DELETE FROM group_members WHERE gid = ? AND uid = ?').bind(gid, otherMember.uid).run();
    expectRefused(await send('PUT', '/api/discussion', otherMember, { body: { id: leaver.id, title: 'a', description: 'b', content: 'c', categoryId: leaver.categoryId } }), 403, GROUP_MESSAGES.notMember);
    // a public discussion is not a group's to change
    const publicOne = await postDiscussion(cast.groupAdmin);
    expectRefused(await send('PUT', '/api/group/discussion', cast.groupAdmin, { body: { id: publicOne.id, status: 1 } }), 404, M.discussionNotFound);
    // deletion: a member may not delete another's, a group admin may, and a group admin may not delete public ones
    const another = await postDiscussion(cast.groupAdmin, { gid });
    expectRefused(await send('DELETE', '/api/discussion', otherMember, { query: { did: another.id } }), 403, M.mayNotDelete);
    const outsiderPublic = await postDiscussion(cast.user);
    expectRefused(await send('DELETE', '/api/discussion', cast.groupAdmin, { query: { did: outsiderPublic.id } }), 403, M.mayNotDelete);
    expectOk(await send('DELETE', '/api/discussion', cast.groupAdmin, { query: { did: d.id } }));
    expect(await storedDiscussion(d.id)).toBeNull();
    expect((await messagesOf(cast.member.uid, 'Mine')).at(-1)).toMatchObject({ title: 'Your discussion was deleted' });
  });

  it('closes every group discussion call while openGroupDiscussion is off, and leaves the public area open', async () => {
    const cast = await groupCast();
    const gid = cast.group.id;
    const d = await postDiscussion(cast.member, { gid });
    await setSwitches({ openGroupDiscussion: false });
    expectRefused(await get('/api/group/get-discussion-list', cast.member, { gid }), 403, M.groupClosed);
    expectRefused(await get('/api/group/get-admin-discussion-list', cast.siteAdmin, { gid }), 403, M.groupClosed);
    expectRefused(await send('PUT', '/api/group/discussion', cast.groupAdmin, { body: { id: d.id, status: 1 } }), 403, M.groupClosed);
    expectRefused(await sendDiscussion(cast.member, { gid }), 403, M.groupClosed);
    expectRefused(await detail(cast.member, d.id), 403, M.groupClosed);
    expectRefused(await send('PUT', '/api/discussion', cast.member, { body: { id: d.id, title: 'a', description: 'b', content: 'c', categoryId: d.categoryId } }), 403, M.groupClosed);
    expectOk(await sendDiscussion(cast.member));
    expectOk(await get('/api/get-discussion-list', cast.member));
  });
});
