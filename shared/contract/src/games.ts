import { z } from 'zod';
import { currencyCodeSchema, emptySchema, isoDateTimeSchema, moneySchema, pageOf, pageRequestSchema } from './common.ts';

export const gameSchema = z.object({
  gameId: z.string(),
  name: z.string(),
  providerId: z.string(),
  categoryId: z.string(),
  tags: z.array(z.string()),
  thumbnailUrl: z.string(),
  isOriginal: z.boolean(),
  minBet: moneySchema.nullable(),
  maxBet: moneySchema.nullable(),
});
export const gameListRequestSchema = pageRequestSchema.extend({
  categoryId: z.string().max(64).optional(),
  providerId: z.string().max(64).optional(),
  tag: z.string().max(64).optional(),
  search: z.string().max(100).optional(),
});
export const gameListResponseSchema = pageOf(gameSchema);
export const gameGetRequestSchema = z.object({ gameId: z.string().min(1).max(64) });
export const gameGetResponseSchema = z.object({ game: gameSchema.extend({ description: z.string(), rtp: z.string().nullable() }) });
export const gameCreateSessionRequestSchema = z.object({
  gameId: z.string().min(1).max(64),
  currency: currencyCodeSchema,
  demo: z.boolean().optional(),
});
export const gameCreateSessionResponseSchema = z.object({ sessionId: z.string(), launchUrl: z.string() });
export const gameCategorySchema = z.object({ categoryId: z.string(), name: z.string(), icon: z.string().nullable() });
export const gameCategoriesRequestSchema = emptySchema;
export const gameCategoriesResponseSchema = z.object({ categories: z.array(gameCategorySchema) });
export const gameBetSchema = z.object({
  betId: z.string(),
  gameId: z.string(),
  gameName: z.string(),
  currency: currencyCodeSchema,
  amount: moneySchema,
  payout: moneySchema,
  multiplier: z.string(),
  createdAt: isoDateTimeSchema,
});
export const gameBetsRequestSchema = pageRequestSchema.extend({ gameId: z.string().max(64).optional() });
export const gameBetsResponseSchema = pageOf(gameBetSchema);
export const gameProviderSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  gameCount: z.number().int(),
});
export const gameProvidersRequestSchema = emptySchema;
export const gameProvidersResponseSchema = z.object({ providers: z.array(gameProviderSchema) });
