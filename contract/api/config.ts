import * as v from 'valibot';
import { defineEndpoints } from './endpoint';

/** The site switches (the super admin's on/off settings). */
export const SiteSwitches = v.object({
  openPublicDiscussion: v.boolean(),
  openGroupDiscussion: v.boolean(),
  openContestComment: v.boolean(),
  register: v.boolean(),
});
export type SiteSwitches = v.InferOutput<typeof SiteSwitches>;

/** The whole web configuration as the super admin edits it. */
export const WebConfig = v.object({
  baseUrl: v.string(),
  projectName: v.string(),
  shortName: v.string(),
  /** the site's one-line description, shown on the home page (an addition to the spec's list) */
  description: v.string(),
  recordName: v.string(),
  recordUrl: v.string(),
  projectUrl: v.string(),
});
export type WebConfig = v.InferOutput<typeof WebConfig>;

/** `get-website-config`: the public part of the site configuration (no baseUrl) and the switches. */
export const WebsiteConfig = v.object({
  ...v.omit(WebConfig, ['baseUrl']).entries,
  ...SiteSwitches.entries,
});
export type WebsiteConfig = v.InferOutput<typeof WebsiteConfig>;

/** One slide of the home carousel, as `home-carousel` lists them. */
export const CarouselItem = v.object({ url: v.string() });
export type CarouselItem = v.InferOutput<typeof CarouselItem>;

export const SiteSwitchBody = v.object({
  openPublicDiscussion: v.optional(v.boolean('openPublicDiscussion must be true or false')),
  openGroupDiscussion: v.optional(v.boolean('openGroupDiscussion must be true or false')),
  openContestComment: v.optional(v.boolean('openContestComment must be true or false')),
  register: v.optional(v.boolean('register must be true or false')),
});
export type SiteSwitchBody = v.InferOutput<typeof SiteSwitchBody>;

const text = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be a string`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`)));

export const WebConfigBody = v.object({
  recordName: text('recordName', 255),
  projectName: text('projectName', 255),
  shortName: text('shortName', 50),
  recordUrl: text('recordUrl', 255),
  projectUrl: text('projectUrl', 255),
  baseUrl: text('baseUrl', 255),
  description: text('description', 1000),
});
export type WebConfigBody = v.InferOutput<typeof WebConfigBody>;

// ---- e-mail, SMS and judge sections (part 3 §3.7; decision 36) ----------------------------------

/** The SMTP server the site sends mail through; the password is never shown, only whether one is set. */
export const SmtpView = v.object({
  host: v.string(),
  /** null: not set */
  port: v.nullable(v.number()),
  /** TLS from the start (usually port 465); otherwise STARTTLS */
  ssl: v.boolean(),
  username: v.string(),
  /** the From address; the username when empty */
  sender: v.string(),
  passwordSet: v.boolean(),
  /**
   * Where mail goes now: the local dev mailbox (local mode), the server of this section (its host is
   * set), the server of the deployment's SMTP_* secrets, or nowhere (nothing configured).
   */
  delivery: v.picklist(['dev_mailbox', 'section', 'secrets', 'none']),
});
export type SmtpView = v.InferOutput<typeof SmtpView>;
export type MailDelivery = SmtpView['delivery'];

const secret = (field: string) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} must be text`), v.nonEmpty(`${field} must not be empty; send null to remove it`), v.maxLength(255, `${field} must be at most 255 characters`))));

/** A field left out keeps its value; `password`: a text replaces it, null removes it. */
export const SmtpBody = v.object({
  host: text('host', 255),
  port: v.optional(v.nullable(v.pipe(v.number('port must be a number'), v.integer('port must be a whole number'), v.minValue(1, 'port must be 1 to 65535'), v.maxValue(65535, 'port must be 1 to 65535')))),
  ssl: v.optional(v.boolean('ssl must be true or false')),
  username: text('username', 255),
  sender: v.optional(v.pipe(v.string('sender must be text'), v.trim(), v.maxLength(255, 'sender must be at most 255 characters'), v.check((x) => x === '' || v.is(v.pipe(v.string(), v.email()), x), 'sender must be an e-mail address'))),
  password: secret('password'),
});
export type SmtpBody = v.InferOutput<typeof SmtpBody>;

export const TestMailBody = v.object({
  email: v.pipe(v.string('email is required'), v.trim(), v.nonEmpty('email is required'), v.maxLength(255, 'email is too long'), v.email('email is not a valid address')),
});

/** The SMS service's settings (stored and shown only: the site sends no SMS yet). The secret is never shown. */
export const SmsView = v.object({
  region: v.string(),
  domain: v.string(),
  accessKey: v.string(),
  signName: v.string(),
  templateCode: v.string(),
  secretSet: v.boolean(),
});
export type SmsView = v.InferOutput<typeof SmsView>;

export const SmsBody = v.object({
  region: text('region', 100),
  domain: text('domain', 255),
  accessKey: text('accessKey', 255),
  signName: text('signName', 100),
  templateCode: text('templateCode', 100),
  secret: secret('secret'),
});
export type SmsBody = v.InferOutput<typeof SmsBody>;

/** The most seconds an admin may make users wait between two submissions. */
export const SUBMIT_INTERVAL_MAX = 3600;

/** The judge settings: seconds a user waits between two submissions outside contests (part 3 §9), 0 for no wait. */
export const JudgeSettings = v.object({ submitInterval: v.number() });
export type JudgeSettings = v.InferOutput<typeof JudgeSettings>;

export const JudgeSettingsBody = v.object({
  submitInterval: v.optional(
    v.pipe(
      v.number('submitInterval must be a number'),
      v.integer('submitInterval must be a whole number of seconds'),
      v.minValue(0, 'submitInterval must be at least 0'),
      v.maxValue(SUBMIT_INTERVAL_MAX, `submitInterval must be at most ${SUBMIT_INTERVAL_MAX}`),
    ),
  ),
});
export type JudgeSettingsBody = v.InferOutput<typeof JudgeSettingsBody>;

/** A judge runner as its heartbeats describe it. */
export const JudgeRunnerView = v.object({
  name: v.string(),
  fleet: v.string(),
  slots: v.number(),
  languages: v.array(v.string()),
  /** the last heartbeat (ISO 8601) */
  lastSeen: v.string(),
  online: v.boolean(),
});
export type JudgeRunnerView = v.InferOutput<typeof JudgeRunnerView>;

export const CarouselUrlQuery = v.object({
  url: v.pipe(v.string('url is required'), v.trim(), v.nonEmpty('url is required'), v.maxLength(255, 'url is too long')),
});

export const CONFIG_ENDPOINTS = defineEndpoints({
  getWebsiteConfig: { method: 'GET', path: '/api/get-website-config', summary: 'Public site configuration and switches', access: 'public', response: WebsiteConfig },
  homeCarousel: { method: 'GET', path: '/api/home-carousel', summary: 'Pictures of the home-page carousel', access: 'public', response: v.array(CarouselItem) },
  adminSwitchInfo: { method: 'GET', path: '/api/admin/switch/info', summary: 'Site switches', access: 'root', response: SiteSwitches },
  adminSwitchUpdate: { method: 'PUT', path: '/api/admin/switch/update', summary: 'Change site switches', access: 'root', body: SiteSwitchBody, response: SiteSwitches },
  adminGetWebConfig: { method: 'GET', path: '/api/admin/config/get-web-config', summary: 'Website configuration', access: 'root', response: WebConfig },
  adminSetWebConfig: { method: 'PUT', path: '/api/admin/config/set-web-config', summary: 'Change the website configuration', access: 'root', body: WebConfigBody, response: WebConfig },
  adminGetEmailConfig: { method: 'GET', path: '/api/admin/config/get-email-config', summary: 'SMTP settings (whether a password is set, never the password)', access: 'root', response: SmtpView },
  adminSetEmailConfig: { method: 'PUT', path: '/api/admin/config/set-email-config', summary: 'Change the SMTP settings', access: 'root', body: SmtpBody, response: SmtpView },
  adminTestEmail: { method: 'POST', path: '/api/admin/config/test-email', summary: 'Send a test mail through the configured mail service', access: 'root', body: TestMailBody, response: v.null() },
  adminGetSmsConfig: { method: 'GET', path: '/api/admin/config/get-sms-config', summary: 'SMS settings (stored only; whether a secret is set, never the secret)', access: 'root', response: SmsView },
  adminSetSmsConfig: { method: 'PUT', path: '/api/admin/config/set-sms-config', summary: 'Change the SMS settings', access: 'root', body: SmsBody, response: SmsView },
  adminGetJudgeConfig: { method: 'GET', path: '/api/admin/config/get-judge-config', summary: 'Judge settings: the wait between two submissions outside contests', access: 'root', response: JudgeSettings },
  adminSetJudgeConfig: { method: 'PUT', path: '/api/admin/config/set-judge-config', summary: 'Change the judge settings', access: 'root', body: JudgeSettingsBody, response: JudgeSettings },
  adminJudgeServiceInfo: { method: 'GET', path: '/api/admin/config/get-judge-service-info', summary: 'The judge runners that sent heartbeats in the last day, with their slots and languages', access: 'root', response: v.array(JudgeRunnerView) },
  uploadCarouselImage: { method: 'POST', path: '/api/file/upload-carouse-img', summary: 'Add a picture to the home carousel (multipart field image; gif, jpg, jpeg, png, bmp, webp; 2 MB)', access: 'root', multipartField: 'image', response: v.array(CarouselItem) },
  adminDeleteCarouselImage: { method: 'DELETE', path: '/api/admin/config/home-carousel', summary: 'Remove a picture from the home carousel', access: 'root', query: CarouselUrlQuery, response: v.array(CarouselItem) },
  carouselImage: { method: 'GET', path: '/api/public/carousel/:name', summary: 'An uploaded carousel picture', access: 'public', file: true },
});
