/**
 * The one language table of the runner: how each judge language compiles and runs inside the box,
 * its time and memory factors and its A+B template. Names follow the seed system's ("C++" is C++14).
 * Paths in argv are as seen inside the box, where the work dir is /box and toolchains sit at their host paths.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LanguageInfo } from '../../contract/judge';
import { hostToolchains, type HostToolchains, type Toolchain, type ToolchainId } from './toolchains';

export const BOX_DIR = '/box';

/** The problem's own limits (not scaled by the language's factors), for runtimes that take them as flags. */
export interface RunBudget {
  /** MB: the heap a managed runtime may grow to */
  memoryMb: number;
  /** MB */
  stackMb: number;
}

export interface LanguageDefinition {
  name: string;
  toolchain: ToolchainId;
  /** the editor mode */
  contentType: string;
  /** whether a checker or interactor may be written in it */
  isSpj: boolean;
  sourceFile: string;
  /** the compile (or syntax check) step; every language has one so a broken source is a CE */
  compile: (tc: Toolchain) => string[];
  /**
   * Shell patterns of the files the compile step writes into /box that the program needs to run:
   * the sandbox copies back only these (the source and the extra files are the runner's already).
   */
  compileOutputs: string[];
  run: (tc: Toolchain, budget: RunBudget) => string[];
  /** extra environment of both steps */
  env?: (tc: Toolchain) => Record<string, string>;
  /** CPU limit = timeLimit × timeFactor */
  timeFactor: number;
  /** memory limit = memoryLimit × memoryFactor */
  memoryFactor: number;
  /**
   * For a runtime that caps its own heap at the problem's memory limit (run's budget.memoryMb, below
   * the box's memory, which memoryFactor raises): what it prints when that heap is exhausted. Such a
   * message, with measured memory near the cap, is a memory limit (see runStatus).
   */
  heapExhausted?: RegExp;
  /** CPU seconds the compile step may use */
  compileSeconds: number;
  /** the toolchain must be at least this version (major) */
  minMajor?: number;
  describe: (tc: Toolchain) => string;
  template: string;
}

const C_TEMPLATE = `#include <stdio.h>

int main(void) {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    printf("%lld\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <iostream>
using namespace std;

int main() {
    long long a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const JAVA_TEMPLATE = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        long a = in.nextLong(), b = in.nextLong();
        System.out.println(a + b);
    }
}
`;

const PYTHON3_TEMPLATE = `a, b = map(int, input().split())
print(a + b)
`;

const PYTHON2_TEMPLATE = `a, b = map(int, raw_input().split())
print a + b
`;

const GO_TEMPLATE = `package main

import "fmt"

func main() {
\tvar a, b int64
\tfmt.Scan(&a, &b)
\tfmt.Println(a + b)
}
`;

const JAVASCRIPT_TEMPLATE = `const data = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(BigInt);
console.log(String(data[0] + data[1]));
`;

const RUST_TEMPLATE = `use std::io::Read;

fn main() {
    let mut input = String::new();
    std::io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`;

function gccFamily(name: string, toolchain: 'gcc' | 'g++', std: string, optimize: boolean, minMajor?: number): LanguageDefinition {
  const source = toolchain === 'gcc' ? 'main.c' : 'main.cpp';
  const label = toolchain === 'gcc' ? 'GCC' : 'G++';
  const stdLabel = toolchain === 'gcc' ? '' : ` (${std.replace('c++', 'C++')})`;
  return {
    name,
    toolchain,
    contentType: toolchain === 'gcc' ? 'text/x-csrc' : 'text/x-c++src',
    isSpj: true,
    sourceFile: source,
    compile: (tc) => [tc.binary, '-DONLINE_JUDGE', '-w', '-fmax-errors=3', `-std=${std}`, ...(optimize ? ['-O2'] : []), source, '-lm', '-o', 'main'],
    compileOutputs: ['main'],
    run: () => [`${BOX_DIR}/main`],
    timeFactor: 1,
    memoryFactor: 1,
    compileSeconds: 10,
    ...(minMajor ? { minMajor } : {}),
    describe: (tc) => `${label} ${tc.version}${stdLabel}${optimize ? ' -O2' : ''}`,
    template: toolchain === 'gcc' ? C_TEMPLATE : CPP_TEMPLATE,
  };
}

// Serial GC: one GC thread and no CPU burnt by parallel collectors; no perf data file in /tmp; class-data sharing for a faster start.
const JVM_COMMON = ['-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xshare:auto'];

const PYTHON_ENV = { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };

/**
 * The GC nursery PyPy would choose on this host. PyPy sizes it from the "cache size" line of
 * /proc/cpuinfo (half of it above 2 MB, else 1 MB), which the box's /proc (process directories
 * only) does not show: without this it would print a warning on every run's stderr.
 */
export function pypyNurseryBytes(cpuinfo: string): number {
  const cache = Number(/^cache size\s*:\s*(\d+) KB$/m.exec(cpuinfo)?.[1] ?? 0) * 1024;
  return cache > 2 * 1024 * 1024 ? Math.floor(cache / 2) : 1024 * 1024;
}

let hostNursery: string | undefined;
function hostPypyNursery(): string {
  if (hostNursery === undefined) {
    let cpuinfo = '';
    try {
      cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
    } catch {
      // no cpuinfo on the host either: PyPy's own default
    }
    hostNursery = String(pypyNurseryBytes(cpuinfo));
  }
  return hostNursery;
}

function pythonFamily(name: string, toolchain: 'python3' | 'python2' | 'pypy3', label: string, template: string): LanguageDefinition {
  return {
    name,
    toolchain,
    contentType: 'text/x-python',
    isSpj: false,
    sourceFile: 'main.py',
    compile: (tc) => [tc.binary, '-m', 'py_compile', 'main.py'],
    // a syntax check: the run reads main.py itself (a script's bytecode cache is never used)
    compileOutputs: [],
    run: (tc) => [tc.binary, `${BOX_DIR}/main.py`],
    env: () => (toolchain === 'pypy3' ? { ...PYTHON_ENV, PYPY_GC_NURSERY: hostPypyNursery() } : PYTHON_ENV),
    timeFactor: 2,
    memoryFactor: toolchain === 'pypy3' ? 2 : 1,
    compileSeconds: 10,
    describe: (tc) => `${label} ${tc.version}`,
    template,
  };
}

export const LANGUAGES: readonly LanguageDefinition[] = [
  gccFamily('C', 'gcc', 'c11', false),
  gccFamily('C With O2', 'gcc', 'c11', true),
  gccFamily('C++', 'g++', 'c++14', false),
  gccFamily('C++ With O2', 'g++', 'c++14', true),
  gccFamily('C++ 17', 'g++', 'c++17', false),
  gccFamily('C++ 17 With O2', 'g++', 'c++17', true),
  gccFamily('C++ 20', 'g++', 'c++20', false, 10),
  gccFamily('C++ 20 With O2', 'g++', 'c++20', true, 10),
  {
    name: 'Java',
    toolchain: 'java',
    contentType: 'text/x-java',
    isSpj: false,
    sourceFile: 'Main.java',
    compile: (tc) => [path.join(path.dirname(tc.binary), 'javac'), '-J-XX:+UseSerialGC', '-J-XX:-UsePerfData', '-J-Xss64m', '-J-Xmx512m', '-encoding', 'UTF-8', '-nowarn', '-d', '.', 'Main.java'],
    // Main.class, its nested classes (Main$1.class…) and any other top-level class of the source
    compileOutputs: ['*.class'],
    run: (tc, budget) => [tc.binary, ...JVM_COMMON, `-Xss${budget.stackMb}m`, `-Xmx${budget.memoryMb}m`, '-Dfile.encoding=UTF-8', '-cp', BOX_DIR, 'Main'],
    env: (tc): Record<string, string> => (tc.home ? { JAVA_HOME: tc.home } : {}),
    heapExhausted: /java\.lang\.OutOfMemoryError/,
    timeFactor: 2,
    memoryFactor: 2,
    compileSeconds: 20,
    describe: (tc) => `OpenJDK ${tc.version}`,
    template: JAVA_TEMPLATE,
  },
  pythonFamily('Python3', 'python3', 'Python', PYTHON3_TEMPLATE),
  pythonFamily('Python2', 'python2', 'Python', PYTHON2_TEMPLATE),
  pythonFamily('PyPy3', 'pypy3', 'PyPy', PYTHON3_TEMPLATE),
  {
    name: 'Golang',
    toolchain: 'go',
    contentType: 'text/x-go',
    isSpj: false,
    sourceFile: 'main.go',
    compile: (tc) => [tc.binary, 'build', '-o', 'main', 'main.go'],
    compileOutputs: ['main'],
    run: () => [`${BOX_DIR}/main`],
    env: (tc) => ({ GOROOT: tc.home ?? '', GOCACHE: `${BOX_DIR}/.gocache`, GOPATH: `${BOX_DIR}/.gopath`, GO111MODULE: 'off', CGO_ENABLED: '0', GOMAXPROCS: '1' }),
    timeFactor: 1,
    memoryFactor: 1,
    compileSeconds: 60,
    describe: (tc) => `Go ${tc.version}`,
    template: GO_TEMPLATE,
  },
  {
    name: 'JavaScript Node',
    toolchain: 'node',
    contentType: 'text/javascript',
    isSpj: false,
    sourceFile: 'main.js',
    compile: (tc) => [tc.binary, '--check', 'main.js'],
    compileOutputs: [],
    run: (tc, budget) => [tc.binary, `--stack-size=${Math.max(984, Math.floor(budget.stackMb * 1024 * 0.75))}`, `--max-old-space-size=${budget.memoryMb}`, `${BOX_DIR}/main.js`],
    heapExhausted: /JavaScript heap out of memory/,
    timeFactor: 2,
    memoryFactor: 2,
    compileSeconds: 10,
    describe: (tc) => `Node.js ${tc.version}`,
    template: JAVASCRIPT_TEMPLATE,
  },
  {
    name: 'Rust',
    toolchain: 'rustc',
    contentType: 'text/x-rustsrc',
    isSpj: false,
    sourceFile: 'main.rs',
    compile: (tc) => [tc.binary, '--edition=2021', '-O', '-C', 'debuginfo=0', '-o', 'main', 'main.rs'],
    compileOutputs: ['main'],
    run: () => [`${BOX_DIR}/main`],
    timeFactor: 1,
    memoryFactor: 1,
    compileSeconds: 30,
    describe: (tc) => `rustc ${tc.version}`,
    template: RUST_TEMPLATE,
  },
];

export function languageByName(name: string): LanguageDefinition | undefined {
  return LANGUAGES.find((l) => l.name === name);
}

/** A language of the table together with this host's toolchain for it. */
export interface HostLanguage {
  definition: LanguageDefinition;
  toolchain: Toolchain;
}

function majorOf(version: string): number {
  return Number.parseInt(version, 10);
}

export function availableLanguages(host: HostToolchains): HostLanguage[] {
  const out: HostLanguage[] = [];
  for (const definition of LANGUAGES) {
    const toolchain = host[definition.toolchain];
    if (!toolchain) continue;
    if (definition.minMajor && !(majorOf(toolchain.version) >= definition.minMajor)) continue;
    out.push({ definition, toolchain });
  }
  return out;
}

/** The environment of every box: nothing inherited from the runner. */
export function boxEnv(lang: HostLanguage): Record<string, string> {
  const pathDirs = [...lang.toolchain.binDirs, '/usr/local/bin', '/usr/bin', '/bin'];
  return {
    PATH: [...new Set(pathDirs)].join(':'),
    HOME: BOX_DIR,
    TMPDIR: BOX_DIR,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    ONLINE_JUDGE: '1',
    ...(lang.definition.env?.(lang.toolchain) ?? {}),
  };
}

export function languageInfo(lang: HostLanguage): LanguageInfo {
  const { definition, toolchain } = lang;
  return {
    name: definition.name,
    description: definition.describe(toolchain),
    contentType: definition.contentType,
    compileCommand: definition.compile(toolchain).join(' '),
    template: definition.template,
    isSpj: definition.isSpj,
  };
}

export async function hostLanguages(): Promise<HostLanguage[]> {
  return availableLanguages(await hostToolchains());
}

/** The languages this runner can judge, as it announces them to the Worker. */
export async function languagesOnThisHost(): Promise<LanguageInfo[]> {
  return (await hostLanguages()).map(languageInfo);
}
