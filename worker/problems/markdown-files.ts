import { endpointUrl } from '../../contract/api/endpoint';
import { MD_FILE_MAX_BYTES, PROBLEMS_ENDPOINTS, MD_IMAGE_MAX_BYTES, type MarkdownFileUpload, type MarkdownImageUpload } from '../../contract/api/problems';
import { isAdminRole, isSuperAdmin } from '../../contract/roles';
import { groupAdminStanding } from '../group-problems/access';
import type { Deps } from '../deps';
import { ApiError, badRequest, forbidden, notFound } from '../lib/api-error';
import { newId } from '../lib/random';
import { sniffImageType } from '../accounts/avatars';
import type { Principal } from '../accounts/sessions';
import { deleteMarkdownFileRow, findMarkdownFile, insertMarkdownFile } from './queries-admin';

const MD_KEY_PREFIX = 'md/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where an upload is served: the contract's `mdFile` entry. */
const mdLink = (key: string) => endpointUrl(PROBLEMS_ENDPOINTS.mdFile, { name: key });

/**
 * The authoring file calls (editor uploads, test-case zips): a site admin role, or with a group,
 * that group's admins (decision 31). Refused without a group as the admin-only calls always were.
 */
export async function checkAuthoringAccess(deps: Pick<Deps, 'db'>, who: Principal, gid: number | undefined): Promise<void> {
  if (gid === undefined) {
    if (!isAdminRole(who.roles)) throw forbidden();
    return;
  }
  await groupAdminStanding(deps.db, gid, who);
}

/** A name safe to keep (and to show in a link text): no path, no control characters, 128 characters at most. */
function cleanName(name: string, fallback: string): string {
  const base = [...(name.split(/[\\/]/).pop() ?? '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && !'[]()'.includes(ch))
    .join('')
    .trim()
    .slice(0, 128);
  return base || fallback;
}

export async function uploadMarkdownImage({ db, files, clock }: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, file: File): Promise<MarkdownImageUpload> {
  if (file.size > MD_IMAGE_MAX_BYTES) throw new ApiError(413, 'image size cannot exceed 1MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw badRequest('The file is not a valid image');
  const id = newId();
  const key = `${id}.${type.split('/')[1]}`;
  await files.put(MD_KEY_PREFIX + key, bytes, { httpMetadata: { contentType: type, cacheControl: IMMUTABLE } });
  await insertMarkdownFile(db, { id, uid: who.user.id, kind: 'image', key, name: cleanName(file.name, key), size: bytes.byteLength, created: clock.nowSeconds() });
  return { link: mdLink(key), fileId: id };
}

export async function uploadMarkdownFile({ db, files, clock }: Pick<Deps, 'db' | 'files' | 'clock'>, who: Principal, file: File): Promise<MarkdownFileUpload> {
  if (file.size > MD_FILE_MAX_BYTES) throw new ApiError(413, 'file size cannot exceed 10MB');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const id = newId();
  const name = cleanName(file.name, 'file');
  // The key keeps no part of the uploaded name: it is served as an opaque download.
  const key = `${id}.bin`;
  await files.put(MD_KEY_PREFIX + key, bytes, {
    httpMetadata: { contentType: 'application/octet-stream', cacheControl: IMMUTABLE, contentDisposition: attachment(name) },
  });
  await insertMarkdownFile(db, { id, uid: who.user.id, kind: 'file', key, name, size: bytes.byteLength, created: clock.nowSeconds() });
  return { link: mdLink(key), fileId: id, name };
}

function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function deleteMarkdownFile({ db, files }: Pick<Deps, 'db' | 'files'>, who: Principal, fileId: string): Promise<void> {
  const row = await findMarkdownFile(db, fileId);
  if (!row) throw notFound('The file does not exist');
  if (row.uid !== who.user.id && !isSuperAdmin(who.roles)) throw forbidden();
  await deleteMarkdownFileRow(db, fileId);
  await files.delete(MD_KEY_PREFIX + row.key);
}

/** The stored object and how to serve it; null for a name that was never handed out. */
export async function readMarkdownFile(files: R2Bucket, name: string): Promise<{ object: R2ObjectBody; image: boolean } | null> {
  const match = /^[0-9a-f]{32}\.(png|jpeg|gif|bmp|webp|bin)$/.exec(name);
  if (!match) return null;
  const object = await files.get(MD_KEY_PREFIX + name);
  if (!object) return null;
  return { object, image: match[1] !== 'bin' };
}
