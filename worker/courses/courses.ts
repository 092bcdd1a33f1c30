import { fill } from '../../contract/message-template';
import type { AdminCourseListQuery, CourseCard, CourseDetail, CourseListQuery, CourseSaveBody } from '../../contract/api/courses';
import { COURSE_MESSAGES, priceCents } from '../../contract/rules/courses';
import type { Page } from '../../contract/envelope';
import type { Principal } from '../accounts/sessions';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import { badRequest, notFound } from '../lib/api-error';
import { courseRow, coursePage, deleteCourse, insertCourse, teachersOf, updateCourse, usersNamed, type CourseValues, type TeacherValues } from './queries';
import { courseCard, courseSaveProblem, courseView, matchTeachers } from './rules';

/** Courses (part 3 §2.16, §3.6, §7): the public list and detail, and the admin roles' table and saves. */

/** `course/get-course-list`: every course of the type asked for, the latest start first, each as `{course}`. */
export async function courseList(deps: Pick<Deps, 'db'>, query: CourseListQuery): Promise<Page<{ course: CourseCard }>> {
  const { rows, total } = await coursePage(deps.db, { type: query.type }, query);
  return { records: rows.map((row) => ({ course: courseCard(row) })), total, current: query.currentPage, size: query.limit };
}

async function detailOf(db: Db, id: number): Promise<CourseDetail> {
  const row = await courseRow(db, id);
  if (!row) throw notFound(COURSE_MESSAGES.courseNotFound);
  const teachers = await teachersOf(db, [id]);
  return { course: courseView(row), teacherList: teachers.get(id) ?? [] };
}

/** `GET course`: the course with its details, FAQ and teachers. */
export function courseDetail(deps: Pick<Deps, 'db'>, id: number): Promise<CourseDetail> {
  return detailOf(deps.db, id);
}

/** `admin/course/get-course-list`: a page of courses, each with everything the edit dialog needs. */
export async function adminCourseList(deps: Pick<Deps, 'db'>, query: AdminCourseListQuery): Promise<Page<CourseDetail>> {
  const { rows, total } = await coursePage(deps.db, { type: query.type, keyword: query.keyword }, query);
  const teachers = await teachersOf(deps.db, rows.map((row) => row.id));
  return { records: rows.map((row) => ({ course: courseView(row), teacherList: teachers.get(row.id) ?? [] })), total, current: query.currentPage, size: query.limit };
}

/** The stored values of a saved course, after the rules that tie its fields together. */
async function checkedValues(db: Db, body: CourseSaveBody, now: number): Promise<{ values: CourseValues; teachers: TeacherValues[] }> {
  const { course, teacherList } = body;
  const names = teacherList.map((t) => t.username);
  const problem = courseSaveProblem(course, names);
  if (problem) throw badRequest(problem);
  const matched = matchTeachers(teacherList, await usersNamed(db, names));
  if (!matched.ok) throw badRequest(fill(COURSE_MESSAGES.teacherNotFound, { username: matched.missing }));
  return {
    values: {
      title: course.title,
      description: course.description,
      type: course.type,
      image: course.image,
      signUpImage: course.signUpImage,
      priceCents: priceCents(course.price),
      startTime: course.startTime,
      endTime: course.endTime,
      replayTime: course.replayTime,
      content: course.content,
      faq: course.faq,
      gmtModified: now,
    },
    teachers: matched.teachers,
  };
}

/** `POST admin/course`: a new course with its teachers. */
export async function addCourse(deps: Pick<Deps, 'db' | 'clock'>, body: CourseSaveBody, caller: Principal): Promise<CourseDetail> {
  const now = deps.clock.nowSeconds();
  const { values, teachers } = await checkedValues(deps.db, body, now);
  const id = await insertCourse(deps.db, { ...values, uid: caller.user.id, gmtCreate: now }, teachers);
  return detailOf(deps.db, id);
}

/** `PUT admin/course`: the course's fields and its whole teacher list. */
export async function changeCourse(deps: Pick<Deps, 'db' | 'clock'>, body: CourseSaveBody): Promise<CourseDetail> {
  const id = body.course.id;
  if (id === null) throw badRequest('course.id is required');
  if (!(await courseRow(deps.db, id))) throw notFound(COURSE_MESSAGES.courseNotFound);
  const { values, teachers } = await checkedValues(deps.db, body, deps.clock.nowSeconds());
  await updateCourse(deps.db, id, values, teachers);
  return detailOf(deps.db, id);
}

export async function removeCourse(deps: Pick<Deps, 'db'>, id: number): Promise<void> {
  if (!(await courseRow(deps.db, id))) throw notFound(COURSE_MESSAGES.courseNotFound);
  await deleteCourse(deps.db, id);
}
