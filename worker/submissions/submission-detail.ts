import type { SubmissionDetail } from '../../contract/api/submissions';
import { maySeeCode } from '../../contract/rules/submissions';
import type { Principal } from '../accounts/sessions';
import { hiddenResults, sealedView } from '../contests/seal';
import type { Deps } from '../deps';
import { findSubmission, problemOfSubmission } from './queries';
import { checkGroupSubmissionReader } from './group-submission';
import { viewerOf } from './rules';
import { toSubmissionView } from './view';

/**
 * `get-submission-detail`: the code only where the viewer may see it (contract maySeeCode); a
 * contest submission's result stays hidden while its contest's seal hides it from the viewer.
 */
export async function submissionDetail(deps: Pick<Deps, 'db' | 'clock'>, submitId: number, viewer: Principal | null): Promise<SubmissionDetail> {
  const row = await findSubmission(deps.db, submitId);
  await checkGroupSubmissionReader(deps.db, row, viewer);
  const problem = await problemOfSubmission(deps.db, row.pid);
  const codeShare = problem?.codeShare ?? false;
  const view = toSubmissionView(row, problem?.title ?? '', maySeeCode(viewerOf(viewer), row, codeShare), problem ?? null);
  const [hidden] = await hiddenResults(deps, viewer, [row]);
  return { submission: hidden ? sealedView(view) : view, codeShare };
}
