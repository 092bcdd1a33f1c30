import { describe, expect, it } from 'vitest';
import { answerStorageKey } from '../../../contract/rules/exams';
import { answeredCount, answerStore, chooseOne, fillBlank, formatClock, isQuestionAnswered, parseStoredAnswers, secondsLeft, sheetPayload, toggleChoice, type Answers } from './answer-sheet-model';

const single = { id: 1, type: 0, examProblemAnswerList: [{}, {}, {}] };
const multiple = { id: 2, type: 1, examProblemAnswerList: [{}, {}, {}, {}] };
const judge = { id: 3, type: 2, examProblemAnswerList: [{}, {}] };
const fill = { id: 4, type: 3, examProblemAnswerList: [{}, {}] };
const questions = [single, multiple, judge, fill];

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('answer sheet state', () => {
  it('keeps one index for a single choice, a sorted set for a multiple choice, one text per blank', () => {
    let answers: Answers = {};
    answers = chooseOne(answers, 1, 2);
    answers = chooseOne(answers, 1, 0);
    expect(answers[1]).toEqual(['0']);
    answers = toggleChoice(answers, 2, 3, true);
    answers = toggleChoice(answers, 2, 1, true);
    answers = toggleChoice(answers, 2, 3, true);
    expect(answers[2]).toEqual(['1', '3']);
    answers = toggleChoice(answers, 2, 1, false);
    expect(answers[2]).toEqual(['3']);
    answers = fillBlank(answers, 4, 2, 1, 'b');
    expect(answers[4]).toEqual(['', 'b']);
    answers = fillBlank(answers, 4, 2, 0, 'a');
    expect(answers[4]).toEqual(['a', 'b']);
  });

  it('counts a question answered only when a choice is made or every blank is filled', () => {
    let answers: Answers = fillBlank({}, 4, 2, 0, 'x');
    expect(isQuestionAnswered(fill, answers)).toBe(false);
    answers = fillBlank(answers, 4, 2, 1, '  ');
    expect(isQuestionAnswered(fill, answers)).toBe(false);
    answers = fillBlank(answers, 4, 2, 1, 'y');
    expect(isQuestionAnswered(fill, answers)).toBe(true);
    answers = toggleChoice(answers, 2, 0, true);
    answers = toggleChoice(answers, 2, 0, false);
    expect(isQuestionAnswered(multiple, answers)).toBe(false);
    answers = chooseOne(answers, 3, 1);
    expect(answeredCount(questions, answers)).toBe(2);
  });

  it('sends every question of the sheet in order, answers as strings, empty lists for the unanswered', () => {
    const answers: Answers = { 1: ['2'], 4: ['a', 'b', 'extra'], 99: ['0'] };
    expect(sheetPayload(7, questions, answers, 5)).toEqual({
      historyId: 7,
      problemIds: [1, 2, 3, 4],
      problemAnswers: [['2'], [], [], ['a', 'b']],
      trainingId: 5,
    });
    expect(sheetPayload(7, [single], {}).trainingId).toBeNull();
  });

  it('survives a reload through local storage and drops what does not fit', () => {
    const storage = memoryStorage();
    const key = answerStorageKey.exercise(12);
    answerStore.save(storage, key, { 1: ['0'], 4: ['a', ''] });
    expect(answerStore.load(storage, key)).toEqual({ 1: ['0'], 4: ['a', ''] });
    answerStore.clear(storage, key);
    expect(answerStore.load(storage, key)).toEqual({});
    expect(parseStoredAnswers('not json')).toEqual({});
    expect(parseStoredAnswers('[1,2]')).toEqual({});
    expect(parseStoredAnswers('{"1":["0"],"x":["1"],"2":[1],"3":"a"}')).toEqual({ 1: ['0'] });
  });

  it('counts down to the deadline on the server clock', () => {
    const deadline = '2026-01-01T10:00:00.000Z';
    const local = Date.parse('2026-01-01T09:59:00.000Z');
    expect(secondsLeft(deadline, 0, local)).toBe(60);
    expect(secondsLeft(deadline, 30_000, local)).toBe(30);
    expect(secondsLeft(deadline, 120_000, local)).toBe(0);
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(-3)).toBe('00:00:00');
  });
});
