import { GROUP_AVATAR_MAX_BYTES, GROUP_AVATAR_TYPES, GROUP_MESSAGES } from '../../../contract/rules/groups';

/** Why a chosen file cannot be a group avatar (part 3 §5): the spec's messages, or null. */
export function groupAvatarFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!(GROUP_AVATAR_TYPES as readonly string[]).includes(extension)) return GROUP_MESSAGES.fileType;
  if (file.size > GROUP_AVATAR_MAX_BYTES) return GROUP_MESSAGES.fileSize;
  return null;
}

export const GROUP_AVATAR_ACCEPT = GROUP_AVATAR_TYPES.map((type) => `.${type}`).join(',');
