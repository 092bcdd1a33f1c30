import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { CommentView, SystemMessageView, UnreadCounts, UserMessageView } from '../../contract/api/community';
import type { Page } from '../../contract/envelope';
import { COMMUNITY_MESSAGES as M } from '../../contract/rules/community';
import { MEMBER_AUTH } from '../../contract/rules/groups';
import { giveAccepted } from './community-support';
import { addMember, groupCast, insertGroupProblem, userAs } from './groups-support';
import type { TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, nowSeconds } from './support';

/** The message centre (part 1 "Message centre", §3 "Message", §4, §7 "Messages"; decision 33), by role. */

async function poster(role: 'user' | 'admin' = 'user'): Promise<TestUser> {
  const user = await userAs(role);
  await giveAccepted(user, 1);
  return user;
}

async function insertDiscussion(author: TestUser, title = 'A question'): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO discussions (title, description, content, category_id, uid) VALUES (?, 'd', 'c', 1, ?) RETURNING id").bind(title, author.uid).first<{ id: number }>();
  return row!.id;
}

async function count(query: string, ...binds: (string | number)[]): Promise<number> {
  return (await env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>())!.n;
}

const unread = async (who: TestUser) => expectOk(await call<UnreadCounts>('GET', '/api/msg/unread', { token: who.token }));
const box = async <T = UserMessageView>(who: TestUser, name: 'comment' | 'reply' | 'like' | 'sys' | 'mine', query: Record<string, number> = {}) =>
  expectOk(await call<Page<T>>('GET', `/api/msg/${name}`, { token: who.token, query }));
const clean = (who: TestUser | null, query: Record<string, string | number>) => call('DELETE', '/api/msg/clean', { token: who?.token ?? null, query });

describe('comment, reply and like messages', () => {
  it('count as unread until their page is read, then turn read; nobody else sees them', async () => {
    const [author, a] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author, 'Loops in Python');
    const c = expectOk(await call<CommentView>('POST', '/api/comment', { token: a.token, body: { did, content: 'Use range' } }));
    const own = expectOk(await call<CommentView>('POST', '/api/comment', { token: author.token, body: { did, content: 'My own note' } }));
    expectOk(await call('POST', '/api/reply', { token: a.token, body: { commentId: own.id, content: 'Nice note', toUid: author.uid, quoteId: own.id, quoteType: 'Comment' } }));
    expectOk(await call('GET', '/api/comment-like', { token: a.token, query: { cid: own.id, toLike: true, sourceId: did, sourceType: 'Discussion' } }));
    // The author's own reply to a's comment goes to a.
    expectOk(await call('POST', '/api/reply', { token: author.token, body: { commentId: c.id, content: 'Thanks', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' } }));

    expect(await unread(author)).toMatchObject({ comment: 1, reply: 1, like: 1, mine: 0 });
    expect(await unread(a)).toMatchObject({ comment: 0, reply: 1, like: 0, mine: 0 });

    const comments = await box(author, 'comment');
    expect(comments).toMatchObject({ total: 1, current: 1, size: 6 });
    expect(comments.records[0]).toMatchObject({
      state: false,
      senderId: a.uid,
      senderUsername: a.username,
      action: 'Discuss',
      sourceType: 'Discussion',
      sourceId: did,
      sourceTitle: 'Loops in Python',
      sourceContent: 'Use range',
      quoteContent: null,
      url: `/discussion-detail/${did}`,
    });
    expect((await box(author, 'comment')).records[0]!.state).toBe(true);
    expect(await unread(author)).toMatchObject({ comment: 0, reply: 1, like: 1 });
    const replies = await box(author, 'reply');
    expect(replies.records[0]).toMatchObject({ state: false, action: 'Reply', sourceContent: 'Nice note', quoteContent: 'My own note' });
    const likes = await box(author, 'like');
    expect(likes.records[0]).toMatchObject({ state: false, action: 'Like_Discuss', quoteContent: 'My own note', senderUsername: a.username });
    expect(await unread(author)).toMatchObject({ comment: 0, reply: 0, like: 0 });
    // a's boxes hold only a's message.
    expect((await box(a, 'comment')).total).toBe(0);
    expect((await box(a, 'reply')).records.map((r) => r.sourceContent)).toEqual(['Thanks']);
  });

  it('read 6 a page: reading one page marks only that page read', async () => {
    const [author, a] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author);
    for (let i = 1; i <= 7; i++) expectOk(await call('POST', '/api/comment', { token: a.token, body: { did, content: `c${i}` } }));
    expect((await unread(author)).comment).toBe(7);
    const page1 = await box(author, 'comment');
    expect(page1.records.map((r) => r.sourceContent)).toEqual(['c7', 'c6', 'c5', 'c4', 'c3', 'c2']);
    expect(page1.total).toBe(7);
    expect((await unread(author)).comment).toBe(1);
    const page2 = await box(author, 'comment', { currentPage: 2 });
    expect(page2.records.map((r) => [r.sourceContent, r.state])).toEqual([['c1', false]]);
    expect((await unread(author)).comment).toBe(0);
  });

  it('marks a page of 100 read at once (more ids than one D1 statement binds)', async () => {
    const [author, a] = await Promise.all([poster(), poster()]);
    const inserts = Array.from({ length: 100 }, (_, i) =>
      env.DB.prepare("INSERT INTO user_messages (recipient, type, sender_id, action, source_type, source_id, source_title, source_content, url) VALUES (?, 'Like', ?, 'Like_Discuss', 'Discussion', 1, 't', ?, '/discussion-detail/1')").bind(author.uid, a.uid, `like ${i}`),
    );
    await env.DB.batch(inserts);
    expect((await unread(author)).like).toBe(100);
    expect((await box(author, 'like', { limit: 100 })).records).toHaveLength(100);
    expect((await unread(author)).like).toBe(0);
  });

  it('clean deletes one of the caller\'s messages or a whole box, never someone else\'s', async () => {
    const [author, a, other] = await Promise.all([poster(), poster(), poster()]);
    const did = await insertDiscussion(author);
    for (let i = 1; i <= 3; i++) expectOk(await call('POST', '/api/comment', { token: a.token, body: { did, content: `c${i}` } }));
    const [first, second] = (await box(author, 'comment')).records;
    expectRefused(await clean(null, { type: 'Discuss' }), 401);
    expectRefused(await clean(other, { type: 'Discuss', id: first!.id }), 404, M.messageNotFound);
    expectRefused(await clean(author, { type: 'Reply', id: first!.id }), 404, M.messageNotFound);
    expectRefused(await clean(author, { type: 'Nope' }), 400, /type must be one of/);
    const one = await clean(author, { type: 'Discuss', id: first!.id });
    expectOk(one);
    expect(one.body.msg).toBe(M.deleted);
    expect((await box(author, 'comment')).records.map((r) => r.id)).not.toContain(first!.id);
    expectOk(await clean(other, { type: 'Discuss' }));
    expect((await box(author, 'comment')).records.map((r) => r.id)).toContain(second!.id);
    expectOk(await clean(author, { type: 'Discuss' }));
    expect((await box(author, 'comment')).total).toBe(0);
    expect(await unread(author)).toMatchObject({ comment: 0 });
  });

  it('need sign-in, every one of them', async () => {
    for (const path of ['unread', 'comment', 'reply', 'like', 'sys', 'mine']) expectRefused(await call('GET', `/api/msg/${path}`), 401);
  });
});

describe('system notifications (decision 33: one row, per-reader states)', () => {
  async function reader(role: 'user' | 'admin' = 'user'): Promise<TestUser> {
    const user = await userAs(role);
    // Accounts of a day ago, so notifications pushed in the last minutes reach them.
    await env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(nowSeconds() - 86_400, user.uid).run();
    return user;
  }
  async function notice(author: TestUser, o: { recipient: 'All' | 'Admin' | 'Designated'; pushedAt: number | null; title: string; users?: TestUser[] }): Promise<number> {
    const row = await env.DB.prepare('INSERT INTO notices (title, content, recipient, pushed, pushed_at, uid) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .bind(o.title, `**${o.title}**`, o.recipient, o.pushedAt === null ? 0 : 1, o.pushedAt, author.uid)
      .first<{ id: number }>();
    for (const u of o.users ?? []) await env.DB.prepare('INSERT INTO notice_recipients (notice_id, uid) VALUES (?, ?)').bind(row!.id, u.uid).run();
    return row!.id;
  }

  it('reach their audience once pushed, only accounts older than the push, and are read and deleted per reader', async () => {
    const [user, admin, named, root] = await Promise.all([reader(), reader('admin'), reader(), userAs('root')]);
    const now = nowSeconds();
    const all = await notice(root, { recipient: 'All', pushedAt: now - 100, title: 'Maintenance tonight' });
    await notice(root, { recipient: 'All', pushedAt: now - 200_000, title: 'Before the accounts' });
    const waiting = await notice(root, { recipient: 'All', pushedAt: null, title: 'Not pushed yet' });
    const admins = await notice(root, { recipient: 'Admin', pushedAt: now - 90, title: 'For admins' });
    const designated = await notice(root, { recipient: 'Designated', pushedAt: now - 80, title: 'For you', users: [named] });

    expect((await unread(user)).sys).toBe(1);
    expect((await unread(admin)).sys).toBe(2);
    expect((await unread(named)).sys).toBe(2);

    const adminPage = await box<SystemMessageView>(admin, 'sys');
    expect(adminPage).toMatchObject({ total: 2, size: 8 });
    expect(adminPage.records.map((r) => [r.id, r.state])).toEqual([
      [admins, false],
      [all, false],
    ]);
    expect(adminPage.records[1]).toMatchObject({ title: 'Maintenance tonight', content: '**Maintenance tonight**' });
    expect((await unread(admin)).sys).toBe(0);
    expect((await box<SystemMessageView>(admin, 'sys')).records.map((r) => r.state)).toEqual([true, true]);
    // One notifications row each; the reads are the reader's own state rows.
    expect(await count('SELECT count(*) AS n FROM notice_states WHERE uid = ?', admin.uid)).toBe(2);
    expect(await count('SELECT count(*) AS n FROM notice_states WHERE notice_id = ?', all)).toBe(1);
    expect((await unread(user)).sys).toBe(1);
    expect((await box<SystemMessageView>(named, 'sys')).records.map((r) => r.id)).toEqual([designated, all]);

    // Deleting: one notification, or the whole box; someone else's or one that does not reach the caller is not found.
    expectRefused(await clean(user, { type: 'Sys', id: admins }), 404, M.messageNotFound);
    expectRefused(await clean(user, { type: 'Sys', id: waiting }), 404, M.messageNotFound);
    expectOk(await clean(user, { type: 'Sys', id: all }));
    expect((await box<SystemMessageView>(user, 'sys')).total).toBe(0);
    expect((await unread(user)).sys).toBe(0);
    expectRefused(await clean(user, { type: 'Sys', id: all }), 404, M.messageNotFound);
    expectOk(await clean(named, { type: 'Sys' }));
    expect((await box<SystemMessageView>(named, 'sys')).total).toBe(0);
    // Others keep theirs.
    expect((await box<SystemMessageView>(admin, 'sys')).total).toBe(2);

    // Pushed later (the hourly cron sets pushed and pushedAt): it reaches the accounts older than the push.
    await env.DB.prepare('UPDATE notices SET pushed = 1, pushed_at = ? WHERE id = ?').bind(nowSeconds(), waiting).run();
    expect((await unread(user)).sys).toBe(1);
    expect((await unread(named)).sys).toBe(1);
    const fresh = await userAs('user');
    await env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(nowSeconds() + 10, fresh.uid).run();
    expect((await unread(fresh)).sys).toBe(0);
  });
});

describe('a notification written and pushed through the admin calls', () => {
  it('reaches its designated users\' Sys box after the push, and nobody before it', async () => {
    const [root, named, other] = await Promise.all([userAs('root'), userAs('user'), userAs('user')]);
    const backdate = (u: TestUser) => env.DB.prepare('UPDATE users SET created_at = ? WHERE id = ?').bind(nowSeconds() - 60, u.uid).run();
    await Promise.all([backdate(named), backdate(other)]);
    const written = expectOk(
      await call<{ id: number }>('POST', '/api/admin/notice', { token: root.token, body: { title: 'Exam on Friday', content: 'Bring a pen', recipient: 'Designated', users: [named.username] } }),
    );
    // Other tests of this file pushed notifications to everyone too: count this one by its id.
    const sysIds = async (u: TestUser) => (await box<SystemMessageView>(u, 'sys', { limit: 100 })).records.map((r) => r.id);
    expect(await sysIds(named)).not.toContain(written.id);
    const before = (await unread(named)).sys;
    expectOk(await call('POST', '/api/dev/push-notices'));
    expect((await unread(named)).sys).toBe(before + 1);
    expect(await sysIds(other)).not.toContain(written.id);
    const page = await box<SystemMessageView>(named, 'sys', { limit: 100 });
    expect(page.records.filter((r) => r.id === written.id).map((r) => [r.title, r.content, r.state])).toEqual([['Exam on Friday', 'Bring a pen', false]]);
    expect((await unread(named)).sys).toBe(0);
  });
});

describe('"mine" messages from group events', () => {
  it('tell an applicant accepted or refused and a member removed; other changes and one\'s own actions leave none', async () => {
    const cast = await groupCast();
    const second = await userAs('user');
    await addMember(cast.group.id, second, MEMBER_AUTH.applying, 'Please');
    const update = (who: TestUser, uid: string, auth: number) => call('PUT', '/api/group/member', { token: who.token, body: { gid: cast.group.id, uid, auth } });
    expectOk(await update(cast.owner, cast.applicant.uid, MEMBER_AUTH.member));
    expectOk(await update(cast.groupAdmin, second.uid, MEMBER_AUTH.refused));
    expectOk(await update(cast.owner, cast.member.uid, MEMBER_AUTH.admin));
    expectOk(await call('DELETE', '/api/group/member', { token: cast.owner.token, query: { gid: cast.group.id, uid: cast.groupAdmin.uid } }));

    expect((await unread(cast.applicant)).mine).toBe(1);
    const accepted = await box<SystemMessageView>(cast.applicant, 'mine');
    expect(accepted).toMatchObject({ total: 1, size: 8 });
    expect(accepted.records[0]).toMatchObject({ state: false, title: 'Your application to join a group was accepted' });
    expect(accepted.records[0]!.content).toContain(`(/group/${cast.group.id})`);
    expect((await box<SystemMessageView>(cast.applicant, 'mine')).records[0]!.state).toBe(true);
    expect((await unread(cast.applicant)).mine).toBe(0);
    expect((await box<SystemMessageView>(second, 'mine')).records.map((r) => r.title)).toEqual(['Your application to join a group was refused']);
    expect((await box<SystemMessageView>(cast.groupAdmin, 'mine')).records.map((r) => r.title)).toEqual(['You were removed from a group']);
    expect((await box<SystemMessageView>(cast.member, 'mine')).total).toBe(0);
    expect((await box<SystemMessageView>(cast.owner, 'mine')).total).toBe(0);

    // Leaving on one's own leaves no message; a site admin removing an applicant tells them it was refused.
    const third = await userAs('user');
    await addMember(cast.group.id, third, MEMBER_AUTH.applying, 'Please');
    expectOk(await call('DELETE', '/api/group/member', { token: cast.siteAdmin.token, query: { gid: cast.group.id, uid: third.uid } }));
    expect((await box<SystemMessageView>(third, 'mine')).records.map((r) => r.title)).toEqual(['Your application to join a group was refused']);
    expectOk(await call('DELETE', '/api/group/member/exit', { token: cast.applicant.token, query: { gid: cast.group.id } }));
    expect((await box<SystemMessageView>(cast.applicant, 'mine')).total).toBe(1);

    expectOk(await clean(cast.applicant, { type: 'Mine', id: accepted.records[0]!.id }));
    expect((await box<SystemMessageView>(cast.applicant, 'mine')).total).toBe(0);
  });

  it('tell a group problem\'s author when a site admin admits it to the public bank or refuses it', async () => {
    const cast = await groupCast();
    const problem = await insertGroupProblem(cast.group.id, cast.group.shortName);
    await env.DB.prepare('UPDATE problems SET created_by = ?, apply_public_progress = 1 WHERE id = ?').bind(cast.owner.uid, problem.pid).run();
    const decide = (progress: number) => call('PUT', '/api/admin/group-problem/change-progress', { token: cast.siteAdmin.token, query: { pid: problem.pid, progress } });
    expectOk(await decide(3));
    expectOk(await decide(2));
    const mine = await box<SystemMessageView>(cast.owner, 'mine');
    expect(mine.records.map((r) => r.title)).toEqual(['Your problem was admitted to the public problem bank', 'Your problem was refused from the public problem bank']);
    expect(mine.records[0]!.content).toContain(problem.problemId);
  });
});
