import { ENDPOINTS } from '../../contract/endpoints';
import { api } from '../lib/api';

/** Editor uploads (part 2 §7): an image for `![name](link)`, any file for `[name](link)`. */
export const markdownFilesApi = {
  uploadImage: (image: File) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadMdImage.multipartField, image, image.name);
    return api.request(ENDPOINTS.uploadMdImage, { form });
  },
  uploadFile: (file: File) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadMdFile.multipartField, file, file.name);
    return api.request(ENDPOINTS.uploadMdFile, { form });
  },
};
