import type { CarouselItem, JudgeSettings, MailDelivery, SiteSwitches, SmsView, SmtpView, WebConfig, WebsiteConfig } from '../../contract/api/config';
import { DEFAULT_COMMUNITY_LIMITS, type CommunityLimits } from '../../contract/rules/community';

/** The site configuration's pure rules: the defaults, how a stored section merges over them, how a patch applies. */

export const DEFAULT_WEB_CONFIG: WebConfig = {
  baseUrl: '',
  projectName: 'HOJ Edge Online Judge',
  shortName: 'HOJ',
  description: 'An online judge and programming-training platform',
  recordName: '',
  recordUrl: '',
  projectUrl: '',
};

export const DEFAULT_SWITCHES: SiteSwitches = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  register: true,
};

/** The SMTP section as stored: the view's fields and the password itself (empty: none). */
export type SmtpSettings = Omit<SmtpView, 'passwordSet' | 'delivery'> & { password: string };
/** The SMS section as stored: the view's fields and the secret itself (empty: none). */
export type SmsSettings = Omit<SmsView, 'secretSet'> & { secret: string };

export const DEFAULT_SMTP: SmtpSettings = { host: '', port: null, ssl: false, username: '', sender: '', password: '' };
export const DEFAULT_SMS: SmsSettings = { region: '', domain: '', accessKey: '', signName: '', templateCode: '', secret: '' };
/** No wait between submissions beyond the per-minute limit until an admin sets one (part 3 §9: "value not shown"). */
export const DEFAULT_JUDGE_SETTINGS: JudgeSettings = { submitInterval: 0 };

/** The stored sections of the site configuration, one D1 row each. */
export interface Sections {
  web: WebConfig;
  switch: SiteSwitches;
  carousel: CarouselItem[];
  /** the posting thresholds (decision 33) */
  community: CommunityLimits;
  /** the course live-stream channel, '' when none (decision 38) */
  livestream: { url: string };
  /** the mail server (decision 36); the password never leaves the Worker */
  smtp: SmtpSettings;
  /** the SMS service, stored only (decision 36); the secret never leaves the Worker */
  sms: SmsSettings;
  judge: JudgeSettings;
}
export type SectionKey = keyof Sections;
/** The sections an admin edits field by field. */
export type EditableSection = Exclude<SectionKey, 'carousel'>;

/** No configured slides: the web app shows its own. */
const DEFAULTS: Sections = { web: DEFAULT_WEB_CONFIG, switch: DEFAULT_SWITCHES, carousel: [], community: DEFAULT_COMMUNITY_LIMITS, smtp: DEFAULT_SMTP, sms: DEFAULT_SMS, judge: DEFAULT_JUDGE_SETTINGS, livestream: { url: '' } };

/** A stored section (JSON text) over its defaults, so a key added later still has a value; bad JSON reads as the defaults. */
export function mergeSection<K extends SectionKey>(key: K, stored: string | undefined): Sections[K] {
  if (!stored) return DEFAULTS[key];
  try {
    const parsed = JSON.parse(stored) as Sections[K];
    if (Array.isArray(DEFAULTS[key])) return Array.isArray(parsed) ? parsed : DEFAULTS[key];
    return { ...DEFAULTS[key], ...parsed };
  } catch {
    return DEFAULTS[key];
  }
}

/** What an admin reads of the SMTP section: whether a password is set, never the password, and where mail goes now. */
export function smtpView({ password, ...shown }: SmtpSettings, delivery: MailDelivery): SmtpView {
  return { ...shown, passwordSet: password !== '', delivery };
}

/** Where mail goes (decisions 6 and 36): the dev mailbox locally, else this section's server when its host is set, else the secrets' server. */
export function mailDelivery(localMode: boolean, section: Pick<SmtpSettings, 'host'>, secretsHost: string | undefined): MailDelivery {
  if (localMode) return 'dev_mailbox';
  if (section.host) return 'section';
  return secretsHost ? 'secrets' : 'none';
}

/** What an admin reads of the SMS section: whether a secret is set, never the secret. */
export function smsView({ secret, ...shown }: SmsSettings): SmsView {
  return { ...shown, secretSet: secret !== '' };
}

/** A write-only field's next value: left out keeps it, null removes it, a text replaces it. */
export function nextSecret(current: string, sent: string | null | undefined): string {
  if (sent === undefined) return current;
  return sent ?? '';
}

/** A section with the fields the admin sent; a field left out (undefined) keeps its value. */
export function applyPatch<T extends object>(current: T, patch: Partial<T>): T {
  const sent = Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)) as Partial<T>;
  return { ...current, ...sent };
}

/** What `get-website-config` shows of the web section (never baseUrl) and the switches. */
export function publicConfig(web: WebConfig, switches: SiteSwitches): WebsiteConfig {
  return {
    description: web.description,
    recordName: web.recordName,
    projectName: web.projectName,
    shortName: web.shortName,
    recordUrl: web.recordUrl,
    projectUrl: web.projectUrl,
    ...switches,
  };
}
