import { ACCOUNTS_ENDPOINTS, type ChangeUserInfoBody, type LoginRefusal, type UserInfo } from '../../contract/api/accounts';
import { endpointUrl } from '../../contract/api/endpoint';
import { LIMITS } from '../../contract/constants';
import type { ProfileTextField } from '../../contract/rules/accounts';
import { ROLE_CAPABILITIES } from '../../contract/rules/admin';
import { TOKEN_REFRESH_WINDOW_SECONDS } from '../lib/token';

/**
 * The accounts area's pure rules: no D1, no HTTP, no clock (the time is a parameter).
 * The use cases (login.ts, register.ts, password-reset.ts, profile.ts, avatars.ts, captcha.ts,
 * sessions.ts, email-codes.ts) apply them.
 */

export const MSG = {
  usernameTaken: 'The username already exists',
  emailTaken: 'The email already exists',
  usernameOrEmailTaken: 'The username or email already exists',
  emailUnknown: 'The email does not exist',
  usernameUnknown: 'The username does not exist',
  badCredentials: 'The username or password is incorrect',
  needSlide: 'Please complete the slide verification first',
  slideFailed: 'The slide verification failed, please try again',
  disabled: 'This account has been disabled, please contact the administrator',
  registerClosed: 'Registration is closed on this site',
  captchaWrong: 'The captcha is wrong or has expired',
  samePassword: 'The new password must differ from the current one',
  wrongOldPassword: 'The current password is incorrect',
  sameEmail: 'The new email must differ from the current one',
  wrongCode: 'The code is wrong or has expired, please ask for a new one',
} as const;

/** How long an e-mailed code stays valid. */
export const REGISTER_CODE_TTL_SECONDS = 10 * 60;
export const RESET_CODE_TTL_SECONDS = 30 * 60;
/** Wrong guesses allowed before a code stops working (a 6-digit code must not be guessable). */
export const MAX_CODE_ATTEMPTS = 5;
/** A session outlives many tokens: each token lasts a day and is refreshed while the session is live. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
export const CAPTCHA_TTL_SECONDS = 300;
export const CAPTCHA_DIGITS = 4;

/** Usernames are unique regardless of letter case. */
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

// ---- login ----

/** The longest user agent kept with a session (browsers send a few hundred characters; a longer one is cut). */
export const SESSION_USER_AGENT_MAX = 512;

/** A login's origin as a session row keeps it: the address 'local' that local runs report is no address. */
export function sessionOrigin(origin: { ip: string | null; userAgent: string | null }): { ip: string | null; userAgent: string | null } {
  return {
    ip: origin.ip && origin.ip !== 'local' ? origin.ip.slice(0, 64) : null,
    userAgent: origin.userAgent ? origin.userAgent.slice(0, SESSION_USER_AGENT_MAX) : null,
  };
}

/**
 * `attempt` counts this login among the username's consecutive failures (1 for the first).
 * Past LIMITS.loginFailuresBeforeSlide failures, a solved slide puzzle must come with the attempt.
 */
export function loginNeedsSlide(attempt: number): boolean {
  return attempt > LIMITS.loginFailuresBeforeSlide;
}

/** What a refused login tells the dialog: show the puzzle once this failure reaches the threshold. */
export function loginRefusal(attempt: number): LoginRefusal {
  return { needSlideVerify: attempt >= LIMITS.loginFailuresBeforeSlide };
}

/** Only an enabled account (status 0) may log in or keep a session. */
export function isEnabled(user: { status: number }): boolean {
  return user.status === 0;
}

// ---- sessions ----

export function sessionExpiresAt(nowSeconds: number): number {
  return nowSeconds + SESSION_LIFETIME_SECONDS;
}

/** A token with less than TOKEN_REFRESH_WINDOW_SECONDS left gets a replacement. */
export function tokenNeedsRefresh(tokenExp: number, nowSeconds: number): boolean {
  return tokenExp - nowSeconds < TOKEN_REFRESH_WINDOW_SECONDS;
}

// ---- e-mailed codes ----

/** Seconds to wait before another code may be sent (at least 1 while the lock holds). */
export function resendWaitSeconds(sentAt: number, resendSeconds: number, nowSeconds: number): number {
  return Math.max(1, sentAt + resendSeconds - nowSeconds);
}

/** A newer code may replace a stored one only once the one stored is older than the resend lock. */
export function resendLockEndsBefore(nowSeconds: number, resendSeconds: number): number {
  return nowSeconds - resendSeconds;
}

/**
 * When a code sent now stops working. (A code is usable while `expiresAt > now` and it has fewer
 * than MAX_CODE_ATTEMPTS guesses; the guess-counting UPDATE in queries.ts applies that in SQL so
 * parallel guesses cannot race.)
 */
export function codeExpiresAt(nowSeconds: number, ttlSeconds: number): number {
  return nowSeconds + ttlSeconds;
}

export function codeMatches(stored: string, guess: string): boolean {
  return stored === guess.trim();
}

// ---- captchas ----

/** A captcha is good for CAPTCHA_TTL_SECONDS, and for one guess. */
export function captchaExpiresAt(nowSeconds: number): number {
  return nowSeconds + CAPTCHA_TTL_SECONDS;
}

export function imageCaptchaMatches(answer: string | null, guess: string): boolean {
  return answer !== null && answer === guess.trim();
}

export function slideCaptchaMatches(answer: string | null, offset: number): boolean {
  return answer !== null && Math.abs(Number(answer) - offset) <= LIMITS.slideTolerance;
}

/** Where the hole of a slide puzzle may go, from two random draws: clear of the start, so the piece must really move. */
export function slideHolePosition(pieceSize: number, draw: (bound: number) => number): { x: number; y: number } {
  const x = pieceSize + 20 + draw(LIMITS.slideWidth - 2 * pieceSize - 30);
  const y = 4 + draw(LIMITS.slideHeight - pieceSize - 8);
  return { x, y };
}

// ---- who may change what ----

/** A new password must differ from the current one. */
export function samePassword(oldPassword: string, newPassword: string): boolean {
  return oldPassword === newPassword;
}

/** Each field the user sent; an empty text clears the field, a cleared gender becomes 'secrecy'. */
export type ProfilePatch = Partial<Pick<UserInfo, ProfileTextField | 'gender'>>;

export function profilePatch(body: ChangeUserInfoBody): ProfilePatch {
  const patch: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(body) as [keyof ChangeUserInfoBody, string | null | undefined][]) {
    if (value === undefined) continue;
    if (field === 'gender') patch.gender = value ?? 'secrecy';
    else patch[field] = value === null || value === '' ? null : value;
  }
  return patch;
}

/**
 * The permissions `get-user-auth-info` lists: the capabilities the roles hold, each the predicate
 * the Worker checks (contract/rules/admin.ts ROLE_CAPABILITIES, the auth and roles screen's list).
 */
export function permissionsOf(roleList: readonly string[]): string[] {
  return ROLE_CAPABILITIES.filter((capability) => capability.holds(roleList)).map((capability) => capability.key);
}

// ---- password reset ----

/** The link mailed for a reset: the configured base URL, else the origin the request came to. */
export function resetLink(baseUrl: string, origin: string, username: string, code: string): string {
  const base = baseUrl || origin;
  return `${base.replace(/\/$/, '')}/reset-password?username=${encodeURIComponent(username)}&code=${code}`;
}

// ---- avatars ----

/** Where an avatar is served: the avatar image entry's path up to its `:name`. */
export const AVATAR_URL_PREFIX = endpointUrl(ACCOUNTS_ENDPOINTS.avatarImage, { name: '' });
export const AVATAR_KEY_PREFIX = 'avatar/';

/** What the first bytes of each allowed type look like; the name alone is not trusted. */
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  { type: 'image/bmp', test: (b) => b[0] === 0x42 && b[1] === 0x4d },
  { type: 'image/webp', test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50 },
];

export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/** Whether an uploaded file's name has one of the allowed avatar extensions. */
export function avatarExtensionAllowed(name: string): boolean {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  return (LIMITS.avatarTypes as readonly string[]).includes(ext);
}

/** Stored avatar names: `<user id>-<random id>.<type>`; anything else is not looked up. */
export function isAvatarName(name: string): boolean {
  return /^[0-9a-z]{32}-[0-9a-f]{32}\.(png|jpeg|gif|bmp|webp)$/.test(name);
}

/** The R2 key of the avatar behind a user's avatar URL, or null for a URL that is not an upload. */
export function avatarKeyOfUrl(url: string | null): string | null {
  return url?.startsWith(AVATAR_URL_PREFIX) ? AVATAR_KEY_PREFIX + url.slice(AVATAR_URL_PREFIX.length) : null;
}
