import type { TrainingRankQuery } from '../../contract/api/trainings';
import type { Principal } from '../accounts/sessions';
import { tokenNeedsRefresh } from '../accounts/rules';
import { rememberedToken, rememberToken, tokenExpiry } from '../scoreboard/board-access';
import { Memo } from '../scoreboard/memo';

/**
 * What the training rank's reads remember, per isolate (docs/decisions/0029-trainings.md), the way
 * the contest board's do (decision 27): a class opening the rank sends the same page with the same
 * tokens again and again.
 *
 * - an answered page (the encoded envelope) for RANK_PAGE_MS: a verdict reaches the rank's readers
 *   at most that much later (the training list and progress bars read the kept rows directly);
 * - a token `authenticate` accepted, and the session's access to the training (with whether it sees
 *   real names) for RANK_ACCESS_MS: a logout, a hidden training or a lost admin role reaches the
 *   remembered readers within that time. A refusal is never remembered.
 */
export const RANK_PAGE_MS = 3000;
export const RANK_ACCESS_MS = 60_000;

const pages = new Memo<Uint8Array>(1000);
const access = new Memo<{ realname: boolean }>(20_000);
const encoder = new TextEncoder();

const pageKey = (q: TrainingRankQuery, realname: boolean) => `${q.tid}/${q.currentPage}/${q.limit}/${realname ? 1 : 0}/${encodeURIComponent(q.keyword ?? '')}`;

/** After a full check and read: the page, and the caller's token and access, for the next reads. */
export function rememberRankRead(principal: Principal, token: string | null, query: TrainingRankQuery, realname: boolean, data: unknown, nowMs: number): void {
  pages.set(pageKey(query, realname), encoder.encode(JSON.stringify({ status: 200, msg: 'success', data })), nowMs + RANK_PAGE_MS);
  const exp = token && !principal.refreshedToken ? tokenExpiry(token) : null;
  if (token === null || exp === null) return;
  rememberToken(token, principal, exp, nowMs);
  access.set(`${principal.sessionId}|${query.tid}`, { realname }, Math.min(nowMs + RANK_ACCESS_MS, exp * 1000));
}

/** The remembered answer for a token and query, or undefined when the full check must run. */
export function rememberedRankRead(token: string, query: TrainingRankQuery, nowMs: number): Uint8Array | undefined {
  const known = rememberedToken(token, nowMs);
  if (!known || tokenNeedsRefresh(known.exp, Math.floor(nowMs / 1000))) return undefined;
  const viewer = access.get(`${known.sid}|${query.tid}`, nowMs);
  return viewer && pages.get(pageKey(query, viewer.realname), nowMs);
}

/** Tests change standings faster than a page expires. */
export function forgetTrainingRanks(): void {
  pages.clear();
  access.clear();
}
