import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { NoticeView } from '../../contract/api/community';
import type { AnnouncementView } from '../../contract/api/groups';
import type { Page } from '../../contract/envelope';
import { SEED_ANNOUNCEMENTS, SEED_COMMENTS, SEED_DISCUSSIONS, SEED_MINE, SEED_NOTICE, seedCommunitySql } from '../../scripts/seed-community';
import { PUBLIC_GROUP, seedGroupsSql } from '../../scripts/seed-groups';
import { insertProblem } from './problems-support';
import { call, expectOk, mintToken, nowSeconds } from './support';

/** The demo community `npm start` seeds (scripts/seed-community.ts): complete, consistent, readable through the API, and the same after every start. */

const NAMES = ['root', 'admin', 'teacher', 'alice', 'bob'] as const;
const idOf = (name: (typeof NAMES)[number]) => `demo${String(NAMES.indexOf(name)).padStart(28, '0')}`;

async function one<T>(query: string, ...params: (string | number)[]): Promise<T> {
  return (await env.DB.prepare(query)
    .bind(...params)
    .first<T>())!;
}

async function all<T>(query: string, ...params: (string | number)[]): Promise<T[]> {
  return (
    await env.DB.prepare(query)
      .bind(...params)
      .all<T>()
  ).results;
}

async function demoAccountsAndGroups() {
  for (const name of NAMES) {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(idOf(name), name, name, `${name}@example.com`).run();
  }
  await env.DB.prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (?, 1000), (?, 1001)').bind(idOf('root'), idOf('teacher')).run();
  await env.DB.prepare("INSERT INTO training_categories (name, color) SELECT 'Basics', '#409EFF' WHERE NOT EXISTS (SELECT 1 FROM training_categories WHERE gid IS NULL)").run();
  for (const from of ['P1000', 'P1001']) {
    if (!(await env.DB.prepare('SELECT 1 FROM problems WHERE problem_id = ?').bind(from).first())) await insertProblem({ problemId: from, title: `Demo ${from}` });
  }
  await env.DB.exec(seedGroupsSql(nowSeconds()));
}

describe('demo community', () => {
  it('seeds discussions in the forum, under a problem and in the public club, with comments, replies and likes whose counters agree, once', async () => {
    await demoAccountsAndGroups();
    await env.DB.exec(seedCommunitySql(nowSeconds()));
    await env.DB.exec(seedCommunitySql(nowSeconds() + 3600));

    const rows = await all<{ title: string; category_id: number; pid: number | null; gid: number | null; uid: string; top_priority: number; like_num: number; comment_num: number; id: number }>(
      'SELECT id, title, category_id, pid, gid, uid, top_priority, like_num, comment_num FROM discussions WHERE title IN (?, ?, ?, ?)',
      ...Object.values(SEED_DISCUSSIONS).map((d) => d.title),
    );
    expect(rows).toHaveLength(4);
    const byKey = Object.fromEntries(Object.entries(SEED_DISCUSSIONS).map(([key, d]) => [key, rows.find((r) => r.title === d.title)!]));
    const p1000 = await one<{ id: number }>("SELECT id FROM problems WHERE problem_id = 'P1000'");
    const club = await one<{ id: number }>('SELECT id FROM groups WHERE short_name = ?', PUBLIC_GROUP.shortName);
    expect(byKey.welcome).toMatchObject({ top_priority: 1, gid: null, pid: null, category_id: 1, uid: idOf('admin') });
    expect(byKey.problem).toMatchObject({ title: '[P1000] Why does my answer get Wrong Answer?', category_id: 2, pid: p1000.id, gid: null, uid: idOf('bob') });
    expect(byKey.club).toMatchObject({ gid: club.id, pid: null, uid: idOf('teacher') });
    expect(byKey.eof).toMatchObject({ gid: null, uid: idOf('alice') });

    expect((await one<{ n: number }>('SELECT count(*) AS n FROM comments WHERE did IN (?, ?, ?, ?)', ...rows.map((r) => r.id))).n).toBe(SEED_COMMENTS.length);
    const replyCount = SEED_COMMENTS.reduce((n, c) => n + c.replies.length, 0);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM replies WHERE comment_id IN (SELECT id FROM comments WHERE did IN (?, ?, ?, ?))', ...rows.map((r) => r.id))).n).toBe(replyCount);
    // The counters are the rows' counts: comments with their replies, likes.
    for (const r of rows) {
      const counted = await one<{ likes: number; posts: number }>(
        'SELECT (SELECT count(*) FROM discussion_likes WHERE did = ?1) AS likes, (SELECT count(*) FROM comments WHERE did = ?1) + (SELECT count(*) FROM replies WHERE comment_id IN (SELECT id FROM comments WHERE did = ?1)) AS posts',
        r.id,
      );
      expect([r.title, r.like_num, r.comment_num]).toEqual([r.title, counted.likes, counted.posts]);
    }
    expect(byKey.eof).toMatchObject({ like_num: 2, comment_num: 3 });
    const eofComment = await one<{ like_num: number; reply_num: number }>('SELECT like_num, reply_num FROM comments WHERE did = ? AND uid = ?', byKey.eof!.id, idOf('bob'));
    expect(eofComment).toEqual({ like_num: 1, reply_num: 2 });
    // The second reply quotes the first.
    const quotes = await all<{ quote_type: string; quote_id: number; id: number }>('SELECT id, quote_type, quote_id FROM replies WHERE comment_id = (SELECT id FROM comments WHERE did = ? AND uid = ?) ORDER BY id', byKey.eof!.id, idOf('bob'));
    expect(quotes.map((q) => q.quote_type)).toEqual(['Comment', 'Reply']);
    expect(quotes[1]!.quote_id).toBe(quotes[0]!.id);
  });

  it('seeds site announcements (one hidden) and one system notification to everyone, already pushed after the accounts were made', async () => {
    await demoAccountsAndGroups();
    const now = nowSeconds();
    await env.DB.exec(seedCommunitySql(now));
    await env.DB.exec(seedCommunitySql(now + 60));

    const panel = expectOk(await call<Page<AnnouncementView>>('GET', '/api/get-common-announcement', { query: { limit: 100 } }));
    const shown = SEED_ANNOUNCEMENTS.filter((a) => a.status === 0).map((a) => a.title);
    expect(panel.records.map((r) => r.title).filter((t) => SEED_ANNOUNCEMENTS.some((a) => a.title === t))).toEqual(shown.toReversed());
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM announcements WHERE gid IS NULL AND title IN (?, ?, ?)', ...SEED_ANNOUNCEMENTS.map((a) => a.title))).n).toBe(3);

    const root = await mintToken('root');
    const notices = expectOk(await call<Page<NoticeView>>('GET', '/api/admin/notice', { token: root, query: { keyword: SEED_NOTICE.title } }));
    expect(notices.records).toHaveLength(1);
    expect(notices.records[0]).toMatchObject({ title: SEED_NOTICE.title, recipient: 'All', pushed: true, author: 'root' });
    const pushed = await one<{ pushed_at: number }>('SELECT pushed_at FROM notices WHERE title = ?', SEED_NOTICE.title);
    const newest = await one<{ t: number }>(`SELECT max(created_at) AS t FROM users WHERE id IN (${NAMES.map(() => '?').join(', ')})`, ...NAMES.map(idOf));
    expect(pushed.pushed_at).toBeGreaterThanOrEqual(newest.t);
  });

  it('leaves alice messages about what others did to her posts, none about her own actions, once', async () => {
    await demoAccountsAndGroups();
    await env.DB.exec(seedCommunitySql(nowSeconds()));
    await env.DB.exec(seedCommunitySql(nowSeconds() + 60));

    const boxes = await all<{ type: string; action: string | null; n: number }>("SELECT type, action, count(*) AS n FROM user_messages WHERE recipient = ? GROUP BY type, action ORDER BY type, action", idOf('alice'));
    expect(boxes).toEqual([
      { type: 'Discuss', action: 'Discuss', n: 1 },
      { type: 'Like', action: 'Like_Discuss', n: 1 },
      { type: 'Like', action: 'Like_Post', n: 2 },
      { type: 'Mine', action: null, n: 1 },
      { type: 'Reply', action: 'Reply', n: 1 },
    ]);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM user_messages WHERE sender_id = recipient')).n).toBe(0);
    const reply = await one<{ sender_id: string; source_title: string; url: string; quote_content: string; state: number }>("SELECT sender_id, source_title, url, quote_content, state FROM user_messages WHERE recipient = ? AND type = 'Reply'", idOf('alice'));
    const problemDiscussion = await one<{ id: number }>('SELECT id FROM discussions WHERE title = ?', SEED_DISCUSSIONS.problem.title);
    expect(reply).toEqual({ sender_id: idOf('bob'), source_title: SEED_DISCUSSIONS.problem.title, url: `/discussion-detail/${problemDiscussion.id}`, quote_content: SEED_COMMENTS[1].content, state: 0 });
    expect((await one<{ content: string }>("SELECT content FROM user_messages WHERE recipient = ? AND type = 'Mine'", idOf('alice'))).content).toBe(SEED_MINE.content);
  });

});
