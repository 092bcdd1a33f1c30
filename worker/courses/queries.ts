import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CourseTeacherView } from '../../contract/api/courses';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { courses, courseTeachers } from '../db/schema-courses';
import { boundedStatements, inList } from '../lib/bound-parameters';
import type { CourseRow, FoundUser } from './rules';
import { containsText } from '../lib/text-search';

/** D1 reads and writes of courses and their teachers. */

export interface CourseFilter {
  type?: number;
  keyword?: string;
}

function whereOf(filter: CourseFilter) {
  return and(filter.type === undefined ? undefined : eq(courses.type, filter.type), filter.keyword ? containsText(courses.title, filter.keyword) : undefined);
}

/** A page of courses, the latest start first. */
export async function coursePage(db: Db, filter: CourseFilter, page: { currentPage: number; limit: number }): Promise<{ rows: CourseRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.startTime), desc(courses.id))
      .limit(page.limit)
      .offset((page.currentPage - 1) * page.limit)
      .all(),
    db.select({ n: count() }).from(courses).where(where).all(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function courseRow(db: Db, id: number): Promise<CourseRow | undefined> {
  return db.select().from(courses).where(eq(courses.id, id)).get();
}

/** The teachers of each course, in their order, by course id. */
export async function teachersOf(db: Db, courseIds: readonly number[]): Promise<Map<number, CourseTeacherView[]>> {
  const byCourse = new Map<number, CourseTeacherView[]>(courseIds.map((id) => [id, []]));
  const rows = await db
    .select({ courseId: courseTeachers.courseId, uid: users.id, username: users.username, avatar: users.avatar, profession: courseTeachers.profession })
    .from(courseTeachers)
    .innerJoin(users, eq(users.id, courseTeachers.uid))
    .where(inList(courseTeachers.courseId, courseIds))
    .orderBy(asc(courseTeachers.courseId), asc(courseTeachers.rank))
    .all();
  for (const { courseId, ...teacher } of rows) byCourse.get(courseId)?.push(teacher);
  return byCourse;
}

/** The accounts of the given usernames (compared without case); names without one are simply absent. */
export async function usersNamed(db: Db, usernames: readonly string[]): Promise<FoundUser[]> {
  const keys = [...new Set(usernames.map((name) => name.toLowerCase()))];
  if (keys.length === 0) return [];
  return db.select({ id: users.id, username: users.username }).from(users).where(inList(users.usernameKey, keys)).all();
}

export type CourseValues = Omit<typeof courses.$inferInsert, 'id' | 'uid' | 'gmtCreate'>;
export type TeacherValues = { uid: string; profession: string; rank: number };

/**
 * A new course and its teachers in one batch; answers its id. A batch runs as one transaction, so
 * the newest course id inside it is the one just inserted.
 */
export async function insertCourse(db: Db, values: CourseValues & { uid: string; gmtCreate: number }, teachers: readonly TeacherValues[]): Promise<number> {
  const insert = db.insert(courses).values(values).returning({ id: courses.id });
  if (teachers.length === 0) return (await insert)[0]!.id;
  const newest = sql<number>`(SELECT max(${courses.id}) FROM ${courses})`;
  const [[inserted]] = await db.batch([insert, ...teacherInserts(db, newest, teachers)]);
  return inserted!.id;
}

/** The course's fields and its whole teacher list, replaced in one batch. */
export async function updateCourse(db: Db, id: number, values: CourseValues, teachers: readonly TeacherValues[]): Promise<void> {
  await db.batch([db.update(courses).set(values).where(eq(courses.id, id)), db.delete(courseTeachers).where(eq(courseTeachers.courseId, id)), ...teacherInserts(db, id, teachers)]);
}

/** The rows of a course's teachers, in statements D1 can bind; `courseId` may be the SQL of the course inserted in the same batch. */
function teacherInserts(db: Db, courseId: number | SQL<number>, teachers: readonly TeacherValues[]) {
  return boundedStatements(teachers, (part) => db.insert(courseTeachers).values(part.map((t) => ({ ...t, courseId }))));
}

export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.batch([db.delete(courseTeachers).where(eq(courseTeachers.courseId, id)), db.delete(courses).where(eq(courses.id, id))]);
}
