/** Every golden scoreboard fixture, for the engine test and (later) the HTTP replay. */
import { acmAwardsByNumber, acmAwardsByProportion } from './acm-awards';
import { acmSealLastHalfHour, acmSealLastHour, acmSealWhole } from './acm-seal';
import { acmTies } from './acm-ties';
import { acmAfterContest, acmPersonalDurations, acmRejudge } from './acm-timing';
import type { GoldenFixture } from './format';
import { oiHighest, oiRecent, oiSeal } from './oi';

export const GOLDEN_FIXTURES: readonly GoldenFixture[] = [
  acmTies,
  acmAwardsByProportion,
  acmAwardsByNumber,
  acmSealLastHalfHour,
  acmSealLastHour,
  acmSealWhole,
  acmPersonalDurations,
  acmAfterContest,
  acmRejudge,
  oiRecent,
  oiHighest,
  oiSeal,
];
