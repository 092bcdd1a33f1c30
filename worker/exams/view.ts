import type { AdminExamView, AdminQuestionView, ExamAttemptView, ExamHistoryView, ExamListRow, HistoryDetailItem, QuestionView, RepoView } from '../../contract/api/exams';
import { examStatus, QUESTION_TYPE, QUESTION_TYPES } from '../../contract/rules/exams';
import { isoTime } from '../problems/view';
import type { DetailItem, MarkedQuestion, StoredAnswer } from './marking';
import type { ExamWithRepo, HistoryRow, QuestionRow, RepoWithCounts } from './queries';

/** Rows shaped into the contract's views. Every learner-facing question goes through toQuestionView. */

function parseJsonList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function storedAnswers(row: Pick<QuestionRow, 'answers'>): StoredAnswer[] {
  return parseJsonList(row.answers).flatMap((a, i) => {
    if (typeof a !== 'object' || a === null) return [];
    const { id, content, isCorrect } = a as Record<string, unknown>;
    return [{ id: typeof id === 'number' ? id : i + 1, content: typeof content === 'string' ? content : '', isCorrect: isCorrect === true }];
  });
}

/** The answers as stored: numbered from 1 in order; every blank of a fill-in question is its correct text. */
export function answersText(type: number, answers: readonly { content: string; isCorrect: boolean }[]): string {
  return JSON.stringify(answers.map((a, i) => ({ id: i + 1, content: a.content, isCorrect: type === QUESTION_TYPE.fillIn ? true : a.isCorrect })));
}

export function toMarkedQuestion(row: QuestionRow): MarkedQuestion {
  return { id: row.id, type: row.type, grade: row.grade, answers: storedAnswers(row) };
}

export function sheetProblemIds(row: Pick<HistoryRow, 'problemIds'>): number[] {
  return parseJsonList(row.problemIds).filter((x): x is number => typeof x === 'number');
}

export function sheetDetails(row: Pick<HistoryRow, 'details'>): DetailItem[] {
  return parseJsonList(row.details).filter((d): d is DetailItem => typeof d === 'object' && d !== null && typeof (d as DetailItem).problemId === 'number');
}

const questionType = (type: number) => (QUESTION_TYPES as readonly number[]).includes(type) ? (type as QuestionView['type']) : QUESTION_TYPE.single;

/**
 * A question for a learner. Unless `reveal`, nothing tells the answer: isCorrect and analysis are
 * null, and a fill-in question shows one empty entry per blank (decision 30).
 */
export function toQuestionView(row: QuestionRow, reveal: boolean): QuestionView {
  const fillIn = row.type === QUESTION_TYPE.fillIn;
  return {
    id: row.id,
    type: questionType(row.type),
    content: row.content,
    grade: row.grade,
    analysis: reveal ? row.analysis : null,
    examProblemAnswerList: storedAnswers(row).map((a) => ({ id: a.id, content: reveal || !fillIn ? a.content : '', isCorrect: reveal ? a.isCorrect : null })),
  };
}

export function toAdminQuestionView(row: QuestionRow): AdminQuestionView {
  return {
    id: row.id,
    type: questionType(row.type),
    content: row.content,
    grade: row.grade,
    analysis: row.analysis,
    examProblemAnswerList: storedAnswers(row),
    author: row.author,
    gmtModified: isoTime(row.gmtModified),
  };
}

export function toRepoView({ row, problemCount, totalScore }: RepoWithCounts): RepoView {
  return {
    id: row.id,
    title: row.title,
    remark: row.remark,
    problemCount,
    timeLimit: row.timeLimit,
    totalScore,
    isPublic: row.isPublic,
    author: row.author,
    gmtModified: isoTime(row.gmtModified),
  };
}

export function toHistoryView(row: HistoryRow, username: string): ExamHistoryView {
  return {
    id: row.id,
    repoId: row.repoId,
    examId: row.examId,
    trainingId: row.trainingId,
    kind: row.kind === 'exam' || row.kind === 'paper' ? row.kind : 'exercise',
    uid: row.uid,
    username,
    startTime: isoTime(row.startTime),
    deadline: row.deadline === null ? null : isoTime(row.deadline),
    submitTime: row.submitTime === null ? null : isoTime(row.submitTime),
    userScore: row.userScore,
    totalScore: row.totalScore,
  };
}

/** The marking of every question of a submitted sheet; a question with no stored mark (an attempt closed at its deadline) is unanswered and wrong. */
export function detailItems(row: HistoryRow): HistoryDetailItem[] {
  const stored = new Map(sheetDetails(row).map((d) => [d.problemId, d]));
  return sheetProblemIds(row).map((problemId) => stored.get(problemId) ?? { problemId, userAnswer: [], isCorrect: false, score: 0 });
}

export function toExamListRow(e: ExamWithRepo, now: number): ExamListRow {
  return {
    id: e.row.id,
    title: e.row.title,
    startTime: isoTime(e.row.startTime),
    endTime: isoTime(e.row.endTime),
    status: examStatus(e.row, now),
    isPrivate: (e.row.pwd ?? '') !== '',
    examRepoId: e.row.examRepoId,
    examRepo: { problemCount: e.problemCount, timeLimit: e.timeLimit, totalScore: e.totalScore },
    author: e.row.author,
  };
}

export function toAdminExamView(e: ExamWithRepo, now: number): AdminExamView {
  return { ...toExamListRow(e, now), remark: e.row.remark, pwd: e.row.pwd, visible: e.row.visible, repoTitle: e.repoTitle };
}

export function toAttemptView(row: HistoryRow): ExamAttemptView {
  return {
    historyId: row.id,
    startTime: isoTime(row.startTime),
    deadline: isoTime(row.deadline ?? row.startTime),
    submitted: row.submitTime !== null,
    userScore: row.submitTime === null ? null : row.userScore,
  };
}
