import type { ContestProblemView } from '../../contract/api/contests';
import type { BoardProblemRow } from './queries';

/** The contest's problems as the scroll board shows them (contest admins: live counts). */

export function scrollProblemList(cid: number, problems: readonly BoardProblemRow[], counts: ReadonlyMap<number, { ac: number; total: number }>): ContestProblemView[] {
  return problems.map((p) => ({
    id: p.id,
    cid,
    pid: p.pid,
    displayId: p.displayId,
    displayTitle: p.displayTitle,
    color: p.color,
    type: p.type,
    ac: counts.get(p.pid)?.ac ?? 0,
    total: counts.get(p.pid)?.total ?? 0,
    myStatus: null,
    score: null,
  }));
}
