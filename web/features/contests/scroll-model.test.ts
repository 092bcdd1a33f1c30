import { describe, expect, it } from 'vitest';
import type { AcmBoardRow, BoardPage } from '../../../contract/api/contests';
import { rankedPositions, scrollStateLabel, startScroll, stepScroll } from './scroll-model';

const cell = (over: Partial<AcmBoardRow['submissionInfo'][string]>) => ({ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: null, errorNum: 0, tryNum: 0, ...over });
const row = (uid: string, ac: number, totalTime: number, info: AcmBoardRow['submissionInfo'], rank = 1): AcmBoardRow => ({
  uid, username: uid, showName: uid, nickname: null, realname: null, rank, gender: null, school: null, avatar: null, isConcerned: false, awards: null, ac, totalTime, submissionInfo: info,
});
const page = (records: AcmBoardRow[]): BoardPage => ({ type: 0, records, total: records.length, current: 1, size: 300, rankState: 'real-time' });

describe('scroll board', () => {
  it('resolves the sealed board to the final one from the bottom, row by row', () => {
    const sealed = page([row('a', 1, 600, { A: cell({ isAC: true, ACTime: 600 }) }), row('b', 0, 0, { A: cell({ tryNum: 1 }), B: cell({ tryNum: 1 }) })]);
    const final = page([
      row('b', 2, 1500, { A: cell({ isAC: true, ACTime: 500 }), B: cell({ isAC: true, ACTime: 1000 }) }),
      row('a', 1, 600, { A: cell({ isAC: true, ACTime: 600 }) }),
    ]);
    let state = startScroll(sealed, final, ['A', 'B']);
    expect(state.rows.map((r) => r.uid)).toEqual(['a', 'b']);
    expect(state.rows[1]!.pending).toEqual(['A', 'B']);
    state = stepScroll(state);
    // b solves A in 500 s: ahead of a on time
    expect(state.rows.map((r) => r.uid)).toEqual(['b', 'a']);
    expect(state.last).toEqual({ uid: 'b', displayId: 'A' });
    state = stepScroll(state);
    expect(state.done).toBe(true);
    expect(state.rows[0]).toMatchObject({ uid: 'b', solved: 2, time: 1500 });
    expect(stepScroll(state)).toBe(state);
  });
  it('counts positions without star rows', () => {
    const state = startScroll(page([row('s', 3, 1, {}, -1), row('a', 1, 1, {})]), page([row('s', 3, 1, {}, -1), row('a', 1, 1, {})]), []);
    expect([...rankedPositions(state.rows)]).toEqual([['a', 1]]);
    expect(state.done).toBe(true);
  });
});

describe('scroll state label', () => {
  it('says final only once everything is shown and the contest has ended', () => {
    expect(scrollStateLabel(false, true)).toBe('Scroll_Board_Resolving');
    expect(scrollStateLabel(false, false)).toBe('Scroll_Board_Resolving');
    expect(scrollStateLabel(true, false)).toBe('Scroll_Board_Current');
    expect(scrollStateLabel(true, true)).toBe('Scroll_Board_Final');
  });
});
