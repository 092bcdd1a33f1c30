/**
 * Demo community for the local stack (part 3 §2.9, §2.13-§2.15, §3.7; part 1 "Message centre"):
 * a pinned welcome and a question in the public forum, a question under problem P1000, a thread in
 * the public club (scripts/seed-groups.ts), with comments, replies and likes (the counters agree
 * with the rows); site announcements (one hidden); one system notification to everyone, already
 * pushed; and alice's messages about what others did to her posts. Every statement is idempotent
 * and guarded, so the seed runs on every start after the groups.
 */
import { problemDiscussionTitle } from '../contract/rules/community';
import { PUBLIC_GROUP } from './seed-groups';
import { sqlOneLine as text, sqlLiteral as q } from './inline-sql';

/** The demo accounts' ids (scripts/seed.ts numbers them in order: root, admin, teacher, alice, bob). */
const demoId = (i: number) => `demo${String(i).padStart(28, '0')}`;
const ID = { root: demoId(0), admin: demoId(1), teacher: demoId(2), alice: demoId(3), bob: demoId(4) } as const;
type Who = keyof typeof ID;

const GENERAL = 1;
const PROBLEM = 2;
const PROBLEM_ID = 'P1000';

export const SEED_DISCUSSIONS = {
  welcome: { key: 'welcome', title: 'Welcome to the discussion forum', description: 'How to ask a good question here', author: 'admin', category: GENERAL, top: true, where: 'public' },
  eof: { key: 'eof', title: 'How do I read input until the end of file?', description: 'Python, C++ and Java idioms', author: 'alice', category: GENERAL, top: false, where: 'public' },
  problem: { key: 'problem', title: problemDiscussionTitle(PROBLEM_ID, 'Why does my answer get Wrong Answer?'), description: 'Large numbers in A + B', author: 'bob', category: PROBLEM, top: false, where: 'problem' },
  club: { key: 'club', title: 'Weekly puzzle #1: share your approach', description: 'Post your idea, not your code', author: 'teacher', category: GENERAL, top: false, where: 'club' },
} as const;
type DiscussionKey = keyof typeof SEED_DISCUSSIONS;

const CONTENT: Record<DiscussionKey, string> = {
  welcome: 'Be kind, search before you post, and put code in a fenced block:\n\n```python\nprint("hello")\n```\n\nReport anything that breaks the rules with the **Report** button.',
  eof: 'Some problems give no count of lines. How do I keep reading until the input ends?',
  problem: 'My solution passes the sample but gets **Wrong Answer** on test 3:\n\n```cpp\nint a, b; cin >> a >> b; cout << a + b;\n```',
  club: 'This week: count the islands in a grid. Describe your approach in a comment; we go through the best ones on Wednesday.',
};

/** Comments (by author, on a discussion) with their replies; a reply quotes the comment or the reply before it. */
export const SEED_COMMENTS = [
  {
    on: 'eof',
    from: 'bob',
    content: 'In Python, `for line in sys.stdin:` stops by itself at the end of the input.',
    replies: [
      { from: 'teacher', to: 'bob', content: 'And in C++ `while (cin >> x)` does the same.' },
      { from: 'alice', to: 'teacher', content: 'Thank you both, that works!' },
    ],
  },
  { on: 'problem', from: 'alice', content: 'The sums do not fit in `int`: use `long long`.', replies: [{ from: 'bob', to: 'alice', content: 'That was it, accepted now. Thanks!' }] },
  { on: 'club', from: 'alice', content: 'A flood fill from every unvisited land cell, counting how many times it starts.', replies: [] },
  { on: 'welcome', from: 'teacher', content: 'Teachers read this forum too: do ask.', replies: [] },
] as const satisfies readonly { on: DiscussionKey; from: Who; content: string; replies: readonly { from: Who; to: Who; content: string }[] }[];

/** Who likes which discussion, and which comment (by its content). */
const DISCUSSION_LIKES: readonly [DiscussionKey, Who][] = [
  ['eof', 'bob'],
  ['eof', 'teacher'],
  ['problem', 'alice'],
  ['welcome', 'alice'],
];
const COMMENT_LIKES: readonly [string, Who][] = [
  [SEED_COMMENTS[0].content, 'alice'],
  [SEED_COMMENTS[1].content, 'bob'],
];

export const SEED_ANNOUNCEMENTS = [
  { title: 'Welcome to HOJ Edge', content: 'Solve problems, join **contests** and groups, and ask questions in the discussion forum.', status: 0 },
  { title: 'Spring contest season', content: 'A contest every Saturday from March to May. See the *Contests* page.', status: 0 },
  { title: 'Draft: summer camp', content: 'Dates to be announced.', status: 1 },
] as const;

export const SEED_NOTICE = { title: 'Scheduled maintenance', content: 'The site will be read-only on **Sunday from 02:00 to 03:00** for maintenance.' } as const;

/** The "mine" message alice finds in her box. */
export const SEED_MINE = { title: 'Your application was accepted', content: 'You are now a member of **Class 1 of Grade 10**.' } as const;

const problemPid = `(SELECT id FROM problems WHERE problem_id = ${q(PROBLEM_ID)})`;
const clubId = `(SELECT id FROM groups WHERE lower(short_name) = ${q(PUBLIC_GROUP.shortName.toLowerCase())})`;

/** The seeded discussion's id, found by its title, author and place. */
function discussionId(key: DiscussionKey): string {
  const d = SEED_DISCUSSIONS[key];
  const place = d.where === 'club' ? `gid = ${clubId}` : 'gid IS NULL';
  return `(SELECT id FROM discussions WHERE title = ${q(d.title)} AND uid = ${q(ID[d.author])} AND ${place} ORDER BY id LIMIT 1)`;
}

/** Where a message about the discussion opens (worker/messages/notify.ts sourceUrl). */
function urlOf(key: DiscussionKey): string {
  return SEED_DISCUSSIONS[key].where === 'club' ? `'/group/' || ${clubId} || '/discussion-detail/' || ${discussionId(key)}` : `'/discussion-detail/' || ${discussionId(key)}`;
}

function commentId(on: DiscussionKey, content: string): string {
  return `(SELECT id FROM comments WHERE did = ${discussionId(on)} AND content = ${q(content)} ORDER BY id LIMIT 1)`;
}

const everyoneThere = `(SELECT count(*) FROM users WHERE id IN (${Object.values(ID).map(q).join(', ')})) = ${Object.keys(ID).length}`;

/** The SQL of the demo community at `now` (Unix seconds); safe to run on every start. */
export function seedCommunitySql(now: number): string {
  const lines: string[] = [];
  let at = now - 7 * 86_400;
  const tick = () => (at += 3_600);

  for (const d of Object.values(SEED_DISCUSSIONS)) {
    const time = tick();
    const pid = d.where === 'problem' ? problemPid : 'NULL';
    const gid = d.where === 'club' ? clubId : 'NULL';
    const placeThere = d.where === 'problem' ? `${problemPid} IS NOT NULL` : d.where === 'club' ? `${clubId} IS NOT NULL` : '1';
    lines.push(
      `INSERT INTO discussions (title, description, content, category_id, pid, gid, uid, top_priority, status, view_num, gmt_create, gmt_modified) ` +
        `SELECT ${q(d.title)}, ${q(d.description)}, ${text(CONTENT[d.key])}, ${d.category}, ${pid}, ${gid}, ${q(ID[d.author])}, ${d.top ? 1 : 0}, 0, ${d.top ? 42 : 7}, ${time}, ${time} ` +
        `WHERE ${everyoneThere} AND ${placeThere} AND ${discussionId(d.key)} IS NULL;`,
    );
  }

  for (const c of SEED_COMMENTS) {
    const time = tick();
    const did = discussionId(c.on);
    const d = SEED_DISCUSSIONS[c.on];
    lines.push(`INSERT INTO comments (did, uid, content, by_manager, gmt_create) SELECT ${did}, ${q(ID[c.from])}, ${q(c.content)}, 0, ${time} WHERE ${did} IS NOT NULL AND ${commentId(c.on, c.content)} IS NULL;`);
    const url = urlOf(c.on);
    // The author of the discussion is told of the comment (nobody of their own).
    if (c.from !== d.author) lines.push(message(d.author, 'Discuss', 'Discuss', c.from, did, d.title, c.content, null, url, time));
    let quote: { id: string; type: 'Comment' | 'Reply'; content: string } = { id: commentId(c.on, c.content), type: 'Comment', content: c.content };
    for (const r of c.replies) {
      const time = tick();
      const cid = commentId(c.on, c.content);
      const replyId = `(SELECT id FROM replies WHERE comment_id = ${cid} AND uid = ${q(ID[r.from])} AND content = ${q(r.content)} ORDER BY id LIMIT 1)`;
      lines.push(
        `INSERT INTO replies (comment_id, uid, to_uid, content, quote_id, quote_type, by_manager, gmt_create) SELECT ${cid}, ${q(ID[r.from])}, ${q(ID[r.to])}, ${q(r.content)}, ${quote.id}, ${q(quote.type)}, 0, ${time} ` +
          `WHERE ${cid} IS NOT NULL AND ${replyId} IS NULL;`,
      );
      if (r.from !== r.to) lines.push(message(r.to, 'Reply', 'Reply', r.from, did, d.title, r.content, quote.content, url, time));
      quote = { id: replyId, type: 'Reply', content: r.content };
    }
  }

  for (const [key, who] of DISCUSSION_LIKES) {
    const time = tick();
    const d = SEED_DISCUSSIONS[key];
    lines.push(`INSERT OR IGNORE INTO discussion_likes (did, uid, gmt_create) SELECT ${discussionId(key)}, ${q(ID[who])}, ${time} WHERE ${discussionId(key)} IS NOT NULL;`);
    if (who !== d.author) lines.push(message(d.author, 'Like', 'Like_Post', who, discussionId(key), d.title, null, d.title, urlOf(key), time));
  }
  for (const [content, who] of COMMENT_LIKES) {
    const c = SEED_COMMENTS.find((x) => x.content === content)!;
    const cid = commentId(c.on, content);
    const time = tick();
    lines.push(`INSERT OR IGNORE INTO comment_likes (comment_id, uid, gmt_create) SELECT ${cid}, ${q(ID[who])}, ${time} WHERE ${cid} IS NOT NULL;`);
    if (who !== c.from) lines.push(message(c.from, 'Like', 'Like_Discuss', who, discussionId(c.on), SEED_DISCUSSIONS[c.on].title, null, content, urlOf(c.on), time));
  }

  // The counters are columns (decision 33): made to agree with the rows just written.
  const seeded = Object.keys(SEED_DISCUSSIONS)
    .map((k) => discussionId(k as DiscussionKey))
    .join(', ');
  lines.push(
    `UPDATE comments SET like_num = (SELECT count(*) FROM comment_likes WHERE comment_id = comments.id), reply_num = (SELECT count(*) FROM replies WHERE comment_id = comments.id) WHERE did IN (${seeded});`,
    `UPDATE discussions SET like_num = (SELECT count(*) FROM discussion_likes WHERE did = discussions.id), ` +
      `comment_num = (SELECT count(*) FROM comments WHERE did = discussions.id) + (SELECT count(*) FROM replies WHERE comment_id IN (SELECT id FROM comments WHERE did = discussions.id)) WHERE id IN (${seeded});`,
  );

  for (const a of SEED_ANNOUNCEMENTS) {
    const time = tick();
    lines.push(
      `INSERT INTO announcements (title, content, status, uid, gid, gmt_create, gmt_modified) SELECT ${q(a.title)}, ${q(a.content)}, ${a.status}, ${q(ID.root)}, NULL, ${time}, ${time} ` +
        `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(ID.root)}) AND NOT EXISTS (SELECT 1 FROM announcements WHERE title = ${q(a.title)} AND gid IS NULL);`,
    );
  }

  // Pushed at the seed's time: after every demo account was made, so each of them sees it (decision 33).
  lines.push(
    `INSERT INTO notices (title, content, recipient, pushed, pushed_at, uid, gmt_create, gmt_modified) SELECT ${q(SEED_NOTICE.title)}, ${q(SEED_NOTICE.content)}, 'All', 1, ${now}, ${q(ID.root)}, ${now}, ${now} ` +
      `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(ID.root)}) AND NOT EXISTS (SELECT 1 FROM notices WHERE title = ${q(SEED_NOTICE.title)});`,
  );
  lines.push(
    `INSERT INTO user_messages (recipient, type, title, content, state, gmt_create) SELECT ${q(ID.alice)}, 'Mine', ${q(SEED_MINE.title)}, ${q(SEED_MINE.content)}, 0, ${tick()} ` +
      `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(ID.alice)}) AND NOT EXISTS (SELECT 1 FROM user_messages WHERE recipient = ${q(ID.alice)} AND type = 'Mine' AND title = ${q(SEED_MINE.title)});`,
  );
  return `${lines.join('\n')}\n`;
}

/** A personal message (worker/messages/notify.ts's shape) to `to`, written once. */
function message(to: Who, type: 'Discuss' | 'Reply' | 'Like', action: string, from: Who, sourceId: string, sourceTitle: string, content: string | null, quote: string | null, url: string, time: number): string {
  return (
    `INSERT INTO user_messages (recipient, type, sender_id, action, source_type, source_id, source_title, source_content, quote_content, url, state, gmt_create) ` +
    `SELECT ${q(ID[to])}, ${q(type)}, ${q(ID[from])}, ${q(action)}, 'Discussion', ${sourceId}, ${q(sourceTitle)}, ${text(content)}, ${text(quote)}, ${url}, 0, ${time} ` +
    `WHERE ${sourceId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM user_messages WHERE recipient = ${q(ID[to])} AND type = ${q(type)} AND sender_id = ${q(ID[from])} AND action = ${q(action)} AND source_id = ${sourceId} AND coalesce(source_content, '') = ${text(content ?? '')} AND coalesce(quote_content, '') = ${text(quote ?? '')});`
  );
}
