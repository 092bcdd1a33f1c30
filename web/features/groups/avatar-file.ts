import { GROUP_AVATAR_MAX_BYTES, GROUP_AVATAR_TYPES, GROUP_MESSAGES } from '../../../contract/rules/groups';
import { imageFileProblem } from '../../lib/image-file';

/** Why a chosen file cannot be a group avatar (part 3 §5): the spec's messages, or null. */
export function groupAvatarFileProblem(file: { name: string; size: number }): string | null {
  return imageFileProblem(file, { types: GROUP_AVATAR_TYPES, maxBytes: GROUP_AVATAR_MAX_BYTES, wrongType: GROUP_MESSAGES.fileType, tooLarge: GROUP_MESSAGES.fileSize });
}

export const GROUP_AVATAR_ACCEPT = GROUP_AVATAR_TYPES.map((type) => `.${type}`).join(',');
