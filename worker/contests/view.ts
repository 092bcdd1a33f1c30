import type { AcInfoView, AdminContestRow, AdminContestView, AwardConfig, ContestAnnouncementView, ContestInfo, ContestListRow, PrintJobView } from '../../contract/api/contests';
import { contestStatus, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, type OiRankScoreType, type RankShowName } from '../../contract/rules/contests';
import type { ContestRow } from './queries';

/** Row → response shaping of the contest area. Times go out as ISO 8601. */

export const iso = (seconds: number): string => new Date(seconds * 1000).toISOString();

function parseList<T>(text: string): T[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export const starAccounts = (row: Pick<ContestRow, 'starAccount'>): string[] => parseList<string>(row.starAccount).filter((s) => typeof s === 'string');
export const awardConfigs = (row: Pick<ContestRow, 'awardConfig'>): AwardConfig[] => parseList<AwardConfig>(row.awardConfig);

export function toContestListRow(row: ContestRow, count: number, now: number): ContestListRow {
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
  };
}

export const rankShowNameOf = (value: string): RankShowName => ((RANK_SHOW_NAMES as readonly string[]).includes(value) ? (value as RankShowName) : 'username');
export const oiRankScoreTypeOf = (value: string): OiRankScoreType => ((OI_RANK_SCORE_TYPES as readonly string[]).includes(value) ? (value as OiRankScoreType) : 'Recent');

export function toContestInfo(row: ContestRow, count: number, now: number): ContestInfo {
  return {
    ...toContestListRow(row, count, now),
    description: row.description,
    openPrint: row.openPrint,
    allowEndSubmit: row.allowEndSubmit,
    oiRankScoreType: oiRankScoreTypeOf(row.oiRankScoreType),
    rankShowName: rankShowNameOf(row.rankShowName),
    sealRank: row.sealRank,
    sealRankTime: row.sealRank && row.sealRankTime !== null ? iso(row.sealRankTime) : null,
    autoRealRank: row.autoRealRank,
    ownResultsInSeal: row.ownResultsInSeal,
    awardType: row.awardType,
    awardConfigList: awardConfigs(row),
    now: iso(now),
  };
}

export function toAdminContestView(row: ContestRow, count: number, now: number): AdminContestView {
  return {
    ...toContestInfo(row, count, now),
    pwd: row.pwd,
    openAccountLimit: row.openAccountLimit,
    accountLimitRule: row.accountLimitRule,
    starAccount: starAccounts(row),
    visible: row.visible,
    uid: row.uid,
  };
}

export function toAdminContestRow(row: ContestRow, count: number, now: number): AdminContestRow {
  return { ...toContestListRow(row, count, now), visible: row.visible };
}

export function toAnnouncementView(row: { id: number; cid: number; title: string; content: string; username: string; gmtCreate: number; gmtModified: number }): ContestAnnouncementView {
  return { id: row.id, cid: row.cid, title: row.title, content: row.content, username: row.username, gmtCreate: iso(row.gmtCreate), gmtModified: iso(row.gmtModified) };
}

export function toPrintJobView(row: { id: number; cid: number; username: string; realname: string | null; gmtCreate: number; status: number }): PrintJobView {
  return { id: row.id, cid: row.cid, username: row.username, realname: row.realname, gmtCreate: iso(row.gmtCreate), status: row.status };
}

export function toAcInfoView(
  row: { submitId: number; uid: string; username: string; realname: string | null; submitTime: number; checked: boolean | null },
  cid: number,
  problem: { displayId: string; color: string | null } | undefined,
  firstBlood: boolean,
): AcInfoView {
  return {
    id: row.submitId,
    cid,
    submitTime: iso(row.submitTime),
    displayId: problem?.displayId ?? '',
    color: problem?.color ?? null,
    firstBlood,
    uid: row.uid,
    username: row.username,
    realname: row.realname,
    checked: row.checked ?? false,
  };
}
