import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  FAIRNESS_RULE_VERSION,
  fairFloats,
  limboResult,
  minePositions,
  plinkoMultipliers,
  plinkoPath,
  plinkoSlot,
  rescaleMinor,
  type FairHmac,
  type PlinkoRisk,
} from '@app/contract';

/*
 * Each game's outcome and payout from a seed pair and a nonce: the server's side of the scheme in
 * @app/contract's fairness.ts (which holds every rule; only the HMAC is node:crypto's here). Money is
 * bigint minor units; multipliers are the scaled integers of fairness.ts, so no float touches a payout.
 */

export const hmacSha256: FairHmac = (key, message) => createHmac('sha256', key).update(message).digest();

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A new secret server seed: 32 random bytes, hex. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A client seed for a player who has not chosen one. */
export const newClientSeed = (): string => randomBytes(10).toString('hex');

/** What a bet draws from: the pair's seeds and the bet's nonce. */
export interface Draw {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const floats = (draw: Draw, count: number): Promise<number[]> =>
  fairFloats(hmacSha256, draw.serverSeed, draw.clientSeed, draw.nonce, count);

/** amount x multiplier, the multiplier an integer scaled by 10^decimals, rounded down: what a win pays. */
export function payoutOf(amount: bigint, scaledMultiplier: number, decimals: number): bigint {
  return rescaleMinor(amount * BigInt(scaledMultiplier), decimals, 0);
}

/** Multipliers in ten-thousandths (dice, mines) and hundredths (limbo, plinko). */
export const TEN_THOUSANDTHS = 4;
export const HUNDREDTHS = 2;

export interface DiceBet {
  /** The target in hundredths (49.50 is 4950). */
  target: number;
  condition: 'under' | 'over';
}

/** The chance of a dice bet must be 0.01% to 98% (in hundredths of a percent). */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9800;

/** The dice multiplier (ten-thousandths) of a bet whose chance is within bounds; null otherwise. */
export function diceBetMultiplier(bet: DiceBet, houseEdge: number): number | null {
  const chance = diceChance(bet.condition, bet.target);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) return null;
  return diceMultiplier(chance, houseEdge);
}

export interface DiceOutcome {
  /** Hundredths: 0 to 10000. */
  roll: number;
  won: boolean;
  payout: bigint;
}

/** A dice bet's roll and what it pays (amount x multiplier when the roll is past the target). */
export async function playDice(draw: Draw, amount: bigint, bet: DiceBet, houseEdge: number): Promise<DiceOutcome> {
  const multiplier = diceBetMultiplier(bet, houseEdge);
  if (multiplier === null) throw new RangeError('The dice target is out of bounds');
  const [float] = await floats(draw, 1);
  const roll = diceRoll(float!);
  const won = diceWins(bet.condition, bet.target, roll);
  return { roll, won, payout: won ? payoutOf(amount, multiplier, TEN_THOUSANDTHS) : 0n };
}

/** Limbo's target in hundredths: 1.01x to 1,000,000x. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

export interface LimboOutcome {
  /** Hundredths. */
  result: number;
  won: boolean;
  payout: bigint;
}

/** A limbo bet's result by the current rules and what it pays (amount x target when the result reaches it). */
export async function playLimbo(draw: Draw, amount: bigint, target: number, houseEdge: number): Promise<LimboOutcome> {
  const [float] = await floats(draw, 1);
  const result = limboResult(float!, houseEdge, FAIRNESS_RULE_VERSION);
  const won = result >= target;
  return { result, won, payout: won ? payoutOf(amount, target, HUNDREDTHS) : 0n };
}

export interface PlinkoOutcome {
  path: Array<0 | 1>;
  slot: number;
  /** Hundredths. */
  multiplier: number;
  payout: bigint;
}

/** A plinko ball's path (one float per row), its slot and what the slot pays. */
export async function playPlinko(draw: Draw, amount: bigint, rows: number, risk: PlinkoRisk, houseEdge: number): Promise<PlinkoOutcome> {
  const path = plinkoPath(await floats(draw, rows));
  const slot = plinkoSlot(path);
  const multiplier = plinkoMultipliers(rows, risk, houseEdge)[slot]!;
  return { path, slot, multiplier, payout: payoutOf(amount, multiplier, HUNDREDTHS) };
}

/** The top multiplier of a plinko table (hundredths): what the bet could pay at most. */
export function plinkoTopMultiplier(rows: number, risk: PlinkoRisk, houseEdge: number): number {
  return Math.max(...plinkoMultipliers(rows, risk, houseEdge));
}

/** Where a mines round's mines lie (ascending tiles). */
export async function placeMines(draw: Draw, mines: number): Promise<number[]> {
  return minePositions(await floats(draw, mines), mines).sort((a, b) => a - b);
}
