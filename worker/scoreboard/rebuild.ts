/**
 * A board computed from scratch from a full submission list: how a Durable Object rebuilds its board
 * from D1 (then keeps it current with `apply`), and the oracle the incremental engine is tested
 * against. Later versions of a submitId replace earlier ones, as a rejudge does.
 */
import { BoardEngine } from './engine';
import type { BoardContest, BoardProblem, BoardSubmission } from './types';

export function rebuild(contest: BoardContest, problems: readonly BoardProblem[], submissions: Iterable<BoardSubmission>): BoardEngine {
  return new BoardEngine(contest, problems, submissions);
}
