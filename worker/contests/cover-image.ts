import { endpointUrl } from '../../contract/api/endpoint';
import { CONTESTS_ENDPOINTS } from '../../contract/api/contests';
import { CONTEST_IMAGE_MAX_BYTES, CONTEST_IMAGE_TYPES } from '../../contract/rules/contests';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { newId } from '../lib/random';
import { sniffImageType } from '../accounts/avatars';
import { CONTEST_MESSAGES } from './rules';

const KEY_PREFIX = 'contest-img/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG = 'image/svg+xml';

function extensionOf(name: string): string {
  return (name.split('.').pop() ?? '').toLowerCase();
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  return (head.startsWith('<?xml') || head.startsWith('<svg') || head.startsWith('<!--')) && head.includes('<svg');
}

/**
 * `upload-img`: a contest cover (part 3 §5: one image of the listed types, 1 MB at most), kept in
 * R2 under a new name and served by `GET /api/public/img/:name`. The content is sniffed: the name's
 * extension only has to be one of the allowed ones.
 */
export async function uploadContestImage({ files }: Pick<Deps, 'files'>, file: File): Promise<{ link: string }> {
  if (!(CONTEST_IMAGE_TYPES as readonly string[]).includes(extensionOf(file.name))) throw new ApiError(415, CONTEST_MESSAGES.imageType);
  if (file.size > CONTEST_IMAGE_MAX_BYTES) throw new ApiError(413, CONTEST_MESSAGES.imageSize);
  if (file.size === 0) throw badRequest('The uploaded file is empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes) ?? (looksLikeSvg(bytes) ? SVG : null);
  if (!type) throw badRequest('The file is not a valid image');
  const name = `${newId()}.${type === SVG ? 'svg' : type.split('/')[1]}`;
  await files.put(KEY_PREFIX + name, bytes, { httpMetadata: { contentType: type, cacheControl: IMMUTABLE } });
  return { link: endpointUrl(CONTESTS_ENDPOINTS.contestImage, { name }) };
}

/** A stored cover by name; null for a name never handed out. */
export async function readContestImage(files: R2Bucket, name: string): Promise<R2ObjectBody | null> {
  if (!/^[0-9a-f]{32}\.(png|jpeg|gif|bmp|webp|svg)$/.test(name)) return null;
  return files.get(KEY_PREFIX + name);
}
