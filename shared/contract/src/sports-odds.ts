// The sportsbook's arithmetic and topic names, without schemas: what the slip and the live lists
// need on their first screen (the sports module re-exports all of it for the server).

/** The topic of one event: its score, clock, status and every market's odds. */
export const sportsEventTopic = (eventId: string) => `sports.event.${eventId}`;
/** The topic of a league: the same messages for each of its events (a list follows this). */
export const sportsLeagueTopic = (leagueId: string) => `sports.league.${leagueId}`;
/** Every live event's changes (the live list and the home page follow this). */
export const SPORTS_LIVE_TOPIC = 'sports.live';

// Odds arithmetic, the same on the server and in the slip.

/** Odds as hundredths (1.85 → 185n). */
export function oddsToHundredths(odds: string): bigint {
  const [whole = '0', fraction = '00'] = odds.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

export function hundredthsToOdds(hundredths: bigint): string {
  const whole = hundredths / 100n;
  const fraction = (hundredths % 100n).toString().padStart(2, '0');
  return `${whole}.${fraction}`;
}

/**
 * The odds of an accumulator: the product of its legs' odds, rounded down to two decimals (the
 * bookmaker never rounds in the player's favour).
 */
export function combinedOdds(legs: readonly string[]): string {
  let product = 100n;
  for (const odds of legs) product = (product * oddsToHundredths(odds)) / 100n;
  return hundredthsToOdds(product);
}

/** stake × odds in minor units, rounded down. */
export function payoutMinor(stakeMinor: bigint, odds: string): bigint {
  return (stakeMinor * oddsToHundredths(odds)) / 100n;
}

/** The highest odds one bet pays at: a longer accumulator is paid as at these (stake × 1000.00 at most). */
export const SPORTS_MAX_ODDS = '1000.00';

/** The odds a bet pays at: its odds, never above SPORTS_MAX_ODDS. */
export function cappedOdds(odds: string): string {
  return oddsToHundredths(odds) > oddsToHundredths(SPORTS_MAX_ODDS) ? SPORTS_MAX_ODDS : odds;
}

/**
 * What one bet may win (minor units): stake × its odds, capped at the lower of the currency's
 * largest payout (when known) and stake × SPORTS_MAX_ODDS. `capped` tells the player the cap applies.
 */
export function cappedPayoutMinor(
  stakeMinor: bigint,
  odds: string,
  maxPayoutMinor: bigint | null,
): { payout: bigint; capped: boolean; cap: bigint } {
  const byOdds = payoutMinor(stakeMinor, SPORTS_MAX_ODDS);
  const cap = maxPayoutMinor !== null && maxPayoutMinor < byOdds ? maxPayoutMinor : byOdds;
  const payout = payoutMinor(stakeMinor, odds);
  return payout > cap ? { payout: cap, capped: true, cap } : { payout, capped: false, cap };
}

function gcd(a: bigint, b: bigint): bigint {
  return b === 0n ? a : gcd(b, a % b);
}

/** Decimal odds as fractional ("2.50" → "3/2", "1.50" → "1/2"), reduced. */
export function fractionalOdds(odds: string): string {
  const profit = oddsToHundredths(odds) - 100n;
  if (profit <= 0n) return '0/1';
  const divisor = gcd(profit, 100n);
  return `${profit / divisor}/${100n / divisor}`;
}

/** Decimal odds as American ("2.50" → "+150", "1.50" → "-200"); evens is "+100". */
export function americanOdds(odds: string): string {
  const hundredths = Number(oddsToHundredths(odds));
  if (hundredths >= 200) return `+${Math.round(hundredths - 100)}`;
  if (hundredths <= 100) return '-';
  return `-${Math.round(10000 / (hundredths - 100))}`;
}

/** How a player reads odds: decimal (1.85), fractional (17/20) or American (-118). */
export const ODDS_FORMATS = ['decimal', 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export function formatOdds(odds: string, format: OddsFormat): string {
  if (format === 'fractional') return fractionalOdds(odds);
  if (format === 'american') return americanOdds(odds);
  return odds;
}

/**
 * The quick stakes a slip offers, per currency: round amounts of the currency itself (not dollars
 * converted), smallest first. A slip shows those within the currency's stake limits.
 */
export const SPORTS_QUICK_STAKES: Readonly<Record<string, readonly string[]>> = {
  USD: ['1', '5', '10', '25'],
  EUR: ['1', '5', '10', '25'],
  GBP: ['1', '5', '10', '25'],
  BRL: ['5', '10', '25', '50'],
  INR: ['50', '100', '250', '500'],
  VND: ['20000', '50000', '100000', '200000'],
  TRY: ['25', '50', '100', '250'],
  JPY: ['100', '500', '1000', '3000'],
};
