import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { EXAM_BANK, PAPER_EXAM, PRACTICE_BANK, RUNNING_EXAM, RUNNING_EXAM_PASSWORD, seedExamsSql } from '../../scripts/seed-exams';
import { nowSeconds } from './support';

/** The demo banks and exams `npm start` seeds (scripts/seed-exams.ts): complete, and the same after every start. */

const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

async function one<T>(query: string, ...params: (string | number)[]): Promise<T> {
  return (await env.DB.prepare(query).bind(...params).first<T>())!;
}

describe('demo question banks and exams', () => {
  it('seeds a public bank of 20+ questions of all four types with analysis, a hidden exam bank, a running private exam and the paper exam, once', async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email) VALUES (?, 'teacher', 'teacher', 'x', 'teacher@example.com')").bind(TEACHER_ID).run();
    const now = nowSeconds();
    await env.DB.exec(seedExamsSql(now));
    // An ended running exam moves forward; everything else stays as it is.
    await env.DB.prepare('UPDATE exams SET end_time = ? WHERE title = ?').bind(now - 10, RUNNING_EXAM).run();
    await env.DB.exec(seedExamsSql(now + 60));

    const bank = await one<{ id: number; is_public: number }>('SELECT id, is_public FROM exam_repos WHERE title = ?', PRACTICE_BANK);
    expect(bank.is_public).toBe(1);
    const stats = await one<{ n: number; types: number; analysed: number }>(
      'SELECT count(*) AS n, count(DISTINCT p.type) AS types, sum(p.analysis <> \'\') AS analysed FROM exam_repo_problems rp JOIN exam_problems p ON p.id = rp.problem_id WHERE rp.repo_id = ?',
      bank.id,
    );
    expect(stats.n).toBeGreaterThanOrEqual(20);
    expect(stats.types).toBe(4);
    expect(stats.analysed).toBe(stats.n);
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM exam_repos WHERE title IN (?, ?)', PRACTICE_BANK, EXAM_BANK)).n).toBe(2);
    expect((await one<{ is_public: number }>('SELECT is_public FROM exam_repos WHERE title = ?', EXAM_BANK)).is_public).toBe(0);

    const running = await one<{ n: number; start_time: number; end_time: number; pwd: string }>('SELECT count(*) AS n, start_time, end_time, pwd FROM exams WHERE title = ?', RUNNING_EXAM);
    expect(running.n).toBe(1);
    expect(running.pwd).toBe(RUNNING_EXAM_PASSWORD);
    expect(running.start_time).toBeLessThan(now);
    expect(running.end_time).toBe(now + 60 + 30 * 86_400);
    const paper = await one<{ n: number; exam_repo_id: number }>('SELECT count(*) AS n, exam_repo_id FROM exams WHERE title = ?', PAPER_EXAM);
    expect(paper).toEqual({ n: 1, exam_repo_id: bank.id });
  });
});
