/**
 * Keno: the player picks 1 to 10 numbers of 40, the game draws 10. The pay table gives, for each
 * count of picks, the multiplier of the stake per count of hits. Its RTP per pick count is exact by
 * the hypergeometric distribution (kenoBaseRtp), and every pay is scaled, like the slot's, so that each
 * pick count returns the configured RTP.
 */

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;
export const KENO_SCALE_UNIT = 1_000_000n;

/** Base pays (in stakes) by picks, index = hits. */
export const KENO_BASE_PAYS: Record<number, readonly number[]> = {
  1: [0, 3],
  2: [0, 1, 9],
  3: [0, 0, 2, 40],
  4: [0, 0, 1, 5, 100],
  5: [0, 0, 0, 3, 20, 400],
  6: [0, 0, 0, 2, 8, 80, 1000],
  7: [0, 0, 0, 1, 4, 25, 300, 2000],
  8: [0, 0, 0, 0, 3, 12, 100, 800, 5000],
  9: [0, 0, 0, 0, 2, 6, 40, 300, 2000, 8000],
  10: [1, 0, 0, 0, 1, 4, 20, 100, 1000, 5000, 10000],
};

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** The exact chance of `hits` hits with `picks` picks, as numerator over C(40, 10). */
export function hitWays(picks: number, hits: number): bigint {
  return choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits);
}

/** One pick count's base RTP as a ratio (before the scale). */
export function kenoBaseRtp(picks: number): { numerator: bigint; denominator: bigint } {
  const pays = KENO_BASE_PAYS[picks]!;
  let numerator = 0n;
  for (let hits = 0; hits < pays.length; hits += 1) numerator += hitWays(picks, hits) * BigInt(pays[hits]!);
  return { numerator, denominator: choose(KENO_NUMBERS, KENO_DRAWN) };
}

/** The scale (millionths) of each pick count's pays that gives the configured RTP (a ratio). */
export function kenoScales(rtp: { numerator: bigint; denominator: bigint }): Record<number, bigint> {
  const scales: Record<number, bigint> = {};
  for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
    const base = kenoBaseRtp(picks);
    const numerator = rtp.numerator * base.denominator * KENO_SCALE_UNIT;
    const denominator = rtp.denominator * base.numerator;
    scales[picks] = (numerator * 2n + denominator) / (2n * denominator);
  }
  return scales;
}

/** Draws 10 distinct numbers from 1 to 40. */
export function kenoDraw(random: (below: number) => number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let count = 0; count < KENO_DRAWN; count += 1) drawn.push(pool.splice(random(pool.length), 1)[0]!);
  return drawn;
}

/** Whether the picks are 1 to 10 distinct numbers from 1 to 40. */
export function validPicks(picks: unknown): picks is number[] {
  return (
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= KENO_MAX_PICKS &&
    picks.every((pick) => Number.isInteger(pick) && pick >= 1 && pick <= KENO_NUMBERS) &&
    new Set(picks).size === picks.length
  );
}

/** What a keno bet returns for its hits (minor units, rounded down). */
export function kenoReturn(picks: number, hits: number, stake: bigint, scales: Record<number, bigint>): bigint {
  const pay = BigInt(KENO_BASE_PAYS[picks]![hits] ?? 0);
  return (stake * pay * scales[picks]!) / KENO_SCALE_UNIT;
}
