import type { LivestreamView } from '../../contract/api/courses';
import type { AuditTrail } from '../admin/audit';
import { readSection, writeSection } from '../config/site-config';
import type { Deps } from '../deps';

/**
 * The course live-stream channel (part 1 §1, part 3 §7): one link in the site configuration's
 * `livestream` section, set by admin roles and shown to everyone on /course and /intenseTraining.
 */

export async function livestream(deps: Pick<Deps, 'db'>): Promise<LivestreamView> {
  const { url } = await readSection(deps, 'livestream');
  return { url: url === '' ? null : url };
}

/** `PUT admin/livestream?url=`: the schema let only an http(s) address or '' (take the link down) through. */
export async function setLivestream(deps: Pick<Deps, 'db' | 'clock'>, url: string, audit: AuditTrail): Promise<LivestreamView> {
  await writeSection(deps, 'livestream', { url }, audit);
  return { url: url === '' ? null : url };
}
