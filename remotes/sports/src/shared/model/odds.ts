// The odds arithmetic of the slip: the contract's own (its schema-free module, so the first screen
// carries no schemas), and which way a price moved.
import { oddsToHundredths } from '@app/contract/sports-odds';

export {
  cappedPayoutMinor,
  combinedOdds,
  formatOdds,
  ODDS_FORMATS,
  oddsToHundredths,
  payoutMinor,
  type OddsFormat,
} from '@app/contract/sports-odds';

/** Which way odds moved: up (better for the player), down, or not at all. */
export function oddsMove(before: string, after: string): 'up' | 'down' | null {
  const a = oddsToHundredths(before);
  const b = oddsToHundredths(after);
  return b > a ? 'up' : b < a ? 'down' : null;
}
