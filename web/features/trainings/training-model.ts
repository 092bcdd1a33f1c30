import { JUDGE_STATUS } from '../../../contract/judge-status';
import { trainingProgress } from '../../../contract/rules/trainings';
import { progressColor } from '../../lib/format';

/** The tabs of a training (part 2 §2): introduction, problems, papers, rank. */
export type TrainingTab = 'introduction' | 'problems' | 'papers' | 'rank';

/**
 * Which tab a training path belongs to (a site training or a group's homework); a problem highlights
 * the problem list, a paper the paper list.
 */
export function trainingTabOf(pathname: string): TrainingTab {
  const rest = pathname.replace(/^(?:\/group\/[^/]+)?\/training\/[^/]+\/?/, '');
  if (rest === '') return 'introduction';
  if (rest.startsWith('problem')) return 'problems';
  if (rest.startsWith('paper')) return 'papers';
  if (rest.startsWith('rank')) return 'rank';
  return 'introduction';
}

export interface ProgressView {
  solved: number;
  total: number;
  percent: number;
  /** a Mantine colour that steps at 20, 40, 60, 80 and 100 percent */
  color: string;
}

/** Solved over total as the list's progress column and the detail's bar show it. */
export function progressView(solved: number, total: number): ProgressView {
  const { percent, step } = trainingProgress(solved, total);
  return { solved: Math.min(solved, Math.max(total, 0)), total, percent, color: progressColor(step) };
}

/** A paper's score rate: the best score over the paper's total, null before a submitted sheet. */
export function scoreRate(userScore: number | null, totalScore: number): { text: string; percent: number } | null {
  if (userScore === null) return null;
  const percent = totalScore > 0 ? Math.round((userScore / totalScore) * 10_000) / 100 : 0;
  return { text: `${userScore} / ${totalScore}`, percent };
}

/** The colour of a programming rank cell: accepted green, a wrong try red, still judging blue, untried none. */
export function rankCellColor(status: number): 'green' | 'red' | 'blue' | null {
  if (status === JUDGE_STATUS.notSubmitted) return null;
  if (status === JUDGE_STATUS.accepted) return 'green';
  if (status === JUDGE_STATUS.pending || status === JUDGE_STATUS.compiling || status === JUDGE_STATUS.judging || status === JUDGE_STATUS.submitting) return 'blue';
  return 'red';
}

/** The name a rank row shows: the training's rankShowName field when the user has it, else the username. */
export function rankShowName(row: { username: string; nickname: string | null; realname: string | null }, field: string): string {
  if (field === 'nickname' && row.nickname) return row.nickname;
  if (field === 'realname' && row.realname) return row.realname;
  return row.username;
}

/**
 * A training paper's answer page and a past sheet of it, below the training's `base` path (a site
 * training's or a group homework's). The two routes belong to the paper screens (TrainingExamProblemList,
 * TrainingExamHistory), so they are addressed by path here.
 */
export const paperPath = (base: string, repoId: number) => `${base}/paper/${repoId}`;
export const paperHistoryPath = (base: string, repoId: number, historyId: number) => `${base}/paperhistory/${repoId}?historyId=${historyId}`;

/** The user home of a rank row (part 2 §2 "links to the user home"). */
