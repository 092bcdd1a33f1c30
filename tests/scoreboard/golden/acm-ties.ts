import { JUDGE_STATUS as S } from '../../../contract/judge-status';
import { cell, type GoldenFixture } from './format';

/**
 * ACM: exact ties share a rank (1, 2, 2, 4), the third key (time of the last AC) splits equal
 * totals, free verdicts cost nothing, and two ACs in the same second are both first blood.
 *
 * - bob:   A AC 600 (his WA at 900 comes after the AC: ignored); B SE 1200 and CE 1300 are free,
 *          AC 1800. ac 2, total 600 + 1800 = 2400.
 * - alice: A WA 300 (+1200), cancelled 400, submitted-failed 450 and CE 500 free, AC 600 → 600 + 1200;
 *          B AC 2400. ac 2, total 1800 + 2400 = 4200, last AC 2400.
 * - carol: A AC 2400; B RE 300 (+1200), AC 600 → 1800. ac 2, total 4200, last AC 2400: an exact tie
 *          with alice, rank 2 for both (alice first by uid), and the next is rank 4.
 * - dave:  A partial accepted 100 (penalised) then AC 1200 → 2400; B AC 3000. total 5400, last 3000.
 * - erin:  A AC 3600; B AC 1800. total 5400 too, but last AC 3600 > 3000: rank 5.
 * - frank: C WA 500 (1 error), CE 600 free, pending 700 free: ac 0, rank 6.
 * - grace: C CE only: a row without cells, ac 0, tied with frank at rank 6.
 * First blood: A at 600 (alice and bob, the same second), B carol at 600, C nobody.
 */
export const acmTies: GoldenFixture = {
  name: 'acm-ties',
  contest: { type: 0, duration: 5 * 3600, sealOption: null },
  problems: ['A', 'B', 'C'],
  users: ['alice', 'bob', 'carol', 'dave', 'erin', 'frank', 'grace'].map((username) => ({ username })),
  submissions: [
    { user: 'alice', problem: 'A', status: S.wrongAnswer, at: 300 },
    { user: 'alice', problem: 'A', status: S.cancelled, at: 400 },
    { user: 'alice', problem: 'A', status: S.submittedFailed, at: 450 },
    { user: 'alice', problem: 'A', status: S.compileError, at: 500 },
    { user: 'alice', problem: 'A', status: S.accepted, at: 600 },
    { user: 'alice', problem: 'B', status: S.accepted, at: 2400 },
    { user: 'bob', problem: 'A', status: S.accepted, at: 600 },
    { user: 'bob', problem: 'A', status: S.wrongAnswer, at: 900 },
    { user: 'bob', problem: 'B', status: S.systemError, at: 1200 },
    { user: 'bob', problem: 'B', status: S.compileError, at: 1300 },
    { user: 'bob', problem: 'B', status: S.accepted, at: 1800 },
    { user: 'carol', problem: 'A', status: S.accepted, at: 2400 },
    { user: 'carol', problem: 'B', status: S.runtimeError, at: 300 },
    { user: 'carol', problem: 'B', status: S.accepted, at: 600 },
    { user: 'dave', problem: 'A', status: S.partialAccepted, at: 100 },
    { user: 'dave', problem: 'A', status: S.accepted, at: 1200 },
    { user: 'dave', problem: 'B', status: S.accepted, at: 3000 },
    { user: 'erin', problem: 'A', status: S.accepted, at: 3600 },
    { user: 'erin', problem: 'B', status: S.accepted, at: 1800 },
    { user: 'frank', problem: 'C', status: S.wrongAnswer, at: 500 },
    { user: 'frank', problem: 'C', status: S.compileError, at: 600 },
    { user: 'frank', problem: 'C', status: S.pending, at: 700 },
    { user: 'grace', problem: 'C', status: S.compileError, at: 800 },
  ],
  expected: {
    real: [
      { user: 'bob', rank: 1, ac: 2, totalTime: 2400, cells: { A: cell.fb(600), B: cell.ac(1800) } },
      { user: 'alice', rank: 2, ac: 2, totalTime: 4200, cells: { A: cell.fb(600, 1), B: cell.ac(2400) } },
      { user: 'carol', rank: 2, ac: 2, totalTime: 4200, cells: { A: cell.ac(2400), B: cell.fb(600, 1) } },
      { user: 'dave', rank: 4, ac: 2, totalTime: 5400, cells: { A: cell.ac(1200, 1), B: cell.ac(3000) } },
      { user: 'erin', rank: 5, ac: 2, totalTime: 5400, cells: { A: cell.ac(3600), B: cell.ac(1800) } },
      { user: 'frank', rank: 6, ac: 0, totalTime: 0, cells: { C: cell.no(1) } },
      { user: 'grace', rank: 6, ac: 0, totalTime: 0, cells: {} },
    ],
  },
};
