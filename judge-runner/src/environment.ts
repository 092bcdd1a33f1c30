/**
 * Where the judge keeps its files: a root-only directory (so no box's uid can look into other
 * runs' data, even where the box sees the host's /tmp) with per-job work dirs and the compile cache.
 */
import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CompileCache } from './compile-cache';
import { hostLanguages, type HostLanguage } from './languages';

export interface JudgeEnvironment {
  workRoot: string;
  cache: CompileCache;
  languages(): Promise<HostLanguage[]>;
}

const DEFAULT_CACHE_MB = 512;

export async function prepareWorkRoot(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const info = statSync(dir);
  if (typeof process.getuid === 'function' && info.uid !== process.getuid()) throw new Error(`${dir} belongs to another user; the judge needs a directory of its own.`);
  return dir;
}

export function createEnvironment(workRoot: string, cacheBytes = DEFAULT_CACHE_MB * 1024 * 1024): JudgeEnvironment {
  return { workRoot, cache: new CompileCache(path.join(workRoot, 'compile-cache'), cacheBytes), languages: hostLanguages };
}

let shared: JudgeEnvironment | null = null;

/** JUDGE_WORK_DIR (default <tmp>/hoj-judge) and JUDGE_CACHE_MB (default 512). */
export function defaultEnvironment(): JudgeEnvironment {
  const cacheMb = Number(process.env.JUDGE_CACHE_MB ?? DEFAULT_CACHE_MB);
  shared ??= createEnvironment(process.env.JUDGE_WORK_DIR ?? path.join(tmpdir(), 'hoj-judge'), (Number.isFinite(cacheMb) && cacheMb > 0 ? cacheMb : DEFAULT_CACHE_MB) * 1024 * 1024);
  return shared;
}
