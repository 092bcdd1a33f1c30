import { eq } from 'drizzle-orm';
import type { AnswerSheetBody, ExamHistoryView, HistoryDetail, SheetResult } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import type { Principal } from '../accounts/sessions';
import { users } from '../db/schema-accounts';
import { examHistories } from '../db/schema-exams';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { existingRepo, ownSheet, practiceRepo, trainingPaper } from './access';
import { paperScoresStatement } from './paper-scores';
import { findExam, findOpenSheet, repoQuestions, submittedSheets } from './queries';
import { handIn, sheetDetail, sheetValues } from './sheets';
import { toHistoryView } from './view';

/**
 * `exam-judge/start_exercise`: opens a practice sheet of a public bank, or with trainingId a paper
 * sheet of a training's exam (untimed, as often as wanted: decision 29). An open sheet of the same
 * bank is resumed, with the bank's current questions.
 */
export async function startExercise(deps: Pick<Deps, 'db' | 'clock'>, query: { repoId: number; trainingId?: number }, caller: Principal): Promise<number> {
  const paper = query.trainingId !== undefined ? await trainingPaper(deps, query.trainingId, query.repoId, caller) : null;
  if (!paper) await practiceRepo(deps, query.repoId, caller);
  const kind = paper ? 'paper' : 'exercise';
  const trainingId = query.trainingId ?? null;
  const values = { ...sheetValues(await repoQuestions(deps.db, query.repoId)), startTime: deps.clock.nowSeconds() };
  const open = await findOpenSheet(deps.db, caller.user.id, query.repoId, kind, trainingId);
  if (open) {
    await deps.db.update(examHistories).set(values).where(eq(examHistories.id, open.id)).run();
    return open.id;
  }
  const [row] = await deps.db
    .insert(examHistories)
    .values({ ...values, uid: caller.user.id, repoId: query.repoId, kind, examId: paper?.examId ?? null, trainingId })
    .returning({ id: examHistories.id });
  return row!.id;
}

/** `exam-judge/submit_exercise`: marks a practice or paper sheet; a paper's training scores change in the same batch. */
export async function submitExercise(deps: Pick<Deps, 'db' | 'clock'>, body: AnswerSheetBody, caller: Principal): Promise<SheetResult> {
  const sheet = await ownSheet(deps, body.historyId, caller);
  if (sheet.kind === 'exam') throw badRequest(EXAM_MESSAGES.examSheet);
  if (body.trainingId !== null && body.trainingId !== sheet.trainingId) throw badRequest(EXAM_MESSAGES.notPaper);
  const also = sheet.kind === 'paper' && sheet.trainingId !== null ? [paperScoresStatement(deps.db, sheet.trainingId, caller.user.id)] : [];
  return handIn(deps, sheet, body, also);
}

/** `exam-history/exercise`: the caller's submitted sheets of a bank, or of a training's paper. */
export async function exerciseHistory(deps: Pick<Deps, 'db' | 'clock'>, query: { repoId: number; trainingId?: number }, caller: Principal): Promise<ExamHistoryView[]> {
  if (query.trainingId !== undefined) await trainingPaper(deps, query.trainingId, query.repoId, caller);
  else await existingRepo(deps, query.repoId);
  const rows = await submittedSheets(deps.db, caller.user.id, query.repoId, query.trainingId ?? null);
  return rows.map((r) => toHistoryView(r.row, r.username));
}

/**
 * `exam-history/exercise-detail`: one of the caller's submitted sheets with answers and analysis.
 * An exam attempt's marking shows once the exam has ended, so no answer leaks while others sit it.
 */
export async function exerciseDetail(deps: Pick<Deps, 'db' | 'clock'>, query: { historyId: number; repoId?: number }, caller: Principal): Promise<HistoryDetail> {
  const sheet = await ownSheet(deps, query.historyId, caller);
  if (query.repoId !== undefined && query.repoId !== sheet.repoId) throw notFound(EXAM_MESSAGES.historyNotFound);
  if (sheet.kind === 'exam' && sheet.examId !== null) {
    const exam = await findExam(deps.db, sheet.examId);
    if (exam && exam.row.endTime > deps.clock.nowSeconds()) throw badRequest(EXAM_MESSAGES.examNotOver);
  }
  const user = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, sheet.uid)).get();
  return sheetDetail(deps, sheet, user?.username ?? caller.user.username);
}
