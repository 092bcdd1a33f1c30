/**
 * The question bank and exam area's one query-key factory, shared by the learner screens
 * (web/features/exams) and the admin screens (web/features/admin/exams), which refresh these caches
 * after a save. Every key starts with `exams`, so a whole-area refresh is `examKeys.all`.
 */
export const examKeys = {
  all: ['exams'] as const,
  repoLists: () => [...examKeys.all, 'repo-list'] as const,
  repoList: (query: Record<string, unknown>) => [...examKeys.repoLists(), query] as const,
  /** everything of one bank as a learner sees it: the bank, its questions, the caller's sheets */
  repo: (repoId: number) => [...examKeys.all, 'repo', repoId] as const,
  repoInfo: (repoId: number) => [...examKeys.repo(repoId), 'info'] as const,
  repoQuestions: (repoId: number) => [...examKeys.repo(repoId), 'questions'] as const,
  /** the questions to answer: of a practice bank, a training paper (trainingId) or an exam (examId) */
  answerQuestions: (repoId: number, scope: { examId?: number; trainingId?: number }) => [...examKeys.repo(repoId), 'answer-questions', scope] as const,
  sheets: (repoId: number, trainingId: number | null) => [...examKeys.repo(repoId), 'sheets', trainingId] as const,
  sheet: (historyId: number) => [...examKeys.all, 'sheet', historyId] as const,
  /** a training's papers, for the title of a paper's sheet */
  papers: (trainingId: number) => [...examKeys.all, 'papers', trainingId] as const,
  examLists: () => [...examKeys.all, 'exam-list'] as const,
  examList: (query: Record<string, unknown>) => [...examKeys.examLists(), query] as const,
  /** everything of one exam: its info with the caller's attempt, the rank, attempt details */
  exam: (examId: number) => [...examKeys.all, 'exam', examId] as const,
  examInfo: (examId: number, viewer: string | null) => [...examKeys.exam(examId), 'info', viewer] as const,
  examRank: (examId: number, query: Record<string, unknown>) => [...examKeys.exam(examId), 'rank', query] as const,
  attempt: (historyId: number) => [...examKeys.all, 'attempt', historyId] as const,
  admin: {
    all: () => [...examKeys.all, 'admin'] as const,
    repos: (query: Record<string, unknown>) => [...examKeys.admin.all(), 'repos', query] as const,
    repo: (repoId: number) => [...examKeys.admin.all(), 'repo', repoId] as const,
    repoQuestions: (repoId: number, query?: Record<string, unknown>) =>
      query === undefined ? ([...examKeys.admin.all(), 'repo-questions', repoId] as const) : ([...examKeys.admin.all(), 'repo-questions', repoId, query] as const),
    questions: (query: Record<string, unknown>) => [...examKeys.admin.all(), 'questions', query] as const,
    questionsNotIn: (repoId: number, query: Record<string, unknown>) => [...examKeys.admin.all(), 'not-in-repo', repoId, query] as const,
    exams: (query: Record<string, unknown>) => [...examKeys.admin.all(), 'exams', query] as const,
    exam: (examId: number) => [...examKeys.admin.all(), 'exam', examId] as const,
  },
};
