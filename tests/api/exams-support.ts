import { env } from 'cloudflare:workers';
import { onTestFinished, vi } from 'vitest';
import { signUpAs } from './problems-support';
import { nowSeconds, uidOf } from './support';

/** Helpers of the question bank and exam tests: banks, questions, exams and trainings written straight into D1. */

/** The callers of this area: two learners, a teacher, an admin and the super admin. */
export async function examCast() {
  const [user, other, teacher, admin, root] = await Promise.all([signUpAs('user'), signUpAs('user'), signUpAs('teacher'), signUpAs('admin'), signUpAs('root')]);
  return { user, other, teacher, admin, root };
}

/**
 * Moves the clock the Worker reads forward for the rest of the test: the Worker's deps.clock is the
 * system clock of this isolate, so faking Date moves it (as the accounts tests do), with no waiting.
 */
export function travel(seconds: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + seconds * 1000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

export async function insertRepo(author: string, o: { title?: string; isPublic?: boolean; timeLimit?: number; remark?: string } = {}): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO exam_repos (title, remark, time_limit, is_public, uid, author) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(o.title ?? `Bank ${crypto.randomUUID().slice(0, 6)}`, o.remark ?? 'about the bank', o.timeLimit ?? 30, o.isPublic === false ? 0 : 1, await uidOf(author), author)
    .first<{ id: number }>();
  return row!.id;
}

export interface QuestionSpec {
  type: 0 | 1 | 2 | 3;
  grade?: number;
  content?: string;
  analysis?: string;
  /** [content, isCorrect] per choice or blank */
  answers: [string, boolean][];
}

export async function insertQuestion(author: string, q: QuestionSpec, repoId?: number): Promise<number> {
  const answers = JSON.stringify(q.answers.map(([content, isCorrect], i) => ({ id: i + 1, content, isCorrect })));
  const row = await env.DB.prepare('INSERT INTO exam_problems (type, content, grade, analysis, answers, uid, author) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(q.type, q.content ?? `Question of type ${q.type}`, q.grade ?? 2, q.analysis ?? `Analysis of type ${q.type}`, answers, await uidOf(author), author)
    .first<{ id: number }>();
  if (repoId !== undefined) await env.DB.prepare('INSERT INTO exam_repo_problems (repo_id, problem_id, rank) VALUES (?, ?, ?)').bind(repoId, row!.id, row!.id).run();
  return row!.id;
}

/** A single (C right), a multiple (A and C right), a true/false (A right) and a fill-in (two blanks): 2 + 3 + 1 + 4 points. */
export const FOUR_QUESTIONS: QuestionSpec[] = [
  { type: 0, grade: 2, answers: [['a', false], ['b', false], ['c', true], ['d', false]] },
  { type: 1, grade: 3, answers: [['a', true], ['b', false], ['c', true]] },
  { type: 2, grade: 1, answers: [['True', true], ['False', false]] },
  { type: 3, grade: 4, answers: [['int', true], ['main', true]] },
];
/** The right answers of FOUR_QUESTIONS, in order. */
export const RIGHT_ANSWERS = [['2'], ['0', '2'], ['0'], [' int', 'main ']];

/** A bank holding FOUR_QUESTIONS; answers its id and the question ids. */
export async function bankOfFour(author: string, o: { isPublic?: boolean; timeLimit?: number } = {}): Promise<{ repoId: number; ids: number[] }> {
  const repoId = await insertRepo(author, o);
  const ids: number[] = [];
  for (const q of FOUR_QUESTIONS) ids.push(await insertQuestion(author, q, repoId));
  return { repoId, ids };
}

export async function insertExam(author: string, repoId: number, o: { title?: string; startIn?: number; duration?: number; pwd?: string | null; visible?: boolean } = {}): Promise<number> {
  const start = nowSeconds() + (o.startIn ?? -600);
  const row = await env.DB.prepare('INSERT INTO exams (title, remark, start_time, end_time, exam_repo_id, pwd, visible, uid, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(o.title ?? `Exam ${crypto.randomUUID().slice(0, 6)}`, 'the remark', start, start + (o.duration ?? 7200), repoId, o.pwd ?? null, o.visible === false ? 0 : 1, await uidOf(author), author)
    .first<{ id: number }>();
  return row!.id;
}

/** A training (with its own category) holding exam papers; private ones need registering. */
export async function insertTraining(author: string, o: { auth?: 'Public' | 'Private'; eids?: number[] } = {}): Promise<number> {
  const category = await env.DB.prepare("INSERT INTO training_categories (name) VALUES ('exam tests') RETURNING id").first<{ id: number }>();
  const row = await env.DB.prepare('INSERT INTO trainings (title, auth, private_pwd, category_id, uid, author) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .bind(`Training ${crypto.randomUUID().slice(0, 6)}`, o.auth ?? 'Public', o.auth === 'Private' ? 'tpwd' : null, category!.id, await uidOf(author), author)
    .first<{ id: number }>();
  for (const eid of o.eids ?? []) await env.DB.prepare('INSERT INTO training_exams (tid, eid) VALUES (?, ?)').bind(row!.id, eid).run();
  return row!.id;
}

export async function historyRow(id: number) {
  return env.DB.prepare('SELECT * FROM exam_histories WHERE id = ?').bind(id).first<{ submit_time: number | null; user_score: number | null; deadline: number | null; kind: string; exam_id: number | null; training_id: number | null }>();
}
