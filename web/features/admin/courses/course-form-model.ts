import type { CourseDetail } from '../../../../contract/api/courses';
import type { BodyOf } from '../../../../contract/api/endpoint';
import type { ENDPOINTS } from '../../../../contract/endpoints';
import { COURSE_LIMITS, COURSE_TYPE, duplicateTeacher, hasCents, type CourseType } from '../../../../contract/rules/courses';
import { msgId } from '../../../lib/message-id';
import { localInputSeconds, toLocalInput } from '../contests/contest-form-model';

/** The course dialog's values: times as datetime-local text in the admin's zone, teachers as editable rows. */
export interface CourseFormValues {
  title: string;
  description: string;
  type: CourseType;
  image: string | null;
  signUpImage: string | null;
  price: number;
  startTime: string;
  endTime: string;
  /** '' when the recordings have no end date */
  replayTime: string;
  content: string;
  faq: string;
  teachers: { username: string; profession: string }[];
}

export function newCourseValues(now: Date = new Date()): CourseFormValues {
  const start = new Date(now.getTime() + 7 * 86_400_000);
  start.setHours(19, 0, 0, 0);
  return {
    title: '',
    description: '',
    type: COURSE_TYPE.basics,
    image: null,
    signUpImage: null,
    price: 0,
    startTime: toLocalInput(start),
    endTime: toLocalInput(new Date(start.getTime() + 8 * 7 * 86_400_000)),
    replayTime: '',
    content: '',
    faq: '',
    teachers: [],
  };
}

export function valuesFromCourse({ course, teacherList }: CourseDetail): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    type: course.type as CourseType,
    image: course.image,
    signUpImage: course.signUpImage,
    price: course.price,
    startTime: toLocalInput(course.startTime),
    endTime: toLocalInput(course.endTime),
    replayTime: course.replayTime ? toLocalInput(course.replayTime) : '',
    content: course.content,
    faq: course.faq,
    teachers: teacherList.map((t) => ({ username: t.username, profession: t.profession })),
  };
}

/** What the form still needs before it is sent (message ids); the server checks again. */
export const COURSE_FORM_PROBLEMS = {
  title: msgId('Title_Required'),
  description: msgId('Description_Required'),
  time: msgId('Course_Time_Required'),
  order: msgId('Contets_Time_Check'),
  price: msgId('Course_Price_Check'),
  teacher: msgId('Course_Teacher_Required'),
  duplicateTeacher: msgId('A teacher is listed twice'),
} as const;

/** What `POST`/`PUT admin/course` is sent (times as ISO 8601). */
export type CourseRequest = BodyOf<typeof ENDPOINTS.adminAddCourse>;

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** The body of `POST`/`PUT admin/course`, or the first problem of the form. */
export function courseBody(values: CourseFormValues, id: number | null): { ok: true; body: CourseRequest } | { ok: false; problem: string } {
  const title = values.title.trim();
  const description = values.description.trim();
  if (title === '') return { ok: false, problem: COURSE_FORM_PROBLEMS.title };
  if (description === '') return { ok: false, problem: COURSE_FORM_PROBLEMS.description };
  const start = localInputSeconds(values.startTime);
  const end = localInputSeconds(values.endTime);
  if (start === null || end === null) return { ok: false, problem: COURSE_FORM_PROBLEMS.time };
  if (end < start) return { ok: false, problem: COURSE_FORM_PROBLEMS.order };
  if (!(values.price >= 0 && values.price <= COURSE_LIMITS.price && hasCents(values.price))) return { ok: false, problem: COURSE_FORM_PROBLEMS.price };
  const teachers = values.teachers.map((t) => ({ username: t.username.trim(), profession: t.profession.trim() }));
  if (teachers.some((t) => t.username === '' || t.profession === '')) return { ok: false, problem: COURSE_FORM_PROBLEMS.teacher };
  if (duplicateTeacher(teachers.map((t) => t.username)) !== null) return { ok: false, problem: COURSE_FORM_PROBLEMS.duplicateTeacher };
  const replay = localInputSeconds(values.replayTime);
  return {
    ok: true,
    body: {
      course: {
        id,
        title,
        description,
        type: values.type,
        image: values.image,
        signUpImage: values.signUpImage,
        price: values.price,
        startTime: iso(start),
        endTime: iso(end),
        replayTime: replay === null ? null : iso(replay),
        content: values.content,
        faq: values.faq,
      },
      teacherList: teachers,
    },
  };
}
