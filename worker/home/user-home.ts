import type { CalendarHeatmap, UserHomeInfo, UserRefQuery } from '../../contract/api/home';
import { acRate, HOME_MESSAGES, heatmapFirstDay, statsDay } from '../../contract/rules/home';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { isoTime } from '../problems/view';
import { keepUserHome, keptUserHome } from './home-documents';
import { userDays, userHome, type UserRef } from './queries';
import { heatmapOf, parseResults, solvedView } from './rules';

/**
 * The user home (part 1 §2 "User home"): one statement each on the user and their kept rows
 * (decision 34); the home's answer is also kept in KV until something it shows changes
 * (home-documents.ts). A disabled account's home is shown to admin roles only.
 */

/** The user a call names: by uid or username, else the signed-in caller. */
function userRef(query: UserRefQuery, caller: Principal | null): UserRef {
  if (query.uid !== undefined || query.username !== undefined) return { uid: query.uid, username: query.username };
  if (!caller) throw badRequest(HOME_MESSAGES.userRequired);
  return { uid: caller.user.id };
}

function visible(row: { status: number } | undefined, caller: Principal | null): boolean {
  return row !== undefined && (row.status === 0 || (caller !== null && isAdminRole(caller.roles)));
}

/**
 * `get-user-home-info`: the public profile, the rank's numbers and the solved problems; never the
 * e-mail, real name or password. An enabled user's answer is read from KV when kept, else computed
 * from D1 and kept after the answer.
 */
export async function userHomeInfo(deps: Pick<Deps, 'db' | 'cache' | 'clock' | 'defer'>, query: UserRefQuery, caller: Principal | null): Promise<UserHomeInfo> {
  const ref = userRef(query, caller);
  const kept = await keptUserHome(deps, ref);
  if ('home' in kept) return kept.home;
  const row = await userHome(deps.db, ref);
  if (!row || !visible(row, caller)) throw notFound(HOME_MESSAGES.userNotFound);
  const { status, ac, lastLogin, results, ...profile } = row;
  const home: UserHomeInfo = {
    ...profile,
    rating: acRate(ac, row.total),
    ...solvedView(parseResults(results)),
    recentLoginTime: lastLogin === null ? null : isoTime(lastLogin),
  };
  if (status === 0) keepUserHome(deps, ref, kept.epoch, home);
  return home;
}

/** `get-user-calendar-heatmap`: the user's judged submissions per day (UTC+8) over the last year, one statement on the kept days. */
export async function userCalendarHeatmap(deps: Pick<Deps, 'db' | 'clock'>, query: UserRefQuery, caller: Principal | null): Promise<CalendarHeatmap> {
  const today = statsDay(deps.clock.nowSeconds());
  const rows = await userDays(deps.db, userRef(query, caller), heatmapFirstDay(today), today);
  if (!visible(rows[0], caller)) throw notFound(HOME_MESSAGES.userNotFound);
  return heatmapOf(rows, today);
}
