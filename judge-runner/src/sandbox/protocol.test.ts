/** The wire format of the launcher: what a box spec becomes, and what a result line means. */
import { describe, expect, it } from 'vitest';
import { boxArgs, exactPattern, parseResultLine } from './protocol';
import type { BoxSpec } from './types';

const spec: BoxSpec = {
  workDir: '/work/box',
  argv: ['./main'],
  env: {},
  stdoutFile: '/work/stdout',
  stderrFile: '/work/stderr',
  limits: { cpuMs: 1000, wallMs: 3000, memoryKb: 65536, stackKb: 8192, processes: 16, fileSizeKb: 1024, stdoutBytes: 1 << 20, stderrBytes: 1 << 16, diskKb: 4096 },
};

/** The values of every occurrence of an option. */
const values = (args: string[], option: string) => args.flatMap((arg, i) => (arg === option ? [args[i + 1]] : []));

describe('boxArgs', () => {
  it('asks for no file back unless told, and for exactly the kept names and patterns', () => {
    expect(values(boxArgs(spec, 60000), '--keep')).toEqual([]);
    const args = boxArgs({ ...spec, keepFiles: ['sum.out', 'out[1]*?.txt', 'a\\b'], keepPatterns: ['*.class'] }, 60000);
    expect(values(args, '--keep')).toEqual(['sum.out', 'out\\[1]\\*\\?.txt', 'a\\\\b', '*.class']);
  });

  it('escapes an exact name so that fnmatch matches only it', () => {
    expect(exactPattern('Main$1.class')).toBe('Main$1.class');
    expect(exactPattern('[x]')).toBe('\\[x]');
  });
});

describe('parseResultLine', () => {
  it('reads the cap and, when there is one, the file a disk verdict names', () => {
    expect(parseResultLine('{"verdict":"disk","exitCode":0,"signal":null,"cpuMs":1,"wallMs":2,"memoryKb":3,"diskKb":4096}')).toEqual({
      verdict: 'disk',
      exitCode: 0,
      signal: null,
      cpuMs: 1,
      wallMs: 2,
      memoryKb: 3,
      diskKb: 4096,
    });
    expect(parseResultLine('{"verdict":"disk","exitCode":0,"signal":null,"cpuMs":1,"wallMs":2,"memoryKb":3,"diskKb":4096,"fileError":"sum.out: Resource temporarily unavailable"}')).toMatchObject({
      verdict: 'disk',
      fileError: 'sum.out: Resource temporarily unavailable',
    });
  });
});
