/**
 * The scoreboard engine's inputs and outputs. The engine is pure: it is handed the contest, its
 * problems and submissions, and answers rows; it never reads D1, the clock or the network. Display
 * data (BoardUser) is joined at read time only (readBoard), so the hot structures hold uids.
 */
import type { AwardConfig, AwardType, ContestType, OiRankScoreType, RankShowName } from '../../contract/rules/contests';

export type { AwardConfig, RankShowName };

export interface BoardContest {
  /** 0 ACM, 1 OI. */
  type: ContestType;
  /** unix s */
  startTime: number;
  /** unix s; a submission with submitTime > endTime is after the contest. */
  endTime: number;
  sealRank: boolean;
  /** unix s; with sealRank, every submission at or after it is hidden in the sealed view. */
  sealRankTime: number | null;
  autoRealRank: boolean;
  oiRankScoreType: OiRankScoreType;
  /** Personal time limit in seconds, 0 = none (the users' bases then all equal startTime). */
  userDuration: number;
  /** Usernames ranked `*` (rank -1): shown at their place, taking no rank number and no award. */
  starUsernames: readonly string[];
  awardType: AwardType;
  awardConfigList: readonly AwardConfig[];
}

/** A column of the board, in board order. */
export interface BoardProblem {
  pid: number;
  displayId: string;
}

export interface BoardSubmission {
  submitId: number;
  uid: string;
  pid: number;
  /** A judge status of contract/judge-status.ts. */
  status: number;
  score: number | null;
  /** Run time in ms. */
  time: number | null;
  /** unix s */
  submitTime: number;
  /** unix s the user's clock starts: the contest start, or the user's personal start. */
  base: number;
}

/** Display data of a player, joined at read time. */
export interface BoardUser {
  uid: string;
  username: string;
  nickname: string;
  realname: string;
  school: string;
  gender: string;
  avatar: string;
}

/** The real view counts everything; the sealed view hides what was submitted at or after sealRankTime. */
export type BoardView = 'real' | 'sealed';

/** Part 1 §3's ACM cell. ACTime is the clock time of the AC (submitTime − base, s), without penalty. */
export interface AcmCell {
  isAC: boolean;
  isFirstAC: boolean;
  isAfterContest: boolean;
  ACTime: number;
  /** Penalised tries before the AC (or all of them when unsolved). */
  errorNum: number;
  /** Tries hidden by the seal (sealed view only; always 0 in the real view). */
  tryNum: number;
}

export interface AwardMark {
  isWinAward: true;
  awardBackground: string;
  awardColor: string;
  awardName: string;
}

/** rank -1 is a star user (shown `*`). */
export interface AcmRow {
  uid: string;
  rank: number;
  ac: number;
  /** Sum over solved problems of ACTime + 1200 s per penalised try before the AC. */
  totalTime: number;
  /** By problem displayId; a problem the user has nothing to show for has no cell. */
  submissionInfo: Record<string, AcmCell>;
  awards: AwardMark | null;
}

export interface OiRow {
  uid: string;
  rank: number;
  totalScore: number;
  /** Sum of the run times (ms) of the submissions whose scores were counted. */
  totalTime: number;
  /** Counted score by problem displayId. */
  submissionInfo: Record<string, number>;
  /** Run time (ms) of the counted submission by problem displayId. */
  timeInfo: Record<string, number>;
  awards: AwardMark | null;
}

export type BoardRow = AcmRow | OiRow;

/** Who is ranked how: decided by the caller (star users from usernames, the author and super admins excluded). */
export interface RankOptions {
  starUids?: ReadonlySet<string>;
  /** Left out entirely, as if they had never submitted. */
  excludedUids?: ReadonlySet<string>;
  /** Drop the star users instead of showing them as `*`. */
  removeStar?: boolean;
  /** The outside board's sortMethod; absent: the contest type's own order. */
  order?: BoardOrder;
}

/**
 * How rows of the same solved count (ACM) or total score (OI) are ordered on the outside board:
 * by submit time (ACM's own order: penalised time, then the last AC) or by run time (OI's own order).
 */
export type BoardOrder = 'submitTime' | 'runTime';

/** Anything that answers ranked rows per view: the incremental engine, or a board rebuilt from scratch. */
export interface Board {
  readonly contest: BoardContest;
  rows(view: BoardView, containsEnd: boolean, options?: RankOptions): BoardRow[];
}
