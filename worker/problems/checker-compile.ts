import type * as v from 'valibot';
import type { CompileCheckerBody, CompileCheckerResult } from '../../contract/api/problems';
import { sha256Hex } from '../../contract/judge';
import { JUDGE_STATUS } from '../../contract/judge-status';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { judgeLanguages } from '../judging/languages';
import type { Principal } from '../accounts/sessions';
import { scopeOf } from '../scope/scope-of';
import { manageableProblem } from './problem-access';
import { checkerCheckOutcome, checkerCheckStatus, upsertCheckerCheck } from './queries-admin';
import { CHECKER_COMPILE_POLL_MS, compileWaitOver } from './rules';

/** The fingerprint compile-spj records and a save of a changed checker looks for. */
export async function checkerFingerprint(mode: string, language: string, code: string, extraFiles: Record<string, string> | null): Promise<string> {
  return sha256Hex(JSON.stringify([mode, language, code, extraFiles ?? {}]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `compile-spj` / `compile-interactive`: a judge really compiles the code. The request is stored by
 * fingerprint, a compile job goes on the queue, and the request waits (sleeping, no CPU) until a
 * runner reported: compiled (a save of exactly this checker may go through), a compile error (400
 * with the compiler's message), a judge failure, or no answer in time (503). Code that a judge
 * compiled already is answered at once.
 */
export async function compileChecker(deps: Pick<Deps, 'db' | 'queue' | 'clock'>, who: Principal, mode: 'spj' | 'interactive', body: v.InferOutput<typeof CompileCheckerBody>): Promise<CompileCheckerResult> {
  await scopeOf(deps, { gid: body.gid }, who);
  const { db } = deps;
  if (body.pid) await manageableProblem(db, body.pid, who);
  const fleet = await judgeLanguages(deps);
  const checkerLanguages = fleet.filter((l) => l.isSpj).map((l) => l.name);
  if (fleet.length > 0 && !checkerLanguages.includes(body.language)) {
    throw badRequest(`The language ${body.language} cannot be used for a special judge or interactor; use one of ${checkerLanguages.join(', ')}`);
  }
  const extraFiles = body.extraFiles && Object.keys(body.extraFiles).length > 0 ? body.extraFiles : null;
  const id = await checkerFingerprint(mode, body.language, body.code, body.extraFiles ?? null);
  const known = await checkerCheckStatus(db, id);
  if (known?.status === JUDGE_STATUS.accepted) return { compiled: true, checkId: id };
  // The nonce is left alone: an attempt already running on this very code may still report.
  const fields = { uid: who.user.id, code: body.code, extraFiles: extraFiles ? JSON.stringify(extraFiles) : null, status: JUDGE_STATUS.pending, message: null };
  await upsertCheckerCheck(db, { id, judgeMode: mode, language: body.language }, fields);
  try {
    // On the contest queue: an admin's request waits for it, so it must not wait behind a practice backlog.
    await deps.queue.send([{ kind: 'compile', key: id, priority: 'contest' }]);
  } catch (error) {
    console.error(`enqueue failed for checker compile ${id}: ${(error as Error).name}`);
    throw new ApiError(503, 'The judge queue is unavailable, please try again');
  }
  const started = deps.clock.nowMs();
  while (!compileWaitOver(started, deps.clock.nowMs())) {
    await sleep(CHECKER_COMPILE_POLL_MS);
    const row = await checkerCheckOutcome(db, id);
    if (!row) break;
    if (row.status === JUDGE_STATUS.accepted) return { compiled: true, checkId: id };
    if (row.status === JUDGE_STATUS.compileError) throw badRequest(row.message?.trim() ? row.message : 'Compile Error', { checkId: id });
    if (row.status === JUDGE_STATUS.systemError) throw new ApiError(503, `The judge could not compile the code: ${row.message ?? 'system error'}`, { checkId: id });
  }
  throw new ApiError(503, 'No judge compiled the code in time, please try again', { checkId: id });
}
