import type { AcRankWindow } from '../../contract/rules/home';

/**
 * The home page's query keys, shared by its panels (web/features/home) and the admin honor roll
 * screen (web/features/admin/honor), which refreshes the home card's honor tab after a save.
 */
export const homeKeys = {
  all: ['home'] as const,
  recentContests: () => [...homeKeys.all, 'recent-contests'] as const,
  lastWeek: () => [...homeKeys.all, 'last-week'] as const,
  /** the caller's place is in the answer, so each viewer has their own entry */
  acRank: (window: AcRankWindow, viewer: string | null) => [...homeKeys.all, 'ac-rank', window, viewer] as const,
  honor: () => [...homeKeys.all, 'honor'] as const,
  /** a signed-in user's solved problems are left out, so each viewer has their own entry */
  todo: (viewer: string | null) => [...homeKeys.all, 'todo', viewer] as const,
  honorAdmin: () => [...homeKeys.all, 'honor-admin'] as const,
  honorAdminPage: (query: Record<string, unknown>) => [...homeKeys.honorAdmin(), query] as const,
};
