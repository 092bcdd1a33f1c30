import { ACCOUNTS_ENDPOINTS } from './api/accounts';
import { ADMIN_ENDPOINTS } from './api/admin';
import { COMMUNITY_ENDPOINTS } from './api/community';
import { CONFIG_ENDPOINTS } from './api/config';
import { CONTESTS_ENDPOINTS } from './api/contests';
import { COURSES_ENDPOINTS } from './api/courses';
import { defineEndpoints } from './api/endpoint';
import { EXAMS_ENDPOINTS } from './api/exams';
import { GROUPS_ENDPOINTS } from './api/groups';
import { HOME_ENDPOINTS } from './api/home';
import { HONOR_ENDPOINTS } from './api/honor';
import { JUDGING_ENDPOINTS } from './api/judging';
import { PROBLEMS_ENDPOINTS } from './api/problems';
import { SUBMISSIONS_ENDPOINTS } from './api/submissions';
import { TRAININGS_ENDPOINTS } from './api/trainings';
import { VIP_ENDPOINTS } from './api/vip';

/**
 * Every /api call of the platform, joined from the areas' entries. The Worker validates each
 * request against its entry, /api/openapi.json is generated from this list (responses included),
 * and the generated-input test walks it.
 */
export const ENDPOINTS = {
  ...CONFIG_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...PROBLEMS_ENDPOINTS,
  ...SUBMISSIONS_ENDPOINTS,
  ...JUDGING_ENDPOINTS,
  ...CONTESTS_ENDPOINTS,
  ...TRAININGS_ENDPOINTS,
  ...EXAMS_ENDPOINTS,
  ...GROUPS_ENDPOINTS,
  ...COMMUNITY_ENDPOINTS,
  ...VIP_ENDPOINTS,
  ...COURSES_ENDPOINTS,
  ...HOME_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...HONOR_ENDPOINTS,
  ...defineEndpoints({
    openapi: { method: 'GET', path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', access: 'public', foreign: true },
  }),
};

export type EndpointName = keyof typeof ENDPOINTS;
