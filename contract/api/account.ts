import * as v from 'valibot';
import { GENDERS, LIMITS } from '../constants';
import { email, emailCode, optionalText, password, requiredText, username } from './fields';

export const LoginBody = v.object({
  username,
  password: password(),
  /** Required once the account has 5 or more failed logins: the puzzle key from `slide-captcha`. */
  slideCaptchaKey: v.optional(v.pipe(v.string('slideCaptchaKey must be a string'), v.maxLength(64, 'slideCaptchaKey is too long'))),
  /** Where the user dropped the puzzle piece, in pixels from the left edge. */
  slideOffset: v.optional(v.pipe(v.number('slideOffset must be a number'), v.finite('slideOffset must be a number'))),
});
export type LoginBody = v.InferOutput<typeof LoginBody>;

export const CheckUsernameOrEmailBody = v.object({
  username: v.optional(v.nullable(v.pipe(v.string('username must be a string'), v.trim(), v.maxLength(LIMITS.usernameMax, `username must be at most ${LIMITS.usernameMax} characters`)))),
  email: v.optional(v.nullable(v.pipe(v.string('email must be a string'), v.trim(), v.maxLength(LIMITS.profileFieldMax, 'email is too long'), v.toLowerCase()))),
});

export const RegisterCodeQuery = v.object({ email });

export const RegisterBody = v.object({
  username,
  password: password(),
  email,
  code: emailCode,
});
export type RegisterBody = v.InferOutput<typeof RegisterBody>;

export const ApplyResetPasswordBody = v.object({
  email,
  captcha: requiredText('captcha', LIMITS.captchaMax, LIMITS.captchaMin),
  captchaKey: requiredText('captchaKey', 64),
});

export const ResetPasswordBody = v.object({
  username,
  password: password(),
  code: requiredText('code', 64),
});

export const ChangePasswordBody = v.object({
  oldPassword: password('oldPassword'),
  newPassword: password('newPassword'),
});

export const ChangeEmailCodeQuery = v.object({ email });

export const ChangeEmailBody = v.object({ email, code: emailCode });

export const ChangeUserInfoBody = v.object({
  nickname: optionalText('nickname', LIMITS.nicknameMax),
  realname: optionalText('realname', 50),
  school: optionalText('school', 100),
  course: optionalText('course', 100),
  number: optionalText('number', 50),
  gender: v.optional(v.nullable(v.picklist(GENDERS, `gender must be one of ${GENDERS.join(', ')}`))),
  github: optionalText('github', LIMITS.profileFieldMax),
  blog: optionalText('blog', LIMITS.profileFieldMax),
  cfUsername: optionalText('cfUsername', 50),
  signature: optionalText('signature', LIMITS.signatureMax),
});
export type ChangeUserInfoBody = v.InferOutput<typeof ChangeUserInfoBody>;

/** The signed-in user as login, change-userInfo and the avatar upload return it. */
export interface UserInfo {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string;
  avatar: string | null;
  school: string | null;
  course: string | null;
  number: string | null;
  gender: (typeof GENDERS)[number];
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  signature: string | null;
  titleName: string | null;
  titleColor: string | null;
  roleList: string[];
  isVip: boolean;
}

export interface AuthInfo {
  roles: string[];
  permissions: string[];
}

export interface CheckUsernameOrEmailResult {
  /** true when the username is already taken */
  username: boolean;
  /** true when the e-mail address is already taken */
  email: boolean;
}

export interface RegisterCodeResult {
  email: string;
  /** seconds the code stays valid */
  expire: number;
}

export interface ImageCaptcha {
  img: string;
  captchaKey: string;
}

export interface SlideCaptcha {
  captchaKey: string;
  /** data: URI of the background, LIMITS.slideWidth × LIMITS.slideHeight, with the hole cut out */
  background: string;
  /** data: URI of the piece to drag */
  piece: string;
  pieceSize: number;
  /** vertical position of the piece, the same as the hole's */
  y: number;
  width: number;
  height: number;
}

/** `data` of a refused login, so the dialog knows when to show the slide puzzle. */
export interface LoginRefusal {
  needSlideVerify: boolean;
}
