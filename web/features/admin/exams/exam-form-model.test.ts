import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../../../../contract/rules/exams';
import { checkExamForm, newExamValues, toExamBody, valuesFromExam } from './exam-form-model';

describe('choose exam form', () => {
  it('starts a new exam in the future, two hours long, without a bank', () => {
    const values = newExamValues(new Date('2026-03-01T10:00:30'));
    expect(values.startTime).toBe('2026-03-01T10:11');
    expect(values.endTime).toBe('2026-03-01T12:11');
    expect(checkExamForm({ ...values, title: 'T' })).toBe('examRepoId is required');
  });

  it('refuses an end before the start and sends times as ISO, an empty password as none', () => {
    const values = { ...newExamValues(new Date('2026-03-01T10:00:00')), title: 'T', examRepoId: 3 };
    expect(checkExamForm({ ...values, endTime: values.startTime })).toBe(EXAM_MESSAGES.timeOrder);
    expect(checkExamForm(values)).toBeNull();
    const body = toExamBody({ ...values, pwd: '  ' });
    expect(body.pwd).toBeNull();
    expect(body.startTime).toBe(new Date('2026-03-01T10:10').toISOString());
    expect(toExamBody({ ...values, pwd: 'x' }).pwd).toBe('x');
  });

  it('reads a stored exam back into the form', () => {
    const start = new Date('2026-03-01T08:00').toISOString();
    const end = new Date('2026-03-01T09:30').toISOString();
    const values = valuesFromExam({ id: 2, title: 'E', startTime: start, endTime: end, remark: 'r', examRepoId: 4, pwd: null, visible: false });
    expect(values).toMatchObject({ id: 2, startTime: '2026-03-01T08:00', endTime: '2026-03-01T09:30', pwd: '', visible: false });
    expect(toExamBody(values).endTime).toBe(end);
  });
});
