import type { OddsFormat } from './odds.ts';
import { ODDS_FORMATS } from './odds.ts';
import { persisted } from './persisted.ts';
import { parseSlip } from './slip.ts';

/** Where the slip and the odds format are kept in local storage. */
export const SLIP_STORAGE_KEY = 'sports-bet-slip';
export const ODDS_FORMAT_STORAGE_KEY = 'sports-odds-format';

/** The bet slip of this browser. */
export const slipStore = persisted(SLIP_STORAGE_KEY, parseSlip);

/** The odds format the player chose: decimal until they choose another. */
export const oddsFormatStore = persisted<OddsFormat>(ODDS_FORMAT_STORAGE_KEY, (stored) => {
  const value = stored ? (JSON.parse(stored) as unknown) : null;
  return ODDS_FORMATS.find((format) => format === value) ?? 'decimal';
});
