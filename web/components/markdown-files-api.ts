import { ENDPOINTS } from '../../contract/endpoints';
import { api } from '../lib/api';

/**
 * Editor uploads (part 2 §7): an image for `![name](link)`, any file for `[name](link)`. With `gid`
 * the upload is for a group's content and the server lets that group's admins in (part 3 §5).
 */
export const markdownFilesApi = {
  uploadImage: (image: File, gid?: number) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadMdImage.multipartField, image, image.name);
    return api.request(ENDPOINTS.uploadMdImage, { form, query: { gid } });
  },
  uploadFile: (file: File, gid?: number) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadMdFile.multipartField, file, file.name);
    return api.request(ENDPOINTS.uploadMdFile, { form, query: { gid } });
  },
};
