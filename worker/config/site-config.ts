import { eq } from 'drizzle-orm';
import type { CarouselItem, SiteSwitches, WebConfig, WebsiteConfig } from '../../contract/api/config';
import type { Db } from '../db/client';
import { siteConfig } from '../db/schema-config';
import { nowSeconds } from '../lib/time';

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

type Section = { web: WebConfig; switch: SiteSwitches; carousel: CarouselItem[] };
/** No configured slides: the web app shows its own. */
const DEFAULTS: Section = { web: DEFAULT_WEB_CONFIG, switch: DEFAULT_SWITCHES, carousel: [] };

/** A stored section over its defaults, so a key added later still has a value. */
function merge<K extends keyof Section>(key: K, stored: string | undefined): Section[K] {
  if (!stored) return DEFAULTS[key];
  try {
    const parsed = JSON.parse(stored) as Section[K];
    if (Array.isArray(DEFAULTS[key])) return Array.isArray(parsed) ? parsed : DEFAULTS[key];
    return { ...DEFAULTS[key], ...parsed };
  } catch {
    return DEFAULTS[key];
  }
}

export async function readSection<K extends keyof Section>(db: Db, key: K): Promise<Section[K]> {
  const row = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key)).get();
  return merge(key, row?.value);
}

export async function writeSection<K extends 'web' | 'switch'>(db: Db, key: K, patch: Partial<Section[K]>): Promise<Section[K]> {
  const next = { ...(await readSection(db, key)), ...stripUndefined(patch) };
  const value = JSON.stringify(next);
  await db
    .insert(siteConfig)
    .values({ key, value, updatedAt: nowSeconds() })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value, updatedAt: nowSeconds() } });
  return next;
}

function stripUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, x]) => x !== undefined)) as Partial<T>;
}

export async function websiteConfig(db: Db): Promise<WebsiteConfig> {
  const rows = await db.select().from(siteConfig).all();
  const web = merge('web', rows.find((r) => r.key === 'web')?.value);
  const switches = merge('switch', rows.find((r) => r.key === 'switch')?.value);
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
