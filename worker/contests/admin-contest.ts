import type { AdminContestRow, AdminContestView, ContestSaveBody } from '../../contract/api/contests';
import { AWARD_TYPE, contestSaveProblem, parseAccountLimitRule, sealOptionOf } from '../../contract/rules/contests';
import type { Page } from '../../contract/envelope';
import { isAdmin } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { manageContest } from './contest-access';
import { deleteContestStatements, insertContest, setContestVisible, updateContest, type ContestValues } from './queries-admin';
import { adminContestListPage, contestListWhere, countContests, participantCount } from './queries';
import { CONTEST_MESSAGES } from './rules';
import { toAdminContestRow, toAdminContestView } from './view';

/** `admin/contest/get-contest-list`: admins see every contest, a teacher their own; newest first. */
export async function adminContestList(deps: Pick<Deps, 'db' | 'clock'>, query: { currentPage: number; limit: number; keyword?: string }, caller: Principal): Promise<Page<AdminContestRow>> {
  const now = deps.clock.nowSeconds();
  const where = contestListWhere({ keyword: query.keyword, visibleOnly: false, uid: isAdmin(caller.roles) ? undefined : caller.user.id }, now);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([adminContestListPage(deps.db, where, { limit: query.limit, offset }), countContests(deps.db, where)]);
  return { records: rows.map((r) => toAdminContestRow(r.row, r.count, now)), total, current: query.currentPage, size: query.limit };
}

export async function adminContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<AdminContestView> {
  const { row } = await manageContest(deps, cid, caller);
  return toAdminContestView(row, await participantCount(deps.db, cid), deps.clock.nowSeconds());
}

/** Every save rule of part 3 §4-§5 the body schema cannot check alone; the stored values when all pass. */
async function checkedValues(deps: Pick<Deps, 'db' | 'clock'>, body: ContestSaveBody, caller: Principal): Promise<Omit<ContestValues, 'uid' | 'author'>> {
  const refusal = contestSaveProblem(body);
  if (refusal) throw badRequest(refusal);
  if (body.gid !== null) await scopeOf(deps, { gid: body.gid }, caller);
  const duration = body.endTime - body.startTime;
  if (body.userDuration > duration) throw badRequest(CONTEST_MESSAGES.userDurationTooLong);
  if (body.sealRank && (body.sealRankTime === null || sealOptionOf(body.sealRankTime, body.startTime, body.endTime) === null)) throw badRequest(CONTEST_MESSAGES.sealTime);
  if (body.awardType !== AWARD_TYPE.none) {
    if (body.awardConfigList.length === 0) throw badRequest(CONTEST_MESSAGES.awardsMissing);
    if (body.awardType === AWARD_TYPE.byProportion && body.awardConfigList.reduce((n, a) => n + a.num, 0) > 100) throw badRequest('The award proportions add up to more than 100%');
  }
  if (body.openAccountLimit) {
    const rule = parseAccountLimitRule(body.accountLimitRule);
    const ranged = rule.numberFrom !== null && rule.numberTo !== null;
    if (!ranged && rule.extraAccount.length === 0) throw badRequest(CONTEST_MESSAGES.accountRuleMissing);
    if (ranged && rule.numberTo! < rule.numberFrom!) throw badRequest('The end number of the account rule cannot be below the start number');
  }
  return {
    title: body.title,
    description: body.description,
    image: body.image,
    type: body.type,
    auth: body.auth,
    pwd: body.auth === 0 ? null : body.pwd,
    startTime: body.startTime,
    endTime: body.endTime,
    duration,
    userDuration: body.userDuration,
    sealRank: body.sealRank,
    sealRankTime: body.sealRank ? body.sealRankTime : null,
    autoRealRank: body.autoRealRank,
    ownResultsInSeal: body.ownResultsInSeal,
    openRank: body.openRank,
    openPrint: body.openPrint,
    allowEndSubmit: body.allowEndSubmit,
    rankShowName: body.rankShowName,
    oiRankScoreType: body.oiRankScoreType,
    openAccountLimit: body.openAccountLimit,
    accountLimitRule: body.openAccountLimit ? body.accountLimitRule : null,
    starAccount: JSON.stringify(body.starAccount),
    awardType: body.awardType,
    awardConfig: JSON.stringify(body.awardType === AWARD_TYPE.none ? [] : [...body.awardConfigList].sort((a, b) => a.priority - b.priority)),
    visible: body.visible,
    gid: body.gid,
    gmtModified: deps.clock.nowSeconds(),
  };
}

/** `POST admin/contest`: a teacher, an admin or the super admin creates a contest of their own. */
export async function addContest(deps: Pick<Deps, 'db' | 'clock'>, body: ContestSaveBody, caller: Principal): Promise<AdminContestView> {
  const values = await checkedValues(deps, body, caller);
  const row = await insertContest(deps.db, { ...values, uid: caller.user.id, author: caller.user.username, gmtCreate: values.gmtModified });
  return toAdminContestView(row, 0, deps.clock.nowSeconds());
}

/** `PUT admin/contest`: the contest's admins change it; the rule type stays what it was. */
export async function changeContest(deps: Pick<Deps, 'db' | 'clock'>, body: ContestSaveBody, caller: Principal): Promise<AdminContestView> {
  if (body.id === null) throw badRequest('id is required to update a contest');
  const { row } = await manageContest(deps, body.id, caller);
  if (body.type !== row.type) throw badRequest(CONTEST_MESSAGES.typeFixed);
  const values = await checkedValues(deps, body, caller);
  const saved = await updateContest(deps.db, row.id, values);
  return toAdminContestView(saved, await participantCount(deps.db, row.id), deps.clock.nowSeconds());
}

/** `DELETE admin/contest`: the contest with its submissions, problems list, registrations, announcements and prints, in one batch. */
export async function deleteContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal): Promise<void> {
  await manageContest(deps, cid, caller);
  const [first, ...rest] = deleteContestStatements(deps.db, cid);
  await deps.db.batch([first, ...rest]);
}

export async function changeContestVisible(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; visible: boolean }, caller: Principal): Promise<void> {
  await manageContest(deps, query.cid, caller);
  await setContestVisible(deps.db, query.cid, query.visible, deps.clock.nowSeconds());
}
