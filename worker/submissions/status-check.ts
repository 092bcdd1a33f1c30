import type { SubmissionStatuses } from '../../contract/api/submissions';
import type { Deps } from '../deps';
import { submissionStatuses } from './queries';

/** `check-submissions-status`: the current state of each named submission that exists, by id. */
export async function statusCheck(deps: Pick<Deps, 'db'>, submitIds: number[]): Promise<SubmissionStatuses> {
  const rows = await submissionStatuses(deps.db, submitIds);
  return Object.fromEntries(rows.map((r) => [r.submitId, r]));
}
