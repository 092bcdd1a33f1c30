import type { CodeTemplateView, LastAcCode, ProblemDetail } from '../../contract/api/problems';
import type { LanguageInfo } from '../../contract/judge';
import { PROBLEM_TYPE } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import { isAdminRole, ROLE } from '../../contract/roles';
import type { Deps } from '../deps';
import { badRequest, forbidden, notGroupMember } from '../lib/api-error';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { groupProblemVisible } from '../group-problems/rules';
import { judgeLanguages } from '../judging/languages';
import type { Principal } from '../accounts/sessions';
import { contestLastAcCode } from '../contests/own-results';
import { scopeOf } from '../scope/scope-of';
import { viewableProblem, type ProblemRow } from './problem-access';
import { NOT_SUBMITTED } from './problem-list';
import { enabledTemplates, latestAcceptedSubmission, ownLanguageNames, problemByDisplayId, problemCaseScores, problemTagsQuery, viewerProblemStatusOnly, viewerProblemStatusQuery } from './queries';
import { solutionsUnlocked } from './solution-unlock';
import { toTagView } from './tags';
import { problemCount, toProblemView } from './view';

/** The problem's own language list, else every language the judge fleet offers. */
async function languageNames(deps: Pick<Deps, 'db' | 'clock'>, pid: number): Promise<string[]> {
  const own = await ownLanguageNames(deps.db, pid);
  if (own.length > 0) return own;
  return (await judgeLanguages(deps)).map((l) => l.name);
}

export async function problemDetail(deps: Pick<Deps, 'db' | 'clock'>, displayId: string, gid: number | undefined, viewer: Principal | null): Promise<ProblemDetail> {
  const scope = await scopeOf(deps, { gid }, viewer);
  const row = await problemByDisplayId(deps.db, displayId);
  if (scope.group) {
    // From a group's pages: the group's own problem, open by its auth to the caller's level there.
    if (row.gid !== scope.group.row.id) throw badRequest(GROUP_MESSAGES.problemNotInGroup);
    if (!scope.group.member) throw notGroupMember(scope.group.row.id);
    if (!groupProblemVisible(row.auth, scope.group)) throw forbidden('The problem is not public, you cannot view it');
    return problemDetailOf(deps, row, viewer);
  }
  await viewableProblem(deps.db, row.id, viewer);
  return problemDetailOf(deps, row, viewer);
}

/** The detail of a problem the caller may open (checked by the caller: the bank's rule, or a contest's). */
export async function problemDetailOf(deps: Pick<Deps, 'db' | 'clock'>, row: ProblemRow, viewer: Principal | null): Promise<ProblemDetail> {
  const { db } = deps;
  const [tagRows, templateRows, statusRows] = await db.batch([
    problemTagsQuery(db, [row.id]),
    enabledTemplates(db, row.id),
    viewerProblemStatusQuery(db, viewer?.user.id ?? '', row.id),
  ]);
  const mine = statusRows[0];
  // The full mark matters only for a partly solved OI problem.
  const partOi = row.type === PROBLEM_TYPE.oi && mine !== undefined && mine.status !== JUDGE_STATUS.accepted;
  const caseRows = partOi ? await problemCaseScores(db, row.id) : [];
  const solutionUnlocked = solutionsUnlocked({
    ratio: row.solutionUnlockRatio,
    type: row.type,
    judgeCaseMode: row.judgeCaseMode,
    cases: caseRows,
    best: mine ?? null,
    admin: viewer !== null && isAdminRole(viewer.roles),
    vip: viewer !== null && viewer.roles.includes(ROLE.vip),
  });
  return {
    problem: toProblemView(row),
    tags: tagRows.map((t) => toTagView(t.tag)),
    languages: await languageNames(deps, row.id),
    codeTemplate: Object.fromEntries(templateRows.map((t) => [t.language, t.code])),
    problemCount: problemCount(row),
    myStatus: viewer ? (mine ? { status: mine.status, score: row.type === 1 ? mine.score : null } : { status: NOT_SUBMITTED, score: null }) : null,
    solutionUnlocked,
  };
}

export async function codeTemplateList({ db }: Pick<Deps, 'db' | 'clock'>, pid: number, viewer: Principal | null): Promise<CodeTemplateView[]> {
  await viewableProblem(db, pid, viewer);
  const rows = await enabledTemplates(db, pid);
  return rows.map((t) => ({ id: t.id, pid: t.pid, language: t.language, code: t.code, status: t.status }));
}

/** The languages a problem accepts, with what the fleet says about each (names the fleet lacks get a bare entry). */
export async function problemLanguageInfos(deps: Pick<Deps, 'db' | 'clock'>, pid: number, viewer: Principal | null): Promise<LanguageInfo[]> {
  const { db } = deps;
  await viewableProblem(db, pid, viewer);
  const fleet = await judgeLanguages(deps);
  const own = await ownLanguageNames(db, pid);
  if (own.length === 0) return fleet;
  return own.map((name) => fleet.find((f) => f.name === name) ?? { name, description: name, contentType: 'text/plain', compileCommand: '', template: '', isSpj: false });
}

export async function lastAcCode(deps: Pick<Deps, 'db' | 'clock'>, viewer: Principal, pid: number, cid: number | undefined): Promise<LastAcCode> {
  const scope = await scopeOf(deps, { cid }, viewer);
  if (scope.contest) return contestLastAcCode(deps, scope.contest.row.id, viewer, pid);
  const { db } = deps;
  await viewableProblem(db, pid, viewer);
  const solved = await viewerProblemStatusOnly(db, viewer.user.id, pid);
  const latest = solved?.status === JUDGE_STATUS.accepted ? await latestAcceptedSubmission(db, viewer.user.id, pid) : undefined;
  if (!latest) throw badRequest('You have not passed the problem so you cannot get the code passed recently');
  return latest;
}
