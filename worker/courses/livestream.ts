import type { LivestreamView } from '../../contract/api/courses';
import { readSection } from '../config/site-config';
import { saveSection } from '../config/queries';
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
export async function setLivestream(deps: Pick<Deps, 'db' | 'clock'>, url: string): Promise<LivestreamView> {
  await saveSection(deps.db, 'livestream', JSON.stringify({ url }), deps.clock.nowSeconds());
  return { url: url === '' ? null : url };
}
