import * as v from 'valibot';
import { GENDERS, LIMITS, type Gender } from '../constants';
import { isAdmin, isAdminRole, isSuperAdmin, ROLE, ROLE_ID, type RoleName } from '../roles';
import { EMAIL_MAX, EXISTING_PASSWORD_LENGTH, isNoEmailAddress, PROFILE_FIELD_MAX, USERNAME_LENGTH } from './accounts';
import type { CsvRow } from './csv';

/**
 * Rules of the site admin area (part 3 §2.2, §3.7, §5, §6, §9) that the web app and the Worker both
 * apply: the user list's role filter, the CSV import's columns and row checks, account generation
 * by prefix, number range and suffix, the roles an admin assigns and what each really allows.
 * Decision 36.
 */

// ---- users ----------------------------------------------------------------------------------

/** The admin user list's page sizes (part 3 §9 "lists in admin: default 10, choices 10, 30, 50, 100"). */
export const ADMIN_USER_PAGE_SIZE = 10;
export const ADMIN_PAGE_SIZES = [10, 30, 50, 100] as const;

/**
 * The role a user holds in the admin area, one of four (vip is separate: it is granted for a time by
 * the VIP calls and kept when the role changes). The numbers are the spec's (decision 7).
 */
export const PRIMARY_ROLES = [ROLE.root, ROLE.admin, ROLE.teacher, ROLE.user] as const;
export type PrimaryRole = (typeof PRIMARY_ROLES)[number];
/** The role filter of the user list (part 1 §3, part 3 §3.7): 1000 super admin, 1001 teacher, 1002 user, 1009 normal admin. */
export const ROLE_FILTER_IDS = [ROLE_ID.root, ROLE_ID.teacher, ROLE_ID.user, ROLE_ID.admin] as const;

/** The highest of a user's roles: what the admin user list shows and the edit dialog changes. */
export function primaryRole(roles: readonly string[]): PrimaryRole {
  return PRIMARY_ROLES.find((role) => roles.includes(role)) ?? ROLE.user;
}

/** 0 enabled, 1 disabled: a disabled account cannot log in and its sessions stop at once. */
export const USER_STATUS = { enabled: 0, disabled: 1 } as const;

/** A title shown beside the name (part 1 §3): at most this long, in a #rrggbb colour. */
export const TITLE_NAME_MAX = 20;
export const TITLE_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** Users one delete call removes at most. */
export const DELETE_USERS_MAX = 100;

// ---- CSV import -----------------------------------------------------------------------------

/** The seven columns of an import file, in order (part 3 §5); username and password are required. */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school'] as const;

/**
 * Rows one import call hashes and writes in one D1 batch. Each password costs one PBKDF2 hash of
 * 100,000 iterations (about 19 ms of CPU measured in workerd, decision 36), so 200 rows are about
 * 4 s, far below the Worker's 30 s CPU limit; a longer file is imported in runs of this size.
 */
export const IMPORT_ROWS_PER_CALL = 200;
/** Rows a file may have: a check call reads them all (no hashing), the import then runs in parts. */
export const IMPORT_ROWS_MAX = 5000;

/** Why a row of an import file cannot be imported. */
export const IMPORT_PROBLEMS = [
  'username_required',
  'username_length',
  'password_required',
  'password_length',
  'email_invalid',
  'realname_length',
  'nickname_length',
  'school_length',
  'too_many_columns',
  'duplicate_username',
  'duplicate_email',
  'username_taken',
  'email_taken',
] as const;
export type ImportProblem = (typeof IMPORT_PROBLEMS)[number];

/** The English text of each problem, as the API reports it beside the key. */
export const IMPORT_PROBLEM_TEXT: Record<ImportProblem, string> = {
  username_required: 'username is required',
  username_length: `username must be at most ${USERNAME_LENGTH.max} characters`,
  password_required: 'password is required',
  password_length: `password must be ${EXISTING_PASSWORD_LENGTH.min} to ${EXISTING_PASSWORD_LENGTH.max} characters`,
  email_invalid: 'email is not a valid address',
  realname_length: `real name must be at most ${PROFILE_FIELD_MAX.realname} characters`,
  nickname_length: `nickname must be at most ${PROFILE_FIELD_MAX.nickname} characters`,
  school_length: `school must be at most ${PROFILE_FIELD_MAX.school} characters`,
  too_many_columns: `a row has at most ${IMPORT_COLUMNS.length} columns`,
  duplicate_username: 'the username appears earlier in the file',
  duplicate_email: 'the email appears earlier in the file',
  username_taken: 'the username already exists',
  email_taken: 'the email already exists',
};

/** A user an import file describes, as it will be stored. */
export interface ImportUser {
  username: string;
  password: string;
  /** null: the account has no e-mail address */
  email: string | null;
  realname: string | null;
  gender: Gender;
  nickname: string | null;
  school: string | null;
}

/** Part 3 §5: "male" or 0 is male, "female" or 1 is female, anything else secrecy. */
export function importGender(cell: string): Gender {
  const value = cell.trim().toLowerCase();
  if (value === 'male' || value === '0') return GENDERS[0];
  if (value === 'female' || value === '1') return GENDERS[1];
  return GENDERS[2];
}

const emailSchema = v.pipe(v.string(), v.maxLength(EMAIL_MAX), v.email());

/** The file's first line names the columns when its first cell says "username": it is not a user. */
export function isHeaderRow(cells: readonly string[]): boolean {
  return (cells[0] ?? '').trim().toLowerCase() === IMPORT_COLUMNS[0];
}

const optional = (cell: string | undefined) => {
  const value = (cell ?? '').trim();
  return value === '' ? null : value;
};

/** One row's cells read as a user, or the first thing wrong with them. Passwords are taken as typed. */
export function readImportRow(cells: readonly string[]): { user: ImportUser } | { problem: ImportProblem } {
  if (cells.slice(IMPORT_COLUMNS.length).some((cell) => cell.trim() !== '')) return { problem: 'too_many_columns' };
  const [username = '', password = '', email, realname, gender = '', nickname, school] = cells;
  const name = username.trim();
  if (name === '') return { problem: 'username_required' };
  if (name.length > USERNAME_LENGTH.max) return { problem: 'username_length' };
  if (password === '') return { problem: 'password_required' };
  if (password.length < EXISTING_PASSWORD_LENGTH.min || password.length > EXISTING_PASSWORD_LENGTH.max) return { problem: 'password_length' };
  const address = optional(email)?.toLowerCase() ?? null;
  if (address !== null && (!v.is(emailSchema, address) || isNoEmailAddress(address))) return { problem: 'email_invalid' };
  const user: ImportUser = { username: name, password, email: address, realname: optional(realname), gender: importGender(gender), nickname: optional(nickname), school: optional(school) };
  if ((user.realname?.length ?? 0) > PROFILE_FIELD_MAX.realname) return { problem: 'realname_length' };
  if ((user.nickname?.length ?? 0) > PROFILE_FIELD_MAX.nickname) return { problem: 'nickname_length' };
  if ((user.school?.length ?? 0) > PROFILE_FIELD_MAX.school) return { problem: 'school_length' };
  return { user };
}

export interface ImportLine {
  /** the line of the file the row starts on (1 is the first) */
  line: number;
  user: ImportUser;
}

export interface ImportRowError {
  line: number;
  /** the row's username as written (trimmed), empty when it has none */
  username: string;
  problem: ImportProblem;
}

/**
 * Reads the rows of an import file: the users it describes and, for every other row, its line and
 * what is wrong. A username or e-mail that an earlier row already has (letter case aside) is a
 * duplicate; the earlier row stays good.
 */
export function checkImportRows(rows: readonly CsvRow[]): { users: ImportLine[]; errors: ImportRowError[] } {
  const users: ImportLine[] = [];
  const errors: ImportRowError[] = [];
  const names = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    // By its line, not its place in the list: a file imported in parts sends its header once.
    if (row.line === 1 && isHeaderRow(row.cells)) continue;
    const read = readImportRow(row.cells);
    const username = (row.cells[0] ?? '').trim();
    if ('problem' in read) {
      errors.push({ line: row.line, username, problem: read.problem });
      continue;
    }
    const key = read.user.username.toLowerCase();
    if (names.has(key)) {
      errors.push({ line: row.line, username, problem: 'duplicate_username' });
      continue;
    }
    if (read.user.email !== null && emails.has(read.user.email)) {
      errors.push({ line: row.line, username, problem: 'duplicate_email' });
      continue;
    }
    names.add(key);
    if (read.user.email !== null) emails.add(read.user.email);
    users.push({ line: row.line, user: read.user });
  }
  return { users, errors };
}

// ---- account generation -------------------------------------------------------------------

/** Part 3 §5 and §9: generated passwords are 6 to 25 characters; the number range's preview starts at 0 to 10. */
export const GENERATE_PASSWORD_LENGTH = { min: LIMITS.passwordMin, max: LIMITS.generatedPasswordMax } as const;
export const GENERATE_PREVIEW_RANGE = { from: 0, to: 10 } as const;
/** Accounts one generate call creates (one PBKDF2 hash each, as the import); a larger range is generated in runs. */
export const GENERATE_PER_CALL = IMPORT_ROWS_PER_CALL;
/** Accounts one generation may create in all. */
export const GENERATE_TOTAL_MAX = IMPORT_ROWS_MAX;
/** The highest number of a range. */
export const GENERATE_NUMBER_MAX = 999_999_999;

export interface GenerateSpec {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  passwordLength: number;
}

export const GENERATE_PROBLEMS = ['number_required', 'number_invalid', 'number_order', 'password_length', 'username_length', 'too_many'] as const;
export type GenerateProblem = (typeof GENERATE_PROBLEMS)[number];

export const GENERATE_PROBLEM_TEXT: Record<GenerateProblem, string> = {
  number_required: 'The start and end numbers are required',
  number_invalid: `The numbers must be whole numbers from 0 to ${GENERATE_NUMBER_MAX}`,
  number_order: 'The end number must not be below the start number',
  password_length: `The password length must be ${GENERATE_PASSWORD_LENGTH.min} to ${GENERATE_PASSWORD_LENGTH.max}`,
  username_length: `A generated username (prefix, number and suffix) must be at most ${USERNAME_LENGTH.max} characters`,
  too_many: `At most ${GENERATE_TOTAL_MAX} accounts can be generated at once`,
};

export function generatedUsername(prefix: string, n: number, suffix: string): string {
  return `${prefix.trim()}${n}${suffix.trim()}`;
}

const wholeNumber = (x: number | null | undefined): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= GENERATE_NUMBER_MAX;

/** What is wrong with a generation, or null; `most` is how many accounts it may create. */
export function checkGenerate(spec: { prefix: string; suffix: string; numberFrom: number | null; numberTo: number | null; passwordLength: number | null }, most = GENERATE_TOTAL_MAX): GenerateProblem | null {
  if (spec.numberFrom === null || spec.numberTo === null) return 'number_required';
  if (!wholeNumber(spec.numberFrom) || !wholeNumber(spec.numberTo)) return 'number_invalid';
  if (spec.numberTo < spec.numberFrom) return 'number_order';
  if (spec.passwordLength === null || !Number.isInteger(spec.passwordLength) || spec.passwordLength < GENERATE_PASSWORD_LENGTH.min || spec.passwordLength > GENERATE_PASSWORD_LENGTH.max) return 'password_length';
  if (generatedUsername(spec.prefix, spec.numberTo, spec.suffix).length > USERNAME_LENGTH.max) return 'username_length';
  if (spec.numberTo - spec.numberFrom + 1 > most) return 'too_many';
  return null;
}

/** The usernames of a generation, in number order. */
export function generatedUsernames(spec: Pick<GenerateSpec, 'prefix' | 'suffix' | 'numberFrom' | 'numberTo'>): string[] {
  const names: string[] = [];
  for (let n = spec.numberFrom; n <= spec.numberTo; n += 1) names.push(generatedUsername(spec.prefix, n, spec.suffix));
  return names;
}

/** A number range cut into runs of at most `size` numbers, in order. */
export function rangeRuns(from: number, to: number, size: number): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let start = from; start <= to; start += size) runs.push({ from: start, to: Math.min(to, start + size - 1) });
  return runs;
}

// ---- roles and what they allow ------------------------------------------------------------

/**
 * What a role allows, each as the very predicate the Worker checks (contract/roles.ts): the auth and
 * roles screen evaluates these, so it cannot show a permission that is not enforced, and there is
 * nothing to edit that would have no effect.
 */
export const ROLE_CAPABILITIES = [
  /** the management area and every call of access 'admin' (worker/lib/define-route.ts) */
  { key: 'admin_area', holds: isAdminRole },
  /** every problem, training and discussion comment area, not only the ones they wrote (teachers: their own) */
  { key: 'manage_all_content', holds: isAdmin },
  /** the super-admin screens and every call of access 'root': users, announcements, notifications, configuration, switches, audit log */
  { key: 'super_admin', holds: isSuperAdmin },
] as const;
export type RoleCapability = (typeof ROLE_CAPABILITIES)[number]['key'];

/** The capabilities of one role, in the list's order. */
export function capabilitiesOf(role: RoleName): RoleCapability[] {
  return ROLE_CAPABILITIES.filter((capability) => capability.holds([role])).map((capability) => capability.key);
}

/** Why a role change, a status change or a delete must not happen, or null. */
export type RoleChangeRefusal = 'own_account' | 'last_root';

/**
 * Part 3 §6 leaves who may change roles to us: only the super admin reaches these calls (and so only
 * a super admin grants root); nobody changes their own role or status or deletes themself, so no one
 * locks themself out of the admin area by a slip; and the last enabled super admin keeps the role.
 * `otherRoots` counts the enabled super admins other than the target.
 */
export function roleChangeRefusal(change: { self: boolean; targetIsRoot: boolean; staysEnabledRoot: boolean; otherRoots: number }): RoleChangeRefusal | null {
  if (change.self) return 'own_account';
  if (change.targetIsRoot && !change.staysEnabledRoot && change.otherRoots === 0) return 'last_root';
  return null;
}
