/**
 * Course, intensive-training and livestream rules the web app and the Worker both apply
 * (part 1 §1, part 3 §2.16, §2.17, §3.6, §7, §9; decision 38).
 */

/** Course types (the list's filter; the spec names no list, decision 38 chose these four). */
export const COURSE_TYPE = { basics: 1, algorithms: 2, contest: 3, other: 4 } as const;
export type CourseType = (typeof COURSE_TYPE)[keyof typeof COURSE_TYPE];
export const COURSE_TYPES = [COURSE_TYPE.basics, COURSE_TYPE.algorithms, COURSE_TYPE.contest, COURSE_TYPE.other] as const;

/** The course list asks for every course at once (part 3 §7, §9: currentPage 1, limit 10000) and shows them 4 a row. */
export const COURSE_LIST_LIMIT = 10_000;
export const COURSE_GRID_COLUMNS = 4;
export const COURSE_ADMIN_PAGE_SIZE = 10;

export const COURSE_LIMITS = {
  title: 255,
  description: 1000,
  content: 65_535,
  faq: 65_535,
  image: 1000,
  profession: 50,
  teachers: 20,
  /** yuan */
  price: 1_000_000,
} as const;

/** Training camps and the team's announcements. */
export const TRAINING_CAMP_LIMITS = {
  title: 255,
  description: 1000,
  content: 65_535,
  duration: 50,
  teamTitle: 255,
  teamDescription: 1000,
} as const;
export const TRAINING_CAMP_ADMIN_PAGE_SIZE = 10;

/** Intensity of a training camp: 1 (light) to 5 (hardest), shown as that many marks. */
export const CAMP_INTENSITY = { min: 1, max: 5 } as const;

/** Announcement categories of the intensive-training team (part 3 §3.6). */
export const TEAM_CATEGORY = { applyNotice: 1, carouselInfo: 2, experienceSharing: 3 } as const;
export type TeamCategory = (typeof TEAM_CATEGORY)[keyof typeof TEAM_CATEGORY];
export const TEAM_CATEGORIES = [TEAM_CATEGORY.applyNotice, TEAM_CATEGORY.carouselInfo, TEAM_CATEGORY.experienceSharing] as const;
/** The stable names `announcementCategory` lists them with; the web app translates them. */
export const TEAM_CATEGORY_NAMES: Record<TeamCategory, string> = { 1: 'apply_notice', 2: 'carousel_info', 3: 'experience_sharing' };
/** The intensive-training page shows at most this many of each category's visible announcements, newest first. */
export const TEAM_ANNOUNCEMENTS_SHOWN = 20;

export const LIVESTREAM_URL_MAX = 1000;

export const COURSE_MESSAGES = {
  courseNotFound: 'The course does not exist',
  timeCheck: 'Contets_Time_Check',
  duplicateTeacher: 'A teacher is listed twice',
  teacherNotFound: 'The chosen teacher {username} does not exist',
  campNotFound: 'The training camp does not exist',
  announcementNotFound: 'The announcement does not exist',
  livestreamUrl: 'The livestream link must be an http:// or https:// address',
  imageUrl: 'The image must be an uploaded picture or an http:// or https:// address',
} as const;

/** An absolute http(s) address (a livestream channel, an outside picture); nothing else opens from a link. */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A picture a course may show: one uploaded to this site (a path under /api/) or an outside http(s) address. */
export function isCourseImage(text: string): boolean {
  return /^\/api\/[\w\-./]+$/.test(text) ? !text.includes('..') : isHttpUrl(text);
}

/** Yuan with at most two decimals, as whole cents (the store keeps cents so sums never drift). */
export function priceCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Whether a price has at most two decimals (399, 19.9, 0.99 do; 1.005 does not). */
export function hasCents(yuan: number): boolean {
  return Math.abs(priceCents(yuan) - yuan * 100) < 1e-6;
}

/** The first teacher named twice (names compare without case), or null. */
export function duplicateTeacher(usernames: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of usernames) {
    const key = name.toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}
