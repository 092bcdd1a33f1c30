import { QUESTION_TYPE, questionSaveProblem } from '../../../../contract/rules/exams';

/** The question form (part 3 §2.2 question_banks): content, choices or blanks with correct flags, points, analysis. */
export interface QuestionFormValues {
  id: number | null;
  type: number;
  content: string;
  grade: number;
  analysis: string;
  /** choices (with their correct flag) or, for a fill-in question, one correct text per blank */
  answers: { content: string; isCorrect: boolean }[];
}

const twoChoices = () => [
  { content: '', isCorrect: true },
  { content: '', isCorrect: false },
];

/** A fresh question of a type: four choices, the two of true/false, or one blank. */
export function newQuestionValues(type: number = QUESTION_TYPE.single, judgeLabels: [string, string] = ['True', 'False']): QuestionFormValues {
  return { id: null, type, content: '', grade: 5, analysis: '', answers: answersFor(type, judgeLabels) };
}

function answersFor(type: number, judgeLabels: [string, string]) {
  if (type === QUESTION_TYPE.judge) return [{ content: judgeLabels[0], isCorrect: true }, { content: judgeLabels[1], isCorrect: false }];
  if (type === QUESTION_TYPE.fillIn) return [{ content: '', isCorrect: true }];
  return [...twoChoices(), { content: '', isCorrect: false }, { content: '', isCorrect: false }];
}

/**
 * Changing the type keeps what still fits: choices stay between single and multiple choice (a single
 * choice keeps only its first correct flag); true/false and fill-in start from their own answers.
 */
export function withType(values: QuestionFormValues, type: number, judgeLabels: [string, string] = ['True', 'False']): QuestionFormValues {
  const choice = (t: number) => t === QUESTION_TYPE.single || t === QUESTION_TYPE.multiple;
  if (choice(values.type) && choice(type)) {
    if (type === QUESTION_TYPE.single) {
      const first = values.answers.findIndex((a) => a.isCorrect);
      return { ...values, type, answers: values.answers.map((a, i) => ({ ...a, isCorrect: i === Math.max(0, first) })) };
    }
    return { ...values, type };
  }
  return { ...values, type, answers: answersFor(type, judgeLabels) };
}

/** Marks a choice correct: the only one for single choice and true/false, toggled for multiple choice. */
export function markCorrect(values: QuestionFormValues, index: number, checked: boolean): QuestionFormValues {
  if (values.type === QUESTION_TYPE.multiple) return { ...values, answers: values.answers.map((a, i) => (i === index ? { ...a, isCorrect: checked } : a)) };
  return { ...values, answers: values.answers.map((a, i) => ({ ...a, isCorrect: i === index })) };
}

/** The first thing that keeps the question from being saved, by the server's own rule (questionSaveProblem); null when it may be saved. */
export function checkQuestion(values: QuestionFormValues): string | null {
  if (values.content.trim() === '') return 'content is required';
  if (values.answers.some((a) => a.content.trim() === '')) return 'an answer must not be empty';
  return questionSaveProblem({ type: values.type, examProblemAnswerList: values.answers });
}

/** The save body; a fill-in blank is always its own correct text. */
export function toQuestionBody(values: QuestionFormValues, repoId: number | null) {
  return {
    id: values.id,
    type: values.type as 0 | 1 | 2 | 3,
    content: values.content,
    grade: values.grade,
    analysis: values.analysis,
    examProblemAnswerList: values.answers.map((a) => ({ content: a.content.trim(), isCorrect: values.type === QUESTION_TYPE.fillIn ? true : a.isCorrect })),
    repoId: values.id === null ? repoId : null,
  };
}

export function valuesFromQuestion(view: { id: number; type: number; content: string; grade: number; analysis: string; examProblemAnswerList: readonly { content: string; isCorrect: boolean }[] }): QuestionFormValues {
  return { id: view.id, type: view.type, content: view.content, grade: view.grade, analysis: view.analysis, answers: view.examProblemAnswerList.map((a) => ({ content: a.content, isCorrect: a.isCorrect })) };
}
