import type { CheckUsernameOrEmailResult, UserInfo } from '../../../contract/api/accounts';
import type { Gender } from '../../../contract/constants';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

export type ProfileFields = {
  nickname: string;
  realname: string;
  gender: Gender;
  school: string;
  course: string;
  number: string;
  github: string;
  blog: string;
  cfUsername: string;
  signature: string;
};

export const accountApi = {
  checkUsername: (username: string) => api.request<CheckUsernameOrEmailResult>(ENDPOINTS.checkUsernameOrEmail, { body: { username } }),
  resetPassword: (body: { username: string; password: string; code: string }) => api.call<null>(ENDPOINTS.resetPassword, { body }),
  /** The session may already be gone on the server; the user is logged out here either way. */
  logout: () => api.call<null>(ENDPOINTS.logout, { quiet: true }),
  changePassword: (body: { oldPassword: string; newPassword: string }) => api.call<null>(ENDPOINTS.changePassword, { body }),
  changeEmailCode: (email: string) => api.call<null>(ENDPOINTS.getChangeEmailCode, { query: { email } }),
  changeEmail: (body: { email: string; code: string }) => api.call<UserInfo>(ENDPOINTS.changeEmail, { body }),
  changeUserInfo: (body: ProfileFields) => api.call<UserInfo>(ENDPOINTS.changeUserInfo, { body }),
  uploadAvatar: (image: Blob) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadAvatar.multipartField, image, 'avatar.png');
    return api.call<UserInfo>(ENDPOINTS.uploadAvatar, { form });
  },
};
