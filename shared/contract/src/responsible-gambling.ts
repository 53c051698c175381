import { z } from 'zod';
import { currencyCodeSchema, emptySchema, idSchema, isoDateTimeSchema, moneySchema, positiveMoneySchema } from './common.ts';

export const limitPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** How long a raised or removed limit waits before it applies (setting or lowering one applies at once). */
export const LIMIT_COOLING_HOURS = 24;

/**
 * The account's own tools. Values: minutes for the session reminder (reality check) and the session
 * limit; days for a time-out (cooling_off) and self-exclusion.
 */
export const userRgTypeSchema = z.enum(['self_exclusion', 'cooling_off', 'session_reminder', 'session_limit']);
export type UserRgType = z.infer<typeof userRgTypeSchema>;
/** The choices a player has for each tool. */
export const USER_RG_VALUES = {
  cooling_off: [1, 7, 30],
  self_exclusion: [183, 365, 1825],
  session_reminder: [15, 30, 60, 120],
  session_limit: [30, 60, 120, 240, 480],
} as const satisfies Record<UserRgType, readonly number[]>;
/** Tools that block play, deposits and bets until they end, and cannot be taken back early. */
export const EXCLUSION_TYPES = ['self_exclusion', 'cooling_off'] as const satisfies readonly UserRgType[];

export const userRgConfigSchema = z.object({
  configId: z.string(),
  type: userRgTypeSchema,
  value: z.number().int().min(1),
  startsAt: isoDateTimeSchema,
  /** When a time-out or self-exclusion ends; null for the reminder and the session limit. */
  endsAt: isoDateTimeSchema.nullable(),
  /** A session limit being removed or raised applies from this time (24 hours after the ask). */
  pendingValue: z.number().int().nullable(),
  pendingRemoval: z.boolean(),
  effectiveAt: isoDateTimeSchema.nullable(),
});
export type UserRgConfig = z.infer<typeof userRgConfigSchema>;
export const userRgConfigGetRequestSchema = emptySchema;
export const userRgConfigGetResponseSchema = z.object({ configs: z.array(userRgConfigSchema) });
export const userRgConfigAddRequestSchema = z
  .object({
    type: userRgTypeSchema,
    value: z.number().int().min(1).max(36_500),
    /** A time-out or self-exclusion is asked for twice; the second ask says so. */
    confirm: z.boolean().optional(),
  })
  .refine((body) => (USER_RG_VALUES[body.type] as readonly number[]).includes(body.value), {
    message: 'not one of the choices for this tool',
    path: ['value'],
  })
  .refine((body) => !(EXCLUSION_TYPES as readonly string[]).includes(body.type) || body.confirm === true, {
    message: 'a time-out or self-exclusion must be confirmed',
    path: ['confirm'],
  });
export const userRgConfigAddResponseSchema = z.object({ config: userRgConfigSchema });
export const userRgConfigDeleteRequestSchema = z.object({ configId: idSchema });

/**
 * The signed-in session as the reality check shows it: when it started, when the session-time limit
 * ends it, how often to remind, and the result of the bets placed since it started, per currency.
 */
export const rgSessionRequestSchema = emptySchema;
export const rgSessionResponseSchema = z.object({
  startedAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema.nullable(),
  reminderMinutes: z.number().int().nullable(),
  results: z.array(
    z.object({
      currency: currencyCodeSchema,
      staked: moneySchema,
      returned: moneySchema,
      /** returned - staked: negative when the player is down. */
      net: moneySchema,
    }),
  ),
});
export type RgSession = z.infer<typeof rgSessionResponseSchema>;

/** Money limits per currency: deposits, losses (stakes less wins) and wagers, per period. */
export const walletRgTypeSchema = z.enum(['deposit', 'loss', 'wager']);
export type WalletRgType = z.infer<typeof walletRgTypeSchema>;
export const walletRgConfigSchema = z.object({
  configId: z.string(),
  type: walletRgTypeSchema,
  period: limitPeriodSchema,
  currency: currencyCodeSchema,
  amount: moneySchema,
  /** What the current period has used of it. */
  used: moneySchema,
  /** When the current period ends and the use starts again from zero. */
  resetsAt: isoDateTimeSchema,
  /** A raised limit (or, with pendingRemoval, its removal) only applies after a cooling period. */
  pendingAmount: moneySchema.nullable(),
  pendingRemoval: z.boolean(),
  effectiveAt: isoDateTimeSchema.nullable(),
});
export type WalletRgConfig = z.infer<typeof walletRgConfigSchema>;
export const walletRgConfigsListRequestSchema = z.object({ type: walletRgTypeSchema.optional() });
export const walletRgConfigsListResponseSchema = z.object({ configs: z.array(walletRgConfigSchema) });
export const walletRgConfigAddRequestSchema = z.object({
  type: walletRgTypeSchema,
  period: limitPeriodSchema,
  currency: currencyCodeSchema,
  amount: positiveMoneySchema,
});
export const walletRgConfigAddResponseSchema = z.object({ config: walletRgConfigSchema });
export const walletRgConfigDeleteRequestSchema = z.object({ configId: idSchema });
