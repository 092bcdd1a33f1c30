/**
 * The golden scoreboard fixtures (tests/scoreboard/golden/) through the pure engine: fed one verdict
 * at a time (in order, and in reverse), and rebuilt from the final submission list, every variant
 * must show the hand-computed rows. It sits under tests/api because worker/ may not import tests/;
 * it needs no D1.
 */
import { describe, expect, it } from 'vitest';
import { BoardEngine } from '../../worker/scoreboard/engine';
import { starUidsOf } from '../../worker/scoreboard/read';
import { rebuild } from '../../worker/scoreboard/rebuild';
import type { Board, BoardRow, BoardUser, BoardView } from '../../worker/scoreboard/types';
import { GOLDEN_FIXTURES } from '../scoreboard/golden/fixtures';
import { type ExpectedRow, type ExpectedViews, expectedRows, toBoardInputs, type VariantName } from '../scoreboard/golden/format';

const VARIANTS: [VariantName, BoardView, boolean][] = [
  ['real', 'real', false],
  ['sealed', 'sealed', false],
  ['real+end', 'real', true],
  ['sealed+end', 'sealed', true],
];

function shown(row: BoardRow, users: ReadonlyMap<string, BoardUser>): ExpectedRow {
  const user = users.get(row.uid)?.username ?? row.uid;
  const award = row.awards ? { award: row.awards.awardName } : {};
  if ('ac' in row) return { user, rank: row.rank, ac: row.ac, totalTime: row.totalTime, cells: row.submissionInfo, ...award };
  return { user, rank: row.rank, totalScore: row.totalScore, totalTime: row.totalTime, scores: row.submissionInfo, times: row.timeInfo, ...award };
}

function expectViews(board: Board, views: ExpectedViews, users: ReadonlyMap<string, BoardUser>, label: string): void {
  const starUids = starUidsOf(board.contest.starUsernames, users);
  for (const [name, view, containsEnd] of VARIANTS) {
    const rows = board.rows(view, containsEnd, { starUids }).map((row) => shown(row, users));
    expect(rows, `${label}, ${name}`).toEqual(expectedRows(views, name));
  }
}

describe('golden scoreboards', () => {
  for (const fixture of GOLDEN_FIXTURES) {
    it(fixture.name, () => {
      const { contest, problems, users, submissions, rejudges } = toBoardInputs(fixture);
      const finalList = [...submissions.filter((s) => !rejudges.some((r) => r.submitId === s.submitId)), ...rejudges];

      const inOrder = new BoardEngine(contest, problems);
      for (const sub of submissions) inOrder.apply(sub);
      if (fixture.expectedBeforeRejudges) {
        expectViews(inOrder, fixture.expectedBeforeRejudges, users, 'engine before rejudges');
        expectViews(rebuild(contest, problems, submissions), fixture.expectedBeforeRejudges, users, 'rebuild before rejudges');
      }
      for (const sub of rejudges) inOrder.apply(sub);
      expectViews(inOrder, fixture.expected, users, 'engine in order');

      const reversed = new BoardEngine(contest, problems);
      for (const sub of [...submissions].reverse()) reversed.apply(sub);
      for (const sub of rejudges) reversed.apply(sub);
      expectViews(reversed, fixture.expected, users, 'engine in reverse');

      expectViews(rebuild(contest, problems, finalList), fixture.expected, users, 'rebuild');
      expectViews(rebuild(contest, problems, [...submissions, ...rejudges]), fixture.expected, users, 'rebuild with versions');
    });
  }
});
