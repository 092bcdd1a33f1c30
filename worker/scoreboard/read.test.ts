import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { AWARD_TYPE } from '../../contract/rules/contests';
import { BoardEngine } from './engine';
import { readBoard } from './read';
import type { BoardContest, BoardSubmission, BoardUser } from './types';

const START = 1_000_000;
const contest: BoardContest = {
  type: 0,
  startTime: START,
  endTime: START + 3600,
  sealRank: false,
  sealRankTime: null,
  autoRealRank: true,
  oiRankScoreType: 'Recent',
  userDuration: 0,
  starUsernames: ['starry'],
  awardType: AWARD_TYPE.none,
  awardConfigList: [],
};

const names = ['alpha', 'bravo', 'charlie', 'delta', 'starry', 'boss'];
const users = new Map<string, BoardUser>(
  names.map((n) => [`id-${n}`, { uid: `id-${n}`, username: n, nickname: n === 'bravo' ? '' : `nick-${n}`, realname: `Real ${n}`, school: n === 'delta' ? 'North School' : 'South', gender: '', avatar: '' }]),
);
// alpha solves first, then starry, bravo, charlie, delta, boss.
const subs: BoardSubmission[] = names.map((n, i) => ({ submitId: i + 1, uid: `id-${n}`, pid: 1, status: S.accepted, score: null, time: null, submitTime: START + 60 * (i + 1), base: START }));
const engine = new BoardEngine(contest, [{ pid: 1, displayId: 'A' }], subs);
const base = { view: 'real' as const, containsEnd: false, users };

describe('readBoard', () => {
  it('marks star users, leaves excluded users out and joins the display data', () => {
    const { records, total } = readBoard(engine, { ...base, excludedUids: new Set(['id-boss']) });
    expect(records.map((r) => [r.username, r.rank])).toEqual([
      ['alpha', 1],
      ['bravo', 2],
      ['charlie', 3],
      ['delta', 4],
      ['starry', -1],
    ]);
    expect(total).toBe(5);
    expect(records[0]).toMatchObject({ realname: 'Real alpha', school: 'South', displayName: 'alpha', concerned: false });
  });

  it('removes star users on request', () => {
    expect(readBoard(engine, { ...base, removeStar: true }).records.map((r) => r.username)).not.toContain('starry');
  });

  it('pages the rows and pins the concerned users on every page, outside the total', () => {
    const page2 = readBoard(engine, { ...base, currentPage: 2, limit: 2, concernedUids: ['id-delta'] });
    expect(page2.records.map((r) => [r.username, r.concerned])).toEqual([
      ['delta', true],
      ['charlie', false],
      ['delta', false],
    ]);
    expect(page2.total).toBe(6);
  });

  it('filters by a keyword in username, nickname, realname or school, case-insensitively', () => {
    expect(readBoard(engine, { ...base, keyword: 'north' }).records.map((r) => r.username)).toEqual(['delta']);
    expect(readBoard(engine, { ...base, keyword: 'NICK-AL' }).records.map((r) => r.username)).toEqual(['alpha']);
    expect(readBoard(engine, { ...base, keyword: 'real b' }).records.map((r) => r.username)).toEqual(['bravo', 'boss']);
  });

  it('shows the rankShowName field, falling back on the username when it is empty', () => {
    const { records } = readBoard(engine, { ...base, rankShowName: 'nickname', limit: 2 });
    expect(records.map((r) => r.displayName)).toEqual(['nick-alpha', 'bravo']);
  });

  it('reads rows already ranked', () => {
    const rows = engine.rows('real', false, { starUids: new Set(['id-starry']) });
    const { records } = readBoard(rows, { ...base, removeStar: true, excludedUids: new Set(['id-boss']), keyword: 'a' });
    expect(records.map((r) => r.username)).toEqual(['alpha', 'bravo', 'charlie', 'delta']);
  });
});
