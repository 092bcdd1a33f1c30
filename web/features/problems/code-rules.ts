import { codeRuleBroken } from '../../../contract/rules/submissions';
import { msgId } from '../../lib/message-id';

/** The catalog id of each broken code rule: the contract's own messages (CODE_MESSAGES). */
const MESSAGES = {
  empty: msgId('Code can not be empty'),
  tooLong: msgId('Code Length can not exceed 65535'),
} as const;

/** Code rules of part 1 §5 (contract/rules/submissions.ts), as catalog ids; null when the code may be sent. */
export function codeProblem(code: string): string | null {
  const broken = codeRuleBroken(code);
  return broken === null ? null : MESSAGES[broken];
}
