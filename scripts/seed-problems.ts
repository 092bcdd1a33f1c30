/**
 * Demo problems from the problem packages under scripts/seed-problems/ (problem.json with the spec's
 * field names beside the test files, the format `npm run judge` reads). Rows go in as SQL with
 * INSERT OR IGNORE; the test files are stored by content hash through the local-only dev route.
 * Tags named in problem.json get their colour and classification from TAG_CATALOG.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { jobFromPackage, readProblemPackage } from '../judge-runner/src/problem-package';

const SEED_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), 'seed-problems');

interface Statement {
  problemId: string;
  title: string;
  description?: string;
  input?: string;
  output?: string;
  examples?: { input: string; output: string }[];
  hint?: string;
  source?: string;
  difficulty?: number;
  auth?: number;
  openCaseResult?: boolean;
  codeShare?: boolean;
  languages?: string[];
  tags?: string[];
  /** language → template code */
  codeTemplates?: Record<string, string>;
}

/** Classifications of the demo tags, by rank. */
const CLASSIFICATIONS = ['Basics', 'Math', 'Algorithms', 'Graphs', 'Judging'] as const;

/** Every tag the demo packages use, with its colour and classification. */
export const TAG_CATALOG: Record<string, { color: string; classification: (typeof CLASSIFICATIONS)[number] }> = {
  Simulation: { color: '#409eff', classification: 'Basics' },
  Strings: { color: '#67c23a', classification: 'Basics' },
  Stack: { color: '#909399', classification: 'Basics' },
  Math: { color: '#e6a23c', classification: 'Math' },
  'Number Theory': { color: '#f56c6c', classification: 'Math' },
  Sorting: { color: '#7b68ee', classification: 'Algorithms' },
  'Binary Search': { color: '#20b2aa', classification: 'Algorithms' },
  'Dynamic Programming': { color: '#ff7f50', classification: 'Algorithms' },
  'Prefix Sums': { color: '#6495ed', classification: 'Algorithms' },
  'Divide and Conquer': { color: '#c71585', classification: 'Algorithms' },
  'Shortest Path': { color: '#2e8b57', classification: 'Graphs' },
  'Union-Find': { color: '#8b4513', classification: 'Graphs' },
  'Special Judge': { color: '#b8860b', classification: 'Judging' },
  Interactive: { color: '#4682b4', classification: 'Judging' },
  Subtasks: { color: '#a0522d', classification: 'Judging' },
};

export interface SeedProblem {
  sql: string[];
  files: { hash: string; file: string }[];
}

const q = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return `'${value.replaceAll("'", "''")}'`;
};

async function seedProblem(dir: string): Promise<SeedProblem> {
  const statement = JSON.parse(await readFile(path.join(dir, 'problem.json'), 'utf8')) as Statement;
  const pkg = await readProblemPackage(dir);
  const { job } = await jobFromPackage(pkg, { language: 'C', code: '' });
  const p = pkg.problem;
  const pid = `(SELECT id FROM problems WHERE problem_id = ${q(statement.problemId)})`;
  const columns = {
    problem_id: statement.problemId,
    title: statement.title,
    author: 'root',
    description: statement.description ?? '',
    input: statement.input ?? '',
    output: statement.output ?? '',
    examples: JSON.stringify(statement.examples ?? []),
    hint: statement.hint ?? null,
    source: statement.source ?? null,
    difficulty: statement.difficulty ?? 0,
    auth: statement.auth ?? 1,
    open_case_result: statement.openCaseResult ?? true,
    code_share: statement.codeShare ?? true,
    type: p.type,
    time_limit: p.timeLimit,
    memory_limit: p.memoryLimit,
    stack_limit: p.stackLimit,
    judge_mode: p.judgeMode,
    judge_case_mode: p.judgeCaseMode,
    is_remove_end_blank: p.isRemoveEndBlank,
    is_file_io: p.isFileIO,
    io_read_file_name: p.ioReadFileName,
    io_write_file_name: p.ioWriteFileName,
    spj_code: p.checker?.code ?? null,
    spj_language: p.checker?.language ?? null,
    user_extra_file: p.userExtraFile ? JSON.stringify(p.userExtraFile) : null,
    judge_extra_file: p.judgeExtraFile ? JSON.stringify(p.judgeExtraFile) : null,
  };
  const sql = [`INSERT OR IGNORE INTO problems (${Object.keys(columns).join(', ')}) VALUES (${Object.values(columns).map(q).join(', ')});`];
  const files: SeedProblem['files'] = [];
  for (const [i, c] of job.cases.entries()) {
    const source = pkg.cases[i]!;
    sql.push(
      `INSERT OR IGNORE INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, input_size, output_size, score, group_num) VALUES (${pid}, ${c.index}, ${q(c.input)}, ${q(c.output)}, ${q(path.basename(source.input))}, ${q(path.basename(source.output))}, ${(await stat(source.input)).size}, ${(await stat(source.output)).size}, ${c.score}, ${q(c.groupNum)});`,
    );
    files.push({ hash: c.input, file: source.input }, { hash: c.output, file: source.output });
  }
  for (const language of statement.languages ?? []) sql.push(`INSERT OR IGNORE INTO problem_languages (pid, language) VALUES (${pid}, ${q(language)});`);
  for (const [language, code] of Object.entries(statement.codeTemplates ?? {})) {
    sql.push(`INSERT OR IGNORE INTO code_templates (pid, language, code, status) VALUES (${pid}, ${q(language)}, ${q(code)}, 1);`);
  }
  for (const tag of statement.tags ?? []) {
    if (!TAG_CATALOG[tag]) throw new Error(`${dir}/problem.json: the tag ${tag} is not in TAG_CATALOG of scripts/seed-problems.ts`);
    sql.push(`INSERT OR IGNORE INTO problem_tags (pid, tid) VALUES (${pid}, (SELECT id FROM tags WHERE oj = 'ME' AND name = ${q(tag)}));`);
  }
  return { sql, files };
}

/** The catalog's classifications and tags, each created once (a later seed finds them by name). */
function tagSql(): string[] {
  const sql = CLASSIFICATIONS.map(
    (name, rank) => `INSERT INTO tag_classifications (name, oj, rank) SELECT ${q(name)}, 'ME', ${rank} WHERE NOT EXISTS (SELECT 1 FROM tag_classifications WHERE oj = 'ME' AND name = ${q(name)});`,
  );
  for (const [name, tag] of Object.entries(TAG_CATALOG)) {
    const tcid = `(SELECT id FROM tag_classifications WHERE oj = 'ME' AND name = ${q(tag.classification)} ORDER BY id LIMIT 1)`;
    sql.push(`INSERT OR IGNORE INTO tags (name, color, oj, tcid) VALUES (${q(name)}, ${q(tag.color)}, 'ME', ${tcid});`);
  }
  return sql;
}

export async function seedProblems(): Promise<SeedProblem> {
  const dirs = (await readdir(SEED_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => path.join(SEED_DIR, d.name)).sort();
  const all: SeedProblem = { sql: tagSql(), files: [] };
  for (const dir of dirs) {
    const one = await seedProblem(dir);
    all.sql.push(...one.sql);
    all.files.push(...one.files);
  }
  return all;
}

/** Stores the test files in the running stack's R2 through PUT /api/dev/testdata/:hash (local mode only). */
export async function uploadTestdata(baseUrl: string, files: SeedProblem['files']): Promise<void> {
  const unique = new Map(files.map((f) => [f.hash, f.file]));
  for (const [hash, file] of unique) {
    const res = await fetch(`${baseUrl}/api/dev/testdata/${hash}`, { method: 'PUT', body: await readFile(file) });
    if (!res.ok) throw new Error(`storing test file ${file} failed (HTTP ${res.status})`);
  }
}
