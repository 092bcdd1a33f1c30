import type { Hono } from 'hono';
import { COURSES_ENDPOINTS as E } from '../../contract/api/courses';
import { addCourse, adminCourseList, changeCourse, courseDetail, courseList, removeCourse } from '../courses/courses';
import { livestream, setLivestream } from '../courses/livestream';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** Courses (part 3 §2.16, §7) and the course live-stream link (part 1 §1, part 3 §7). */
export function courseRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getCourseList, async (_c, { query, deps }) => reply(await courseList(deps, query)));
  defineRoute(app, E.getCourse, async (_c, { query, deps }) => reply(await courseDetail(deps, query.id)));
  defineRoute(app, E.adminCourseList, async (_c, { query, deps }) => reply(await adminCourseList(deps, query)));
  defineRoute(app, E.adminAddCourse, async (_c, { body, principal, deps }) => reply(await addCourse(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateCourse, async (_c, { body, deps }) => reply(await changeCourse(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteCourse, async (_c, { query, deps }) => {
    await removeCourse(deps, query.id);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.getLivestream, async (_c, { deps }) => reply(await livestream(deps)));
  defineRoute(app, E.adminSetLivestream, async (_c, { query, deps, audit }) => reply(await setLivestream(deps, query.url, audit), 'Update_Successfully'));
}
