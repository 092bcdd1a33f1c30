import type { AllCaseResult, JudgeCaseView } from '../../contract/api/submissions';
import { maySeeCaseOutput, maySeeCaseResults } from '../../contract/rules/submissions';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import { hiddenResults } from '../contests/seal';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/api-error';
import { canViewProblem } from '../problems/problem-access';
import { caseResultRows, findSubmission } from './queries';
import { checkGroupSubmissionReader } from './group-submission';
import { parseStoredCases, SUBTASK_MODES, subtasksOf, viewerOf } from './rules';
import { toJudgeCaseView } from './view';

/**
 * `get-all-case-result`. Case results show when the problem opens them (admins always see them);
 * the program's output only to the submission's owner and admins. A contest submission's results
 * are its owner's and the admins' alone, like its code (contract maySeeCaseResults).
 */
export async function allCaseResults(deps: Pick<Deps, 'db' | 'clock'>, submitId: number, principal: Principal | null): Promise<AllCaseResult> {
  const row = await findSubmission(deps.db, submitId);
  await checkGroupSubmissionReader(deps.db, row, principal);
  const { problem, cases, names } = await caseResultRows(deps.db, submitId, row.pid);
  if (!problem) throw notFound('The problem does not exist');
  const viewer = viewerOf(principal);
  // A group submission's reader is a member already: the group's problem is open to them as the bank's is to all.
  const problemOpen = row.gid !== null || canViewProblem(problem, principal);
  if (!maySeeCaseResults(viewer, row, problemOpen)) throw forbidden('Only the owner and admins may see the case results of this submission');
  const mode = problem.judgeCaseMode;
  // A sealed contest result is not told case by case either.
  const [sealed] = await hiddenResults(deps, principal, [row]);
  const open = !sealed && ((viewer !== null && isAdminRole(viewer.roles)) || problem.openCaseResult);
  if (!open) return { judgeCaseMode: mode, openCaseResult: false, judgeCaseList: [], subTaskJudgeCaseVoList: [] };
  const byIndex = new Map(names.map((c) => [c.index, c]));
  const withOutput = maySeeCaseOutput(viewer, row);
  const list: JudgeCaseView[] = parseStoredCases(cases)
    .sort((a, b) => a.index - b.index)
    .map((c) => toJudgeCaseView(c, byIndex.get(c.index), withOutput));
  if (SUBTASK_MODES.includes(mode)) return { judgeCaseMode: mode, openCaseResult: true, judgeCaseList: [], subTaskJudgeCaseVoList: subtasksOf(mode, list) };
  return { judgeCaseMode: mode, openCaseResult: true, judgeCaseList: list, subTaskJudgeCaseVoList: [] };
}
