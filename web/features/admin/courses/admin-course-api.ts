import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { COURSE_ADMIN_PAGE_SIZE, TRAINING_CAMP_ADMIN_PAGE_SIZE } from '../../../../contract/rules/courses';
import { api } from '../../../lib/api';
import { courseKeys } from '../../../lib/course-keys';

export type AdminCourseListParams = QueryOf<typeof ENDPOINTS.adminCourseList>;
export type TeamAnnouncementInput = BodyOf<typeof ENDPOINTS.adminAddTeamAnnouncement>;
export type TrainingCampInput = BodyOf<typeof ENDPOINTS.adminAddTrainingCamp>;

/** The admin roles' course, intensive-training and livestream calls (part 3 §7 "Course", decision 38). */
export const adminCourseApi = {
  addCourse: (body: BodyOf<typeof ENDPOINTS.adminAddCourse>) => api.request(ENDPOINTS.adminAddCourse, { body }),
  updateCourse: (body: BodyOf<typeof ENDPOINTS.adminUpdateCourse>) => api.request(ENDPOINTS.adminUpdateCourse, { body }),
  removeCourse: (id: number) => api.request(ENDPOINTS.adminDeleteCourse, { query: { id } }),
  setLivestream: (url: string) => api.request(ENDPOINTS.adminSetLivestream, { query: { url } }),
  updateTeam: (body: BodyOf<typeof ENDPOINTS.adminUpdateTeam>) => api.request(ENDPOINTS.adminUpdateTeam, { body }),
  addAnnouncement: (body: TeamAnnouncementInput) => api.request(ENDPOINTS.adminAddTeamAnnouncement, { body }),
  updateAnnouncement: (body: TeamAnnouncementInput) => api.request(ENDPOINTS.adminUpdateTeamAnnouncement, { body }),
  removeAnnouncement: (id: number) => api.request(ENDPOINTS.adminDeleteTeamAnnouncement, { query: { id } }),
  addCamp: (body: TrainingCampInput) => api.request(ENDPOINTS.adminAddTrainingCamp, { body }),
  updateCamp: (body: TrainingCampInput) => api.request(ENDPOINTS.adminUpdateTrainingCamp, { body }),
  removeCamp: (id: number) => api.request(ENDPOINTS.adminDeleteTrainingCamp, { query: { id } }),
};

export const adminCourseListOptions = (query: AdminCourseListParams) =>
  queryOptions({
    queryKey: courseKeys.admin.courses(query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminCourseList, { query: { limit: COURSE_ADMIN_PAGE_SIZE, ...query }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminTeamOptions = queryOptions({
  queryKey: courseKeys.admin.team(),
  queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetTeam, { signal }),
  staleTime: 0,
});

export const adminTeamAnnouncementsOptions = (category: number, currentPage: number) =>
  queryOptions({
    queryKey: courseKeys.admin.announcements(category, currentPage),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminTeamAnnouncementList, { query: { category, currentPage, limit: TRAINING_CAMP_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminCampListOptions = (query: { currentPage: number; keyword?: string }) =>
  queryOptions({
    queryKey: courseKeys.admin.camps(query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.adminTrainingCampList, { query: { ...query, limit: TRAINING_CAMP_ADMIN_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
