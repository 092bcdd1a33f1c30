import type { WebsiteConfig } from '../../contract/api/config';
import type { Deps } from '../deps';
import { allSectionTexts, saveSection, sectionText } from './queries';
import { applyPatch, mergeSection, publicConfig, type EditableSection, type SectionKey, type Sections } from './rules';

/** The site configuration's use cases: read a section, change one, and the public view of both. */

export async function readSection<K extends SectionKey>(deps: Pick<Deps, 'db'>, key: K): Promise<Sections[K]> {
  return mergeSection(key, await sectionText(deps.db, key));
}

export async function writeSection<K extends EditableSection>(deps: Pick<Deps, 'db' | 'clock'>, key: K, patch: Partial<Sections[K]>): Promise<Sections[K]> {
  const next = applyPatch(await readSection(deps, key), patch);
  await saveSection(deps.db, key, JSON.stringify(next), deps.clock.nowSeconds());
  return next;
}

export async function websiteConfig(deps: Pick<Deps, 'db'>): Promise<WebsiteConfig> {
  const texts = await allSectionTexts(deps.db);
  return publicConfig(mergeSection('web', texts.get('web')), mergeSection('switch', texts.get('switch')));
}
