import { describe, expect, it } from 'vitest';
import { hydroMemory, hydroTime, splitStatement } from './hydro';
import { parseYaml, YamlError } from './yaml';

describe('parseYaml', () => {
  it('reads the mappings, sequences and scalars of Hydro configs', () => {
    const config = parseYaml(`# Hydro testdata config
type: default
time: 1s
memory: "256m"
checker_type: testlib
subtasks:
  - score: 30
    id: 1
    cases:
      - input: 1.in
        output: 1.out
      - {input: 2.in, output: 2.out}
  - score: 70 # the rest
    cases:
    - input: 3.in
      output: 3.out
flags: [a, 'b c', 3, true, null]
empty:
`);
    expect(config).toEqual({
      type: 'default',
      time: '1s',
      memory: '256m',
      checker_type: 'testlib',
      subtasks: [
        { score: 30, id: 1, cases: [{ input: '1.in', output: '1.out' }, { input: '2.in', output: '2.out' }] },
        { score: 70, cases: [{ input: '3.in', output: '3.out' }] },
      ],
      flags: ['a', 'b c', 3, true, null],
      empty: null,
    });
  });

  it('reads block scalars, quoted keys and top-level lists', () => {
    expect(parseYaml('title: |\n  line one\n  line two\nnote: >\n  folded\n  text\n"quoted key": \'it\'\'s\'\n')).toEqual({ title: 'line one\nline two\n', note: 'folded text\n', 'quoted key': "it's" });
    expect(parseYaml('- a\n- b\n')).toEqual(['a', 'b']);
    expect(parseYaml('')).toBeNull();
  });

  it('refuses what the format does not use', () => {
    expect(() => parseYaml('a: &x 1\nb: *x\n')).toThrow(YamlError);
    expect(() => parseYaml('a: 1\n---\nb: 2\n')).toThrow(/more than one document/);
    expect(() => parseYaml('a: [1, 2\n')).toThrow(/malformed flow collection/);
    expect(() => parseYaml('a: 1\n    b: 2\n')).toThrow(YamlError);
  });
});

describe('Hydro units and statements', () => {
  it('converts time and memory limits', () => {
    expect([hydroTime('1s'), hydroTime('1.5s'), hydroTime('500ms'), hydroTime(2000), hydroTime('soon')]).toEqual([1000, 1500, 500, 2000, 1000]);
    expect([hydroMemory('256m'), hydroMemory('512MB'), hydroMemory('1g'), hydroMemory('65536k'), hydroMemory(128), hydroMemory('lots')]).toEqual([256, 512, 1024, 64, 128, 256]);
  });

  it('splits a statement by its headings and takes the samples from fences', () => {
    const parts = splitStatement('# 题目描述\nAdd.\n\n## 输入格式\nTwo.\n\n## 输出格式\nSum.\n\n## 样例\n```input1\n1 2\n```\n```output1\n3\n```\n\n## 提示\nNone.');
    expect(parts).toEqual({ description: 'Add.', input: 'Two.', output: 'Sum.', hint: 'None.', examples: [{ input: '1 2\n', output: '3\n' }] });
    expect(splitStatement('Just text.').description).toBe('Just text.');
  });
});
