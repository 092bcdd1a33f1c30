import type { GenericSchema } from 'valibot';
import {
  ApplyResetPasswordBody,
  ChangeEmailBody,
  ChangeEmailCodeQuery,
  ChangePasswordBody,
  ChangeUserInfoBody,
  CheckUsernameOrEmailBody,
  LoginBody,
  RegisterBody,
  RegisterCodeQuery,
  ResetPasswordBody,
} from './api/account';
import { SiteSwitchBody, WebConfigBody } from './api/config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call: anyone, a signed-in user, an admin role (root/admin/teacher), or the super admin. */
export type Access = 'public' | 'user' | 'admin' | 'root';

export interface Endpoint {
  method: HttpMethod;
  /** full path, under /api */
  path: string;
  summary: string;
  access: Access;
  query?: GenericSchema;
  body?: GenericSchema;
  /** a multipart upload: the named file field is checked by the route itself */
  multipartField?: string;
  /** served only in local mode (wrangler dev --env local); 404 anywhere else */
  localOnly?: boolean;
}

/**
 * Every /api call of the platform. The Worker validates each request against its entry,
 * /api/openapi.json is generated from this list, and the generated-input test walks it.
 */
export const ENDPOINTS = {
  getWebsiteConfig: { method: 'GET', path: '/api/get-website-config', summary: 'Public site configuration and switches', access: 'public' },
  homeCarousel: { method: 'GET', path: '/api/home-carousel', summary: 'Pictures of the home-page carousel', access: 'public' },
  captcha: { method: 'GET', path: '/api/captcha', summary: 'A new image captcha for the reset-password request', access: 'public' },
  slideCaptcha: { method: 'GET', path: '/api/slide-captcha', summary: 'A new slide puzzle, required to log in after 5 failed attempts', access: 'public' },
  login: { method: 'POST', path: '/api/login', summary: 'Log in; the token comes in the Authorization response header', access: 'public', body: LoginBody },
  logout: { method: 'GET', path: '/api/logout', summary: 'End the current session', access: 'user' },
  checkUsernameOrEmail: { method: 'POST', path: '/api/check-username-or-email', summary: 'Whether a username or e-mail address is taken', access: 'public', body: CheckUsernameOrEmailBody },
  getRegisterCode: { method: 'GET', path: '/api/get-register-code', summary: 'E-mail a 6-character registration code', access: 'public', query: RegisterCodeQuery },
  register: { method: 'POST', path: '/api/register', summary: 'Create an account with the e-mailed code', access: 'public', body: RegisterBody },
  applyResetPassword: { method: 'POST', path: '/api/apply-reset-password', summary: 'E-mail a password-reset link (needs the image captcha)', access: 'public', body: ApplyResetPasswordBody },
  resetPassword: { method: 'POST', path: '/api/reset-password', summary: 'Set a new password with the e-mailed reset code', access: 'public', body: ResetPasswordBody },
  getUserAuthInfo: { method: 'GET', path: '/api/get-user-auth-info', summary: 'Roles and permissions of the signed-in user', access: 'user' },
  changePassword: { method: 'POST', path: '/api/change-password', summary: 'Change the password (other sessions are ended)', access: 'user', body: ChangePasswordBody },
  getChangeEmailCode: { method: 'GET', path: '/api/get-change-email-code', summary: 'E-mail a code to the new address', access: 'user', query: ChangeEmailCodeQuery },
  changeEmail: { method: 'POST', path: '/api/change-email', summary: 'Change the e-mail address with the code sent to it', access: 'user', body: ChangeEmailBody },
  changeUserInfo: { method: 'POST', path: '/api/change-userInfo', summary: 'Update profile fields', access: 'user', body: ChangeUserInfoBody },
  uploadAvatar: { method: 'POST', path: '/api/file/upload-avatar', summary: 'Upload a new avatar (multipart field image)', access: 'user', multipartField: 'image' },
  avatarImage: { method: 'GET', path: '/api/public/avatar/:name', summary: 'An uploaded avatar image', access: 'public' },
  adminSwitchInfo: { method: 'GET', path: '/api/admin/switch/info', summary: 'Site switches', access: 'root' },
  adminSwitchUpdate: { method: 'PUT', path: '/api/admin/switch/update', summary: 'Change site switches', access: 'root', body: SiteSwitchBody },
  adminGetWebConfig: { method: 'GET', path: '/api/admin/config/get-web-config', summary: 'Website configuration', access: 'root' },
  adminSetWebConfig: { method: 'PUT', path: '/api/admin/config/set-web-config', summary: 'Change the website configuration', access: 'root', body: WebConfigBody },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox', summary: 'Every e-mail sent in local mode, newest first', access: 'public', localOnly: true },
  openapi: { method: 'GET', path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', access: 'public' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
