import { z } from 'zod';
import {
  currencyCodeSchema,
  emptySchema,
  idSchema,
  isoDateTimeSchema,
  moneySchema,
  pageOf,
  pageRequestSchema,
  textSchema,
} from './common.ts';

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
  categoryId: textSchema.max(64).optional(),
  providerId: textSchema.max(64).optional(),
  tag: textSchema.max(64).optional(),
  search: textSchema.max(100).optional(),
});
export const gameListResponseSchema = pageOf(gameSchema);
export const gameGetRequestSchema = z.object({ gameId: idSchema });
export const gameGetResponseSchema = z.object({ game: gameSchema.extend({ description: z.string(), rtp: z.string().nullable() }) });
export const gameCreateSessionRequestSchema = z.object({
  gameId: idSchema,
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
export const gameBetsRequestSchema = pageRequestSchema.extend({ gameId: textSchema.max(64).optional() });
export const gameBetsResponseSchema = pageOf(gameBetSchema);
export const gameProviderSchema = z.object({
  providerId: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  gameCount: z.number().int(),
});
export const gameProvidersRequestSchema = emptySchema;
export const gameProvidersResponseSchema = z.object({ providers: z.array(gameProviderSchema) });
