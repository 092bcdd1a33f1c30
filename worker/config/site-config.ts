import type { SmsBody, SmtpBody, SmtpView, WebsiteConfig } from '../../contract/api/config';
import type { AuditTrail } from '../admin/audit';
import { NO_AUDIT } from '../admin/audit';
import type { Deps } from '../deps';
import { isLocalMode } from '../env';
import { allSectionTexts, saveSectionQuery, sectionText } from './queries';
import { applyPatch, mailDelivery, mergeSection, nextSecret, publicConfig, smsView, smtpView, type EditableSection, type SectionKey, type Sections, type SmsSettings, type SmtpSettings } from './rules';

/** The site configuration's use cases: read a section, change one, and the public view of both. */

export async function readSection<K extends SectionKey>(deps: Pick<Deps, 'db'>, key: K): Promise<Sections[K]> {
  return mergeSection(key, await sectionText(deps.db, key));
}

/** Stores a whole section with its audit record in one batch: the section as an admin may read it, before and after. */
export async function saveSection<K extends SectionKey>(deps: Pick<Deps, 'db' | 'clock'>, key: K, next: Sections[K], audit: AuditTrail, shown: { before: unknown; after: unknown }): Promise<void> {
  audit.note(shown);
  await deps.db.batch([saveSectionQuery(deps.db, key, JSON.stringify(next), deps.clock.nowSeconds()), ...audit.statements(deps.db)]);
}

/**
 * Changes the fields of a section an admin sent and records the change; it applies to the next
 * request, as every request reads its sections from D1. `shown` is what an admin may read of the
 * section (the SMTP and SMS sections leave out their secrets).
 */
export async function writeSection<K extends EditableSection>(
  deps: Pick<Deps, 'db' | 'clock'>,
  key: K,
  patch: Partial<Sections[K]>,
  audit: AuditTrail = NO_AUDIT,
  shown: (section: Sections[K]) => unknown = (section) => section,
): Promise<Sections[K]> {
  const before = await readSection(deps, key);
  const next = applyPatch(before, patch);
  await saveSection(deps, key, next, audit, { before: shown(before), after: shown(next) });
  return next;
}

/** The SMTP section as an admin reads it: never the password; where mail goes now. */
export function shownSmtp(env: Deps['env'], section: SmtpSettings): SmtpView {
  return smtpView(section, mailDelivery(isLocalMode(env), section, env.SMTP_HOST));
}

export async function readSmtp(deps: Pick<Deps, 'db' | 'env'>): Promise<SmtpView> {
  return shownSmtp(deps.env, await readSection(deps, 'smtp'));
}

export async function writeSmtp(deps: Pick<Deps, 'db' | 'clock' | 'env'>, body: SmtpBody, audit: AuditTrail): Promise<SmtpView> {
  const current = await readSection(deps, 'smtp');
  const { password, ...fields } = body;
  const patch: Partial<SmtpSettings> = { ...fields, password: nextSecret(current.password, password) };
  const shown = (section: SmtpSettings) => shownSmtp(deps.env, section);
  return shown(await writeSection(deps, 'smtp', patch, audit, shown));
}

export async function writeSms(deps: Pick<Deps, 'db' | 'clock'>, body: SmsBody, audit: AuditTrail) {
  const current = await readSection(deps, 'sms');
  const { secret, ...fields } = body;
  const patch: Partial<SmsSettings> = { ...fields, secret: nextSecret(current.secret, secret) };
  return smsView(await writeSection(deps, 'sms', patch, audit, smsView));
}

export async function websiteConfig(deps: Pick<Deps, 'db'>): Promise<WebsiteConfig> {
  const texts = await allSectionTexts(deps.db);
  return publicConfig(mergeSection('web', texts.get('web')), mergeSection('switch', texts.get('switch')));
}
