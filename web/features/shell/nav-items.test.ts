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
});
