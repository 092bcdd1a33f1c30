import { awardConfigs, oiRankScoreTypeOf, starAccounts } from '../contests/view';
import type { BoardContestRow, BoardUserRow } from './queries';
import type { BoardContest, BoardUser } from './types';

/** The contest as the engine ranks it, from its D1 row (star users and awards are stored as JSON). */
export function boardContestOf(row: BoardContestRow): BoardContest {
  return {
    type: row.type === 1 ? 1 : 0,
    startTime: row.startTime,
    endTime: row.endTime,
    sealRank: row.sealRank,
    sealRankTime: row.sealRankTime,
    autoRealRank: row.autoRealRank,
    oiRankScoreType: oiRankScoreTypeOf(row.oiRankScoreType),
    userDuration: row.userDuration,
    starUsernames: starAccounts(row),
    awardType: row.awardType === 1 ? 1 : row.awardType === 2 ? 2 : 0,
    awardConfigList: awardConfigs(row),
  };
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
