import type { Principal } from '../accounts/sessions';
import type { ContestRow } from '../contests/queries';
import { Memo } from './memo';

/**
 * What the board reads remember of a full access check, for a short while, per isolate
 * (docs/decisions/0027-scoreboard-durable-object.md). A board refresh spike is the same few hundred
 * sessions asking the same thing again and again; the full check (the session's row and roles, the
 * contest row and the caller's registration: three D1 reads) runs once per session and contest in
 * that time, and the next reads with the very same token are answered from here.
 *
 * - a token is remembered only after `authenticate` accepted it (signature, expiry, live session,
 *   enabled user), and never beyond its own expiry;
 * - an access decision is remembered per session and contest;
 * - the contest row is remembered per contest.
 *
 * A browser refreshes its board every 30 s and on every push, so a session's check is kept for a
 * minute (ACCESS_MEMO_MS): a logout, a disabled account or a lost admin role reaches the board
 * reads of an isolate within that minute, never later; a refusal is never remembered, so a new
 * registration counts at once. The contest row is read again every CONTEST_MEMO_MS (behind the
 * readers, who keep the one they have meanwhile), so a contest edit (seal, openRank, visibility)
 * reaches the reads within seconds.
 */
export const ACCESS_MEMO_MS = 60_000;
export const CONTEST_MEMO_MS = 5000;

export interface RememberedToken {
  sid: string;
  uid: string;
  exp: number;
}

export interface RememberedAccess {
  /** a contest admin: the real board, real names, the scroll board */
  admin: boolean;
  /** may read the board inside the contest */
  canView: boolean;
}

const tokens = new Memo<RememberedToken>(5000);
const access = new Memo<RememberedAccess>(20_000);
const contests = new Memo<{ row: ContestRow; at: number }>(500);

export function rememberToken(token: string, principal: Principal, exp: number, nowMs: number): void {
  tokens.set(token, { sid: principal.sessionId, uid: principal.user.id, exp }, Math.min(nowMs + ACCESS_MEMO_MS, exp * 1000));
}

/** The expiry claim of a token `authenticate` has just accepted (its signature was checked there). */
export function tokenExpiry(token: string): number | null {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replaceAll('-', '+').replaceAll('_', '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

export function rememberedToken(token: string, nowMs: number): RememberedToken | undefined {
  return tokens.get(token, nowMs);
}

export function rememberAccess(sid: string, cid: number, decision: RememberedAccess, nowMs: number): void {
  access.set(`${sid}|${cid}`, decision, nowMs + ACCESS_MEMO_MS);
}

export function rememberedAccess(sid: string, cid: number, nowMs: number): RememberedAccess | undefined {
  return access.get(`${sid}|${cid}`, nowMs);
}

export function rememberContest(row: ContestRow, nowMs: number): void {
  contests.set(String(row.id), { row, at: nowMs }, nowMs + 2 * CONTEST_MEMO_MS);
}

/** The remembered contest row, and whether it is due to be read again (it is kept twice as long, read again behind the readers). */
export function rememberedContest(cid: number, nowMs: number): { row: ContestRow; stale: boolean } | undefined {
  const known = contests.get(String(cid), nowMs);
  return known && { row: known.row, stale: nowMs - known.at >= CONTEST_MEMO_MS };
}

/** Tests move between users and contests faster than the memo forgets. */
export function forgetBoardAccess(): void {
  tokens.clear();
  access.clear();
  contests.clear();
}
