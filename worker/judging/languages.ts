import type { LanguageInfo } from '../../contract/judge';
import type { Deps } from '../deps';
import { problemLanguageNames } from '../problems/problem-access';
import { runnerLanguages } from './queries';
import { freshRunnersSince, mergeLanguages } from './rules';

/** The languages the fleet can judge now: those of the runners seen within a day. */
export async function judgeLanguages(deps: Pick<Deps, 'db' | 'clock'>): Promise<LanguageInfo[]> {
  return mergeLanguages(await runnerLanguages(deps.db, freshRunnersSince(deps.clock.nowSeconds())));
}

/** `GET /api/languages`: every judge language, or a problem's own list of them unless `all`. */
export async function languagesFor(deps: Pick<Deps, 'db' | 'clock'>, query: { pid?: number | undefined; all?: 'true' | 'false' | undefined }): Promise<LanguageInfo[]> {
  const all = await judgeLanguages(deps);
  const own = query.pid !== undefined && query.all !== 'true' ? await problemLanguageNames(deps.db, query.pid) : null;
  return own ? all.filter((l) => own.includes(l.name)) : all;
}
