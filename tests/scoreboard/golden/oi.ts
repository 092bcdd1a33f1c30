import { JUDGE_STATUS as S } from '../../../contract/judge-status';
import { SEAL_OPTION } from '../../../contract/rules/contests';
import type { FixtureSubmission, GoldenFixture } from './format';

/**
 * One OI submission list, counted by the Recent and by the Highest rule (3-hour contest, A and B).
 * Only judged verdicts count: pending and system error are ignored, a compile error scores 0.
 * - kim: A 100 (50 ms) at 100, then WA 40 (30 ms) at 200, then pending; B 70 (100 ms), then SE.
 * - lee: A 60 (200 ms), later A 60 again (150 ms); B 50 (10 ms).
 * - max: A CE (no score: 0, 0 ms); B AC 100 (500 ms).
 * - ned: A 55 (20 ms); B 55 (110 ms).
 * - ora: only a pending submission: a row without cells.
 */
const submissions: FixtureSubmission[] = [
  { user: 'kim', problem: 'A', status: S.accepted, score: 100, time: 50, at: 100 },
  { user: 'kim', problem: 'A', status: S.wrongAnswer, score: 40, time: 30, at: 200 },
  { user: 'kim', problem: 'A', status: S.pending, at: 300 },
  { user: 'kim', problem: 'B', status: S.partialAccepted, score: 70, time: 100, at: 400 },
  { user: 'kim', problem: 'B', status: S.systemError, score: 0, time: 0, at: 500 },
  { user: 'lee', problem: 'A', status: S.partialAccepted, score: 60, time: 200, at: 100 },
  { user: 'lee', problem: 'A', status: S.partialAccepted, score: 60, time: 150, at: 300 },
  { user: 'lee', problem: 'B', status: S.partialAccepted, score: 50, time: 10, at: 200 },
  { user: 'max', problem: 'A', status: S.compileError, at: 100 },
  { user: 'max', problem: 'B', status: S.accepted, score: 100, time: 500, at: 150 },
  { user: 'ned', problem: 'A', status: S.partialAccepted, score: 55, time: 20, at: 100 },
  { user: 'ned', problem: 'B', status: S.partialAccepted, score: 55, time: 110, at: 200 },
  { user: 'ora', problem: 'A', status: S.pending, at: 100 },
];

const users = ['kim', 'lee', 'max', 'ned', 'ora'].map((username) => ({ username }));

/**
 * Recent: kim A 40/30 + B 70/100 = 110 in 130 ms; ned 110 in 130 ms: the same score and time, a
 * shared rank 1; lee A 60/150 (the latest) + B 50/10 = 110 in 160 ms: rank 3 by run time;
 * max 0 + 100 = 100 in 500 ms; ora 0.
 */
export const oiRecent: GoldenFixture = {
  name: 'oi-recent',
  contest: { type: 1, duration: 3 * 3600, sealOption: null, oiRankScoreType: 'Recent' },
  problems: ['A', 'B'],
  users,
  submissions,
  expected: {
    real: [
      { user: 'kim', rank: 1, totalScore: 110, totalTime: 130, scores: { A: 40, B: 70 }, times: { A: 30, B: 100 } },
      { user: 'ned', rank: 1, totalScore: 110, totalTime: 130, scores: { A: 55, B: 55 }, times: { A: 20, B: 110 } },
      { user: 'lee', rank: 3, totalScore: 110, totalTime: 160, scores: { A: 60, B: 50 }, times: { A: 150, B: 10 } },
      { user: 'max', rank: 4, totalScore: 100, totalTime: 500, scores: { A: 0, B: 100 }, times: { A: 0, B: 500 } },
      { user: 'ora', rank: 5, totalScore: 0, totalTime: 0, scores: {}, times: {} },
    ],
  },
};

/**
 * Highest: kim A 100/50 (the best, not the latest) + B 70/100 = 170 in 150 ms; ned 110 in 130 ms;
 * lee A 60 twice, the faster run (150 ms) counts, + B 50/10 = 110 in 160 ms; max 100; ora 0.
 */
export const oiHighest: GoldenFixture = {
  name: 'oi-highest',
  contest: { type: 1, duration: 3 * 3600, sealOption: null, oiRankScoreType: 'Highest' },
  problems: ['A', 'B'],
  users,
  submissions,
  expected: {
    real: [
      { user: 'kim', rank: 1, totalScore: 170, totalTime: 150, scores: { A: 100, B: 70 }, times: { A: 50, B: 100 } },
      { user: 'ned', rank: 2, totalScore: 110, totalTime: 130, scores: { A: 55, B: 55 }, times: { A: 20, B: 110 } },
      { user: 'lee', rank: 3, totalScore: 110, totalTime: 160, scores: { A: 60, B: 50 }, times: { A: 150, B: 10 } },
      { user: 'max', rank: 4, totalScore: 100, totalTime: 500, scores: { A: 0, B: 100 }, times: { A: 0, B: 500 } },
      { user: 'ora', rank: 5, totalScore: 0, totalTime: 0, scores: {}, times: {} },
    ],
  },
};

/**
 * OI with the last hour sealed (3-hour contest, seal at 7200), Recent. The sealed view ignores what
 * was submitted in the seal: pam's A stays 30 (her 90 at 8000 is hidden), quin's only submission is
 * hidden so he has a row with no score, rae is unaffected.
 * Real: pam A 90/20 + B 50/5 = 140 in 25 ms; quin 80 in 40 ms; rae 60 in 15 ms.
 * Sealed: pam A 30/10 + B 50/5 = 80 in 15 ms; rae 60; quin 0.
 */
export const oiSeal: GoldenFixture = {
  name: 'oi-seal',
  contest: { type: 1, duration: 3 * 3600, sealOption: SEAL_OPTION.lastHour, oiRankScoreType: 'Recent' },
  problems: ['A', 'B'],
  users: ['pam', 'quin', 'rae'].map((username) => ({ username })),
  submissions: [
    { user: 'pam', problem: 'A', status: S.partialAccepted, score: 30, time: 10, at: 1000 },
    { user: 'pam', problem: 'A', status: S.partialAccepted, score: 90, time: 20, at: 8000 },
    { user: 'pam', problem: 'B', status: S.partialAccepted, score: 50, time: 5, at: 7100 },
    { user: 'quin', problem: 'A', status: S.partialAccepted, score: 80, time: 40, at: 7300 },
    { user: 'rae', problem: 'A', status: S.partialAccepted, score: 60, time: 15, at: 500 },
  ],
  expected: {
    real: [
      { user: 'pam', rank: 1, totalScore: 140, totalTime: 25, scores: { A: 90, B: 50 }, times: { A: 20, B: 5 } },
      { user: 'quin', rank: 2, totalScore: 80, totalTime: 40, scores: { A: 80 }, times: { A: 40 } },
      { user: 'rae', rank: 3, totalScore: 60, totalTime: 15, scores: { A: 60 }, times: { A: 15 } },
    ],
    sealed: [
      { user: 'pam', rank: 1, totalScore: 80, totalTime: 15, scores: { A: 30, B: 50 }, times: { A: 10, B: 5 } },
      { user: 'rae', rank: 2, totalScore: 60, totalTime: 15, scores: { A: 60 }, times: { A: 15 } },
      { user: 'quin', rank: 3, totalScore: 0, totalTime: 0, scores: {}, times: {} },
    ],
  },
};
