import * as v from 'valibot';
import {
  AC_INFO_PAGE_SIZE,
  CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  CONTEST_LIST_PAGE_SIZE,
  OI_RANK_SCORE_TYPES,
  PRINT_LIST_PAGE_SIZE,
  PRINT_MAX_LENGTH,
  PRINT_MIN_LENGTH,
  RANK_SHOW_NAMES,
  SCOREBOARD_PAGE_SIZE,
  SCOREBOARD_PAGE_SIZES,
} from '../rules/contests';
import { defineEndpoints } from './endpoint';
import { bodyId as id, currentPage, filledText as text, isoTime, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryBool, queryInt } from './fields';
import { ProblemDetail, ProblemSaveBody } from './problems';
import { SubmissionPage, SubmissionStatuses } from './submissions';

export * from '../rules/contests';

// ---- request fields -------------------------------------------------------------------------

const cidQuery = queryInt('cid', 1, Number.MAX_SAFE_INTEGER);
const flag = (field: string) => v.optional(v.boolean(`${field} must be true or false`), false);
const color = v.optional(v.nullable(v.pipe(v.string('color must be text'), v.trim(), v.maxLength(30, 'color must be at most 30 characters'))), null);

export const CidQuery = v.object({ cid: cidQuery });

export const ContestListQuery = v.object({
  currentPage,
  limit: pageLimit(CONTEST_LIST_PAGE_SIZE),
  /** -1 scheduled, 0 running, 1 ended */
  status: optionalQueryInt('status', -1, 1),
  /** 0 ACM, 1 OI */
  type: optionalQueryInt('type', 0, 1),
  keyword: optionalQueryText('keyword', 100),
});
export type ContestListQuery = v.InferOutput<typeof ContestListQuery>;

export const RegisterContestBody = v.object({
  cid: id('cid'),
  password: v.optional(v.nullable(v.pipe(v.string('password must be text'), v.maxLength(100, 'password is too long'))), null),
});

export const ContestProblemQuery = v.object({
  cid: cidQuery,
  /** include submissions after the contest in the counts (contest admins' switch) */
  containsEnd: optionalQueryBool('containsEnd'),
});

export const ContestProblemDetailsQuery = v.object({
  cid: cidQuery,
  displayId: v.pipe(v.string('displayId is required'), v.trim(), v.nonEmpty('displayId is required'), v.maxLength(32, 'displayId is too long')),
  containsEnd: optionalQueryBool('containsEnd'),
});

/** `contest-submissions`: the contest's status page (HOJ's parameter names). */
export const ContestSubmissionsQuery = v.object({
  cid: cidQuery,
  displayId: optionalQueryText('displayId', 32),
  searchUsername: optionalQueryText('searchUsername', 100),
  searchStatus: optionalQueryInt('searchStatus', -10, 10),
  onlyMine: optionalQueryBool('onlyMine'),
  beforeContestSubmit: optionalQueryBool('beforeContestSubmit'),
  containsEnd: optionalQueryBool('containsEnd'),
  completeProblemID: optionalQueryBool('completeProblemID'),
  currentPage,
  limit: pageLimit(15),
});
export type ContestSubmissionsQuery = v.InferOutput<typeof ContestSubmissionsQuery>;

export const CheckContestSubmissionsStatusBody = v.object({
  cid: id('cid'),
  submitIds: v.pipe(v.array(id('submitIds'), 'submitIds must be a list'), v.maxLength(100, 'at most 100 submitIds at once')),
});

const boardLimit = v.optional(
  v.pipe(
    v.number('limit must be a number'),
    v.check((x) => (SCOREBOARD_PAGE_SIZES as readonly number[]).includes(x), `limit must be one of ${SCOREBOARD_PAGE_SIZES.join(', ')}`),
  ),
  SCOREBOARD_PAGE_SIZE,
);

/** `get-contest-rank` (inside the contest, and the scroll board). */
export const ContestRankBody = v.object({
  cid: id('cid'),
  currentPage: v.optional(v.pipe(v.number('currentPage must be a number'), v.integer('currentPage must be a whole number'), v.transform((x) => Math.max(1, x))), 1),
  limit: boardLimit,
  /** skip the board cache (contest admins) */
  forceRefresh: flag('forceRefresh'),
  removeStar: flag('removeStar'),
  /** uids the viewer pinned to the top (kept in the viewer's browser) */
  concernedList: v.optional(v.pipe(v.array(v.pipe(v.string('concernedList must be uids'), v.maxLength(64, 'a uid is too long')), 'concernedList must be a list'), v.maxLength(300, 'at most 300 concerned users')), []),
  keyword: v.optional(v.nullable(v.pipe(v.string('keyword must be text'), v.trim(), v.maxLength(100, 'keyword must be at most 100 characters'))), null),
  containsEnd: flag('containsEnd'),
});
export type ContestRankBody = v.InferOutput<typeof ContestRankBody>;

/** 1 by submit time, 2 by run time (the outside board's tie order). */
export const SORT_METHOD = { submitTime: 1, runTime: 2 } as const;

export const OutsideScoreboardBody = v.object({
  ...ContestRankBody.entries,
  /** how rows of equal solved count (ACM) or score (OI) are ordered; absent: the rule type's own (ACM by submit time, OI by run time) */
  sortMethod: v.optional(v.picklist([SORT_METHOD.submitTime, SORT_METHOD.runTime], 'sortMethod must be 1 (submit time) or 2 (run time)')),
});
export type OutsideScoreboardBody = v.InferOutput<typeof OutsideScoreboardBody>;

export const ScrollBoardQuery = v.object({ cid: cidQuery, removeStar: v.optional(queryBool('removeStar'), false) });

export const ContestPageQuery = (size: number) => v.object({ cid: cidQuery, currentPage, limit: pageLimit(size) });
export const ContestAnnouncementQuery = ContestPageQuery(CONTEST_ANNOUNCEMENT_PAGE_SIZE);
export const AcInfoQuery = ContestPageQuery(AC_INFO_PAGE_SIZE);
export const PrintListQuery = ContestPageQuery(PRINT_LIST_PAGE_SIZE);

export const NotReadAnnouncementBody = v.object({
  cid: id('cid'),
  readAnnouncementList: v.optional(v.pipe(v.array(id('readAnnouncementList'), 'readAnnouncementList must be a list'), v.maxLength(1000, 'too many read announcements')), []),
});

export const CheckAcInfoBody = v.object({ id: id('id'), cid: id('cid'), checked: v.boolean('checked must be true or false') });

export const SubmitPrintBody = v.object({
  cid: id('cid'),
  content: v.pipe(
    v.string('Content cannot be empty'),
    v.check((x) => x.trim() !== '', 'Content cannot be empty'),
    v.minLength(PRINT_MIN_LENGTH, `The number of content cannot be less than ${PRINT_MIN_LENGTH}`),
    v.maxLength(PRINT_MAX_LENGTH, `The content cannot be more than ${PRINT_MAX_LENGTH} characters`),
  ),
});

export const PrintIdQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER), cid: cidQuery });
export const PrintFileQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER) });

export const AcSubmissionDownloadQuery = v.object({
  cid: cidQuery,
  excludeAdmin: v.optional(queryBool('excludeAdmin'), false),
  splitType: v.optional(v.picklist(['user', 'problem'], 'splitType must be user or problem'), 'user'),
});

// ---- admin requests -------------------------------------------------------------------------

export const AwardConfig = v.object({
  priority: v.pipe(v.number('priority must be a number'), v.integer('priority must be a whole number')),
  name: text('award name', 30),
  background: v.pipe(v.string('background must be text'), v.trim(), v.maxLength(30, 'background must be at most 30 characters')),
  color: v.pipe(v.string('color must be text'), v.trim(), v.maxLength(30, 'color must be at most 30 characters')),
  num: v.pipe(v.number('num must be a number'), v.integer('num must be a whole number'), v.minValue(0, 'num must not be negative'), v.maxValue(100_000, 'num is too large')),
});
export type AwardConfig = v.InferOutput<typeof AwardConfig>;

/** The contest form (part 3 §3.3); the tagged account rule is built by contract/rules/contests.ts. */
export const ContestSaveBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  title: text('title', 255),
  description: text('description', 65535),
  image: v.optional(v.nullable(v.pipe(v.string('image must be text'), v.maxLength(500, 'image is too long'))), null),
  startTime: isoTime('startTime'),
  endTime: isoTime('endTime'),
  type: v.picklist([0, 1], 'type must be 0 (ACM) or 1 (OI)'),
  auth: v.picklist([0, 1, 2], 'auth must be 0 (public), 1 (private) or 2 (protected)'),
  pwd: v.optional(v.nullable(v.pipe(v.string('pwd must be text'), v.maxLength(100, 'pwd must be at most 100 characters'))), null),
  /** seconds of personal time; 0 for none */
  userDuration: v.optional(v.pipe(v.number('userDuration must be a number'), v.integer('userDuration must be a whole number'), v.minValue(0, 'userDuration must not be negative')), 0),
  sealRank: flag('sealRank'),
  /** the seal's start, one of the seal options (contract/rules/contests.ts) */
  sealRankTime: v.optional(v.nullable(isoTime('sealRankTime')), null),
  autoRealRank: v.optional(v.boolean('autoRealRank must be true or false'), true),
  /** ACM: contestants see their own results during the seal (decision 44); off is HOJ's stricter rule */
  ownResultsInSeal: v.optional(v.boolean('ownResultsInSeal must be true or false'), true),
  openRank: flag('openRank'),
  openPrint: flag('openPrint'),
  allowEndSubmit: flag('allowEndSubmit'),
  rankShowName: v.optional(v.picklist(RANK_SHOW_NAMES, `rankShowName must be one of ${RANK_SHOW_NAMES.join(', ')}`), 'username'),
  oiRankScoreType: v.optional(v.picklist(OI_RANK_SCORE_TYPES, 'oiRankScoreType must be Recent or Highest'), 'Recent'),
  openAccountLimit: flag('openAccountLimit'),
  accountLimitRule: v.optional(v.nullable(v.pipe(v.string('accountLimitRule must be text'), v.maxLength(20_000, 'accountLimitRule is too long'))), null),
  starAccount: v.optional(v.pipe(v.array(v.pipe(v.string('starAccount must be usernames'), v.trim(), v.nonEmpty('a star user is empty'), v.maxLength(100, 'a star user is too long')), 'starAccount must be a list'), v.maxLength(1000, 'too many star users')), []),
  awardType: v.optional(v.picklist([0, 1, 2], 'awardType must be 0 (none), 1 (by proportion) or 2 (by number)'), 0),
  awardConfigList: v.optional(v.pipe(v.array(AwardConfig, 'awardConfigList must be a list'), v.maxLength(20, 'at most 20 awards')), []),
  visible: v.optional(v.boolean('visible must be true or false'), true),
  gid: v.optional(v.nullable(id('gid')), null),
});
export type ContestSaveBody = v.InferOutput<typeof ContestSaveBody>;

export const AdminContestListQuery = v.object({ currentPage, limit: pageLimit(CONTEST_LIST_PAGE_SIZE), keyword: optionalQueryText('keyword', 100) });

export const ContestVisibleQuery = v.object({ cid: cidQuery, visible: queryBool('visible') });

export const AdminContestProblemListQuery = v.object({
  cid: cidQuery,
  currentPage,
  limit: pageLimit(CONTEST_LIST_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
});

const displayFields = {
  displayId: text('displayId', 32),
  displayTitle: text('displayTitle', 255),
  color,
};

export const AddProblemFromPublicBody = v.object({ cid: id('cid'), pid: id('pid'), displayId: text('displayId', 32) });
export const ContestProblemPidQuery = v.object({ cid: cidQuery, pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER) });
export const UpdateContestProblemBody = v.object({ cid: id('cid'), pid: id('pid'), ...displayFields });

/** A problem created inside a contest: the problem form plus the contest's display values, saved together. */
export const ContestProblemSaveBody = v.object({
  ...ProblemSaveBody.entries,
  cid: id('cid'),
  contestProblem: v.object(displayFields),
});
export type ContestProblemSaveBody = v.InferOutput<typeof ContestProblemSaveBody>;

export const AnnouncementBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  cid: id('cid'),
  title: text('title', 255),
  content: text('content', 65535),
});
export const AnnouncementIdQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER), cid: cidQuery });

// ---- answers --------------------------------------------------------------------------------

/** A contest as lists show it (part 2 §3 "Contest"). Times are ISO 8601. */
export const ContestListRow = v.object({
  id: v.number(),
  title: v.string(),
  image: v.nullable(v.string()),
  type: v.number(),
  auth: v.number(),
  /** -1 scheduled, 0 running, 1 ended, at the server's clock */
  status: v.number(),
  startTime: v.string(),
  endTime: v.string(),
  /** seconds */
  duration: v.number(),
  /** seconds of personal time, 0 for none */
  userDuration: v.number(),
  /** participants */
  count: v.number(),
  openRank: v.boolean(),
  gid: v.nullable(v.number()),
  author: v.string(),
});
export type ContestListRow = v.InferOutput<typeof ContestListRow>;

export const ContestInfo = v.object({
  ...ContestListRow.entries,
  description: v.string(),
  openPrint: v.boolean(),
  allowEndSubmit: v.boolean(),
  oiRankScoreType: v.picklist(OI_RANK_SCORE_TYPES),
  rankShowName: v.picklist(RANK_SHOW_NAMES),
  sealRank: v.boolean(),
  /** ISO 8601; null when not sealed */
  sealRankTime: v.nullable(v.string()),
  autoRealRank: v.boolean(),
  /** ACM: contestants see their own results during the seal (contract sealShowsOwnResults) */
  ownResultsInSeal: v.boolean(),
  awardType: v.number(),
  awardConfigList: v.array(AwardConfig),
  /** the server's clock, ISO 8601, so the client can correct its own */
  now: v.string(),
});
export type ContestInfo = v.InferOutput<typeof ContestInfo>;

export const ContestAccess = v.object({ access: v.boolean() });

/** A problem of a contest (part 2 §3 "Contest problem"). ac and total are null where the viewer may not see them live ("?"). */
export const ContestProblemView = v.object({
  id: v.number(),
  cid: v.number(),
  pid: v.number(),
  displayId: v.string(),
  displayTitle: v.string(),
  color: v.nullable(v.string()),
  /** 0 ACM, 1 OI: the problem's own type */
  type: v.number(),
  ac: v.nullable(v.number()),
  total: v.nullable(v.number()),
  /** the viewer's status (-10 not submitted, -5 submitted with the result hidden); null for guests */
  myStatus: v.nullable(v.number()),
  score: v.nullable(v.number()),
});
export type ContestProblemView = v.InferOutput<typeof ContestProblemView>;

export const ContestProblemDetail = v.object({
  ...ProblemDetail.entries,
  contestProblem: ContestProblemView,
});
export type ContestProblemDetail = v.InferOutput<typeof ContestProblemDetail>;

export const AwardView = v.object({ isWinAward: v.boolean(), awardName: v.string(), awardBackground: v.string(), awardColor: v.string() });

/** One problem's cell of an ACM row (part 2 §3 "ACM cell"). */
export const AcmCell = v.object({
  isAC: v.boolean(),
  isFirstAC: v.boolean(),
  isAfterContest: v.boolean(),
  /** seconds from the user's start to the first AC (its penalty counts in the row's totalTime); null when unsolved */
  ACTime: v.nullable(v.number()),
  errorNum: v.number(),
  /** tries whose results the seal hides */
  tryNum: v.number(),
});
export type AcmCell = v.InferOutput<typeof AcmCell>;

const rowCommon = {
  uid: v.string(),
  username: v.string(),
  /** the name the board shows (the contest's rankShowName) */
  showName: v.string(),
  nickname: v.nullable(v.string()),
  realname: v.nullable(v.string()),
  /** -1 for a star user (shown *) */
  rank: v.number(),
  gender: v.nullable(v.string()),
  school: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  /** pinned by the viewer's concerned list (shown again at the top) */
  isConcerned: v.boolean(),
  awards: v.nullable(AwardView),
};

export const AcmBoardRow = v.object({
  ...rowCommon,
  ac: v.number(),
  /** seconds */
  totalTime: v.number(),
  /** by display id */
  submissionInfo: v.record(v.string(), AcmCell),
});
export type AcmBoardRow = v.InferOutput<typeof AcmBoardRow>;

export const OiBoardRow = v.object({
  ...rowCommon,
  totalScore: v.number(),
  /** ms, over the counted submissions */
  totalTime: v.number(),
  /** score by display id */
  submissionInfo: v.record(v.string(), v.number()),
  /** run time (ms) by display id */
  timeInfo: v.record(v.string(), v.number()),
});
export type OiBoardRow = v.InferOutput<typeof OiBoardRow>;

/** Part 3 §4: real-time, sealed, auto-turned to real-time after the end, sealed after the end. */
export const RANK_STATES = ['real-time', 'sealed', 'auto-real-time', 'sealed-after-end'] as const;
export type RankState = (typeof RANK_STATES)[number];

const boardPage = { total: v.number(), current: v.number(), size: v.number(), rankState: v.picklist(RANK_STATES) };

/** A page of a board; `type` tells the ACM rows from the OI ones. */
export const BoardPage = v.variant('type', [
  v.object({ type: v.literal(0), records: v.array(AcmBoardRow), ...boardPage }),
  v.object({ type: v.literal(1), records: v.array(OiBoardRow), ...boardPage }),
]);
export type BoardPage = v.InferOutput<typeof BoardPage>;

export const OutsideInfo = v.object({ contest: ContestInfo, problemList: v.array(ContestProblemView) });
export type OutsideInfo = v.InferOutput<typeof OutsideInfo>;

/** The scroll board: the sealed board and the final one, every row of each, to resolve one into the other. */
export const ScrollBoardData = v.object({
  contest: ContestInfo,
  problemList: v.array(ContestProblemView),
  sealed: BoardPage,
  final: BoardPage,
});
export type ScrollBoardData = v.InferOutput<typeof ScrollBoardData>;

/**
 * The live board: a WebSocket at getContestBoardWs hears one message per change of the contest's
 * board (at most one a second), saying only which board changed and its version, never a result, so
 * the client refetches its page through the access-checked board call. Browsers cannot set the
 * Authorization header on a WebSocket: the token goes as the second subprotocol,
 * `new WebSocket(url, [BOARD_WS_PROTOCOL, token])`, and the server answers BOARD_WS_PROTOCOL.
 */
export const BOARD_WS_PROTOCOL = 'hoj-board';
export const BoardPushMessage = v.object({ cid: v.number(), version: v.number() });
export type BoardPushMessage = v.InferOutput<typeof BoardPushMessage>;

export const ContestAnnouncementView = v.object({
  id: v.number(),
  cid: v.number(),
  title: v.string(),
  content: v.string(),
  username: v.string(),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type ContestAnnouncementView = v.InferOutput<typeof ContestAnnouncementView>;

export const UnreadAnnouncement = v.object({ id: v.number(), title: v.string(), gmtCreate: v.string() });

/** An accepted submission for the admin helper (part 2 §3 "AC info"); id is the submission's. */
export const AcInfoView = v.object({
  id: v.number(),
  cid: v.number(),
  submitTime: v.string(),
  displayId: v.string(),
  color: v.nullable(v.string()),
  firstBlood: v.boolean(),
  uid: v.string(),
  username: v.string(),
  realname: v.nullable(v.string()),
  checked: v.boolean(),
});
export type AcInfoView = v.InferOutput<typeof AcInfoView>;

export const PrintJobView = v.object({
  id: v.number(),
  cid: v.number(),
  username: v.string(),
  realname: v.nullable(v.string()),
  gmtCreate: v.string(),
  /** 0 not printed, 1 printed */
  status: v.number(),
});
export type PrintJobView = v.InferOutput<typeof PrintJobView>;

/** Everything the contest form edits, as saved (part 3 §3.3). */
export const AdminContestView = v.object({
  ...ContestInfo.entries,
  pwd: v.nullable(v.string()),
  openAccountLimit: v.boolean(),
  accountLimitRule: v.nullable(v.string()),
  starAccount: v.array(v.string()),
  visible: v.boolean(),
  uid: v.string(),
});
export type AdminContestView = v.InferOutput<typeof AdminContestView>;

export const AdminContestRow = v.object({ ...ContestListRow.entries, visible: v.boolean() });
export type AdminContestRow = v.InferOutput<typeof AdminContestRow>;

/** A contest problem as the admin list shows it: the original problem beside the contest's display values. */
export const AdminContestProblemRow = v.object({
  id: v.number(),
  cid: v.number(),
  pid: v.number(),
  displayId: v.string(),
  displayTitle: v.string(),
  color: v.nullable(v.string()),
  problemId: v.string(),
  title: v.string(),
  type: v.number(),
  auth: v.number(),
});
export type AdminContestProblemRow = v.InferOutput<typeof AdminContestProblemRow>;

const ContestPage = pageOf(ContestListRow);

// ---- endpoints ------------------------------------------------------------------------------

/** Contests (part 2 §2-§7, part 3 §2.x admin contest routes). Who is a contest admin is decided per contest. */
export const CONTESTS_ENDPOINTS = defineEndpoints({
  getContestList: { method: 'GET', path: '/api/get-contest-list', summary: 'Visible contests, 10 a page, running first, then scheduled, then ended', access: 'public', query: ContestListQuery, response: ContestPage },
  getContestInfo: { method: 'GET', path: '/api/get-contest-info', summary: 'A contest, with the server clock', access: 'user', query: CidQuery, response: ContestInfo },
  getContestOutsizeInfo: { method: 'GET', path: '/api/get-contest-outsize-info', summary: 'A contest and its problems for the outside scoreboard (openRank contests)', access: 'public', query: CidQuery, response: OutsideInfo },
  registerContest: { method: 'POST', path: '/api/register-contest', summary: 'Enter a contest (with its password where it has one)', access: 'user', body: RegisterContestBody, response: v.null() },
  getContestAccess: { method: 'GET', path: '/api/get-contest-access', summary: 'Whether the caller has entered a password-protected contest', access: 'user', query: CidQuery, response: ContestAccess },
  startContest: { method: 'POST', path: '/api/start-contest', summary: "Start the caller's personal time in a contest with a personal duration", access: 'user', query: CidQuery, response: v.string() },
  getContestStartTime: { method: 'GET', path: '/api/get-contest-start-time', summary: "The caller's personal start (ISO 8601), null before starting", access: 'user', query: CidQuery, response: v.nullable(v.string()) },
  getContestProblem: { method: 'GET', path: '/api/get-contest-problem', summary: "A contest's problems with counts and the caller's status", access: 'user', query: ContestProblemQuery, response: v.array(ContestProblemView) },
  getContestProblemDetails: { method: 'GET', path: '/api/get-contest-problem-details', summary: 'A contest problem by display id, under its contest title', access: 'user', query: ContestProblemDetailsQuery, response: ContestProblemDetail },
  contestSubmissions: { method: 'GET', path: '/api/contest-submissions', summary: "A contest's submissions, 15 a page, with the seal applied", access: 'user', query: ContestSubmissionsQuery, response: SubmissionPage },
  checkContestSubmissionsStatus: { method: 'POST', path: '/api/check-contest-submissions-status', summary: 'Current status of contest submissions, with the seal applied', access: 'user', body: CheckContestSubmissionsStatusBody, response: SubmissionStatuses },
  getContestRank: { method: 'POST', path: '/api/get-contest-rank', summary: "A page of a contest's board (sealed for participants during the seal)", access: 'user', body: ContestRankBody, response: BoardPage },
  getContestOutsideScoreboard: { method: 'POST', path: '/api/get-contest-outside-scoreboard', summary: 'The public board of an openRank contest', access: 'public', body: OutsideScoreboardBody, response: BoardPage },
  getContestBoardWs: {
    method: 'GET',
    path: '/api/contest-board-ws',
    summary: "WebSocket upgrade: the contest board's changes as {cid, version}, never results (token as the subprotocol after hoj-board)",
    access: 'public',
    query: CidQuery,
    foreign: true,
  },
  getContestScrollBoard: { method: 'GET', path: '/api/get-contest-scroll-board', summary: 'The sealed and the final board, every row, for the scroll board (contest admins)', access: 'user', query: ScrollBoardQuery, response: ScrollBoardData },
  getContestAnnouncement: { method: 'GET', path: '/api/get-contest-announcement', summary: "A contest's announcements, newest first", access: 'user', query: ContestAnnouncementQuery, response: pageOf(ContestAnnouncementView) },
  getContestNotReadAnnouncement: { method: 'POST', path: '/api/get-contest-not-read-announcement', summary: 'Announcements not among the ids the browser has read', access: 'user', body: NotReadAnnouncementBody, response: v.array(UnreadAnnouncement) },
  getContestAcInfo: { method: 'GET', path: '/api/get-contest-ac-info', summary: 'Accepted submissions for the admin helper (ACM), 20 a page', access: 'user', query: AcInfoQuery, response: pageOf(AcInfoView) },
  checkContestAcInfo: { method: 'PUT', path: '/api/check-contest-ac-info', summary: 'Mark an accepted submission checked (balloon delivered) or not', access: 'user', body: CheckAcInfoBody, response: v.null() },
  submitPrintText: { method: 'POST', path: '/api/submit-print-text', summary: 'Send text to the contest printer (50 characters at least)', access: 'user', body: SubmitPrintBody, response: v.null() },
  getContestPrint: { method: 'GET', path: '/api/get-contest-print', summary: 'Print jobs for the admin print list, 15 a page', access: 'user', query: PrintListQuery, response: pageOf(PrintJobView) },
  checkContestPrintStatus: { method: 'PUT', path: '/api/check-contest-print-status', summary: 'Mark a print job printed', access: 'user', query: PrintIdQuery, response: v.null() },
  downloadContestPrintText: { method: 'GET', path: '/api/file/download-contest-print-text', summary: "A print job's text as a file (contest admins)", access: 'user', query: PrintFileQuery, file: true },
  downloadContestAcSubmission: { method: 'GET', path: '/api/file/download-contest-ac-submission', summary: "A contest's accepted code as a zip, by user or by problem (contest admins)", access: 'user', query: AcSubmissionDownloadQuery, file: true },
  uploadContestImage: { method: 'POST', path: '/api/file/upload-img', summary: 'Upload a contest cover image, 1 MB at most (multipart field image; site admins, or with cid the managers of a group contest, with gid the admins of a group); msg is its URL', access: 'user', multipartField: 'image', response: v.object({ link: v.string() }) },
  contestImage: { method: 'GET', path: '/api/public/img/:name', summary: 'An uploaded contest cover image', access: 'public', file: true },

  adminGetContestList: { method: 'GET', path: '/api/admin/contest/get-contest-list', summary: 'Contests to manage, newest first (a teacher sees their own)', access: 'admin', query: AdminContestListQuery, response: pageOf(AdminContestRow) },
  adminGetContest: { method: 'GET', path: '/api/admin/contest', summary: 'A contest with every form field', access: 'admin', query: CidQuery, response: AdminContestView },
  adminAddContest: { method: 'POST', path: '/api/admin/contest', summary: 'Create a contest (every save rule is checked)', access: 'admin', body: ContestSaveBody, response: AdminContestView },
  adminUpdateContest: { method: 'PUT', path: '/api/admin/contest', summary: 'Update a contest (the rule type cannot change)', access: 'admin', body: ContestSaveBody, response: AdminContestView },
  adminDeleteContest: { method: 'DELETE', path: '/api/admin/contest', summary: 'Delete a contest with its problems list, registrations and announcements', access: 'admin', query: CidQuery, response: v.null() },
  adminChangeContestVisible: { method: 'PUT', path: '/api/admin/contest/change-contest-visible', summary: 'Show or hide a contest', access: 'admin', query: ContestVisibleQuery, response: v.null() },
  adminGetContestProblemList: { method: 'GET', path: '/api/admin/contest/get-problem-list', summary: "A contest's problems with their original ids and titles", access: 'admin', query: AdminContestProblemListQuery, response: pageOf(AdminContestProblemRow) },
  adminAddContestProblemFromPublic: { method: 'POST', path: '/api/admin/contest/add-problem-from-public', summary: 'Add a problem of the public bank to a contest under a display id', access: 'admin', body: AddProblemFromPublicBody, response: AdminContestProblemRow },
  adminGetContestProblem: { method: 'GET', path: '/api/admin/contest/contest-problem', summary: "A contest problem's display values", access: 'admin', query: ContestProblemPidQuery, response: AdminContestProblemRow },
  adminUpdateContestProblem: { method: 'PUT', path: '/api/admin/contest/contest-problem', summary: "Change a contest problem's display id, title or colour", access: 'admin', body: UpdateContestProblemBody, response: AdminContestProblemRow },
  adminAddContestProblem: { method: 'POST', path: '/api/admin/contest/problem', summary: 'Create a problem inside a contest (problem and display values in one write)', access: 'admin', body: ContestProblemSaveBody, response: AdminContestProblemRow },
  adminUpdateContestProblemFull: { method: 'PUT', path: '/api/admin/contest/problem', summary: 'Update a contest problem and its display values in one write', access: 'admin', body: ContestProblemSaveBody, response: AdminContestProblemRow },
  adminRemoveContestProblem: { method: 'DELETE', path: '/api/admin/contest/problem', summary: 'Take a problem out of a contest (the problem stays)', access: 'admin', query: ContestProblemPidQuery, response: v.null() },
  adminGetContestAnnouncements: { method: 'GET', path: '/api/admin/contest/announcement', summary: "A contest's announcements to manage", access: 'admin', query: ContestAnnouncementQuery, response: pageOf(ContestAnnouncementView) },
  adminAddContestAnnouncement: { method: 'POST', path: '/api/admin/contest/announcement', summary: 'Publish a contest announcement', access: 'admin', body: AnnouncementBody, response: ContestAnnouncementView },
  adminUpdateContestAnnouncement: { method: 'PUT', path: '/api/admin/contest/announcement', summary: 'Change a contest announcement', access: 'admin', body: AnnouncementBody, response: ContestAnnouncementView },
  adminDeleteContestAnnouncement: { method: 'DELETE', path: '/api/admin/contest/announcement', summary: 'Delete a contest announcement', access: 'admin', query: AnnouncementIdQuery, response: v.null() },
});
