/**
 * What this host really has: each toolchain of the language table resolved to its real binary
 * (never a pyenv shim or a rustup proxy, which would need their own state inside the box),
 * its version, and the directories outside /usr the sandbox must show read-only.
 * Only compilers' and interpreters' version probes run here, never user code.
 */
import { execFile } from 'node:child_process';
import { access, constants, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';

export const TOOLCHAIN_IDS = ['gcc', 'g++', 'java', 'python3', 'python2', 'pypy3', 'go', 'node', 'rustc'] as const;
export type ToolchainId = (typeof TOOLCHAIN_IDS)[number];

export interface Toolchain {
  id: ToolchainId;
  /** the real compiler or interpreter binary */
  binary: string;
  /** e.g. "12.2.0" */
  version: string;
  /** the toolchain's home (JAVA_HOME, GOROOT, the Rust sysroot, the Python prefix), when it has one */
  home: string | null;
  /** directories to put first on PATH inside the box */
  binDirs: string[];
  /** host directories outside the system tree the box must see read-only */
  readOnlyPaths: string[];
}

export type HostToolchains = Partial<Record<ToolchainId, Toolchain>>;

/** Directories every box sees anyway (the sandbox's read-only view of the system; /etc is not among them). */
const SYSTEM_PREFIXES = ['/usr/', '/bin/', '/lib/', '/lib64/', '/sbin/'];

function outsideSystem(dir: string): boolean {
  return !SYSTEM_PREFIXES.some((prefix) => `${dir}/`.startsWith(prefix));
}

function run(file: string, args: string[]): Promise<{ stdout: string; stderr: string } | null> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: 15_000, maxBuffer: 1 << 20, env: { ...process.env, LC_ALL: 'C' } }, (error, stdout, stderr) => {
      resolve(error ? null : { stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The real path of `name` on PATH (following symlinks), or null. */
async function which(name: string): Promise<string | null> {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (await isExecutable(candidate)) return candidate;
  }
  return null;
}

async function firstExisting(candidates: (string | null)[]): Promise<string | null> {
  for (const c of candidates) if (c && (await isExecutable(c))) return c;
  return null;
}

/** Entries looked at while walking a toolchain's home or the directories its links lead into: a JDK has a few hundred. */
const WALK_BUDGET = 5_000;

/**
 * The existing targets of absolute symlinks in a toolchain's home that lead outside the system
 * tree and the home: Debian's JDK links jvm.cfg and its security files into /etc/java-17-openjdk,
 * and lib/security/cacerts to /etc/ssl/certs/java/cacerts. Each is the path the link names, which
 * is where the box must show it. Six levels deep reaches the JDK's crypto policy files.
 */
async function linkTargets(home: string): Promise<Set<string>> {
  const targets = new Set<string>();
  let budget = WALK_BUDGET;
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (--budget < 0) return;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && depth < 6) await walk(full, depth + 1);
      else if (entry.isSymbolicLink()) {
        const target = path.normalize(await readlink(full).catch(() => '')).replace(/\/+$/, '');
        // a dangling link needs nothing, and a missing path cannot be bound
        if (target.startsWith('/') && outsideSystem(target) && !target.startsWith(home + '/') && (await stat(target).catch(() => null))) targets.add(target);
      }
    }
  };
  await walk(home, 1);
  return targets;
}

/** Whether every file and link below `dir` is one of `targets` (a directory of nothing else). */
async function onlyTargets(dir: string, targets: Set<string>, budget: { left: number }): Promise<boolean> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const entry of entries) {
    if (--budget.left < 0) return false;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() ? !(await onlyTargets(full, targets, budget)) : !targets.has(full)) return false;
  }
  return true;
}

/**
 * The paths outside the system tree a toolchain's home links to, for the box to bind read-only:
 * exactly the link targets, so that the box shows those files and nothing beside them (the JDK's
 * cacerts, not the rest of /etc/ssl). A directory that holds nothing but targets is bound whole
 * instead of file by file (all of /etc/java-17-openjdk is the JDK's): one mount, not 24. Never a
 * top-level directory such as /etc itself.
 */
export async function linkedPaths(home: string): Promise<string[]> {
  const targets = await linkTargets(home);
  const budget = { left: WALK_BUDGET };
  const chosen = new Set<string>();
  for (const target of targets) {
    let covering = target;
    for (let parent = path.dirname(covering); parent.split('/').length > 2 && (await onlyTargets(parent, targets, budget)); parent = path.dirname(parent)) covering = parent;
    chosen.add(covering);
  }
  // a target below a directory that is bound already needs no mount of its own
  return [...chosen].filter((p) => ![...chosen].some((other) => p.startsWith(other + '/'))).sort();
}

async function toolchain(id: ToolchainId, binary: string, version: string, home: string | null): Promise<Toolchain> {
  const binDir = path.dirname(binary);
  const roots = [...(home ? [home] : [binDir]), ...(home ? await linkedPaths(home) : [])].filter(outsideSystem);
  return { id, binary, version, home, binDirs: [binDir], readOnlyPaths: [...new Set(roots)].sort() };
}

async function detectGcc(id: 'gcc' | 'g++'): Promise<Toolchain | null> {
  const found = await firstExisting(['/usr/bin/' + id, await which(id)]);
  if (!found) return null;
  const version = (await run(found, ['-dumpfullversion']))?.stdout.trim();
  return version ? await toolchain(id, found, version, null) : null;
}

async function detectJava(): Promise<Toolchain | null> {
  const homes: string[] = [];
  if (process.env.JAVA_HOME) homes.push(process.env.JAVA_HOME);
  const javac = await which('javac');
  if (javac) homes.push(path.dirname(path.dirname(await realpath(javac))));
  for (const home of homes) {
    const java = path.join(home, 'bin', 'java');
    if (!(await isExecutable(java)) || !(await isExecutable(path.join(home, 'bin', 'javac')))) continue;
    const probe = await run(java, ['-version']);
    const version = /version "([^"]+)"/.exec(probe?.stderr ?? '')?.[1];
    if (version) return await toolchain('java', java, version, await realpath(home));
  }
  return null;
}

const PYTHON_PROBE = 'import os,sys;print(os.path.realpath(sys.executable));print(sys.prefix);print("%d.%d.%d" % sys.version_info[:3])';

async function pyenvBinaries(name: string, major: string): Promise<string[]> {
  const root = process.env.PYENV_ROOT ?? path.join(homedir(), '.pyenv');
  try {
    const versions = (await readdir(path.join(root, 'versions'))).filter((v) => v.startsWith(major + '.'));
    versions.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
    return versions.map((v) => path.join(root, 'versions', v, 'bin', name));
  } catch {
    return [];
  }
}

/** Asks the interpreter itself where it lives, which sees through pyenv shims. */
async function detectPython(id: 'python3' | 'python2' | 'pypy3'): Promise<Toolchain | null> {
  const major = id === 'python2' ? '2' : '3';
  const candidates = [await which(id), ...(id === 'pypy3' ? [] : await pyenvBinaries(id, major))];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const lines = (await run(candidate, ['-c', PYTHON_PROBE]))?.stdout.trim().split('\n');
    if (!lines || lines.length < 3 || !lines[2]!.startsWith(major + '.')) continue;
    const [binary, prefix, version] = lines as [string, string, string];
    return await toolchain(id, binary, version, prefix);
  }
  return null;
}

async function detectNode(): Promise<Toolchain | null> {
  // System paths first: under npm, PATH starts with node_modules/.bin, whose node belongs to the project.
  const found = await firstExisting(['/usr/local/bin/node', '/usr/bin/node', await which('node')]);
  if (!found) return null;
  const binary = await realpath(found);
  const version = (await run(binary, ['--version']))?.stdout.trim().replace(/^v/, '');
  return version ? await toolchain('node', binary, version, null) : null;
}

async function detectRust(): Promise<Toolchain | null> {
  const proxy = await which('rustc');
  if (!proxy) return null;
  const sysroot = (await run(proxy, ['--print', 'sysroot']))?.stdout.trim();
  if (!sysroot) return null;
  const binary = path.join(sysroot, 'bin', 'rustc');
  const version = /rustc (\S+)/.exec((await run(binary, ['--version']))?.stdout ?? '')?.[1];
  return version ? await toolchain('rustc', binary, version, sysroot) : null;
}

async function detectGo(): Promise<Toolchain | null> {
  const go = await which('go');
  if (!go) return null;
  const goroot = (await run(go, ['env', 'GOROOT']))?.stdout.trim();
  if (!goroot) return null;
  const binary = path.join(goroot, 'bin', 'go');
  const version = /go version go(\S+)/.exec((await run(binary, ['version']))?.stdout ?? '')?.[1];
  return version ? await toolchain('go', binary, version, goroot) : null;
}

async function detectPypy(): Promise<Toolchain | null> {
  const found = await detectPython('pypy3');
  return found ? { ...found, id: 'pypy3' } : null;
}

const DETECTORS: Record<ToolchainId, () => Promise<Toolchain | null>> = {
  gcc: () => detectGcc('gcc'),
  'g++': () => detectGcc('g++'),
  java: detectJava,
  python3: () => detectPython('python3'),
  python2: () => detectPython('python2'),
  pypy3: detectPypy,
  go: detectGo,
  node: detectNode,
  rustc: detectRust,
};

let detected: Promise<HostToolchains> | null = null;

/** The toolchains of this host, probed once per process. */
export function hostToolchains(): Promise<HostToolchains> {
  detected ??= (async () => {
    const entries = await Promise.all(TOOLCHAIN_IDS.map(async (id) => [id, await DETECTORS[id]().catch(() => null)] as const));
    const found: HostToolchains = {};
    for (const [id, tc] of entries) if (tc) found[id] = tc;
    return found;
  })();
  return detected;
}
