import { needsAdminRole, ROLE_ACCESS_LEVELS, type Endpoint, type RoleAccess } from '../../contract/api/endpoint';

/**
 * The admin area's pure rules on the Worker's side: which calls the audit log records, how a
 * request is stored there (secrets replaced, ids picked out, size capped), and the dashboard's
 * time windows. Decision 36.
 */

/** Every write of the admin-area calls is recorded: a non-GET entry of access 'admin', 'siteAdmin' or 'root'. */
export function isAudited(endpoint: Pick<Endpoint, 'method' | 'access'>): boolean {
  return endpoint.method !== 'GET' && needsAdminRole(endpoint.access);
}

/** What a secret is replaced with in the log. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets: passwords, keys, secrets, tokens and codes (invitation codes,
 * e-mailed codes, captchas), matched on the name's last word so `passwordLength` or `codeTemplates`
 * stay readable while `password`, `newPassword`, `accessKey`, `spjCode` and `captcha` do not.
 */
const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'secret', 'key', 'token', 'code', 'captcha', 'authorization', 'credential', 'credentials']);

function lastWord(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  return (words.at(-1) ?? '').toLowerCase();
}

export function isSecretField(name: string): boolean {
  return SECRET_WORDS.has(lastWord(name)) || SECRET_WORDS.has(name.toLowerCase());
}

/** A copy of a request value with every secret field's value replaced, at any depth; null and absent values stay as they are (nothing to hide). */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, isSecretField(name) && inner !== null && inner !== undefined ? REDACTED : redact(inner)]));
}

/** The short id fields of the API (part 3 §7 names them so). */
const ID_FIELDS = new Set(['id', 'ids', 'uid', 'uuid', 'pid', 'cid', 'tid', 'gid', 'did', 'eid', 'rid', 'cpid', 'tcid', 'pidList', 'tidList', 'uidList', 'cidList']);

/** A field that names a thing the change is about: `id`, `ids`, `uid`, `pid`, `cid`, `problemId`, `submitIds`, `pidList`… */
export function isTargetField(name: string): boolean {
  return ID_FIELDS.has(name) || /[a-z](Id|Ids|IdList|_id)$/.test(name);
}

type Scalar = string | number;
const isScalar = (x: unknown): x is Scalar => typeof x === 'string' || typeof x === 'number';

/** The ids a request names at its top level (query first, then the JSON body), by field. */
export function targetIdsOf(...parts: unknown[]): Record<string, Scalar | Scalar[]> {
  const found: Record<string, Scalar | Scalar[]> = {};
  for (const part of parts) {
    if (part === null || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [name, value] of Object.entries(part)) {
      if (!isTargetField(name) || name in found) continue;
      if (isScalar(value)) found[name] = value;
      else if (Array.isArray(value) && value.length > 0 && value.every(isScalar)) found[name] = value;
    }
  }
  return found;
}

/** The target values as one text the list filters on: ` 12 34 abc ` (spaces around each, so a filter matches whole ids). */
export function targetText(targets: Record<string, Scalar | Scalar[]>): string {
  const values = Object.values(targets).flatMap((x) => (Array.isArray(x) ? x : [x]));
  return values.length === 0 ? '' : ` ${values.join(' ')} `;
}

/** The kinds of things the audit list names in words (issue 21 item 13): each is one table with an id and a name or title. */
export const AUDIT_TARGET_KINDS = ['user', 'problem', 'contest', 'training', 'group', 'exam', 'repo', 'discussion', 'announcement', 'notice', 'course'] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** What a target field names in most calls: the API's short id fields (part 3 §7). */
const KIND_OF_FIELD: Record<string, AuditTargetKind> = {
  uid: 'user',
  uuid: 'user',
  uidList: 'user',
  pid: 'problem',
  pidList: 'problem',
  cid: 'contest',
  cidList: 'contest',
  tid: 'training',
  tidList: 'training',
  gid: 'group',
  eid: 'exam',
  did: 'discussion',
  aid: 'announcement',
  repoId: 'repo',
  examRepoId: 'repo',
};

/**
 * The calls whose fields name something else than KIND_OF_FIELD says, and the calls whose plain `id`
 * names one of the kinds (null: a thing without a name of its own worth a lookup, shown as its id).
 */
const KIND_BY_CALL: Record<string, Record<string, AuditTargetKind | null>> = {
  adminDeleteUsers: { ids: 'user' },
  adminDeleteTag: { tid: null },
  adminDeleteTrainingCategory: { cid: null },
  adminRemoveQuestionFromRepo: { problemId: null },
  adminAddQuestionsToRepo: { problemIds: null },
  adminUpdateContest: { id: 'contest' },
  adminUpdateExam: { id: 'exam' },
  adminDeleteExam: { id: 'exam' },
  adminUpdateRepo: { id: 'repo' },
  adminDeleteRepo: { id: 'repo' },
  adminChangeDiscussion: { id: 'discussion' },
  adminUpdateAnnouncement: { id: 'announcement' },
  adminUpdateNotice: { id: 'notice' },
  adminDeleteNotice: { id: 'notice' },
  adminDeleteCourse: { id: 'course' },
};

/** The kind of thing a target field of a call names, or null when the list shows it as its id. */
export function auditTargetKind(call: string, field: string): AuditTargetKind | null {
  const byCall = KIND_BY_CALL[call];
  if (byCall && field in byCall) return byCall[field] ?? null;
  return KIND_OF_FIELD[field] ?? null;
}

/** The longest JSON text one column keeps; a longer value is cut and marked. */
export const AUDIT_JSON_MAX = 8000;

/** A value as the log stores it: redacted JSON text, cut to AUDIT_JSON_MAX (then a JSON object saying so), null for nothing. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(redact(value));
  if (text.length <= AUDIT_JSON_MAX) return text;
  return JSON.stringify({ truncated: true, start: text.slice(0, AUDIT_JSON_MAX) });
}

/** A stored JSON column read back (a column the Worker wrote: never unreadable, but a bad one reads as its text). */
export function readAuditJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The access levels a set of roles passes at the route layer (worker/lib/define-route.ts checkAccess). */
export function accessLevelsOf(passes: (access: RoleAccess) => boolean): RoleAccess[] {
  return ROLE_ACCESS_LEVELS.filter((access) => passes(access));
}

// ---- dashboard ----

/** "Recent" on the dashboard: the last 24 hours, which read the same in every time zone (decision 33's "daily"). */
export const RECENT_SECONDS = 24 * 3600;
/** A runner counts as online while its last heartbeat (every 30 s) is at most this old. */
export const RUNNER_ONLINE_SECONDS = 90;
/** The dashboard's counts are taken at most this often (they scan the submissions table). */
export const DASHBOARD_CACHE_SECONDS = 60;
/** Sessions the dashboard lists. */
export const RECENT_SESSIONS = 10;

// ---- messages ----

export const ADMIN_MESSAGES = {
  userMissing: 'The user does not exist',
  usernameTaken: 'The username already exists',
  emailTaken: 'The email already exists',
  usernameOrEmailTaken: 'The username or email was taken meanwhile, please try again',
  rootOnly: 'Only the super admin may grant the super admin role',
  ownAccount: 'You cannot change your own role or status; ask another super admin',
  lastRoot: 'The last super admin must stay an enabled super admin',
  deleteSelf: 'You cannot delete your own account',
  hasContent: 'These accounts have content on the site and can only be disabled: {accounts}',
  hasContentNow: 'Some of these accounts have content on the site now and can only be disabled',
  importTooMany: 'Import at most {max} rows a call: check the whole file first, then import it in parts',
  importRaced: 'Some usernames or emails were taken meanwhile; check the file again',
  usernamesExist: 'These usernames already exist: {usernames}',
  generatePerCall: 'At most {max} accounts a call: generate a longer range in parts',
} as const;

export { fill } from '../../contract/message-template';
