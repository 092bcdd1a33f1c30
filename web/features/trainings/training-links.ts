import { linkOptions, type LinkOptions } from '@tanstack/react-router';
import type { TrainingTab } from './training-model';

/**
 * Where a training's screens lead. The same screens serve the site's trainings (/training/{tid}) and a
 * group's homework (/group/{gid}/training/{tid}, part 3 §2.1), so they take their links from here
 * rather than naming one route tree branch.
 */
export interface TrainingLinks {
  /** the path of the training's introduction, the prefix of the paper pages addressed by path */
  base: string;
  tab: Record<TrainingTab, LinkOptions>;
  problem(problemID: string): LinkOptions;
  focus(problemID: string): LinkOptions;
}

export function siteTrainingLinks(tid: number): TrainingLinks {
  const params = { trainingID: String(tid) };
  return {
    base: `/training/${tid}`,
    tab: {
      introduction: linkOptions({ to: '/training/$trainingID', params }),
      problems: linkOptions({ to: '/training/$trainingID/problems', params }),
      papers: linkOptions({ to: '/training/$trainingID/papers', params }),
      rank: linkOptions({ to: '/training/$trainingID/rank', params }),
    },
    problem: (problemID) => linkOptions({ to: '/training/$trainingID/problem/$problemID', params: { ...params, problemID } }),
    focus: (problemID) => linkOptions({ to: '/training/$trainingID/problem/$problemID/full-screen', params: { ...params, problemID } }),
  };
}

/** A group's homework (GroupTrainingDetails and its children), inside the group's pages. */
export function groupTrainingLinks(gid: number, tid: number): TrainingLinks {
  const params = { groupID: String(gid), trainingID: String(tid) };
  return {
    base: `/group/${gid}/training/${tid}`,
    tab: {
      introduction: linkOptions({ to: '/group/$groupID/training/$trainingID', params }),
      problems: linkOptions({ to: '/group/$groupID/training/$trainingID/problems', params }),
      papers: linkOptions({ to: '/group/$groupID/training/$trainingID/papers', params }),
      rank: linkOptions({ to: '/group/$groupID/training/$trainingID/rank', params }),
    },
    problem: (problemID) => linkOptions({ to: '/group/$groupID/training/$trainingID/problem/$problemID', params: { ...params, problemID } }),
    focus: (problemID) => linkOptions({ to: '/group/$groupID/training/$trainingID/problem/$problemID/full-screen', params: { ...params, problemID } }),
  };
}
