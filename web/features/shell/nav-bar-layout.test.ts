import { describe, expect, it } from 'vitest';
import { navBarMode, type NavBarWidths } from './nav-bar-layout';

/** Four items, the last two not main ones, each 100 wide with its icon and 80 with its label alone; gap 4, "More" 50. */
const widths = (available: number): NavBarWidths => ({
  available,
  withIcons: [100, 100, 100, 100],
  labelsOnly: [80, 80, 80, 80],
  primary: [true, true, false, false],
  more: 50,
  gap: 4,
});

describe('the top bar in the width it has', () => {
  it('shows every item with its icon and label while they fit, to the pixel', () => {
    expect(navBarMode(widths(412))).toBe('labels-icons');
    expect(navBarMode(widths(411))).toBe('labels');
  });

  it('drops the icons before it drops any label', () => {
    expect(navBarMode(widths(332))).toBe('labels');
    expect(navBarMode(widths(331))).toBe('primary');
  });

  it('keeps the main items labelled, with the others under "More", while those fit', () => {
    expect(navBarMode(widths(218))).toBe('primary');
    expect(navBarMode(widths(217))).toBe('icons');
  });
});
