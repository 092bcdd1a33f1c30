import { JUDGE_STATUS as S } from '../../../contract/judge-status';
import { cell, type GoldenFixture } from './format';

/**
 * Personal durations: a 24-hour window with a 2-hour personal limit; ann starts at the contest
 * start, cy 3600 s later, bo 36000 s later. Times are on each user's own clock (submitTime − base).
 * - ann: A AC at 3000 → 3000; B AC at 6000 → 6000. ac 2, total 9000.
 * - bo:  A AC at 37200 → 1200; B AC at 39000 → 3000. ac 2, total 4200: rank 1.
 * - cy:  A WA at 3700, AC at 4200 → 600 + 1200 = 1800. ac 1.
 * First blood is decided on the absolute moment: ann's A at 3000 beats cy (4200) and bo (37200)
 * although bo's own time (1200) is smaller; ann's B at 6000 beats bo's 39000.
 */
export const acmPersonalDurations: GoldenFixture = {
  name: 'acm-personal-durations',
  contest: { type: 0, duration: 24 * 3600, sealOption: null, userDuration: 2 * 3600 },
  problems: ['A', 'B'],
  users: [{ username: 'ann' }, { username: 'bo', startOffset: 36000 }, { username: 'cy', startOffset: 3600 }],
  submissions: [
    { user: 'ann', problem: 'A', status: S.accepted, at: 3000 },
    { user: 'ann', problem: 'B', status: S.accepted, at: 6000 },
    { user: 'bo', problem: 'A', status: S.accepted, at: 37200 },
    { user: 'bo', problem: 'B', status: S.accepted, at: 39000 },
    { user: 'cy', problem: 'A', status: S.wrongAnswer, at: 3700 },
    { user: 'cy', problem: 'A', status: S.accepted, at: 4200 },
  ],
  expected: {
    real: [
      { user: 'bo', rank: 1, ac: 2, totalTime: 4200, cells: { A: cell.ac(1200), B: cell.ac(3000) } },
      { user: 'ann', rank: 2, ac: 2, totalTime: 9000, cells: { A: cell.fb(3000), B: cell.fb(6000) } },
      { user: 'cy', rank: 3, ac: 1, totalTime: 1800, cells: { A: cell.ac(600, 1) } },
    ],
  },
};

/**
 * After-contest submissions on a 2-hour contest (end 7200; a submission at 7200 is still inside).
 * Without containsEnd they are ignored: fay and gus, who only submitted after the end, have no row.
 * - dan: A AC 600 (first blood); B WA 7000, AC 7300 (after). Real: ac 1, total 600, B 1 error.
 * - eve: A WA 100, AC 1000 → 2200; B AC 7200 (inside, first blood on B). ac 2, total 9400.
 * With containsEnd the after-contest ACs count for ac and rank, marked isAfterContest, and are never
 * first blood: dan's B 7300 + 1200 → ac 2, total 9100, ahead of eve; fay C AC 8000 → 8000;
 * gus C WA 7400, AC 7500 → 8700.
 */
export const acmAfterContest: GoldenFixture = {
  name: 'acm-after-contest',
  contest: { type: 0, duration: 2 * 3600, sealOption: null },
  problems: ['A', 'B', 'C'],
  users: ['dan', 'eve', 'fay', 'gus'].map((username) => ({ username })),
  submissions: [
    { user: 'dan', problem: 'A', status: S.accepted, at: 600 },
    { user: 'dan', problem: 'B', status: S.wrongAnswer, at: 7000 },
    { user: 'dan', problem: 'B', status: S.accepted, at: 7300 },
    { user: 'eve', problem: 'A', status: S.wrongAnswer, at: 100 },
    { user: 'eve', problem: 'A', status: S.accepted, at: 1000 },
    { user: 'eve', problem: 'B', status: S.accepted, at: 7200 },
    { user: 'fay', problem: 'C', status: S.accepted, at: 8000 },
    { user: 'gus', problem: 'C', status: S.wrongAnswer, at: 7400 },
    { user: 'gus', problem: 'C', status: S.accepted, at: 7500 },
  ],
  expected: {
    real: [
      { user: 'eve', rank: 1, ac: 2, totalTime: 9400, cells: { A: cell.ac(1000, 1), B: cell.fb(7200) } },
      { user: 'dan', rank: 2, ac: 1, totalTime: 600, cells: { A: cell.fb(600), B: cell.no(1) } },
    ],
    'real+end': [
      { user: 'dan', rank: 1, ac: 2, totalTime: 9100, cells: { A: cell.fb(600), B: cell.after(7300, 1) } },
      { user: 'eve', rank: 2, ac: 2, totalTime: 9400, cells: { A: cell.ac(1000, 1), B: cell.fb(7200) } },
      { user: 'fay', rank: 3, ac: 1, totalTime: 8000, cells: { C: cell.after(8000) } },
      { user: 'gus', rank: 4, ac: 1, totalTime: 8700, cells: { C: cell.after(7500, 1) } },
    ],
  },
};

/**
 * A rejudge changes the leader and moves first blood.
 * Before: hal A AC 300, B AC 1200 → 1500; ivy A AC 600, B WA 900, AC 1500 → 600 + 2700 = 3300.
 * hal leads with first blood on A and B.
 * Rejudges: hal's A AC becomes WA; ivy's B WA at 900 becomes AC. After: hal A 1 error, B 1200 → ac 1;
 * ivy A 600 (now first blood, the earlier AC is gone), B AC 900 (first blood, ahead of hal's 1200;
 * her AC at 1500 now comes after the cell ended) → ac 2, total 1500: ivy leads.
 */
export const acmRejudge: GoldenFixture = {
  name: 'acm-rejudge',
  contest: { type: 0, duration: 3 * 3600, sealOption: null },
  problems: ['A', 'B'],
  users: [{ username: 'hal' }, { username: 'ivy' }],
  submissions: [
    { key: 'halA', user: 'hal', problem: 'A', status: S.accepted, at: 300 },
    { user: 'hal', problem: 'B', status: S.accepted, at: 1200 },
    { user: 'ivy', problem: 'A', status: S.accepted, at: 600 },
    { key: 'ivyB', user: 'ivy', problem: 'B', status: S.wrongAnswer, at: 900 },
    { user: 'ivy', problem: 'B', status: S.accepted, at: 1500 },
  ],
  rejudges: [
    { key: 'halA', status: S.wrongAnswer },
    { key: 'ivyB', status: S.accepted },
  ],
  expectedBeforeRejudges: {
    real: [
      { user: 'hal', rank: 1, ac: 2, totalTime: 1500, cells: { A: cell.fb(300), B: cell.fb(1200) } },
      { user: 'ivy', rank: 2, ac: 2, totalTime: 3300, cells: { A: cell.ac(600), B: cell.ac(1500, 1) } },
    ],
  },
  expected: {
    real: [
      { user: 'ivy', rank: 1, ac: 2, totalTime: 1500, cells: { A: cell.fb(600), B: cell.fb(900) } },
      { user: 'hal', rank: 2, ac: 1, totalTime: 1200, cells: { A: cell.no(1), B: cell.ac(1200) } },
    ],
  },
};
