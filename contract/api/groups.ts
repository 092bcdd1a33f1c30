import * as v from 'valibot';
import {
  GROUP_ADMIN_PAGE_SIZE,
  GROUP_ANNOUNCEMENT_ADMIN_SIZE,
  GROUP_ANNOUNCEMENT_PANEL_SIZE,
  GROUP_AUTH,
  GROUP_AUTHS,
  GROUP_LIMITS,
  GROUP_LIST_LIMIT_MAX,
  GROUP_LIST_PAGE_SIZE,
  GROUP_MESSAGES,
  GROUP_RANK_PAGE_SIZE,
  MEMBER_AUTH_CHOICES,
} from '../rules/groups';
import { defineEndpoints } from './endpoint';
import { bodyId as id, currentPage, filledText as text, optionalQueryBool, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryBool, queryInt } from './fields';
import { AdminProblemDetail, AdminProblemRow, ChangeProblemAuthBody, CompileCheckerBody, CompileCheckerResult, PidQuery, ProblemCasesQuery, ProblemCasesView, ProblemSaveBody, TagView, UserProblemStatus } from './problems';
import {
  AddTrainingProblemBody,
  AdminTrainingExamRow,
  AdminTrainingProblemListQuery,
  AdminTrainingProblemRow,
  AdminTrainingRow,
  AdminTrainingWithCategory,
  TidQuery,
  TrainingExamEidQuery,
  TrainingExamListQuery,
  TrainingListRow,
  TrainingProblemPidQuery,
  TrainingSaveBody,
  TrainingStatusQuery,
  UpdateTrainingProblemBody,
} from './trainings';
import {
  AddProblemFromPublicBody,
  AdminContestProblemListQuery,
  AdminContestProblemRow,
  AdminContestRow,
  AdminContestView,
  AnnouncementBody,
  AnnouncementIdQuery,
  CidQuery,
  ContestAnnouncementQuery,
  ContestAnnouncementView,
  ContestListRow,
  ContestProblemPidQuery,
  ContestProblemSaveBody,
  ContestSaveBody,
  ContestVisibleQuery,
  UpdateContestProblemBody,
} from './contests';

export * from '../rules/groups';

// ---- request fields -------------------------------------------------------------------------

const gidQuery = queryInt('gid', 1, Number.MAX_SAFE_INTEGER);

/** Text with the spec's two message keys: one when missing, one when outside min..max. */
function keyedText(bounds: { min: number; max: number }, requiredKey: string, lengthKey: string) {
  return v.pipe(v.string(requiredKey), v.trim(), v.nonEmpty(requiredKey), v.minLength(bounds.min, lengthKey), v.maxLength(bounds.max, lengthKey));
}

/** The group list's page sizes go up to 120 (part 3 §9), above the usual cap of 100. */
const groupListLimit = v.optional(
  v.pipe(
    optionalQueryInt('limit', 1, GROUP_LIST_LIMIT_MAX),
    v.transform((x) => x ?? GROUP_LIST_PAGE_SIZE),
  ),
  GROUP_LIST_PAGE_SIZE,
);

export const GidQuery = v.object({ gid: gidQuery });

export const GroupListQuery = v.object({
  currentPage,
  limit: groupListLimit,
  keyword: optionalQueryText('keyword', 100),
  auth: optionalQueryInt('auth', GROUP_AUTH.public, GROUP_AUTH.private),
  /** only the groups the caller belongs to (needs sign-in) */
  onlyMine: optionalQueryBool('onlyMine'),
});
export type GroupListQuery = v.InferOutput<typeof GroupListQuery>;

/**
 * `POST` / `PUT group` (part 3 §5): the code must be 6 characters unless the group is public
 * (checked by the save rule, which knows the auth); id is required to update.
 */
export const GroupSaveBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  name: keyedText(GROUP_LIMITS.name, GROUP_MESSAGES.nameRequired, GROUP_MESSAGES.nameLength),
  shortName: keyedText(GROUP_LIMITS.shortName, GROUP_MESSAGES.shortNameRequired, GROUP_MESSAGES.shortNameLength),
  brief: keyedText(GROUP_LIMITS.brief, GROUP_MESSAGES.briefRequired, GROUP_MESSAGES.briefLength),
  description: keyedText(GROUP_LIMITS.description, GROUP_MESSAGES.descriptionRequired, GROUP_MESSAGES.descriptionLength),
  auth: v.picklist(GROUP_AUTHS, GROUP_MESSAGES.authRequired),
  code: v.optional(v.nullable(v.pipe(v.string(GROUP_MESSAGES.codeRequired), v.trim())), null),
  visible: v.optional(v.boolean('visible must be true or false'), true),
});
export type GroupSaveBody = v.InferOutput<typeof GroupSaveBody>;

export const GroupRankQuery = v.object({
  gid: gidQuery,
  currentPage,
  limit: pageLimit(GROUP_RANK_PAGE_SIZE),
  /** 0 ACM (by AC, then fewer submissions), 1 OI (by score) */
  type: v.optional(v.pipe(queryInt('type', 0, 1)), 0),
  /** username or nickname contains it */
  searchUser: optionalQueryText('searchUser', 100),
});
export type GroupRankQuery = v.InferOutput<typeof GroupRankQuery>;

export const GroupPageQuery = (size: number) => v.object({ gid: gidQuery, currentPage, limit: pageLimit(size), keyword: optionalQueryText('keyword', 100) });

export const MemberListQuery = v.object({
  gid: gidQuery,
  currentPage,
  limit: pageLimit(GROUP_ADMIN_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  auth: optionalQueryInt('auth', 1, 5),
});
export type MemberListQuery = v.InferOutput<typeof MemberListQuery>;

/** `POST group/member`: join (public), or apply with a reason (protected) and the code (private). */
export const ApplyGroupBody = v.object({
  gid: id('gid'),
  code: v.optional(v.nullable(v.pipe(v.string(GROUP_MESSAGES.codeRequired), v.trim())), null),
  reason: v.optional(v.nullable(v.pipe(v.string(GROUP_MESSAGES.reasonRequired), v.trim())), null),
});
export type ApplyGroupBody = v.InferOutput<typeof ApplyGroupBody>;

export const UpdateMemberBody = v.object({
  gid: id('gid'),
  uid: v.pipe(v.string('uid is required'), v.trim(), v.nonEmpty('uid is required'), v.maxLength(64, 'uid is too long')),
  auth: v.picklist(MEMBER_AUTH_CHOICES, `auth must be one of ${MEMBER_AUTH_CHOICES.join(', ')}`),
});

export const MemberQuery = v.object({ gid: gidQuery, uid: v.pipe(v.string('uid is required'), v.trim(), v.nonEmpty('uid is required'), v.maxLength(64, 'uid is too long')) });

export const GroupAnnouncementBody = v.object({
  id: v.optional(v.nullable(id('id')), null),
  gid: id('gid'),
  title: text('title', GROUP_LIMITS.announcementTitle),
  content: text('content', GROUP_LIMITS.announcementContent),
  /** 0 visible, 1 hidden */
  status: v.optional(v.picklist([0, 1], 'status must be 0 (visible) or 1 (hidden)'), 0),
});
export type GroupAnnouncementBody = v.InferOutput<typeof GroupAnnouncementBody>;

export const GroupAnnouncementIdQuery = v.object({ aid: queryInt('aid', 1, Number.MAX_SAFE_INTEGER), gid: gidQuery });
/** `getAnnouncementById`: a site or group announcement, or with cid one of that contest's announcements (the same detail page). */
export const AnnouncementByIdQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER), cid: optionalQueryInt('cid', 1, Number.MAX_SAFE_INTEGER) });

export const GroupProblemPidQuery = v.object({ pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER), gid: gidQuery });
export const ChangeGroupProblemAuthBody = v.object({ ...ChangeProblemAuthBody.entries, gid: id('gid') });
export const ApplyPublicQuery = v.object({ pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER), isApplied: queryBool('isApplied') });

export const GroupProblemStatusBody = v.object({
  pidList: v.pipe(v.array(id('pidList'), 'pidList must be a list of problem ids'), v.maxLength(1000, 'pidList may hold at most 1000 problems')),
  gid: id('gid'),
});

/** A problem of this group by its stored display id, into a group training or contest. */
export const AddTrainingProblemFromGroupBody = v.object({ tid: id('tid'), problemId: text('problemId', 64) });
export const AddContestProblemFromGroupBody = v.object({ cid: id('cid'), problemId: text('problemId', 64), displayId: text('displayId', 32) });

/** `POST group/add-training-from-public`: copies of public site trainings, with their problem lists, as group homework. */
export const AddTrainingFromPublicBody = v.object({
  groupId: id('groupId'),
  tidList: v.pipe(v.array(id('tidList'), 'tidList must be a list of training ids'), v.minLength(1, 'Choose at least one training'), v.maxLength(100, 'at most 100 trainings at once')),
});

export const GroupProblemApplyListQuery = v.object({
  currentPage,
  limit: pageLimit(GROUP_ADMIN_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  /** 1 applying (the default view), 2 public, 3 refused */
  progress: optionalQueryInt('progress', 1, 3),
});
export const ChangeApplyProgressQuery = v.object({ pid: queryInt('pid', 1, Number.MAX_SAFE_INTEGER), progress: queryInt('progress', 2, 3) });

// ---- views ----------------------------------------------------------------------------------

/** A group card (part 3 §2.3, §3.1). Times are ISO 8601. */
export const GroupView = v.object({
  id: v.number(),
  avatar: v.nullable(v.string()),
  name: v.string(),
  shortName: v.string(),
  brief: v.string(),
  owner: v.string(),
  uid: v.string(),
  auth: v.number(),
  status: v.number(),
  visible: v.boolean(),
  memberCount: v.number(),
  gmtCreate: v.string(),
});
export type GroupView = v.InferOutput<typeof GroupView>;

export const GroupDetail = v.object({
  ...GroupView.entries,
  description: v.string(),
  /** the invitation code: only to the group's admins and site admins, null for everyone else */
  code: v.nullable(v.string()),
});
export type GroupDetail = v.InferOutput<typeof GroupDetail>;

export const GroupAccess = v.object({ access: v.boolean() });

export const GroupRankRow = v.object({
  rank: v.number(),
  uid: v.string(),
  username: v.string(),
  nickname: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  titleName: v.nullable(v.string()),
  titleColor: v.nullable(v.string()),
  /** the user's OI coins, earned over the whole site (decision 34) */
  oiCoin: v.number(),
  ac: v.number(),
  total: v.number(),
  score: v.number(),
});
export type GroupRankRow = v.InferOutput<typeof GroupRankRow>;

export const GroupMemberRow = v.object({
  id: v.number(),
  gid: v.number(),
  uid: v.string(),
  username: v.string(),
  avatar: v.nullable(v.string()),
  /** 1 applying, 2 refused, 3 member, 4 admin, 5 root */
  auth: v.number(),
  reason: v.nullable(v.string()),
  gmtCreate: v.string(),
  gmtModify: v.string(),
});
export type GroupMemberRow = v.InferOutput<typeof GroupMemberRow>;

export const AnnouncementView = v.object({
  id: v.number(),
  title: v.string(),
  content: v.string(),
  status: v.number(),
  uid: v.string(),
  username: v.string(),
  avatar: v.nullable(v.string()),
  gid: v.nullable(v.number()),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type AnnouncementView = v.InferOutput<typeof AnnouncementView>;

/** A problem of the group as its members see it. */
export const GroupProblemRow = v.object({
  id: v.number(),
  problemId: v.string(),
  title: v.string(),
  difficulty: v.number(),
  type: v.number(),
  tags: v.array(TagView),
  ac: v.number(),
  total: v.number(),
});
export type GroupProblemRow = v.InferOutput<typeof GroupProblemRow>;

export const GroupAdminProblemRow = v.object({
  ...AdminProblemRow.entries,
  gid: v.number(),
  /** null not applied, 1 applying, 2 public, 3 refused */
  applyPublicProgress: v.nullable(v.number()),
});
export type GroupAdminProblemRow = v.InferOutput<typeof GroupAdminProblemRow>;

export const GroupProblemApplyRow = v.object({
  id: v.number(),
  problemId: v.string(),
  title: v.string(),
  author: v.nullable(v.string()),
  gid: v.number(),
  groupName: v.string(),
  applyPublicProgress: v.number(),
  gmtModified: v.string(),
});
export type GroupProblemApplyRow = v.InferOutput<typeof GroupProblemApplyRow>;

const ADMIN_PAGE = GROUP_ADMIN_PAGE_SIZE;

// ---- endpoints ------------------------------------------------------------------------------

/**
 * Groups (part 3 §2.3-§2.12, §7 "Groups"). Every call below checks the caller's level in the group
 * (decision 31): members (3+) read, group admins (4+) manage members, announcements and create
 * content, the group root (5) or the item's author change an item; site admins may do all of it.
 * Group trainings and contests reuse the training and contest shapes; their learner pages use the
 * training and contest calls, whose scope check knows groups.
 */
export const GROUPS_ENDPOINTS = defineEndpoints({
  getGroupList: { method: 'GET', path: '/api/get-group-list', summary: 'Visible groups, 15 a page (9 to 120), by keyword, auth and onlyMine', access: 'public', query: GroupListQuery, response: pageOf(GroupView) },
  getGroupDetail: { method: 'GET', path: '/api/get-group-detail', summary: 'A group with its description (the code only for its admins)', access: 'user', query: GidQuery, response: GroupDetail },
  addGroup: { method: 'POST', path: '/api/group', summary: 'Create a group; the caller becomes its owner (group root)', access: 'user', body: GroupSaveBody, response: GroupDetail },
  updateGroup: { method: 'PUT', path: '/api/group', summary: "Change a group's fields (group root or site admin)", access: 'user', body: GroupSaveBody, response: GroupDetail },
  deleteGroup: { method: 'DELETE', path: '/api/group', summary: 'Disband a group with everything in it (owner or site admin)', access: 'user', query: GidQuery, response: v.null() },
  getGroupAccess: { method: 'GET', path: '/api/get-group-access', summary: "Whether the caller may open the group's content (member or site admin)", access: 'user', query: GidQuery, response: GroupAccess },
  getGroupAuth: { method: 'GET', path: '/api/get-group-auth', summary: "The caller's level in the group: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root", access: 'user', query: GidQuery, response: v.number() },
  getGroupRankList: { method: 'GET', path: '/api/get-group-rank-list', summary: "The group's members ranked by their group submissions, ACM or OI, 30 a page", access: 'user', query: GroupRankQuery, response: pageOf(GroupRankRow) },
  uploadGroupAvatar: { method: 'POST', path: '/api/file/upload-group-avatar', summary: "Upload a group's avatar (multipart fields image and gid; group root), 2 MB at most", access: 'user', multipartField: 'image', response: GroupDetail },

  getGroupMemberList: { method: 'GET', path: '/api/group/get-member-list', summary: "The group's members (3 to 5), 10 a page", access: 'user', query: MemberListQuery, response: pageOf(GroupMemberRow) },
  getGroupApplyList: { method: 'GET', path: '/api/group/get-apply-list', summary: 'Applications waiting or refused (group admins)', access: 'user', query: MemberListQuery, response: pageOf(GroupMemberRow) },
  addGroupMember: { method: 'POST', path: '/api/group/member', summary: 'Join a public group, or apply to a protected (reason) or private (reason and code) one', access: 'user', body: ApplyGroupBody, response: v.null() },
  updateGroupMember: { method: 'PUT', path: '/api/group/member', summary: "Accept, refuse or change a member's level (group admins, by the level rules)", access: 'user', body: UpdateMemberBody, response: GroupMemberRow },
  deleteGroupMember: { method: 'DELETE', path: '/api/group/member', summary: 'Remove a member or an application; removing the owner disbands the group', access: 'user', query: MemberQuery, response: v.null() },
  exitGroup: { method: 'DELETE', path: '/api/group/member/exit', summary: 'Leave a group (not its owner)', access: 'user', query: GidQuery, response: v.null() },

  getGroupAnnouncementList: { method: 'GET', path: '/api/group/get-announcement-list', summary: "The group's visible announcements, 5 a page (members)", access: 'user', query: GroupPageQuery(GROUP_ANNOUNCEMENT_PANEL_SIZE), response: pageOf(AnnouncementView) },
  getGroupAdminAnnouncementList: { method: 'GET', path: '/api/group/get-admin-announcement-list', summary: "All the group's announcements, 10 a page (group admins)", access: 'user', query: GroupPageQuery(GROUP_ANNOUNCEMENT_ADMIN_SIZE), response: pageOf(AnnouncementView) },
  addGroupAnnouncement: { method: 'POST', path: '/api/group/announcement', summary: 'Publish a group announcement (group admins)', access: 'user', body: GroupAnnouncementBody, response: AnnouncementView },
  updateGroupAnnouncement: { method: 'PUT', path: '/api/group/announcement', summary: 'Change an announcement (its author, or the group root)', access: 'user', body: GroupAnnouncementBody, response: AnnouncementView },
  deleteGroupAnnouncement: { method: 'DELETE', path: '/api/group/announcement', summary: 'Delete an announcement (its author, or the group root)', access: 'user', query: GroupAnnouncementIdQuery, response: v.null() },
  getAnnouncementById: { method: 'GET', path: '/api/getAnnouncementById', summary: "A visible announcement: the site's to anyone, a group's to its members", access: 'public', query: AnnouncementByIdQuery, response: AnnouncementView },

  getGroupProblemList: { method: 'GET', path: '/api/group/get-problem-list', summary: "The group's public (auth 1) problems, 10 a page (members)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(GroupProblemRow) },
  getGroupAdminProblemList: { method: 'GET', path: '/api/group/get-admin-problem-list', summary: "Every problem of the group with its auth and public-bank state (group admins)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(GroupAdminProblemRow) },
  getGroupProblem: { method: 'GET', path: '/api/group/problem', summary: 'A group problem with every field (group root or its author)', access: 'user', query: PidQuery, response: AdminProblemDetail },
  addGroupProblem: { method: 'POST', path: '/api/group/problem', summary: 'Create a group problem (problem.gid required; the id gets the upper-case short-name prefix)', access: 'user', body: ProblemSaveBody, response: AdminProblemDetail },
  updateGroupProblem: { method: 'PUT', path: '/api/group/problem', summary: 'Update a group problem (group root or its author)', access: 'user', body: ProblemSaveBody, response: AdminProblemDetail },
  deleteGroupProblem: { method: 'DELETE', path: '/api/group/problem', summary: 'Delete a group problem and its submissions (group root or its author)', access: 'user', query: GroupProblemPidQuery, response: v.null() },
  getGroupProblemCases: { method: 'GET', path: '/api/group/get-problem-cases', summary: "A group problem's test cases (group root or its author)", access: 'user', query: ProblemCasesQuery, response: ProblemCasesView },
  changeGroupProblemAuth: { method: 'PUT', path: '/api/group/change-problem-auth', summary: 'Make a group problem public (to members), private or contest-only', access: 'user', body: ChangeGroupProblemAuthBody, response: v.null() },
  applyGroupProblemPublic: { method: 'PUT', path: '/api/group/apply-public', summary: 'Ask for a group problem to join the public bank, or take the request back', access: 'user', query: ApplyPublicQuery, response: v.null() },
  groupCompileSpj: { method: 'POST', path: '/api/group/compile-spj', summary: "Compile a group problem's special judge (gid required)", access: 'user', body: CompileCheckerBody, response: CompileCheckerResult },
  groupCompileInteractive: { method: 'POST', path: '/api/group/compile-interactive', summary: "Compile a group problem's interactor (gid required)", access: 'user', body: CompileCheckerBody, response: CompileCheckerResult },
  getUserGroupProblemStatus: { method: 'POST', path: '/api/get-user-group-problem-status', summary: "The caller's status on each listed problem of a group", access: 'user', body: GroupProblemStatusBody, response: v.record(v.string(), UserProblemStatus) },

  getGroupTrainingList: { method: 'GET', path: '/api/group/get-training-list', summary: "The group's visible homework, by rank, with the caller's solved count (members)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(TrainingListRow) },
  getGroupAdminTrainingList: { method: 'GET', path: '/api/group/get-admin-training-list', summary: "All the group's homework (group admins)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(AdminTrainingRow) },
  getGroupTraining: { method: 'GET', path: '/api/group/training', summary: 'A group training with its category (group root or its author)', access: 'user', query: TidQuery, response: AdminTrainingWithCategory },
  addGroupTraining: { method: 'POST', path: '/api/group/training', summary: 'Create group homework (training.gid required; group admins)', access: 'user', body: TrainingSaveBody, response: AdminTrainingWithCategory },
  updateGroupTraining: { method: 'PUT', path: '/api/group/training', summary: 'Update group homework (group root or its author)', access: 'user', body: TrainingSaveBody, response: AdminTrainingWithCategory },
  deleteGroupTraining: { method: 'DELETE', path: '/api/group/training', summary: 'Delete group homework (group root or its author)', access: 'user', query: TidQuery, response: v.null() },
  changeGroupTrainingStatus: { method: 'PUT', path: '/api/group/change-training-status', summary: 'Show or hide group homework', access: 'user', query: TrainingStatusQuery, response: v.null() },
  getGroupTrainingProblemList: { method: 'GET', path: '/api/group/get-training-problem-list', summary: "A group training's problems with their ranks", access: 'user', query: AdminTrainingProblemListQuery, response: pageOf(AdminTrainingProblemRow) },
  updateGroupTrainingProblem: { method: 'PUT', path: '/api/group/training-problem', summary: "Change a group training problem's rank", access: 'user', body: UpdateTrainingProblemBody, response: AdminTrainingProblemRow },
  deleteGroupTrainingProblem: { method: 'DELETE', path: '/api/group/training-problem', summary: 'Take a problem out of a group training', access: 'user', query: TrainingProblemPidQuery, response: v.null() },
  addGroupTrainingProblemFromPublic: { method: 'POST', path: '/api/group/add-training-problem-from-public', summary: 'Add a public bank problem to a group training', access: 'user', body: AddTrainingProblemBody, response: AdminTrainingProblemRow },
  addGroupTrainingProblemFromGroup: { method: 'POST', path: '/api/group/add-training-problem-from-group', summary: "Add one of the group's own problems to a group training", access: 'user', body: AddTrainingProblemFromGroupBody, response: AdminTrainingProblemRow },
  getGroupTrainingExamList: { method: 'GET', path: '/api/group/get-training-exam-list', summary: "A group training's papers", access: 'user', query: TrainingExamListQuery, response: pageOf(AdminTrainingExamRow) },
  deleteGroupTrainingExam: { method: 'DELETE', path: '/api/group/training-exam', summary: 'Take a paper out of a group training', access: 'user', query: TrainingExamEidQuery, response: v.null() },
  addGroupTrainingFromPublic: { method: 'POST', path: '/api/group/add-training-from-public', summary: 'Copy public site trainings (with their problem lists) into the group as homework (group admins)', access: 'user', body: AddTrainingFromPublicBody, response: v.array(AdminTrainingRow) },

  getGroupContestList: { method: 'GET', path: '/api/group/get-contest-list', summary: "The group's visible contests, running first (members)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(ContestListRow) },
  getGroupAdminContestList: { method: 'GET', path: '/api/group/get-admin-contest-list', summary: "All the group's contests (group admins)", access: 'user', query: GroupPageQuery(ADMIN_PAGE), response: pageOf(AdminContestRow) },
  getGroupContest: { method: 'GET', path: '/api/group/contest', summary: 'A group contest with every form field (group root or its creator)', access: 'user', query: CidQuery, response: AdminContestView },
  addGroupContest: { method: 'POST', path: '/api/group/contest', summary: 'Create a group contest (gid required; group admins)', access: 'user', body: ContestSaveBody, response: AdminContestView },
  updateGroupContest: { method: 'PUT', path: '/api/group/contest', summary: 'Update a group contest (group root or its creator)', access: 'user', body: ContestSaveBody, response: AdminContestView },
  deleteGroupContest: { method: 'DELETE', path: '/api/group/contest', summary: 'Delete a group contest (group root or its creator)', access: 'user', query: CidQuery, response: v.null() },
  changeGroupContestVisible: { method: 'PUT', path: '/api/group/change-contest-visible', summary: 'Show or hide a group contest', access: 'user', query: ContestVisibleQuery, response: v.null() },
  getGroupContestProblemList: { method: 'GET', path: '/api/group/get-contest-problem-list', summary: "A group contest's problems with original and contest values", access: 'user', query: AdminContestProblemListQuery, response: pageOf(AdminContestProblemRow) },
  getGroupContestProblem: { method: 'GET', path: '/api/group/contest-problem', summary: "A group contest problem's display values", access: 'user', query: ContestProblemPidQuery, response: AdminContestProblemRow },
  updateGroupContestProblem: { method: 'PUT', path: '/api/group/contest-problem', summary: "Change a group contest problem's display id, title or balloon colour", access: 'user', body: UpdateContestProblemBody, response: AdminContestProblemRow },
  addGroupContestProblem: { method: 'POST', path: '/api/group/contest/problem', summary: 'Create a group problem inside a group contest (problem and display values in one write)', access: 'user', body: ContestProblemSaveBody, response: AdminContestProblemRow },
  updateGroupContestProblemFull: { method: 'PUT', path: '/api/group/contest/problem', summary: 'Update a group contest problem and its display values', access: 'user', body: ContestProblemSaveBody, response: AdminContestProblemRow },
  deleteGroupContestProblem: { method: 'DELETE', path: '/api/group/contest/problem', summary: 'Take a problem out of a group contest', access: 'user', query: ContestProblemPidQuery, response: v.null() },
  addGroupContestProblemFromPublic: { method: 'POST', path: '/api/group/add-contest-problem-from-public', summary: 'Add a public bank problem to a group contest', access: 'user', body: AddProblemFromPublicBody, response: AdminContestProblemRow },
  addGroupContestProblemFromGroup: { method: 'POST', path: '/api/group/add-contest-problem-from-group', summary: "Add one of the group's own problems to a group contest", access: 'user', body: AddContestProblemFromGroupBody, response: AdminContestProblemRow },
  getGroupContestAnnouncementList: { method: 'GET', path: '/api/group/get-contest-announcement-list', summary: "A group contest's announcements to manage", access: 'user', query: ContestAnnouncementQuery, response: pageOf(ContestAnnouncementView) },
  addGroupContestAnnouncement: { method: 'POST', path: '/api/group/contest-announcement', summary: 'Publish a group contest announcement', access: 'user', body: AnnouncementBody, response: ContestAnnouncementView },
  updateGroupContestAnnouncement: { method: 'PUT', path: '/api/group/contest-announcement', summary: 'Change a group contest announcement', access: 'user', body: AnnouncementBody, response: ContestAnnouncementView },
  deleteGroupContestAnnouncement: { method: 'DELETE', path: '/api/group/contest-announcement', summary: 'Delete a group contest announcement', access: 'user', query: AnnouncementIdQuery, response: v.null() },

  adminGetGroupProblemApplyList: { method: 'GET', path: '/api/admin/group-problem/list', summary: 'Group problems asking for the public bank (applying by default), 10 a page', access: 'admin', query: GroupProblemApplyListQuery, response: pageOf(GroupProblemApplyRow) },
  adminChangeGroupProblemProgress: { method: 'PUT', path: '/api/admin/group-problem/change-progress', summary: 'Admit a group problem to the public bank (2) or refuse it (3)', access: 'admin', query: ChangeApplyProgressQuery, response: v.null() },
});

