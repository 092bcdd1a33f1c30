/**
 * The compile step: the source (and the extra files that belong beside it) in a fresh box, the
 * language's compiler under the compile caps, the program's files kept in the compile cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { copyFile, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { JudgeEnvironment } from './environment';
import { makeBoxDir, readHead, writeFiles } from './files';
import { boxEnv, type HostLanguage } from './languages';
import { compileLimits, MESSAGE_BYTES } from './limits';
import { diskMessage, signalName } from './run-verdict';
import type { BoxResult, Sandbox } from './sandbox/types';

/** The launcher failed (not the code): a system error, never cached. */
export class SandboxFailure extends Error {}

export interface CompiledProgram {
  language: HostLanguage;
  /** host directory with the program's files, copied into each run's box */
  dir: string;
}

export type CompileResult = { ok: true; program: CompiledProgram } | { ok: false; message: string };

/** Everything the compile output depends on. */
export function compileKey(language: HostLanguage, code: string, extraFiles: Record<string, string> | null): string {
  const extras = Object.entries(extraFiles ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const material = JSON.stringify([language.definition.name, language.definition.compile(language.toolchain), language.toolchain.version, code, extras]);
  return createHash('sha256').update(material).digest('hex');
}

function failureHeading(result: BoxResult): string {
  switch (result.verdict) {
    case 'cpu':
    case 'wall':
      return 'Compile time limit exceeded';
    case 'memory':
      return 'Compile memory limit exceeded';
    case 'output':
      // The launcher reports both caps as 'output': SIGXFSZ (25) means the written file, not the messages.
      return result.signal === 25 ? 'Compiled program too large' : 'Compiler output limit exceeded';
    case 'signaled':
      return `Compiler killed by ${signalName(result.signal ?? 0)}`;
    case 'disk':
      return diskMessage(result).replace(/^The program/, 'The compiler');
    default:
      return '';
  }
}

function cap(text: string): string {
  const bytes = Buffer.from(text);
  return bytes.length <= MESSAGE_BYTES ? text : new TextDecoder().decode(bytes.subarray(0, MESSAGE_BYTES));
}

const MAX_PROGRAM_BYTES = 256 * 1024 * 1024;

/**
 * Whether a file of the compile box is an extra file the compile left as it was: those are written
 * into every run box anyway, so they are not part of the program. An extra file that the source or
 * the compiler's output replaced (a problem's extra file named main, Main.class, main.py…) is the
 * program's now and is kept.
 */
async function unchangedExtraFile(file: string, extraContent: string | undefined): Promise<boolean> {
  if (extraContent === undefined) return false;
  const size = (await stat(file)).size;
  return size === Buffer.byteLength(extraContent) && (await readFile(file, 'utf8')) === extraContent;
}

async function runCompiler(sandbox: Sandbox, env: JudgeEnvironment, language: HostLanguage, code: string, extraFiles: Record<string, string> | null, filesDir: string) {
  const scratch = await mkdtemp(path.join(env.workRoot, 'compile-'));
  try {
    const box = await makeBoxDir(path.join(scratch, 'box'));
    await writeFiles(box, { ...extraFiles, [language.definition.sourceFile]: code });
    const result = await sandbox.run({
      workDir: box,
      argv: language.definition.compile(language.toolchain),
      env: boxEnv(language),
      stdoutFile: path.join(scratch, 'stdout'),
      stderrFile: path.join(scratch, 'stderr'),
      limits: compileLimits(language.definition),
      readOnlyPaths: language.toolchain.readOnlyPaths,
      // only what the compiler wrote for the program comes back; the source and extra files are the runner's
      keepPatterns: language.definition.compileOutputs,
    });
    if (result.verdict === 'error') throw new SandboxFailure(`Sandbox failure while compiling: ${result.error ?? 'unknown'}`);
    const output = [await readHead(path.join(scratch, 'stdout'), MESSAGE_BYTES), await readHead(path.join(scratch, 'stderr'), MESSAGE_BYTES)].filter((s) => s.trim()).join('\n');
    if (result.verdict !== 'ok') {
      const heading = failureHeading(result);
      return { ok: false as const, message: cap([heading, output].filter(Boolean).join('\n') || `Compiler exited with code ${result.exitCode ?? '?'}`) };
    }
    let total = 0;
    for (const entry of await readdir(box, { withFileTypes: true })) {
      if (!entry.isFile() || (await unchangedExtraFile(path.join(box, entry.name), extraFiles?.[entry.name]))) continue;
      total += (await stat(path.join(box, entry.name))).size;
      if (total > MAX_PROGRAM_BYTES) return { ok: false as const, message: 'Compiled program too large' };
      await copyFile(path.join(box, entry.name), path.join(filesDir, entry.name));
    }
    return { ok: true as const, message: cap(output) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Compiles (or takes from the cache) and puts the program's files into `destDir`. */
export async function compileProgram(sandbox: Sandbox, env: JudgeEnvironment, language: HostLanguage, code: string, extraFiles: Record<string, string> | null, destDir: string): Promise<CompileResult> {
  const key = compileKey(language, code, extraFiles);
  mkdirSync(destDir, { recursive: true });
  // An entry evicted between its compile and the copy is compiled again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await env.cache.getOrCreate(key, (filesDir) => runCompiler(sandbox, env, language, code, extraFiles, filesDir));
    if (!outcome.ok) return { ok: false, message: outcome.message };
    if (await env.cache.copyFiles(key, destDir)) return { ok: true, program: { language, dir: destDir } };
  }
  throw new SandboxFailure('The compile cache lost the program three times');
}
