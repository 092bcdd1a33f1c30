/** Business constants of part 1 §9 and part 3 §9 shared by the API and the web app. */
export const LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  generatedPasswordMax: 25,
  registerCodeLength: 6,
  captchaMin: 1,
  captchaMax: 8,
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarSize: 200,
  avatarTypes: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const,
  registerCodeResendSeconds: 60,
  resetCodeResendSeconds: 90,
  loginFailuresBeforeSlide: 5,
  slideWidth: 325,
  slideHeight: 100,
  slideTolerance: 3,
  nicknameMax: 20,
  signatureMax: 65535,
  profileFieldMax: 255,
} as const;

/**
 * The one password-length rule of part 1 §9, read by the API schemas and the web forms alike: a
 * password a user chooses (register, reset, change) is 6 to 20 characters; one that is only checked
 * against the account (login, the current password in settings) may be up to 25, as generated
 * accounts get (part 3 §9).
 */
export const PASSWORD_LENGTH = {
  chosen: { min: LIMITS.passwordMin, max: LIMITS.passwordMax },
  existing: { min: LIMITS.passwordMin, max: LIMITS.generatedPasswordMax },
} as const;
export type PasswordLength = (typeof PASSWORD_LENGTH)[keyof typeof PASSWORD_LENGTH];

export const LANGUAGE_COOKIE = 'Web_Language';
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];
