import * as v from 'valibot';
import {
  CAMP_INTENSITY,
  COURSE_ADMIN_PAGE_SIZE,
  COURSE_LIMITS,
  COURSE_LIST_LIMIT,
  COURSE_MESSAGES,
  COURSE_TYPES,
  hasCents,
  isCourseImage,
  isHttpUrl,
  LIVESTREAM_URL_MAX,
  TEAM_CATEGORIES,
  TRAINING_CAMP_ADMIN_PAGE_SIZE,
  TRAINING_CAMP_LIMITS,
} from '../rules/courses';
import { defineEndpoints } from './endpoint';
import { bodyId, currentPage, filledText, isoTime, optionalQueryInt, optionalQueryText, pageLimit, pageOf, queryInt } from './fields';

export * from '../rules/courses';

// ---- request fields -------------------------------------------------------------------------

const idQuery = v.object({ id: queryInt('id', 1, Number.MAX_SAFE_INTEGER) });
const courseType = v.picklist(COURSE_TYPES, `type must be one of ${COURSE_TYPES.join(', ')}`);
const teamCategory = v.picklist(TEAM_CATEGORIES, `category must be one of ${TEAM_CATEGORIES.join(', ')}`);

/** Optional text a form may leave empty; stored as ''. */
const optionalBodyText = (field: string, max: number) => v.optional(v.pipe(v.string(`${field} must be text`), v.maxLength(max, `${field} must be at most ${max} characters`)), '');

const imageLink = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${field} must be text`),
        v.trim(),
        v.maxLength(COURSE_LIMITS.image, `${field} must be at most ${COURSE_LIMITS.image} characters`),
        v.transform((x) => (x === '' ? null : x)),
        v.nullable(v.pipe(v.string(), v.check(isCourseImage, COURSE_MESSAGES.imageUrl))),
      ),
    ),
    null,
  );

/** `get-course-list` (part 3 §7): every course at once (limit 10000), optionally of one type (the types are 1 to 4). */
export const CourseListQuery = v.object({
  currentPage,
  limit: v.optional(v.pipe(optionalQueryInt('limit', 1, COURSE_LIST_LIMIT), v.transform((x) => x ?? COURSE_LIST_LIMIT)), COURSE_LIST_LIMIT),
  /** empty or absent: every type */
  type: optionalQueryInt('type', Math.min(...COURSE_TYPES), Math.max(...COURSE_TYPES)),
});
export type CourseListQuery = v.InferOutput<typeof CourseListQuery>;

export const AdminCourseListQuery = v.object({
  currentPage,
  limit: pageLimit(COURSE_ADMIN_PAGE_SIZE),
  keyword: optionalQueryText('keyword', 100),
  type: CourseListQuery.entries.type,
});
export type AdminCourseListQuery = v.InferOutput<typeof AdminCourseListQuery>;

/** A teacher of a course: a site user by username, with the profession the detail shows. */
export const CourseTeacherInput = v.object({
  username: filledText('username', 64),
  profession: filledText('profession', COURSE_LIMITS.profession),
});

/** The course as the admin saves it (part 3 §3.6); times arrive as ISO 8601 and are kept as Unix seconds. */
export const CourseFields = v.object({
  /** absent on create, required on update */
  id: v.optional(v.nullable(bodyId('id')), null),
  title: filledText('title', COURSE_LIMITS.title),
  description: filledText('description', COURSE_LIMITS.description),
  type: courseType,
  image: imageLink('image'),
  /** the picture the sign-up button shows (a QR code or a poster); the course image when absent */
  signUpImage: imageLink('signUpImage'),
  /** yuan, at most two decimals; 0 is free */
  price: v.pipe(
    v.number('price must be a number'),
    v.minValue(0, 'price must be at least 0'),
    v.maxValue(COURSE_LIMITS.price, `price must be at most ${COURSE_LIMITS.price}`),
    v.check(hasCents, 'price must have at most two decimals'),
  ),
  startTime: isoTime('startTime'),
  endTime: isoTime('endTime'),
  /** until when the recordings can be watched; none when absent */
  replayTime: v.optional(v.nullable(isoTime('replayTime')), null),
  /** the details tab (markdown) */
  content: optionalBodyText('content', COURSE_LIMITS.content),
  /** the FAQ tab (markdown) */
  faq: optionalBodyText('faq', COURSE_LIMITS.faq),
});

/** `POST`/`PUT admin/course`: the course and its teachers (the shape the detail answers). */
export const CourseSaveBody = v.object({
  course: CourseFields,
  teacherList: v.optional(v.pipe(v.array(CourseTeacherInput, 'teacherList must be a list'), v.maxLength(COURSE_LIMITS.teachers, `at most ${COURSE_LIMITS.teachers} teachers`)), []),
});
export type CourseSaveBody = v.InferOutput<typeof CourseSaveBody>;

export const TeamBody = v.object({
  title: filledText('title', TRAINING_CAMP_LIMITS.teamTitle),
  description: optionalBodyText('description', TRAINING_CAMP_LIMITS.teamDescription),
});
export type TeamBody = v.InferOutput<typeof TeamBody>;

export const TeamAnnouncementListQuery = v.object({
  category: queryInt('category', Math.min(...TEAM_CATEGORIES), Math.max(...TEAM_CATEGORIES)),
  currentPage,
  limit: pageLimit(TRAINING_CAMP_ADMIN_PAGE_SIZE),
});
export type TeamAnnouncementListQuery = v.InferOutput<typeof TeamAnnouncementListQuery>;

/** An announcement of the team: its category, title, markdown content, visible (0) or hidden (1). */
export const TeamAnnouncementBody = v.object({
  id: v.optional(v.nullable(bodyId('id')), null),
  category: teamCategory,
  title: filledText('title', TRAINING_CAMP_LIMITS.title),
  content: filledText('content', TRAINING_CAMP_LIMITS.content),
  status: v.optional(v.picklist([0, 1], 'status must be 0 (visible) or 1 (hidden)'), 0),
});
export type TeamAnnouncementBody = v.InferOutput<typeof TeamAnnouncementBody>;

export const TrainingCampListQuery = v.object({ currentPage, limit: pageLimit(TRAINING_CAMP_ADMIN_PAGE_SIZE), keyword: optionalQueryText('keyword', 100) });
export type TrainingCampListQuery = v.InferOutput<typeof TrainingCampListQuery>;

export const TrainingCampBody = v.object({
  id: v.optional(v.nullable(bodyId('id')), null),
  title: filledText('title', TRAINING_CAMP_LIMITS.title),
  description: filledText('description', TRAINING_CAMP_LIMITS.description),
  /** how long it runs, as the card shows it ("8 weeks") */
  duration: filledText('duration', TRAINING_CAMP_LIMITS.duration),
  intensity: v.pipe(
    v.number('intensity must be a number'),
    v.integer('intensity must be a whole number'),
    v.minValue(CAMP_INTENSITY.min, `intensity must be ${CAMP_INTENSITY.min} to ${CAMP_INTENSITY.max}`),
    v.maxValue(CAMP_INTENSITY.max, `intensity must be ${CAMP_INTENSITY.min} to ${CAMP_INTENSITY.max}`),
  ),
  /** the outline page (markdown) */
  content: filledText('content', TRAINING_CAMP_LIMITS.content),
});
export type TrainingCampBody = v.InferOutput<typeof TrainingCampBody>;

/** `PUT admin/livestream?url=`: an http(s) address, or empty to take the link down. */
export const LivestreamQuery = v.object({
  url: v.pipe(
    v.string('url is required'),
    v.trim(),
    v.maxLength(LIVESTREAM_URL_MAX, `url must be at most ${LIVESTREAM_URL_MAX} characters`),
    v.check((x) => x === '' || isHttpUrl(x), COURSE_MESSAGES.livestreamUrl),
  ),
});

// ---- answers --------------------------------------------------------------------------------

/** A course as the list's card shows it (times ISO 8601, price in yuan). */
export const CourseCard = v.object({
  id: v.number(),
  title: v.string(),
  description: v.string(),
  type: v.number(),
  image: v.nullable(v.string()),
  price: v.number(),
  startTime: v.string(),
  endTime: v.string(),
  replayTime: v.nullable(v.string()),
});
export type CourseCard = v.InferOutput<typeof CourseCard>;

/** A course with its details and FAQ (part 3 §3.6). */
export const CourseView = v.object({
  ...CourseCard.entries,
  signUpImage: v.nullable(v.string()),
  content: v.string(),
  faq: v.string(),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type CourseView = v.InferOutput<typeof CourseView>;

export const CourseTeacherView = v.object({ uid: v.string(), username: v.string(), avatar: v.nullable(v.string()), profession: v.string() });
export type CourseTeacherView = v.InferOutput<typeof CourseTeacherView>;

/** `GET course`, and each row of the admin list: the course and its teachers in their order. */
export const CourseDetail = v.object({ course: CourseView, teacherList: v.array(CourseTeacherView) });
export type CourseDetail = v.InferOutput<typeof CourseDetail>;

/** One record of `get-course-list` ("records each with course"). */
export const CourseListRecord = v.object({ course: CourseCard });

/** An announcement of the intensive-training team: the announcement detail's fields and its category. */
export const TeamAnnouncementView = v.object({
  id: v.number(),
  category: v.number(),
  title: v.string(),
  content: v.string(),
  /** 0 visible, 1 hidden */
  status: v.number(),
  uid: v.string(),
  username: v.string(),
  avatar: v.nullable(v.string()),
  gmtCreate: v.string(),
  gmtModified: v.string(),
});
export type TeamAnnouncementView = v.InferOutput<typeof TeamAnnouncementView>;

/** A training card (part 3 §3.6 trainingCampVOList). */
export const TrainingCampCard = v.object({ id: v.number(), title: v.string(), description: v.string(), duration: v.string(), intensity: v.number() });
export type TrainingCampCard = v.InferOutput<typeof TrainingCampCard>;

/** `training-camp-team/training-camp`: the card with its markdown outline. */
export const TrainingCampView = v.object({ ...TrainingCampCard.entries, content: v.string(), gmtCreate: v.string(), gmtModified: v.string() });
export type TrainingCampView = v.InferOutput<typeof TrainingCampView>;

export const TeamInfo = v.object({ title: v.string(), description: v.string() });
export type TeamInfo = v.InferOutput<typeof TeamInfo>;

/** `GET training-camp-team` (part 3 §3.6). */
export const TeamView = v.object({
  ...TeamInfo.entries,
  /** the three categories, by id with a stable name */
  announcementCategory: v.array(v.object({ id: v.number(), name: v.string() })),
  /** the visible announcements, newest first, at most TEAM_ANNOUNCEMENTS_SHOWN of each category */
  relatedAnnouncement: v.array(TeamAnnouncementView),
  trainingCampVOList: v.array(TrainingCampCard),
});
export type TeamView = v.InferOutput<typeof TeamView>;

/** The course live-stream channel; null when none is set. */
export const LivestreamView = v.object({ url: v.nullable(v.string()) });
export type LivestreamView = v.InferOutput<typeof LivestreamView>;

// ---- calls ----------------------------------------------------------------------------------

export const COURSES_ENDPOINTS = defineEndpoints({
  getCourseList: { method: 'GET', path: '/api/course/get-course-list', summary: 'Every course, optionally of one type, newest start first', access: 'public', query: CourseListQuery, response: pageOf(CourseListRecord) },
  getCourse: { method: 'GET', path: '/api/course', summary: 'A course with its details, FAQ and teachers', access: 'public', query: idQuery, response: CourseDetail },
  adminCourseList: { method: 'GET', path: '/api/admin/course/get-course-list', summary: 'Courses with their teachers, 10 a page (admin roles)', access: 'admin', query: AdminCourseListQuery, response: pageOf(CourseDetail) },
  adminAddCourse: { method: 'POST', path: '/api/admin/course', summary: 'Create a course with its teachers (admin roles)', access: 'admin', body: CourseSaveBody, response: CourseDetail },
  adminUpdateCourse: { method: 'PUT', path: '/api/admin/course', summary: 'Change a course and its teachers (admin roles)', access: 'admin', body: CourseSaveBody, response: CourseDetail },
  adminDeleteCourse: { method: 'DELETE', path: '/api/admin/course', summary: 'Delete a course (admin roles)', access: 'admin', query: idQuery, response: v.null() },

  getTrainingCampTeam: { method: 'GET', path: '/api/training-camp-team', summary: 'The intensive-training team: its text, visible announcements and training camps', access: 'public', response: TeamView },
  getTrainingCamp: { method: 'GET', path: '/api/training-camp-team/training-camp', summary: 'A training camp with its outline', access: 'public', query: idQuery, response: TrainingCampView },
  adminGetTeam: { method: 'GET', path: '/api/admin/training-camp-team', summary: "The team's title and description (admin roles)", access: 'admin', response: TeamInfo },
  adminUpdateTeam: { method: 'PUT', path: '/api/admin/training-camp-team', summary: "Change the team's title and description (admin roles)", access: 'admin', body: TeamBody, response: TeamInfo },
  adminTeamAnnouncementList: { method: 'GET', path: '/api/admin/training-camp-team/announcement', summary: "The team's announcements of one category, hidden ones too (admin roles)", access: 'admin', query: TeamAnnouncementListQuery, response: pageOf(TeamAnnouncementView) },
  adminAddTeamAnnouncement: { method: 'POST', path: '/api/admin/training-camp-team/announcement', summary: 'Write a team announcement (admin roles)', access: 'admin', body: TeamAnnouncementBody, response: TeamAnnouncementView },
  adminUpdateTeamAnnouncement: { method: 'PUT', path: '/api/admin/training-camp-team/announcement', summary: 'Change a team announcement (admin roles)', access: 'admin', body: TeamAnnouncementBody, response: TeamAnnouncementView },
  adminDeleteTeamAnnouncement: { method: 'DELETE', path: '/api/admin/training-camp-team/announcement', summary: 'Delete a team announcement (admin roles)', access: 'admin', query: idQuery, response: v.null() },
  adminTrainingCampList: { method: 'GET', path: '/api/admin/training-camp/get-training-camp-list', summary: 'Training camps, 10 a page (admin roles)', access: 'admin', query: TrainingCampListQuery, response: pageOf(TrainingCampView) },
  adminAddTrainingCamp: { method: 'POST', path: '/api/admin/training-camp', summary: 'Create a training camp (admin roles)', access: 'admin', body: TrainingCampBody, response: TrainingCampView },
  adminUpdateTrainingCamp: { method: 'PUT', path: '/api/admin/training-camp', summary: 'Change a training camp (admin roles)', access: 'admin', body: TrainingCampBody, response: TrainingCampView },
  adminDeleteTrainingCamp: { method: 'DELETE', path: '/api/admin/training-camp', summary: 'Delete a training camp (admin roles)', access: 'admin', query: idQuery, response: v.null() },

  getLivestream: { method: 'GET', path: '/api/livestream', summary: 'The course live-stream channel link (null when none is set)', access: 'public', response: LivestreamView },
  adminSetLivestream: { method: 'PUT', path: '/api/admin/livestream', summary: 'Set the live-stream link (http or https; empty takes it down) (admin roles)', access: 'admin', query: LivestreamQuery, response: LivestreamView },
});
