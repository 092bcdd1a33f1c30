import { describe, expect, it } from 'vitest';
import { selectedMenuEntry } from '../../lib/menu-selection';
import { ADMIN_HOME, ADMIN_NAV, adminNavFor, adminNavSectionsFor } from './admin-nav';

describe('admin navigation', () => {
  it('shows announcements and notifications to the super admin only, discussions to every admin', () => {
    const of = (superAdmin: boolean) => adminNavFor(superAdmin).map((item) => item.to);
    expect(of(true)).toEqual(expect.arrayContaining(['/admin/discussion', '/admin/announcement', '/admin/notice']));
    expect(of(false)).toContain('/admin/discussion');
    expect(of(false)).not.toContain('/admin/announcement');
    expect(of(false)).not.toContain('/admin/notice');
  });

  it('shows the VIP orders to the super admin only', () => {
    expect(adminNavFor(true).map((item) => item.to)).toContain('/admin/orders');
    expect(adminNavFor(false).map((item) => item.to)).not.toContain('/admin/orders');
  });

  it('shows courses and the intensive-training screens to every admin role', () => {
    for (const superAdmin of [true, false]) expect(adminNavFor(superAdmin).map((item) => item.to)).toEqual(expect.arrayContaining(['/admin/courses', '/admin/traincamp', '/admin/traincamplist']));
  });

  it('opens on the dashboard, for every admin; users, configuration, switches and the audit log are the super admin’s', () => {
    const of = (superAdmin: boolean) => adminNavFor(superAdmin).map((item) => item.to);
    expect(ADMIN_HOME).toBe('/admin/dashboard');
    expect(of(false)).toContain('/admin/dashboard');
    expect(of(true)).toEqual(expect.arrayContaining(['/admin/user', '/admin/conf', '/admin/switch', '/admin/audit']));
    for (const to of ['/admin/user', '/admin/conf', '/admin/switch', '/admin/audit']) expect(of(false)).not.toContain(to);
  });

  it('groups the entries in sections, each entry once, and leaves out what a section keeps for the super admin alone', () => {
    const all = adminNavSectionsFor(true);
    expect(all.flatMap((section) => section.items)).toEqual(adminNavFor(true));
    const admin = adminNavSectionsFor(false);
    expect(admin.flatMap((section) => section.items)).toEqual(adminNavFor(false));
    expect(admin.every((section) => section.items.length > 0)).toBe(true);
    expect(new Set(ADMIN_NAV.map((item) => item.to)).size).toBe(ADMIN_NAV.length);
  });
});

describe('admin side menu selection', () => {
  it('lights exactly one entry on every admin screen, and the problem list on a problem edit form', () => {
    for (const item of ADMIN_NAV) expect(selectedMenuEntry(item.to, ADMIN_NAV)).toBe(item.to);
    expect(selectedMenuEntry('/admin/problem/edit/3', ADMIN_NAV)).toBe('/admin/problems');
    expect(selectedMenuEntry('/admin/training/5/problems', ADMIN_NAV)).toBe('/admin/training');
  });
});
