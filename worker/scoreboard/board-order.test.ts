import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { AWARD_TYPE } from '../../contract/rules/contests';
import { BoardEngine } from './engine';
import type { BoardContest, BoardSubmission } from './types';

const START = 1_000_000;
const contest = (type: 0 | 1): BoardContest => ({
  type,
  startTime: START,
  endTime: START + 3600,
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  oiRankScoreType: 'Recent',
  userDuration: 0,
  starUsernames: [],
  awardType: AWARD_TYPE.none,
  awardConfigList: [],
});
const problems = [{ pid: 1, displayId: 'A' }];
const sub = (submitId: number, uid: string, status: number, score: number | null, time: number, minute: number): BoardSubmission => ({
  submitId,
  uid,
  pid: 1,
  status,
  score,
  time,
  submitTime: START + 60 * minute,
  base: START,
});
const order = (engine: BoardEngine, sortOrder?: 'submitTime' | 'runTime') => engine.rows('real', false, { order: sortOrder }).map((r) => [r.uid, r.rank]);

describe("the outside board's sort method", () => {
  it('orders ACM rows of the same solved count by penalised time by default and by submit time, by the accepted run time when asked', () => {
    // early solves at minute 10 with a 900 ms program; late at minute 30 with a 100 ms one.
    const engine = new BoardEngine(contest(0), problems, [sub(1, 'early', S.accepted, null, 900, 10), sub(2, 'late', S.accepted, null, 100, 30)]);
    const own = [
      ['early', 1],
      ['late', 2],
    ];
    expect(order(engine)).toEqual(own);
    expect(order(engine, 'submitTime')).toEqual(own);
    expect(order(engine, 'runTime')).toEqual([
      ['late', 1],
      ['early', 2],
    ]);
  });

  it('orders OI rows of the same score by run time by default, by who reached the score first when asked', () => {
    const engine = new BoardEngine(contest(1), problems, [sub(1, 'early', S.partialAccepted, 60, 900, 10), sub(2, 'late', S.partialAccepted, 60, 100, 30)]);
    const own = [
      ['late', 1],
      ['early', 2],
    ];
    expect(order(engine)).toEqual(own);
    expect(order(engine, 'runTime')).toEqual(own);
    expect(order(engine, 'submitTime')).toEqual([
      ['early', 1],
      ['late', 2],
    ]);
  });

  it('still ranks a higher solved count or score first, and shares a rank only on equal keys', () => {
    const engine = new BoardEngine(contest(1), problems, [sub(1, 'a', S.accepted, 100, 500, 50), sub(2, 'b', S.partialAccepted, 60, 100, 5), sub(3, 'c', S.partialAccepted, 60, 300, 5)]);
    expect(order(engine, 'submitTime')).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
    ]);
  });
});
