import { randomUUID } from 'node:crypto';
import { fromMinor, ratioOf, type Balance, type VipClaimQuote, type VipReward } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { UUID, type VipCore } from './core.ts';
import { vipRepository as repository, type ClaimRow, type RewardRow } from './repository.ts';
import { clampShare, rewardFields, rewardView, type Rewards } from './rewards.ts';
import { formatBase } from './units.ts';

type ConfirmResult = {
  claimId: string;
  reward: VipReward;
  status: 'claimed';
  currency: string;
  toCash: string;
  toBonus: string;
  balance: Balance;
  claimedAt: string;
};

/**
 * The claim of a reward, in two steps: a quote that fixes the split between cash and bonus money
 * and the rate, then a confirmation that pays the quote once, from the house, through the ledger.
 */
export function createClaims(core: VipCore, rewards: Pick<Rewards, 'closePeriods' | 'pricingOf'>) {
  /** The cash part from the house, the bonus part as bonus money with its wagering. */
  async function pay(tx: Db, userId: string, claim: ClaimRow, reward: RewardRow): Promise<void> {
    const toCash = BigInt(claim.to_cash);
    const toBonus = BigInt(claim.to_bonus);
    if (toCash > 0n) {
      await core.ledger.transfer(tx, {
        from: { type: 'house' },
        to: { type: 'player_cash', userId },
        currency: claim.currency,
        amount: toCash,
        kind: 'vip_reward',
        reference: `vip-claim:${claim.id}`,
      });
    }
    if (toBonus > 0n) {
      await core.bonus.credit(tx, {
        userId,
        currency: claim.currency,
        amount: toBonus,
        wageringMultiplier: Number(BigInt(claim.wagering_required) / toBonus),
        source: `vip-${reward.kind}`,
        reference: `vip-claim:${claim.id}`,
      });
    }
  }

  return {
    /** Quotes what is left of a reward: the split and the rate hold until the quote expires. */
    async claim(userId: string, currency: string, rewardId: string): Promise<VipClaimQuote> {
      await rewards.closePeriods(userId);
      const tables = core.tables();
      const row = UUID.test(rewardId) ? await repository.reward(tables, userId, rewardId) : undefined;
      if (!row) throw new ApiError('VIP_REWARD_NOT_FOUND', 'No such reward');
      const [player, settings, bonus] = await Promise.all([
        repository.player(tables, userId),
        repository.settings(tables),
        core.bonus.rules(),
      ]);
      const cashPercent = clampShare(row.cash_percent ?? player?.cash_percent ?? settings.default_cash_percent, settings);
      const pricing = await rewards.pricingOf(currency);
      const { reward, minor, base } = rewardView(row, pricing, cashPercent);
      if (minor <= 0n) throw new ApiError('VIP_REWARD_NOT_CLAIMABLE', 'Nothing is left to claim', { rewardId });
      const toCash = ratioOf(minor, BigInt(cashPercent), 100n);
      const toBonus = minor - toCash;
      const wageringRequired = toBonus * BigInt(bonus.wageringMultiplier);
      const claimId = randomUUID();
      const expiresAt = new Date(core.now().getTime() + settings.claim_quote_seconds * 1000);
      await repository.createClaim(tables, {
        id: claimId,
        reward_id: row.id,
        user_id: userId,
        currency,
        base_amount: base,
        to_cash: toCash,
        to_bonus: toBonus,
        cash_percent: cashPercent,
        wagering_required: wageringRequired,
        expires_at: expiresAt,
      });
      const money = (amount: bigint) => fromMinor(amount, pricing.decimals);
      return {
        claimId,
        reward,
        currency,
        amount: money(minor),
        toCash: money(toCash),
        toBonus: money(toBonus),
        wageringRequired: money(wageringRequired),
        cashPercent,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /**
     * Pays a quote in the caller's transaction: the cash part and the bonus part (with its wagering)
     * from the house. The claim row is locked first, so a second confirmation (a double tap, a retry
     * under another key, one running at the same time) waits, finds it paid and answers the same.
     */
    async confirm(tx: Db, userId: string, claimId: string): Promise<ConfirmResult> {
      const tables = core.tables(tx);
      const claim = UUID.test(claimId) ? await repository.lockClaim(tables, userId, claimId) : undefined;
      if (!claim) throw new ApiError('VIP_CLAIM_NOT_FOUND', 'No such claim');
      if (claim.claimed_at && claim.result) return JSON.parse(claim.result) as ConfirmResult;
      const now = core.now();
      if (claim.expires_at <= now) {
        throw new ApiError('VIP_CLAIM_EXPIRED', 'The quote has expired', { claimId, expiredAt: claim.expires_at.toISOString() });
      }
      const reward = await repository.reward(tables, userId, claim.reward_id, true);
      const base = BigInt(claim.base_amount);
      if (!reward || BigInt(reward.amount) - BigInt(reward.claimed) < base) {
        throw new ApiError('VIP_REWARD_NOT_CLAIMABLE', 'This reward has been claimed', { rewardId: claim.reward_id });
      }
      await repository.addClaimed(tables, reward.id, base);
      await pay(tx, userId, claim, reward);
      const decimals = await core.ledger.decimals(claim.currency, tx);
      const [row] = await core.ledger.balances(userId, claim.currency, tx);
      const result: ConfirmResult = {
        claimId,
        reward: {
          ...rewardFields(reward),
          currency: claim.currency,
          amount: fromMinor(BigInt(claim.to_cash) + BigInt(claim.to_bonus), decimals),
          baseAmount: formatBase(base),
          cashPercent: claim.cash_percent,
        },
        status: 'claimed',
        currency: claim.currency,
        toCash: fromMinor(BigInt(claim.to_cash), decimals),
        toBonus: fromMinor(BigInt(claim.to_bonus), decimals),
        balance: { currency: claim.currency, cash: fromMinor(row!.cash, decimals), operatorBonus: fromMinor(row!.operatorBonus, decimals) },
        claimedAt: now.toISOString(),
      };
      await repository.markClaimed(tables, claimId, now, JSON.stringify(result));
      return result;
    },
  };
}
