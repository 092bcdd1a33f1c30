import { CONTEST_MESSAGES } from '../../contract/rules/contests';
import { EXAM_MESSAGES } from '../../contract/rules/exams';
import { GROUP_MESSAGES } from '../../contract/rules/groups';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import { ApiError } from './api-client';

/** What fixes a denied page (decision 45): log in, join the group, enter the password, or wait for the start. */
export type DenialAction = 'login' | 'join' | 'password' | 'countdown';

export interface Denial {
  /** the reason to show, in the user's language */
  reason: string;
  action: DenialAction | null;
  /** the group to join, when the Worker named it */
  gid: number | null;
}

/** The refusals a user can fix, by the Worker's message (the contract's tables), and what fixes each. */
const ACTION_OF_MESSAGE = new Map<string, DenialAction>([
  ['Please login first!', 'login'],
  [GROUP_MESSAGES.notMember, 'join'],
  [CONTEST_MESSAGES.passwordNeeded, 'password'],
  [CONTEST_MESSAGES.wrongPassword, 'password'],
  [TRAINING_MESSAGES.noAccess, 'password'],
  [TRAINING_MESSAGES.passwordRequired, 'password'],
  [TRAINING_MESSAGES.wrongPassword, 'password'],
  [EXAM_MESSAGES.passwordRequired, 'password'],
  [EXAM_MESSAGES.wrongPassword, 'password'],
  [CONTEST_MESSAGES.notStarted, 'countdown'],
  [EXAM_MESSAGES.notStarted, 'countdown'],
]);

function gidOf(data: unknown): number | null {
  if (data && typeof data === 'object' && 'gid' in data && typeof data.gid === 'number') return data.gid;
  return null;
}

/**
 * Why a page's data was refused and what would fix it. A 401 always asks for a login; otherwise the
 * Worker's message decides. `fallback` is the reason when the call gave none (a network failure).
 */
export function denialOf(error: unknown, fallback: string): Denial {
  if (!(error instanceof ApiError)) return { reason: fallback, action: null, gid: null };
  const action = error.status === 401 ? 'login' : (ACTION_OF_MESSAGE.get(error.serverMsg) ?? null);
  return { reason: error.message || fallback, action, gid: action === 'join' ? gidOf(error.data) : null };
}
