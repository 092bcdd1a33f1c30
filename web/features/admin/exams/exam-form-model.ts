import { EXAM_MESSAGES } from '../../../../contract/rules/exams';
import { localInputSeconds, toLocalInput } from '../contests/contest-form-model';

/** The choose exam form (part 3 §2.2 choose_exams): title, times, remark, bank, password. */
export interface ExamFormValues {
  id: number | null;
  title: string;
  /** datetime-local values in the admin's zone */
  startTime: string;
  endTime: string;
  remark: string;
  examRepoId: number | null;
  pwd: string;
  visible: boolean;
}

/** A new exam starts in ten minutes and runs for two hours. */
export function newExamValues(now: Date = new Date()): ExamFormValues {
  const start = new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + 10 * 60_000);
  return { id: null, title: '', startTime: toLocalInput(start), endTime: toLocalInput(new Date(start.getTime() + 2 * 3600_000)), remark: '', examRepoId: null, pwd: '', visible: true };
}

export function valuesFromExam(view: { id: number; title: string; startTime: string; endTime: string; remark: string; examRepoId: number; pwd: string | null; visible: boolean }): ExamFormValues {
  return { id: view.id, title: view.title, startTime: toLocalInput(view.startTime), endTime: toLocalInput(view.endTime), remark: view.remark, examRepoId: view.examRepoId, pwd: view.pwd ?? '', visible: view.visible };
}

/** The first thing that keeps the exam from being saved; null when it may be saved. */
export function checkExamForm(values: ExamFormValues): string | null {
  if (values.title.trim() === '') return 'title is required';
  const start = localInputSeconds(values.startTime);
  const end = localInputSeconds(values.endTime);
  if (start === null) return 'startTime must be a date and time';
  if (end === null) return 'endTime must be a date and time';
  if (end <= start) return EXAM_MESSAGES.timeOrder;
  if (values.examRepoId === null) return 'examRepoId is required';
  return null;
}

/** The save body: times as ISO 8601, an empty password as none. */
export function toExamBody(values: ExamFormValues) {
  return {
    id: values.id,
    title: values.title,
    startTime: new Date((localInputSeconds(values.startTime) ?? 0) * 1000).toISOString(),
    endTime: new Date((localInputSeconds(values.endTime) ?? 0) * 1000).toISOString(),
    remark: values.remark,
    examRepoId: values.examRepoId ?? 0,
    pwd: values.pwd.trim() === '' ? null : values.pwd,
    visible: values.visible,
  };
}
