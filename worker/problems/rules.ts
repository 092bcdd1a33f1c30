import { fill } from '../../contract/message-template';
import { caseScoreProblem, REMOTE_OJS, displayIdOriginProblem, isSubtaskMode, judgeCaseModesFor, validGroupNum } from '../../contract/rules/problems';
import type { SampleInput } from '../../contract/api/problems';
import { PROBLEM_AUTH } from '../../contract/api/problems';
import type { JudgeCaseMode } from '../../contract/judge';
import { isAdmin, isAdminRole } from '../../contract/roles';

/**
 * The problem area's pure rules: who may see and manage a problem, and the save rules of part 3 §5
 * as the Worker states them. No D1, no HTTP, no clock: the use cases turn a refusal into an answer.
 */

interface Caller {
  user: { id: string };
  roles: readonly string[];
}

/** A group problem's progress once a site admin admitted it to the public bank (part 3 §3.4). */
export const APPLY_PUBLIC_ADMITTED = 2;

/**
 * The public bank: public problems of the site, and public group problems a site admin admitted
 * (apply progress 2; decision 31). Every other group problem is reached through its group.
 */
export function inPublicBank(problem: { auth: number; gid: number | null; applyPublicProgress?: number | null }): boolean {
  if (problem.auth !== PROBLEM_AUTH.public) return false;
  return problem.gid === null || problem.applyPublicProgress === APPLY_PUBLIC_ADMITTED;
}

/**
 * Whether a reader may open a problem outside contests and groups: the public bank for everybody;
 * private, contest and group problems only for admin roles (group members reach their group's
 * problems through the group, problem-access.ts viewableProblem).
 */
export function canViewProblem(problem: { auth: number; gid: number | null; applyPublicProgress?: number | null }, viewer: Pick<Caller, 'roles'> | null): boolean {
  if (viewer && isAdminRole(viewer.roles)) return true;
  return inPublicBank(problem);
}

/** Admins and the super admin manage every problem; a teacher only those they created (the root/author rule). */
export function canManageProblem(problem: { createdBy: string | null }, who: Caller): boolean {
  if (isAdmin(who.roles)) return true;
  return isAdminRole(who.roles) && problem.createdBy === who.user.id;
}

/** A refused save: the spec's message and the payload field it is about. */
export interface SaveRefusal {
  msg: string;
  field: string;
}

const prefixes = REMOTE_OJS.map((o) => `${o}-`).join(', ');

/** Save refusals chosen between by a condition: whole sentences, for the catalogs (decision 45). */
export const SAVE_RULE_MESSAGES = {
  remoteNeedsPrefix: "A remote problem's display ID starts with its judge, one of {prefixes}",
  prefixIsRemote: "A display ID starting with a remote judge's prefix ({prefixes}) is for remote problems",
  oiCaseMode: "An OI problem's judge case mode must be one of {modes}",
  acmCaseMode: "An ACM problem's judge case mode must be one of {modes}",
} as const;

/** A display id must match the problem's origin (remote problems carry their judge's prefix). */
export function displayIdRefusal(problemId: string, isRemote: boolean): SaveRefusal | null {
  const problem = displayIdOriginProblem(problemId, isRemote);
  if (problem === null) return null;
  const msg = fill(problem === 'remoteNeedsPrefix' ? SAVE_RULE_MESSAGES.remoteNeedsPrefix : SAVE_RULE_MESSAGES.prefixIsRemote, { prefixes });
  return { msg, field: 'problem.problemId' };
}

/** The judge case mode must be one the problem type offers. */
export function caseModeRefusal(type: number, mode: JudgeCaseMode): SaveRefusal | null {
  const allowed = judgeCaseModesFor(type);
  if (allowed.includes(mode)) return null;
  return { msg: fill(type === 1 ? SAVE_RULE_MESSAGES.oiCaseMode : SAVE_RULE_MESSAGES.acmCaseMode, { modes: allowed.join(', ') }), field: 'problem.judgeCaseMode' };
}

const asNumber = (raw: SampleInput['score']): unknown => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw);

const SCORE_MESSAGES = {
  notInteger: 'Score_must_be_an_integer',
  negative: 'Score_must_be_greater_than_or_equal_to_0',
  tooLarge: 'A test case score must be at most 1000000',
} as const;

/**
 * A case's score: OI scores must be present, whole and not negative (part 3 §5); an ACM case
 * keeps a usable score or takes its share of the even split.
 */
export function caseScore(raw: SampleInput['score'], index: number, isOi: boolean, fallback: number): number | SaveRefusal {
  const value = asNumber(raw);
  const problem = caseScoreProblem(value);
  if (!isOi) return problem === null || problem === 'tooLarge' ? (value as number) : fallback;
  if (problem !== null) return { msg: SCORE_MESSAGES[problem], field: `samples[${index}].score` };
  return value as number;
}

/** A case's subtask group: required in the subtask modes, kept when usable otherwise. */
export function caseGroup(raw: SampleInput['groupNum'], index: number, mode: JudgeCaseMode): number | null | SaveRefusal {
  const value = asNumber(raw);
  if (!isSubtaskMode(mode)) return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  if (!validGroupNum(value)) return { msg: 'Non_Default_Judge_Case_Mode_And_Group_Num_IS_NULL', field: `samples[${index}].groupNum` };
  return value;
}

/** With no judge ever seen there is nothing to check a language against. */
export function languageOffered(name: string, fleet: readonly string[]): boolean {
  return fleet.length === 0 || fleet.includes(name);
}

/** The problem's languages and its templates: known languages, one template a language, none empty when enabled. */
export function languageRefusal(languages: readonly string[], fleet: readonly string[]): SaveRefusal | null {
  if (languages.length === 0) return { msg: 'At least one language must be chosen', field: 'languages' };
  const unknown = languages.find((l) => !languageOffered(l, fleet));
  return unknown ? { msg: `The language ${unknown} is not offered by the judge`, field: 'languages' } : null;
}

export function templateRefusal(templates: readonly { language: string }[], languages: readonly string[]): SaveRefusal | null {
  const seen = new Set<string>();
  for (const [i, t] of templates.entries()) {
    if (seen.has(t.language)) return { msg: `The language ${t.language} has two code templates`, field: `codeTemplates[${i}]` };
    seen.add(t.language);
    if (!languages.includes(t.language)) return { msg: `The code template's language ${t.language} is not one of the problem's languages`, field: `codeTemplates[${i}].language` };
  }
  return null;
}

/**
 * Test files of an archive ordered as people number them, listed once each: when two cases use
 * the same file name, the later one is prefixed with its index.
 */
export function uniqueArchiveNames(cases: readonly { index: number; inputName: string; outputName: string }[]): { index: number; input: string; output: string }[] {
  const used = new Set<string>();
  const unique = (index: number, name: string) => {
    const chosen = used.has(name) ? `${index}_${name}` : name;
    used.add(chosen);
    return chosen;
  };
  return cases.map((c) => ({ index: c.index, input: unique(c.index, c.inputName), output: unique(c.index, c.outputName) }));
}

/** How long compile-spj waits, and whether its wait is over at `nowMs`. */
export const CHECKER_COMPILE_POLL_MS = 200;
export const CHECKER_COMPILE_WAIT_MS = 25_000;

export function compileWaitOver(startedMs: number, nowMs: number): boolean {
  return nowMs >= startedMs + CHECKER_COMPILE_WAIT_MS;
}
