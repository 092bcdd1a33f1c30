import type { AcmBoardRow, AcmCell, OiBoardRow } from '../../contract/api/contests';
import type { BoardRecord } from './read';

/**
 * A board record in the contract's row shape (part 2 §3 "Scoreboard row"). Real names are shown to
 * contest admins only, or where the contest shows players by their real name anyway.
 */
export function contractRow(record: BoardRecord, showRealname: boolean): AcmBoardRow | OiBoardRow {
  const common = {
    uid: record.uid,
    username: record.username,
    showName: record.displayName,
    nickname: record.nickname || null,
    realname: showRealname ? record.realname || null : null,
    rank: record.rank,
    gender: record.gender || null,
    school: record.school || null,
    avatar: record.avatar || null,
    isConcerned: record.concerned,
    awards: record.awards ? { isWinAward: true, awardName: record.awards.awardName, awardBackground: record.awards.awardBackground, awardColor: record.awards.awardColor } : null,
  };
  if ('ac' in record) {
    const submissionInfo: Record<string, AcmCell> = {};
    for (const [displayId, cell] of Object.entries(record.submissionInfo)) {
      submissionInfo[displayId] = { ...cell, ACTime: cell.isAC ? cell.ACTime : null };
    }
    return { ...common, ac: record.ac, totalTime: record.totalTime, submissionInfo };
  }
  return { ...common, totalScore: record.totalScore, totalTime: record.totalTime, submissionInfo: record.submissionInfo, timeInfo: record.timeInfo };
}
