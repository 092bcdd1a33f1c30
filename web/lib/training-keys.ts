/**
 * The training area's one query-key factory, shared by the training screens (web/features/trainings)
 * and the admin training screens (web/features/admin/trainings), which refresh the training caches
 * after a save. Every key starts with `trainings`, so a whole-area refresh is `trainingKeys.all`.
 */
export const trainingKeys = {
  all: ['trainings'] as const,
  categories: () => [...trainingKeys.all, 'categories'] as const,
  lists: () => [...trainingKeys.all, 'list'] as const,
  /** the rows carry the caller's solved count, so each viewer has their own entry */
  list: (viewer: string | null, query: Record<string, unknown>) => [...trainingKeys.lists(), viewer, query] as const,
  /** everything of one training: detail, access, problems, papers, rank, navigator */
  training: (tid: number) => [...trainingKeys.all, 'training', tid] as const,
  detail: (tid: number, viewer: string | null) => [...trainingKeys.training(tid), 'detail', viewer] as const,
  access: (tid: number, viewer: string | null) => [...trainingKeys.training(tid), 'access', viewer] as const,
  problems: (tid: number, viewer: string | null) => [...trainingKeys.training(tid), 'problems', viewer] as const,
  statuses: (tid: number, viewer: string | null, pids: number[]) => [...trainingKeys.training(tid), 'statuses', viewer, pids] as const,
  papers: (tid: number, viewer: string | null, page: number) => [...trainingKeys.training(tid), 'papers', viewer, page] as const,
  paperHistory: (tid: number, viewer: string | null, repoId: number) => [...trainingKeys.training(tid), 'paper-history', viewer, repoId] as const,
  rank: (tid: number, viewer: string | null, query: Record<string, unknown>) => [...trainingKeys.training(tid), 'rank', viewer, query] as const,
  navigator: (tid: number, viewer: string | null) => [...trainingKeys.training(tid), 'navigator', viewer] as const,
  admin: {
    all: () => [...trainingKeys.all, 'admin'] as const,
    list: (query: Record<string, unknown>) => [...trainingKeys.admin.all(), 'list', query] as const,
    detail: (tid: number) => [...trainingKeys.admin.all(), 'detail', tid] as const,
    problems: (tid: number, query?: Record<string, unknown>) =>
      query === undefined ? ([...trainingKeys.admin.all(), 'problems', tid] as const) : ([...trainingKeys.admin.all(), 'problems', tid, query] as const),
    exams: (tid: number, query?: Record<string, unknown>) =>
      query === undefined ? ([...trainingKeys.admin.all(), 'exams', tid] as const) : ([...trainingKeys.admin.all(), 'exams', tid, query] as const),
    examChoices: (query: Record<string, unknown>) => [...trainingKeys.admin.all(), 'exam-choices', query] as const,
  },
};
