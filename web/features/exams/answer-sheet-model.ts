import { QUESTION_TYPE, isAnswered } from '../../../contract/rules/exams';

/**
 * The state of an answer sheet while a learner answers it (part 2 §4 "Free practice", "Exam flow"):
 * answers by question id, each a list of strings — chosen choice indexes ("0" is A) for choice and
 * true/false questions, the text of each blank in order for a fill-in question (decision 30).
 */
export type Answers = Readonly<Record<number, readonly string[]>>;

/** What a sheet needs to know of a question. */
export interface SheetQuestion {
  id: number;
  type: number;
  examProblemAnswerList: readonly unknown[];
}

/** A fill-in question has one input per entry of its answer list. */
export const blanksOf = (question: SheetQuestion): number => (question.type === QUESTION_TYPE.fillIn ? question.examProblemAnswerList.length : 0);

/** Single choice and true/false: the one chosen index. */
export function chooseOne(answers: Answers, questionId: number, index: number): Answers {
  return { ...answers, [questionId]: [String(index)] };
}

/** Multiple choice: adds or takes away one index; the list stays sorted so equal sets look equal. */
export function toggleChoice(answers: Answers, questionId: number, index: number, checked: boolean): Answers {
  const current = new Set(answers[questionId] ?? []);
  if (checked) current.add(String(index));
  else current.delete(String(index));
  return { ...answers, [questionId]: [...current].sort((a, b) => Number(a) - Number(b)) };
}

/** Fill-in: the text of one blank; the list always has one entry per blank. */
export function fillBlank(answers: Answers, questionId: number, blanks: number, blank: number, text: string): Answers {
  const current = Array.from({ length: blanks }, (_, i) => answers[questionId]?.[i] ?? '');
  current[blank] = text;
  return { ...answers, [questionId]: current };
}

export function isQuestionAnswered(question: SheetQuestion, answers: Answers): boolean {
  return isAnswered(question.type, answers[question.id], blanksOf(question));
}

export function answeredCount(questions: readonly SheetQuestion[], answers: Answers): number {
  return questions.filter((q) => isQuestionAnswered(q, answers)).length;
}

/**
 * The submit body of a sheet: every question of the sheet, in order, with its answer as strings
 * (part 2 §5 "Exam answers are converted to strings before sending"). An unanswered question goes as
 * an empty list (marked wrong on the server); a fill-in answer never has more entries than blanks.
 */
export function sheetPayload(historyId: number, questions: readonly SheetQuestion[], answers: Answers, trainingId: number | null = null) {
  return {
    historyId,
    problemIds: questions.map((q) => q.id),
    problemAnswers: questions.map((q) => {
      const answer = (answers[q.id] ?? []).map((x) => String(x));
      if (q.type === QUESTION_TYPE.fillIn) return answer.slice(0, blanksOf(q));
      return answer.filter((x) => x !== '');
    }),
    trainingId,
  };
}

/**
 * Answers read back from local storage: anything that is not an object of string lists (another
 * version, a hand edit) is dropped rather than breaking the sheet.
 */
export function parseStoredAnswers(raw: string | null): Answers {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: Record<number, string[]> = {};
  for (const [key, answer] of Object.entries(value as Record<string, unknown>)) {
    const id = Number(key);
    if (!Number.isInteger(id) || id <= 0) continue;
    if (!Array.isArray(answer) || !answer.every((x) => typeof x === 'string')) continue;
    out[id] = answer;
  }
  return out;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Answers in progress, kept in local storage under the contract's key so a reload loses nothing. */
export const answerStore = {
  load(storage: StorageLike, key: string): Answers {
    try {
      return parseStoredAnswers(storage.getItem(key));
    } catch {
      return {};
    }
  },
  save(storage: StorageLike, key: string, answers: Answers): void {
    try {
      storage.setItem(key, JSON.stringify(answers));
    } catch {
      // a full or blocked storage only loses the reload safety, not the answers on screen
    }
  },
  clear(storage: StorageLike, key: string): void {
    try {
      storage.removeItem(key);
    } catch {
      // nothing to clear
    }
  },
};

/** Whole seconds left until a deadline, on the server's clock (offset = server now − local now, ms). */
export function secondsLeft(deadline: string, offsetMs: number, localNow: number): number {
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - (localNow + offsetMs)) / 1000));
}

/** hh:mm:ss of a number of seconds. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
