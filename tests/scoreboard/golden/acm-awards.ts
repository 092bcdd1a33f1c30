import { JUDGE_STATUS as S } from '../../../contract/judge-status';
import { AWARD_TYPE, DEFAULT_AWARDS } from '../../../contract/rules/contests';
import { cell, type GoldenFixture } from './format';

const oneAc = (user: string, at: number) => ({ user, problem: 'A', status: S.accepted, at });

/**
 * Star users and awards by proportion (the default gold 10 %, silver 20 %, bronze 30 %).
 * Ten players solve A (p03 and p04 in the same second), the star user `star` solves it at 100 and
 * `zed` only has a WA. The star is listed at its place with rank -1 and takes no rank number; it and
 * zed (no AC) may not win, so 10 rows are eligible: gold floor(10 % of 10) = 1 (rank 1), silver 2
 * (ranks 2-3), bronze 3 (ranks 4-6). p03 and p04 share rank 3, so both get silver; bronze then covers
 * ranks 5 and 6 only. First blood: p01 at 60.
 */
export const acmAwardsByProportion: GoldenFixture = {
  name: 'acm-awards-by-proportion',
  contest: { type: 0, duration: 3 * 3600, sealOption: null, starUsernames: ['star'], awardType: AWARD_TYPE.byProportion, awardConfigList: [...DEFAULT_AWARDS] },
  problems: ['A'],
  users: ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10', 'star', 'zed'].map((username) => ({ username })),
  submissions: [
    oneAc('p01', 60),
    oneAc('star', 100),
    oneAc('p02', 120),
    oneAc('p03', 180),
    oneAc('p04', 180),
    oneAc('p05', 300),
    oneAc('p06', 360),
    oneAc('p07', 420),
    oneAc('p08', 480),
    oneAc('p09', 540),
    oneAc('p10', 600),
    { user: 'zed', problem: 'A', status: S.wrongAnswer, at: 50 },
  ],
  expected: {
    real: [
      { user: 'p01', rank: 1, ac: 1, totalTime: 60, cells: { A: cell.fb(60) }, award: 'Gold' },
      { user: 'star', rank: -1, ac: 1, totalTime: 100, cells: { A: cell.ac(100) } },
      { user: 'p02', rank: 2, ac: 1, totalTime: 120, cells: { A: cell.ac(120) }, award: 'Silver' },
      { user: 'p03', rank: 3, ac: 1, totalTime: 180, cells: { A: cell.ac(180) }, award: 'Silver' },
      { user: 'p04', rank: 3, ac: 1, totalTime: 180, cells: { A: cell.ac(180) }, award: 'Silver' },
      { user: 'p05', rank: 5, ac: 1, totalTime: 300, cells: { A: cell.ac(300) }, award: 'Bronze' },
      { user: 'p06', rank: 6, ac: 1, totalTime: 360, cells: { A: cell.ac(360) }, award: 'Bronze' },
      { user: 'p07', rank: 7, ac: 1, totalTime: 420, cells: { A: cell.ac(420) } },
      { user: 'p08', rank: 8, ac: 1, totalTime: 480, cells: { A: cell.ac(480) } },
      { user: 'p09', rank: 9, ac: 1, totalTime: 540, cells: { A: cell.ac(540) } },
      { user: 'p10', rank: 10, ac: 1, totalTime: 600, cells: { A: cell.ac(600) } },
      { user: 'zed', rank: 11, ac: 0, totalTime: 0, cells: { A: cell.no(1) } },
    ],
  },
};

const award = (priority: number, name: string, num: number) => ({ priority, name, background: '#000000', color: '#ffffff', num });

/**
 * Awards by number, the configs listed out of priority order: gold 1, silver 2, bronze 1, honour 10.
 * Positions: gold rank 1, silver ranks 2-3, bronze rank 4, honour ranks 5-14. u4 and u5 share rank
 * 4, so both get bronze; u6 (rank 6) gets honour; u7 has no AC and gets nothing, though its rank 7
 * lies inside honour's positions.
 */
export const acmAwardsByNumber: GoldenFixture = {
  name: 'acm-awards-by-number',
  contest: {
    type: 0,
    duration: 3 * 3600,
    sealOption: null,
    awardType: AWARD_TYPE.byNumber,
    awardConfigList: [award(3, 'Bronze', 1), award(1, 'Gold', 1), award(4, 'Honour', 10), award(2, 'Silver', 2)],
  },
  problems: ['A'],
  users: ['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7'].map((username) => ({ username })),
  submissions: [
    oneAc('u1', 60),
    oneAc('u2', 120),
    oneAc('u3', 180),
    oneAc('u4', 240),
    oneAc('u5', 240),
    oneAc('u6', 300),
    { user: 'u7', problem: 'A', status: S.timeLimitExceeded, at: 30 },
  ],
  expected: {
    real: [
      { user: 'u1', rank: 1, ac: 1, totalTime: 60, cells: { A: cell.fb(60) }, award: 'Gold' },
      { user: 'u2', rank: 2, ac: 1, totalTime: 120, cells: { A: cell.ac(120) }, award: 'Silver' },
      { user: 'u3', rank: 3, ac: 1, totalTime: 180, cells: { A: cell.ac(180) }, award: 'Silver' },
      { user: 'u4', rank: 4, ac: 1, totalTime: 240, cells: { A: cell.ac(240) }, award: 'Bronze' },
      { user: 'u5', rank: 4, ac: 1, totalTime: 240, cells: { A: cell.ac(240) }, award: 'Bronze' },
      { user: 'u6', rank: 6, ac: 1, totalTime: 300, cells: { A: cell.ac(300) }, award: 'Honour' },
      { user: 'u7', rank: 7, ac: 0, totalTime: 0, cells: { A: cell.no(1) } },
    ],
  },
};
