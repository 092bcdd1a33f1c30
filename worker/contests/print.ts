import type { PrintJobView } from '../../contract/api/contests';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/api-error';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { enterContest, manageContest } from './contest-access';
import { countPrints, findPrint, insertPrint, markPrinted, printPage } from './queries';
import { CONTEST_MESSAGES } from './rules';
import { toPrintJobView } from './view';

/** `submit-print-text`: a participant sends text (50 characters at least, checked by the body schema) to a contest with printing open. */
export async function submitPrint(deps: Pick<Deps, 'db' | 'clock'>, body: { cid: number; content: string }, caller: Principal): Promise<void> {
  const { row } = await enterContest(deps, body.cid, caller);
  if (!row.openPrint) throw forbidden(CONTEST_MESSAGES.printClosed);
  await consumeRate(deps, RATE_RULES.printPerUser, caller.user.id);
  await insertPrint(deps.db, { cid: row.id, uid: caller.user.id, username: caller.user.username, realname: caller.user.realname, content: body.content, status: 0, gmtCreate: deps.clock.nowSeconds() });
}

/** `get-contest-print`: the contest's print jobs, newest first, for its admins. */
export async function printJobs(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; currentPage: number; limit: number }, caller: Principal): Promise<Page<PrintJobView>> {
  await manageContest(deps, query.cid, caller);
  const offset = (query.currentPage - 1) * query.limit;
  const [rows, total] = await Promise.all([printPage(deps.db, query.cid, { limit: query.limit, offset }), countPrints(deps.db, query.cid)]);
  return { records: rows.map(toPrintJobView), total, current: query.currentPage, size: query.limit };
}

/** `check-contest-print-status`: not printed → printed. */
export async function checkPrinted(deps: Pick<Deps, 'db' | 'clock'>, query: { id: number; cid: number }, caller: Principal): Promise<void> {
  await manageContest(deps, query.cid, caller);
  if (!(await markPrinted(deps.db, query.id, query.cid))) throw notFound(CONTEST_MESSAGES.printNotFound);
}

/** `download-contest-print-text`: a print job's text, for its contest's admins. */
export async function printText(deps: Pick<Deps, 'db' | 'clock'>, id: number, caller: Principal): Promise<{ name: string; text: string }> {
  const job = await findPrint(deps.db, id);
  if (!job) throw notFound(CONTEST_MESSAGES.printNotFound);
  await manageContest(deps, job.cid, caller);
  return { name: `contest-${job.cid}-print-${job.id}-${job.username}.txt`, text: job.content };
}
