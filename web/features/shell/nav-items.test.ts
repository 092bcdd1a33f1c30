import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, visibleNavItems } from './nav-items';

describe('navigation', () => {
  it('lists Discussion, before Group, only while openPublicDiscussion is on', () => {
    const paths = (on: boolean | undefined) => visibleNavItems(on === undefined ? undefined : { openPublicDiscussion: on }).map((item) => item.to);
    expect(paths(true)).toEqual(NAV_ITEMS.map((item) => item.to));
    expect(paths(true).indexOf('/discussion')).toBe(paths(true).indexOf('/group') - 1);
    expect(paths(false)).not.toContain('/discussion');
    expect(paths(undefined)).not.toContain('/discussion');
  });

  it('keeps the order of part 1 §2, courses and intensive training after exam preparation', () => {
    const paths = NAV_ITEMS.map((item) => item.to);
    const spec = ['/home', '/problem', '/training', '/contest', '/chooseExam', '/course', '/intenseTraining', '/status', '/discussion', '/group', '/introduction'];
    const positions = spec.map((path) => paths.indexOf(path as (typeof paths)[number]));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});
