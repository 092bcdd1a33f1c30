import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_SECTIONS } from '../features/admin/admin-nav';
import { selectedMenuEntry } from './menu-selection';

const admin = ADMIN_NAV_SECTIONS.flatMap((section) => section.items);

describe('side menu selection', () => {
  it('picks the longest matching entry, so a child screen does not also light its parent', () => {
    expect(selectedMenuEntry('/admin/contest/create', admin)).toBe('/admin/contest/create');
    expect(selectedMenuEntry('/admin/contest', admin)).toBe('/admin/contest');
    expect(selectedMenuEntry('/admin/training/category', admin)).toBe('/admin/training/category');
    expect(selectedMenuEntry('/admin/training/create', admin)).toBe('/admin/training/create');
  });

  it('counts a screen under an entry (an edit form) as that entry, and matches whole path segments', () => {
    expect(selectedMenuEntry('/admin/problem/edit/12', admin)).toBe('/admin/problems');
    expect(selectedMenuEntry('/admin/contest/7/problems', admin)).toBe('/admin/contest');
    expect(selectedMenuEntry('/admin/contests-archive', [{ to: '/admin/contest' }])).toBeNull();
    expect(selectedMenuEntry('/elsewhere', admin)).toBeNull();
  });

  it('selects exactly one admin entry for every admin screen', () => {
    for (const item of admin) {
      const lit = admin.filter((entry) => selectedMenuEntry(item.to, admin) === entry.to);
      expect(lit.map((entry) => entry.to)).toEqual([item.to]);
    }
  });
});
