import { CONFIG_ENDPOINTS, type CarouselItem } from '../../contract/api/config';
import { endpointUrl } from '../../contract/api/endpoint';
import { LIMITS } from '../../contract/constants';
import { avatarExtensionAllowed, sniffImageType } from '../accounts/rules';
import type { AuditTrail } from '../admin/audit';
import type { Deps } from '../deps';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { newId } from '../lib/random';
import { readSection, saveSection } from './site-config';

/**
 * The home carousel's pictures (part 1 §2 "Home page", part 3 §3.7 "rotation chart"; decision 36):
 * uploaded to R2 under the avatar's rules (gif, jpg, jpeg, png, bmp or webp by name and by content,
 * at most 2 MB) and listed in the `carousel` section that `home-carousel` serves.
 */

const CAROUSEL_KEY_PREFIX = 'carousel/';
/** Where a picture is served: the carousel image entry's path up to its `:name`. */
const CAROUSEL_URL_PREFIX = endpointUrl(CONFIG_ENDPOINTS.carouselImage, { name: '' });
const NAME_PATTERN = /^[0-9a-f]{32}\.(png|jpeg|gif|bmp|webp)$/;

export async function addCarouselImage(deps: Pick<Deps, 'db' | 'clock' | 'files'>, file: File, audit: AuditTrail): Promise<CarouselItem[]> {
  if (!avatarExtensionAllowed(file.name)) throw new ApiError(415, 'File type not support');
  if (file.size > LIMITS.avatarMaxBytes) throw new ApiError(413, 'Exceed max size limit');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The file is not a valid image');
  const name = `${newId()}.${type.split('/')[1]}`;
  await deps.files.put(CAROUSEL_KEY_PREFIX + name, bytes, { httpMetadata: { contentType: type, cacheControl: 'public, max-age=31536000, immutable' } });
  const before = await readSection(deps, 'carousel');
  const after = [...before, { url: CAROUSEL_URL_PREFIX + name }];
  await saveSection(deps, 'carousel', after, audit, { before, after });
  return after;
}

/** Takes a picture out of the carousel; an uploaded one is deleted from R2 as well. */
export async function removeCarouselImage(deps: Pick<Deps, 'db' | 'clock' | 'files'>, url: string, audit: AuditTrail): Promise<CarouselItem[]> {
  const before = await readSection(deps, 'carousel');
  if (!before.some((item) => item.url === url)) throw notFound('The picture is not in the carousel');
  const after = before.filter((item) => item.url !== url);
  await saveSection(deps, 'carousel', after, audit, { before, after });
  const name = url.startsWith(CAROUSEL_URL_PREFIX) ? url.slice(CAROUSEL_URL_PREFIX.length) : '';
  if (NAME_PATTERN.test(name)) await deps.files.delete(CAROUSEL_KEY_PREFIX + name);
  return after;
}

/** An uploaded picture by its name; null for a name that was never handed out. */
export async function readCarouselImage(files: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  if (!NAME_PATTERN.test(name)) return null;
  return files.get(CAROUSEL_KEY_PREFIX + name);
}
