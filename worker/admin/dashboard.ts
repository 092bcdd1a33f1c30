import type { DashboardInfo, SessionView } from '../../contract/api/admin';
import type { JudgeRunnerView } from '../../contract/api/config';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { parseRunnerLanguages } from '../judging/queries';
import { freshRunnersSince } from '../judging/rules';
import { isoTime } from '../problems/view';
import { dashboardCounts, recentSessionRows, runnerRows } from './queries';
import { DASHBOARD_CACHE_SECONDS, RECENT_SECONDS, RECENT_SESSIONS, RUNNER_ONLINE_SECONDS } from './rules';

const DASHBOARD_KEY = 'admin:dashboard';

/**
 * The dashboard's counts (part 3 §2.2). Counting every submission and the last day's reads the whole
 * submissions table, so the counts are taken at most once a minute and kept in KV; the answer says
 * when they were taken.
 */
export async function dashboardInfo(deps: Pick<Deps, 'db' | 'cache' | 'clock'>): Promise<DashboardInfo> {
  const kept = await deps.cache.get<DashboardInfo>(DASHBOARD_KEY, 'json');
  if (kept) return kept;
  const now = deps.clock.nowSeconds();
  const info: DashboardInfo = { ...(await dashboardCounts(deps.db, now - RECENT_SECONDS, now - RUNNER_ONLINE_SECONDS)), countedAt: isoTime(now) };
  await deps.cache.put(DASHBOARD_KEY, JSON.stringify(info), { expirationTtl: DASHBOARD_CACHE_SECONDS });
  return info;
}

/** The caller's own newest logins: when, from where and with which browser; never a token. */
export async function recentSessions(deps: Pick<Deps, 'db' | 'clock'>, caller: Principal): Promise<SessionView[]> {
  const now = deps.clock.nowSeconds();
  const rows = await recentSessionRows(deps.db, caller.user.id, RECENT_SESSIONS);
  return rows.map((row) => ({
    loginTime: isoTime(row.createdAt),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.id === caller.sessionId,
    active: row.revokedAt === null && row.expiresAt > now,
  }));
}

/** The judge runners that sent a heartbeat within a day, as the judge section of the configuration lists them. */
export async function judgeRunners(deps: Pick<Deps, 'db' | 'clock'>): Promise<JudgeRunnerView[]> {
  const now = deps.clock.nowSeconds();
  const rows = await runnerRows(deps.db, freshRunnersSince(now));
  return rows.map((row) => ({
    name: row.name,
    fleet: row.fleet,
    slots: row.slots,
    languages: (parseRunnerLanguages([row])[0] ?? []).map((l) => l.name),
    lastSeen: isoTime(row.lastSeen),
    online: row.lastSeen >= now - RUNNER_ONLINE_SECONDS,
  }));
}
