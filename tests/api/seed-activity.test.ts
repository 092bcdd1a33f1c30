import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { AcRank, CalendarHeatmap, LastWeekStatistics, UserHomeInfo } from '../../contract/api/home';
import { ACTIVITY_ACCOUNTS, ACTIVITY_PROBLEMS, ACTIVITY_SEEDED_SQL, activityKey, activityPlan, seedActivitySql } from '../../scripts/seed-activity';
import { forgetHomeStats } from '../../worker/home/memory';
import { insertProblem } from './problems-support';
import { call, expectOk, nowSeconds } from './support';

/** The demo activity `npm start` seeds (scripts/seed-activity.ts): real judged submissions, with everything a verdict keeps in agreement, once per day. */

async function all<T>(query: string, ...params: (string | number)[]): Promise<T[]> {
  return (await env.DB.prepare(query)
    .bind(...params)
    .all<T>()).results;
}

async function practiceCount(uid: string): Promise<number> {
  return (await all<{ n: number }>('SELECT count(*) AS n FROM submissions WHERE uid = ? AND cid = 0', uid))[0]!.n;
}

describe('demo activity', () => {
  it('gives the demo accounts a year of judged practice, once per day, with counters, best results and statistics in agreement', async () => {
    for (const a of ACTIVITY_ACCOUNTS) {
      await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(a.id, a.username, a.username, `${a.username}@example.com`).run();
    }
    for (const problemId of ACTIVITY_PROBLEMS) {
      if (!(await env.DB.prepare('SELECT 1 FROM problems WHERE problem_id = ?').bind(problemId).first())) await insertProblem({ problemId, type: problemId === 'P1020' ? 1 : 0, difficulty: 1 });
    }
    const now = nowSeconds();
    const plan = activityPlan(now);
    await env.DB.exec(seedActivitySql(now));
    await env.DB.exec(seedActivitySql(now));
    for (const a of ACTIVITY_ACCOUNTS) expect(await practiceCount(a.id)).toBe(plan.filter((p) => p.uid === a.id).length);
    const alice = ACTIVITY_ACCOUNTS[0];
    expect(await practiceCount(alice.id)).toBeGreaterThan(100);

    // Two days later only the days that passed are added.
    const later = now + 2 * 86_400;
    await env.DB.exec(seedActivitySql(later));
    const planLater = activityPlan(later);
    const oldTimes = new Set(plan.map((p) => `${p.uid}|${p.submitTime}`));
    const added = planLater.filter((p) => !oldTimes.has(`${p.uid}|${p.submitTime}`) && p.submitTime > now);
    expect(await practiceCount(alice.id)).toBe(plan.filter((p) => p.uid === alice.id).length + added.filter((p) => p.uid === alice.id).length);

    // npm start passes what is there: nothing is written when nothing is missing, and only the missing days otherwise.
    const seeded = async () => new Set((await all<{ uid: string; submit_time: number }>(ACTIVITY_SEEDED_SQL)).map((r) => activityKey(r.uid, r.submit_time)));
    expect(seedActivitySql(later, await seeded())).toBe('');
    const dayAfter = later + 86_400;
    const missing = activityPlan(dayAfter).filter((p) => p.submitTime > later);
    const text = seedActivitySql(dayAfter, await seeded());
    expect(missing.length).toBeGreaterThan(0);
    expect(text.split('\n').filter((line) => line.startsWith('INSERT INTO submissions '))).toHaveLength(missing.length);
    const before = await Promise.all(ACTIVITY_ACCOUNTS.map((a) => practiceCount(a.id)));
    await env.DB.exec(text);
    for (const [i, a] of ACTIVITY_ACCOUNTS.entries()) expect(await practiceCount(a.id)).toBe(before[i]! + missing.filter((p) => p.uid === a.id).length);

    // The problems' counters are their practice submissions' verdicts.
    const counters = await all<{ problemId: string; total: number; ac: number; wa: number; counted: number; accepted: number; wrong: number }>(
      `SELECT p.problem_id AS problemId, p.total_count AS total, p.ac_count AS ac, p.wa_count AS wa,
        (SELECT count(*) FROM submissions s WHERE s.pid = p.id AND s.cid = 0 AND s.counted_status IS NOT NULL) AS counted,
        (SELECT count(*) FROM submissions s WHERE s.pid = p.id AND s.cid = 0 AND s.counted_status = 0) AS accepted,
        (SELECT count(*) FROM submissions s WHERE s.pid = p.id AND s.cid = 0 AND s.counted_status = -1) AS wrong
       FROM problems p WHERE p.problem_id IN (${ACTIVITY_PROBLEMS.map(() => '?').join(', ')})`,
      ...ACTIVITY_PROBLEMS,
    );
    for (const c of counters) expect([c.total, c.ac, c.wa]).toEqual([c.counted, c.accepted, c.wrong]);
    expect(counters.some((c) => c.total > 0)).toBe(true);

    // Best results: solved exactly where an accepted try exists.
    const solved = await all<{ pid: number }>('SELECT pid FROM user_problem_status WHERE uid = ? AND status = 0 ORDER BY pid', alice.id);
    const accepted = await all<{ pid: number }>('SELECT DISTINCT pid FROM submissions WHERE uid = ? AND cid = 0 AND status = 0 ORDER BY pid', alice.id);
    expect(solved).toEqual(accepted);

    // Through the API: the chart's week, alice's home and heatmap.
    forgetHomeStats();
    const chart = expectOk(await call<LastWeekStatistics>('GET', '/api/get-last-week-submission-statistics'));
    expect(chart.totalCountList.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    const home = expectOk(await call<UserHomeInfo>('GET', '/api/get-user-home-info', { query: { username: 'alice' } }));
    expect(home.total).toBe(await practiceCount(alice.id));
    expect(home.solvedList).toHaveLength(solved.length);
    // Problems held back for the last week give the AC ranking card's 7-day tab its first acceptances.
    const week = expectOk(await call<AcRank>('GET', '/api/get-recent-seven-ac-rank', { query: { window: 'week' } }));
    expect(week.rankingListDetailVOList.some((r) => ACTIVITY_ACCOUNTS.some((a) => a.id === r.uid))).toBe(true);
    const heatmap = expectOk(await call<CalendarHeatmap>('GET', '/api/get-user-calendar-heatmap', { query: { username: 'alice' } }));
    expect(heatmap.dataList.length).toBeGreaterThan(50);
    expect(heatmap.dataList.reduce((a, d) => a + d.count, 0)).toBeGreaterThanOrEqual(plan.filter((p) => p.uid === alice.id && p.submitTime > now - 364 * 86_400).length);
    // four seeds of a year of practice: seconds on a loaded machine
  }, 60_000);
});
