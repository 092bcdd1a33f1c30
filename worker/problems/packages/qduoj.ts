/**
 * QDUOJ exports: a zip of numbered folders, each with `problem.json` (display_id, title,
 * description / input_description / output_description / hint as {format, value} or text,
 * samples [{input, output}], time_limit in ms, memory_limit in MB, rule_type ACM or OI,
 * test_case_score [{input_name, output_name, score}], spj {language, code} or null, tags, source,
 * template {language: {code…}}) and the test files in `testcase/`.
 */
import { naturalCompare, splitScores } from '../../../contract/rules/problems';
import { PROBLEM_DEFAULTS } from '../../../contract/judge';
import type { CaseToStore } from '../problem-save';
import { caseFrom, clampInt, emptyImported, PackageError, packageText, type ImportedProblem } from './problem-package';
import type { ZipArchive } from '../testcase-zip';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function richText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.value === 'string') return value.value;
  return '';
}

/** QDUOJ's language names (C, C++, Java, Python2, Python3, Golang, JavaScript) match the judge's for C and C++. */
function language(name: unknown): string {
  return name === 'C++' ? 'C++' : PROBLEM_DEFAULTS.spjLanguage;
}

async function cases(bucket: R2Bucket, archive: ZipArchive, dir: string, raw: Json, isOi: boolean): Promise<CaseToStore[]> {
  const folder = `${dir}/testcase/`;
  const listed = Array.isArray(raw.test_case_score) ? raw.test_case_score.filter(isObject) : [];
  const named = listed.length > 0
    ? listed.map((c) => ({ input: String(c.input_name ?? ''), output: String(c.output_name ?? ''), score: typeof c.score === 'number' ? c.score : null }))
    : archive
        .files()
        .filter((e) => e.name.startsWith(folder) && e.name.endsWith('.in'))
        .map((e) => e.name.slice(folder.length, -3))
        .sort(naturalCompare)
        .map((stem) => ({ input: `${stem}.in`, output: `${stem}.out`, score: null }));
  const split = splitScores(named.length);
  const result: CaseToStore[] = [];
  for (const [i, c] of named.entries()) {
    const input = archive.find(folder + c.input);
    const output = archive.find(folder + c.output);
    if (!input) throw new PackageError(`${folder}${c.input} is not in the archive`);
    if (!output) throw new PackageError(`${folder}${c.output} is not in the archive (interactive QDUOJ problems are not supported)`);
    const score = isOi && c.score !== null && Number.isInteger(c.score) && c.score >= 0 ? c.score : split[i]!;
    result.push(await caseFrom(bucket, archive, input, output, score, null));
  }
  return result;
}

export async function readQduoj(bucket: R2Bucket, archive: ZipArchive): Promise<ImportedProblem[]> {
  const manifests = archive
    .files()
    .map((e) => e.name)
    .filter((n) => /^(.+\/)?problem\.json$/.test(n) && !n.startsWith('__MACOSX/'))
    .sort(naturalCompare);
  if (manifests.length === 0) throw new PackageError('The archive is not a QDUOJ export: no <n>/problem.json');
  const list: ImportedProblem[] = [];
  for (const manifest of manifests) {
    const dir = manifest.slice(0, Math.max(0, manifest.length - '/problem.json'.length));
    let raw: unknown;
    try {
      raw = JSON.parse(await packageText(archive, manifest, 'problem.json'));
    } catch (error) {
      if (error instanceof PackageError) throw error;
      throw new PackageError(`${manifest} is not valid JSON`);
    }
    if (!isObject(raw)) throw new PackageError(`${manifest} must hold a JSON object`);
    const isOi = raw.rule_type === 'OI';
    const spj = isObject(raw.spj) && typeof raw.spj.code === 'string' && raw.spj.code.trim() !== '' ? raw.spj : null;
    const templates = isObject(raw.template)
      ? Object.entries(raw.template).flatMap(([lang, t]) => {
          const code = typeof t === 'string' ? t : isObject(t) ? [t.prepend, t.template, t.append].filter((x) => typeof x === 'string').join('\n') : '';
          return code.trim() !== '' ? [{ language: lang, code, status: true }] : [];
        })
      : [];
    list.push({
      ...emptyImported(),
      problemId: typeof raw.display_id === 'string' && raw.display_id.trim() !== '' ? raw.display_id.trim() : null,
      title: typeof raw.title === 'string' ? raw.title : '',
      description: richText(raw.description),
      input: richText(raw.input_description),
      output: richText(raw.output_description),
      hint: richText(raw.hint) || null,
      source: typeof raw.source === 'string' ? raw.source : null,
      examples: Array.isArray(raw.samples) ? raw.samples.filter(isObject).map((s) => ({ input: String(s.input ?? ''), output: String(s.output ?? '') })) : [],
      timeLimit: clampInt(raw.time_limit, 1, 60_000, PROBLEM_DEFAULTS.timeLimit),
      memoryLimit: clampInt(raw.memory_limit, 1, 4096, PROBLEM_DEFAULTS.memoryLimit),
      type: isOi ? 1 : 0,
      judgeMode: spj ? 'spj' : 'default',
      spjCode: spj ? String(spj.code) : null,
      spjLanguage: spj ? language(spj.language) : null,
      tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string').map((name) => ({ name })) : [],
      codeTemplates: templates,
      cases: await cases(bucket, archive, dir, raw, isOi),
    });
  }
  return list;
}
