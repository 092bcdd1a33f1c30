import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { answerProblem, isRightAnswer, markSheet, type MarkedQuestion } from './marking';

const choice = (id: number, type: 0 | 1 | 2, correct: number[], count = 4, grade = 2): MarkedQuestion => ({
  id,
  type,
  grade,
  answers: Array.from({ length: count }, (_, i) => ({ id: i + 1, content: `choice ${i}`, isCorrect: correct.includes(i) })),
});
const fillIn = (id: number, blanks: string[], grade = 3): MarkedQuestion => ({ id, type: 3, grade, answers: blanks.map((content, i) => ({ id: i + 1, content, isCorrect: true })) });

const single = choice(1, 0, [2]);
const multiple = choice(2, 1, [0, 3]);
const judge = choice(3, 2, [1], 2);
const blanks = fillIn(4, ['int', ' main ']);

describe('single choice and true/false', () => {
  it('is right with exactly the correct index, wrong with another or none', () => {
    expect(isRightAnswer(single, ['2'])).toBe(true);
    expect(isRightAnswer(single, ['1'])).toBe(false);
    expect(isRightAnswer(single, [])).toBe(false);
    expect(isRightAnswer(single, [''])).toBe(false);
    expect(isRightAnswer(judge, ['1'])).toBe(true);
    expect(isRightAnswer(judge, ['0'])).toBe(false);
  });

  it('refuses two indexes, an index the question does not have and text that is no index', () => {
    expect(answerProblem(single, ['1', '2'])).toBe(EXAM_MESSAGES.tooManyChoices);
    expect(answerProblem(judge, ['0', '1'])).toBe(EXAM_MESSAGES.tooManyChoices);
    expect(answerProblem(single, ['4'])).toBe(EXAM_MESSAGES.badChoice);
    expect(answerProblem(judge, ['2'])).toBe(EXAM_MESSAGES.badChoice);
    expect(answerProblem(single, ['A'])).toBe(EXAM_MESSAGES.badChoice);
    expect(answerProblem(single, ['-1'])).toBe(EXAM_MESSAGES.badChoice);
    expect(answerProblem(single, ['2'])).toBeNull();
  });
});

describe('multiple choice', () => {
  it('is right only with exactly the correct set, in any order', () => {
    expect(isRightAnswer(multiple, ['0', '3'])).toBe(true);
    expect(isRightAnswer(multiple, ['3', '0'])).toBe(true);
    expect(isRightAnswer(multiple, ['0'])).toBe(false); // a missing choice: no partial credit
    expect(isRightAnswer(multiple, ['0', '3', '1'])).toBe(false); // an extra choice
    expect(isRightAnswer(multiple, ['1', '2'])).toBe(false); // wrong choices
    expect(isRightAnswer(multiple, [])).toBe(false);
  });

  it('takes several indexes but refuses one out of range', () => {
    expect(answerProblem(multiple, ['0', '1', '2', '3'])).toBeNull();
    expect(answerProblem(multiple, ['0', '9'])).toBe(EXAM_MESSAGES.badChoice);
  });
});

describe('fill-in', () => {
  it('compares every blank after trimming, case-sensitively', () => {
    expect(isRightAnswer(blanks, ['int', 'main'])).toBe(true);
    expect(isRightAnswer(blanks, ['  int ', 'main\n'])).toBe(true);
    expect(isRightAnswer(blanks, ['INT', 'main'])).toBe(false);
    expect(isRightAnswer(blanks, ['int'])).toBe(false); // a blank left out
    expect(isRightAnswer(blanks, ['int', ''])).toBe(false);
  });

  it('refuses more blanks than the question has', () => {
    expect(answerProblem(blanks, ['int', 'main', 'extra'])).toBe(EXAM_MESSAGES.tooManyBlanks);
    expect(answerProblem(blanks, ['int'])).toBeNull();
  });
});

describe('a sheet', () => {
  const questions = [single, multiple, judge, blanks];

  it('sums the grades of the right answers; unanswered questions of the sheet are wrong', () => {
    const marked = markSheet(questions, [1, 2, 4], [['2'], ['0'], ['int', 'main']]);
    expect(marked).toEqual({
      ok: true,
      totalScore: 9,
      userScore: 5,
      details: [
        { problemId: 1, userAnswer: ['2'], isCorrect: true, score: 2 },
        { problemId: 2, userAnswer: ['0'], isCorrect: false, score: 0 },
        { problemId: 3, userAnswer: [], isCorrect: false, score: 0 },
        { problemId: 4, userAnswer: ['int', 'main'], isCorrect: true, score: 3 },
      ],
    });
  });

  it('refuses a question outside the sheet, mismatched lists, a question answered twice and a malformed answer', () => {
    expect(markSheet(questions, [99], [['0']])).toEqual({ ok: false, msg: EXAM_MESSAGES.notInRepo });
    expect(markSheet(questions, [1, 2], [['0']])).toEqual({ ok: false, msg: EXAM_MESSAGES.answersMismatch });
    expect(markSheet(questions, [1, 1], [['0'], ['2']])).toEqual({ ok: false, msg: EXAM_MESSAGES.duplicateQuestion });
    expect(markSheet(questions, [1, 4], [['2'], ['a', 'b', 'c']])).toEqual({ ok: false, msg: EXAM_MESSAGES.tooManyBlanks });
  });

  it('marks an empty sheet as all wrong with score 0', () => {
    const marked = markSheet(questions, [], []);
    expect(marked.ok && marked.userScore).toBe(0);
    expect(marked.ok && marked.details.every((d) => !d.isCorrect && d.userAnswer.length === 0)).toBe(true);
  });
});
