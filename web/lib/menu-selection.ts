/** A side-menu entry: its path, and other paths that belong to it (an edit screen under a list). */
export interface MenuEntry {
  to: string;
  /** path prefixes that select this entry too */
  also?: readonly string[];
}

const within = (pathname: string, base: string) => pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);

/**
 * The one entry a side menu highlights at `pathname`: the entry whose path (or one of its `also`
 * prefixes) is the longest that the path is at or under. `/admin/contest/create` selects "create
 * contest" and not also "contest list", whose path is a shorter prefix of it. Null when none fits.
 */
export function selectedMenuEntry(pathname: string, entries: readonly MenuEntry[]): string | null {
  let best: { to: string; length: number } | null = null;
  for (const entry of entries) {
    for (const base of [entry.to, ...(entry.also ?? [])]) {
      if (within(pathname, base) && (!best || base.length > best.length)) best = { to: entry.to, length: base.length };
    }
  }
  return best?.to ?? null;
}
