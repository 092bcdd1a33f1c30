import { PROBLEM_AUTH } from '../../contract/api/problems';
import type { ShareSubmissionBody, SubmissionView } from '../../contract/api/submissions';
import { mayShare } from '../../contract/rules/submissions';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { badRequest, forbidden } from '../lib/api-error';
import { findSubmission, problemOfSubmission, setShare } from './queries';
import { viewerOf } from './rules';
import { toSubmissionView } from './view';

/** `PUT /api/submission`: only the owner shares or unshares; contest code is never shared (contract mayShare). */
export async function shareSubmission(deps: Pick<Deps, 'db'>, principal: Principal, body: ShareSubmissionBody): Promise<SubmissionView> {
  const row = await findSubmission(deps.db, body.submitId);
  const may = mayShare(viewerOf(principal), row);
  if (may === 'not-owner' || (body.uid && body.uid !== principal.user.id)) throw forbidden('Only the owner of a submission may share or unshare its code');
  if (may === 'contest') throw badRequest('Contest submissions cannot be shared');
  const problem = await problemOfSubmission(deps.db, row.pid);
  if (body.share && problem && (!problem.codeShare || problem.auth !== PROBLEM_AUTH.public)) throw badRequest('This problem does not allow sharing code');
  await setShare(deps.db, row.submitId, body.share);
  return toSubmissionView({ ...row, share: body.share }, problem?.title ?? '', true, problem ?? null);
}
