/**
 * What goes over the wire to the launcher (judge-runner/sandbox/main.c) and back: a box as
 * command-line arguments, a run as one NUL-framed request of `--serve`, a result as one JSON line.
 */
import type { BoxLimits, BoxResult, BoxSpec, BoxVerdict } from './types';

/** The launcher's options for one box, in the order of main.c's usage text. */
export function boxArgs(spec: Omit<BoxSpec, 'stdinFile' | 'stdoutFile'> & Partial<Pick<BoxSpec, 'stdinFile' | 'stdoutFile'>>, uid: number): string[] {
  const args = ['--uid', String(uid), '--dir', spec.workDir];
  for (const arg of spec.argv) args.push('--arg', arg);
  for (const [name, value] of Object.entries(spec.env)) args.push('--env', `${name}=${value}`);
  for (const path of spec.readOnlyPaths ?? []) args.push('--ro', path);
  if (spec.stdinFile !== undefined) args.push('--stdin', spec.stdinFile);
  if (spec.stdoutFile !== undefined) args.push('--stdout', spec.stdoutFile);
  args.push('--stderr', spec.stderrFile);
  const limits: [string, Exclude<keyof BoxLimits, 'diskKb'>][] = [
    ['--cpu-ms', 'cpuMs'],
    ['--wall-ms', 'wallMs'],
    ['--memory-kb', 'memoryKb'],
    ['--stack-kb', 'stackKb'],
    ['--processes', 'processes'],
    ['--fsize-kb', 'fileSizeKb'],
    ['--stdout-bytes', 'stdoutBytes'],
    ['--stderr-bytes', 'stderrBytes'],
  ];
  for (const [option, key] of limits) args.push(option, String(Math.max(0, Math.ceil(spec.limits[key]))));
  if (spec.limits.diskKb !== undefined) args.push('--disk-kb', String(Math.max(0, Math.ceil(spec.limits.diskKb))));
  for (const name of spec.keepFiles ?? []) args.push('--keep', exactPattern(name));
  for (const pattern of spec.keepPatterns ?? []) args.push('--keep', pattern);
  return args;
}

/** A pattern of fnmatch(3) that matches exactly this name: its wildcards and backslashes escaped. */
export function exactPattern(name: string): string {
  return name.replace(/[\\*?[]/g, '\\$&');
}

/** Why these arguments cannot be sent (a NUL byte would cut them), or null. */
export function unsendable(args: string[]): string | null {
  const bad = args.find((arg) => arg.includes('\0'));
  return bad === undefined ? null : `an argument, variable or path contains a NUL byte: ${JSON.stringify(bad.slice(0, 80))}`;
}

/** One `--serve` request: every argument NUL-terminated, then an empty argument. */
export function frameRequest(args: string[]): Buffer {
  return Buffer.from(args.map((arg) => `${arg}\0`).join('') + '\0');
}

const VERDICTS: ReadonlySet<BoxVerdict> = new Set(['ok', 'nonzero', 'signaled', 'cpu', 'wall', 'memory', 'output', 'disk', 'error']);

export function errorResult(error: string): BoxResult {
  return { verdict: 'error', exitCode: null, signal: null, cpuMs: 0, wallMs: 0, memoryKb: 0, error };
}

const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const integerOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** A result line of the launcher; anything unexpected is the launcher's failure. */
export function parseResultLine(line: string): BoxResult {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return errorResult(`the launcher printed something else than a result: ${line.slice(0, 200)}`);
  }
  if (typeof value !== 'object' || value === null) return errorResult(`unexpected launcher output: ${line.slice(0, 200)}`);
  const fields = value as Record<string, unknown>;
  const verdict = fields.verdict as BoxVerdict;
  if (!VERDICTS.has(verdict)) return errorResult(`unknown verdict from the launcher: ${line.slice(0, 200)}`);
  const result: BoxResult = {
    verdict,
    exitCode: integerOrNull(fields.exitCode),
    signal: integerOrNull(fields.signal),
    cpuMs: count(fields.cpuMs),
    wallMs: count(fields.wallMs),
    memoryKb: count(fields.memoryKb),
  };
  if (verdict === 'disk') {
    result.diskKb = count(fields.diskKb);
    if (typeof fields.fileError === 'string') result.fileError = fields.fileError;
  }
  if (verdict === 'error') result.error = typeof fields.error === 'string' ? fields.error : 'the launcher failed without saying why';
  return result;
}
