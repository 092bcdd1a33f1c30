import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ContestInfo } from '../../../contract/api/contests';
import { isAdmin, isSuperAdmin } from '../../../contract/roles';
import { CONTEST_AUTH, CONTEST_STATUS, CONTEST_TYPE, contestStatus, personalTimeOver, sealInForce, type ContestStatus } from '../../../contract/rules/contests';
import { useSession } from '../../lib/use-session';
import { clockOffset, secondsOf } from './contest-model';
import { contestStorage } from './contest-storage';
import { contestAccessOptions, contestInfoOptions, contestStartTimeOptions } from './contests-api';

export interface ContestState {
  cid: number;
  contest: ContestInfo | undefined;
  loading: boolean;
  failed: boolean;
  /** why the contest did not load */
  error: unknown;
  /** reloads the contest */
  refetchInfo(): void;
  /** the server's clock now, Unix seconds, ticking every second */
  now: number;
  status: ContestStatus | null;
  startTime: number;
  endTime: number;
  /** contest author, admin or super admin (part 2 §6) */
  contestAdmin: boolean;
  superAdmin: boolean;
  /** a private contest the caller has not entered (password form, menus disabled) */
  needPassword: boolean;
  /** a protected contest the caller may view but not yet submit to */
  needSubmitPassword: boolean;
  /** personal duration: not started yet (Start button, menus disabled) */
  needStart: boolean;
  /** the caller's personal start, Unix seconds, null without one */
  personalStart: number | null;
  /** seconds left of the personal time, null without a personal duration */
  personalLeft: number | null;
  menuDisabled: boolean;
  /** OI results and live counts shown to this viewer now (real-time permission) */
  realTime: boolean;
  containsEnd: boolean;
  setContainsEnd(on: boolean): void;
  refetchAccess(): void;
}

/** Everything the contest screens know about one contest for the signed-in viewer, with the server-corrected clock. */
export function useContestState(cid: number): ContestState {
  const { user } = useSession();
  const viewer = user?.username ?? null;
  const info = useQuery(contestInfoOptions(cid, viewer));
  const contest = info.data;
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (contest) setOffset(clockOffset(contest.now, Date.now()));
  }, [contest]);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const now = Math.floor((nowMs + offset) / 1000);
  const roles = user?.roleList ?? [];
  const contestAdmin = Boolean(user && contest && (isAdmin(roles) || contest.author === user.username));
  const superAdmin = isSuperAdmin(roles);
  const guarded = Boolean(contest && contest.auth !== CONTEST_AUTH.public && !contestAdmin);
  const access = useQuery(contestAccessOptions(cid, viewer, guarded));
  const startTime = contest ? secondsOf(contest.startTime) : 0;
  const endTime = contest ? secondsOf(contest.endTime) : 0;
  const status = contest ? contestStatus({ startTime, endTime }, now) : null;
  const timed = Boolean(contest && contest.userDuration > 0 && !contestAdmin);
  const started = useQuery(contestStartTimeOptions(cid, viewer, timed && status !== CONTEST_STATUS.scheduled));
  const personalStart = started.data ? secondsOf(started.data) : null;
  const hasAccess = !guarded || access.data?.access === true;
  const needPassword = Boolean(contest && contest.auth === CONTEST_AUTH.private && !hasAccess);
  const needSubmitPassword = Boolean(contest && contest.auth === CONTEST_AUTH.protected && !hasAccess);
  const needStart = timed && status === CONTEST_STATUS.running && started.isSuccess && personalStart === null && !needPassword;
  const personalLeft = timed && personalStart !== null && contest ? Math.max(0, Math.min(personalStart + contest.userDuration, endTime) - now) : null;
  const [containsEnd, setContainsEndState] = useState(() => contestStorage.containsEnd(window.localStorage, cid));
  const sealed = contest ? sealInForce({ sealRank: contest.sealRank, sealRankTime: contest.sealRankTime ? secondsOf(contest.sealRankTime) : null, autoRealRank: contest.autoRealRank, startTime, endTime }, now) : false;
  const realTime = contestAdmin || !sealed;

  return useMemo(
    () => ({
      cid,
      contest,
      loading: info.isPending,
      failed: info.isError,
      error: info.error,
      refetchInfo: () => void info.refetch(),
      now,
      status,
      startTime,
      endTime,
      contestAdmin,
      superAdmin,
      needPassword,
      needSubmitPassword,
      needStart,
      personalStart,
      personalLeft: personalLeft !== null && personalStart !== null && personalTimeOver(personalStart, contest?.userDuration ?? 0, now) ? 0 : personalLeft,
      menuDisabled: needPassword || needStart,
      realTime,
      containsEnd: contestAdmin && containsEnd,
      setContainsEnd: (on: boolean) => {
        contestStorage.setContainsEnd(window.localStorage, cid, on);
        setContainsEndState(on);
      },
      refetchAccess: () => {
        void access.refetch();
        void started.refetch();
      },
    }),
    [cid, contest, info, now, status, startTime, endTime, contestAdmin, superAdmin, needPassword, needSubmitPassword, needStart, personalStart, personalLeft, realTime, containsEnd, access, started],
  );
}

const ContestContext = createContext<ContestState | null>(null);

export function ContestProvider({ value, children }: { value: ContestState; children: ReactNode }) {
  return <ContestContext.Provider value={value}>{children}</ContestContext.Provider>;
}

/** The contest of the shell around the screen. */
export function useContest(): ContestState {
  const value = useContext(ContestContext);
  if (!value) throw new Error('useContest outside a contest shell');
  return value;
}

export const isOiContest = (contest: ContestInfo | undefined) => contest?.type === CONTEST_TYPE.oi;
