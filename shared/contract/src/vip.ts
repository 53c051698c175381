import { z } from 'zod';
import { currencyCodeSchema, emptySchema, idSchema, moneySchema } from './common.ts';

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** Wagering (in the base currency) needed to reach the level. */
  threshold: moneySchema,
});
export const vipLevelRequestSchema = emptySchema;
export const vipLevelResponseSchema = z.object({
  level: vipLevelSchema,
  nextLevel: vipLevelSchema.nullable(),
  progress: moneySchema,
});
export const vipOperatorSettingsRequestSchema = emptySchema;
export const vipOperatorSettingsResponseSchema = z.object({ levels: z.array(vipLevelSchema), baseCurrency: currencyCodeSchema });
export const vipRewardSliderRequestSchema = z.object({
  rewardId: idSchema,
  cashPercent: z.number().int().min(0).max(100),
});
export const vipRewardSchema = z.object({
  rewardId: z.string(),
  kind: z.enum(['level_up', 'weekly', 'monthly', 'rakeback']),
  currency: currencyCodeSchema,
  amount: moneySchema,
  cashPercent: z.number().int().min(0).max(100),
});
export const vipRewardSliderResponseSchema = z.object({ reward: vipRewardSchema });
export const vipClaimableRequestSchema = emptySchema;
export const vipClaimableResponseSchema = z.object({ rewards: z.array(vipRewardSchema) });
export const vipClaimRequestSchema = z.object({ rewardId: idSchema });
export const vipClaimResponseSchema = z.object({ claimId: z.string(), reward: vipRewardSchema });
export const vipClaimConfirmRequestSchema = z.object({ claimId: idSchema });
export const vipClaimConfirmResponseSchema = z.object({ reward: vipRewardSchema, status: z.enum(['claimed']) });
