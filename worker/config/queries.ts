import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteConfig } from '../db/schema-config';
import type { SectionKey } from './rules';

/** The stored JSON text of one section, undefined when never saved. */
export async function sectionText(db: Db, key: SectionKey): Promise<string | undefined> {
  const row = await db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key)).get();
  return row?.value;
}

/** Every stored section's JSON text, by key. */
export async function allSectionTexts(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(siteConfig).all();
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** The statement that stores a section (for a batch). */
export function saveSectionQuery(db: Db, key: SectionKey, value: string, now: number) {
  return db
    .insert(siteConfig)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value, updatedAt: now } });
}
