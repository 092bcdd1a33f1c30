import { describe, expect, it } from 'vitest';
import { managesGroupItem } from './group-item';

describe('managesGroupItem', () => {
  it('lets the group root change any item', () => {
    expect(managesGroupItem({ root: true, admin: true }, 'someone', 'owner')).toBe(true);
  });
  it('lets a group admin change only their own items', () => {
    expect(managesGroupItem({ root: false, admin: true }, 'teacher2', 'teacher2')).toBe(true);
    expect(managesGroupItem({ root: false, admin: true }, 'teacher1', 'teacher2')).toBe(false);
  });
  it('refuses an author who is no longer a group admin, and a guest', () => {
    expect(managesGroupItem({ root: false, admin: false }, 'teacher2', 'teacher2')).toBe(false);
    expect(managesGroupItem({ root: false, admin: true }, null, null)).toBe(false);
  });
});
