/**
 * Community rules the web app and the Worker both apply: discussions, comments and replies, likes
 * and reports (part 3 §2.9, §2.13-§2.15, §3.2, §4-§6, §9), the message centre (part 1 §2 "Message
 * centre", §3, §4, §9), site announcements and system notifications (part 3 §3.7). Decision 33.
 */

export const DISCUSSION_PAGE_SIZE = 10;
export const COMMENT_PAGE_SIZE = 10;
/** Replies a comment shows before "expand all". */
export const REPLIES_SHOWN = 3;

export const DISCUSSION_LIMITS = {
  title: 255,
  description: 255,
  content: 65_535,
  comment: 10_000,
  reportReason: 200,
  categoryName: 50,
  /** categories an admin may keep */
  categories: 50,
} as const;

/** 1 general, 2 problem discussions (part 3 §5); both always exist. */
export const DISCUSSION_CATEGORY = { general: 1, problem: 2 } as const;

/** 0 normal, 1 disabled by an admin: a disabled discussion leaves the lists and opens only to its author and admins. */
export const DISCUSSION_STATUS = { normal: 0, disabled: 1 } as const;
export const DISCUSSION_STATUSES = [DISCUSSION_STATUS.normal, DISCUSSION_STATUS.disabled] as const;

/** The report tags the spec lists (part 3 §5), as keys; the web app shows them in the reader's language. */
export const REPORT_TAGS = ['spam', 'illegal', 'vulgar', 'fraud', 'flaming', 'plagiarism'] as const;
export type ReportTag = (typeof REPORT_TAGS)[number];

/** 0 waiting for an admin, 1 handled. */
export const REPORT_STATUS = { open: 0, handled: 1 } as const;

/** What a reply quotes (part 3 §3.2). */
export const QUOTE_TYPES = ['Comment', 'Reply'] as const;
export type QuoteType = (typeof QUOTE_TYPES)[number];

/** Where a comment or a message comes from (part 1 §3 "Message": a discussion post or a contest). */
export const SOURCE_TYPES = ['Discussion', 'Contest'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** The message centre's boxes as `msg/clean` names them (part 1 §7). */
export const MESSAGE_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** What the sender of a personal message did. */
export const MESSAGE_ACTIONS = { comment: 'Discuss', reply: 'Reply', likeDiscussion: 'Like_Post', likeComment: 'Like_Discuss' } as const;

/** Page sizes of the message centre (part 1 §9): 6 for comment, reply and like, 8 for system and mine. */
export const MESSAGE_PAGE_SIZE = { personal: 6, system: 8 } as const;
/** The unread counts are polled this often while signed in (part 1 §4, §9). */
export const UNREAD_POLL_MS = 120_000;
/** Sender and quoted text are cut to this many characters in a message. */
export const MESSAGE_PREVIEW_MAX = 200;

/** Site announcements: the home panel shows 5 a page; the admin table offers these sizes (part 1 §9). */
export const ANNOUNCEMENT_PANEL_SIZE = 5;
export const ANNOUNCEMENT_ADMIN_SIZE = 10;
export const ANNOUNCEMENT_PAGE_SIZES = [10, 15, 30, 50, 100] as const;
export const ANNOUNCEMENT_LIMITS = { title: 255, content: 65_535 } as const;

/** Who a system notification goes to (part 3 §3.7). */
export const NOTICE_RECIPIENTS = ['All', 'Admin', 'Designated'] as const;
export type NoticeRecipient = (typeof NOTICE_RECIPIENTS)[number];
/** Designated notifications name at most this many users. */
export const NOTICE_DESIGNATED_MAX = 500;
export const NOTICE_PAGE_SIZE = 10;
/** Notifications are pushed by the hourly cron trigger (part 3 §9), this schedule. */
export const NOTICE_PUSH_CRON = '0 * * * *';

/**
 * The posting thresholds (part 3 §6: "thresholds not shown"): site configuration values an admin
 * changes; admin roles are exempt. Daily limits count the last 24 hours. Defaults: decision 33.
 */
export interface CommunityLimits {
  /** accepted problems an ordinary user needs to post a discussion */
  discussionMinAc: number;
  /** discussions an ordinary user may post in 24 hours */
  discussionDailyLimit: number;
  /** accepted problems needed to comment or reply */
  commentMinAc: number;
  /** comments and replies an ordinary user may post in 24 hours */
  commentDailyLimit: number;
  /** accepted problems needed to create a group */
  groupMinAc: number;
  /** groups an ordinary user may create in 24 hours */
  groupDailyLimit: number;
}

export const DEFAULT_COMMUNITY_LIMITS: CommunityLimits = {
  discussionMinAc: 5,
  discussionDailyLimit: 10,
  commentMinAc: 1,
  commentDailyLimit: 50,
  groupMinAc: 20,
  groupDailyLimit: 2,
};

/** The largest value an admin may set for a threshold. */
export const COMMUNITY_LIMIT_MAX = 100_000;

export type PostingKind = 'discussion' | 'comment' | 'group';

const KIND_TEXT: Record<PostingKind, { verb: string; noun: string }> = {
  discussion: { verb: 'post a discussion', noun: 'discussions' },
  comment: { verb: 'comment or reply', noun: 'comments and replies' },
  group: { verb: 'create a group', noun: 'groups' },
};

/**
 * Whether an ordinary user may post now, given how many problems they solved and how many they
 * posted in the last 24 hours; null when they may, otherwise the refusal's message.
 */
export function postingRefusal(kind: PostingKind, limits: CommunityLimits, acCount: number, postedToday: number): string | null {
  const minAc = kind === 'discussion' ? limits.discussionMinAc : kind === 'comment' ? limits.commentMinAc : limits.groupMinAc;
  const daily = kind === 'discussion' ? limits.discussionDailyLimit : kind === 'comment' ? limits.commentDailyLimit : limits.groupDailyLimit;
  const text = KIND_TEXT[kind];
  if (acCount < minAc) return `You need at least ${minAc} accepted problems to ${text.verb} (you have ${acCount})`;
  if (postedToday >= daily) return `You may post at most ${daily} ${text.noun} in 24 hours; please try again later`;
  return null;
}

/** Role badges (part 3 §2.13, §6): the super admin SPA, an admin ADM; others none. */
export function roleBadge(role: string | null | undefined): 'SPA' | 'ADM' | null {
  if (role === 'root') return 'SPA';
  if (role === 'admin') return 'ADM';
  return null;
}

/** A discussion written under a problem has its title prefixed with the problem id in brackets (part 3 §5). */
export function problemDiscussionTitle(problemId: string, title: string): string {
  const prefix = `[${problemId}]`;
  return title.startsWith(prefix) ? title : `${prefix} ${title}`;
}

/** The spec's message keys (part 1 §8, part 3 §8) and the texts of the refusals it leaves open. */
export const COMMUNITY_MESSAGES = {
  reportRequired: 'The_report_label_and_reason_cannot_be_empty',
  contentRequired: 'Content_cannot_be_empty',
  posted: 'Post_successfully',
  deleted: 'Delete_successfully',
  updated: 'Update_Successfully',
  sent: 'Send_successfully',
  publicClosed: 'There is no open discussion area on this site',
  groupClosed: 'There is no open group discussion area on this site',
  contestClosed: 'There is no open contest comment area on this site',
  discussionNotFound: 'The discussion does not exist',
  discussionDisabled: 'This discussion has been disabled by an admin',
  commentNotFound: 'The comment does not exist',
  replyNotFound: 'The reply does not exist',
  notAuthor: 'Only the author may edit this discussion',
  mayNotDelete: 'Only the author or an admin may delete this',
  categoryFixed: 'The category of a discussion cannot be changed',
  categoryNotFound: 'The category does not exist',
  categoryIdNotFound: 'The category {id} does not exist',
  categoryKept: 'The general and problem categories cannot be removed',
  onlyAdminPins: 'Only admins may pin a discussion',
  problemNotFound: 'The problem does not exist',
  alreadyReported: 'You have already reported this discussion',
  announcementNotFound: 'The announcement does not exist',
  noticeNotFound: 'The notification does not exist',
  designatedRequired: 'Name at least one user to send a designated notification to',
  unknownUsers: 'These users do not exist: {usernames}',
  messageNotFound: 'The message does not exist',
} as const;
