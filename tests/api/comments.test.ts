import { env } from 'cloudflare:workers';
import { afterAll, describe, expect, it } from 'vitest';
import type { CommentListView, CommentView, ReplyView } from '../../contract/api/community';
import { DEFAULT_COMMUNITY_LIMITS, COMMUNITY_MESSAGES as M } from '../../contract/rules/community';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { giveAccepted, openSwitches, setSwitches, setThresholds } from './community-support';
import { addMember, groupCast, userAs } from './groups-support';
import { createContest, register, type TestUser } from './scoreboard-support';
import { call, expectOk, expectRefused, nowSeconds } from './support';
import { RATE_RULES } from '../../worker/lib/rate-limit';

/** Comments and replies of discussions and contests (part 3 §2.15, §5, §6, §7; decision 33), by role. */

// ---- set-up straight in D1 (the discussion calls are another area's) ------------------------------

/** An accepted problem for the user, so the default comment threshold (1 AC) lets them post. */
async function giveAc(user: TestUser): Promise<TestUser> {
  await giveAccepted(user, 1);
  return user;
}

async function poster(role: 'user' | 'teacher' | 'admin' | 'root' = 'user'): Promise<TestUser> {
  return giveAc(await userAs(role));
}

async function insertDiscussion(author: TestUser, o: { gid?: number | null; status?: number; title?: string } = {}): Promise<number> {
  const row = await env.DB.prepare("INSERT INTO discussions (title, description, content, category_id, gid, uid, status) VALUES (?, 'd', 'the question', 1, ?, ?, ?) RETURNING id")
    .bind(o.title ?? `Question ${crypto.randomUUID().slice(0, 6)}`, o.gid ?? null, author.uid, o.status ?? 0)
    .first<{ id: number }>();
  return row!.id;
}

async function one<T>(query: string, ...binds: (string | number)[]): Promise<T> {
  return (await env.DB.prepare(query)
    .bind(...binds)
    .first<T>())!;
}
const commentNum = async (did: number) => (await one<{ n: number }>('SELECT comment_num AS n FROM discussions WHERE id = ?', did)).n;
const messagesTo = async (user: TestUser, type: string) => (await one<{ n: number }>('SELECT count(*) AS n FROM user_messages WHERE recipient = ? AND type = ?', user.uid, type)).n;

const setSwitch = async (name: 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment', value: boolean) => {
  await setSwitches({ [name]: value });
};

// ---- calls ----------------------------------------------------------------------------------------

const list = (who: TestUser | null, query: Record<string, number>) => call<CommentListView>('GET', '/api/comments', { token: who?.token ?? null, query });
const comment = (who: TestUser | null, body: Record<string, unknown>) => call<CommentView>('POST', '/api/comment', { token: who?.token ?? null, body });
const reply = (who: TestUser | null, body: Record<string, unknown>) => call<ReplyView>('POST', '/api/reply', { token: who?.token ?? null, body });
const like = (who: TestUser | null, query: Record<string, string | number | boolean>) => call('GET', '/api/comment-like', { token: who?.token ?? null, query });
const replies = (who: TestUser | null, query: Record<string, number>) => call<ReplyView[]>('GET', '/api/reply', { token: who?.token ?? null, query });
const remove = (who: TestUser | null, what: 'comment' | 'reply', id: number) => call('DELETE', `/api/${what}`, { token: who?.token ?? null, query: { id } });
const contents = (view: CommentListView) => view.commentList.records.map((c) => c.content);

describe('commenting on a discussion', () => {
  it('lets a user with enough accepted problems comment; the author is told, and the counter moves', async () => {
    const [author, commenter] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author, { title: 'How to read input?' });
    const posted = await comment(commenter, { did, content: 'Use **input()**' });
    const view = expectOk(posted);
    expect(posted.body.msg).toBe(M.posted);
    expect(view).toMatchObject({ did, cid: null, content: 'Use **input()**', fromUid: commenter.uid, fromName: commenter.username, likeNum: 0, replyList: [], totalReplyNum: 0, fromRole: null });
    expect(await commentNum(did)).toBe(1);
    const message = await one<{ sender_id: string; action: string; source_type: string; source_id: number; source_title: string; source_content: string; url: string; state: number }>(
      "SELECT * FROM user_messages WHERE recipient = ? AND type = 'Discuss'",
      author.uid,
    );
    expect(message).toMatchObject({ sender_id: commenter.uid, action: 'Discuss', source_type: 'Discussion', source_id: did, source_title: 'How to read input?', source_content: 'Use **input()**', url: `/discussion-detail/${did}`, state: 0 });

    // The author's own comment leaves no message.
    expectOk(await comment(author, { did, content: 'Thanks' }));
    expect(await messagesTo(author, 'Discuss')).toBe(1);
    expect(await commentNum(did)).toBe(2);
    // Anyone reads a public discussion's comments, newest first.
    expect(contents(expectOk(await list(null, { did })))).toEqual(['Thanks', 'Use **input()**']);
  });

  it('refuses visitors, users below the threshold, blank and too long content, and a request naming both or neither area', async () => {
    const [author, newbie, admin] = await Promise.all([poster(), userAs('user'), userAs('admin')]);
    const did = await insertDiscussion(author);
    expectRefused(await comment(null, { did, content: 'hi' }), 401);
    expectRefused(await comment(newbie, { did, content: 'hi' }), 403, /at least 1 accepted problems/);
    // Admin roles are exempt from the threshold.
    expectOk(await comment(admin, { did, content: 'From an admin' }));
    expectRefused(await comment(author, { did, content: '   ' }), 400, M.contentRequired);
    expectRefused(await comment(author, { did, content: 'x'.repeat(10_001) }), 400, /at most 10000/);
    expectOk(await comment(author, { did, content: 'x'.repeat(10_000) }));
    expectRefused(await comment(author, { content: 'hi' }), 400, /either did/);
    expectRefused(await comment(author, { did, cid: 1, content: 'hi' }), 400, /either did/);
    expectRefused(await comment(author, { did: 99_999_999, content: 'hi' }), 404, M.discussionNotFound);
    expectRefused(await list(null, { did: 99_999_999 }), 404, M.discussionNotFound);
    const shown = expectOk(await list(null, { did }));
    expect(shown.commentList.records.find((c) => c.content === 'From an admin')?.fromRole).toBe('admin');
  });

  it('counts comments and replies together against the daily limit of an ordinary user, not of an admin', async () => {
    const [author, a, admin] = await Promise.all([poster(), poster(), userAs('admin')]);
    const did = await insertDiscussion(author);
    await setThresholds({ commentDailyLimit: 2 });
    try {
      const c = expectOk(await comment(a, { did, content: 'one' }));
      expectOk(await reply(a, { commentId: c.id, content: 'two', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' }));
      expectRefused(await comment(a, { did, content: 'three' }), 403, /at most 2 comments and replies in 24 hours/);
      expectRefused(await reply(a, { commentId: c.id, content: 'three', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' }), 403, /at most 2/);
      for (let i = 0; i < 3; i++) expectOk(await comment(admin, { did, content: `admin ${i}` }));
    } finally {
      await setThresholds({ commentDailyLimit: DEFAULT_COMMUNITY_LIMITS.commentDailyLimit });
    }
    expectOk(await comment(a, { did, content: 'three' }));
  });

  it('pages 10 comments, shows 3 replies of each with the total, and the caller\'s likes', async () => {
    const [author, other] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push(expectOk(await comment(other, { did, content: `c${i}` })).id);
    const first = ids[0]!;
    for (let i = 1; i <= 5; i++) expectOk(await reply(author, { commentId: first, content: `r${i}`, toUid: other.uid, quoteId: first, quoteType: 'Comment' }));
    expectOk(await like(author, { cid: first, toLike: true, sourceId: did, sourceType: 'Discussion' }));

    const page1 = expectOk(await list(author, { did }));
    expect(page1.commentList).toMatchObject({ total: 12, current: 1, size: 10 });
    expect(contents(page1)).toEqual(['c12', 'c11', 'c10', 'c9', 'c8', 'c7', 'c6', 'c5', 'c4', 'c3']);
    const page2 = expectOk(await list(author, { did, currentPage: 2 }));
    expect(contents(page2)).toEqual(['c2', 'c1']);
    const c1 = page2.commentList.records[1]!;
    expect(c1.replyList.map((r) => r.content)).toEqual(['r1', 'r2', 'r3']);
    expect(c1.totalReplyNum).toBe(5);
    expect(c1.likeNum).toBe(1);
    expect(c1.replyList[0]).toMatchObject({ fromUid: author.uid, fromName: author.username, toUid: other.uid, toName: other.username, quoteId: first, quoteType: 'Comment', commentId: first });
    expect(page2.commentLikeMap).toEqual({ [String(ids[1])]: false, [String(first)]: true });
    // A visitor likes nothing; expand all shows every reply.
    expect(Object.values(expectOk(await list(null, { did, currentPage: 2 })).commentLikeMap)).toEqual([false, false]);
    expect(expectOk(await replies(null, { commentId: first })).map((r) => r.content)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    expect(await commentNum(did)).toBe(17);
  });

  it('answers a page of 100 comments (more ids than one D1 statement binds) with their replies and likes', async () => {
    const [author, other] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author);
    const inserts = Array.from({ length: 100 }, (_, i) => env.DB.prepare('INSERT INTO comments (did, uid, content) VALUES (?, ?, ?)').bind(did, other.uid, `bulk ${i}`));
    await env.DB.batch(inserts);
    const ids = (await env.DB.prepare('SELECT id FROM comments WHERE did = ? ORDER BY id').bind(did).all<{ id: number }>()).results.map((r) => r.id);
    const oldest = ids[0]!;
    expectOk(await reply(author, { commentId: oldest, content: 'on the oldest', toUid: other.uid, quoteId: oldest, quoteType: 'Comment' }));
    expectOk(await like(author, { cid: oldest, toLike: true, sourceId: did, sourceType: 'Discussion' }));
    const page = expectOk(await list(author, { did, limit: 100 }));
    expect(page.commentList.records).toHaveLength(100);
    expect(Object.keys(page.commentLikeMap)).toHaveLength(100);
    expect(page.commentLikeMap[String(oldest)]).toBe(true);
    expect(page.commentList.records.at(-1)!.replyList.map((r) => r.content)).toEqual(['on the oldest']);
  });
});

describe('replies', () => {
  it('quote a comment or a reply and tell the quoted post\'s author; the counters move both ways', async () => {
    const [author, a, b] = await Promise.all([poster(), poster(), poster()]);
    const did = await insertDiscussion(author);
    const c = expectOk(await comment(a, { did, content: 'A comment' }));
    const r1 = expectOk(await reply(b, { commentId: c.id, content: 'B answers A', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' }));
    expect(r1).toMatchObject({ fromUid: b.uid, toUid: a.uid, toName: a.username, quoteType: 'Comment' });
    const r2 = expectOk(await reply(a, { commentId: c.id, content: 'A answers B', toUid: b.uid, quoteId: r1.id, quoteType: 'Reply' }));
    expect(r2.quoteId).toBe(r1.id);
    const toA = await one<{ sender_id: string; source_content: string; quote_content: string }>("SELECT * FROM user_messages WHERE recipient = ? AND type = 'Reply'", a.uid);
    expect(toA).toMatchObject({ sender_id: b.uid, source_content: 'B answers A', quote_content: 'A comment' });
    const toB = await one<{ sender_id: string; quote_content: string }>("SELECT * FROM user_messages WHERE recipient = ? AND type = 'Reply'", b.uid);
    expect(toB).toMatchObject({ sender_id: a.uid, quote_content: 'B answers A' });
    // Replying to oneself leaves no message.
    expectOk(await reply(a, { commentId: c.id, content: 'me again', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' }));
    expect(await messagesTo(a, 'Reply')).toBe(1);
    expect(await commentNum(did)).toBe(4);
    expect((await one<{ n: number }>('SELECT reply_num AS n FROM comments WHERE id = ?', c.id)).n).toBe(3);

    // Only the author or an admin role deletes a reply.
    expectRefused(await remove(b, 'reply', r2.id), 403, M.mayNotDelete);
    expectRefused(await remove(null, 'reply', r2.id), 401);
    expectOk(await remove(a, 'reply', r2.id));
    expectOk(await remove(await userAs('teacher'), 'reply', r1.id));
    expectRefused(await remove(a, 'reply', r1.id), 404, M.replyNotFound);
    expect(await commentNum(did)).toBe(2);
    expect((await one<{ n: number }>('SELECT reply_num AS n FROM comments WHERE id = ?', c.id)).n).toBe(1);
  });

  it('refuses a quote that is missing, under another comment, or addressed to someone else, and a user below the threshold', async () => {
    const [author, a, newbie] = await Promise.all([poster(), poster(), userAs('user')]);
    const did = await insertDiscussion(author);
    const c1 = expectOk(await comment(a, { did, content: 'one' }));
    const c2 = expectOk(await comment(a, { did, content: 'two' }));
    const r = expectOk(await reply(author, { commentId: c2.id, content: 'under two', toUid: a.uid, quoteId: c2.id, quoteType: 'Comment' }));
    expectRefused(await reply(author, { commentId: c1.id, content: 'x', toUid: a.uid, quoteId: 99_999_999, quoteType: 'Reply' }), 400, /does not exist/);
    expectRefused(await reply(a, { commentId: c1.id, content: 'x', toUid: author.uid, quoteId: r.id, quoteType: 'Reply' }), 400, /not under this comment/);
    expectRefused(await reply(author, { commentId: c1.id, content: 'x', toUid: author.uid, quoteId: c1.id, quoteType: 'Comment' }), 400, /toUid/);
    expectRefused(await reply(author, { commentId: c1.id, content: ' ', toUid: a.uid, quoteId: c1.id, quoteType: 'Comment' }), 400, M.contentRequired);
    expectRefused(await reply(newbie, { commentId: c1.id, content: 'x', toUid: a.uid, quoteId: c1.id, quoteType: 'Comment' }), 403, /accepted problems/);
    expectRefused(await reply(author, { commentId: 99_999_999, content: 'x', toUid: a.uid, quoteId: 1, quoteType: 'Comment' }), 404, M.commentNotFound);
    expectRefused(await replies(null, { commentId: 99_999_999 }), 404, M.commentNotFound);
    // cid names a contest: a discussion's comment is not found under one.
    expectRefused(await replies(null, { commentId: c1.id, cid: 1 }), 404, M.commentNotFound);
  });
});

describe('deleting a comment', () => {
  it('lets its author and admin roles delete it with its replies and likes; anyone else is refused', async () => {
    const [author, a, b, admin] = await Promise.all([poster(), poster(), poster(), userAs('admin')]);
    const did = await insertDiscussion(author);
    const c = expectOk(await comment(a, { did, content: 'to delete' }));
    expectOk(await reply(b, { commentId: c.id, content: 'r', toUid: a.uid, quoteId: c.id, quoteType: 'Comment' }));
    expectOk(await like(b, { cid: c.id, toLike: true, sourceId: did, sourceType: 'Discussion' }));
    expect(await commentNum(did)).toBe(2);
    expectRefused(await remove(b, 'comment', c.id), 403, M.mayNotDelete);
    // The discussion's author is not the comment's: still refused.
    expectRefused(await remove(author, 'comment', c.id), 403, M.mayNotDelete);
    expectRefused(await remove(null, 'comment', c.id), 401);
    const deleted = await remove(a, 'comment', c.id);
    expectOk(deleted);
    expect(deleted.body.msg).toBe(M.deleted);
    expect(await commentNum(did)).toBe(0);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM replies WHERE comment_id = ?', c.id)).n).toBe(0);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM comment_likes WHERE comment_id = ?', c.id)).n).toBe(0);
    expectRefused(await remove(a, 'comment', c.id), 404, M.commentNotFound);
    const c2 = expectOk(await comment(a, { did, content: 'an admin deletes this' }));
    expectOk(await remove(admin, 'comment', c2.id));
  });
});

describe('liking a comment', () => {
  it('toggles the like, keeps the counter, tells the author once, and never oneself', async () => {
    const [author, a, b] = await Promise.all([poster(), poster(), poster()]);
    const did = await insertDiscussion(author);
    const c = expectOk(await comment(a, { did, content: 'likeable' }));
    const q = { cid: c.id, sourceId: did, sourceType: 'Discussion' };
    expectRefused(await like(null, { ...q, toLike: true }), 401);
    expectOk(await like(b, { ...q, toLike: true }));
    expectOk(await like(b, { ...q, toLike: true }));
    const likeNum = async () => (await one<{ n: number }>('SELECT like_num AS n FROM comments WHERE id = ?', c.id)).n;
    expect(await likeNum()).toBe(1);
    const message = await one<{ sender_id: string; action: string; quote_content: string }>("SELECT * FROM user_messages WHERE recipient = ? AND type = 'Like'", a.uid);
    expect(message).toMatchObject({ sender_id: b.uid, action: 'Like_Discuss', quote_content: 'likeable' });
    expect(expectOk(await list(b, { did })).commentLikeMap).toEqual({ [String(c.id)]: true });
    expectOk(await like(a, { ...q, toLike: true }));
    expect(await likeNum()).toBe(2);
    expect(await messagesTo(a, 'Like')).toBe(1);
    expectOk(await like(b, { ...q, toLike: false }));
    expectOk(await like(b, { ...q, toLike: false }));
    expect(await likeNum()).toBe(1);
    expect(expectOk(await list(b, { did })).commentLikeMap).toEqual({ [String(c.id)]: false });
    // The source must be the comment's own.
    expectRefused(await like(b, { ...q, sourceId: did + 1, toLike: true }), 400, /sourceId and sourceType/);
    expectRefused(await like(b, { ...q, sourceType: 'Contest', toLike: true }), 400, /sourceId and sourceType/);
    expectRefused(await like(b, { ...q, cid: 99_999_999, toLike: true }), 404, M.commentNotFound);
  });

  it('is rate limited per user', async () => {
    const [author, a] = await Promise.all([poster(), poster()]);
    const did = await insertDiscussion(author);
    const c = expectOk(await comment(author, { did, content: 'spam target' }));
    // The window is a fixed minute: a run that straddles its end fills the next one, so allow two windows' worth.
    let last = 200;
    for (let i = 0; i < 2 * RATE_RULES.likePerUser.limit + 2 && last === 200; i++) last = (await like(a, { cid: c.id, sourceId: did, sourceType: 'Discussion', toLike: i % 2 === 0 })).status;
    expect(last).toBe(429);
  });
});

describe('which discussions may be commented on', () => {
  it('a disabled discussion: only its author and admins', async () => {
    const [author, other, teacher] = await Promise.all([poster(), poster(), userAs('teacher')]);
    const did = await insertDiscussion(author, { status: 1 });
    expectRefused(await list(other, { did }), 403, M.discussionDisabled);
    expectRefused(await list(null, { did }), 403, M.discussionDisabled);
    expectRefused(await comment(other, { did, content: 'hi' }), 403, M.discussionDisabled);
    expectOk(await comment(author, { did, content: 'mine' }));
    expect(contents(expectOk(await list(teacher, { did })))).toEqual(['mine']);
  });

  it('a group discussion: the group\'s members; its admins delete any comment; members of another group and visitors are refused', async () => {
    const cast = await groupCast();
    await Promise.all([giveAc(cast.member), giveAc(cast.outsider), giveAc(cast.user), giveAc(cast.groupAdmin)]);
    const did = await insertDiscussion(cast.member, { gid: cast.group.id });
    const c = expectOk(await comment(cast.member, { did, content: 'in the class' }));
    expect(contents(expectOk(await list(cast.groupAdmin, { did })))).toEqual(['in the class']);
    expectRefused(await list(cast.outsider, { did }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await comment(cast.outsider, { did, content: 'x' }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await comment(cast.applicant, { did, content: 'x' }), 403, GROUP_MESSAGES.notMember);
    expectRefused(await list(null, { did }), 401);
    const other = expectOk(await comment(cast.groupAdmin, { did, content: 'from the group admin' }));
    expect(other.fromRole).toBeNull();
    expectRefused(await remove(cast.member, 'comment', other.id), 403, M.mayNotDelete);
    // A group admin deletes a member's comment; so does a site admin role.
    expectOk(await remove(cast.groupAdmin, 'comment', c.id));
    expectOk(await remove(cast.siteAdmin, 'comment', other.id));
    const url = await one<{ url: string } | null>("SELECT url FROM user_messages WHERE recipient = ? AND type = 'Discuss'", cast.member.uid);
    expect(url?.url).toBe(`/group/${cast.group.id}/discussion-detail/${did}`);
  });

  describe('with the switches off', () => {
    afterAll(openSwitches);

    it('refuses the closed area\'s comments with its no-access message, and only that area', async () => {
      const cast = await groupCast();
      const author = await poster();
      await giveAc(cast.member);
      const did = await insertDiscussion(author);
      const gdid = await insertDiscussion(cast.member, { gid: cast.group.id });
      await setSwitch('openPublicDiscussion', false);
      try {
        expectRefused(await list(author, { did }), 403, M.publicClosed);
        expectRefused(await comment(author, { did, content: 'x' }), 403, M.publicClosed);
        expectOk(await comment(cast.member, { did: gdid, content: 'the group area stays open' }));
      } finally {
        await setSwitch('openPublicDiscussion', true);
      }
      await setSwitch('openGroupDiscussion', false);
      try {
        expectRefused(await list(cast.member, { did: gdid }), 403, M.groupClosed);
        expectRefused(await comment(cast.owner, { did: gdid, content: 'x' }), 403, M.groupClosed);
        expectOk(await comment(author, { did, content: 'the public area stays open' }));
      } finally {
        await setSwitch('openGroupDiscussion', true);
      }
    });
  });
});

describe('contest comments (decision 33)', () => {
  async function contestCastOf(fields: Parameters<typeof createContest>[1] = {}) {
    const [manager, a, b, stranger, admin] = await Promise.all([poster('teacher'), poster(), poster(), poster(), userAs('admin')]);
    const contest = await createContest(manager, { auth: 1, pwd: 'pw', ...fields });
    await register(contest.id, a);
    await register(contest.id, b);
    return { contest, cid: contest.id, manager, a, b, stranger, admin };
  }

  it('while running shows a participant only their own and the managers\' comments and replies; managers see all', async () => {
    const { cid, manager, a, b, admin } = await contestCastOf();
    const ca = expectOk(await comment(a, { cid, content: 'A asks' }));
    const cb = expectOk(await comment(b, { cid, content: 'B asks' }));
    const cm = expectOk(await comment(manager, { cid, content: 'Clarification' }));
    expect(cm).toMatchObject({ cid, did: null });
    expect((await one<{ m: number }>('SELECT by_manager AS m FROM comments WHERE id = ?', cm.id)).m).toBe(1);
    expect((await one<{ m: number }>('SELECT by_manager AS m FROM comments WHERE id = ?', ca.id)).m).toBe(0);
    // The manager answers A; B replies under the clarification.
    expectOk(await reply(manager, { commentId: ca.id, content: 'Answer to A', toUid: a.uid, quoteId: ca.id, quoteType: 'Comment' }));
    expectOk(await reply(b, { commentId: cm.id, content: 'B on the clarification', toUid: manager.uid, quoteId: cm.id, quoteType: 'Comment' }));

    const seenByA = expectOk(await list(a, { cid }));
    expect(contents(seenByA)).toEqual(['Clarification', 'A asks']);
    expect(seenByA.commentList.total).toBe(2);
    const clarification = seenByA.commentList.records[0]!;
    expect(clarification.replyList).toEqual([]);
    expect(clarification.totalReplyNum).toBe(0);
    expect(seenByA.commentList.records[1]!.replyList.map((r) => r.content)).toEqual(['Answer to A']);
    expect(expectOk(await replies(a, { commentId: cm.id, cid })).map((r) => r.content)).toEqual([]);
    expect(contents(expectOk(await list(b, { cid })))).toEqual(['Clarification', 'B asks']);
    for (const who of [manager, admin]) {
      const all = expectOk(await list(who, { cid }));
      expect(contents(all)).toEqual(['Clarification', 'B asks', 'A asks']);
      expect(all.commentList.records[0]!.totalReplyNum).toBe(1);
    }
    // What A is not shown, A can neither open, like, reply to nor delete.
    expectRefused(await replies(a, { commentId: cb.id }), 404, M.commentNotFound);
    expectRefused(await like(a, { cid: cb.id, sourceId: cid, sourceType: 'Contest', toLike: true }), 404, M.commentNotFound);
    expectRefused(await reply(a, { commentId: cb.id, content: 'x', toUid: b.uid, quoteId: cb.id, quoteType: 'Comment' }), 404, M.commentNotFound);
    expectRefused(await remove(a, 'comment', cb.id), 404, M.commentNotFound);
    // A participant may not delete a manager's comment; the manager deletes anyone's.
    expectRefused(await remove(a, 'comment', cm.id), 403, M.mayNotDelete);
    expectOk(await like(a, { cid: cm.id, sourceId: cid, sourceType: 'Contest', toLike: true }));
    const likeMessage = await one<{ url: string; source_type: string }>("SELECT url, source_type FROM user_messages WHERE recipient = ? AND type = 'Like'", manager.uid);
    expect(likeMessage).toEqual({ url: `/contest/${cid}/comment`, source_type: 'Contest' });
    expectOk(await remove(manager, 'comment', cb.id));
    // No discussion author: a contest comment leaves no Discuss message.
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM user_messages WHERE type = 'Discuss' AND source_type = 'Contest' AND source_id = ?", cid)).n).toBe(0);
  });

  it('after the end shows everyone with access every comment', async () => {
    const { cid, contest, manager, a, b } = await contestCastOf();
    expectOk(await comment(a, { cid, content: 'A' }));
    expectOk(await comment(b, { cid, content: 'B' }));
    expect(contents(expectOk(await list(a, { cid })))).toEqual(['A']);
    await env.DB.prepare('UPDATE contests SET start_time = ?, end_time = ? WHERE id = ?').bind(contest.startTime - 7200, nowSeconds() - 60, cid).run();
    expect(contents(expectOk(await list(a, { cid })))).toEqual(['B', 'A']);
    expect(contents(expectOk(await list(manager, { cid })))).toEqual(['B', 'A']);
  });

  it('refuses visitors and users who may not enter the contest, and everyone when the switch is off', async () => {
    const { cid, a, stranger, manager } = await contestCastOf();
    expectRefused(await list(null, { cid }), 401);
    expectRefused(await list(stranger, { cid }), 403);
    expectRefused(await comment(stranger, { cid, content: 'x' }), 403);
    expectRefused(await list(a, { cid: 99_999_999 }), 404);
    await setSwitch('openContestComment', false);
    try {
      expectRefused(await list(a, { cid }), 403, M.contestClosed);
      expectRefused(await comment(manager, { cid, content: 'x' }), 403, M.contestClosed);
    } finally {
      await setSwitch('openContestComment', true);
    }
    expectOk(await comment(a, { cid, content: 'open again' }));
  });

  it('a group contest: members of the group only', async () => {
    const cast = await groupCast({ auth: 'public', code: null });
    await Promise.all([giveAc(cast.member), giveAc(cast.outsider)]);
    const contest = await createContest(cast.owner, { gid: cast.group.id });
    expectOk(await comment(cast.member, { cid: contest.id, content: 'member' }));
    expectRefused(await comment(cast.outsider, { cid: contest.id, content: 'x' }), 403, GROUP_MESSAGES.notMember);
    await addMember(cast.group.id, cast.outsider);
    expectOk(await comment(cast.outsider, { cid: contest.id, content: 'joined' }));
  });
});
