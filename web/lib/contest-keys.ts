/**
 * The contest area's one query-key factory, shared by the contest screens (web/features/contests)
 * and the admin contest screens (web/features/admin/contests), which refresh the contest caches
 * after a save. Every key starts with `contests`, so a whole-area refresh is `contestKeys.all`.
 */
export const contestKeys = {
  all: ['contests'] as const,
  lists: () => [...contestKeys.all, 'list'] as const,
  list: (query: Record<string, unknown>) => [...contestKeys.lists(), query] as const,
  /** everything of one contest: info, access, problems, boards, announcements, print, helper */
  contest: (cid: number) => [...contestKeys.all, 'contest', cid] as const,
  info: (cid: number, viewer: string | null) => [...contestKeys.contest(cid), 'info', viewer] as const,
  outsideInfo: (cid: number) => [...contestKeys.contest(cid), 'outside-info'] as const,
  access: (cid: number, viewer: string | null) => [...contestKeys.contest(cid), 'access', viewer] as const,
  startTime: (cid: number, viewer: string | null) => [...contestKeys.contest(cid), 'start-time', viewer] as const,
  problems: (cid: number, viewer: string | null, containsEnd: boolean) => [...contestKeys.contest(cid), 'problems', viewer, containsEnd] as const,
  navigator: (cid: number, viewer: string | null) => [...contestKeys.contest(cid), 'navigator', viewer] as const,
  boards: (cid: number) => [...contestKeys.contest(cid), 'board'] as const,
  board: (cid: number, kind: 'inside' | 'outside', viewer: string | null, body: Record<string, unknown>) => [...contestKeys.boards(cid), kind, viewer, body] as const,
  scrollBoard: (cid: number, removeStar: boolean) => [...contestKeys.contest(cid), 'scroll-board', removeStar] as const,
  announcements: (cid: number) => [...contestKeys.contest(cid), 'announcements'] as const,
  announcementPage: (cid: number, page: number) => [...contestKeys.announcements(cid), page] as const,
  unread: (cid: number) => [...contestKeys.contest(cid), 'unread'] as const,
  acInfo: (cid: number, page: number) => [...contestKeys.contest(cid), 'ac-info', page] as const,
  prints: (cid: number, page: number) => [...contestKeys.contest(cid), 'print', page] as const,
  admin: {
    all: () => [...contestKeys.all, 'admin'] as const,
    list: (query: Record<string, unknown>) => [...contestKeys.admin.all(), 'list', query] as const,
    detail: (cid: number) => [...contestKeys.admin.all(), 'detail', cid] as const,
    problems: (cid: number, query?: Record<string, unknown>) =>
      query === undefined ? ([...contestKeys.admin.all(), 'problems', cid] as const) : ([...contestKeys.admin.all(), 'problems', cid, query] as const),
    problem: (cid: number, pid: number) => [...contestKeys.admin.all(), 'problem', cid, pid] as const,
    announcements: (cid: number, page?: number) =>
      page === undefined ? ([...contestKeys.admin.all(), 'announcements', cid] as const) : ([...contestKeys.admin.all(), 'announcements', cid, page] as const),
  },
};
