import type { SubmissionStatuses } from '../../contract/api/submissions';
import type { Principal } from '../accounts/sessions';
import { maskSealed } from '../contests/seal';
import type { Deps } from '../deps';
import { submissionStatuses } from './queries';

/**
 * `check-submissions-status`: the current state of each named submission that exists, by id; a
 * contest submission under its contest's seal answers submitted-unknown (-5) to those it is hidden from.
 */
export async function statusCheck(deps: Pick<Deps, 'db' | 'clock'>, submitIds: number[], viewer: Principal | null): Promise<SubmissionStatuses> {
  const rows = await maskSealed(deps, viewer, await submissionStatuses(deps.db, submitIds));
  return Object.fromEntries(rows.map(({ cid: _cid, uid: _uid, submitTime: _time, ...r }) => [r.submitId, r]));
}
