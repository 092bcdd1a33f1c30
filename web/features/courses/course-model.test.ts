import { describe, expect, it } from 'vitest';
import type { TeamAnnouncementView } from '../../../contract/api/courses';
import { formatDay, teamSections, typeFilter } from './course-model';

describe('course cards', () => {
  it('show days without the time, and a dash for none', () => {
    expect(formatDay('2027-03-01T08:00:00.000Z', 'en-US')).toBe('03/01/2027');
    expect(formatDay(null, 'en-US')).toBe('-');
  });

  it('read the type filter from the address, every type when it does not fit', () => {
    expect(typeFilter('3')).toBe(3);
    expect(typeFilter('0')).toBeUndefined();
    expect(typeFilter(null)).toBeUndefined();
    expect(typeFilter('x')).toBeUndefined();
  });
});

describe('teamSections', () => {
  const a = (id: number, category: number): TeamAnnouncementView => ({ id, category, title: `A${id}`, content: '', status: 0, uid: 'u', username: 'admin', avatar: null, gmtCreate: '', gmtModified: '' });

  it('opens the newest apply notice from the apply button and splits the rest by category, newest first', () => {
    const sections = teamSections([a(1, 1), a(4, 1), a(2, 2), a(5, 2), a(3, 3)]);
    expect(sections.applyNotice?.id).toBe(4);
    expect(sections.carousel.map((x) => x.id)).toEqual([5, 2]);
    expect(sections.experience.map((x) => x.id)).toEqual([3]);
  });

  it('has no apply notice when none is visible', () => {
    expect(teamSections([a(2, 2)]).applyNotice).toBeNull();
  });
});
