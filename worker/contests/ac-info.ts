import type { AcInfoView } from '../../contract/api/contests';
import { CONTEST_TYPE } from '../../contract/rules/contests';
import type { Page } from '../../contract/envelope';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { manageContest } from './contest-access';
import { acceptedPage, contestProblemList, countAccepted, contestWindow, findContestSubmission, firstAcceptedTimes, setAcChecked } from './queries';
import { CONTEST_MESSAGES } from './rules';
import { toAcInfoView } from './view';

async function acmContest(deps: Pick<Deps, 'db' | 'clock'>, cid: number, caller: Principal) {
  const standing = await manageContest(deps, cid, caller);
  if (standing.row.type !== CONTEST_TYPE.acm) throw badRequest(CONTEST_MESSAGES.acHelperAcmOnly);
  return standing;
}

/**
 * `get-contest-ac-info`: the admin helper's accepted tries of an ACM contest, newest first, 20 a
 * page; first blood marks each problem's earliest accepted try (ties in the same second all count).
 */
export async function acInfo(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; currentPage: number; limit: number }, caller: Principal): Promise<Page<AcInfoView>> {
  const { row } = await acmContest(deps, query.cid, caller);
  const window = contestWindow(row, false);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total, firsts, problems] = await Promise.all([
    acceptedPage(deps.db, window, { limit: query.limit, offset }),
    countAccepted(deps.db, window),
    firstAcceptedTimes(deps.db, window),
    contestProblemList(deps.db, row.id),
  ]);
  const first = new Map(firsts.map((f) => [f.pid, f.first]));
  const byPid = new Map(problems.map((p) => [p.cp.pid, p.cp]));
  return {
    records: rows.map((r) => toAcInfoView(r, row.id, byPid.get(r.pid), first.get(r.pid) === r.submitTime)),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}

/** `check-contest-ac-info`: the balloon of an accepted try delivered (checked) or not. */
export async function checkAcInfo(deps: Pick<Deps, 'db' | 'clock'>, body: { id: number; cid: number; checked: boolean }, caller: Principal): Promise<void> {
  await acmContest(deps, body.cid, caller);
  const submission = await findContestSubmission(deps.db, body.id, body.cid);
  if (!submission || submission.status !== JUDGE_STATUS.accepted) throw notFound(CONTEST_MESSAGES.acSubmissionNotFound);
  await setAcChecked(deps.db, body.id, body.cid, body.checked);
}
