import * as v from 'valibot';
import {
  ANNOUNCEMENT_ADMIN_SIZE,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PANEL_SIZE,
  COMMENT_PAGE_SIZE,
  COMMUNITY_LIMIT_MAX,
  COMMUNITY_MESSAGES,
  DISCUSSION_LIMITS,
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_STATUSES,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TYPES,
  NOTICE_DESIGNATED_MAX,
  NOTICE_PAGE_SIZE,
  NOTICE_RECIPIENTS,
  QUOTE_TYPES,
  REPORT_TAGS,
  SOURCE_TYPES,
} from '../rules/community';
import { defineEndpoints } from './endpoint';
import { bodyId as id, currentPage, filledText as text, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryBool, queryInt } from './fields';
import { AnnouncementView } from './groups';

export * from '../rules/community';

// ---- request fields -------------------------------------------------------------------------

const idQuery = (field: string) => queryInt(field, 1, Number.MAX_SAFE_INTEGER);
/** A problem's display id, as `/discussion/{problemID}` and the lists name it. */
const problemIdText = (field: string) => v.pipe(v.string(`${field} must be text`), v.trim(), v.nonEmpty(`${field} is required`), v.maxLength(100, `${field} must be at most 100 characters`));
/** Comment and reply text: not blank, at most 10,000 (part 3 §5). */
const commentText = v.pipe(
  v.string(COMMUNITY_MESSAGES.contentRequired),
  v.check((x) => x.trim() !== '', COMMUNITY_MESSAGES.contentRequired),
  v.maxLength(DISCUSSION_LIMITS.comment, `content must be at most ${DISCUSSION_LIMITS.comment} characters`),
);
const usernameText = v.pipe(v.string('username must be text'), v.trim(), v.nonEmpty('username is required'), v.maxLength(64, 'username is too long'));

export const DidQuery = v.object({ did: idQuery('did') });
export const IdQuery = v.object({ id: idQuery('id') });

/** `get-discussion-list` (part 3 §7): cid is the category here, pid the problem's display id. */
export const DiscussionListQuery = v.object({
  currentPage,
  limit: pageLimit(DISCUSSION_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  /** the category */
  cid: optionalQueryInt('cid', 1, Number.MAX_SAFE_INTEGER),
  /** the problem's display id */
  pid: optionalQueryText('pid', 100),
  /** only the caller's own discussions (needs sign-in) */
  onlyMine: optionalQueryBool('onlyMine'),
});
export type DiscussionListQuery = v.InferOutput<typeof DiscussionListQuery>;

export const GroupDiscussionListQuery = v.object({
  gid: idQuery('gid'),
  currentPage,
  limit: pageLimit(DISCUSSION_PAGE_SIZE),
  /** the problem's display id */
  pid: optionalQueryText('pid', 100),
  keyword: optionalQueryText('keyword', 100),
});
export type GroupDiscussionListQuery = v.InferOutput<typeof GroupDiscussionListQuery>;

export const AdminDiscussionListQuery = v.object({
  currentPage,
  limit: pageLimit(DISCUSSION_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  status: optionalQueryInt('status', 0, 1),
});
export type AdminDiscussionListQuery = v.InferOutput<typeof AdminDiscussionListQuery>;

/**
 * `POST discussion` (part 3 §5, §7). pid is the problem's display id (the title then gets the
 * "[pid] " prefix and category 2); gid makes it a group discussion; only admin roles may pin.
 */
export const DiscussionAddBody = v.object({
  title: text('title', DISCUSSION_LIMITS.title),
  description: text('description', DISCUSSION_LIMITS.description),
  content: text('content', DISCUSSION_LIMITS.content),
  categoryId: id('categoryId'),
  topPriority: v.optional(v.boolean('topPriority must be true or false'), false),
  pid: v.optional(v.nullable(problemIdText('pid')), null),
  gid: v.optional(v.nullable(id('gid')), null),
});
export type DiscussionAddBody = v.InferOutput<typeof DiscussionAddBody>;

/** `PUT discussion`: the author edits; the category cannot change (part 3 §5). */
export const DiscussionUpdateBody = v.object({
  id: id('id'),
  title: text('title', DISCUSSION_LIMITS.title),
  description: text('description', DISCUSSION_LIMITS.description),
  content: text('content', DISCUSSION_LIMITS.content),
  categoryId: id('categoryId'),
  topPriority: v.optional(v.boolean('topPriority must be true or false')),
});
export type DiscussionUpdateBody = v.InferOutput<typeof DiscussionUpdateBody>;

/** The admin's status select and top switch (part 3 §2.9, §4): each saves at once. */
export const DiscussionAdminBody = v.object({
  id: id('id'),
  status: v.optional(v.picklist(DISCUSSION_STATUSES, 'status must be 0 (normal) or 1 (disabled)')),
  topPriority: v.optional(v.boolean('topPriority must be true or false')),
});
export type DiscussionAdminBody = v.InferOutput<typeof DiscussionAdminBody>;

export const DiscussionLikeQuery = v.object({ did: idQuery('did'), toLike: queryBool('toLike') });

/** `POST discussion-report` (part 3 §5): a tag and a reason of at most 200; the reporter is the caller. */
export const DiscussionReportBody = v.object({
  did: id('did'),
  content: v.pipe(
    v.string(COMMUNITY_MESSAGES.reportRequired),
    v.trim(),
    v.nonEmpty(COMMUNITY_MESSAGES.reportRequired),
    v.maxLength(DISCUSSION_LIMITS.reportReason, `The reason must be at most ${DISCUSSION_LIMITS.reportReason} characters`),
  ),
  tags: v.pipe(v.array(v.picklist(REPORT_TAGS, `tags must be among ${REPORT_TAGS.join(', ')}`), COMMUNITY_MESSAGES.reportRequired), v.minLength(1, COMMUNITY_MESSAGES.reportRequired), v.maxLength(REPORT_TAGS.length, 'too many tags')),
  /** sent by the HOJ client; the server always records the caller */
  reporter: v.optional(v.nullable(v.string())),
});
export type DiscussionReportBody = v.InferOutput<typeof DiscussionReportBody>;

export const ReportListQuery = v.object({ currentPage, limit: pageLimit(DISCUSSION_PAGE_SIZE), status: optionalQueryInt('status', 0, 1) });
export const ReportHandleBody = v.object({ id: id('id'), status: v.picklist([0, 1], 'status must be 0 (open) or 1 (handled)') });

/** `POST discussion-category`: the whole list; an entry without id is new; categories 1 and 2 stay. */
export const CategoryListBody = v.pipe(
  v.array(v.object({ id: v.optional(v.nullable(id('id')), null), name: text('name', DISCUSSION_LIMITS.categoryName) }), 'the categories must be a list'),
  v.maxLength(DISCUSSION_LIMITS.categories, `at most ${DISCUSSION_LIMITS.categories} categories`),
);

/** `GET comments`: a discussion's (did) or a contest's (cid) comments, 10 a page. */
export const CommentListQuery = v.object({
  did: optionalQueryInt('did', 1, Number.MAX_SAFE_INTEGER),
  cid: optionalQueryInt('cid', 1, Number.MAX_SAFE_INTEGER),
  currentPage,
  limit: pageLimit(COMMENT_PAGE_SIZE),
});
export type CommentListQuery = v.InferOutput<typeof CommentListQuery>;

export const CommentAddBody = v.object({
  did: v.optional(v.nullable(id('did')), null),
  cid: v.optional(v.nullable(id('cid')), null),
  content: commentText,
});
export type CommentAddBody = v.InferOutput<typeof CommentAddBody>;

/** `GET comment-like`: here cid is the comment; sourceId and sourceType name the discussion or contest (for the message). */
export const CommentLikeQuery = v.object({
  cid: idQuery('cid'),
  toLike: queryBool('toLike'),
  sourceId: idQuery('sourceId'),
  sourceType: v.picklist(SOURCE_TYPES, `sourceType must be ${SOURCE_TYPES.join(' or ')}`),
});
export type CommentLikeQuery = v.InferOutput<typeof CommentLikeQuery>;

/** `GET reply`: every reply of one comment (expand all); cid is the contest of a contest comment. */
export const ReplyListQuery = v.object({ commentId: idQuery('commentId'), cid: optionalQueryInt('cid', 1, Number.MAX_SAFE_INTEGER) });

export const ReplyAddBody = v.object({
  commentId: id('commentId'),
  content: commentText,
  toUid: v.pipe(v.string('toUid is required'), v.trim(), v.nonEmpty('toUid is required'), v.maxLength(64, 'toUid is too long')),
  quoteId: id('quoteId'),
  quoteType: v.picklist(QUOTE_TYPES, `quoteType must be ${QUOTE_TYPES.join(' or ')}`),
});
export type ReplyAddBody = v.InferOutput<typeof ReplyAddBody>;

export const MessagePageQuery = (size: number) => v.object({ currentPage, limit: pageLimit(size) });

/** `DELETE msg/clean`: a whole box, or one message of it. */
export const MessageCleanQuery = v.object({
  type: v.picklist(MESSAGE_TYPES, `type must be one of ${MESSAGE_TYPES.join(', ')}`),
  id: optionalQueryInt('id', 1, Number.MAX_SAFE_INTEGER),
});
export type MessageCleanQuery = v.InferOutput<typeof MessageCleanQuery>;

export const AnnouncementListQuery = (size: number) => v.object({ currentPage, limit: pageLimit(size), keyword: optionalQueryText('keyword', 100) });

/** A site announcement (part 3 §3.7): title, content, visible (status 0) or hidden (1). */
export const SiteAnnouncementBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  title: text('title', ANNOUNCEMENT_LIMITS.title),
  content: text('content', ANNOUNCEMENT_LIMITS.content),
  status: v.optional(v.picklist([0, 1], 'status must be 0 (visible) or 1 (hidden)'), 0),
});
export type SiteAnnouncementBody = v.InferOutput<typeof SiteAnnouncementBody>;
export const AidQuery = v.object({ aid: idQuery('aid') });

/** A system notification (part 3 §3.7): designated ones name their users by username. */
export const NoticeBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  title: text('title', ANNOUNCEMENT_LIMITS.title),
  content: text('content', ANNOUNCEMENT_LIMITS.content),
  recipient: v.picklist(NOTICE_RECIPIENTS, `recipient must be one of ${NOTICE_RECIPIENTS.join(', ')}`),
  users: v.optional(v.pipe(v.array(usernameText, 'users must be a list of usernames'), v.maxLength(NOTICE_DESIGNATED_MAX, `at most ${NOTICE_DESIGNATED_MAX} users`)), []),
});
export type NoticeBody = v.InferOutput<typeof NoticeBody>;

const limitValue = (field: string) => v.optional(v.pipe(v.number(`${field} must be a number`), v.integer(`${field} must be a whole number`), v.minValue(0, `${field} must be at least 0`), v.maxValue(COMMUNITY_LIMIT_MAX, `${field} must be at most ${COMMUNITY_LIMIT_MAX}`)));

export const CommunityLimitsBody = v.object({
  discussionMinAc: limitValue('discussionMinAc'),
  discussionDailyLimit: limitValue('discussionDailyLimit'),
  commentMinAc: limitValue('commentMinAc'),
  commentDailyLimit: limitValue('commentDailyLimit'),
  groupMinAc: limitValue('groupMinAc'),
  groupDailyLimit: limitValue('groupDailyLimit'),
});
export type CommunityLimitsBody = v.InferOutput<typeof CommunityLimitsBody>;

// ---- answers --------------------------------------------------------------------------------

export const CategoryView = v.object({ id: v.number(), name: v.string() });
export type CategoryView = v.InferOutput<typeof CategoryView>;

/** A discussion in a list (part 3 §3.2 "Group discussion"; the public list has the same fields). Times are ISO 8601. */
export const DiscussionRow = v.object({
  id: v.number(),
  /** the problem's display id, null when not under a problem */
  pid: v.nullable(v.string()),
  title: v.string(),
  description: v.string(),
  categoryId: v.number(),
  categoryName: v.string(),
  topPriority: v.boolean(),
  uid: v.string(),
  author: v.string(),
  avatar: v.nullable(v.string()),
  /** 'root' or 'admin' when the author holds one of them (the SPA / ADM badges), else null */
  role: v.nullable(v.string()),
  titleName: v.nullable(v.string()),
  titleColor: v.nullable(v.string()),
  commentNum: v.number(),
  likeNum: v.number(),
  viewNum: v.number(),
  /** 0 normal, 1 disabled */
  status: v.number(),
  gid: v.nullable(v.number()),
  gmtCreate: v.string(),
});
export type DiscussionRow = v.InferOutput<typeof DiscussionRow>;

/** A discussion's detail (part 3 §3.2): the row, its content and whether the caller likes it. */
export const DiscussionDetail = v.object({ ...DiscussionRow.entries, content: v.string(), hasLike: v.boolean(), gmtModified: v.string() });
export type DiscussionDetail = v.InferOutput<typeof DiscussionDetail>;

export const ReportRow = v.object({
  id: v.number(),
  did: v.number(),
  discussionTitle: v.string(),
  reporter: v.string(),
  reporterUid: v.string(),
  tags: v.array(v.string()),
  content: v.string(),
  status: v.number(),
  gmtCreate: v.string(),
});
export type ReportRow = v.InferOutput<typeof ReportRow>;

/** A reply (part 3 §3.2). */
export const ReplyView = v.object({
  id: v.number(),
  commentId: v.number(),
  content: v.string(),
  fromUid: v.string(),
  fromName: v.string(),
  fromAvatar: v.nullable(v.string()),
  fromRole: v.nullable(v.string()),
  toUid: v.string(),
  toName: v.string(),
  toAvatar: v.nullable(v.string()),
  quoteId: v.number(),
  quoteType: v.picklist(QUOTE_TYPES),
  gmtCreate: v.string(),
});
export type ReplyView = v.InferOutput<typeof ReplyView>;

/** A comment with its first replies (part 3 §3.2). */
export const CommentView = v.object({
  id: v.number(),
  did: v.nullable(v.number()),
  cid: v.nullable(v.number()),
  content: v.string(),
  fromUid: v.string(),
  fromName: v.string(),
  fromAvatar: v.nullable(v.string()),
  fromRole: v.nullable(v.string()),
  fromTitleName: v.nullable(v.string()),
  fromTitleColor: v.nullable(v.string()),
  likeNum: v.number(),
  /** the first REPLIES_SHOWN replies, oldest first */
  replyList: v.array(ReplyView),
  totalReplyNum: v.number(),
  gmtCreate: v.string(),
});
export type CommentView = v.InferOutput<typeof CommentView>;

/** `comments`: a page of comments and which of them the caller likes (keyed by comment id). */
export const CommentListView = v.object({ commentList: pageOf(CommentView), commentLikeMap: v.record(v.string(), v.boolean()) });
export type CommentListView = v.InferOutput<typeof CommentListView>;

export const UnreadCounts = v.object({ comment: v.number(), reply: v.number(), like: v.number(), sys: v.number(), mine: v.number() });
export type UnreadCounts = v.InferOutput<typeof UnreadCounts>;

/** A comment, reply or like message (part 1 §3 "Message"); state false while unread. */
export const UserMessageView = v.object({
  id: v.number(),
  state: v.boolean(),
  senderId: v.nullable(v.string()),
  senderUsername: v.nullable(v.string()),
  senderAvatar: v.nullable(v.string()),
  action: v.string(),
  sourceType: v.picklist(SOURCE_TYPES),
  sourceId: v.number(),
  sourceTitle: v.string(),
  sourceContent: v.nullable(v.string()),
  quoteContent: v.nullable(v.string()),
  url: v.string(),
  gmtCreate: v.string(),
});
export type UserMessageView = v.InferOutput<typeof UserMessageView>;

/** A system or mine message: a title and markdown content. */
export const SystemMessageView = v.object({ id: v.number(), state: v.boolean(), title: v.string(), content: v.string(), gmtCreate: v.string() });
export type SystemMessageView = v.InferOutput<typeof SystemMessageView>;

export const NoticeView = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  recipient: v.picklist(NOTICE_RECIPIENTS),
  /** the designated users' usernames (empty for All and Admin) */
  users: v.array(v.string()),
  pushed: v.boolean(),
  pushedAt: v.nullable(v.string()),
  author: v.string(),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type NoticeView = v.InferOutput<typeof NoticeView>;

/** What one run of the hourly push did. */
export const NoticePushResult = v.object({ pushed: v.number() });

export const CommunityLimitsView = v.object({
  discussionMinAc: v.number(),
  discussionDailyLimit: v.number(),
  commentMinAc: v.number(),
  commentDailyLimit: v.number(),
  groupMinAc: v.number(),
  groupDailyLimit: v.number(),
});

// ---- calls ----------------------------------------------------------------------------------

export const COMMUNITY_ENDPOINTS = defineEndpoints({
  // discussions
  getDiscussionCategory: { method: 'GET', path: '/api/discussion-category', summary: 'The discussion categories', access: 'public', response: v.array(CategoryView) },
  saveDiscussionCategory: { method: 'POST', path: '/api/discussion-category', summary: 'Replace the category list (admins); 1 and 2 stay', access: 'admin', body: CategoryListBody, response: v.array(CategoryView) },
  getDiscussionList: { method: 'GET', path: '/api/get-discussion-list', summary: 'Public discussions, pinned first, 10 a page', access: 'public', query: DiscussionListQuery, response: pageOf(DiscussionRow) },
  getDiscussionDetail: { method: 'GET', path: '/api/get-discussion-detail', summary: 'A discussion (counts a view)', access: 'public', query: DidQuery, response: DiscussionDetail },
  addDiscussion: { method: 'POST', path: '/api/discussion', summary: 'Post a discussion (thresholds for ordinary users)', access: 'user', body: DiscussionAddBody, response: DiscussionDetail },
  updateDiscussion: { method: 'PUT', path: '/api/discussion', summary: 'Edit a discussion (its author)', access: 'user', body: DiscussionUpdateBody, response: DiscussionDetail },
  deleteDiscussion: { method: 'DELETE', path: '/api/discussion', summary: 'Delete a discussion (its author, an admin, or an admin of its group)', access: 'user', query: DidQuery, response: v.null() },
  discussionLike: { method: 'GET', path: '/api/discussion-like', summary: 'Like or unlike a discussion', access: 'user', query: DiscussionLikeQuery, response: v.null() },
  discussionReport: { method: 'POST', path: '/api/discussion-report', summary: 'Report a discussion', access: 'user', body: DiscussionReportBody, response: v.null() },
  getGroupDiscussionList: { method: 'GET', path: '/api/group/get-discussion-list', summary: "A group's discussions (members; openGroupDiscussion)", access: 'user', query: GroupDiscussionListQuery, response: pageOf(DiscussionRow) },
  getGroupAdminDiscussionList: { method: 'GET', path: '/api/group/get-admin-discussion-list', summary: "A group's discussions with disabled ones (group admins)", access: 'user', query: GroupDiscussionListQuery, response: pageOf(DiscussionRow) },
  changeGroupDiscussion: { method: 'PUT', path: '/api/group/discussion', summary: "Set a group discussion's status or top flag (group admins)", access: 'user', body: DiscussionAdminBody, response: DiscussionRow },
  adminDiscussionList: { method: 'GET', path: '/api/admin/discussion', summary: 'Every discussion, disabled ones too (admins)', access: 'admin', query: AdminDiscussionListQuery, response: pageOf(DiscussionRow) },
  adminChangeDiscussion: { method: 'PUT', path: '/api/admin/discussion', summary: "Set a discussion's status or top flag (admins)", access: 'admin', body: DiscussionAdminBody, response: DiscussionRow },
  adminDiscussionReports: { method: 'GET', path: '/api/admin/discussion-report', summary: 'Reports, open ones first (admins)', access: 'admin', query: ReportListQuery, response: pageOf(ReportRow) },
  adminHandleReport: { method: 'PUT', path: '/api/admin/discussion-report', summary: 'Mark a report handled or open (admins)', access: 'admin', body: ReportHandleBody, response: ReportRow },

  // comments and replies
  getComments: { method: 'GET', path: '/api/comments', summary: "A discussion's or a contest's comments, 10 a page, 3 replies each", access: 'public', query: CommentListQuery, response: CommentListView },
  addComment: { method: 'POST', path: '/api/comment', summary: 'Comment on a discussion or in a contest', access: 'user', body: CommentAddBody, response: CommentView },
  deleteComment: { method: 'DELETE', path: '/api/comment', summary: 'Delete a comment and its replies (author, admins, contest or group managers)', access: 'user', query: IdQuery, response: v.null() },
  commentLike: { method: 'GET', path: '/api/comment-like', summary: 'Like or unlike a comment', access: 'user', query: CommentLikeQuery, response: v.null() },
  getReplies: { method: 'GET', path: '/api/reply', summary: 'Every reply of a comment', access: 'public', query: ReplyListQuery, response: v.array(ReplyView) },
  addReply: { method: 'POST', path: '/api/reply', summary: 'Reply to a comment or a reply', access: 'user', body: ReplyAddBody, response: ReplyView },
  deleteReply: { method: 'DELETE', path: '/api/reply', summary: 'Delete a reply (author, admins, contest or group managers)', access: 'user', query: IdQuery, response: v.null() },

  // message centre
  msgUnread: { method: 'GET', path: '/api/msg/unread', summary: 'Unread counts of the five boxes', access: 'user', response: UnreadCounts },
  msgComment: { method: 'GET', path: '/api/msg/comment', summary: 'Comments on my discussions (marks the page read)', access: 'user', query: MessagePageQuery(MESSAGE_PAGE_SIZE.personal), response: pageOf(UserMessageView) },
  msgReply: { method: 'GET', path: '/api/msg/reply', summary: 'Replies to me (marks the page read)', access: 'user', query: MessagePageQuery(MESSAGE_PAGE_SIZE.personal), response: pageOf(UserMessageView) },
  msgLike: { method: 'GET', path: '/api/msg/like', summary: 'Likes of my posts (marks the page read)', access: 'user', query: MessagePageQuery(MESSAGE_PAGE_SIZE.personal), response: pageOf(UserMessageView) },
  msgSys: { method: 'GET', path: '/api/msg/sys', summary: 'System notifications to me (marks the page read)', access: 'user', query: MessagePageQuery(MESSAGE_PAGE_SIZE.system), response: pageOf(SystemMessageView) },
  msgMine: { method: 'GET', path: '/api/msg/mine', summary: 'What happened to my account (marks the page read)', access: 'user', query: MessagePageQuery(MESSAGE_PAGE_SIZE.system), response: pageOf(SystemMessageView) },
  msgClean: { method: 'DELETE', path: '/api/msg/clean', summary: 'Delete a box, or one message of it', access: 'user', query: MessageCleanQuery, response: v.null() },

  // site announcements
  getCommonAnnouncement: { method: 'GET', path: '/api/get-common-announcement', summary: "The site's visible announcements, 5 a page", access: 'public', query: AnnouncementListQuery(ANNOUNCEMENT_PANEL_SIZE), response: pageOf(AnnouncementView) },
  adminAnnouncementList: { method: 'GET', path: '/api/admin/announcement', summary: "The site's announcements, hidden ones too (super admin)", access: 'root', query: AnnouncementListQuery(ANNOUNCEMENT_ADMIN_SIZE), response: pageOf(AnnouncementView) },
  adminAddAnnouncement: { method: 'POST', path: '/api/admin/announcement', summary: 'Publish a site announcement (super admin)', access: 'root', body: SiteAnnouncementBody, response: AnnouncementView },
  adminUpdateAnnouncement: { method: 'PUT', path: '/api/admin/announcement', summary: 'Change a site announcement (super admin)', access: 'root', body: SiteAnnouncementBody, response: AnnouncementView },
  adminDeleteAnnouncement: { method: 'DELETE', path: '/api/admin/announcement', summary: 'Delete a site announcement (super admin)', access: 'root', query: AidQuery, response: v.null() },

  // system notifications
  adminNoticeList: { method: 'GET', path: '/api/admin/notice', summary: 'System notifications (super admin)', access: 'root', query: AnnouncementListQuery(NOTICE_PAGE_SIZE), response: pageOf(NoticeView) },
  adminAddNotice: { method: 'POST', path: '/api/admin/notice', summary: 'Write a system notification, pushed within the hour (super admin)', access: 'root', body: NoticeBody, response: NoticeView },
  adminUpdateNotice: { method: 'PUT', path: '/api/admin/notice', summary: 'Change a system notification (super admin)', access: 'root', body: NoticeBody, response: NoticeView },
  adminDeleteNotice: { method: 'DELETE', path: '/api/admin/notice', summary: 'Delete a system notification (super admin)', access: 'root', query: IdQuery, response: v.null() },
  devPushNotices: { method: 'POST', path: '/api/dev/push-notices', summary: "Run the hourly notification push now (local mode: `npm start` and the browser tests' stack)", access: 'public', localOnly: true, response: NoticePushResult },

  // posting thresholds
  adminGetCommunityConfig: { method: 'GET', path: '/api/admin/config/get-community-config', summary: 'Posting thresholds (super admin)', access: 'root', response: CommunityLimitsView },
  adminSetCommunityConfig: { method: 'PUT', path: '/api/admin/config/set-community-config', summary: 'Change the posting thresholds (super admin)', access: 'root', body: CommunityLimitsBody, response: CommunityLimitsView },
});
