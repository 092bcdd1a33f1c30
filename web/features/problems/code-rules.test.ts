import { describe, expect, it } from 'vitest';
import { codeProblem } from './code-rules';

describe('codeProblem', () => {
  it('refuses blank code and code over 65535 characters', () => {
    expect(codeProblem('  \n\t ')).toBe('Code can not be empty');
    expect(codeProblem('x'.repeat(65536))).toBe('Code Length can not exceed 65535');
  });

  it('accepts anything else, up to the limit', () => {
    expect(codeProblem('int main(){}')).toBeNull();
    expect(codeProblem('x'.repeat(65535))).toBeNull();
  });
});
