import type { UserInfo } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { newId } from '../lib/random';
import { currentUserInfo } from './profile';
import { forgetUserHome } from '../home/home-documents';
import { setAvatar } from './queries';
import { AVATAR_KEY_PREFIX, AVATAR_URL_PREFIX, avatarExtensionAllowed, avatarKeyOfUrl, isAvatarName, sniffImageType } from './rules';
import type { Principal } from './sessions';

/** The markdown uploads sniff their images the same way (worker/problems/markdown-files.ts imports it from here). */
export { sniffImageType };

/** Stores the new avatar in R2, points the user at it and deletes the one it replaces. */
export async function replaceAvatar(deps: Pick<Deps, 'db' | 'clock' | 'files' | 'cache' | 'defer'>, who: Principal, file: File): Promise<UserInfo> {
  if (!avatarExtensionAllowed(file.name)) throw new ApiError(415, 'File type not support');
  if (file.size > LIMITS.avatarMaxBytes) throw new ApiError(413, 'Exceed max size limit');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The file is not a valid image');
  const name = `${who.user.id}-${newId()}.${type.split('/')[1]}`;
  await deps.files.put(AVATAR_KEY_PREFIX + name, bytes, { httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' } });
  await setAvatar(deps.db, who.user.id, AVATAR_URL_PREFIX + name, deps.clock.nowSeconds());
  forgetUserHome(deps, who.user.id);
  const previous = avatarKeyOfUrl(who.user.avatar);
  if (previous) await deps.files.delete(previous);
  return currentUserInfo(deps, who);
}

/** An avatar by its stored name; null for a name that is not one. */
export async function readAvatar(deps: Pick<Deps, 'files'>, name: string): Promise<R2ObjectBody | null> {
  if (!isAvatarName(name)) return null;
  return deps.files.get(AVATAR_KEY_PREFIX + name);
}
