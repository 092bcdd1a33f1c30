import { queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../contract/api/endpoint';
import type { Gender } from '../../../contract/constants';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

/** The query keys of the accounts area; components take them from here, never as literals. */
export const accountKeys = {
  all: ['accounts'] as const,
  /** a slide puzzle: a new one per login round and per refresh */
  slideCaptcha: (round: number, refreshes: number) => [...accountKeys.all, 'slide-captcha', round, refreshes] as const,
};

/** A fresh slide puzzle, never reused: the server spends it on the first try. */
export const slideCaptchaQuery = (round: number, refreshes: number) =>
  queryOptions({
    queryKey: accountKeys.slideCaptcha(round, refreshes),
    queryFn: ({ signal }) => api.request(ENDPOINTS.slideCaptcha, { signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The text fields of the settings page's profile form, with the gender. */
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

/** The accounts area's calls: login, registration, password reset, logout and the settings page. */
export const accountsApi = {
  login: (body: BodyOf<typeof ENDPOINTS.login>) => api.call(ENDPOINTS.login, { body }),
  checkUsername: (username: string) => api.request(ENDPOINTS.checkUsernameOrEmail, { body: { username } }),
  checkEmail: (email: string) => api.request(ENDPOINTS.checkUsernameOrEmail, { body: { email } }),
  registerCode: (email: string) => api.call(ENDPOINTS.getRegisterCode, { query: { email } }),
  register: (body: BodyOf<typeof ENDPOINTS.register>) => api.call(ENDPOINTS.register, { body }),
  applyResetPassword: (body: BodyOf<typeof ENDPOINTS.applyResetPassword>) => api.call(ENDPOINTS.applyResetPassword, { body }),
  resetPassword: (body: BodyOf<typeof ENDPOINTS.resetPassword>) => api.call(ENDPOINTS.resetPassword, { body }),
  /** The session may already be gone on the server; the user is logged out here either way. */
  logout: () => api.call(ENDPOINTS.logout, { quiet: true }),
  changePassword: (body: BodyOf<typeof ENDPOINTS.changePassword>) => api.call(ENDPOINTS.changePassword, { body }),
  changeEmailCode: (email: string) => api.call(ENDPOINTS.getChangeEmailCode, { query: { email } }),
  changeEmail: (body: BodyOf<typeof ENDPOINTS.changeEmail>) => api.call(ENDPOINTS.changeEmail, { body }),
  changeUserInfo: (body: ProfileFields) => api.call(ENDPOINTS.changeUserInfo, { body }),
  uploadAvatar: (image: Blob) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadAvatar.multipartField, image, 'avatar.png');
    return api.call(ENDPOINTS.uploadAvatar, { form });
  },
};
