/**
 * How the top bar shows its items in the width it has (issue 21 item 15, decision 35):
 * - `labels`: every item with its label (and its icon when that fits too);
 * - `primary`: the main items with their labels, the others under a "More" menu at the end;
 * - `icons`: the main items as icons (the label is the link's title), the others under "More".
 * The drawer takes over below 992 px (part 1 §2), so the last form only has to fit from there.
 */
export type NavBarMode = 'labels-icons' | 'labels' | 'primary' | 'icons';

export interface NavBarWidths {
  /** the width the bar has for its items, in px */
  available: number;
  /** each item's width with its icon and label, in bar order */
  withIcons: number[];
  /** each item's width with its label alone, in bar order */
  labelsOnly: number[];
  /** whether each item is a main one (stays on the bar) */
  primary: boolean[];
  /** the "More" menu's button */
  more: number;
  /** the gap between two items */
  gap: number;
}

const rowWidth = (widths: number[], gap: number) => widths.reduce((sum, w) => sum + w, 0) + gap * Math.max(0, widths.length - 1);

/** The richest form that fits: all labels with icons, all labels, main labels with "More", main icons with "More". */
export function navBarMode(widths: NavBarWidths): NavBarMode {
  const { available, gap } = widths;
  if (rowWidth(widths.withIcons, gap) <= available) return 'labels-icons';
  if (rowWidth(widths.labelsOnly, gap) <= available) return 'labels';
  const mainLabels = widths.labelsOnly.filter((_, i) => widths.primary[i]);
  if (rowWidth([...mainLabels, widths.more], gap) <= available) return 'primary';
  return 'icons';
}
