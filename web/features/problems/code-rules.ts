import { CODE_MAX_LENGTH } from '../../../contract/api/judging';
import { msgId } from '../../lib/message-id';

/** Code rules of part 1 §5, as catalog ids; null when the code may be sent. */
export function codeProblem(code: string): string | null {
  if (code.trim().length === 0) return msgId('Code can not be empty');
  if (code.length > CODE_MAX_LENGTH) return msgId('Code Length can not exceed 65535');
  return null;
}
