/**
 * Hydro problem packages: per problem a folder (or the archive root) with `problem.yaml` (title,
 * tag list, optional pid), the statement in `problem.md` / `problem_zh.md` / `problem_en.md`, and
 * `testdata/` with `config.yaml` (time "1s" or "1000ms", memory "256m" or "1g", type, checker or
 * interactor, subtasks with score and cases) beside the input and output files.
 */
import { naturalCompare, splitScores } from '../../../contract/rules/problems';
import { PROBLEM_DEFAULTS, type JudgeCaseMode, type JudgeMode } from '../../../contract/judge';
import type { CaseToStore } from '../problem-save';
import { caseFrom, emptyImported, PackageError, packageText, type ImportedProblem } from './problem-package';
import { parseYaml, YamlError, type YamlValue } from './yaml';
import type { ZipArchive, ZipEntry } from '../testcase-zip';

type Map = { [key: string]: YamlValue };

function isMap(value: YamlValue | undefined): value is Map {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function yamlFile(archive: ZipArchive, name: string): Promise<Map> {
  let value: YamlValue;
  try {
    value = parseYaml(await packageText(archive, name, 'YAML'));
  } catch (error) {
    if (error instanceof YamlError) throw new PackageError(`${name} is not valid YAML: ${error.message}`);
    throw error;
  }
  if (value === null) return {};
  if (!isMap(value)) throw new PackageError(`${name} must be a mapping`);
  return value;
}

/** "1s", "1.5s", "500ms", "1000" (ms) → ms. */
export function hydroTime(value: YamlValue | undefined): number {
  if (typeof value === 'number') return Math.round(value);
  const match = typeof value === 'string' ? /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(value) : null;
  if (!match) return PROBLEM_DEFAULTS.timeLimit;
  const n = Number(match[1]);
  return Math.max(1, Math.round(match[2]?.toLowerCase() === 's' ? n * 1000 : n));
}

/** "256m", "256mb", "512MB", "1g", "65536k" → MB. */
export function hydroMemory(value: YamlValue | undefined): number {
  if (typeof value === 'number') return Math.round(value);
  const match = typeof value === 'string' ? /^\s*([\d.]+)\s*(k|kb|m|mb|g|gb)?\s*$/i.exec(value) : null;
  if (!match) return PROBLEM_DEFAULTS.memoryLimit;
  const n = Number(match[1]);
  const unit = (match[2] ?? 'm').toLowerCase()[0];
  return Math.max(1, Math.round(unit === 'g' ? n * 1024 : unit === 'k' ? n / 1024 : n));
}

const SECTIONS: [RegExp, 'description' | 'input' | 'output' | 'hint' | 'samples'][] = [
  [/^(description|background|题目描述|题目背景|描述)/i, 'description'],
  [/^(input|输入)/i, 'input'],
  [/^(output|输出)/i, 'output'],
  [/^(samples?|样例|sample input|输入样例)/i, 'samples'],
  [/^(hint|note|notes|提示|说明|数据范围)/i, 'hint'],
];

/** Splits a Hydro statement by its headings; samples come from ```inputN / ```outputN fences. */
export function splitStatement(markdown: string): { description: string; input: string; output: string; hint: string; examples: { input: string; output: string }[] } {
  const fences = new Map<string, { input: string; output: string }>();
  const withoutSamples = markdown.replace(/```(input|output)(\d+)[^\n]*\n([\s\S]*?)```/g, (_, kind: 'input' | 'output', n: string, body: string) => {
    const pair = fences.get(n) ?? { input: '', output: '' };
    pair[kind] = body;
    fences.set(n, pair);
    return '';
  });
  const parts = { description: '', input: '', output: '', hint: '' };
  let current: keyof typeof parts | 'samples' = 'description';
  let recognised = false;
  for (const line of withoutSamples.split('\n')) {
    const heading = /^#{1,3}\s+(.+?)\s*$/.exec(line);
    const section = heading ? SECTIONS.find(([pattern]) => pattern.test(heading[1]!))?.[1] : undefined;
    if (section) {
      current = section;
      recognised = true;
      continue;
    }
    if (current !== 'samples') parts[current] += `${line}\n`;
  }
  const trim = (s: string) => s.replace(/^\n+|\s+$/g, '');
  const examples = [...fences.entries()].sort(([a], [b]) => Number(a) - Number(b)).map(([, pair]) => pair);
  if (!recognised) return { description: trim(withoutSamples), input: '', output: '', hint: '', examples };
  return { description: trim(parts.description), input: trim(parts.input), output: trim(parts.output), hint: trim(parts.hint), examples };
}

function find(archive: ZipArchive, folder: string, name: string | undefined): ZipEntry | undefined {
  return name ? archive.find(`${folder}${name.replace(/^\.\//, '')}`) : undefined;
}

async function hydroCases(bucket: R2Bucket, archive: ZipArchive, folder: string, config: Map): Promise<{ cases: CaseToStore[]; type: 0 | 1; judgeCaseMode: JudgeCaseMode }> {
  const subtasks = Array.isArray(config.subtasks) ? config.subtasks.filter(isMap) : [];
  if (subtasks.length > 0) {
    const cases: CaseToStore[] = [];
    const summed = subtasks.every((s) => s.type === 'sum');
    for (const [g, subtask] of subtasks.entries()) {
      const list = Array.isArray(subtask.cases) ? subtask.cases.filter(isMap) : [];
      const score = typeof subtask.score === 'number' && subtask.score >= 0 ? Math.round(subtask.score) : 0;
      const split = splitScores(list.length, score);
      for (const [i, c] of list.entries()) {
        const input = find(archive, folder, typeof c.input === 'string' ? c.input : undefined);
        const output = find(archive, folder, typeof c.output === 'string' ? c.output : undefined);
        if (!input || !output) throw new PackageError(`${folder}config.yaml: subtask ${g + 1} names a test file that is not in the archive`);
        // A "min" subtask (Hydro's default) earns its score only when every case passes: each case carries the subtask's score.
        cases.push(await caseFrom(bucket, archive, input, output, summed ? split[i]! : score, summed ? null : g + 1));
      }
    }
    return { cases, type: 1, judgeCaseMode: summed ? 'default' : 'subtask_lowest' };
  }
  const stems = archive
    .files()
    .filter((e) => e.name.startsWith(folder) && !e.name.slice(folder.length).includes('/') && e.name.endsWith('.in'))
    .map((e) => e.name.slice(folder.length, -3))
    .sort(naturalCompare);
  const split = splitScores(stems.length);
  const cases: CaseToStore[] = [];
  for (const [i, stem] of stems.entries()) {
    const output = archive.find(`${folder}${stem}.out`) ?? archive.find(`${folder}${stem}.ans`);
    if (!output) throw new PackageError(`${folder}${stem}.in has no ${stem}.out or ${stem}.ans`);
    cases.push(await caseFrom(bucket, archive, archive.find(`${folder}${stem}.in`)!, output, split[i]!, null));
  }
  return { cases, type: 0, judgeCaseMode: 'default' };
}

function checkerLanguage(file: string): string {
  return /\.(cc|cpp|cxx)$/i.test(file) ? 'C++' : PROBLEM_DEFAULTS.spjLanguage;
}

export async function readHydro(bucket: R2Bucket, archive: ZipArchive): Promise<ImportedProblem[]> {
  const roots = archive
    .files()
    .map((e) => e.name)
    .filter((n) => /^(.+\/)?problem\.yaml$/.test(n) && !n.startsWith('__MACOSX/'))
    .map((n) => n.slice(0, n.length - 'problem.yaml'.length))
    .sort(naturalCompare);
  if (roots.length === 0) throw new PackageError('The archive is not a Hydro package: no problem.yaml');
  const list: ImportedProblem[] = [];
  for (const root of roots) {
    const meta = await yamlFile(archive, `${root}problem.yaml`);
    const statementEntry = ['problem_zh.md', 'problem.md', 'problem_en.md'].map((n) => archive.find(root + n)).find((e) => e !== undefined);
    const statement = splitStatement(statementEntry ? await archive.text(statementEntry, 4 * 1024 * 1024) : '');
    const folder = `${root}testdata/`;
    const config = archive.find(`${folder}config.yaml`) ? await yamlFile(archive, `${folder}config.yaml`) : {};
    const { cases, type, judgeCaseMode } = await hydroCases(bucket, archive, folder, config);
    let judgeMode: JudgeMode = 'default';
    let checker: string | null = null;
    if (config.type === 'interactive' && typeof config.interactor === 'string') {
      judgeMode = 'interactive';
      checker = config.interactor;
    } else if (typeof config.checker === 'string' && config.checker_type !== 'default' && config.checker_type !== undefined) {
      judgeMode = 'spj';
      checker = config.checker;
    }
    const checkerEntry = checker ? find(archive, folder, checker) : undefined;
    if (checker && !checkerEntry) throw new PackageError(`${folder}config.yaml names ${checker}, which is not in the archive`);
    const tagsRaw = Array.isArray(meta.tag) ? meta.tag : Array.isArray(meta.tags) ? meta.tags : [];
    list.push({
      ...emptyImported(),
      problemId: typeof meta.pid === 'string' && meta.pid.trim() !== '' ? meta.pid.trim() : null,
      title: typeof meta.title === 'string' ? meta.title : '',
      description: statement.description,
      input: statement.input,
      output: statement.output,
      hint: statement.hint || null,
      examples: statement.examples,
      timeLimit: hydroTime(config.time),
      memoryLimit: hydroMemory(config.memory),
      type,
      judgeCaseMode,
      judgeMode,
      spjCode: checkerEntry ? await archive.text(checkerEntry, 1024 * 1024) : null,
      spjLanguage: checker ? checkerLanguage(checker) : null,
      tags: tagsRaw.filter((t): t is string => typeof t === 'string').map((name) => ({ name })),
      cases,
    });
  }
  return list;
}
