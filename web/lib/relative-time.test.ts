import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('tells each range in its own unit', () => {
    expect(relativeTime(ago(3), 'en-US', now)).toBe('now');
    expect(relativeTime(ago(45), 'en-US', now)).toBe('45 seconds ago');
    expect(relativeTime(ago(180), 'en-US', now)).toBe('3 minutes ago');
    expect(relativeTime(ago(2 * 3600), 'en-US', now)).toBe('2 hours ago');
    expect(relativeTime(ago(86_400), 'en-US', now)).toBe('yesterday');
    expect(relativeTime(ago(60 * 86_400), 'en-US', now)).toBe('2 months ago');
    expect(relativeTime(ago(800 * 86_400), 'en-US', now)).toBe('2 years ago');
  });
  it('reads a future time (clock skew) as now, and speaks the locale', () => {
    expect(relativeTime(ago(-30), 'en-US', now)).toBe('now');
    expect(relativeTime(ago(180), 'zh-CN', now)).toBe('3分钟前');
  });
  it('gives nothing for a time it cannot read', () => {
    expect(relativeTime('not a time', 'en-US', now)).toBe('');
  });
});
