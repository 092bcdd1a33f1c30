import type { TeamAnnouncementView, TeamView, TrainingCampCard, TrainingCampView } from '../../contract/api/courses';
import { TEAM_ANNOUNCEMENTS_SHOWN, TEAM_CATEGORIES, TEAM_CATEGORY_NAMES } from '../../contract/rules/courses';
import type { trainingCamps } from '../db/schema-courses';
import { isoTime as iso } from '../problems/view';

/** Pure rules of the intensive-training team: no D1, no clock (decision 38). */

export type TrainingCampRow = typeof trainingCamps.$inferSelect;

export function campCard(row: TrainingCampRow): TrainingCampCard {
  return { id: row.id, title: row.title, description: row.description, duration: row.duration, intensity: row.intensity };
}

export function campView(row: TrainingCampRow): TrainingCampView {
  return { ...campCard(row), content: row.content, gmtCreate: iso(row.gmtCreate), gmtModified: iso(row.gmtModified) };
}

/**
 * The team page's answer: the announcements newest first, at most TEAM_ANNOUNCEMENTS_SHOWN of each
 * category (hidden ones never), and the camps in the order they were made.
 */
export function teamView(team: { title: string; description: string }, announcements: readonly TeamAnnouncementView[], camps: readonly TrainingCampRow[]): TeamView {
  const shown = TEAM_CATEGORIES.flatMap((category) =>
    announcements
      .filter((a) => a.category === category && a.status === 0)
      .toSorted((a, b) => b.id - a.id)
      .slice(0, TEAM_ANNOUNCEMENTS_SHOWN),
  );
  return {
    title: team.title,
    description: team.description,
    announcementCategory: TEAM_CATEGORIES.map((id) => ({ id, name: TEAM_CATEGORY_NAMES[id] })),
    relatedAnnouncement: shown.toSorted((a, b) => b.id - a.id),
    trainingCampVOList: camps.toSorted((a, b) => a.id - b.id).map(campCard),
  };
}
