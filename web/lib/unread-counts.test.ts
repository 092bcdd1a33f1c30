import { describe, expect, it } from 'vitest';
import { badgeText, unreadTotal } from './unread-counts';

describe('unread counts', () => {
  it('adds the five boxes', () => {
    expect(unreadTotal(undefined)).toBe(0);
    expect(unreadTotal({ comment: 1, reply: 2, like: 3, sys: 4, mine: 5 })).toBe(15);
  });
  it('writes a badge only when something is unread, capped at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
