import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JUDGE_STATUS as S } from '../../contract/judge-status';
import { AWARD_TYPE, DEFAULT_AWARDS } from '../../contract/rules/contests';
import { BoardEngine } from './engine';
import { rebuild } from './rebuild';
import type { AcmRow, BoardContest, BoardProblem, BoardSubmission, BoardView, RankOptions } from './types';

const START = 1_000_000;

function contestOf(overrides: Partial<BoardContest> = {}): BoardContest {
  return {
    type: 0,
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
    ...overrides,
  };
}

const problems: BoardProblem[] = [
  { pid: 1, displayId: 'A' },
  { pid: 2, displayId: 'B' },
];

let nextId = 1;
function sub(uid: string, pid: number, status: number, at: number, extra: Partial<BoardSubmission> = {}): BoardSubmission {
  return { submitId: nextId++, uid, pid, status, score: null, time: null, submitTime: START + at, base: START, ...extra };
}

const VARIANTS: [BoardView, boolean][] = [
  ['real', false],
  ['sealed', false],
  ['real', true],
  ['sealed', true],
];

describe('BoardEngine', () => {
  it('replaces a submission by submitId and removes one', () => {
    const engine = new BoardEngine(contestOf(), problems);
    const first = sub('a', 1, S.pending, 60);
    engine.apply(first);
    engine.apply(sub('b', 1, S.accepted, 120));
    expect(engine.rows('real', false).map((r) => r.uid)).toEqual(['b', 'a']);
    engine.apply({ ...first, status: S.accepted });
    expect(engine.rows('real', false).map((r) => [r.uid, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
    expect(engine.version).toBe(3);
    expect(engine.remove(first.submitId)).toBe(true);
    expect(engine.remove(first.submitId)).toBe(false);
    expect(engine.version).toBe(4);
    expect(engine.rows('real', false).map((r) => r.uid)).toEqual(['b']);
  });

  it('ignores submissions to a problem that is not a column', () => {
    const engine = new BoardEngine(contestOf(), problems);
    expect(engine.apply(sub('a', 99, S.accepted, 60))).toBe(false);
    expect(engine.size('real', false)).toBe(0);
  });

  it('ranks star users -1 without taking a rank number, and leaves excluded users out', () => {
    const engine = new BoardEngine(contestOf(), problems);
    engine.apply(sub('star', 1, S.accepted, 10));
    engine.apply(sub('a', 1, S.accepted, 20));
    engine.apply(sub('author', 1, S.accepted, 30));
    engine.apply(sub('b', 1, S.accepted, 40));
    const options: RankOptions = { starUids: new Set(['star']), excludedUids: new Set(['author']) };
    expect(engine.rows('real', false, options).map((r) => [r.uid, r.rank])).toEqual([
      ['star', -1],
      ['a', 1],
      ['b', 2],
    ]);
    expect(engine.rows('real', false, { ...options, removeStar: true }).map((r) => [r.uid, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('clamps an AC before the user clock starts to time 0', () => {
    const engine = new BoardEngine(contestOf(), problems, [sub('a', 1, S.accepted, -30)]);
    const row = engine.rows('real', false)[0] as AcmRow;
    expect(row.submissionInfo.A?.ACTime).toBe(0);
  });

  it('round-trips through a JSON snapshot', () => {
    const contest = contestOf({ sealRank: true, sealRankTime: START + 1800, awardType: AWARD_TYPE.byProportion, awardConfigList: [...DEFAULT_AWARDS] });
    const engine = new BoardEngine(contest, problems);
    for (let i = 0; i < 20; i++) engine.apply(sub(`u${i % 7}`, 1 + (i % 2), i % 3 === 0 ? S.accepted : S.wrongAnswer, i * 150));
    const restored = BoardEngine.restore(JSON.parse(JSON.stringify(engine.snapshot())) as ReturnType<BoardEngine['snapshot']>);
    for (const [view, containsEnd] of VARIANTS) expect(restored.rows(view, containsEnd)).toEqual(engine.rows(view, containsEnd));
  });
});

/** Every status, weighted so that ACs and penalised verdicts are common. */
const statusArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant(S.accepted) },
  { weight: 3, arbitrary: fc.constantFrom(S.wrongAnswer, S.timeLimitExceeded, S.partialAccepted) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(S.cancelled, S.presentationError, S.compileError, S.memoryLimitExceeded, S.runtimeError, S.systemError, S.pending, S.compiling, S.judging, S.submitting, S.submittedFailed),
  },
);

const UIDS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'];
const DURATION = 3000;

const scenarioArb = fc
  .record({
    type: fc.constantFrom(0 as const, 1 as const),
    oiRankScoreType: fc.constantFrom('Recent' as const, 'Highest' as const),
    sealRank: fc.boolean(),
    sealAt: fc.integer({ min: 0, max: DURATION }),
    personal: fc.boolean(),
    bases: fc.array(fc.integer({ min: 0, max: 1200 }), { minLength: UIDS.length, maxLength: UIDS.length }),
    stars: fc.subarray(UIDS, { maxLength: 2 }),
    awardType: fc.constantFrom(AWARD_TYPE.none, AWARD_TYPE.byProportion, AWARD_TYPE.byNumber),
    awardNums: fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 3, maxLength: 3 }),
    problemCount: fc.integer({ min: 1, max: 3 }),
    subs: fc.array(
      fc.record({
        user: fc.integer({ min: 0, max: UIDS.length - 1 }),
        problem: fc.integer({ min: 0, max: 2 }),
        status: statusArb,
        // Coarse minutes, so equal seconds (same-second first blood, exact ties) are common.
        minute: fc.integer({ min: -1, max: DURATION / 60 + 10 }),
        score: fc.option(fc.constantFrom(0, 10, 50, 100), { nil: null }),
        time: fc.option(fc.constantFrom(0, 5, 10, 100), { nil: null }),
      }),
      { maxLength: 30 },
    ),
    rejudges: fc.array(fc.record({ target: fc.nat(), status: statusArb, score: fc.option(fc.constantFrom(0, 30, 100), { nil: null }) }), { maxLength: 10 }),
    removals: fc.array(fc.nat(), { maxLength: 15 }),
    order: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 60, maxLength: 60 }),
    removeStar: fc.boolean(),
  })
  .map((s) => {
    const contest = contestOf({
      type: s.type,
      endTime: START + DURATION,
      oiRankScoreType: s.oiRankScoreType,
      sealRank: s.sealRank,
      sealRankTime: START + s.sealAt,
      userDuration: s.personal ? 1800 : 0,
      awardType: s.awardType,
      awardConfigList: s.awardNums.map((num, i) => ({ ...(DEFAULT_AWARDS[i] as (typeof DEFAULT_AWARDS)[number]), num })),
    });
    const board = problems.concat([{ pid: 3, displayId: 'C' }]).slice(0, s.problemCount);
    const baseOf = (user: number) => START + (s.personal ? (s.bases[user] ?? 0) : 0);
    const originals = s.subs.map(
      (x, i): BoardSubmission => ({
        submitId: i + 1,
        uid: UIDS[x.user] as string,
        pid: x.problem + 1,
        status: x.status,
        score: x.score,
        time: x.time,
        submitTime: START + x.minute * 60,
        base: baseOf(x.user),
      }),
    );
    const versions = originals.length === 0 ? [] : s.rejudges.map((r): BoardSubmission => ({ ...(originals[r.target % originals.length] as BoardSubmission), status: r.status, score: r.score }));
    type Op = { apply: BoardSubmission } | { remove: number };
    const ops: Op[] = [...originals, ...versions].map((apply) => ({ apply }));
    for (const r of s.removals) if (originals.length > 0) ops.push({ remove: (r % originals.length) + 1 });
    const shuffled = ops.map((op, i) => ({ op, key: s.order[i % s.order.length] ?? 0, i })).sort((a, b) => a.key - b.key || a.i - b.i);
    return { contest, problems: board, ops: shuffled.map((x) => x.op), starUids: new Set(s.stars), removeStar: s.removeStar };
  });

describe('BoardEngine against rebuild', () => {
  it('gives the same rows in every view as a rebuild of the final submissions, whatever the order of verdicts', () => {
    fc.assert(
      fc.property(scenarioArb, ({ contest, problems: board, ops, starUids, removeStar }) => {
        const engine = new BoardEngine(contest, board);
        const final = new Map<number, BoardSubmission>();
        for (const op of ops) {
          if ('apply' in op) {
            engine.apply(op.apply);
            if (board.some((p) => p.pid === op.apply.pid)) final.set(op.apply.submitId, op.apply);
          } else {
            engine.remove(op.remove);
            final.delete(op.remove);
          }
        }
        const oracle = rebuild(contest, board, final.values());
        for (const [view, containsEnd] of VARIANTS) {
          expect(engine.rows(view, containsEnd, { starUids, removeStar })).toEqual(oracle.rows(view, containsEnd, { starUids, removeStar }));
        }
        expect(engine.submissions()).toEqual(oracle.submissions());
      }),
      { numRuns: 300 },
    );
  });
});
