import { eq } from 'drizzle-orm';
import type { UserInfo } from '../../contract/api/accounts';
import { LIMITS } from '../../contract/constants';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { ApiError, badRequest } from '../lib/api-error';
import { newId } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { currentUserInfo } from './accounts';
import type { Principal } from './sessions';

export const AVATAR_URL_PREFIX = '/api/public/avatar/';
const AVATAR_KEY_PREFIX = 'avatar/';

/** What the first bytes of each allowed type look like; the name alone is not trusted. */
const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: 'image/png', test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38 },
  { type: 'image/bmp', test: (b) => b[0] === 0x42 && b[1] === 0x4d },
  { type: 'image/webp', test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50 },
];

export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

export function checkAvatarName(name: string): void {
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LIMITS.avatarTypes as readonly string[]).includes(ext)) throw new ApiError(415, 'File type not support');
}

export async function replaceAvatar(db: Db, files: R2Bucket, who: Principal, file: File): Promise<UserInfo> {
  checkAvatarName(file.name);
  if (file.size > LIMITS.avatarMaxBytes) throw new ApiError(413, 'Exceed max size limit');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The file is not a valid image');
  const name = `${who.user.id}-${newId()}.${type.split('/')[1]}`;
  await files.put(AVATAR_KEY_PREFIX + name, bytes, { httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' } });
  await db.update(users).set({ avatar: AVATAR_URL_PREFIX + name, updatedAt: nowSeconds() }).where(eq(users.id, who.user.id));
  const previous = who.user.avatar;
  if (previous?.startsWith(AVATAR_URL_PREFIX)) await files.delete(AVATAR_KEY_PREFIX + previous.slice(AVATAR_URL_PREFIX.length));
  return currentUserInfo(db, who);
}

export async function readAvatar(files: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  if (!/^[0-9a-z]{32}-[0-9a-f]{32}\.(png|jpeg|gif|bmp|webp)$/.test(name)) return null;
  return files.get(AVATAR_KEY_PREFIX + name);
}
