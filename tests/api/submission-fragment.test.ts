import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionView } from '../../contract/api/submissions';
import type { ApiEnvelope, Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { fragmentProbeLimit } from '../../worker/submissions/rules';
import { createGroup } from './groups-support';
import { insertProblem, insertSubmission } from './problems-support';
import type { TestUser } from './scoreboard-support';
import { buildRequest, dispatch } from './support';
import { userAs } from './trainings-support';

/**
 * The submission list searched by a fragment of a display id (decision 43): the same rows as the
 * plain filter, on both of its plans, and every list statement reads submissions through an index,
 * never by scanning the table.
 */

type Query = Record<string, string | number | boolean>;
interface Statement {
  sql: string;
  params: unknown[];
}

/** The Worker's bindings with a D1 that notes every statement it prepares and binds. */
function recordingBindings(): { bindings: Cloudflare.Env; statements: Statement[] } {
  const statements: Statement[] = [];
  const db = env.DB;
  const recording = {
    prepare(query: string) {
      const prepared = db.prepare(query);
      const bind = prepared.bind.bind(prepared);
      const noted: Statement = { sql: query, params: [] };
      statements.push(noted);
      prepared.bind = (...params: unknown[]) => {
        noted.params = params;
        return bind(...params);
      };
      return prepared;
    },
    batch: (list: D1PreparedStatement[]) => db.batch(list),
    exec: (query: string) => db.exec(query),
  };
  return { bindings: { ...env, DB: recording as unknown as D1Database }, statements };
}

async function list(query: Query, caller: TestUser, bindings: Cloudflare.Env = env): Promise<Page<SubmissionView>> {
  const response = await dispatch(buildRequest('GET', '/api/get-submission-list', { query, token: caller.token }), bindings);
  const body = await response.json<ApiEnvelope<Page<SubmissionView>>>();
  expect(body, JSON.stringify(body)).toMatchObject({ status: 200 });
  return body.data;
}

/**
 * The site's list filtered by a fragment as a plain query, written independently of the Worker's
 * SQL: every public-bank submission outside groups whose problem's display id contains the fragment
 * (ASCII letters in either case), newest first.
 */
async function expected(fragment: string, filter: { status?: number; uid?: string } = {}): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT s.submit_id AS id FROM submissions s JOIN problems p ON p.id = s.pid
     WHERE s.gid IS NULL AND s.cid = 0 AND instr(lower(p.problem_id), lower(?1)) > 0
       AND (?2 IS NULL OR s.status = ?2) AND (?3 IS NULL OR s.uid = ?3)
     ORDER BY s.submit_id DESC`,
  )
    .bind(fragment, filter.status ?? null, filter.uid ?? null)
    .all<{ id: number }>();
  return results.map((r) => r.id);
}

let alice: TestUser;
let bob: TestUser;
const problems: Record<string, { pid: number; problemId: string }> = {};

async function submit(problemId: string, user: TestUser, status: number, more: { cid?: number } = {}) {
  const problem = problems[problemId]!;
  return insertSubmission({ pid: problem.pid, problemId, username: user.username, status, ...more });
}

/** `count` submissions to one problem in a single statement, statuses taking turns (accepted, wrong answer, time limit). */
async function submitMany(problemId: string, user: TestUser, count: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, cid, counted_status)
     SELECT ?2, ?3, ?4, ?5, 'int main(){}', 'C', 12, CASE i % 3 WHEN 0 THEN 0 WHEN 1 THEN -1 ELSE 1 END, 0, NULL FROM n`,
  )
    .bind(count, problems[problemId]!.pid, problemId, user.uid, user.username)
    .run();
}

/** Enough submissions of one problem that each of the three statuses submitMany writes passes a first page's probe. */
const MANY = 3 * fragmentProbeLimit(15) + 100;

async function compare(fragment: string, filter: { status?: number; user?: TestUser } = {}, limit = 4) {
  const want = await expected(fragment, { status: filter.status, uid: filter.user?.uid });
  const query: Query = { problemID: fragment, limit, ...(filter.status !== undefined ? { status: filter.status } : {}), ...(filter.user ? { username: filter.user.username } : {}) };
  const pages = Math.min(3, Math.ceil(want.length / limit) + 1);
  for (let page = 1; page <= pages; page++) {
    const got = await list({ ...query, currentPage: page }, alice);
    expect(got.records.map((r) => r.submitId), `${fragment} ${JSON.stringify(filter)} page ${page}`).toEqual(want.slice((page - 1) * limit, page * limit));
    expect(got.total, `${fragment} ${JSON.stringify(filter)} total`).toBe(want.length);
  }
  return want;
}

beforeAll(async () => {
  [alice, bob] = await Promise.all([userAs('user'), userAs('user')]);
  for (const problemId of ['P1000', 'P2100', 'P1234', 'p7100x', 'Q-10-0', 'P7150', 'P7160']) problems[problemId] = await insertProblem({ problemId });
  const { AC, WA, TLE } = { AC: JUDGE_STATUS.accepted, WA: JUDGE_STATUS.wrongAnswer, TLE: JUDGE_STATUS.timeLimitExceeded };
  const plan: [string, TestUser, number][] = [
    ['P1000', alice, WA],
    ['P2100', bob, AC],
    ['P1234', alice, AC],
    ['P1000', alice, AC],
    ['p7100x', bob, TLE],
    ['Q-10-0', alice, AC],
    ['P2100', alice, WA],
    ['P1000', bob, AC],
    ['P1234', bob, WA],
    ['P2100', alice, AC],
    ['P7150', bob, WA],
    ['P7160', alice, AC],
  ];
  for (const [problemId, user, status] of plan) await submit(problemId, user, status);
  // A fragment matching many problems (60), most of them without submissions.
  for (let i = 1; i <= 60; i++) {
    const problemId = `WIDE-${String(i).padStart(3, '0')}`;
    problems[problemId] = await insertProblem({ problemId });
    if (i % 4 === 0) await submit(problemId, i % 8 === 0 ? alice : bob, i % 3 === 0 ? AC : WA);
  }
  // Outside the site's list: a contest submission, and one made in a group.
  await submit('P1000', alice, JUDGE_STATUS.accepted, { cid: 7 });
  const inGroup = await submit('P2100', bob, JUDGE_STATUS.accepted);
  await env.DB.prepare('UPDATE submissions SET gid = 1 WHERE submit_id = ?').bind(inGroup).run();
});

describe('a display-id fragment in the submission list', () => {
  it('finds the submissions of every problem whose display id contains it, as before', async () => {
    // "100" is inside P1000, P2100 and p7100x, not P1234 nor Q-10-0, WIDE-010 nor WIDE-001
    const found = await compare('100');
    expect(found).toHaveLength(7);
    await compare('100', { status: JUDGE_STATUS.accepted });
    await compare('100', { user: alice });
    await compare('p21');
    await compare('P1');
    expect(await compare('1234')).toHaveLength(2);
    expect(await compare('wide-0')).toHaveLength(15);
    await compare('WIDE-0', { status: JUDGE_STATUS.accepted });
    await compare('WIDE', { user: alice });
    const none = await list({ problemID: 'P9999' }, alice);
    expect(none).toMatchObject({ records: [], total: 0 });
  });

  it('answers the same once the matched problems hold more submissions than the probe counts', async () => {
    await submitMany('P1000', bob, MANY);
    const found = await compare('100', {}, 15);
    expect(found.length).toBeGreaterThanOrEqual(fragmentProbeLimit(15));
    await compare('100', { status: JUDGE_STATUS.wrongAnswer }, 15);
    await compare('P10', { user: alice }, 15);
    // a rarer fragment beside it still reads by problem
    await compare('p71', {}, 15);
    const deep = await list({ problemID: '100', currentPage: 200, limit: 15 }, alice);
    expect(deep.records.map((r) => r.submitId)).toEqual((await expected('100')).slice(199 * 15, 200 * 15));
  });
});

/** Every line of SQLite's plan of the statement. */
async function planOf(statement: Statement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`)
    .bind(...statement.params)
    .all<{ detail: string }>();
  return results.map((r) => r.detail);
}

describe('the list statements read submissions through an index', () => {
  let owner: TestUser;
  let gid: number;

  beforeAll(async () => {
    owner = await userAs('teacher');
    gid = (await createGroup(owner)).id;
    // Enough submissions for the fragment "100" to be walked in submit order (many); "p71" (three problems) is read by problem (few).
    if ((await expected('100')).length < MANY) await submitMany('P1000', bob, MANY);
  });

  const shapes: { name: string; query: () => Query; caller?: () => TestUser; reads: string }[] = [
    { name: 'everything', query: () => ({}), reads: 'submissions_cid_idx' },
    { name: 'a status', query: () => ({ status: JUDGE_STATUS.accepted }), reads: 'submissions_status_idx' },
    { name: 'a display id', query: () => ({ problemID: 'P2100', completeProblemID: true }), reads: 'submissions_pid_idx' },
    { name: 'a display id and a status', query: () => ({ problemID: 'P2100', completeProblemID: true, status: 0 }), reads: 'submissions_pid_idx' },
    { name: 'a fragment of few submissions', query: () => ({ problemID: 'p71' }), reads: 'submissions_pid_idx' },
    { name: 'a fragment of few submissions and a status', query: () => ({ problemID: 'p71', status: JUDGE_STATUS.timeLimitExceeded }), reads: 'submissions_pid_idx' },
    { name: 'a fragment of many submissions', query: () => ({ problemID: '100' }), reads: 'submissions_cid_idx' },
    { name: 'a fragment of many problems with few submissions', query: () => ({ problemID: 'WIDE-' }), reads: 'submissions_pid_idx' },
    { name: 'the same fragment at page 40, probed deeper: few again', query: () => ({ problemID: '100', currentPage: 40 }), reads: 'submissions_pid_idx' },
    { name: 'a fragment of many submissions and a status', query: () => ({ problemID: '100', status: JUDGE_STATUS.wrongAnswer }), reads: 'submissions_status_idx' },
    { name: 'a user', query: () => ({ username: bob.username }), reads: 'submissions_uid_idx' },
    { name: 'a user and a status', query: () => ({ username: bob.username, status: 0 }), reads: 'submissions_uid_idx' },
    { name: 'a user and a fragment', query: () => ({ username: bob.username, problemID: '100' }), reads: 'submissions_uid_pid_idx' },
    { name: 'only mine', query: () => ({ onlyMine: true }), caller: () => bob, reads: 'submissions_uid_idx' },
    { name: 'a user and a display id', query: () => ({ username: bob.username, problemID: 'P1000', completeProblemID: true }), reads: 'submissions_uid_pid_idx' },
    { name: "a group's list", query: () => ({ gid }), caller: () => owner, reads: 'submissions_gid_idx' },
    { name: "a group's list by status", query: () => ({ gid, status: 0 }), caller: () => owner, reads: 'submissions_gid_idx' },
    { name: "a group's list by fragment", query: () => ({ gid, problemID: '100' }), caller: () => owner, reads: 'submissions_gid_idx' },
    { name: "a group's list by user", query: () => ({ gid, username: bob.username }), caller: () => owner, reads: 'submissions_uid_idx' },
    { name: "a group's list by user and fragment", query: () => ({ gid, username: bob.username, problemID: '100' }), caller: () => owner, reads: 'submissions_uid_pid_idx' },
    { name: "a group's list by display id", query: () => ({ gid, problemID: 'P1000', completeProblemID: true }), caller: () => owner, reads: 'submissions_pid_idx' },
  ];

  it.each(shapes)('$name', async ({ query, caller, reads }) => {
    const { bindings, statements } = recordingBindings();
    // a page size of its own, so no cached count or page answers for the statements
    await list({ ...query(), limit: 13 }, (caller ?? (() => alice))(), bindings);
    const listed = statements.filter((s) => /\bfrom "?submissions"?/i.test(s.sql));
    expect(listed.length).toBeGreaterThan(0);
    const used = new Set<string>();
    for (const statement of listed) {
      const plan = await planOf(statement);
      const context = `${statement.sql}\n${plan.join('\n')}`;
      // No full pass over the table or one of its indexes…
      expect(plan.filter((line) => /^SCAN submissions\b/.test(line)), context).toEqual([]);
      // …and each search answered from the index alone, but the page's own rows (by id) and one user's tries at one problem.
      for (const line of plan.filter((l) => /^SEARCH submissions\b/.test(l))) {
        expect(line, context).toMatch(/USING COVERING INDEX|USING INTEGER PRIMARY KEY|USING INDEX submissions_uid_pid_idx/);
        const index = /INDEX (\w+)/.exec(line)?.[1];
        if (index) used.add(index);
      }
    }
    expect(used, [...used].join(', ')).toContain(reads);
  });
});
