import { z } from 'zod';
import { currencyCodeSchema, decimalSchema, emptySchema, idSchema, moneySchema, positiveMoneySchema, textSchema } from './common.ts';
import { gameBetSchema } from './games.ts';

/*
 * The provably fair originals (/originals/{id}). Every bet's outcome comes from the player's active
 * seed pair and the bet's nonce by the scheme in fairness.ts; a bet's debit and its credit are one
 * ledger transaction (a mines round: the debit when it starts, the credit when it is cashed out).
 */

/** A client seed as the player types it: 1 to 64 printable characters. */
export const clientSeedSchema = textSchema.trim().min(1).max(64);

/** The pair in use: the server seed is shown only as its SHA-256 hash until the pair is rotated. */
export const activeSeedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use (bets made with this pair so far). */
  nonce: z.number().int().min(0),
});
/** A rotated pair: its server seed revealed, so every bet made with it can be verified. */
export const revealedSeedPairSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many bets used it (nonces 0 .. bets - 1). */
  bets: z.number().int().min(0),
});
export const seedsGetRequestSchema = emptySchema;
export const seedsResponseSchema = z.object({
  active: activeSeedPairSchema,
  /**
   * The SHA-256 hash of the server seed the next pair will use, committed before the player picks
   * the client seed for it: a rotation makes exactly that seed the active one.
   */
  nextServerSeedHash: z.string(),
  previous: revealedSeedPairSchema.nullable(),
});
/**
 * Reveals the active server seed and starts the next pair: the server seed committed ahead (its
 * hash was nextServerSeedHash) with the player's new client seed, or a random one. A new next seed
 * is committed at once. GAME_ROUND_ACTIVE while a mines round is open.
 */
export const seedsRotateRequestSchema = z.object({ clientSeed: clientSeedSchema.optional() }).strict();

/** The house edge (percent) and each currency's bet limits and win cap. */
export const originalsLimitSchema = z.object({
  currency: currencyCodeSchema,
  minBet: moneySchema,
  maxBet: moneySchema,
  /** The most one bet can pay; a bet that could pay more is refused (GAME_MAX_WIN_EXCEEDED). */
  maxWin: moneySchema,
});
export const originalsSettingsRequestSchema = emptySchema;
export const originalsSettingsResponseSchema = z.object({
  houseEdge: decimalSchema,
  limits: z.array(originalsLimitSchema),
});

const stakeSchema = z.object({ currency: currencyCodeSchema, amount: positiveMoneySchema });

/** Dice: the roll is 0.00 to 100.00; win when it lands under (or over) the target. */
export const diceBetRequestSchema = stakeSchema.extend({
  target: z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'a target such as 49.50'),
  condition: z.enum(['under', 'over']),
});
export const diceBetResponseSchema = z.object({ bet: gameBetSchema, roll: z.string(), won: z.boolean() });

/** Limbo: the result multiplier is drawn; win (amount x target) when it reaches the target. */
export const limboBetRequestSchema = stakeSchema.extend({
  target: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a multiplier such as 2.00'),
});
export const limboBetResponseSchema = z.object({ bet: gameBetSchema, result: z.string(), won: z.boolean() });

/** Mines: a 5 x 5 grid with 1 to 24 mines; each safe tile raises the multiplier, a mine loses the stake. */
export const MINES_TILES = 25;
export const minesRoundSchema = z.object({
  roundId: z.string(),
  currency: currencyCodeSchema,
  amount: moneySchema,
  mines: z.number().int().min(1).max(24),
  /** The safe tiles uncovered so far (0 to 24, row by row). */
  revealed: z.array(z.number().int().min(0).max(24)),
  status: z.enum(['active', 'busted', 'cashed_out']),
  /** What cashing out now multiplies the stake by (a cash-out needs one safe tile first). */
  multiplier: z.string(),
  /** The multiplier after one more safe tile; null when no safe tile is left. */
  nextMultiplier: z.string().nullable(),
  payout: moneySchema,
  /** Where the mines were: shown once the round has ended. */
  minePositions: z.array(z.number().int()).nullable(),
  bet: gameBetSchema,
});
export type MinesRound = z.infer<typeof minesRoundSchema>;
export const minesStartRequestSchema = stakeSchema.extend({ mines: z.number().int().min(1).max(24) });
export const minesRevealRequestSchema = z.object({ roundId: idSchema, tile: z.number().int().min(0).max(24) });
export const minesCashoutRequestSchema = z.object({ roundId: idSchema });
export const minesActiveRequestSchema = emptySchema;
export const minesRoundResponseSchema = z.object({ round: minesRoundSchema });
export const minesActiveResponseSchema = z.object({ round: minesRoundSchema.nullable() });

/** Plinko: the ball falls through 8 to 16 rows and lands in a slot whose multiplier the risk decides. */
export const plinkoRiskSchema = z.enum(['low', 'medium', 'high']);
export const plinkoBetRequestSchema = stakeSchema.extend({
  rows: z.number().int().min(8).max(16),
  risk: plinkoRiskSchema,
});
export const plinkoBetResponseSchema = z.object({
  bet: gameBetSchema,
  /** Each row's bounce: 0 left, 1 right. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  slot: z.number().int().min(0),
  multiplier: z.string(),
});
