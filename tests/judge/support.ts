/**
 * Helpers of the judge test project: the program manifest, status names, and judging one entry
 * through the same path the CLI takes (package → JudgeJob → judge).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JudgeOutcome } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { JudgeEnvironment } from '../../judge-runner/src/environment';
import { judge } from '../../judge-runner/src/judge';
import { jobFromPackage, readProblemPackage } from '../../judge-runner/src/problem-package';
import type { Sandbox } from '../../judge-runner/src/sandbox/types';

export const JUDGE_TESTS = path.dirname(fileURLToPath(import.meta.url));
export const PROBLEMS = path.join(JUDGE_TESTS, 'problems');
export const PROGRAMS = path.join(JUDGE_TESTS, 'programs');

export const STATUS_BY_NAME = {
  AC: JUDGE_STATUS.accepted,
  WA: JUDGE_STATUS.wrongAnswer,
  PE: JUDGE_STATUS.presentationError,
  CE: JUDGE_STATUS.compileError,
  TLE: JUDGE_STATUS.timeLimitExceeded,
  MLE: JUDGE_STATUS.memoryLimitExceeded,
  RE: JUDGE_STATUS.runtimeError,
  SE: JUDGE_STATUS.systemError,
  PA: JUDGE_STATUS.partialAccepted,
} as const;

export type StatusName = keyof typeof STATUS_BY_NAME;

export function statusName(status: number): string {
  return Object.entries(STATUS_BY_NAME).find(([, code]) => code === status)?.[0] ?? String(status);
}

/** One program of tests/judge/programs/manifest.json and the verdict it must get. */
export interface ManifestEntry {
  file: string;
  language: string;
  problem: string;
  expect: StatusName;
  /** the score it must get (OI problems) */
  score?: number;
  /** how many cases must have run (ergodic stops at the first failure, CE runs none) */
  cases?: number;
  /** text the outcome's errorMessage must contain */
  message?: string;
}

export async function readManifest(): Promise<ManifestEntry[]> {
  return JSON.parse(await readFile(path.join(PROGRAMS, 'manifest.json'), 'utf8')) as ManifestEntry[];
}

/** Judges a source text against a problem package by the CLI's own path. */
export async function judgeSource(sandbox: Sandbox, problem: string, language: string, code: string, environment?: JudgeEnvironment): Promise<JudgeOutcome> {
  const pkg = await readProblemPackage(path.join(PROBLEMS, problem));
  const { job, files } = await jobFromPackage(pkg, { language, code });
  return judge(job, { sandbox, files, ...(environment ? { environment } : {}) });
}

export async function judgeEntry(sandbox: Sandbox, entry: ManifestEntry, environment?: JudgeEnvironment): Promise<JudgeOutcome> {
  return judgeSource(sandbox, entry.problem, entry.language, await readFile(path.join(PROGRAMS, entry.file), 'utf8'), environment);
}

/** What differs between an outcome and the entry's expectations (empty when it matches). */
export function mismatches(entry: ManifestEntry, outcome: JudgeOutcome): string[] {
  const problems: string[] = [];
  if (outcome.status !== STATUS_BY_NAME[entry.expect]) problems.push(`status ${statusName(outcome.status)}, expected ${entry.expect}`);
  if (entry.score !== undefined && outcome.score !== entry.score) problems.push(`score ${outcome.score}, expected ${entry.score}`);
  if (entry.cases !== undefined && outcome.cases.length !== entry.cases) problems.push(`${outcome.cases.length} cases, expected ${entry.cases}`);
  if (entry.message !== undefined && !(outcome.errorMessage ?? '').includes(entry.message)) problems.push(`message ${JSON.stringify(outcome.errorMessage)}, expected "${entry.message}"`);
  return problems;
}

/** Runs tasks with at most `limit` at a time, keeping their order in the results. */
export async function inParallel<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
