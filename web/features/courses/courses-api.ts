import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '../../../contract/endpoints';
import { COURSE_LIST_LIMIT } from '../../../contract/rules/courses';
import { api } from '../../lib/api';
import { courseKeys } from '../../lib/course-keys';

/** The public calls of courses and the intensive-training team (part 3 §7); the livestream link's is in web/lib/course-keys.ts. */

/** Every course of a type at once, as part 3 §7 asks (currentPage 1, limit 10000). */
export const courseListOptions = (type: number | undefined) =>
  queryOptions({
    queryKey: courseKeys.list(type),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getCourseList, { query: { currentPage: 1, limit: COURSE_LIST_LIMIT, type }, signal }),
  });

export const courseDetailOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.detail(id),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getCourse, { query: { id }, signal }),
  });

export const teamOptions = queryOptions({
  queryKey: courseKeys.team(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingCampTeam, { signal }),
});

export const trainingCampOptions = (id: number) =>
  queryOptions({
    queryKey: courseKeys.camp(id),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getTrainingCamp, { query: { id }, signal }),
  });
