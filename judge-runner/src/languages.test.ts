import { describe, expect, it } from 'vitest';
import { availableLanguages, boxEnv, languageByName, languageInfo, LANGUAGES, pypyNurseryBytes } from './languages';
import type { HostToolchains, Toolchain, ToolchainId } from './toolchains';

function fake(id: ToolchainId, version: string, home: string | null = null): Toolchain {
  const binary = home ? `${home}/bin/${id}` : `/usr/bin/${id}`;
  return { id, binary, version, home, binDirs: [binary.slice(0, binary.lastIndexOf('/'))], readOnlyPaths: home ? [home] : [] };
}

const everything: HostToolchains = {
  gcc: fake('gcc', '12.2.0'),
  'g++': fake('g++', '12.2.0'),
  java: fake('java', '17.0.15', '/usr/lib/jvm/java-17'),
  python3: fake('python3', '3.11.7', '/root/.pyenv/versions/3.11.7'),
  python2: fake('python2', '2.7.18', '/root/.pyenv/versions/2.7.18'),
  pypy3: fake('pypy3', '3.10.14', '/opt/pypy'),
  go: fake('go', '1.22.0', '/usr/local/go'),
  node: fake('node', '20.20.2'),
  rustc: fake('rustc', '1.95.0', '/root/.rustup/toolchains/stable'),
};

describe('the language table', () => {
  it('has the seed system names, each once', () => {
    const names = LANGUAGES.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['C', 'C With O2', 'C++', 'C++ With O2', 'C++ 17', 'C++ 17 With O2', 'C++ 20', 'C++ 20 With O2', 'Java', 'Python3', 'Python2', 'PyPy3', 'Golang', 'JavaScript Node', 'Rust']) {
      expect(names).toContain(name);
    }
  });

  it('gives every language a compile step on its source, a run command, sane factors and an A+B template', () => {
    for (const lang of LANGUAGES) {
      const tc = everything[lang.toolchain]!;
      expect(lang.compile(tc)).toContain(lang.sourceFile);
      expect(lang.compile(tc)[0]).toMatch(/^\//);
      expect(lang.run(tc, { memoryMb: 256, stackMb: 128 })[0]).toMatch(/^\//);
      expect(lang.timeFactor).toBeGreaterThanOrEqual(1);
      expect(lang.memoryFactor).toBeGreaterThanOrEqual(1);
      expect(lang.template.length).toBeGreaterThan(20);
      expect(lang.contentType).toMatch(/^text\//);
    }
  });

  it('keeps from the compile box exactly what each language runs: the binary, the class files, nothing for scripts', () => {
    const outputs = Object.fromEntries(LANGUAGES.map((l) => [l.name, l.compileOutputs]));
    expect(outputs).toMatchObject({ C: ['main'], 'C++ 20 With O2': ['main'], Java: ['*.class'], Python3: [], PyPy3: [], Golang: ['main'], 'JavaScript Node': [], Rust: ['main'] });
  });

  it("hands PyPy the GC nursery it would size from the host's cache, which the box's /proc does not show", () => {
    expect(pypyNurseryBytes('processor\t: 0\ncache size\t: 512 KB\n')).toBe(1024 * 1024);
    expect(pypyNurseryBytes('cache size\t: 32768 KB\n')).toBe(16 * 1024 * 1024);
    expect(pypyNurseryBytes('')).toBe(1024 * 1024);
    const pypy = availableLanguages({ pypy3: everything.pypy3 })[0]!;
    expect(boxEnv(pypy).PYPY_GC_NURSERY).toMatch(/^\d+$/);
    expect(boxEnv(availableLanguages({ python3: everything.python3 })[0]!).PYPY_GC_NURSERY).toBeUndefined();
  });

  it('marks only C and C++ as checker languages', () => {
    expect(LANGUAGES.filter((l) => l.isSpj).every((l) => l.toolchain === 'gcc' || l.toolchain === 'g++')).toBe(true);
  });

  it('builds C++ variants with their standard and O2 only where named', () => {
    const gpp = everything['g++']!;
    expect(languageByName('C++')!.compile(gpp)).toContain('-std=c++14');
    expect(languageByName('C++')!.compile(gpp)).not.toContain('-O2');
    expect(languageByName('C++ 17 With O2')!.compile(gpp)).toEqual(expect.arrayContaining(['-std=c++17', '-O2']));
    expect(languageByName('C++ 20')!.compile(gpp)).toContain('-std=c++20');
  });

  it('runs Java as class Main with JVM flags from the limits', () => {
    const java = languageByName('Java')!;
    expect(java.sourceFile).toBe('Main.java');
    expect(java.template).toContain('public class Main');
    const argv = java.run(everything.java!, { memoryMb: 256, stackMb: 128 });
    expect(argv).toEqual(expect.arrayContaining(['-Xss128m', '-Xmx256m', '-XX:+UseSerialGC', 'Main']));
    expect(java.compile(everything.java!)[0]).toBe('/usr/lib/jvm/java-17/bin/javac');
  });
});

describe('availableLanguages', () => {
  it('lists only languages whose toolchain the host has', () => {
    const host: HostToolchains = { gcc: everything.gcc, python3: everything.python3 };
    expect(availableLanguages(host).map((l) => l.definition.name)).toEqual(['C', 'C With O2', 'Python3']);
  });

  it('drops C++ 20 on a g++ too old for it', () => {
    const names = availableLanguages({ 'g++': fake('g++', '9.4.0') }).map((l) => l.definition.name);
    expect(names).toContain('C++ 17');
    expect(names).not.toContain('C++ 20');
  });
});

describe('languageInfo and boxEnv', () => {
  it('describes a language with its compiler and real compile command', () => {
    const [c] = availableLanguages({ gcc: everything.gcc });
    expect(languageInfo(c!)).toEqual({
      name: 'C',
      description: 'GCC 12.2.0',
      contentType: 'text/x-csrc',
      compileCommand: '/usr/bin/gcc -DONLINE_JUDGE -w -fmax-errors=3 -std=c11 main.c -lm -o main',
      template: expect.stringContaining('scanf'),
      isSpj: true,
    });
  });

  it('puts the toolchain first on PATH and inherits nothing', () => {
    const [py] = availableLanguages({ python3: everything.python3 });
    const env = boxEnv(py!);
    expect(env.PATH!.split(':')[0]).toBe('/root/.pyenv/versions/3.11.7/bin');
    expect(env.HOME).toBe('/box');
    expect(Object.keys(env)).not.toContain('USER');
  });
});
