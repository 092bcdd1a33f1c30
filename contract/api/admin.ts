import * as v from 'valibot';
import { GENDERS } from '../constants';
import { ROLE_ID } from '../roles';
import {
  ADMIN_USER_PAGE_SIZE,
  DELETE_USERS_MAX,
  GENERATE_NUMBER_MAX,
  IMPORT_COLUMNS,
  IMPORT_PROBLEMS,
  IMPORT_ROWS_MAX,
  PRIMARY_ROLES,
  ROLE_CAPABILITIES,
  ROLE_FILTER_IDS,
  TITLE_COLOR_PATTERN,
  TITLE_NAME_MAX,
  USER_STATUS,
} from '../rules/admin';
import { EMAIL_MAX, EXISTING_PASSWORD_LENGTH, isNoEmailAddress, PROFILE_FIELD_MAX, USERNAME_LENGTH } from '../rules/accounts';
import { defineEndpoints, ROLE_ACCESS_LEVELS } from './endpoint';
import { currentPage, optionalQueryInt, optionalQueryText, optionalText, pageLimit, pageOf, password, requiredText } from './fields';

// ---- dashboard ------------------------------------------------------------------------------

/** The dashboard's counts (part 3 §2.2 "dashboard"); "recent" means the last 24 hours. */
export const DashboardInfo = v.object({
  userCount: v.number(),
  /** accounts created in the last 24 hours */
  recentUserCount: v.number(),
  /** problems of the public bank and of groups */
  problemCount: v.number(),
  contestCount: v.number(),
  trainingCount: v.number(),
  groupCount: v.number(),
  submissionCount: v.number(),
  /** submissions of the last 24 hours */
  recentSubmissionCount: v.number(),
  /** judge runners whose last heartbeat is recent enough to count them online, and their slots */
  judgesOnline: v.number(),
  judgeSlots: v.number(),
  /** when the counts were taken (ISO 8601): they are kept for a minute */
  countedAt: v.string(),
});
export type DashboardInfo = v.InferOutput<typeof DashboardInfo>;

/** One of the caller's own recent logins; the token never leaves the server. */
export const SessionView = v.object({
  /** ISO 8601 */
  loginTime: v.string(),
  ip: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** the session this request came with */
  current: v.boolean(),
  /** not logged out and not expired */
  active: v.boolean(),
});
export type SessionView = v.InferOutput<typeof SessionView>;

// ---- users ----------------------------------------------------------------------------------

const uid = v.pipe(v.string('uid must be text'), v.trim(), v.nonEmpty('uid is required'), v.maxLength(64, 'uid is too long'));

export const UserListQuery = v.object({
  currentPage,
  limit: pageLimit(ADMIN_USER_PAGE_SIZE),
  /** part of a username, nickname, real name, e-mail or school */
  keyword: optionalQueryText('keyword', 100),
  /** one of the role numbers 1000 super admin, 1001 teacher, 1002 user, 1009 normal admin */
  role: v.pipe(
    optionalQueryInt('role', ROLE_ID.root, ROLE_ID.admin),
    v.check((x) => x === undefined || (ROLE_FILTER_IDS as readonly number[]).includes(x), `role must be one of ${ROLE_FILTER_IDS.join(', ')}`),
  ),
  status: optionalQueryInt('status', USER_STATUS.enabled, USER_STATUS.disabled),
});
export type UserListQuery = v.InferOutput<typeof UserListQuery>;

export const AdminUserRow = v.object({
  uid: v.string(),
  username: v.string(),
  /** empty when the account has no address */
  email: v.string(),
  nickname: v.nullable(v.string()),
  realname: v.nullable(v.string()),
  gender: v.picklist(GENDERS),
  school: v.nullable(v.string()),
  course: v.nullable(v.string()),
  /** the student number */
  number: v.nullable(v.string()),
  github: v.nullable(v.string()),
  blog: v.nullable(v.string()),
  cfUsername: v.nullable(v.string()),
  signature: v.nullable(v.string()),
  avatar: v.nullable(v.string()),
  titleName: v.nullable(v.string()),
  titleColor: v.nullable(v.string()),
  /** 0 enabled, 1 disabled */
  status: v.number(),
  role: v.picklist(PRIMARY_ROLES),
  roleList: v.array(v.string()),
  isVip: v.boolean(),
  /** ISO 8601 */
  gmtCreate: v.string(),
  /** the newest login (ISO 8601), null when never logged in */
  lastLoginTime: v.nullable(v.string()),
});
export type AdminUserRow = v.InferOutput<typeof AdminUserRow>;

const profileText = (field: keyof typeof PROFILE_FIELD_MAX) => optionalText(field, PROFILE_FIELD_MAX[field]);

/** An admin's change of one account; a field left out keeps its value, an empty text clears it. */
export const EditUserBody = v.object({
  uid,
  username: v.optional(requiredText('username', USERNAME_LENGTH.max, USERNAME_LENGTH.min)),
  /** empty: the account has no e-mail address */
  email: v.optional(
    v.pipe(
      v.string('email must be text'),
      v.trim(),
      v.maxLength(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters`),
      v.check((x) => x === '' || (v.is(v.pipe(v.string(), v.email()), x) && !isNoEmailAddress(x)), 'email is not a valid address'),
      v.toLowerCase(),
    ),
  ),
  nickname: profileText('nickname'),
  realname: profileText('realname'),
  gender: v.optional(v.picklist(GENDERS, `gender must be one of ${GENDERS.join(', ')}`)),
  school: profileText('school'),
  course: profileText('course'),
  number: profileText('number'),
  github: profileText('github'),
  blog: profileText('blog'),
  cfUsername: profileText('cfUsername'),
  signature: profileText('signature'),
  titleName: optionalText('titleName', TITLE_NAME_MAX),
  titleColor: v.optional(
    v.nullable(v.pipe(v.string('titleColor must be text'), v.trim(), v.check((x) => x === '' || TITLE_COLOR_PATTERN.test(x), 'titleColor must be a colour like #2d8cf0'))),
  ),
  status: v.optional(v.picklist([USER_STATUS.enabled, USER_STATUS.disabled], 'status must be 0 (enabled) or 1 (disabled)')),
  role: v.optional(v.picklist(PRIMARY_ROLES, `role must be one of ${PRIMARY_ROLES.join(', ')}`)),
  /** a new password (6 to 25 characters); the account's sessions end */
  password: v.optional(password('password', EXISTING_PASSWORD_LENGTH)),
});
export type EditUserBody = v.InferOutput<typeof EditUserBody>;

export const DeleteUsersBody = v.object({
  ids: v.pipe(
    v.array(uid, 'ids must be a list of user ids'),
    v.minLength(1, 'Please select the users to delete'),
    v.maxLength(DELETE_USERS_MAX, `At most ${DELETE_USERS_MAX} users can be deleted at once`),
  ),
});

export const DeleteUsersResult = v.object({ deleted: v.number() });

/** One row of an import file, with the line it starts on (the web app reads the CSV file). */
export const ImportRow = v.object({
  line: v.pipe(v.number('line must be a number'), v.integer('line must be a whole number'), v.minValue(1, 'line must be positive')),
  cells: v.pipe(
    v.array(v.pipe(v.string('cells must be text'), v.maxLength(1000, 'a cell must be at most 1000 characters')), 'cells must be a list of texts'),
    v.maxLength(IMPORT_COLUMNS.length + 10, 'a row has too many cells'),
  ),
});

export const ImportUsersBody = v.object({
  rows: v.pipe(v.array(ImportRow, 'rows must be a list'), v.minLength(1, 'The file has no rows'), v.maxLength(IMPORT_ROWS_MAX, `A file may have at most ${IMPORT_ROWS_MAX} rows`)),
  /** only check the rows (no account is created): the report of the whole file before importing it in parts */
  check: v.optional(v.boolean('check must be true or false'), false),
});
export type ImportUsersBody = v.InferOutput<typeof ImportUsersBody>;

export const ImportReport = v.object({
  /** accounts created by this call (0 for a check) */
  imported: v.number(),
  /** the good rows: imported, or for a check, to import */
  users: v.array(v.object({ line: v.number(), username: v.string() })),
  /** every bad row: its line, its username as written and what is wrong */
  errors: v.array(v.object({ line: v.number(), username: v.string(), problem: v.picklist(IMPORT_PROBLEMS), msg: v.string() })),
});
export type ImportReport = v.InferOutput<typeof ImportReport>;

const affix = (field: string) =>
  v.optional(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(USERNAME_LENGTH.max, `${field} must be at most ${USERNAME_LENGTH.max} characters`), v.check((x) => !/\s/.test(x), `${field} must not contain spaces`)), '');
const wholeNumber = (field: string, min: number, max: number) =>
  v.pipe(v.number(`${field} is required`), v.integer(`${field} must be a whole number`), v.minValue(min, `${field} must be at least ${min}`), v.maxValue(max, `${field} must be at most ${max}`));

/** Accounts `prefix + number + suffix` for each number of the range (part 3 §5, §9), with random passwords. */
export const GenerateUsersBody = v.object({
  prefix: affix('prefix'),
  suffix: affix('suffix'),
  number_from: wholeNumber('number_from', 0, GENERATE_NUMBER_MAX),
  number_to: wholeNumber('number_to', 0, GENERATE_NUMBER_MAX),
  password_length: wholeNumber('password_length', 1, 100),
});
export type GenerateUsersBody = v.InferOutput<typeof GenerateUsersBody>;

/** The accounts created, with their passwords: shown once, to download as a list. */
export const GeneratedUsers = v.object({ users: v.array(v.object({ username: v.string(), password: v.string() })) });
export type GeneratedUsers = v.InferOutput<typeof GeneratedUsers>;

/** A role with what it allows as the Worker enforces it (decision 36); nothing here is editable. */
export const RoleView = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  /** accounts holding the role */
  userCount: v.number(),
  capabilities: v.array(v.picklist(ROLE_CAPABILITIES.map((c) => c.key))),
  /** the call access levels the role passes: 'user' (every signed-in account), 'admin', 'siteAdmin', 'root' */
  access: v.array(v.picklist(ROLE_ACCESS_LEVELS)),
});
export type RoleView = v.InferOutput<typeof RoleView>;

// ---- audit log ------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 20;

export const AuditListQuery = v.object({
  currentPage,
  limit: pageLimit(AUDIT_PAGE_SIZE),
  /** the admin's username (exact, any letter case) */
  username: optionalQueryText('username', 100),
  /** the call's name in the contract (e.g. adminSwitchUpdate) */
  call: optionalQueryText('call', 100),
  /** an id the change named (a user id, a problem id…) */
  target: optionalQueryText('target', 100),
  /** from this time on (Unix seconds) */
  from: optionalQueryInt('from', 0, Number.MAX_SAFE_INTEGER),
  /** up to this time (Unix seconds) */
  to: optionalQueryInt('to', 0, Number.MAX_SAFE_INTEGER),
});
export type AuditListQuery = v.InferOutput<typeof AuditListQuery>;

export const AuditTargetName = v.object({
  field: v.string(),
  id: v.union([v.string(), v.number()]),
  kind: v.nullable(v.string()),
  name: v.nullable(v.string()),
});
export type AuditTargetName = v.InferOutput<typeof AuditTargetName>;

/** One admin write: who, what, when, and the request with its secrets left out; before/after where the change recorded them. */
export const AuditRow = v.object({
  id: v.number(),
  /** ISO 8601 */
  time: v.string(),
  uid: v.string(),
  username: v.string(),
  call: v.string(),
  method: v.string(),
  path: v.string(),
  ip: v.nullable(v.string()),
  /** the ids the change named (query and body fields such as uid, pid, ids) */
  targets: v.unknown(),
  /**
   * The same ids one by one in words (issue 21 item 13, decision 47): the kind of thing each names
   * and its current username, title or name; name null for a thing deleted since or of a kind
   * without a name (a tag, a category), shown by its id.
   */
  named: v.array(AuditTargetName),
  query: v.unknown(),
  body: v.unknown(),
  before: v.unknown(),
  after: v.unknown(),
});
export type AuditRow = v.InferOutput<typeof AuditRow>;

export const ADMIN_ENDPOINTS = defineEndpoints({
  adminDashboardInfo: { method: 'GET', path: '/api/admin/dashboard/get-dashboard-info', summary: 'Counts of users, problems, contests, trainings, groups, submissions and online judges', access: 'admin', response: DashboardInfo },
  adminRecentSessions: { method: 'GET', path: '/api/admin/dashboard/get-sessions', summary: "The caller's own 10 most recent logins (time, address, browser)", access: 'admin', response: v.array(SessionView) },
  adminUserList: { method: 'GET', path: '/api/admin/user/get-user-list', summary: 'Users, newest first, by keyword, role number and status (super admin)', access: 'root', query: UserListQuery, response: pageOf(AdminUserRow) },
  adminEditUser: { method: 'PUT', path: '/api/admin/user/edit-user', summary: "Change an account's profile, title, password, status and role (super admin)", access: 'root', body: EditUserBody, response: AdminUserRow },
  adminDeleteUsers: { method: 'DELETE', path: '/api/admin/user/delete-user', summary: 'Delete accounts that have left nothing on the site (super admin)', access: 'root', body: DeleteUsersBody, response: DeleteUsersResult },
  adminImportUsers: { method: 'POST', path: '/api/admin/user/insert-batch-user', summary: `Check or import the rows of a CSV file of ${IMPORT_COLUMNS.length} columns (super admin)`, access: 'root', body: ImportUsersBody, response: ImportReport },
  adminGenerateUsers: { method: 'POST', path: '/api/admin/user/generate-user', summary: 'Create accounts prefix + number + suffix with random passwords (super admin)', access: 'root', body: GenerateUsersBody, response: GeneratedUsers },
  adminRoleList: { method: 'GET', path: '/api/admin/role/get-role-list', summary: 'The roles, their numbers, holders and what each allows (super admin)', access: 'root', response: v.array(RoleView) },
  adminAuditList: { method: 'GET', path: '/api/admin/audit/get-audit-list', summary: 'Every admin write, newest first (super admin)', access: 'root', query: AuditListQuery, response: pageOf(AuditRow) },
});
