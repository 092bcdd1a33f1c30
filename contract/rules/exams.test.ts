import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES, examStatus, isAnswered, QUESTION_TYPE, questionSaveProblem } from './exams';

const choices = (...correct: boolean[]) => correct.map((isCorrect, i) => ({ content: `choice ${i}`, isCorrect }));

describe('question save rule', () => {
  it('takes a single choice or true/false question with two or more choices and exactly one correct', () => {
    expect(questionSaveProblem({ type: QUESTION_TYPE.single, examProblemAnswerList: choices(false, true, false) })).toBeNull();
    expect(questionSaveProblem({ type: QUESTION_TYPE.judge, examProblemAnswerList: choices(true, false) })).toBeNull();
    expect(questionSaveProblem({ type: QUESTION_TYPE.single, examProblemAnswerList: choices(true, true) })).toBe(EXAM_MESSAGES.singleNeedsOne);
    expect(questionSaveProblem({ type: QUESTION_TYPE.judge, examProblemAnswerList: choices(true, true) })).toBe(EXAM_MESSAGES.singleNeedsOne);
    expect(questionSaveProblem({ type: QUESTION_TYPE.single, examProblemAnswerList: choices(false, false) })).toBe(EXAM_MESSAGES.needCorrect);
    expect(questionSaveProblem({ type: QUESTION_TYPE.single, examProblemAnswerList: choices(true) })).toBe(EXAM_MESSAGES.needTwoChoices);
  });

  it('takes a multiple choice with two or more choices and at least one correct', () => {
    expect(questionSaveProblem({ type: QUESTION_TYPE.multiple, examProblemAnswerList: choices(true, true, false) })).toBeNull();
    expect(questionSaveProblem({ type: QUESTION_TYPE.multiple, examProblemAnswerList: choices(false, false, false) })).toBe(EXAM_MESSAGES.needCorrect);
    expect(questionSaveProblem({ type: QUESTION_TYPE.multiple, examProblemAnswerList: choices(true) })).toBe(EXAM_MESSAGES.needTwoChoices);
  });

  it('takes a fill-in question with at least one blank', () => {
    expect(questionSaveProblem({ type: QUESTION_TYPE.fillIn, examProblemAnswerList: choices(false) })).toBeNull();
    expect(questionSaveProblem({ type: QUESTION_TYPE.fillIn, examProblemAnswerList: [] })).toBe(EXAM_MESSAGES.fillInNeedsBlank);
  });
});

describe('exam clock and answered marks', () => {
  it('is scheduled before the start, running until the end, ended from the end on', () => {
    const exam = { startTime: 100, endTime: 200 };
    expect([examStatus(exam, 99), examStatus(exam, 100), examStatus(exam, 199), examStatus(exam, 200)]).toEqual([-1, 0, 0, 1]);
  });

  it('counts a fill-in question answered only when every blank is filled', () => {
    expect(isAnswered(QUESTION_TYPE.fillIn, ['a', ' '], 2)).toBe(false);
    expect(isAnswered(QUESTION_TYPE.fillIn, ['a', 'b'], 2)).toBe(true);
    expect(isAnswered(QUESTION_TYPE.multiple, [], 0)).toBe(false);
    expect(isAnswered(QUESTION_TYPE.single, ['1'], 0)).toBe(true);
  });
});
