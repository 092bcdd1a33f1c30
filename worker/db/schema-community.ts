import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';
import { contests } from './schema-contests';
import { groups } from './schema-groups';
import { problems } from './schema-problems';

const epochSeconds = sql`(unixepoch())`;

/** A discussion category (part 3 §3.2): 1 general, 2 problem discussions; admins add more (migration 0011 seeds 1 and 2). */
export const discussionCategories = sqliteTable('discussion_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  /** the order the sidebar lists them in */
  rank: integer('rank').notNull().default(0),
});

/**
 * A discussion (part 3 §3.2): public when gid is null, a group's otherwise; under a problem when
 * pid is set (the problem's row id; the contract shows its display id). status 0 normal, 1 disabled.
 * likeNum, viewNum and commentNum are kept in the batch of every change that moves them.
 */
export const discussions = sqliteTable(
  'discussions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    categoryId: integer('category_id').notNull(),
    pid: integer('pid').references(() => problems.id, { onDelete: 'set null' }),
    gid: integer('gid').references(() => groups.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topPriority: integer('top_priority', { mode: 'boolean' }).notNull().default(false),
    status: integer('status').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [
    index('discussions_list_idx').on(t.gid, t.status, t.topPriority, t.id),
    index('discussions_pid_idx').on(t.pid, t.status, t.id),
    index('discussions_uid_idx').on(t.uid, t.gmtCreate),
  ],
);

/** One user's like of one discussion (the toggle of part 3 §4). */
export const discussionLikes = sqliteTable(
  'discussion_likes',
  {
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [primaryKey({ columns: [t.did, t.uid] })],
);

/** A report of a discussion (part 3 §3.2, §5): tags from the spec's list, a reason of at most 200. status 0 open, 1 handled. */
export const discussionReports = sqliteTable(
  'discussion_reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    did: integer('did')
      .notNull()
      .references(() => discussions.id, { onDelete: 'cascade' }),
    reporter: text('reporter')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the chosen tags, as a JSON array of the spec's tag keys */
    tags: text('tags').notNull(),
    reason: text('reason').notNull(),
    status: integer('status').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [
    index('discussion_reports_list_idx').on(t.status, t.id),
    index('discussion_reports_reporter_idx').on(t.reporter, t.gmtCreate),
    /** a user reports a discussion once, even when two reports arrive at the same instant */
    uniqueIndex('discussion_reports_once_idx').on(t.did, t.reporter),
  ],
);

/**
 * A comment (part 3 §3.2, §2.15): on a discussion (did) or in a contest's Comment tab (cid).
 * byManager records that the author managed the contest when writing (part 3 §6: participants see
 * only their own and the managers' comments during the contest). replyNum and likeNum are counters.
 */
export const comments = sqliteTable(
  'comments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    did: integer('did').references(() => discussions.id, { onDelete: 'cascade' }),
    cid: integer('cid').references(() => contests.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    byManager: integer('by_manager', { mode: 'boolean' }).notNull().default(false),
    likeNum: integer('like_num').notNull().default(0),
    replyNum: integer('reply_num').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [index('comments_did_idx').on(t.did, t.id), index('comments_cid_idx').on(t.cid, t.id), index('comments_uid_idx').on(t.uid, t.gmtCreate)],
);

/** A reply under a comment (part 3 §3.2): to a user, quoting the comment or another reply. */
export const replies = sqliteTable(
  'replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUid: text('to_uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** the comment's or the reply's id this one quotes */
    quoteId: integer('quote_id').notNull(),
    quoteType: text('quote_type', { enum: ['Comment', 'Reply'] }).notNull(),
    byManager: integer('by_manager', { mode: 'boolean' }).notNull().default(false),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [index('replies_comment_idx').on(t.commentId, t.id), index('replies_uid_idx').on(t.uid, t.gmtCreate)],
);

/** One user's like of one comment. */
export const commentLikes = sqliteTable(
  'comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.uid] })],
);

/**
 * A personal message (part 1 §3 "Message", the message centre's Discuss, Reply, Like and Mine tabs):
 * one row per recipient. Discuss/Reply/Like name a sender and a source (a discussion or a contest);
 * Mine messages (things that happened to the account) carry a title and markdown content instead.
 * state 0 unread, 1 read.
 */
export const userMessages = sqliteTable(
  'user_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['Discuss', 'Reply', 'Like', 'Mine'] }).notNull(),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** what the sender did: 'Discuss' (commented), 'Reply', 'Like_Post', 'Like_Discuss' */
    action: text('action'),
    sourceType: text('source_type', { enum: ['Discussion', 'Contest'] }),
    sourceId: integer('source_id'),
    sourceTitle: text('source_title'),
    /** the sender's text (a comment or reply), cut to a preview */
    sourceContent: text('source_content'),
    /** the recipient's text that was replied to or liked, cut to a preview */
    quoteContent: text('quote_content'),
    /** where a click goes, a path of the web app */
    url: text('url'),
    title: text('title'),
    content: text('content'),
    state: integer('state').notNull().default(0),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  },
  (t) => [index('user_messages_box_idx').on(t.recipient, t.type, t.id), index('user_messages_unread_idx').on(t.recipient, t.state, t.type)],
);

/**
 * A system notification written by an admin (part 3 §3.7 "Notification"): one row whatever the
 * audience. recipient 'All' (every user), 'Admin' (admin roles) or 'Designated' (the users in
 * notice_recipients). The hourly cron sets pushed and pushedAt; only pushed notices reach the
 * system tab, each user's read or deleted state lives in notice_states (decision 33).
 */
export const notices = sqliteTable(
  'notices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    recipient: text('recipient', { enum: ['All', 'Admin', 'Designated'] }).notNull(),
    pushed: integer('pushed', { mode: 'boolean' }).notNull().default(false),
    pushedAt: integer('pushed_at'),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('notices_pushed_idx').on(t.pushed, t.pushedAt)],
);

/** The users a 'Designated' notification goes to. */
export const noticeRecipients = sqliteTable(
  'notice_recipients',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.uid] }), index('notice_recipients_uid_idx').on(t.uid, t.noticeId)],
);

/** One user's state of one notification, written when they read it (state 1) or delete it (state 2); no row means unread. */
export const noticeStates = sqliteTable(
  'notice_states',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: integer('state').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uid, t.noticeId] })],
);
