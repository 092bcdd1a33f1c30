import * as v from 'valibot';
import { optionalQueryInt } from './problems';

/** Limits of the statement editor's uploads (part 2 §8). */
export const MD_IMAGE_MAX_BYTES = 1024 * 1024;
export const MD_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const MD_IMAGE_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const MD_IMAGE_ACCEPT = 'image/gif,image/jpeg,image/png,image/bmp,image/webp';

/** Optional group of an editor upload (groups do not exist yet: any gid answers 404). */
export const MarkdownUploadQuery = v.object({
  gid: optionalQueryInt('gid', 1, Number.MAX_SAFE_INTEGER),
});

export const MarkdownFileIdQuery = v.object({
  fileId: v.pipe(
    v.string('fileId must be a string'),
    v.trim(),
    v.minLength(1, 'fileId is required'),
    v.maxLength(64, 'fileId is too long'),
  ),
});

/** What upload-md-img answers: the link to put in the Markdown and the id to delete it by. */
export interface MarkdownImageUpload {
  link: string;
  fileId: string;
}

/** What upload-md-file answers. */
export interface MarkdownFileUpload {
  link: string;
  fileId: string;
  name: string;
}
