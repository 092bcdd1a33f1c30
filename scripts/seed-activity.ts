/**
 * Demo activity for the local stack (part 1 §2 home page, rankings, user home): practice submissions
 * of the demo accounts on the demo problems, spread over the last year and denser in the last week,
 * so the home page's chart, the AC ranking card, the ranks and the users' heatmaps show something.
 *
 * Each account's plan is drawn per calendar day (UTC+8) from a hash of the account and the date, so
 * a day's submissions are the same on every start: a later `npm start` adds the days that passed
 * since and never repeats one (a submission is known by its account and its submit time). The rows
 * are real judged submissions; what a verdict keeps is then recomputed with the Worker's own
 * statements: the problems' counters, each account's best result per problem
 * (bestResultStatements), the trainings' progress (progressStatements) and the home statistics
 * (rebuildStatsStatements, which also counts the demo contests' tries in the heatmaps).
 */
import { inArray, sql } from 'drizzle-orm';
import { STATS_UTC_OFFSET_SECONDS, statsDay } from '../contract/rules/home';
import { problems } from '../worker/db/schema-problems';
import { rebuildStatsStatements } from '../worker/home/kept-rows';
import { bestResultStatements } from '../worker/submissions/queries';
import { COUNTER_BUCKETS } from '../worker/submissions/rules';
import { progressStatements } from '../worker/trainings/progress';
import { inlineSql, sqlLiteral as q, statementBuilder } from './inline-sql';

/** The demo problems (scripts/seed-problems), easiest first, and which of them are OI problems. */
export const ACTIVITY_PROBLEMS = [
  'P1000', 'P1001', 'P1002', 'P1005', 'P1006', 'P1007', 'P1021',
  'P1003', 'P1004', 'P1008', 'P1009', 'P1015', 'P1016', 'P1017',
  'P1010', 'P1011', 'P1013', 'P1014', 'P1020',
  'P1012', 'P1022',
] as const; // prettier-ignore
const OI_PROBLEMS = new Set(['P1020']);

/**
 * The accounts that practise: their ids as scripts/seed.ts and scripts/seed-contests.ts write them,
 * how often they practise (the share of days with submissions), how far into the bank (easiest
 * first) they get, and how many of those problems they first try in the last week (so the AC
 * ranking card's 24-hour and 7-day tabs have first acceptances to show).
 */
export const ACTIVITY_ACCOUNTS = [
  { username: 'alice', id: 'demo0000000000000000000000000003', days: 0.55, reach: 1, fresh: 3 },
  { username: 'bob', id: 'demo0000000000000000000000000004', days: 0.3, reach: 0.7, fresh: 2 },
  { username: 'team01', id: 'demo-team01', days: 0.35, reach: 0.9, fresh: 3 },
  { username: 'team02', id: 'demo-team02', days: 0.25, reach: 0.8, fresh: 2 },
  { username: 'team03', id: 'demo-team03', days: 0.2, reach: 0.6, fresh: 2 },
  { username: 'team04', id: 'demo-team04', days: 0.15, reach: 0.5, fresh: 1 },
  { username: 'teacher', id: 'demo0000000000000000000000000002', days: 0.08, reach: 1, fresh: 1 },
] as const;

/** Days of history; the last week's days are busier, so the home page's chart has a shape. */
const HISTORY_DAYS = 365;
const WEEK = 7;
const MARKER = '// demo practice';

/** FNV-1a of a text, then a xorshift step per draw: a day's plan is the same on every start. */
function draws(text: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    h >>>= 0;
    return h / 4294967296;
  };
}

export interface PlannedSubmission {
  username: string;
  uid: string;
  problemId: string;
  submitTime: number;
  status: number;
  score: number;
}

/**
 * The problem (an index into ACTIVITY_PROBLEMS) of a try `age` days ago. An account's last `fresh`
 * problems are held back: its hardest for the last 2 days (the card's 24-hour tab), the others for
 * the last week; while they may be tried, they are tried more often than the rest.
 */
function pickProblem(account: (typeof ACTIVITY_ACCOUNTS)[number], age: number, x: number): number {
  const reach = Math.round(ACTIVITY_PROBLEMS.length * account.reach);
  const older = reach - account.fresh;
  const heldFor = (i: number) => (i < older ? Number.POSITIVE_INFINITY : i === reach - 1 ? 2 : WEEK);
  const open = Array.from({ length: reach }, (_, i) => i).filter((i) => age < heldFor(i));
  const fresh = open.filter((i) => i >= older);
  if (fresh.length > 0 && x < 0.6) return fresh[Math.floor((x / 0.6) * fresh.length)]!;
  const rest = fresh.length > 0 ? (x - 0.6) / 0.4 : x;
  return open[Math.floor(rest * open.length)]!;
}

/** Judge statuses of practice tries, by share: accepted most often. */
const VERDICTS: [number, number][] = [
  [0, 0.5],
  [-1, 0.27],
  [1, 0.08],
  [-2, 0.07],
  [3, 0.05],
  [2, 0.03],
];

/** Every planned submission of the last year up to `now` (Unix seconds), oldest day first. */
export function activityPlan(now: number): PlannedSubmission[] {
  const today = statsDay(now);
  const plan: PlannedSubmission[] = [];
  for (let day = today - HISTORY_DAYS + 1; day <= today; day++) {
    const dayStart = day * 86_400 - STATS_UTC_OFFSET_SECONDS;
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    for (const account of ACTIVITY_ACCOUNTS) {
      const draw = draws(`${account.username}|${date}`);
      const busy = today - day < WEEK ? Math.min(1, account.days * 2 + 0.2) : account.days;
      if (draw() >= busy) continue;
      const tries = 1 + Math.floor(draw() * 4);
      for (let t = 0; t < tries; t++) {
        // Every draw is made before a try is skipped, so a day's tries are the same whatever the hour.
        const problemIndex = pickProblem(account, today - day, draw());
        const problemId = ACTIVITY_PROBLEMS[problemIndex]!;
        // Between 08:00 and 23:00 UTC+8.
        const submitTime = dayStart + 8 * 3600 + Math.floor(draw() * 15 * 3600);
        let x = draw();
        let status = -1;
        for (const [s, share] of VERDICTS) {
          if ((x -= share) <= 0) {
            status = s;
            break;
          }
        }
        const oi = OI_PROBLEMS.has(problemId);
        if (oi && status === -1) status = 8;
        const partial = 10 + Math.floor(draw() * 80);
        // A time still to come today is not made yet.
        if (submitTime > now) continue;
        const score = status === 0 ? 100 : status === 8 ? partial : 0;
        plan.push({ username: account.username, uid: account.id, problemId, submitTime, status, score });
      }
    }
  }
  return plan;
}

const CODE = `${MARKER}\n#include <cstdio>\nint main() { long long a, b; if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", a + b); return 0; }\n`;
/** The code as a literal on one line (the seed file holds a statement a line, and D1's exec splits at line ends). */
const CODE_LITERAL = `(${CODE.split('\n').map(q).join(' || char(10) || ')})`;

/** How a planned submission is known in the database: its account and its submit time (practice only). */
export const activityKey = (uid: string, submitTime: number) => `${uid}@${submitTime}`;

/** The query whose rows (uid, submit_time) are the practice submissions of the demo accounts already there. */
export const ACTIVITY_SEEDED_SQL = `SELECT uid, submit_time FROM submissions WHERE cid = 0 AND uid IN (${ACTIVITY_ACCOUNTS.map((a) => q(a.id)).join(', ')});`;

/**
 * The SQL of the demo activity at `now` (Unix seconds); safe to run on every start, after the other seeds.
 * With `seeded` (the keys of ACTIVITY_SEEDED_SQL's rows), only the submissions missing from it are
 * written, and nothing at all (an empty text) when none is missing: the rows that verdicts keep,
 * recomputed below, are then already right, since nothing was written behind the Worker's back.
 */
export function seedActivitySql(now: number, seeded?: ReadonlySet<string>): string {
  const planned = activityPlan(now).filter((s) => !seeded?.has(activityKey(s.uid, s.submitTime)));
  if (seeded && planned.length === 0) return '';
  const db = statementBuilder();
  const lines: string[] = [];
  const pid = (problemId: string) => `(SELECT id FROM problems WHERE problem_id = ${q(problemId)})`;
  for (const s of planned) {
    const measured = s.status === 0 || s.status === 8;
    lines.push(
      'INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time, judge_time, judger, counted_status) ' +
        `SELECT ${pid(s.problemId)}, ${q(s.problemId)}, ${q(s.uid)}, ${q(s.username)}, ${CODE_LITERAL}, 'C++', ${CODE.length}, ${s.status}, ${s.score}, ${measured ? 15 : 'NULL'}, ${measured ? 1024 : 'NULL'}, 0, ${s.submitTime}, ${s.submitTime + 3}, 'local-runner', ${s.status} ` +
        `WHERE ${pid(s.problemId)} IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = ${q(s.uid)}) ` +
        `AND NOT EXISTS (SELECT 1 FROM submissions WHERE uid = ${q(s.uid)} AND submit_time = ${s.submitTime} AND cid = 0);`,
    );
  }
  // The problems' counters, recounted from their practice submissions as the verdicts keep them.
  const counted = (condition: string) => sql.raw(`(SELECT count(*) FROM submissions s WHERE s.pid = problems.id AND s.cid = 0 AND ${condition})`);
  const counters: Record<string, ReturnType<typeof counted>> = { totalCount: counted('s.counted_status IS NOT NULL') };
  for (const [status, column] of COUNTER_BUCKETS) counters[column] = counted(`s.counted_status = ${status}`);
  lines.push(inlineSql(db.update(problems).set(counters).where(inArray(problems.problemId, [...ACTIVITY_PROBLEMS]))));
  // What each verdict would have kept: best results and training progress per account and problem, then the home statistics.
  for (const account of ACTIVITY_ACCOUNTS) {
    for (const problemId of ACTIVITY_PROBLEMS) {
      const problem = sql.raw(pid(problemId));
      lines.push(...[...bestResultStatements(db, account.id, problem), ...progressStatements(db, account.id, problem)].map(inlineSql));
    }
  }
  lines.push(...rebuildStatsStatements(db).map(inlineSql));
  return `${lines.join('\n')}\n`;
}
