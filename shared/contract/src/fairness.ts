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
 * The version of the rules that turn floats into outcomes; every original's bet records the one it
 * was drawn with, and verifiers recompute it with that one.
 * - 1: limbo's result is (100 - houseEdge) / (1 - float): the first rules, kept for bets drawn with them.
 * - 2: limbo's result is (100 - houseEdge) / float, as the widely used verifiers compute it. The
 *   other games are the same in both.
 */
export type FairnessRuleVersion = 1 | 2;
/** The rules new bets are drawn with. */
export const FAIRNESS_RULE_VERSION: FairnessRuleVersion = 2;

/**
 * Limbo's result multiplier, in hundredths, at least 1.00 and at most LIMBO_MAX_RESULT, rounded
 * down. Rules 2 (new bets): floor(1e8 / (float x 1e8) x (100 - houseEdge) / 100 x 100), the
 * arithmetic of the common verifiers, step by step, so a result on a boundary floors the same way.
 * Rules 1 (older bets): floor((100 - houseEdge) / (1 - float)). In both P(result >= t) =
 * (1 - houseEdge / 100) / t, so a bet on any target returns 100 - houseEdge percent.
 */
export function limboResult(float: number, houseEdgePercent: number, version: FairnessRuleVersion = FAIRNESS_RULE_VERSION): number {
  const raw =
    version === 1
      ? Math.floor((100 - houseEdgePercent) / (1 - float))
      : Math.floor((1e8 / (float * 1e8)) * ((100 - houseEdgePercent) / 100) * 100);
  return Math.min(LIMBO_MAX_RESULT, Math.max(100, raw));
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

export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

/** Plinko: each row's float bounces the ball left (0) or right (1); its slot is the number of rights. */
export function plinkoPath(floats: readonly number[]): Array<0 | 1> {
  return floats.map((float) => (Math.floor(float * 2) === 0 ? 0 : 1));
}

export function plinkoSlot(path: readonly (0 | 1)[]): number {
  return path.reduce<number>((rights, step) => rights + step, 0);
}

/*
 * The shapes of the plinko tables, in hundredths, from the edge slot to the centre (the other half
 * mirrors it): the familiar ones, where low risk pays often and little and high risk seldom and a
 * lot. They are only shapes: plinkoMultipliers scales each to the house edge in force.
 */
const PLINKO_SHAPES: Record<number, Record<PlinkoRisk, readonly number[]>> = {
  8: { low: [560, 210, 110, 100, 50], medium: [1300, 300, 130, 70, 40], high: [2900, 400, 150, 30, 20] },
  9: { low: [560, 200, 160, 100, 70], medium: [1800, 400, 170, 90, 50], high: [4300, 700, 200, 60, 20] },
  10: { low: [890, 300, 140, 110, 100, 50], medium: [2200, 500, 200, 140, 60, 40], high: [7600, 1000, 300, 90, 30, 20] },
  11: { low: [840, 300, 190, 130, 100, 70], medium: [2400, 600, 300, 180, 70, 50], high: [12000, 1400, 520, 140, 40, 20] },
  12: {
    low: [1000, 300, 160, 140, 110, 100, 50],
    medium: [3300, 1100, 400, 200, 110, 60, 30],
    high: [17000, 2400, 810, 200, 70, 20, 20],
  },
  13: {
    low: [810, 400, 300, 190, 120, 90, 70],
    medium: [4300, 1300, 600, 300, 130, 70, 40],
    high: [26000, 3700, 1100, 400, 100, 20, 20],
  },
  14: {
    low: [710, 400, 190, 140, 130, 110, 100, 50],
    medium: [5800, 1500, 700, 400, 190, 100, 50, 20],
    high: [42000, 5600, 1800, 500, 190, 30, 20, 20],
  },
  15: {
    low: [1500, 800, 300, 200, 150, 110, 100, 70],
    medium: [8800, 1800, 1100, 500, 300, 130, 50, 30],
    high: [62000, 8300, 2700, 800, 300, 50, 20, 20],
  },
  16: {
    low: [1600, 900, 200, 140, 140, 120, 110, 100, 50],
    medium: [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
    high: [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
  },
};

function binomial(n: number, k: number): number {
  let result = 1;
  for (let index = 0; index < k; index += 1) result = (result * (n - index)) / (index + 1);
  return result;
}

/** The chance of landing in either slot `index` of the half table (both mirrored slots, or the one centre slot). */
function halfSlotChance(rows: number, index: number): number {
  const slots = index === rows - index ? 1 : 2;
  return (slots * binomial(rows, index)) / 2 ** rows;
}

const plinkoTables = new Map<string, readonly number[]>();

/**
 * Scales a shape to the target return in whole hundredths. Rounding each slot can move the return
 * by up to half a hundredth, so what is left is taken off (or given to) the slots from the centre
 * outwards, each by as many hundredths as its chance calls for: the centre slots, the likeliest,
 * absorb most of it and the edges the remainder, so the table's return ends within a tiny fraction
 * of a percent of the target while keeping its shape.
 */
function scaledHalf(rows: number, shape: readonly number[], houseEdgePercent: number): number[] {
  const chances = shape.map((_, index) => halfSlotChance(rows, index));
  const target = 100 - houseEdgePercent; // percent = hundredths of a multiplier per unit staked
  const shapeReturn = shape.reduce((sum, value, index) => sum + value * chances[index]!, 0);
  const half = shape.map((value) => Math.round((value * target) / shapeReturn));
  let residual = target - half.reduce((sum, value, index) => sum + value * chances[index]!, 0);
  for (let index = half.length - 1; index >= 0; index -= 1) {
    const step = Math.round(residual / chances[index]!);
    const adjusted = Math.max(0, half[index]! + step);
    residual -= (adjusted - half[index]!) * chances[index]!;
    half[index] = adjusted;
  }
  return half;
}

/**
 * The multipliers of a plinko table, slot 0 to slot `rows`, in hundredths: symmetric, with an
 * expected return under the binomial fall of the ball of 100 - houseEdge percent.
 */
export function plinkoMultipliers(rows: number, risk: PlinkoRisk, houseEdgePercent = 1): readonly number[] {
  const key = `${rows}:${risk}:${houseEdgePercent}`;
  let table = plinkoTables.get(key);
  if (!table) {
    const shape = PLINKO_SHAPES[rows]?.[risk];
    if (!shape) throw new RangeError(`No plinko table for ${rows} rows`);
    const half = scaledHalf(rows, shape, houseEdgePercent);
    table = Array.from({ length: rows + 1 }, (_, slot) => half[Math.min(slot, rows - slot)]!);
    plinkoTables.set(key, table);
  }
  return table;
}

/** The expected return of a plinko table, percent: sum over slots of P(slot) x multiplier. */
export function plinkoReturn(rows: number, multipliers: readonly number[]): number {
  return multipliers.reduce((sum, hundredths, slot) => sum + (binomial(rows, slot) / 2 ** rows) * hundredths, 0);
}
