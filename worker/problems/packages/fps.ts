/**
 * FPS (Free Problem Set, the HUSTOJ exchange format): `<fps><item>…</item></fps>`, each item with
 * title, time_limit (unit s or ms), memory_limit (unit mb or kb), description, input, output,
 * sample_input/sample_output pairs, test_input/test_output pairs, hint, source, solution and spj.
 * Tests are stored in R2 like any other; without test pairs the samples become the tests.
 */
import { PROBLEM_DEFAULTS } from '../../../contract/judge';
import { splitScores } from '../../../contract/rules/problems';
import type { CaseToStore } from '../problem-save';
import { emptyImported, PackageError, type ImportedProblem } from './problem-package';
import { childElements, parseXml, textOf, XmlError, type XmlElement } from './xml';
import { storeTestdata } from '../testcase-zip-store';

function number(text: string): number | null {
  const n = Number(text.trim());
  return Number.isFinite(n) && n > 0 ? n : null;
}

function timeLimitMs(element: XmlElement | undefined): number {
  const value = number(textOf(element));
  if (value === null) return PROBLEM_DEFAULTS.timeLimit;
  return Math.round((element?.attributes.unit ?? 's').toLowerCase() === 'ms' ? value : value * 1000);
}

function memoryLimitMb(element: XmlElement | undefined): number {
  const value = number(textOf(element));
  if (value === null) return PROBLEM_DEFAULTS.memoryLimit;
  const unit = (element?.attributes.unit ?? 'mb').toLowerCase();
  if (unit === 'kb') return Math.max(1, Math.ceil(value / 1024));
  if (unit === 'gb') return Math.round(value * 1024);
  return Math.round(value);
}

/** FPS names languages as HUSTOJ does; the judge's names are ours. */
function checkerLanguage(name: string | undefined): string {
  const lower = (name ?? '').toLowerCase();
  if (lower.startsWith('c++') || lower === 'cpp' || lower === 'cc') return 'C++';
  return PROBLEM_DEFAULTS.spjLanguage;
}

function pairs(item: XmlElement, inputName: string, outputName: string): { input: string; output: string }[] {
  const inputs = childElements(item, inputName).map(textOf);
  const outputs = childElements(item, outputName).map(textOf);
  return Array.from({ length: Math.max(inputs.length, outputs.length) }, (_, i) => ({ input: inputs[i] ?? '', output: outputs[i] ?? '' }));
}

async function storePairs(bucket: R2Bucket, list: { input: string; output: string }[]): Promise<CaseToStore[]> {
  const scores = splitScores(list.length);
  const cases: CaseToStore[] = [];
  for (const [i, pair] of list.entries()) {
    const input = await storeTestdata(bucket, pair.input);
    const output = await storeTestdata(bucket, pair.output);
    cases.push({ inputHash: input.hash, outputHash: output.hash, inputName: `${i + 1}.in`, outputName: `${i + 1}.out`, inputSize: input.size, outputSize: output.size, score: scores[i]!, groupNum: null });
  }
  return cases;
}

export async function readFps(bucket: R2Bucket, xml: string): Promise<ImportedProblem[]> {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlError) throw new PackageError(`The FPS file is not well-formed: ${error.message}`);
    throw error;
  }
  if (root.name !== 'fps') throw new PackageError('The file is not FPS: its root element is not <fps>');
  const items = childElements(root, 'item');
  if (items.length === 0) throw new PackageError('The FPS file has no <item>');
  const list: ImportedProblem[] = [];
  for (const item of items) {
    const one = (name: string) => childElements(item, name)[0];
    const examples = pairs(item, 'sample_input', 'sample_output');
    const tests = pairs(item, 'test_input', 'test_output');
    const spj = one('spj');
    const spjCode = spj ? textOf(spj) : '';
    list.push({
      ...emptyImported(),
      title: textOf(one('title')),
      description: textOf(one('description')),
      input: textOf(one('input')),
      output: textOf(one('output')),
      examples,
      hint: textOf(one('hint')) || null,
      source: textOf(one('source')) || null,
      timeLimit: timeLimitMs(one('time_limit')),
      memoryLimit: memoryLimitMb(one('memory_limit')),
      judgeMode: spjCode.trim() !== '' ? 'spj' : 'default',
      spjCode: spjCode.trim() !== '' ? spjCode : null,
      spjLanguage: spjCode.trim() !== '' ? checkerLanguage(spj?.attributes.language) : null,
      cases: await storePairs(bucket, tests.length > 0 ? tests : examples),
    });
  }
  return list;
}
