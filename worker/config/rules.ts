import type { CarouselItem, SiteSwitches, WebConfig, WebsiteConfig } from '../../contract/api/config';
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

/** The stored sections of the site configuration, one D1 row each. */
export interface Sections {
  web: WebConfig;
  switch: SiteSwitches;
  carousel: CarouselItem[];
  /** the posting thresholds (decision 33) */
  community: CommunityLimits;
  /** the course live-stream channel, '' when none (decision 38) */
  livestream: { url: string };
}
export type SectionKey = keyof Sections;
/** The sections an admin edits field by field. */
export type EditableSection = 'web' | 'switch' | 'community';

/** No configured slides: the web app shows its own. */
const DEFAULTS: Sections = { web: DEFAULT_WEB_CONFIG, switch: DEFAULT_SWITCHES, carousel: [], community: DEFAULT_COMMUNITY_LIMITS, livestream: { url: '' } };

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
