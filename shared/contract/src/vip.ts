import { z } from 'zod';
import { currencyCodeSchema, emptySchema, idSchema, isoDateTimeSchema, moneySchema, textSchema } from './common.ts';
import type { EndpointDefinition } from './endpoint-definition.ts';
import { balanceSchema } from './wallet.ts';

// Claim flow: /user/vip/reward/claim quotes a claimable reward (claimId, toCash/toBonus in the player's currency, valid until expiresAt); /user/vip/reward/claim/confirm (a money call, Idempotency-Key) pays that quote once: confirming the same claimId again, under any key or at the same time, answers the same result and pays nothing more.

/** A percentage with at most two decimals (12.5 is 12.5 %). */
const percentSchema = z.number().min(0).max(100);

/** What a level gives. Amounts are in the base currency (USD). */
export const vipBenefitsSchema = z.object({
  /** Share of the house edge on the player's settled bets paid back as rakeback, in percent. */
  rakebackPercent: percentSchema,
  /** Paid once, on reaching the level. */
  levelUpBonus: moneySchema,
  /** The weekly reward: this percent of the player's wagering in the week (Monday to Sunday, UTC). */
  weeklyPercent: percentSchema,
  /** The monthly reward: this percent of the player's wagering in the calendar month (UTC). */
  monthlyPercent: percentSchema,
});
export type VipBenefits = z.infer<typeof vipBenefitsSchema>;

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** Wagering (in the base currency) needed to reach the level. */
  threshold: moneySchema,
  benefits: vipBenefitsSchema,
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

export const vipLevelRequestSchema = emptySchema;
export const vipLevelResponseSchema = z.object({
  level: vipLevelSchema,
  /** The level after the player's, or null at the top of the ladder. */
  nextLevel: vipLevelSchema.nullable(),
  /** Everything the player has wagered on settled bets, in the base currency. */
  wagered: moneySchema,
  /** Wagered since the current level's threshold (wagered − level.threshold), in the base currency. */
  progress: moneySchema,
  /** Still to wager to reach the next level ("0" at the top), in the base currency. */
  remaining: moneySchema,
  /** progress / (nextLevel.threshold − level.threshold), 0 to 100 with two decimals; 100 at the top. */
  progressPercent: percentSchema,
  baseCurrency: currencyCodeSchema,
});

const contributionPercent = z.number().int().min(0).max(100);
export const bonusContributionSchema = z.object({
  slots: contributionPercent,
  table: contributionPercent,
  live: contributionPercent,
  originals: contributionPercent,
  sports: contributionPercent,
});

export const vipOperatorSettingsRequestSchema = emptySchema;
export const vipOperatorSettingsResponseSchema = z.object({
  levels: z.array(vipLevelSchema),
  baseCurrency: currencyCodeSchema,
  /** The slider's bounds: the share of a reward paid as cash (the rest is bonus money). */
  minCashPercent: z.number().int().min(0).max(100),
  maxCashPercent: z.number().int().min(0).max(100),
  /** The share a new reward starts with until the player moves the slider. */
  defaultCashPercent: z.number().int().min(0).max(100),
  /** Bonus money must be wagered this many times before it may become cash. */
  bonusWageringMultiplier: z.number().int().min(0),
  /** Bonus money still wagering expires this many days after it was credited. */
  bonusExpiryDays: z.number().int().min(1),
  /** The percent of a stake that counts towards bonus wagering, per kind of game. */
  bonusContribution: bonusContributionSchema,
  /** The highest stake while bonus money is wagering, in the base currency (USD); null for none. */
  bonusMaxStake: moneySchema.nullable(),
  /** A claim quote stays valid this many seconds. */
  claimQuoteSeconds: z.number().int().min(1),
});

export const vipRewardSchema = z.object({
  rewardId: z.string(),
  kind: z.enum(['level_up', 'weekly', 'monthly', 'rakeback']),
  /** The currency the reward is paid in (the player's). */
  currency: currencyCodeSchema,
  /** What is claimable now, in `currency` at today's rate. */
  amount: moneySchema,
  /** The same in the base currency. */
  baseAmount: moneySchema,
  /** The share paid as cash (within the operator's bounds); the rest is bonus money. */
  cashPercent: z.number().int().min(0).max(100),
  /** The level reached (level_up) or the player's level when it was earned. */
  level: z.number().int().min(0),
  /** The week ("2026-W05") or month ("2026-02") of a weekly or monthly reward; null otherwise. */
  period: z.string().nullable(),
  createdAt: isoDateTimeSchema,
});
export type VipReward = z.infer<typeof vipRewardSchema>;

/** Sets the cash share of one reward (and of the player's rewards to come); VIP_CASH_PERCENT_OUT_OF_BOUNDS outside the bounds. */
export const vipRewardSliderRequestSchema = z.object({
  rewardId: idSchema,
  cashPercent: z.number().int().min(0).max(100),
});
export const vipRewardSliderResponseSchema = z.object({ reward: vipRewardSchema });
export const vipClaimableRequestSchema = emptySchema;
export const vipClaimableResponseSchema = z.object({ rewards: z.array(vipRewardSchema) });

/** Quotes a reward: the split and the rate are fixed until expiresAt. */
export const vipClaimRequestSchema = z.object({ rewardId: idSchema });
export const vipClaimResponseSchema = z.object({
  claimId: z.string(),
  reward: vipRewardSchema,
  currency: currencyCodeSchema,
  /** toCash + toBonus. */
  amount: moneySchema,
  toCash: moneySchema,
  toBonus: moneySchema,
  /** The wagering the bonus part adds (toBonus × bonusWageringMultiplier). */
  wageringRequired: moneySchema,
  cashPercent: z.number().int().min(0).max(100),
  expiresAt: isoDateTimeSchema,
});
export type VipClaimQuote = z.infer<typeof vipClaimResponseSchema>;

/** Pays a quote (VIP_CLAIM_EXPIRED after expiresAt; ask for a new quote). */
export const vipClaimConfirmRequestSchema = z.object({ claimId: idSchema });
export const vipClaimConfirmResponseSchema = z.object({
  claimId: z.string(),
  reward: vipRewardSchema,
  status: z.enum(['claimed']),
  currency: currencyCodeSchema,
  toCash: moneySchema,
  toBonus: moneySchema,
  /** The balance right after the payment. */
  balance: balanceSchema,
  claimedAt: isoDateTimeSchema,
});

/* ----- The operator's VIP programme and bonus rules (operator API and CLI) ----- */

const levelDefinitionSchema = z
  .object({
    name: textSchema.trim().min(1).max(40),
    threshold: moneySchema,
    benefits: vipBenefitsSchema.strict(),
  })
  .strict();
const rulesPatchSchema = z
  .object({
    minCashPercent: z.number().int().min(0).max(100).optional(),
    maxCashPercent: z.number().int().min(0).max(100).optional(),
    defaultCashPercent: z.number().int().min(0).max(100).optional(),
    bonusWageringMultiplier: z.number().int().min(0).max(200).optional(),
    bonusExpiryDays: z.number().int().min(1).max(3650).optional(),
    bonusContribution: bonusContributionSchema.partial().strict().optional(),
    bonusMaxStake: moneySchema.nullable().optional(),
    claimQuoteSeconds: z.number().int().min(10).max(3600).optional(),
  })
  .strict();
export type VipRulesPatch = z.infer<typeof rulesPatchSchema>;
export const operatorDepositRewardSchema = z
  .object({
    sequence: z.number().int().min(1).max(20),
    matchPercent: z.number().int().min(0).max(1000),
    maxBonus: moneySchema,
    minDeposit: moneySchema,
    wageringMultiplier: z.number().int().min(0).max(200),
  })
  .strict();
const settingsResponse = z.object({ settings: vipOperatorSettingsResponseSchema });
const depositRewardsResponse = z.object({
  rewards: z.array(operatorDepositRewardSchema.extend({ currency: currencyCodeSchema })),
});

export const vipOperatorEndpoints = {
  '/operator/vip/settings/get': { access: 'operator', permission: 'vip.manage', request: emptySchema, response: settingsResponse },
  /** Replaces the ladder: level 0 first with threshold 0, thresholds rising. */
  '/operator/vip/levels/set': {
    access: 'operator',
    permission: 'vip.manage',
    request: z.object({ levels: z.array(levelDefinitionSchema).min(1).max(50) }).strict(),
    response: settingsResponse,
  },
  /** Changes one level (its name, threshold or any of its benefits: the rakeback share, the rewards). */
  '/operator/vip/level/update': {
    access: 'operator',
    permission: 'vip.manage',
    request: z
      .object({
        level: z.number().int().min(0),
        name: textSchema.trim().min(1).max(40).optional(),
        threshold: moneySchema.optional(),
        benefits: vipBenefitsSchema.partial().strict().optional(),
      })
      .strict(),
    response: settingsResponse,
  },
  /** The slider's bounds, the bonus wagering multiple, bonus expiry, the stakes' shares per kind of game, the highest stake while wagering, and the quote's validity. */
  '/operator/vip/rules/update': { access: 'operator', permission: 'vip.manage', request: rulesPatchSchema, response: settingsResponse },
  '/operator/deposit-rewards/get': {
    access: 'operator',
    permission: 'deposits.rewards',
    request: z.object({ currency: currencyCodeSchema.optional() }).strict(),
    response: depositRewardsResponse,
  },
  /** Replaces a currency's deposit-reward sequence (an empty list removes it). */
  '/operator/deposit-rewards/set': {
    access: 'operator',
    permission: 'deposits.rewards',
    request: z.object({ currency: currencyCodeSchema, rewards: z.array(operatorDepositRewardSchema).max(20) }).strict(),
    response: depositRewardsResponse,
  },
  /** Takes back the bonus money whose time has run out now (the server also does it on its own). */
  '/operator/bonus/expire': {
    access: 'operator',
    permission: 'deposits.rewards',
    request: emptySchema,
    response: z.object({ expired: z.number().int().min(0) }),
  },
} as const satisfies Record<string, EndpointDefinition>;
