import { env } from 'cloudflare:workers';
import type { SubmissionView } from '../../contract/api/submissions';
import { insertProblem } from './problems-support';
import { boardUser, judge, type TestUser } from './scoreboard-support';
import { call, expectOk, grantRole } from './support';

/** Helpers of the training tests: trainings, categories, papers and callers written straight into D1. */

export async function insertCategory(name = `Cat ${crypto.randomUUID().slice(0, 6)}`, color = '#409EFF'): Promise<number> {
  return (await env.DB.prepare('INSERT INTO training_categories (name, color) VALUES (?, ?) RETURNING id').bind(name, color).first<{ id: number }>())!.id;
}

export interface TrainingOptions {
  author: TestUser;
  title?: string;
  auth?: 'Public' | 'Private';
  pwd?: string | null;
  rank?: number;
  status?: boolean;
  categoryId?: number;
  rankShowName?: string;
}

export async function insertTraining(o: TrainingOptions): Promise<number> {
  const categoryId = o.categoryId ?? (await insertCategory());
  const row = await env.DB.prepare(
    'INSERT INTO trainings (rank, title, description, auth, private_pwd, category_id, rank_show_name, status, uid, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
  )
    .bind(o.rank ?? 1000, o.title ?? `Training ${crypto.randomUUID().slice(0, 6)}`, 'About **this** training', o.auth ?? 'Public', o.pwd ?? null, categoryId, o.rankShowName ?? 'username', o.status === false ? 0 : 1, o.author.uid, o.author.username)
    .first<{ id: number }>();
  return row!.id;
}

/** A public problem added to a training (directly: no standings are rebuilt). */
export async function trainingProblem(tid: number, rank = 1000, displayId?: string): Promise<{ pid: number; problemId: string }> {
  const p = await insertProblem({ auth: 1 });
  await env.DB.prepare('INSERT INTO training_problems (tid, pid, display_id, rank) VALUES (?, ?, ?, ?)').bind(tid, p.pid, displayId ?? p.problemId, rank).run();
  return p;
}

export async function registerIn(tid: number, user: TestUser): Promise<void> {
  await env.DB.prepare('INSERT INTO training_registers (tid, uid) VALUES (?, ?)').bind(tid, user.uid).run();
}

export async function userAs(role: 'user' | 'teacher' | 'admin' | 'root', fields: Parameters<typeof boardUser>[0] = {}): Promise<TestUser> {
  const user = await boardUser(fields);
  if (role !== 'user') await grantRole(user.username, role);
  return user;
}

/** The callers of the training area: a user, a registered user, the author (a teacher), another teacher, an admin and a super admin. */
export async function trainingCast() {
  const [user, member, teacher, otherTeacher, admin, root] = await Promise.all([
    userAs('user'),
    userAs('user', { realname: 'Member Real', school: 'North School', nickname: 'membernick' }),
    userAs('teacher'),
    userAs('teacher'),
    userAs('admin'),
    userAs('root'),
  ]);
  return { user, member, teacher, otherTeacher, admin, root };
}

export function submitFrom(user: TestUser, tid: number | undefined, pid: number) {
  return call<SubmissionView>('POST', '/api/submit-problem-judge', { token: user.token, body: { pid, tid, language: 'C++', code: 'int main(){}' } });
}

/** Submits from the training and has the runner judge it. */
export async function solve(user: TestUser, tid: number, pid: number, status: number, time = 10): Promise<number> {
  const { submitId } = expectOk(await submitFrom(user, tid, pid));
  await judge(submitId, { status, time });
  return submitId;
}

/** A question bank of questions with these grades, and an exam on it. */
export async function insertExam(author: TestUser, grades: number[], title = `Exam ${crypto.randomUUID().slice(0, 6)}`): Promise<{ eid: number; repoId: number }> {
  const repo = await env.DB.prepare('INSERT INTO exam_repos (title, uid, author) VALUES (?, ?, ?) RETURNING id').bind(`Bank of ${title}`, author.uid, author.username).first<{ id: number }>();
  for (const grade of grades) {
    const q = await env.DB.prepare("INSERT INTO exam_problems (type, content, grade, uid, author) VALUES (0, 'Q?', ?, ?, ?) RETURNING id").bind(grade, author.uid, author.username).first<{ id: number }>();
    await env.DB.prepare('INSERT INTO exam_repo_problems (repo_id, problem_id) VALUES (?, ?)').bind(repo!.id, q!.id).run();
  }
  const now = Math.floor(Date.now() / 1000);
  const exam = await env.DB.prepare('INSERT INTO exams (title, start_time, end_time, exam_repo_id, uid, author) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(title, now - 3600, now + 3600, repo!.id, author.uid, author.username)
    .first<{ id: number }>();
  return { eid: exam!.id, repoId: repo!.id };
}

export async function attachPaper(tid: number, eid: number): Promise<void> {
  await env.DB.prepare('INSERT INTO training_exams (tid, eid) VALUES (?, ?)').bind(tid, eid).run();
}

/** A submitted paper sheet, and the exam tab's row as submit_exercise keeps it. */
export async function submittedPaper(tid: number, user: TestUser, paper: { eid: number; repoId: number }, score: number): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const h = await env.DB.prepare("INSERT INTO exam_histories (uid, repo_id, exam_id, training_id, kind, start_time, submit_time, user_score, total_score) VALUES (?, ?, ?, ?, 'paper', ?, ?, ?, 10) RETURNING id")
    .bind(user.uid, paper.repoId, paper.eid, tid, now - 60, now, score)
    .first<{ id: number }>();
  const cells = JSON.stringify({ [paper.eid]: { id: h!.id, userScore: score, repoId: paper.repoId } });
  await env.DB.prepare('INSERT INTO training_exam_scores (tid, uid, total_score, cells) VALUES (?, ?, ?, ?) ON CONFLICT (tid, uid) DO UPDATE SET total_score = excluded.total_score, cells = excluded.cells')
    .bind(tid, user.uid, score, cells)
    .run();
  return h!.id;
}

export async function progressOf(tid: number, user: TestUser) {
  return env.DB.prepare('SELECT ac, total_run_time AS totalRunTime, cells FROM training_progress WHERE tid = ? AND uid = ?').bind(tid, user.uid).first<{ ac: number; totalRunTime: number; cells: string }>();
}
