import { PROBLEM_AUTH } from '../../contract/api/problems';
import { msgId } from './message-id';

/** Problem auth of part 3 §4: 1 public, 2 private, 3 contest. */
export const AUTH_LABELS: Record<number, string> = {
  [PROBLEM_AUTH.public]: msgId('Problem_Auth_Public'),
  [PROBLEM_AUTH.private]: msgId('Problem_Auth_Private'),
  [PROBLEM_AUTH.contest]: msgId('Problem_Auth_Contest'),
};
