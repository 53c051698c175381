import { randomUUID } from 'node:crypto';
import { basisPointsOf, fromMinor, type VipReward } from '@app/contract';
import { ApiError } from '../http/errors.ts';
import { UUID, type VipCore } from './core.ts';
import { vipRepository as repository, type RewardRow } from './repository.ts';
import { formatBase, fromBase } from './units.ts';

/** A currency's decimals and its units per US dollar: what a reward is valued at. */
export interface Pricing {
  currency: string;
  decimals: number;
  rate: string;
}

export function clampShare(percent: number, bounds: { min_cash_percent: number; max_cash_percent: number }): number {
  return Math.min(bounds.max_cash_percent, Math.max(bounds.min_cash_percent, percent));
}

export function rewardFields(row: RewardRow): Pick<VipReward, 'rewardId' | 'kind' | 'level' | 'period' | 'createdAt'> {
  return { rewardId: row.id, kind: row.kind, level: row.level, period: row.period, createdAt: row.created_at.toISOString() };
}

/** What is left of a reward, valued in the player's currency. */
export function rewardView(row: RewardRow, pricing: Pricing, cashPercent: number) {
  const base = BigInt(row.amount) - BigInt(row.claimed);
  const minor = fromBase(base, pricing.decimals, pricing.rate);
  const reward: VipReward = {
    ...rewardFields(row),
    currency: pricing.currency,
    amount: fromMinor(minor, pricing.decimals),
    baseAmount: formatBase(base),
    cashPercent,
  };
  return { reward, minor, base };
}

/**
 * The player's rewards: a week or month that is over makes its reward when the player next looks;
 * the rewards open to claim, valued in the player's currency; and the share of each paid as cash.
 */
export function createRewards(core: VipCore) {
  /** Makes the weekly and monthly rewards of the player's periods that are over (once each). */
  async function closePeriods(userId: string): Promise<void> {
    const now = core.now();
    if (!(await repository.hasDuePeriod(core.tables(), userId, now))) return;
    await core.ledger.run(async (tx) => {
      const locked = core.tables(tx);
      const ladder = await repository.levels(locked);
      for (const period of await repository.duePeriods(locked, userId, now)) {
        const step = ladder.find((entry) => entry.level === period.level);
        const bp = step ? (period.kind === 'weekly' ? step.weekly_bp : step.monthly_bp) : 0;
        const amount = basisPointsOf(BigInt(period.wagered), bp);
        if (amount > 0n) {
          await repository.createReward(locked, {
            id: randomUUID(),
            user_id: userId,
            key: `${period.kind}:${period.period}`,
            kind: period.kind,
            level: period.level,
            period: period.period,
            amount,
          });
        }
        await repository.markRewarded(locked, userId, period.period);
      }
    });
  }

  /** What the player's currency values a reward at (CURRENCY_NOT_AVAILABLE without a rate). */
  async function pricingOf(currency: string): Promise<Pricing> {
    const rate = await core.rate(currency);
    if (!rate) throw new ApiError('CURRENCY_NOT_AVAILABLE', `No rate for ${currency}`);
    return { currency, decimals: await core.ledger.decimals(currency), rate };
  }

  return {
    closePeriods,
    pricingOf,

    /** The rewards the player can claim now, valued in their currency (amounts too small to pay are left out). */
    async claimable(userId: string, currency: string): Promise<{ rewards: VipReward[] }> {
      await closePeriods(userId);
      const tables = core.tables();
      const [rows, player, settings] = await Promise.all([
        repository.openRewards(tables, userId),
        repository.player(tables, userId),
        repository.settings(tables),
      ]);
      const pricing = await pricingOf(currency);
      const rewards: VipReward[] = [];
      for (const row of rows) {
        const view = rewardView(
          row,
          pricing,
          clampShare(row.cash_percent ?? player?.cash_percent ?? settings.default_cash_percent, settings),
        );
        if (view.minor > 0n) rewards.push(view.reward);
      }
      return { rewards };
    },

    /** Sets a reward's cash share, and the player's share for rewards to come (within the operator's bounds). */
    async setCashPercent(userId: string, currency: string, rewardId: string, cashPercent: number): Promise<{ reward: VipReward }> {
      const tables = core.tables();
      const settings = await repository.settings(tables);
      if (cashPercent < settings.min_cash_percent || cashPercent > settings.max_cash_percent) {
        throw new ApiError(
          'VIP_CASH_PERCENT_OUT_OF_BOUNDS',
          `The cash share must be from ${settings.min_cash_percent} to ${settings.max_cash_percent}%`,
          {
            minCashPercent: settings.min_cash_percent,
            maxCashPercent: settings.max_cash_percent,
          },
        );
      }
      const row = UUID.test(rewardId) ? await repository.reward(tables, userId, rewardId) : undefined;
      if (!row) throw new ApiError('VIP_REWARD_NOT_FOUND', 'No such reward');
      await core.ledger.run(async (tx) => {
        await repository.setRewardCashPercent(core.tables(tx), rewardId, cashPercent);
        await repository.setCashPercent(core.tables(tx), userId, cashPercent);
      });
      const pricing = await pricingOf(currency);
      return { reward: rewardView({ ...row, cash_percent: cashPercent }, pricing, cashPercent).reward };
    },
  };
}
export type Rewards = ReturnType<typeof createRewards>;
