import { env } from 'cloudflare:workers';
import { insertProblem, signUpAs } from './problems-support';
import { nowSeconds, uidOf } from './support';

/** Helpers of the contest tests: contests, their problems, participants and tries written straight into D1. */

export interface ContestOptions {
  author: string;
  title?: string;
  type?: 0 | 1;
  auth?: 0 | 1 | 2;
  pwd?: string | null;
  /** seconds from now */
  startIn?: number;
  /** seconds */
  duration?: number;
  userDuration?: number;
  sealRank?: boolean;
  /** seconds from now */
  sealIn?: number | null;
  autoRealRank?: boolean;
  /** ACM: contestants see their own results during the seal (the default) */
  ownResultsInSeal?: boolean;
  openRank?: boolean;
  openPrint?: boolean;
  allowEndSubmit?: boolean;
  visible?: boolean;
  accountLimitRule?: string | null;
  oiRankScoreType?: 'Recent' | 'Highest';
}

export async function insertContest(o: ContestOptions): Promise<number> {
  const start = nowSeconds() + (o.startIn ?? -600);
  const duration = o.duration ?? 7200;
  const row = await env.DB.prepare(
    `INSERT INTO contests (title, description, type, auth, pwd, start_time, end_time, duration, user_duration, seal_rank, seal_rank_time, auto_real_rank, own_results_in_seal, open_rank, open_print, allow_end_submit, visible, open_account_limit, account_limit_rule, oi_rank_score_type, uid, author)
     VALUES (?, 'the contest', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      o.title ?? `Contest ${crypto.randomUUID().slice(0, 6)}`,
      o.type ?? 0,
      o.auth ?? 0,
      o.pwd ?? null,
      start,
      start + duration,
      duration,
      o.userDuration ?? 0,
      o.sealRank ? 1 : 0,
      o.sealRank ? nowSeconds() + (o.sealIn ?? -60) : null,
      o.autoRealRank === false ? 0 : 1,
      o.ownResultsInSeal === false ? 0 : 1,
      o.openRank ? 1 : 0,
      o.openPrint ? 1 : 0,
      o.allowEndSubmit ? 1 : 0,
      o.visible === false ? 0 : 1,
      o.accountLimitRule ? 1 : 0,
      o.accountLimitRule ?? null,
      o.oiRankScoreType ?? 'Recent',
      await uidOf(o.author),
      o.author,
    )
    .first<{ id: number }>();
  return row!.id;
}

export async function addContestProblem(cid: number, pid: number, displayId: string, displayTitle = `Title ${displayId}`, color: string | null = '#f00'): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO contest_problems (cid, pid, display_id, display_title, color) VALUES (?, ?, ?, ?, ?) RETURNING id').bind(cid, pid, displayId, displayTitle, color).first<{ id: number }>();
  return row!.id;
}

export async function registerIn(cid: number, username: string, personalStart: number | null = null): Promise<void> {
  await env.DB.prepare('INSERT INTO contest_registers (cid, uid, start_time) VALUES (?, ?, ?)').bind(cid, await uidOf(username), personalStart).run();
}

export interface TryOptions {
  cid: number;
  pid: number;
  displayId: string;
  username: string;
  status: number;
  score?: number | null;
  /** seconds from now */
  at?: number;
  code?: string;
  language?: string;
}

/** A judged contest try written directly. */
export async function insertTry(o: TryOptions): Promise<number> {
  const code = o.code ?? `int main() { return ${o.status}; }`;
  const row = await env.DB.prepare(
    'INSERT INTO submissions (pid, display_pid, uid, username, code, language, length, status, score, time, memory, cid, submit_time, counted_status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 15, 2048, ?, ?, ?) RETURNING submit_id',
  )
    .bind(o.pid, o.displayId, await uidOf(o.username), o.username, code, o.language ?? 'C++', code.length, o.status, o.score ?? null, o.cid, nowSeconds() + (o.at ?? -300), o.status)
    .first<{ submit_id: number }>();
  return row!.submit_id;
}

/** The five callers of the contest area: a visitor, a user, a participant, the contest's author (a teacher) and a super admin. */
export async function contestCast() {
  const [user, participant, teacher, root, admin] = await Promise.all([signUpAs('user'), signUpAs('user'), signUpAs('teacher'), signUpAs('root'), signUpAs('admin')]);
  return { user, participant, teacher, root, admin };
}

export async function contestProblem(options: Parameters<typeof insertProblem>[0] = {}) {
  return insertProblem({ auth: 3, ...options });
}
