import { describe, expect, it } from 'vitest';
import { selectedMenuEntry } from './menu-selection';

const contestMenu = [{ to: '/admin/contest' }, { to: '/admin/contest/create' }, { to: '/admin/problems', also: ['/admin/problem/edit'] }, { to: '/admin/problem/create' }];

describe('side menu selection', () => {
  it('picks the longest matching entry, so a child screen does not also light its parent', () => {
    expect(selectedMenuEntry('/admin/contest/create', contestMenu)).toBe('/admin/contest/create');
    expect(selectedMenuEntry('/admin/contest', contestMenu)).toBe('/admin/contest');
    expect(selectedMenuEntry('/admin/problem/create', contestMenu)).toBe('/admin/problem/create');
  });

  it('counts a screen under an entry (an edit form) as that entry, and matches whole path segments', () => {
    expect(selectedMenuEntry('/admin/problem/edit/12', contestMenu)).toBe('/admin/problems');
    expect(selectedMenuEntry('/admin/contest/7/problems', contestMenu)).toBe('/admin/contest');
    expect(selectedMenuEntry('/admin/contests-archive', contestMenu)).toBeNull();
    expect(selectedMenuEntry('/elsewhere', contestMenu)).toBeNull();
  });
});
