import { COURSE_TYPES, TEAM_CATEGORY, type CourseType } from '../../../contract/rules/courses';
import type { TeamAnnouncementView } from '../../../contract/api/courses';

/** The pure parts of the course and intensive-training screens. */

/** A day in the viewer's language, without the time (the cards' date range). */
export { formatDate as formatDay } from '../../lib/format';

/** The course list's `?type=`: one of the four types, or every type when absent. */
export function typeFilter(value: string | null): CourseType | undefined {
  const n = Number(value);
  return (COURSE_TYPES as readonly number[]).includes(n) ? (n as CourseType) : undefined;
}

/** The team page's announcements by the place each category has there (part 3 §3.6). */
export interface TeamSections {
  /** what the apply button opens: the newest apply notice */
  applyNotice: TeamAnnouncementView | null;
  carousel: TeamAnnouncementView[];
  experience: TeamAnnouncementView[];
}

export function teamSections(announcements: readonly TeamAnnouncementView[]): TeamSections {
  const newestFirst = announcements.toSorted((a, b) => b.id - a.id);
  const of = (category: number) => newestFirst.filter((a) => a.category === category);
  return { applyNotice: of(TEAM_CATEGORY.applyNotice)[0] ?? null, carousel: of(TEAM_CATEGORY.carouselInfo), experience: of(TEAM_CATEGORY.experienceSharing) };
}
