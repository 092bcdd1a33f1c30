import { describe, expect, it } from 'vitest';
import {
  canManageProblem,
  canViewProblem,
  inPublicBank,
  caseGroup,
  caseModeRefusal,
  caseScore,
  CHECKER_COMPILE_WAIT_MS,
  compileWaitOver,
  displayIdRefusal,
  languageOffered,
  languageRefusal,
  templateRefusal,
  uniqueArchiveNames,
} from './rules';

const admin = { user: { id: 'a' }, roles: ['admin'] };
const teacher = { user: { id: 't' }, roles: ['teacher'] };
const user = { user: { id: 'u' }, roles: ['user'] };

describe('canViewProblem', () => {
  it('opens public bank problems to everybody and the rest to admin roles only', () => {
    expect(canViewProblem({ auth: 1, gid: null }, null)).toBe(true);
    expect(canViewProblem({ auth: 2, gid: null }, user)).toBe(false);
    expect(canViewProblem({ auth: 3, gid: null }, null)).toBe(false);
    expect(canViewProblem({ auth: 1, gid: 4 }, user)).toBe(false);
    expect(canViewProblem({ auth: 2, gid: 4 }, teacher)).toBe(true);
  });

  it('lists a group problem in the bank only once admitted (progress 2) and public', () => {
    expect(canViewProblem({ auth: 1, gid: 4, applyPublicProgress: 1 }, user)).toBe(false);
    expect(canViewProblem({ auth: 1, gid: 4, applyPublicProgress: 3 }, null)).toBe(false);
    expect(canViewProblem({ auth: 1, gid: 4, applyPublicProgress: 2 }, null)).toBe(true);
    expect(canViewProblem({ auth: 2, gid: 4, applyPublicProgress: 2 }, user)).toBe(false);
    expect(inPublicBank({ auth: 1, gid: null })).toBe(true);
    expect(inPublicBank({ auth: 3, gid: 4, applyPublicProgress: 2 })).toBe(false);
  });
});

describe('canManageProblem', () => {
  it('lets admins manage every problem and teachers their own', () => {
    expect(canManageProblem({ createdBy: 'x' }, admin)).toBe(true);
    expect(canManageProblem({ createdBy: 't' }, teacher)).toBe(true);
    expect(canManageProblem({ createdBy: 'x' }, teacher)).toBe(false);
    expect(canManageProblem({ createdBy: 'u' }, user)).toBe(false);
  });
});

describe('save rules', () => {
  it('names the display id rule that was broken', () => {
    expect(displayIdRefusal('CF-1', true)).toBeNull();
    expect(displayIdRefusal('P1', true)?.msg).toMatch(/^A remote problem's display ID starts with its judge/);
    expect(displayIdRefusal('POJ-1', false)).toMatchObject({ field: 'problem.problemId' });
  });

  it('refuses a case mode the type does not offer', () => {
    expect(caseModeRefusal(1, 'subtask_lowest')).toBeNull();
    expect(caseModeRefusal(0, 'subtask_lowest')?.msg).toBe("An ACM problem's judge case mode must be one of default, ergodic_without_error");
    expect(caseModeRefusal(1, 'ergodic_without_error')?.field).toBe('problem.judgeCaseMode');
  });

  it('checks OI scores and lets ACM cases fall back to their share', () => {
    expect(caseScore(10, 0, true, 50)).toBe(10);
    expect(caseScore('7', 0, true, 50)).toBe(7);
    expect(caseScore(null, 2, true, 50)).toEqual({ msg: 'Score_must_be_an_integer', field: 'samples[2].score' });
    expect(caseScore(-1, 0, true, 50)).toEqual({ msg: 'Score_must_be_greater_than_or_equal_to_0', field: 'samples[0].score' });
    expect(caseScore(2_000_000, 0, true, 50)).toMatchObject({ msg: 'A test case score must be at most 1000000' });
    expect(caseScore(null, 0, false, 50)).toBe(50);
    expect(caseScore(-3, 0, false, 50)).toBe(50);
    expect(caseScore(2_000_000, 0, false, 50)).toBe(2_000_000);
  });

  it('requires group numbers in subtask modes only', () => {
    expect(caseGroup(2, 0, 'subtask_average')).toBe(2);
    expect(caseGroup(null, 1, 'subtask_lowest')).toEqual({ msg: 'Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL', field: 'samples[1].groupNum' });
    expect(caseGroup(null, 0, 'default')).toBeNull();
    expect(caseGroup(-1, 0, 'default')).toBeNull();
    expect(caseGroup('3', 0, 'default')).toBe(3);
  });

  it('checks languages against the fleet, when a judge was ever seen', () => {
    expect(languageOffered('C++', [])).toBe(true);
    expect(languageOffered('C++', ['C'])).toBe(false);
    expect(languageRefusal([], ['C'])?.msg).toBe('At least one language must be chosen');
    expect(languageRefusal(['Go'], ['C'])?.msg).toBe('The language Go is not offered by the judge');
    expect(languageRefusal(['C'], ['C'])).toBeNull();
  });

  it('allows one template a language, of a chosen language', () => {
    expect(templateRefusal([{ language: 'C' }], ['C'])).toBeNull();
    expect(templateRefusal([{ language: 'C' }, { language: 'C' }], ['C'])?.field).toBe('codeTemplates[1]');
    expect(templateRefusal([{ language: 'Go' }], ['C'])?.field).toBe('codeTemplates[0].language');
  });
});

describe('uniqueArchiveNames', () => {
  it('prefixes a repeated file name with its case index', () => {
    expect(
      uniqueArchiveNames([
        { index: 1, inputName: 'a.in', outputName: 'a.out' },
        { index: 2, inputName: 'a.in', outputName: 'b.out' },
      ]),
    ).toEqual([
      { index: 1, input: 'a.in', output: 'a.out' },
      { index: 2, input: '2_a.in', output: 'b.out' },
    ]);
  });
});

describe('compileWaitOver', () => {
  it('ends the compile wait after its time', () => {
    expect(compileWaitOver(1000, 1000 + CHECKER_COMPILE_WAIT_MS - 1)).toBe(false);
    expect(compileWaitOver(1000, 1000 + CHECKER_COMPILE_WAIT_MS)).toBe(true);
  });
});
