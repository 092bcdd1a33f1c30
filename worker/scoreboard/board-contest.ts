import type { RankShowName } from '../../contract/rules/contests';
import { RANK_SHOW_NAMES } from '../../contract/rules/contests';
import type { BoardContestRow, BoardUserRow } from './queries';
import type { AwardConfig, BoardContest, BoardUser } from './types';

/** The contest as the engine ranks it, from its D1 row (star users and awards are stored as JSON). */
export function boardContestOf(row: BoardContestRow): BoardContest {
  return {
    type: row.type === 1 ? 1 : 0,
    startTime: row.startTime,
    endTime: row.endTime,
    sealRank: row.sealRank,
    sealRankTime: row.sealRankTime,
    autoRealRank: row.autoRealRank,
    oiRankScoreType: row.oiRankScoreType === 'Highest' ? 'Highest' : 'Recent',
    userDuration: row.userDuration,
    starUsernames: jsonList<string>(row.starAccount).filter((name) => typeof name === 'string'),
    awardType: row.awardType === 1 ? 1 : row.awardType === 2 ? 2 : 0,
    awardConfigList: jsonList<AwardConfig>(row.awardConfig),
  };
}

function jsonList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function rankShowNameOf(row: Pick<BoardContestRow, 'rankShowName'>): RankShowName {
  return (RANK_SHOW_NAMES as readonly string[]).includes(row.rankShowName) ? (row.rankShowName as RankShowName) : 'username';
}

/** Where a participant's clock starts: their personal start in a contest with personal time, else the contest's. */
export function clockBase(contest: Pick<BoardContest, 'startTime' | 'userDuration'>, personalStart: number | null | undefined): number {
  return contest.userDuration > 0 && personalStart != null ? personalStart : contest.startTime;
}

export function boardUserOf(row: BoardUserRow): BoardUser {
  return {
    uid: row.uid,
    username: row.username,
    nickname: row.nickname ?? '',
    realname: row.realname ?? '',
    school: row.school ?? '',
    gender: row.gender,
    avatar: row.avatar ?? '',
  };
}
