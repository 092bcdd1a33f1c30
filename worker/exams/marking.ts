import { EXAM_MESSAGES, QUESTION_TYPE } from '../../contract/rules/exams';

/**
 * Marking of answer sheets on the server (docs/decisions/0030-question-banks-and-exams.md). Pure:
 * the questions come in, the marks go out; a malformed answer is a refusal message, never a mark.
 */

export interface StoredAnswer {
  id: number;
  content: string;
  isCorrect: boolean;
}

export interface MarkedQuestion {
  id: number;
  type: number;
  grade: number;
  /** the choices of a choice or true/false question; the blanks' answers of a fill-in question */
  answers: readonly StoredAnswer[];
}

export interface DetailItem {
  problemId: number;
  userAnswer: string[];
  isCorrect: boolean;
  score: number;
}

export type SheetMarking = { ok: true; details: DetailItem[]; userScore: number; totalScore: number } | { ok: false; msg: string };

/** The chosen indexes of a choice answer ("0" is A); empty entries are no choice. Null when one is not a choice of the question. */
function chosenIndexes(question: MarkedQuestion, answer: readonly string[]): number[] | null {
  const chosen: number[] = [];
  for (const raw of answer) {
    if (raw.trim() === '') continue;
    if (!/^\d{1,3}$/.test(raw.trim())) return null;
    const index = Number(raw.trim());
    if (index >= question.answers.length) return null;
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

/** Why an answer cannot be marked at all (a 400), or null when it is well-formed (right or wrong). */
export function answerProblem(question: MarkedQuestion, answer: readonly string[]): string | null {
  if (question.type === QUESTION_TYPE.fillIn) return answer.length > question.answers.length ? EXAM_MESSAGES.tooManyBlanks : null;
  const chosen = chosenIndexes(question, answer);
  if (chosen === null) return EXAM_MESSAGES.badChoice;
  if (question.type !== QUESTION_TYPE.multiple && chosen.length > 1) return EXAM_MESSAGES.tooManyChoices;
  return null;
}

/** Whether a well-formed answer earns the question's grade: all or nothing, by the rule of its type. */
export function isRightAnswer(question: MarkedQuestion, answer: readonly string[]): boolean {
  if (question.type === QUESTION_TYPE.fillIn) {
    return question.answers.length > 0 && question.answers.every((blank, i) => (answer[i] ?? '').trim() !== '' && (answer[i] ?? '').trim() === blank.content.trim());
  }
  const chosen = chosenIndexes(question, answer) ?? [];
  const correct = question.answers.flatMap((a, i) => (a.isCorrect ? [i] : []));
  if (question.type !== QUESTION_TYPE.multiple) return chosen.length === 1 && correct.length === 1 && chosen[0] === correct[0];
  return chosen.length === correct.length && correct.every((i) => chosen.includes(i));
}

/**
 * Marks a sheet: `questions` is the sheet's question set (fixed when it was started, in its order),
 * `problemIds[i]` is answered by `problemAnswers[i]`. A question outside the set or a malformed answer
 * refuses the whole sheet; an unanswered question of the set is wrong.
 */
export function markSheet(questions: readonly MarkedQuestion[], problemIds: readonly number[], problemAnswers: readonly (readonly string[])[]): SheetMarking {
  if (problemIds.length !== problemAnswers.length) return { ok: false, msg: EXAM_MESSAGES.answersMismatch };
  if (new Set(problemIds).size !== problemIds.length) return { ok: false, msg: EXAM_MESSAGES.duplicateQuestion };
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, readonly string[]>();
  for (const [i, id] of problemIds.entries()) {
    const question = byId.get(id);
    if (!question) return { ok: false, msg: EXAM_MESSAGES.notInRepo };
    const answer = problemAnswers[i] ?? [];
    const problem = answerProblem(question, answer);
    if (problem) return { ok: false, msg: problem };
    given.set(id, answer);
  }
  const details = questions.map((question): DetailItem => {
    const userAnswer = [...(given.get(question.id) ?? [])];
    const isCorrect = given.has(question.id) && isRightAnswer(question, userAnswer);
    return { problemId: question.id, userAnswer, isCorrect, score: isCorrect ? question.grade : 0 };
  });
  return {
    ok: true,
    details,
    userScore: details.reduce((sum, d) => sum + d.score, 0),
    totalScore: questions.reduce((sum, q) => sum + q.grade, 0),
  };
}
