import { z } from 'zod';
import { currencyCodeSchema, emptySchema, isoDateTimeSchema, moneySchema, positiveMoneySchema } from './common.ts';

export const limitPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);

/** Account-side tools: self-exclusion, cooling-off and session reminders. */
export const userRgConfigSchema = z.object({
  configId: z.string(),
  type: z.enum(['self_exclusion', 'cooling_off', 'session_reminder']),
  /** Minutes for session reminders, days for exclusion and cooling-off. */
  value: z.number().int().min(1),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema.nullable(),
});
export const userRgConfigGetRequestSchema = emptySchema;
export const userRgConfigGetResponseSchema = z.object({ configs: z.array(userRgConfigSchema) });
export const userRgConfigAddRequestSchema = z.object({ type: userRgConfigSchema.shape.type, value: z.number().int().min(1).max(36_500) });
export const userRgConfigAddResponseSchema = z.object({ config: userRgConfigSchema });
export const userRgConfigDeleteRequestSchema = z.object({ configId: z.string().min(1).max(64) });

/** Money-side limits: deposit, loss and wager limits per period. */
export const walletRgConfigSchema = z.object({
  configId: z.string(),
  type: z.enum(['deposit', 'loss', 'wager']),
  period: limitPeriodSchema,
  currency: currencyCodeSchema,
  amount: moneySchema,
  used: moneySchema,
  /** A raised limit only applies after a cooling period. */
  pendingAmount: moneySchema.nullable(),
  effectiveAt: isoDateTimeSchema.nullable(),
});
export const walletRgConfigsListRequestSchema = z.object({ type: walletRgConfigSchema.shape.type.optional() });
export const walletRgConfigsListResponseSchema = z.object({ configs: z.array(walletRgConfigSchema) });
export const walletRgConfigAddRequestSchema = z.object({
  type: walletRgConfigSchema.shape.type,
  period: limitPeriodSchema,
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
});
export const walletRgConfigAddResponseSchema = z.object({ config: walletRgConfigSchema });
export const walletRgConfigDeleteRequestSchema = z.object({ configId: z.string().min(1).max(64) });
