import type { ContestInfo, ContestProblemView } from '../../contract/api/contests';
import { contestStatus, OI_RANK_SCORE_TYPES, type OiRankScoreType } from '../../contract/rules/contests';
import type { ContestRow } from '../contests/queries';
import { rankShowNameOf } from './board-contest';
import type { BoardProblemRow } from './queries';

/** The contest and its problems as the scroll board shows them (contest admins: live counts). Times go out as ISO 8601. */

const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function scrollContestInfo(row: ContestRow, count: number, now: number): ContestInfo {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    type: row.type,
    auth: row.auth,
    status: contestStatus(row, now),
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    duration: row.duration,
    userDuration: row.userDuration,
    count,
    openRank: row.openRank,
    gid: row.gid,
    author: row.author,
    description: row.description,
    openPrint: row.openPrint,
    allowEndSubmit: row.allowEndSubmit,
    oiRankScoreType: (OI_RANK_SCORE_TYPES as readonly string[]).includes(row.oiRankScoreType) ? (row.oiRankScoreType as OiRankScoreType) : 'Recent',
    rankShowName: rankShowNameOf(row),
    sealRank: row.sealRank,
    sealRankTime: row.sealRank && row.sealRankTime !== null ? iso(row.sealRankTime) : null,
    autoRealRank: row.autoRealRank,
    awardType: row.awardType,
    awardConfigList: jsonList(row.awardConfig),
    now: iso(now),
  };
}

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
