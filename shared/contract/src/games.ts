import { z } from 'zod';
import {
  currencyCodeSchema,
  decimalSchema,
  emptySchema,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
  cursorPageOf,
  cursorPageRequestSchema,
  pageOf,
  pageRequestSchema,
  textSchema,
} from './common.ts';

/** How far a game's wins swing: many small ones (low) or few large ones (high). */
export const gameVolatilitySchema = z.enum(['low', 'medium', 'high']);
export type GameVolatility = z.infer<typeof gameVolatilitySchema>;

/** The orders a game list can come in: most played first, latest release first, or A to Z. */
export const gameSortSchema = z.enum(['popular', 'newest', 'name']);
export type GameSort = z.infer<typeof gameSortSchema>;

/**
 * A game of the catalogue. Artwork is served by the platform (same origin): thumbnailUrl is the
 * 3:4 tile (GAME_ART_SIZES.thumbnail), imageUrl the 16:9 cover of the detail page
 * (GAME_ART_SIZES.cover). Bet limits are in the rate base currency (USD) and converted for others.
 */
export const gameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  categoryId: z.string(),
  tags: z.array(z.string()),
  thumbnailUrl: z.string(),
  imageUrl: z.string(),
  isOriginal: z.boolean(),
  /** Whether visitors may play it with play money (no ledger). */
  hasDemo: z.boolean(),
  /** Return to player, percent ("96.50"). */
  rtp: decimalSchema,
  volatility: gameVolatilitySchema,
  minBet: moneySchema.nullable(),
  maxBet: moneySchema.nullable(),
  /** When the game was released (the newest sort). */
  releasedAt: isoDateTimeSchema,
});
export type Game = z.infer<typeof gameSchema>;

/** The pixel sizes the artwork is drawn at (fixed, so the lobby never shifts while images load). */
export const GAME_ART_SIZES = {
  thumbnail: { width: 240, height: 320 },
  cover: { width: 640, height: 360 },
} as const;

export const gameListRequestSchema = pageRequestSchema.extend({
  categoryId: textSchema.max(64).optional(),
  providerId: textSchema.max(64).optional(),
  tag: textSchema.max(64).optional(),
  /** Words of the name or the provider's name, case and accent insensitive. */
  search: textSchema.max(100).optional(),
  sort: gameSortSchema.default('popular'),
});
export const gameListResponseSchema = pageOf(gameSchema);
export const gameGetRequestSchema = z.object({ gameId: idSchema });
export const gameDetailSchema = gameSchema.extend({
  description: z.string(),
  /** Paylines of a slot, null for other games. */
  paylines: z.number().int().nullable(),
  /** Features a player looks for (free spins, multipliers, ...), as tags. */
  features: z.array(z.string()),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;
export const gameGetResponseSchema = z.object({ game: gameDetailSchema });

/**
 * Opens a game for the signed-in player in a currency of their wallet, or in play money when demo
 * is true (no ledger). Refusals: UNAUTHORIZED (sign in), RG_EXCLUDED (a time-out or exclusion),
 * KYC_LEVEL_REQUIRED (verify: gameSettings.minGameKycLevel), GAME_DEPOSIT_REQUIRED (deposit first:
 * gameSettings.noGameWithoutDeposit), GAME_DEMO_NOT_AVAILABLE, GAME_NOT_FOUND.
 */
export const gameCreateSessionRequestSchema = z.object({
  gameId: idSchema,
  currency: currencyCodeSchema,
  demo: z.boolean().optional(),
});
/** launchUrl is what /game-play/{url} frames (a path of the provider's, on the platform's origin). */
export const gameCreateSessionResponseSchema = z.object({ sessionId: z.string(), launchUrl: z.string(), demo: z.boolean() });
/** Demo play for visitors: the same launch without an account (no session, no ledger). */
export const gameDemoSessionRequestSchema = z.object({ gameId: idSchema });
export const gameCategorySchema = z.object({
  categoryId: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  gameCount: z.number().int(),
});
export const gameCategoriesRequestSchema = emptySchema;
export const gameCategoriesResponseSchema = z.object({ categories: z.array(gameCategorySchema) });

/** The provably fair originals. */
export const originalIdSchema = z.enum(['dice', 'limbo', 'mines', 'plinko']);
export type OriginalId = z.infer<typeof originalIdSchema>;

/**
 * What proves an original's bet: the committed hash of the server seed (and the seed itself once the
 * pair has been rotated), the client seed, the nonce, the bet's parameters, its outcome (the roll,
 * the result multiplier, the mines' tiles, the ball's path) and the version of the rules it was
 * drawn with, so anyone can recompute it.
 */
export const betFairnessSchema = z.object({
  game: originalIdSchema,
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: z.number().int().min(0),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  outcome: z.string(),
  /** The rules the outcome was drawn with (FairnessRuleVersion in fairness.ts): 1 for older bets, 2 since limbo follows the common verifiers. */
  ruleVersion: z.number().int().min(1),
});
export type BetFairness = z.infer<typeof betFairnessSchema>;

/** open: staked, not settled (a provider round in play, a mines round); rolled_back: refunded by the provider. */
export const gameBetStatusSchema = z.enum(['open', 'settled', 'rolled_back']);
export const gameBetSchema = z.object({
  betId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  isOriginal: z.boolean(),
  currency: currencyCodeSchema,
  amount: moneySchema,
  payout: moneySchema,
  /** payout / amount, "0.00" for a loss. */
  multiplier: z.string(),
  status: gameBetStatusSchema,
  createdAt: isoDateTimeSchema,
  settledAt: isoDateTimeSchema.nullable(),
  fairness: betFairnessSchema.nullable(),
});
export type GameBet = z.infer<typeof gameBetSchema>;
/** The player's bets, newest first (one game's when gameId is given), paged by cursor. */
export const gameBetsRequestSchema = cursorPageRequestSchema.extend({ gameId: textSchema.max(64).optional() });
export const gameBetsResponseSchema = cursorPageOf(gameBetSchema);
export const gameProviderSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  gameCount: z.number().int(),
});
export const gameProvidersRequestSchema = emptySchema;
export const gameProvidersResponseSchema = z.object({ providers: z.array(gameProviderSchema) });

/** The signed-in player's favourite games, the latest added first. */
export const gameFavoritesRequestSchema = pageRequestSchema;
export const gameFavoritesResponseSchema = pageOf(gameSchema);
/** Marks a game as a favourite or takes it off (GAME_NOT_FOUND); setting it twice changes nothing. */
export const gameFavoriteSetRequestSchema = z.object({ gameId: idSchema, favorite: z.boolean() });
/** The last 12 distinct games the signed-in player opened or bet on, the latest first. */
export const gameRecentRequestSchema = emptySchema;
export const gameRecentResponseSchema = z.object({ list: z.array(gameSchema) });
