import type { CourseCard, CourseView } from '../../contract/api/courses';
import { COURSE_MESSAGES, duplicateTeacher } from '../../contract/rules/courses';
import type { courses } from '../db/schema-courses';
import { isoTime as iso } from '../problems/view';

/** Pure rules of courses: no D1, no clock (decision 38). */

export type CourseRow = typeof courses.$inferSelect;

export function courseCard(row: CourseRow): CourseCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    image: row.image,
    price: row.priceCents / 100,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    replayTime: row.replayTime === null ? null : iso(row.replayTime),
  };
}

export function courseView(row: CourseRow): CourseView {
  return { ...courseCard(row), signUpImage: row.signUpImage, content: row.content, faq: row.faq, gmtCreate: iso(row.gmtCreate), gmtModified: iso(row.gmtModified) };
}

/** What is wrong with a course's times or teacher list as a whole (the fields are checked by the body schema), or null. */
export function courseSaveProblem(course: { startTime: number; endTime: number }, teacherNames: readonly string[]): string | null {
  if (course.endTime < course.startTime) return COURSE_MESSAGES.timeCheck;
  if (duplicateTeacher(teacherNames) !== null) return COURSE_MESSAGES.duplicateTeacher;
  return null;
}

export interface FoundUser {
  id: string;
  username: string;
}

/**
 * The teachers' accounts in the order the admin listed them, matched by username without case;
 * the first name with no account is reported instead.
 */
export function matchTeachers<T extends { username: string; profession: string }>(
  wanted: readonly T[],
  found: readonly FoundUser[],
): { ok: true; teachers: { uid: string; profession: string; rank: number }[] } | { ok: false; missing: string } {
  const byKey = new Map(found.map((user) => [user.username.toLowerCase(), user]));
  const teachers: { uid: string; profession: string; rank: number }[] = [];
  for (const [rank, teacher] of wanted.entries()) {
    const user = byKey.get(teacher.username.toLowerCase());
    if (!user) return { ok: false, missing: teacher.username };
    teachers.push({ uid: user.id, profession: teacher.profession, rank });
  }
  return { ok: true, teachers };
}
