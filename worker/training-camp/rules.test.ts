import { describe, expect, it } from 'vitest';
import type { TeamAnnouncementView } from '../../contract/api/courses';
import { TEAM_ANNOUNCEMENTS_SHOWN, TEAM_CATEGORY } from '../../contract/rules/courses';
import { campView, teamView, type TrainingCampRow } from './rules';

const camp = (id: number): TrainingCampRow => ({ id, title: `Camp ${id}`, description: 'd', duration: '4 weeks', intensity: 3, content: '# Outline', uid: 'u', gmtCreate: 0, gmtModified: 60 });

const announcement = (id: number, category: number, status = 0): TeamAnnouncementView => ({
  id,
  category,
  title: `A${id}`,
  content: 'c',
  status,
  uid: 'u',
  username: 'admin',
  avatar: null,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
});

describe('teamView', () => {
  it('lists the three categories, the visible announcements newest first and the camps in the order they were made', () => {
    const view = teamView({ title: 'Team', description: 'About us' }, [announcement(1, TEAM_CATEGORY.applyNotice), announcement(2, TEAM_CATEGORY.carouselInfo, 1), announcement(3, TEAM_CATEGORY.experienceSharing)], [camp(5), camp(2)]);
    expect(view.announcementCategory).toEqual([
      { id: 1, name: 'apply_notice' },
      { id: 2, name: 'carousel_info' },
      { id: 3, name: 'experience_sharing' },
    ]);
    expect(view.relatedAnnouncement.map((a) => a.id)).toEqual([3, 1]);
    expect(view.trainingCampVOList).toEqual([
      { id: 2, title: 'Camp 2', description: 'd', duration: '4 weeks', intensity: 3 },
      { id: 5, title: 'Camp 5', description: 'd', duration: '4 weeks', intensity: 3 },
    ]);
    expect(view).toMatchObject({ title: 'Team', description: 'About us' });
  });

  it('shows at most the newest few of each category', () => {
    const many = Array.from({ length: TEAM_ANNOUNCEMENTS_SHOWN + 3 }, (_, i) => announcement(i + 1, TEAM_CATEGORY.experienceSharing));
    const view = teamView({ title: '', description: '' }, [...many, announcement(100, TEAM_CATEGORY.applyNotice)], []);
    const sharing = view.relatedAnnouncement.filter((a) => a.category === TEAM_CATEGORY.experienceSharing);
    expect(sharing).toHaveLength(TEAM_ANNOUNCEMENTS_SHOWN);
    expect(sharing[0]!.id).toBe(TEAM_ANNOUNCEMENTS_SHOWN + 3);
    expect(view.relatedAnnouncement.some((a) => a.id === 100)).toBe(true);
  });
});

describe('campView', () => {
  it('adds the outline and the times', () => {
    expect(campView(camp(1))).toEqual({ id: 1, title: 'Camp 1', description: 'd', duration: '4 weeks', intensity: 3, content: '# Outline', gmtCreate: '1970-01-01T00:00:00.000Z', gmtModified: '1970-01-01T00:01:00.000Z' });
  });
});
