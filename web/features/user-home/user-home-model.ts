import type { SolvedProblem, UserHomeInfo } from '../../../contract/api/home';

/**
 * A profile link (code hosting, blog) as an address the page may open: http(s) as written, a bare
 * host ("github.com/alice") with https in front; anything else (another scheme) is not linked.
 */
export function profileLinkHref(link: string | null | undefined): string | null {
  const text = link?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  return `https://${text}`;
}

/** The four counts of part 1 §2 "User home": submissions, solved, score (the OI rank score) and rating (the AC rate). */
export function userHomeCounts(info: Pick<UserHomeInfo, 'total' | 'solvedList' | 'scoreList' | 'rating'>): { submissions: number; solved: number; score: number; rating: number } {
  return { submissions: info.total, solved: info.solvedList.length, score: info.scoreList.reduce((sum, s) => sum + s, 0), rating: info.rating };
}

/** The solved tab's groups: each difficulty with a solved problem, easiest first, its problems in the answer's order. */
export function solvedByDifficulty(groups: UserHomeInfo['solvedGroupByDifficulty']): { difficulty: number; problems: SolvedProblem[] }[] {
  return Object.entries(groups)
    .map(([level, problems]) => ({ difficulty: Number(level), problems }))
    .filter((g) => Number.isInteger(g.difficulty) && g.problems.length > 0)
    .sort((a, b) => a.difficulty - b.difficulty);
}
