import type { RunnerHeartbeat } from '../../contract/judge';
import type { Deps } from '../deps';
import { upsertRunner } from './queries';

/** A runner announces itself: its slots and the languages its host really has, seen now. */
export async function recordHeartbeat(deps: Pick<Deps, 'db' | 'clock'>, fleet: string, body: RunnerHeartbeat): Promise<void> {
  await upsertRunner(deps.db, { name: body.name, fleet, slots: body.slots, languages: body.languages, lastSeen: deps.clock.nowSeconds() });
}
