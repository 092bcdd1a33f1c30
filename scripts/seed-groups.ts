/**
 * Demo groups for the local stack (part 3 §2.3-§2.12): a public club and a private class (code
 * `CLS001`), both owned by the teacher; alice is a member of both, bob is waiting on the class. The
 * class has announcements, two problems of its own (copies of the demo problems P1000 and P1001 with
 * their statements, languages and test data rows, ids with the class's short-name prefix), a
 * homework training with those problems and a group contest. Every statement is idempotent and
 * guarded, so the seed runs on every start after the trainings (whose categories it uses).
 */
import { sql } from 'drizzle-orm';
import { GROUP_AUTH, groupProblemPrefix, MEMBER_AUTH } from '../contract/rules/groups';
import { rebuildProgressStatements } from '../worker/trainings/progress';
import { inlineSql, sqlLiteral as q, statementBuilder } from './inline-sql';

export const PUBLIC_GROUP = { name: 'Open Coding Club', shortName: 'openclub' } as const;
export const PRIVATE_GROUP = { name: 'Class 1 of Grade 10', shortName: 'class1', code: 'CLS001' } as const;
export const GROUP_HOMEWORK = 'Class 1 homework: warm-up';
export const GROUP_CONTEST = 'Class 1 weekly quiz';
/** The class's own problems: the stored id (prefix + typed id) and the demo problem copied. */
export const GROUP_PROBLEMS = [
  { problemId: `${groupProblemPrefix(PRIVATE_GROUP.shortName)}A1`, from: 'P1000', displayId: 'A' },
  { problemId: `${groupProblemPrefix(PRIVATE_GROUP.shortName)}A2`, from: 'P1001', displayId: 'B' },
] as const;

/** The seeded teacher (scripts/seed.ts numbers the demo accounts' ids in order). */
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

const groupId = (shortName: string) => `(SELECT id FROM groups WHERE lower(short_name) = ${q(shortName.toLowerCase())})`;
const uid = (username: string) => `(SELECT id FROM users WHERE username_key = ${q(username)})`;
const pid = (problemId: string) => `(SELECT id FROM problems WHERE problem_id = ${q(problemId)})`;
const homeworkId = `(SELECT id FROM trainings WHERE title = ${q(GROUP_HOMEWORK)} AND gid = ${groupId(PRIVATE_GROUP.shortName)} ORDER BY id LIMIT 1)`;
const contestId = `(SELECT id FROM contests WHERE title = ${q(GROUP_CONTEST)} AND gid = ${groupId(PRIVATE_GROUP.shortName)} ORDER BY id LIMIT 1)`;

const GROUPS = [
  {
    ...PUBLIC_GROUP,
    code: null,
    auth: GROUP_AUTH.public,
    brief: 'Anyone may join: weekly puzzles and chat',
    description: 'A club **open to everyone**. Join with one click and solve the weekly puzzles together.',
    members: [['alice', MEMBER_AUTH.member, null]],
  },
  {
    ...PRIVATE_GROUP,
    auth: GROUP_AUTH.private,
    brief: 'The programming class of Grade 10, room 1',
    description: `The class's homework, quizzes and rank. Ask your teacher for the invitation code and apply with your name.`,
    members: [
      ['alice', MEMBER_AUTH.member, 'Alice from Grade 10, room 1'],
      ['bob', MEMBER_AUTH.applying, 'Bob, new in the class this term'],
    ],
  },
] as const;

const ANNOUNCEMENTS = [
  { group: PRIVATE_GROUP.shortName, title: 'Welcome to Class 1', content: "Welcome! The **homework** tab holds this week's problems; the quiz opens on Friday." },
  { group: PRIVATE_GROUP.shortName, title: 'Homework due Sunday', content: 'Finish *Class 1 homework: warm-up* by Sunday evening.' },
  { group: PUBLIC_GROUP.shortName, title: 'Club meeting', content: 'We meet every Wednesday after school in the lab.' },
] as const;

/** The SQL of the demo groups at `now` (Unix seconds); safe to run on every start. */
export function seedGroupsSql(now: number): string {
  const db = statementBuilder();
  const lines: string[] = [];
  const teacherThere = `EXISTS (SELECT 1 FROM users WHERE id = ${q(TEACHER_ID)})`;
  for (const g of GROUPS) {
    lines.push(
      `INSERT INTO groups (name, short_name, brief, description, owner, uid, auth, code, visible, member_count) SELECT ${q(g.name)}, ${q(g.shortName)}, ${q(g.brief)}, ${q(g.description)}, 'teacher', ${q(TEACHER_ID)}, ${g.auth}, ${q(g.code)}, 1, 1 ` +
        `WHERE ${teacherThere} AND NOT EXISTS (SELECT 1 FROM groups WHERE lower(short_name) = ${q(g.shortName.toLowerCase())});`,
    );
    lines.push(`INSERT OR IGNORE INTO group_members (gid, uid, auth) SELECT ${groupId(g.shortName)}, ${q(TEACHER_ID)}, ${MEMBER_AUTH.root} WHERE ${groupId(g.shortName)} IS NOT NULL;`);
    for (const [username, level, reason] of g.members) {
      lines.push(`INSERT OR IGNORE INTO group_members (gid, uid, auth, reason) SELECT ${groupId(g.shortName)}, ${uid(username)}, ${level}, ${q(reason)} WHERE ${groupId(g.shortName)} IS NOT NULL AND ${uid(username)} IS NOT NULL;`);
    }
    lines.push(`UPDATE groups SET member_count = (SELECT count(*) FROM group_members WHERE gid = groups.id AND auth >= ${MEMBER_AUTH.member}) WHERE id = ${groupId(g.shortName)};`);
  }
  for (const a of ANNOUNCEMENTS) {
    lines.push(
      `INSERT INTO announcements (title, content, status, uid, gid) SELECT ${q(a.title)}, ${q(a.content)}, 0, ${q(TEACHER_ID)}, ${groupId(a.group)} ` +
        `WHERE ${groupId(a.group)} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM announcements WHERE title = ${q(a.title)} AND gid = ${groupId(a.group)});`,
    );
  }

  const classId = groupId(PRIVATE_GROUP.shortName);
  const copied =
    'title, description, input, output, examples, hint, source, difficulty, type, time_limit, memory_limit, stack_limit, judge_mode, judge_case_mode, is_remove_end_blank, open_case_result, is_file_io, is_upload_case, upload_testcase_dir, code_share';
  for (const p of GROUP_PROBLEMS) {
    lines.push(
      `INSERT INTO problems (problem_id, author, auth, gid, created_by, ${copied}) SELECT ${q(p.problemId)}, 'teacher', 1, ${classId}, ${q(TEACHER_ID)}, ${copied} FROM problems ` +
        `WHERE problem_id = ${q(p.from)} AND ${classId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM problems WHERE problem_id = ${q(p.problemId)});`,
    );
    // The test data rows point at the same stored files (R2 keeps them by hash).
    lines.push(
      `INSERT OR IGNORE INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, score, group_num, input_size, output_size) ` +
        `SELECT ${pid(p.problemId)}, idx, input_hash, output_hash, input_name, output_name, score, group_num, input_size, output_size FROM problem_cases WHERE pid = ${pid(p.from)} AND ${pid(p.problemId)} IS NOT NULL;`,
    );
    lines.push(`INSERT OR IGNORE INTO problem_languages (pid, language) SELECT ${pid(p.problemId)}, language FROM problem_languages WHERE pid = ${pid(p.from)} AND ${pid(p.problemId)} IS NOT NULL;`);
  }

  lines.push(
    `INSERT INTO trainings (rank, title, description, auth, category_id, uid, author, gid) SELECT 1, ${q(GROUP_HOMEWORK)}, ${q('This week: the two warm-up problems of the class. Solve both before Sunday.')}, 'Public', ` +
      `(SELECT id FROM training_categories WHERE gid IS NULL ORDER BY id LIMIT 1), ${q(TEACHER_ID)}, 'teacher', ${classId} ` +
      `WHERE ${classId} IS NOT NULL AND EXISTS (SELECT 1 FROM training_categories WHERE gid IS NULL) AND NOT EXISTS (SELECT 1 FROM trainings WHERE title = ${q(GROUP_HOMEWORK)} AND gid = ${classId});`,
  );
  for (const [i, p] of GROUP_PROBLEMS.entries()) {
    lines.push(`INSERT OR IGNORE INTO training_problems (tid, pid, display_id, rank) SELECT ${homeworkId}, id, problem_id, ${(i + 1) * 10} FROM problems WHERE problem_id = ${q(p.problemId)} AND ${homeworkId} IS NOT NULL;`);
  }
  lines.push(...rebuildProgressStatements(db, sql.raw(homeworkId)).map(inlineSql));

  // A quiz running for a month from the first seed: the class sees it on its contests tab.
  const start = now - 3600;
  const end = now + 30 * 86_400;
  lines.push(
    `INSERT INTO contests (title, description, type, auth, start_time, end_time, duration, uid, author, gid) SELECT ${q(GROUP_CONTEST)}, ${q('A short ACM quiz for Class 1 on the warm-up problems.')}, 0, 0, ${start}, ${end}, ${end - start}, ${q(TEACHER_ID)}, 'teacher', ${classId} ` +
      `WHERE ${classId} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM contests WHERE title = ${q(GROUP_CONTEST)} AND gid = ${classId});`,
  );
  for (const p of GROUP_PROBLEMS) {
    lines.push(`INSERT OR IGNORE INTO contest_problems (cid, pid, display_id, display_title) SELECT ${contestId}, id, ${q(p.displayId)}, title FROM problems WHERE problem_id = ${q(p.problemId)} AND ${contestId} IS NOT NULL;`);
  }
  return `${lines.join('\n')}\n`;
}
