/**
 * Question bank and exam rules the web app and the Worker both apply (part 2 §2 "Question banks",
 * "Choose exams", §3, §4, §9). Times are Unix seconds unless a name says otherwise.
 */

/** 0 single choice, 1 multiple choice, 2 judge (true / false, answered like a single choice), 3 fill-in */
export const QUESTION_TYPE = { single: 0, multiple: 1, judge: 2, fillIn: 3 } as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export const QUESTION_TYPES = [0, 1, 2, 3] as const;

export const REPO_LIST_PAGE_SIZE = 10;
export const EXAM_LIST_PAGE_SIZE = 10;
export const EXAM_RANK_PAGE_SIZE = 10;
export const EXAM_RANK_PAGE_SIZES = [10, 30, 50, 100] as const;
/** Questions of a repo are fetched in one page of at most this many (part 2 §9). */
export const QUESTION_FETCH_LIMIT = 1000;

/** Seconds after an exam's time limit an answer sheet is still taken (the browser's clock and the network). */
export const EXAM_SUBMIT_GRACE_SECONDS = 60;
export const REPO_TIME_LIMIT_DEFAULT = 60;
export const REPO_TIME_LIMIT_MAX = 24 * 60;

export const QUESTION_LIMITS = {
  contentMax: 10_000,
  analysisMax: 10_000,
  answerMax: 1_000,
  answersMax: 26,
  gradeMax: 1_000,
  titleMax: 255,
  remarkMax: 65_535,
} as const;

/** -1 scheduled, 0 running, 1 ended, as for contests */
export const EXAM_STATUS = { scheduled: -1, running: 0, ended: 1 } as const;
export type ExamStatus = (typeof EXAM_STATUS)[keyof typeof EXAM_STATUS];

export function examStatus(exam: { startTime: number; endTime: number }, now: number): ExamStatus {
  if (now < exam.startTime) return EXAM_STATUS.scheduled;
  if (now < exam.endTime) return EXAM_STATUS.running;
  return EXAM_STATUS.ended;
}

/** Answer letters A, B, C … by index (part 2 §2). */
export function answerLetter(index: number): string {
  return String.fromCharCode(65 + index);
}

/**
 * A question counts as answered on the sheet's sidebar when a choice has a value, a multiple choice
 * has at least one selection, or every blank is filled (part 2 §4).
 */
export function isAnswered(type: number, answer: readonly string[] | undefined, blanks: number): boolean {
  if (!answer) return false;
  if (type === QUESTION_TYPE.fillIn) return blanks > 0 && answer.length >= blanks && answer.slice(0, blanks).every((x) => x.trim() !== '');
  return answer.some((x) => x !== '');
}

/** Local storage keys of answers in progress (part 2 §3): one per repo for practice, one per exam or paper. */
export const answerStorageKey = {
  exercise: (repoId: number) => `hoj:repo-answers:${repoId}`,
  exam: (examId: number) => `hoj:exam-answers:${examId}`,
  paper: (trainingId: number, repoId: number) => `hoj:paper-answers:${trainingId}:${repoId}`,
} as const;

export const EXAM_MESSAGES = {
  repoNotFound: 'The question bank does not exist',
  questionNotFound: 'The question does not exist',
  questionIdNotFound: 'The question {id} does not exist',
  examNotFound: 'The exam does not exist',
  historyNotFound: 'The answer sheet does not exist',
  passwordRequired: 'Enter the exam password',
  wrongPassword: 'The exam password is wrong',
  notStarted: 'The exam has not started yet',
  ended: 'The exam has ended',
  alreadyTaken: 'You have already taken this exam',
  timeUp: 'The time limit of this exam is over: the answer sheet was not accepted',
  alreadySubmitted: 'This answer sheet has already been submitted',
  notYours: 'This answer sheet is not yours',
  notInRepo: 'The question is not in this answer sheet',
  answersMismatch: 'problemIds and problemAnswers must have the same length',
  duplicateQuestion: 'A question is answered twice',
  badChoice: 'An answer names a choice the question does not have',
  tooManyChoices: 'A single choice or true/false question takes one answer',
  tooManyBlanks: 'A fill-in answer has more blanks than the question',
  notPractice: 'This question bank is not open for free practice',
  noAccess: 'You may not see this answer sheet',
  repoInUse: 'The question bank is used by an exam: change the exam first',
  submitted: '提交成功',
  needCorrect: 'Mark at least one answer correct',
  singleNeedsOne: 'A single choice or true/false question has exactly one correct answer',
  needTwoChoices: 'A choice question needs at least two answers',
  fillInNeedsBlank: 'A fill-in question needs at least one blank with its answer',
  timeOrder: 'The end time must be after the start time',
  startFirst: 'Start the exam first',
  notSubmitted: 'This answer sheet has not been submitted yet',
  paperNotOpen: 'This paper opens when its exam is over',
  notPaper: 'The question bank is not a paper of this training',
  notExamSheet: 'This answer sheet is not an exam attempt',
  examSheet: 'An exam attempt is handed in with submit_exam',
  examNotOver: 'The marking of an exam attempt shows once the exam has ended',
  importEmpty: 'The file has no question rows',
  importTooLarge: 'The file is too large',
} as const;

/** What the question form sends, as far as the per-type rules look at it. */
export interface QuestionShape {
  type: number;
  examProblemAnswerList: readonly { content: string; isCorrect: boolean }[];
}

/**
 * The per-type save rule of a question (decision 30): a single choice or true/false question has
 * at least two choices and exactly one correct; a multiple choice at least two choices and one
 * correct; a fill-in question at least one blank (every blank holds its answer). Null when it may be saved.
 */
export function questionSaveProblem(question: QuestionShape): string | null {
  const answers = question.examProblemAnswerList;
  if (question.type === QUESTION_TYPE.fillIn) return answers.length === 0 ? EXAM_MESSAGES.fillInNeedsBlank : null;
  if (answers.length < 2) return EXAM_MESSAGES.needTwoChoices;
  const correct = answers.filter((a) => a.isCorrect).length;
  if (correct === 0) return EXAM_MESSAGES.needCorrect;
  if (question.type !== QUESTION_TYPE.multiple && correct !== 1) return EXAM_MESSAGES.singleNeedsOne;
  return null;
}
