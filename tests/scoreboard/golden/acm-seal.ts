import { JUDGE_STATUS as S } from '../../../contract/judge-status';
import { SEAL_OPTION, type SealOption } from '../../../contract/rules/contests';
import { cell, type ExpectedAcmRow, type FixtureSubmission, type GoldenFixture } from './format';

/**
 * The three seal options on one 5-hour ACM contest (end 18000): the last half hour seals from 16200,
 * the last hour from 14400, whole from 0. In the sealed view a hidden submission is a pending try
 * (tryNum), with no penalty and no AC, whatever its verdict.
 *
 * Real view (the same for every option):
 * - amy: A AC 3600 (first blood); B WA 15000, AC 16500 → 16500 + 1200 (first blood on B).
 *        ac 2, total 3600 + 17700 = 21300.
 * - ben: A WA 14000, AC 15500 → 16700; B AC 17000. ac 2, total 33700.
 * - cal: A AC 17500. ac 1, total 17500.
 */
const submissions: FixtureSubmission[] = [
  { user: 'amy', problem: 'A', status: S.accepted, at: 3600 },
  { user: 'amy', problem: 'B', status: S.wrongAnswer, at: 15000 },
  { user: 'amy', problem: 'B', status: S.accepted, at: 16500 },
  { user: 'ben', problem: 'A', status: S.wrongAnswer, at: 14000 },
  { user: 'ben', problem: 'A', status: S.accepted, at: 15500 },
  { user: 'ben', problem: 'B', status: S.accepted, at: 17000 },
  { user: 'cal', problem: 'A', status: S.accepted, at: 17500 },
];

const real: ExpectedAcmRow[] = [
  { user: 'amy', rank: 1, ac: 2, totalTime: 21300, cells: { A: cell.fb(3600), B: cell.fb(16500, 1) } },
  { user: 'ben', rank: 2, ac: 2, totalTime: 33700, cells: { A: cell.ac(15500, 1), B: cell.ac(17000) } },
  { user: 'cal', rank: 3, ac: 1, totalTime: 17500, cells: { A: cell.ac(17500) } },
];

function sealFixture(name: string, sealOption: SealOption, sealed: ExpectedAcmRow[]): GoldenFixture {
  return {
    name,
    contest: { type: 0, duration: 5 * 3600, sealOption },
    problems: ['A', 'B'],
    users: [{ username: 'amy' }, { username: 'ben' }, { username: 'cal' }],
    submissions,
    expected: { real, sealed },
  };
}

/**
 * Last half hour (seal 16200): amy's B AC 16500, ben's B AC 17000 and cal's A AC 17500 are hidden.
 * amy: A 3600; B shows the WA (1 error) and 1 pending try. ben: A 16700 (its WA and AC are before
 * the seal); B 1 try. cal: A 1 try, ac 0.
 */
export const acmSealLastHalfHour = sealFixture('acm-seal-last-half-hour', SEAL_OPTION.lastHalfHour, [
  { user: 'amy', rank: 1, ac: 1, totalTime: 3600, cells: { A: cell.fb(3600), B: cell.no(1, 1) } },
  { user: 'ben', rank: 2, ac: 1, totalTime: 16700, cells: { A: cell.ac(15500, 1), B: cell.no(0, 1) } },
  { user: 'cal', rank: 3, ac: 0, totalTime: 0, cells: { A: cell.no(0, 1) } },
]);

/**
 * Last hour (seal 14400): amy's B WA 15000 is hidden too (2 tries, no error). ben keeps his WA at
 * 14000 (1 error) and his AC 15500 is a try; B 1 try. ben and cal both have ac 0: they share rank 2.
 */
export const acmSealLastHour = sealFixture('acm-seal-last-hour', SEAL_OPTION.lastHour, [
  { user: 'amy', rank: 1, ac: 1, totalTime: 3600, cells: { A: cell.fb(3600), B: cell.no(0, 2) } },
  { user: 'ben', rank: 2, ac: 0, totalTime: 0, cells: { A: cell.no(1, 1), B: cell.no(0, 1) } },
  { user: 'cal', rank: 2, ac: 0, totalTime: 0, cells: { A: cell.no(0, 1) } },
]);

/** Whole contest (seal at the start): every submission is a try, nobody has solved anything, all rank 1. */
export const acmSealWhole = sealFixture('acm-seal-whole', SEAL_OPTION.whole, [
  { user: 'amy', rank: 1, ac: 0, totalTime: 0, cells: { A: cell.no(0, 1), B: cell.no(0, 2) } },
  { user: 'ben', rank: 1, ac: 0, totalTime: 0, cells: { A: cell.no(0, 2), B: cell.no(0, 1) } },
  { user: 'cal', rank: 1, ac: 0, totalTime: 0, cells: { A: cell.no(0, 1) } },
]);
