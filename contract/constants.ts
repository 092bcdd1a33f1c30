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

export const LANGUAGE_COOKIE = 'Web_Language';
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const GENDERS = ['male', 'female', 'secrecy'] as const;
export type Gender = (typeof GENDERS)[number];
