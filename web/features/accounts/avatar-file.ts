import { LIMITS } from '../../../contract/constants';
import { imageFileProblem } from '../../lib/image-file';
import { msgId } from '../../lib/message-id';

/** Why a picked file cannot be an avatar (part 1 §5), or null when it can. */
export function avatarFileProblem(file: { name: string; size: number }): string | null {
  return imageFileProblem(file, { types: LIMITS.avatarTypes, maxBytes: LIMITS.avatarMaxBytes, wrongType: msgId('File type not support'), tooLarge: msgId('Exceed max size limit') });
}

export const AVATAR_ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';
