/**
 * Training rules the web app and the Worker both apply (part 2 §2 "Trainings", §9; part 3 §3.5, §5).
 */

/** A training is open to everyone, or needs its password once (register-training) before access. */
export const TRAINING_AUTH = { public: 'Public', private: 'Private' } as const;
export type TrainingAuth = (typeof TRAINING_AUTH)[keyof typeof TRAINING_AUTH];
export const TRAINING_AUTHS = [TRAINING_AUTH.public, TRAINING_AUTH.private] as const;

export const TRAINING_LIST_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
export const TRAINING_RANK_PAGE_SIZES = [10, 30, 50, 100] as const;
/** The admin "add from the public bank" search answers at most this many (part 3 §9). */
export const PUBLIC_TRAINING_SEARCH_LIMIT = 100;

/** Training and training-problem rank: lists are ordered by it, ascending (part 3 §3.5). */
export const TRAINING_RANK_MIN = 0;
export const TRAINING_RANK_MAX = 2_147_483_647;
export const TRAINING_RANK_DEFAULT = 1000;

export const TRAINING_TITLE_MAX = 255;
export const TRAINING_DESCRIPTION_MAX = 65_535;
export const TRAINING_PASSWORD_MAX = 100;
export const TRAINING_CATEGORY_NAME_MAX = 50;

/** Messages the spec names (part 2 §5, §8; part 3 §5, §9 success texts). */
export const TRAINING_MESSAGES = {
  notFound: 'The training does not exist',
  passwordRequired: 'Enter_the_training_password',
  wrongPassword: 'The training password is wrong',
  registered: 'Register_training_successfully',
  alreadyRegistered: 'You have already registered for this training',
  noAccess: 'This training is private: enter its password first',
  notPrivate: 'This training is public: no registration is needed',
  problemNotInTraining: 'The problem is not in this training',
  categoryRequired: 'Choose a training category',
  categoryNotFound: 'The training category does not exist',
  categoryInUse: 'The category still has trainings: move them first',
  privatePasswordRequired: 'A private training needs a password',
  notTrainingAdmin: 'Only the training author or an admin may change this training',
  problemAlreadyAdded: 'The problem is already in this training',
  examAlreadyAdded: 'The exam is already in this training',
  examNotInTraining: 'The exam is not in this training',
} as const;

/**
 * Progress of a training: solved over total as a whole percent. The colour steps at 20, 40, 60, 80
 * and 100 (part 2 §9): the step is the highest reached, 0 below 20.
 */
export function trainingProgress(solved: number, total: number): { percent: number; step: 0 | 20 | 40 | 60 | 80 | 100 } {
  if (total <= 0) return { percent: 0, step: 0 };
  const percent = Math.floor((Math.min(solved, total) * 100) / total);
  const step = ([100, 80, 60, 40, 20] as const).find((s) => percent >= s) ?? 0;
  return { percent, step };
}
