/*
 * The provably fair scheme of the originals, as the server draws each bet and as anyone (the app's
 * verify action, a third-party verifier, the README's script) recomputes it:
 *
 * - the server commits to a secret server seed by showing SHA-256(serverSeed) before any bet;
 * - the player sets a client seed; each bet with the pair takes the next nonce (0, 1, 2, ...);
 * - bytes = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor
 *   0, 1, 2, ... for as many 32-byte blocks as the game needs;
 * - each group of 4 bytes is a float in [0, 1): b0/256 + b1/256^2 + b2/256^3 + b3/256^4.
 *
 * Only pure arithmetic lives here: the HMAC comes from the caller (node:crypto on the server, Web
 * Crypto in the browser), so both sides share every rule that turns floats into an outcome.
 */

/** The floats one HMAC block gives (32 bytes, 4 per float). */
export const FLOATS_PER_BLOCK = 8;

/** The HMAC message of one block. */
export function fairMessage(clientSeed: string, nonce: number, cursor: number): string {
  return `${clientSeed}:${nonce}:${cursor}`;
}

/** A block's bytes as floats in [0, 1), 4 bytes each. */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let start = 0; start + 4 <= bytes.length; start += 4) {
    let value = 0;
    for (let index = 0; index < 4; index += 1) value += bytes[start + index]! / 256 ** (index + 1);
    floats.push(value);
  }
  return floats;
}

/** HMAC-SHA256(key, message) as bytes: node:crypto's createHmac or Web Crypto's sign. */
export type FairHmac = (key: string, message: string) => Uint8Array | Promise<Uint8Array>;

/** The first `count` floats of a bet (as many blocks as they take). */
export async function fairFloats(hmac: FairHmac, serverSeed: string, clientSeed: string, nonce: number, count: number): Promise<number[]> {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor += 1) {
    floats.push(...floatsFromBytes(await hmac(serverSeed, fairMessage(clientSeed, nonce, cursor))));
  }
  return floats.slice(0, count);
}

/** Multipliers and rolls travel as hundredths (2 decimals) or ten-thousandths (4) in integers. */
export function formatScaled(value: number, decimals: number): string {
  return (value / 10 ** decimals).toFixed(decimals);
}

/** Dice: floor(float x 10001) / 100, a roll of 0.00 to 100.00, here in hundredths (0 to 10000). */
export function diceRoll(float: number): number {
  return Math.floor(float * 10_001);
}

/** The chance (percent, in hundredths) of a dice bet: under the target, or over it. */
export function diceChance(condition: 'under' | 'over', targetHundredths: number): number {
  return condition === 'under' ? targetHundredths : 10_000 - targetHundredths;
}

/** Whether a dice roll wins: strictly under, or strictly over, the target. */
export function diceWins(condition: 'under' | 'over', targetHundredths: number, roll: number): boolean {
  return condition === 'under' ? roll < targetHundredths : roll > targetHundredths;
}

/** The payout multiplier of a dice bet, in ten-thousandths: (100 - houseEdge) / chance, rounded down. */
export function diceMultiplier(chanceHundredths: number, houseEdgePercent: number): number {
  return Math.floor(((100 - houseEdgePercent) * 1_000_000) / chanceHundredths);
}

/** The highest limbo result (1,000,000.00x). */
export const LIMBO_MAX_RESULT = 100_000_000;

/**
 * Limbo's result multiplier, in hundredths: (100 - houseEdge) / (1 - float), rounded down, at least
 * 1.00 and at most LIMBO_MAX_RESULT. P(result >= t) = (1 - houseEdge / 100) / t, so a bet on any
 * target returns 100 - houseEdge percent.
 */
export function limboResult(float: number, houseEdgePercent: number): number {
  return Math.min(LIMBO_MAX_RESULT, Math.max(100, Math.floor((100 - houseEdgePercent) / (1 - float))));
}

export const MINES_GRID = 25;

/**
 * Where the mines lie: a draw without replacement from the 25 tiles, one float per mine (the i-th
 * picks index floor(float x (25 - i)) of the tiles still free, in ascending order).
 */
export function minePositions(floats: readonly number[], mines: number): number[] {
  const free = Array.from({ length: MINES_GRID }, (_, tile) => tile);
  const picked: number[] = [];
  for (let index = 0; index < mines; index += 1) {
    const float = floats[index];
    if (float === undefined) throw new RangeError('One float per mine');
    picked.push(free.splice(Math.floor(float * (MINES_GRID - index)), 1)[0]!);
  }
  return picked;
}

/**
 * What `revealed` safe tiles multiply the stake by, in ten-thousandths, rounded down:
 * (1 - houseEdge / 100) x C(25, revealed) / C(25 - mines, revealed).
 */
export function minesMultiplier(mines: number, revealed: number, houseEdgePercent: number): number {
  let fair = 1;
  for (let index = 0; index < revealed; index += 1) fair *= (MINES_GRID - index) / (MINES_GRID - mines - index);
  return Math.floor(((100 - houseEdgePercent) / 100) * fair * 10_000 + 1e-9);
}
