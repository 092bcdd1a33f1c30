/**
 * Demo problems from the problem packages under scripts/seed-problems/ (problem.json with the spec's
 * field names beside the test files, the format `npm run judge` reads). Rows go in as SQL with
 * INSERT OR IGNORE; the test files are stored by content hash through the local-only dev route.
 */
import { readdir, readFile } from 'node:fs/promises';
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
  languages?: string[];
}

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
      `INSERT OR IGNORE INTO problem_cases (pid, idx, input_hash, output_hash, input_name, output_name, score, group_num) VALUES (${pid}, ${c.index}, ${q(c.input)}, ${q(c.output)}, ${q(path.basename(source.input))}, ${q(path.basename(source.output))}, ${c.score}, ${q(c.groupNum)});`,
    );
    files.push({ hash: c.input, file: source.input }, { hash: c.output, file: source.output });
  }
  for (const language of statement.languages ?? []) sql.push(`INSERT OR IGNORE INTO problem_languages (pid, language) VALUES (${pid}, ${q(language)});`);
  return { sql, files };
}

export async function seedProblems(): Promise<SeedProblem> {
  const dirs = (await readdir(SEED_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => path.join(SEED_DIR, d.name)).sort();
  const all: SeedProblem = { sql: [], files: [] };
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
