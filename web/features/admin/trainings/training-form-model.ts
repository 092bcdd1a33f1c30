import type { AdminTrainingWithCategory, TrainingSaveBody } from '../../../../contract/api/trainings';
import type { RankShowName } from '../../../../contract/rules/contests';
import { TRAINING_AUTH, TRAINING_DESCRIPTION_MAX, TRAINING_PASSWORD_MAX, TRAINING_RANK_DEFAULT, TRAINING_RANK_MAX, TRAINING_RANK_MIN, TRAINING_TITLE_MAX, type TrainingAuth } from '../../../../contract/rules/trainings';
import { msgId } from '../../../lib/message-id';

export interface TrainingFormValues {
  id: number | null;
  /** the number input's value: '' while empty */
  rank: number | '';
  title: string;
  description: string;
  categoryId: number | null;
  auth: TrainingAuth;
  privatePwd: string;
  rankShowName: RankShowName;
  status: boolean;
}

export function newTrainingValues(categoryId: number | null): TrainingFormValues {
  return { id: null, rank: TRAINING_RANK_DEFAULT, title: '', description: '', categoryId, auth: TRAINING_AUTH.public, privatePwd: '', rankShowName: 'username', status: true };
}

export function valuesFromTraining({ training, trainingCategory }: AdminTrainingWithCategory): TrainingFormValues {
  return {
    id: training.id,
    rank: training.rank,
    title: training.title,
    description: training.description,
    categoryId: trainingCategory.id,
    auth: training.auth,
    privatePwd: training.privatePwd ?? '',
    rankShowName: training.rankShowName,
    status: training.status,
  };
}

/**
 * The save rules of part 3 §5 as the server applies them: rank, title, description and category
 * required, rank within 0–2147483647, a password when the training is private. The first problem's
 * message id, or null when the form may be sent.
 */
export function checkTrainingForm(values: TrainingFormValues): string | null {
  if (values.rank === '' || !Number.isInteger(values.rank) || values.rank < TRAINING_RANK_MIN || values.rank > TRAINING_RANK_MAX) return msgId('Training_Rank_Check');
  if (values.title.trim() === '') return msgId('Training_Title_Required');
  if (values.title.trim().length > TRAINING_TITLE_MAX) return msgId('Training_Title_Too_Long');
  if (values.description.trim() === '') return msgId('Training_Description_Required');
  if (values.description.length > TRAINING_DESCRIPTION_MAX) return msgId('Training_Description_Too_Long');
  if (values.categoryId === null) return msgId('Choose a training category');
  if (values.auth === TRAINING_AUTH.private && values.privatePwd.trim() === '') return msgId('A private training needs a password');
  if (values.privatePwd.length > TRAINING_PASSWORD_MAX) return msgId('Training_Password_Too_Long');
  return null;
}

/** The body of add/update; a public training keeps no password. */
/** The save body; `gid` names the group of a group's homework (null for a site training). */
export function toTrainingBody(values: TrainingFormValues, gid: number | null = null): TrainingSaveBody {
  return {
    training: {
      id: values.id,
      rank: values.rank === '' ? TRAINING_RANK_DEFAULT : values.rank,
      title: values.title.trim(),
      description: values.description,
      auth: values.auth,
      privatePwd: values.auth === TRAINING_AUTH.private ? values.privatePwd : null,
      rankShowName: values.rankShowName,
      status: values.status,
      gid,
    },
    trainingCategory: { id: values.categoryId ?? 0 },
  };
}

/** A problem row's rank as typed inline: a whole number within 0–2147483647, else null. */
export function parseProblemRank(text: string): number | null {
  if (!/^\d{1,10}$/.test(text.trim())) return null;
  const rank = Number(text.trim());
  return rank >= TRAINING_RANK_MIN && rank <= TRAINING_RANK_MAX ? rank : null;
}
