import { describe, expect, it } from 'vitest';
import { festivalOverlayShows } from './festival';

describe('festival overlay rule', () => {
  it('shows up to the last moment of 2025-02-15, in the visitor’s own time', () => {
    expect(festivalOverlayShows(new Date(2025, 0, 29, 12))).toBe(true);
    expect(festivalOverlayShows(new Date(2025, 1, 15, 0, 0))).toBe(true);
    expect(festivalOverlayShows(new Date(2025, 1, 15, 23, 59, 59, 999))).toBe(true);
  });

  it('no longer shows from 2025-02-16 on, today included', () => {
    expect(festivalOverlayShows(new Date(2025, 1, 16, 0, 0))).toBe(false);
    expect(festivalOverlayShows(new Date(2025, 5, 1))).toBe(false);
    expect(festivalOverlayShows(new Date(2026, 10, 27, 9, 30))).toBe(false);
  });
});
