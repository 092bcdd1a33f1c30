/**
 * Demo trainings for the local stack: two categories, a public training and a private one (password
 * `training123`, alice already registered) on the demo problems, and, when the exam seed made it,
 * the exam "Demo paper: C++ basics" as a paper of the public training. Every statement is
 * idempotent; the standings are rebuilt from what the demo users already solved, with the Worker's
 * own statements (worker/trainings/progress.ts).
 */
import { sql } from 'drizzle-orm';
import { rebuildProgressStatements } from '../worker/trainings/progress';
import { inlineSql, sqlLiteral as q, sqlOneLine, statementBuilder } from './inline-sql';

export const PUBLIC_TRAINING = 'Getting started with C++';
export const PRIVATE_TRAINING = 'Algorithms camp (private)';
export const PRIVATE_TRAINING_PASSWORD = 'training123';
export const DEMO_PAPER = 'Demo paper: C++ basics';

/** The seeded teacher (scripts/seed.ts numbers the demo accounts' ids in order). */
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

const CATEGORIES = [
  ['Basics', '#409EFF'],
  ['Algorithms', '#67C23A'],
] as const;

const TRAININGS = [
  {
    title: PUBLIC_TRAINING,
    rank: 1,
    auth: 'Public',
    pwd: null,
    category: 'Basics',
    description: 'Your first steps: read input, compute, print. Solve them in order; the **progress bar** fills as you go.\n\n- input and output\n- loops\n- simple maths',
    problems: ['P1000', 'P1001', 'P1002', 'P1003', 'P1004', 'P1005'],
  },
  {
    title: PRIVATE_TRAINING,
    rank: 2,
    auth: 'Private',
    pwd: PRIVATE_TRAINING_PASSWORD,
    category: 'Algorithms',
    description: `Classic algorithms for the team. Enter the password (\`${PRIVATE_TRAINING_PASSWORD}\`) to join.`,
    problems: ['P1013', 'P1017', 'P1020', 'P1021'],
  },
] as const;

const trainingId = (title: string) => `(SELECT id FROM trainings WHERE title = ${q(title)} AND gid IS NULL ORDER BY id LIMIT 1)`;
const categoryId = (name: string) => `(SELECT id FROM training_categories WHERE name = ${q(name)} AND gid IS NULL ORDER BY id LIMIT 1)`;

/** The SQL of the demo trainings; safe to run on every start. */
export function seedTrainingsSql(): string {
  const db = statementBuilder();
  const lines: string[] = [];
  for (const [name, color] of CATEGORIES) {
    lines.push(`INSERT INTO training_categories (name, color) SELECT ${q(name)}, ${q(color)} WHERE NOT EXISTS (SELECT 1 FROM training_categories WHERE name = ${q(name)} AND gid IS NULL);`);
  }
  for (const t of TRAININGS) {
    lines.push(
      `INSERT INTO trainings (rank, title, description, auth, private_pwd, category_id, uid, author) SELECT ${t.rank}, ${q(t.title)}, ${sqlOneLine(t.description)}, ${q(t.auth)}, ${q(t.pwd)}, ${categoryId(t.category)}, ${q(TEACHER_ID)}, 'teacher' ` +
        `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(TEACHER_ID)}) AND NOT EXISTS (SELECT 1 FROM trainings WHERE title = ${q(t.title)} AND gid IS NULL);`,
    );
    for (const [i, problemId] of t.problems.entries()) {
      lines.push(`INSERT OR IGNORE INTO training_problems (tid, pid, display_id, rank) SELECT ${trainingId(t.title)}, id, problem_id, ${(i + 1) * 10} FROM problems WHERE problem_id = ${q(problemId)} AND ${trainingId(t.title)} IS NOT NULL;`);
    }
  }
  lines.push(`INSERT OR IGNORE INTO training_registers (tid, uid) SELECT ${trainingId(PRIVATE_TRAINING)}, id FROM users WHERE username_key = 'alice' AND ${trainingId(PRIVATE_TRAINING)} IS NOT NULL;`);
  lines.push(`INSERT OR IGNORE INTO training_exams (tid, eid) SELECT ${trainingId(PUBLIC_TRAINING)}, id FROM exams WHERE title = ${q(DEMO_PAPER)} AND ${trainingId(PUBLIC_TRAINING)} IS NOT NULL;`);
  for (const t of TRAININGS) lines.push(...rebuildProgressStatements(db, sql.raw(trainingId(t.title))).map(inlineSql));
  return `${lines.join('\n')}\n`;
}
