import { LIMITS } from '../../../contract/constants';
import { msgId } from '../../lib/message-id';

/** Why a picked file cannot be an avatar (part 1 §5), or null when it can. */
export function avatarFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(LIMITS.avatarTypes as readonly string[]).includes(extension)) return msgId('File type not support');
  if (file.size > LIMITS.avatarMaxBytes) return msgId('Exceed max size limit');
  return null;
}

export const AVATAR_ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';
