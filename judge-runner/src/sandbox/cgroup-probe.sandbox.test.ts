import { describe, expect, it } from 'vitest';
import { detectCgroup, hasV2Root, parseMounts, v2Usable } from './cgroup-probe';
import { boxArgs, frameRequest, parseResultLine, unsendable } from './protocol';

/** This machine: v1 controllers, systemd's named hierarchy and an empty cgroup2 at .../unified. */
const HYBRID = `tmpfs /sys/fs/cgroup tmpfs rw,relatime,mode=755 0 0
cgroup /sys/fs/cgroup/cpu cgroup rw,relatime,cpu 0 0
cgroup /sys/fs/cgroup/cpuacct cgroup rw,relatime,cpuacct 0 0
cgroup /sys/fs/cgroup/memory cgroup rw,relatime,memory 0 0
cgroup /sys/fs/cgroup/pids cgroup rw,relatime,pids 0 0
cgroup /sys/fs/cgroup/systemd cgroup rw,relatime,name=systemd 0 0
cgroup2 /sys/fs/cgroup/unified cgroup2 rw,relatime 0 0
`;

const PURE_V2 = `/dev/vda1 / ext4 rw,relatime 0 0
cgroup2 /sys/fs/cgroup cgroup2 rw,nosuid,nodev,noexec,relatime,nsdelegate,memory_recursiveprot 0 0
`;

const COMBINED_CPU = `cgroup /sys/fs/cgroup/cpu,cpuacct cgroup rw,nosuid,nodev,noexec,relatime,cpu,cpuacct 0 0
cgroup /sys/fs/cgroup/memory cgroup rw,nosuid,nodev,noexec,relatime,memory 0 0
cgroup /sys/fs/cgroup/pids cgroup rw,nosuid,nodev,noexec,relatime,pids 0 0
`;

describe('cgroup detection', () => {
  it('takes a hybrid host (empty cgroup2 at /sys/fs/cgroup/unified) as v1', () => {
    expect(hasV2Root(HYBRID)).toBe(false);
    expect(detectCgroup(HYBRID, 'hugetlb\n')).toEqual({ ok: true, cgroup: 'v1' });
  });

  it('takes /sys/fs/cgroup as cgroup2 with memory and pids as v2', () => {
    expect(hasV2Root(PURE_V2)).toBe(true);
    expect(detectCgroup(PURE_V2, 'cpuset cpu io memory hugetlb pids rdma misc\n')).toEqual({ ok: true, cgroup: 'v2' });
  });

  it('does not take cgroup2 without the memory, pids or cpu controller', () => {
    expect(v2Usable('cpuset cpu io pids\n')).toBe(false);
    expect(v2Usable('memory\n')).toBe(false);
    expect(v2Usable('memory pids io\n')).toBe(false);
    const result = detectCgroup(PURE_V2, 'cpuset cpu io pids\n');
    expect(result.ok).toBe(false);
    expect(detectCgroup(PURE_V2, null).ok).toBe(false);
  });

  it('matches controllers by name, not by substring', () => {
    expect(v2Usable('memory_recursiveprot pidsx\n')).toBe(false);
    const fake = 'cgroup /a cgroup rw,name=memory 0 0\ncgroup /b cgroup rw,pids 0 0\ncgroup /c cgroup rw,cpuacct 0 0\n';
    expect(detectCgroup(fake, null).ok).toBe(false);
  });

  it('accepts cpu and cpuacct sharing one v1 hierarchy', () => {
    expect(detectCgroup(COMBINED_CPU, null)).toEqual({ ok: true, cgroup: 'v1' });
  });

  it('does not take v1 without a cpu hierarchy: a box would get every core', () => {
    expect(detectCgroup(HYBRID.replace(/^cgroup \/sys\/fs\/cgroup\/cpu cgroup.*\n/m, ''), null).ok).toBe(false);
  });

  it('explains in one sentence when there is nothing usable', () => {
    const result = detectCgroup('proc /proc proc rw 0 0\n', null);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/^No usable cgroup memory, pids and cpu controllers were found .*\.$/) });
  });

  it('reads octal escapes in mount points', () => {
    expect(parseMounts('cgroup /sys/fs/cgroup/my\\040dir cgroup rw,pids 0 0')[0]?.point).toBe('/sys/fs/cgroup/my dir');
  });
});

describe('launcher protocol', () => {
  const spec = {
    workDir: '/w',
    argv: ['./a.out', 'x y'],
    env: { PATH: '/usr/bin', EMPTY: '' },
    stdoutFile: '/o',
    stderrFile: '/e',
    limits: { cpuMs: 1000.4, wallMs: 3000, memoryKb: 65536, stackKb: 8192, processes: 16, fileSizeKb: 1024, stdoutBytes: 100, stderrBytes: 10 },
    readOnlyPaths: ['/root/.pyenv'],
  };

  it('turns a box into the launcher options', () => {
    expect(boxArgs(spec, 60001)).toEqual(
      [
        ...['--uid', '60001', '--dir', '/w', '--arg', './a.out', '--arg', 'x y', '--env', 'PATH=/usr/bin', '--env', 'EMPTY='],
        ...['--ro', '/root/.pyenv', '--stdout', '/o', '--stderr', '/e', '--cpu-ms', '1001', '--wall-ms', '3000', '--memory-kb', '65536'],
        ...['--stack-kb', '8192', '--processes', '16', '--fsize-kb', '1024', '--stdout-bytes', '100', '--stderr-bytes', '10'],
      ],
    );
  });

  it('frames a request with NULs and refuses arguments that contain one', () => {
    expect(frameRequest(['--uid', '1']).toString('latin1')).toBe('--uid\u00001\u0000\u0000');
    expect(unsendable(['ok', 'bad\u0000'])).toMatch(/NUL/);
    expect(unsendable(['ok'])).toBeNull();
  });

  it('parses result lines and turns anything else into a launcher error', () => {
    expect(parseResultLine('{"verdict":"signaled","exitCode":null,"signal":11,"cpuMs":3,"wallMs":4,"memoryKb":512}')).toEqual({
      verdict: 'signaled',
      exitCode: null,
      signal: 11,
      cpuMs: 3,
      wallMs: 4,
      memoryKb: 512,
    });
    expect(parseResultLine('{"verdict":"error","exitCode":null,"signal":null,"cpuMs":0,"wallMs":0,"memoryKb":0,"error":"no"}').error).toBe('no');
    expect(parseResultLine('garbage').verdict).toBe('error');
    expect(parseResultLine('{"verdict":"great"}').verdict).toBe('error');
  });
});
