import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ContestListRow } from '../../contract/api/contests';
import { ACM_TITLE, OI_TITLE, seedContestsSql } from '../../scripts/seed-contests';
import { insertProblem } from './problems-support';
import { call, expectOk, nowSeconds } from './support';

/** The demo contests `npm start` seeds (scripts/seed-contests.ts): a round that is running for hours after every start, sealed for its last hour. */

const HOUR = 3600;
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

async function one<T>(query: string, ...params: (string | number)[]): Promise<T> {
  return (await env.DB.prepare(query).bind(...params).first<T>())!;
}

interface Round {
  id: number;
  start_time: number;
  end_time: number;
  seal_rank: number;
  seal_rank_time: number;
  gmt_modified: number;
}

const round = () => one<Round>('SELECT id, start_time, end_time, seal_rank, seal_rank_time, gmt_modified FROM contests WHERE title = ?', ACM_TITLE);
/** Each seeded try's minute into the round, and when it was sent. */
const tries = async (cid: number) =>
  (await env.DB.prepare('SELECT username, display_pid, submit_time - (SELECT start_time FROM contests WHERE id = ?) AS offset, submit_time FROM submissions WHERE cid = ? ORDER BY submit_id').bind(cid, cid).all<{ offset: number; submit_time: number }>()).results;

/** What the contest list says of the round (-1 scheduled, 0 running, 1 ended) at the real clock. */
async function listedStatus(): Promise<number | undefined> {
  const page = expectOk(await call<{ records: ContestListRow[] }>('GET', '/api/get-contest-list', { query: { currentPage: 1, limit: 10, keyword: 'Demo ACM' } }));
  return page.records.find((r) => r.title === ACM_TITLE)?.status;
}

/** Checks the round as a start at `now` must leave it: running, for at least 3 more hours, sealed from its last hour, every seeded try behind. */
async function expectRunningForHours(now: number): Promise<Round> {
  const r = await round();
  expect(r.start_time).toBeLessThan(now);
  expect(r.end_time - now).toBeGreaterThanOrEqual(3 * HOUR);
  expect(r.seal_rank).toBe(1);
  expect(r.seal_rank_time).toBe(r.end_time - HOUR);
  for (const t of await tries(r.id)) expect(t.submit_time).toBeLessThan(now);
  return r;
}

describe('demo contests', () => {
  it('keep the ACM round running for hours after every start, sealed for its last hour, moving it and its tries forward each time', async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, 'teacher', 'teacher', 'x', 'teacher@example.com')").bind(TEACHER_ID).run();
    for (const username of ['alice', 'bob']) {
      await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, ?, ?, 'x', ?)").bind(`seed-${username}`, username, username, `${username}@example.com`).run();
    }
    for (const problemId of ['P1000', 'P1009', 'P1013', 'P1017', 'P1020', 'P1021']) {
      if (!(await env.DB.prepare('SELECT 1 FROM problems WHERE problem_id = ?').bind(problemId).first())) await insertProblem({ problemId });
    }

    const now = nowSeconds();
    await env.DB.exec(await seedContestsSql(now));
    const first = await expectRunningForHours(now);
    expect(await listedStatus()).toBe(0);
    const firstTries = await tries(first.id);
    expect(firstTries.length).toBeGreaterThan(10);

    // A start 20 minutes later moves the round 20 minutes on: same place in its schedule, the same tries at the same minutes.
    await env.DB.exec(await seedContestsSql(now + 20 * 60));
    const moved = await expectRunningForHours(now + 20 * 60);
    expect(moved.start_time - first.start_time).toBe(20 * 60);
    expect((await tries(first.id)).map((t) => t.offset)).toEqual(firstTries.map((t) => t.offset));

    // A start the next day, long after the round would have ended, finds it running again, with no try added twice.
    const nextDay = now + 26 * HOUR;
    await env.DB.exec(await seedContestsSql(nextDay));
    const later = await expectRunningForHours(nextDay);
    expect(later.gmt_modified).toBe(nextDay);
    expect((await tries(first.id)).map((t) => t.offset)).toEqual(firstTries.map((t) => t.offset));
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM contests WHERE title = ?', ACM_TITLE)).n).toBe(1);

    // A round an older start left with a five-hour schedule and a half-hour seal gets the current one.
    await env.DB.prepare('UPDATE contests SET end_time = start_time + 300 * 60, seal_rank_time = start_time + 270 * 60 WHERE id = ?').bind(first.id).run();
    await env.DB.exec(await seedContestsSql(nextDay + 60));
    await expectRunningForHours(nextDay + 60);

    // The OI contest stays ended.
    const oi = await one<{ end_time: number }>('SELECT end_time FROM contests WHERE title = ?', OI_TITLE);
    expect(oi.end_time).toBeLessThan(now);
  });
});
