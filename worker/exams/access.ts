import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { isAdminRole } from '../../contract/roles';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { forbidden, notFound } from '../lib/api-error';
import { scopeOf } from '../scope/scope-of';
import { findHistory, findRepo, trainingPaperExam, type HistoryRow, type RepoWithCounts } from './queries';

/** Who may reach a bank, a training's paper or an answer sheet: the checks every call of the area shares. */

export async function existingRepo(deps: Pick<Deps, 'db'>, repoId: number): Promise<RepoWithCounts> {
  const repo = await findRepo(deps.db, repoId);
  if (!repo) throw notFound(EXAM_MESSAGES.repoNotFound);
  return repo;
}

/** A bank for free practice: public, or any bank for admin roles (who may read its answers anyway). */
export async function practiceRepo(deps: Pick<Deps, 'db'>, repoId: number, caller: Principal): Promise<RepoWithCounts> {
  const repo = await existingRepo(deps, repoId);
  if (!repo.row.isPublic && !isAdminRole(caller.roles)) throw forbidden(EXAM_MESSAGES.notPractice);
  return repo;
}

/**
 * A bank as a paper of a training: the training is open to the caller (scopeOf) and one of its
 * exams uses the bank. A bank kept off free practice opens as a paper only once its exam is over,
 * or its answers would be readable during the exam (training admins and admin roles excepted).
 * Answers the exam the paper belongs to.
 */
export async function trainingPaper(deps: Pick<Deps, 'db' | 'clock'>, trainingId: number, repoId: number, caller: Principal): Promise<{ repo: RepoWithCounts; examId: number }> {
  const access = await scopeOf(deps, { tid: trainingId }, caller);
  if (!access.canView) throw forbidden(TRAINING_MESSAGES.noAccess);
  const repo = await existingRepo(deps, repoId);
  const paper = await trainingPaperExam(deps.db, trainingId, repoId);
  if (paper === undefined) throw notFound(EXAM_MESSAGES.notPaper);
  const examOpen = deps.clock.nowSeconds() < paper.endTime;
  if (examOpen && !repo.row.isPublic && !access.manages && !isAdminRole(caller.roles)) throw forbidden(EXAM_MESSAGES.paperNotOpen);
  return { repo, examId: paper.eid };
}

/** An answer sheet of the caller's own. */
export async function ownSheet(deps: Pick<Deps, 'db'>, historyId: number, caller: Principal): Promise<HistoryRow> {
  const sheet = await findHistory(deps.db, historyId);
  if (!sheet) throw notFound(EXAM_MESSAGES.historyNotFound);
  if (sheet.uid !== caller.user.id) throw forbidden(EXAM_MESSAGES.notYours);
  return sheet;
}
