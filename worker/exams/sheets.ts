import type { AnswerSheetBody, HistoryDetail, SheetResult } from '../../contract/api/exams';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { badRequest } from '../lib/api-error';
import { markSheet } from './marking';
import { questionsByIds, submitSheetStatement, type HistoryRow, type QuestionRow } from './queries';
import { detailItems, sheetProblemIds, toHistoryView, toMarkedQuestion, toQuestionView } from './view';

export type BatchItem = Parameters<Db['batch']>[0][number];

/** Opening, marking and handing in answer sheets: what practice, papers and exams share. */

/** The questions of a sheet (fixed when it was started), in its order; a question deleted since is left out. */
export async function sheetQuestions(deps: Pick<Deps, 'db'>, sheet: Pick<HistoryRow, 'problemIds'>): Promise<QuestionRow[]> {
  const ids = sheetProblemIds(sheet);
  const byId = new Map((await questionsByIds(deps.db, ids)).map((q) => [q.id, q]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A new sheet's columns: the bank's current questions and their total. */
export function sheetValues(questions: readonly QuestionRow[]) {
  return { problemIds: JSON.stringify(questions.map((q) => q.id)), totalScore: questions.reduce((sum, q) => sum + q.grade, 0) };
}

/**
 * Marks an open sheet with the body's answers and hands it in, in one batch with `also` (a training's
 * paper scores). Refuses malformed answers and a sheet that is already in, changing nothing.
 */
export async function handIn(deps: Pick<Deps, 'db' | 'clock'>, sheet: HistoryRow, body: AnswerSheetBody, also: BatchItem[] = []): Promise<SheetResult> {
  if (sheet.submitTime !== null) throw badRequest(EXAM_MESSAGES.alreadySubmitted);
  const questions = await sheetQuestions(deps, sheet);
  const marking = markSheet(questions.map(toMarkedQuestion), body.problemIds, body.problemAnswers);
  if (!marking.ok) throw badRequest(marking.msg);
  const [submitted] = await deps.db.batch([
    submitSheetStatement(deps.db, sheet.id, { details: JSON.stringify(marking.details), userScore: marking.userScore, totalScore: marking.totalScore }, deps.clock.nowSeconds()),
    ...also,
  ] as [ReturnType<typeof submitSheetStatement>, ...BatchItem[]]);
  if (submitted.length === 0) throw badRequest(EXAM_MESSAGES.alreadySubmitted);
  return { historyId: sheet.id, userScore: marking.userScore, totalScore: marking.totalScore };
}

/** A submitted sheet with its questions, answers, analysis and marking. */
export async function sheetDetail(deps: Pick<Deps, 'db'>, sheet: HistoryRow, username: string): Promise<HistoryDetail> {
  if (sheet.submitTime === null) throw badRequest(EXAM_MESSAGES.notSubmitted);
  const questions = await sheetQuestions(deps, sheet);
  return {
    examRepoProblemVOList: questions.map((q) => toQuestionView(q, true)),
    examHistoryDetailList: detailItems(sheet),
    examHistory: toHistoryView(sheet, username),
  };
}

