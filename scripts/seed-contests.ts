/**
 * Demo contests for the local stack: a running ACM contest (open rank, sealed for its last hour) and
 * an ended OI contest, each with participants and judged tries of the demo problems. Every statement
 * is idempotent, and every `npm start` moves the running contest forward (with its tries) to the same
 * point of its schedule (ACM_SCHEDULE): hours still to run, so a new user finds a live board, and a
 * seal that begins in its last hour.
 */
import { hashPassword } from '../worker/lib/password';
import { sqlOneLine } from './inline-sql';

const q = (value: string | number | null): string => (value === null ? 'NULL' : typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

export const DEMO_CONTESTANTS = ['team01', 'team02', 'team03', 'team04'].map((username) => ({ username, password: `${username}pass`, email: `${username}@example.com` }));
/** The seeded teacher (scripts/seed.ts numbers the demo accounts' ids in order). */
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;
const PARTICIPANTS = ['alice', 'bob', ...DEMO_CONTESTANTS.map((c) => c.username)];

export const ACM_TITLE = 'Demo ACM Round (running)';
export const OI_TITLE = 'Demo OI Contest (ended)';

const ACM_PROBLEMS = [
  ['A', 'P1000', '#e53935'],
  ['B', 'P1017', '#43a047'],
  ['C', 'P1020', '#1e88e5'],
  ['D', 'P1021', '#fdd835'],
] as const;
const OI_PROBLEMS = [
  ['A', 'P1000'],
  ['B', 'P1009'],
  ['C', 'P1013'],
] as const;

/** [participant index, problem index, minutes from the start, status, score] */
const ACM_TRIES: [number, number, number, number, number | null][] = [
  [0, 0, 8, 0, null],
  [1, 0, 12, -1, null],
  [1, 0, 19, 0, null],
  [2, 0, 25, 0, null],
  [3, 1, 40, -2, null],
  [3, 1, 47, 0, null],
  [0, 1, 65, 1, null],
  [0, 1, 88, 0, null],
  [4, 0, 95, 3, null],
  [2, 2, 130, -1, null],
  [2, 2, 150, 0, null],
  [5, 0, 170, 0, null],
  [1, 3, 200, 0, null],
  [0, 2, 250, -1, null],
  [0, 2, 275, 0, null],
  [3, 2, 280, -1, null],
  [4, 0, 285, 0, null],
];

const OI_TRIES: [number, number, number, number, number | null][] = [
  [0, 0, 10, 0, 100],
  [0, 1, 30, 8, 60],
  [0, 1, 70, 0, 100],
  [1, 0, 15, 0, 100],
  [1, 2, 90, 8, 40],
  [2, 0, 20, -1, 0],
  [2, 0, 25, 0, 100],
  [2, 1, 60, 8, 30],
  [3, 2, 100, 8, 70],
  [4, 0, 50, 0, 100],
  [4, 1, 80, 0, 100],
  [4, 2, 110, 8, 20],
];

/**
 * The running round's schedule, in minutes: it lasts 9 hours and every start puts it 290 minutes in,
 * after all of its seeded tries (the last is at minute 285), so it runs 4 h 10 min after each start;
 * the board is sealed for its last hour.
 */
export const ACM_SCHEDULE = { lengthMinutes: 540, elapsedMinutes: 290, sealMinutes: 60 } as const;

/** The running round's times (Unix seconds) for a start at `now`. */
export function acmTimes(now: number): { start: number; end: number; seal: number } {
  const start = now - ACM_SCHEDULE.elapsedMinutes * 60;
  const end = start + ACM_SCHEDULE.lengthMinutes * 60;
  return { start, end, seal: end - ACM_SCHEDULE.sealMinutes * 60 };
}

const ACM_DESCRIPTION = 'A nine-hour ACM round: solved count first, then penalty time (20 minutes per rejected try). The board is sealed for the last hour.';

const contestId = (title: string) => `(SELECT id FROM contests WHERE title = ${q(title)} ORDER BY id LIMIT 1)`;
const uid = (username: string) => `(SELECT id FROM users WHERE username_key = ${q(username.toLowerCase())})`;
const pid = (problemId: string) => `(SELECT id FROM problems WHERE problem_id = ${q(problemId)})`;

function contestSql(values: Record<string, string | number | null>, title: string): string {
  return `INSERT INTO contests (${Object.keys(values).join(', ')}) SELECT ${Object.values(values).map(q).join(', ')} WHERE NOT EXISTS (SELECT 1 FROM contests WHERE title = ${q(title)});`;
}

/** One statement a try, each inserted once (a try is known by its contest, user, problem and minute). */
function triesSql(title: string, problems: readonly (readonly string[])[], tries: typeof ACM_TRIES): string[] {
  return tries.map(([who, problem, minute, status, score]) => {
    const [displayId, problemId] = problems[problem]!;
    const username = PARTICIPANTS[who]!;
    const code = `// ${username}'s try at ${displayId}, minute ${minute}\n#include <cstdio>\nint main() { long long a, b; if (scanf("%lld %lld", &a, &b) == 2) printf("%lld\\n", a + b); return 0; }\n`;
    const cid = contestId(title);
    const at = `(SELECT start_time FROM contests WHERE id = ${cid}) + ${minute * 60}`;
    const measured = status === 0 || status === 8;
    return (
      `INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, cpid, submit_time, judge_time, counted_status) ` +
      `SELECT ${pid(problemId!)}, ${q(displayId!)}, ${uid(username)}, ${q(username)}, ${sqlOneLine(code)}, 'C++', ${code.length}, ${status}, ${q(score)}, ${measured ? 12 : 'NULL'}, ${measured ? 1024 : 'NULL'}, ${cid}, ` +
      `(SELECT id FROM contest_problems WHERE cid = ${cid} AND display_id = ${q(displayId!)}), ${at}, ${at} + 5, ${status} ` +
      `WHERE ${uid(username)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM submissions WHERE cid = ${cid} AND username = ${q(username)} AND display_pid = ${q(displayId!)} AND submit_time = ${at});`
    );
  });
}

/** The SQL of the demo contests at `now` (Unix seconds); safe to run on every start. */
export async function seedContestsSql(now: number): Promise<string> {
  const lines: string[] = [];
  for (const c of DEMO_CONTESTANTS) {
    lines.push(`INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email, nickname, school) VALUES (${q(`demo-${c.username}`)}, ${q(c.username)}, ${q(c.username)}, ${q(await hashPassword(c.password))}, ${q(c.email)}, ${q(`Team ${c.username.slice(4)}`)}, 'Demo University');`);
    lines.push(`INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (${uid(c.username)}, 1002);`);
  }
  const acm = acmTimes(now);
  // Every start moves the running round (and its tries, and anyone's submissions to it) to the same point of its schedule,
  // and brings a round seeded by an older version to the current schedule; a new gmt_modified rebuilds its board.
  const round = contestId(ACM_TITLE);
  const shift = `(${acm.start} - (SELECT start_time FROM contests WHERE id = ${round}))`;
  lines.push(`UPDATE submissions SET submit_time = submit_time + ${shift}, judge_time = judge_time + ${shift} WHERE cid = ${round} AND ${shift} <> 0;`);
  lines.push(
    `UPDATE contests SET start_time = ${acm.start}, end_time = ${acm.end}, duration = ${acm.end - acm.start}, seal_rank_time = ${acm.seal}, description = ${q(ACM_DESCRIPTION)}, gmt_modified = ${now} ` +
      `WHERE id = ${round} AND (start_time <> ${acm.start} OR end_time <> ${acm.end} OR seal_rank_time IS NOT ${acm.seal});`,
  );
  lines.push(
    contestSql(
      {
        title: ACM_TITLE,
        description: ACM_DESCRIPTION,
        type: 0,
        auth: 0,
        start_time: acm.start,
        end_time: acm.end,
        duration: acm.end - acm.start,
        seal_rank: 1,
        seal_rank_time: acm.seal,
        auto_real_rank: 1,
        open_rank: 1,
        open_print: 1,
        award_type: 1,
        award_config: JSON.stringify([
          { priority: 1, name: 'Gold', background: '#ffd700', color: '#ffffff', num: 10 },
          { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#ffffff', num: 20 },
          { priority: 3, name: 'Bronze', background: '#cd7f32', color: '#ffffff', num: 30 },
        ]),
        uid: TEACHER_ID,
        author: 'teacher',
      },
      ACM_TITLE,
    ),
  );
  const oiStart = now - 3 * 86_400;
  lines.push(
    contestSql(
      {
        title: OI_TITLE,
        description: 'A three-hour OI contest: partial scores count, the most recent try of each problem is ranked.',
        type: 1,
        auth: 0,
        start_time: oiStart,
        end_time: oiStart + 3 * 3600,
        duration: 3 * 3600,
        seal_rank: 1,
        seal_rank_time: oiStart,
        auto_real_rank: 1,
        open_rank: 1,
        oi_rank_score_type: 'Recent',
        uid: TEACHER_ID,
        author: 'teacher',
      },
      OI_TITLE,
    ),
  );
  for (const [displayId, problemId, color] of ACM_PROBLEMS) {
    lines.push(`INSERT OR IGNORE INTO contest_problems (cid, pid, display_id, display_title, color) SELECT ${contestId(ACM_TITLE)}, id, ${q(displayId)}, title, ${q(color)} FROM problems WHERE problem_id = ${q(problemId)};`);
  }
  for (const [displayId, problemId] of OI_PROBLEMS) {
    lines.push(`INSERT OR IGNORE INTO contest_problems (cid, pid, display_id, display_title, color) SELECT ${contestId(OI_TITLE)}, id, ${q(displayId)}, title, NULL FROM problems WHERE problem_id = ${q(problemId)};`);
  }
  for (const title of [ACM_TITLE, OI_TITLE]) {
    for (const username of PARTICIPANTS) lines.push(`INSERT OR IGNORE INTO contest_registers (cid, uid) SELECT ${contestId(title)}, ${uid(username)} WHERE ${uid(username)} IS NOT NULL;`);
  }
  lines.push(...triesSql(ACM_TITLE, ACM_PROBLEMS, ACM_TRIES), ...triesSql(OI_TITLE, OI_PROBLEMS, OI_TRIES));
  return `${lines.join('\n')}\n`;
}
