import type { LanguageInfo } from '../../contract/judge';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { judgeLanguages as fleetLanguages } from './languages';

/**
 * Transitional: worker/problems still calls `judgeLanguages(db)` from here. Once it calls
 * languages.ts with its deps, this file goes away (the judging area lives in its use-case modules).
 */
export function judgeLanguages(db: Db): Promise<LanguageInfo[]> {
  return fleetLanguages({ db, clock: systemClock });
}
