import type { CheckUsernameOrEmailResult, LoginBody, RegisterBody, SlideCaptcha, UserInfo } from '../../../contract/api/accounts';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';

export const authApi = {
  login: (body: LoginBody) => api.call<UserInfo>(ENDPOINTS.login, { body }),
  slideCaptcha: (signal: AbortSignal) => api.request<SlideCaptcha>(ENDPOINTS.slideCaptcha, { signal }),
  checkUsername: (username: string) => api.request<CheckUsernameOrEmailResult>(ENDPOINTS.checkUsernameOrEmail, { body: { username } }),
  checkEmail: (email: string) => api.request<CheckUsernameOrEmailResult>(ENDPOINTS.checkUsernameOrEmail, { body: { email } }),
  registerCode: (email: string) => api.call<unknown>(ENDPOINTS.getRegisterCode, { query: { email } }),
  register: (body: RegisterBody) => api.call<null>(ENDPOINTS.register, { body }),
  applyResetPassword: (body: { email: string; captcha: string; captchaKey: string }) => api.call<null>(ENDPOINTS.applyResetPassword, { body }),
};
