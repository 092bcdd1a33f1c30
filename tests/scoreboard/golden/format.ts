/**
 * The golden scoreboard fixtures' format: a contest, its problems and users, the submissions as a
 * user would make them (user, problem displayId, verdict, offset in seconds from the contest start)
 * and then any rejudges, with the rows each board view must show, hand-computed. Nothing here is tied
 * to the engine's internals, so the same fixtures can be replayed through the HTTP API later (create
 * the contest and users, submit, set the verdicts, read get-contest-rank). `toBoardInputs` turns one
 * into the engine's inputs.
 */
import { AWARD_TYPE, type AwardConfig, type AwardType, type OiRankScoreType, type SealOption, sealRankTimeFor } from '../../../contract/rules/contests';
import type { AcmCell, BoardContest, BoardProblem, BoardSubmission, BoardUser } from '../../../worker/scoreboard/types';

/** The contest start every fixture uses (unix s); all other moments are offsets from it. */
export const FIXTURE_START = 1_700_000_000;

export interface FixtureContest {
  type: 0 | 1;
  /** Seconds; endTime = start + duration. */
  duration: number;
  /** null: no seal. */
  sealOption: SealOption | null;
  autoRealRank?: boolean;
  oiRankScoreType?: OiRankScoreType;
  /** Seconds; 0 or absent: none. */
  userDuration?: number;
  starUsernames?: string[];
  awardType?: AwardType;
  awardConfigList?: AwardConfig[];
}

export interface FixtureUser {
  username: string;
  nickname?: string;
  realname?: string;
  school?: string;
  /** Personal start, seconds after the contest start (contests with userDuration); absent: the contest start. */
  startOffset?: number;
}

export interface FixtureSubmission {
  /** Names the submission for a later rejudge. */
  key?: string;
  user: string;
  problem: string;
  status: number;
  score?: number;
  /** Run time, ms. */
  time?: number;
  /** Seconds after the contest start. */
  at: number;
}

export interface FixtureRejudge {
  key: string;
  status: number;
  score?: number;
  time?: number;
}

export interface ExpectedAcmRow {
  user: string;
  rank: number;
  ac: number;
  totalTime: number;
  cells: Record<string, AcmCell>;
  /** The award's name; absent means none. */
  award?: string;
}

export interface ExpectedOiRow {
  user: string;
  rank: number;
  totalScore: number;
  totalTime: number;
  scores: Record<string, number>;
  times: Record<string, number>;
  award?: string;
}

export type ExpectedRow = ExpectedAcmRow | ExpectedOiRow;

/**
 * Rows per variant: `real`, `sealed` (the seal applied), and the same with after-contest submissions
 * (`+end`, containsEnd). A missing variant means: real+end and sealed as real, sealed+end as sealed
 * when given, else as real+end (a fixture without a seal or without after-contest submissions lists
 * only what differs).
 */
export interface ExpectedViews {
  real: ExpectedRow[];
  sealed?: ExpectedRow[];
  'real+end'?: ExpectedRow[];
  'sealed+end'?: ExpectedRow[];
}

export interface GoldenFixture {
  name: string;
  contest: FixtureContest;
  problems: string[];
  users: FixtureUser[];
  submissions: FixtureSubmission[];
  rejudges?: FixtureRejudge[];
  /** The board after all submissions and rejudges. */
  expected: ExpectedViews;
  /** The board after the submissions, before the rejudges. */
  expectedBeforeRejudges?: ExpectedViews;
}

export type VariantName = keyof ExpectedViews;

export function expectedRows(views: ExpectedViews, variant: VariantName): ExpectedRow[] {
  if (variant === 'real') return views.real;
  if (variant === 'sealed' || variant === 'real+end') return views[variant] ?? views.real;
  return views['sealed+end'] ?? views.sealed ?? views['real+end'] ?? views.real;
}

/** ACM cell builders: an AC (first blood with `fb`, after the contest with `after`), and an unsolved cell. */
export const cell = {
  ac: (ACTime: number, errorNum = 0): AcmCell => ({ isAC: true, isFirstAC: false, isAfterContest: false, ACTime, errorNum, tryNum: 0 }),
  fb: (ACTime: number, errorNum = 0): AcmCell => ({ isAC: true, isFirstAC: true, isAfterContest: false, ACTime, errorNum, tryNum: 0 }),
  after: (ACTime: number, errorNum = 0): AcmCell => ({ isAC: true, isFirstAC: false, isAfterContest: true, ACTime, errorNum, tryNum: 0 }),
  /** Not solved: penalised tries, and tries hidden by the seal. */
  no: (errorNum: number, tryNum = 0): AcmCell => ({ isAC: false, isFirstAC: false, isAfterContest: false, ACTime: 0, errorNum, tryNum }),
};

export const uidOf = (username: string) => `u-${username}`;

export interface BoardInputs {
  contest: BoardContest;
  problems: BoardProblem[];
  users: Map<string, BoardUser>;
  /** In the order they are made; submitIds from 1. */
  submissions: BoardSubmission[];
  /** New versions of earlier submissions (same submitId). */
  rejudges: BoardSubmission[];
}

export function toBoardInputs(fixture: GoldenFixture): BoardInputs {
  const c = fixture.contest;
  const start = FIXTURE_START;
  const end = start + c.duration;
  const contest: BoardContest = {
    type: c.type,
    startTime: start,
    endTime: end,
    sealRank: c.sealOption !== null,
    sealRankTime: c.sealOption === null ? null : sealRankTimeFor(c.sealOption, start, end),
    autoRealRank: c.autoRealRank ?? true,
    oiRankScoreType: c.oiRankScoreType ?? 'Recent',
    userDuration: c.userDuration ?? 0,
    starUsernames: c.starUsernames ?? [],
    awardType: c.awardType ?? AWARD_TYPE.none,
    awardConfigList: c.awardConfigList ?? [],
  };
  const problems = fixture.problems.map((displayId, i) => ({ pid: 100 + i, displayId }));
  const pidOf = new Map(problems.map((p) => [p.displayId, p.pid]));
  const users = new Map(
    fixture.users.map((u): [string, BoardUser] => [
      uidOf(u.username),
      { uid: uidOf(u.username), username: u.username, nickname: u.nickname ?? '', realname: u.realname ?? '', school: u.school ?? '', gender: '', avatar: '' },
    ]),
  );
  const baseOf = new Map(fixture.users.map((u) => [u.username, start + (u.startOffset ?? 0)]));
  const submissions = fixture.submissions.map((s, i): BoardSubmission => {
    const pid = pidOf.get(s.problem);
    const base = baseOf.get(s.user);
    if (pid === undefined || base === undefined) throw new Error(`${fixture.name}: unknown problem or user in submission ${i + 1}`);
    return { submitId: i + 1, uid: uidOf(s.user), pid, status: s.status, score: s.score ?? null, time: s.time ?? null, submitTime: start + s.at, base };
  });
  const byKey = new Map(fixture.submissions.flatMap((s, i) => (s.key ? [[s.key, submissions[i] as BoardSubmission] as const] : [])));
  const rejudges = (fixture.rejudges ?? []).map((r): BoardSubmission => {
    const original = byKey.get(r.key);
    if (!original) throw new Error(`${fixture.name}: no submission keyed ${r.key}`);
    return { ...original, status: r.status, score: r.score ?? null, time: r.time ?? original.time };
  });
  return { contest, problems, users, submissions, rejudges };
}
