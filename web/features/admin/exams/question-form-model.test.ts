import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../../../../contract/rules/exams';
import { checkQuestion, markCorrect, newQuestionValues, toQuestionBody, valuesFromQuestion, withType } from './question-form-model';

describe('question form', () => {
  it('starts each type with its own answers', () => {
    expect(newQuestionValues(0).answers).toHaveLength(4);
    expect(newQuestionValues(2, ['对', '错']).answers).toEqual([{ content: '对', isCorrect: true }, { content: '错', isCorrect: false }]);
    expect(newQuestionValues(3).answers).toHaveLength(1);
  });

  it('keeps the choices between single and multiple choice, one correct flag for single', () => {
    let values = { ...newQuestionValues(1), answers: [{ content: 'a', isCorrect: false }, { content: 'b', isCorrect: true }, { content: 'c', isCorrect: true }] };
    values = withType(values, 0);
    expect(values.answers.map((a) => a.isCorrect)).toEqual([false, true, false]);
    expect(withType(values, 3).answers).toEqual([{ content: '', isCorrect: true }]);
    values = markCorrect(values, 2, true);
    expect(values.answers.map((a) => a.isCorrect)).toEqual([false, false, true]);
    const multiple = markCorrect(markCorrect(withType(values, 1), 0, true), 2, false);
    expect(multiple.answers.map((a) => a.isCorrect)).toEqual([true, false, false]);
  });

  it('says what keeps a question from being saved, as the server does', () => {
    const ok = { ...newQuestionValues(0), content: 'Q', answers: [{ content: 'a', isCorrect: true }, { content: 'b', isCorrect: false }] };
    expect(checkQuestion(ok)).toBeNull();
    expect(checkQuestion({ ...ok, content: ' ' })).toBe('content is required');
    expect(checkQuestion({ ...ok, answers: [{ content: 'a', isCorrect: true }] })).toBe(EXAM_MESSAGES.needTwoChoices);
    expect(checkQuestion({ ...ok, answers: ok.answers.map((a) => ({ ...a, isCorrect: false })) })).toBe(EXAM_MESSAGES.needCorrect);
    expect(checkQuestion({ ...ok, answers: ok.answers.map((a) => ({ ...a, isCorrect: true })) })).toBe(EXAM_MESSAGES.singleNeedsOne);
    expect(checkQuestion({ ...ok, type: 1, answers: ok.answers.map((a) => ({ ...a, isCorrect: true })) })).toBeNull();
    expect(checkQuestion({ ...ok, type: 3, answers: [] })).toBe(EXAM_MESSAGES.fillInNeedsBlank);
  });

  it('saves a new question into the bank, blanks always correct', () => {
    const values = { ...newQuestionValues(3), content: 'Fill', answers: [{ content: ' x ', isCorrect: false }] };
    expect(toQuestionBody(values, 9)).toEqual({ id: null, type: 3, content: 'Fill', grade: 5, analysis: '', examProblemAnswerList: [{ content: 'x', isCorrect: true }], repoId: 9 });
    const stored = valuesFromQuestion({ id: 4, type: 0, content: 'c', grade: 2, analysis: 'why', examProblemAnswerList: [{ content: 'a', isCorrect: true }] });
    expect(toQuestionBody(stored, 9).repoId).toBeNull();
  });
});
