import type { AdminContestView, AwardConfig } from '../../../../contract/api/contests';
import {
  AWARD_TYPE,
  CONTEST_AUTH,
  CONTEST_TYPE,
  contestSaveProblem,
  defaultSealOption,
  duplicateStarUser,
  formatAccountLimitRule,
  parseAccountLimitRule,
  sealOptionAvailable,
  sealOptionOf,
  sealRankTimeFor,
  SEAL_OPTION,
  type OiRankScoreType,
  type RankShowName,
  type SealOption,
} from '../../../../contract/rules/contests';

/** One award row of the form (part 3 §3.3: name, background, colour, num). */
export interface AwardRow {
  name: string;
  background: string;
  color: string;
  num: number;
}

export interface ContestFormValues {
  id: number | null;
  title: string;
  description: string;
  image: string | null;
  /** datetime-local values (YYYY-MM-DDTHH:mm, the browser's time zone) */
  startTime: string;
  endTime: string;
  type: number;
  auth: number;
  pwd: string;
  /** minutes in the form, seconds in the API */
  userDurationMinutes: number;
  sealRank: boolean;
  sealOption: SealOption;
  autoRealRank: boolean;
  /** ACM: contestants see their own results during the seal (decision 44) */
  ownResultsInSeal: boolean;
  openRank: boolean;
  openPrint: boolean;
  allowEndSubmit: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  openAccountLimit: boolean;
  rulePrefix: string;
  ruleSuffix: string;
  ruleFrom: number | null;
  ruleTo: number | null;
  /** extra accounts, one per line or separated by spaces */
  ruleExtra: string;
  starAccount: string[];
  awardType: number;
  awards: AwardRow[];
  visible: boolean;
  gid: number | null;
}

/** The award defaults: gold 10, silver 20, bronze 30, in those colours. */
export const DEFAULT_AWARDS: AwardRow[] = [
  { name: 'Gold', background: '#e6bf25', color: '#ffffff', num: 10 },
  { name: 'Silver', background: '#b4b4b4', color: '#ffffff', num: 20 },
  { name: 'Bronze', background: '#b57b3d', color: '#ffffff', num: 30 },
];

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | number | Date): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Unix seconds of a datetime-local value, null when empty or invalid. */
export function localInputSeconds(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}

export function newContestValues(now: Date = new Date()): ContestFormValues {
  const start = new Date(now.getTime() + 60 * 60_000);
  start.setSeconds(0, 0);
  const end = new Date(start.getTime() + 5 * 60 * 60_000);
  return {
    id: null,
    title: '',
    description: '',
    image: null,
    startTime: toLocalInput(start),
    endTime: toLocalInput(end),
    type: CONTEST_TYPE.acm,
    auth: CONTEST_AUTH.public,
    pwd: '',
    userDurationMinutes: 0,
    sealRank: false,
    sealOption: SEAL_OPTION.lastHour,
    autoRealRank: true,
    ownResultsInSeal: true,
    openRank: false,
    openPrint: false,
    allowEndSubmit: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    openAccountLimit: false,
    rulePrefix: '',
    ruleSuffix: '',
    ruleFrom: null,
    ruleTo: null,
    ruleExtra: '',
    starAccount: [],
    awardType: AWARD_TYPE.none,
    awards: DEFAULT_AWARDS.map((a) => ({ ...a })),
    visible: true,
    gid: null,
  };
}

export function valuesFromContest(view: AdminContestView): ContestFormValues {
  const start = Math.floor(Date.parse(view.startTime) / 1000);
  const end = Math.floor(Date.parse(view.endTime) / 1000);
  const seal = view.sealRankTime ? sealOptionOf(Math.floor(Date.parse(view.sealRankTime) / 1000), start, end) : null;
  const rule = parseAccountLimitRule(view.accountLimitRule);
  return {
    id: view.id,
    title: view.title,
    description: view.description,
    image: view.image,
    startTime: toLocalInput(view.startTime),
    endTime: toLocalInput(view.endTime),
    type: view.type,
    auth: view.auth,
    pwd: view.pwd ?? '',
    userDurationMinutes: Math.round(view.userDuration / 60),
    sealRank: view.sealRank,
    sealOption: seal ?? defaultSealOption(view.type, end - start),
    autoRealRank: view.autoRealRank,
    ownResultsInSeal: view.ownResultsInSeal,
    openRank: view.openRank,
    openPrint: view.openPrint,
    allowEndSubmit: view.allowEndSubmit,
    rankShowName: view.rankShowName,
    oiRankScoreType: view.oiRankScoreType,
    openAccountLimit: view.openAccountLimit,
    rulePrefix: rule.prefix,
    ruleSuffix: rule.suffix,
    ruleFrom: rule.numberFrom,
    ruleTo: rule.numberTo,
    ruleExtra: rule.extraAccount.join('\n'),
    starAccount: [...view.starAccount],
    awardType: view.awardType,
    awards: view.awardConfigList.length > 0 ? [...view.awardConfigList].sort((a, b) => a.priority - b.priority).map((a) => ({ name: a.name, background: a.background, color: a.color, num: a.num })) : DEFAULT_AWARDS.map((a) => ({ ...a })),
    visible: view.visible,
    gid: view.gid,
  };
}

/** The contest's duration in seconds, or 0 while the times are not set. */
export function durationOf(values: Pick<ContestFormValues, 'startTime' | 'endTime'>): number {
  const start = localInputSeconds(values.startTime);
  const end = localInputSeconds(values.endTime);
  return start === null || end === null ? 0 : end - start;
}

/** The seal choices with their availability (part 3 §4). */
export function sealChoices(duration: number): { option: SealOption; available: boolean }[] {
  return [SEAL_OPTION.lastHalfHour, SEAL_OPTION.lastHour, SEAL_OPTION.whole].map((option) => ({ option, available: sealOptionAvailable(option, duration) }));
}

/** Switching the seal on picks the default option; an option that became unavailable falls back to it too. */
export function withSeal(values: ContestFormValues, on: boolean): ContestFormValues {
  return { ...values, sealRank: on, sealOption: on ? defaultSealOption(values.type, durationOf(values)) : values.sealOption };
}

/** Adds a star user, or answers the warning key when it is already listed. */
export function addStarUser(list: readonly string[], name: string): { list: string[]; warning: string | null } {
  const trimmed = name.trim();
  if (trimmed === '') return { list: [...list], warning: null };
  if (list.includes(trimmed) || duplicateStarUser([...list, trimmed]) !== null) return { list: [...list], warning: 'Add_Star_User_Error' };
  return { list: [...list, trimmed], warning: null };
}

/** The first save rule the form breaks (part 3 §5), as a catalog key; null when it may be saved. */
export function checkContestForm(values: ContestFormValues): string | null {
  if (values.title.trim() === '') return 'Contest_Title_Required';
  if (values.description.trim() === '') return 'Contest_Description_Required';
  const start = localInputSeconds(values.startTime);
  const end = localInputSeconds(values.endTime);
  if (start === null) return 'Contest_Start_Time_Required';
  if (end === null) return 'Contest_End_Time_Required';
  return contestSaveProblem({ startTime: start, endTime: end, auth: values.auth, pwd: values.pwd, starAccount: values.starAccount });
}

/** The body of the save calls. */
export function toContestBody(values: ContestFormValues) {
  const start = localInputSeconds(values.startTime) ?? 0;
  const end = localInputSeconds(values.endTime) ?? 0;
  const option = sealOptionAvailable(values.sealOption, end - start) ? values.sealOption : defaultSealOption(values.type, end - start);
  const awards: AwardConfig[] = values.awards.map((a, i) => ({ priority: i + 1, name: a.name.trim(), background: a.background, color: a.color, num: a.num }));
  return {
    id: values.id,
    title: values.title.trim(),
    description: values.description,
    image: values.image,
    startTime: new Date(start * 1000).toISOString(),
    endTime: new Date(end * 1000).toISOString(),
    type: values.type as 0 | 1,
    auth: values.auth as 0 | 1 | 2,
    pwd: values.auth === CONTEST_AUTH.public ? null : values.pwd,
    userDuration: Math.max(0, Math.round(values.userDurationMinutes * 60)),
    sealRank: values.sealRank,
    sealRankTime: values.sealRank ? new Date(sealRankTimeFor(option, start, end) * 1000).toISOString() : null,
    autoRealRank: values.autoRealRank,
    ownResultsInSeal: values.ownResultsInSeal,
    openRank: values.openRank,
    openPrint: values.openPrint,
    allowEndSubmit: values.allowEndSubmit,
    rankShowName: values.rankShowName,
    oiRankScoreType: values.oiRankScoreType,
    openAccountLimit: values.openAccountLimit,
    accountLimitRule: values.openAccountLimit
      ? formatAccountLimitRule({
          prefix: values.rulePrefix.trim(),
          suffix: values.ruleSuffix.trim(),
          numberFrom: values.ruleFrom,
          numberTo: values.ruleTo,
          extraAccount: values.ruleExtra.split(/[\s,]+/).filter((x) => x !== ''),
        })
      : null,
    starAccount: values.starAccount,
    awardType: values.awardType as 0 | 1 | 2,
    awardConfigList: values.awardType === AWARD_TYPE.none ? [] : awards,
    visible: values.visible,
    gid: values.gid,
  };
}
