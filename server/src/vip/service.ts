import { randomUUID } from 'node:crypto';
import {
  basisPointsOf,
  fromBasisPoints,
  fromMinor,
  ratioOf,
  toBasisPoints,
  type Balance,
  type OperatorRequest,
  type OperatorResponse,
  type VipClaimQuote,
  type VipLevel,
  type VipReward,
  type VipRulesPatch,
} from '@app/contract';
import type { Bonus } from '../bonus/index.ts';
import type { Db } from '../db/database.ts';
import type { BetRow } from '../bets/index.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { vipRepository as repository, type ClaimRow, type LevelRow, type RewardRow, type VipTables } from './repository.ts';
import { calendarMonth, formatBase, fromBase, isoWeek, parseBase, toBase } from './units.ts';

export const VIP_BASE_CURRENCY = 'USD';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VipDeps {
  db: Db;
  ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances'>;
  bonus: Pick<Bonus, 'credit' | 'rules' | 'updateRules'>;
  /** Units of a currency per US dollar (undefined when the platform has no rate for it). */
  rate(currency: string, executor?: Db): Promise<string | undefined>;
  /** The house edge of a bet's game, in basis points (1 % = 100). */
  houseEdge(bet: Pick<BetRow, 'game_id' | 'is_original'>): Promise<number>;
  /** Records the player's new level on their account (in the transaction of the bet that reached it). */
  setVipLevel(userId: string, level: number, executor: Db): Promise<void>;
  now?: () => Date;
}

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
 * The VIP programme. Every settled bet counts, in the bet's own transaction, towards the player's
 * lifetime wagering (in US dollars at the platform's rates), the week's and the month's wagering,
 * and the rakeback (the level's share of the house edge on the stake). Reaching a level makes its
 * level-up reward; a week or month that is over makes its reward when the player next looks.
 * A reward is claimed in two steps: a quote that fixes the split between cash and bonus money and
 * the rate, then a confirmation that pays the quote once, from the house, through the ledger.
 */
export class Vip {
  readonly #db: Db;
  readonly #deps: VipDeps;
  readonly #now: () => Date;

  constructor(deps: VipDeps) {
    this.#db = deps.db;
    this.#deps = deps;
    this.#now = deps.now ?? (() => new Date());
  }

  #tables(executor: Db = this.#db) {
    return executor.withTables<VipTables>();
  }

  /* ----- Wagering ----- */

  /** Counts a settled bet (called by the bets service inside the bet's transaction). */
  async settled(tx: Db, bet: Pick<BetRow, 'user_id' | 'currency' | 'amount' | 'game_id' | 'is_original'>): Promise<void> {
    const stake = BigInt(bet.amount);
    if (stake <= 0n) return;
    const rate = await this.#deps.rate(bet.currency, tx);
    if (!rate) return;
    const decimals = await this.#deps.ledger.decimals(bet.currency, tx);
    const wagered = toBase(stake, decimals, rate);
    if (wagered <= 0n) return;
    const tables = this.#tables(tx);
    const now = this.#now();
    const player = await repository.addWagered(tables, bet.user_id, wagered, now);
    const ladder = await repository.levels(tables);
    const reached = levelFor(ladder, player.wagered);
    const level = Math.max(reached?.level ?? 0, player.level);
    if (level > player.level) {
      await repository.setLevel(tables, bet.user_id, level);
      await this.#deps.setVipLevel(bet.user_id, level, tx);
      for (const step of ladder) {
        if (step.level <= player.level || step.level > level || BigInt(step.level_up_bonus) <= 0n) continue;
        await repository.createReward(tables, {
          id: randomUUID(),
          user_id: bet.user_id,
          key: `level_up:${step.level}`,
          kind: 'level_up',
          level: step.level,
          period: null,
          amount: step.level_up_bonus,
        });
      }
    }
    const benefits = ladder.find((step) => step.level === level);
    if (benefits && benefits.rakeback_bp > 0) {
      const edge = BigInt(await this.#deps.houseEdge(bet));
      const rakeback = (wagered * edge * BigInt(benefits.rakeback_bp)) / 100_000_000n;
      if (rakeback > 0n) {
        await repository.accrue(tables, {
          id: randomUUID(),
          user_id: bet.user_id,
          key: 'rakeback',
          kind: 'rakeback',
          level,
          amount: rakeback,
        });
      }
    }
    await repository.addPeriods(
      tables,
      (
        [
          ['weekly', isoWeek(now)],
          ['monthly', calendarMonth(now)],
        ] as const
      ).map(([kind, period]) => ({ user_id: bet.user_id, period: period.period, kind, ends_at: period.endsAt, wagered, level })),
    );
  }

  /** The player's level, the next one and the way to it. */
  async level(userId: string) {
    const tables = this.#tables();
    const [ladder, player] = await Promise.all([repository.levels(tables), repository.player(tables, userId)]);
    const wagered = player ? BigInt(player.wagered) : 0n;
    const current = ladder.find((step) => step.level === (player?.level ?? 0)) ?? ladder[0];
    if (!current) throw new Error('The VIP ladder is empty');
    const next = ladder.find((step) => step.level > current.level) ?? null;
    const from = BigInt(current.threshold);
    const progress = wagered > from ? wagered - from : 0n;
    let remaining = 0n;
    let percent = 100;
    if (next) {
      const span = BigInt(next.threshold) - from;
      remaining = BigInt(next.threshold) > wagered ? BigInt(next.threshold) - wagered : 0n;
      percent = span > 0n ? Math.min(100, Number((progress * 10_000n) / span) / 100) : 100;
    }
    return {
      level: levelView(current),
      nextLevel: next ? levelView(next) : null,
      wagered: formatBase(wagered),
      progress: formatBase(progress),
      remaining: formatBase(remaining),
      progressPercent: percent,
      baseCurrency: VIP_BASE_CURRENCY,
    };
  }

  /** The ladder and the rules, as players and the operator see them. */
  async settings(executor?: Db) {
    const tables = this.#tables(executor);
    const [ladder, settings, bonus] = await Promise.all([
      repository.levels(tables),
      repository.settings(tables),
      this.#deps.bonus.rules(executor),
    ]);
    return {
      levels: ladder.map(levelView),
      baseCurrency: VIP_BASE_CURRENCY,
      minCashPercent: settings.min_cash_percent,
      maxCashPercent: settings.max_cash_percent,
      defaultCashPercent: settings.default_cash_percent,
      bonusWageringMultiplier: bonus.wageringMultiplier,
      bonusExpiryDays: bonus.expiryDays,
      bonusContribution: bonus.contribution,
      bonusMaxStake: bonus.maxStake,
      claimQuoteSeconds: settings.claim_quote_seconds,
    };
  }

  /* ----- Rewards ----- */

  /** Makes the weekly and monthly rewards of the player's periods that are over (once each). */
  async #closePeriods(userId: string): Promise<void> {
    const now = this.#now();
    const tables = this.#tables();
    const due = await tables
      .selectFrom('vip_periods')
      .select('period')
      .where('user_id', '=', userId)
      .where('rewarded', '=', false)
      .where('ends_at', '<=', now)
      .limit(1)
      .executeTakeFirst();
    if (!due) return;
    await this.#deps.ledger.run(async (tx) => {
      const locked = this.#tables(tx);
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

  /** The rewards the player can claim now, valued in their currency (amounts too small to pay are left out). */
  async claimable(userId: string, currency: string): Promise<{ rewards: VipReward[] }> {
    await this.#closePeriods(userId);
    const tables = this.#tables();
    const [rows, player, settings] = await Promise.all([
      repository.openRewards(tables, userId),
      repository.player(tables, userId),
      repository.settings(tables),
    ]);
    const pricing = await this.#pricing(currency);
    const rewards: VipReward[] = [];
    for (const row of rows) {
      const view = this.#view(
        row,
        pricing,
        clampShare(row.cash_percent ?? player?.cash_percent ?? settings.default_cash_percent, settings),
      );
      if (view.minor > 0n) rewards.push(view.reward);
    }
    return { rewards };
  }

  /** Sets a reward's cash share, and the player's share for rewards to come (within the operator's bounds). */
  async setCashPercent(userId: string, currency: string, rewardId: string, cashPercent: number): Promise<{ reward: VipReward }> {
    const tables = this.#tables();
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
    await this.#deps.ledger.run(async (tx) => {
      await repository.setRewardCashPercent(this.#tables(tx), rewardId, cashPercent);
      await repository.setCashPercent(this.#tables(tx), userId, cashPercent);
    });
    const pricing = await this.#pricing(currency);
    return { reward: this.#view({ ...row, cash_percent: cashPercent }, pricing, cashPercent).reward };
  }

  /** Quotes what is left of a reward: the split and the rate hold until the quote expires. */
  async claim(userId: string, currency: string, rewardId: string): Promise<VipClaimQuote> {
    await this.#closePeriods(userId);
    const tables = this.#tables();
    const row = UUID.test(rewardId) ? await repository.reward(tables, userId, rewardId) : undefined;
    if (!row) throw new ApiError('VIP_REWARD_NOT_FOUND', 'No such reward');
    const [player, settings, bonus] = await Promise.all([
      repository.player(tables, userId),
      repository.settings(tables),
      this.#deps.bonus.rules(),
    ]);
    const cashPercent = clampShare(row.cash_percent ?? player?.cash_percent ?? settings.default_cash_percent, settings);
    const pricing = await this.#pricing(currency);
    const { reward, minor, base } = this.#view(row, pricing, cashPercent);
    if (minor <= 0n) throw new ApiError('VIP_REWARD_NOT_CLAIMABLE', 'Nothing is left to claim', { rewardId });
    const toCash = ratioOf(minor, BigInt(cashPercent), 100n);
    const toBonus = minor - toCash;
    const wageringRequired = toBonus * BigInt(bonus.wageringMultiplier);
    const claimId = randomUUID();
    const expiresAt = new Date(this.#now().getTime() + settings.claim_quote_seconds * 1000);
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
  }

  /**
   * Pays a quote in the caller's transaction: the cash part and the bonus part (with its wagering)
   * from the house. The claim row is locked first, so a second confirmation (a double tap, a retry
   * under another key, one running at the same time) waits, finds it paid and answers the same.
   */
  async confirm(tx: Db, userId: string, claimId: string): Promise<ConfirmResult> {
    const tables = this.#tables(tx);
    const claim = UUID.test(claimId) ? await repository.lockClaim(tables, userId, claimId) : undefined;
    if (!claim) throw new ApiError('VIP_CLAIM_NOT_FOUND', 'No such claim');
    if (claim.claimed_at && claim.result) return JSON.parse(claim.result) as ConfirmResult;
    const now = this.#now();
    if (claim.expires_at <= now) {
      throw new ApiError('VIP_CLAIM_EXPIRED', 'The quote has expired', { claimId, expiredAt: claim.expires_at.toISOString() });
    }
    const reward = await repository.reward(tables, userId, claim.reward_id, true);
    const base = BigInt(claim.base_amount);
    if (!reward || BigInt(reward.amount) - BigInt(reward.claimed) < base) {
      throw new ApiError('VIP_REWARD_NOT_CLAIMABLE', 'This reward has been claimed', { rewardId: claim.reward_id });
    }
    await repository.addClaimed(tables, reward.id, base);
    await this.#pay(tx, userId, claim, reward);
    const decimals = await this.#deps.ledger.decimals(claim.currency, tx);
    const [row] = await this.#deps.ledger.balances(userId, claim.currency, tx);
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
  }

  async #pay(tx: Db, userId: string, claim: ClaimRow, reward: RewardRow): Promise<void> {
    const toCash = BigInt(claim.to_cash);
    const toBonus = BigInt(claim.to_bonus);
    if (toCash > 0n) {
      await this.#deps.ledger.transfer(tx, {
        from: { type: 'house' },
        to: { type: 'player_cash', userId },
        currency: claim.currency,
        amount: toCash,
        kind: 'vip_reward',
        reference: `vip-claim:${claim.id}`,
      });
    }
    if (toBonus > 0n) {
      await this.#deps.bonus.credit(tx, {
        userId,
        currency: claim.currency,
        amount: toBonus,
        wageringMultiplier: Number(BigInt(claim.wagering_required) / toBonus),
        source: `vip-${reward.kind}`,
        reference: `vip-claim:${claim.id}`,
      });
    }
  }

  async #pricing(currency: string): Promise<{ currency: string; decimals: number; rate: string }> {
    const rate = await this.#deps.rate(currency);
    if (!rate) throw new ApiError('CURRENCY_NOT_AVAILABLE', `No rate for ${currency}`);
    return { currency, decimals: await this.#deps.ledger.decimals(currency), rate };
  }

  #view(row: RewardRow, pricing: { currency: string; decimals: number; rate: string }, cashPercent: number) {
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

  /* ----- The operator ----- */

  async setLevels(body: OperatorRequest<'/operator/vip/levels/set'>): Promise<OperatorResponse<'/operator/vip/settings/get'>> {
    const rows = body.levels.map((definition, level) => levelRow(level, definition));
    assertLadder(rows);
    await this.#deps.ledger.run((tx) => repository.replaceLevels(this.#tables(tx), rows));
    return { settings: await this.settings() };
  }

  async updateLevel(body: OperatorRequest<'/operator/vip/level/update'>): Promise<OperatorResponse<'/operator/vip/settings/get'>> {
    await this.#deps.ledger.run(async (tx) => {
      const tables = this.#tables(tx);
      const ladder = await repository.levels(tables);
      const current = ladder.find((step) => step.level === body.level);
      if (!current) throw new ApiError('VALIDATION_FAILED', `There is no level ${body.level}`);
      const view = levelView(current);
      const next = levelRow(body.level, {
        name: body.name ?? view.name,
        threshold: body.threshold ?? view.threshold,
        benefits: { ...view.benefits, ...body.benefits },
      });
      const rows = ladder.map((step) => (step.level === body.level ? next : step));
      assertLadder(rows);
      await repository.replaceLevels(tables, rows);
    });
    return { settings: await this.settings() };
  }

  async updateRules(patch: VipRulesPatch): Promise<OperatorResponse<'/operator/vip/settings/get'>> {
    const tables = this.#tables();
    const current = await repository.settings(tables);
    const next = {
      id: 1,
      min_cash_percent: patch.minCashPercent ?? current.min_cash_percent,
      max_cash_percent: patch.maxCashPercent ?? current.max_cash_percent,
      default_cash_percent: patch.defaultCashPercent ?? current.default_cash_percent,
      claim_quote_seconds: patch.claimQuoteSeconds ?? current.claim_quote_seconds,
    };
    if (next.min_cash_percent > next.max_cash_percent) throw new ApiError('VALIDATION_FAILED', 'minCashPercent is above maxCashPercent');
    // A default outside new bounds follows them.
    next.default_cash_percent = Math.min(next.max_cash_percent, Math.max(next.min_cash_percent, next.default_cash_percent));
    await repository.saveSettings(tables, next);
    const bonusPatch = {
      ...(patch.bonusWageringMultiplier !== undefined ? { wageringMultiplier: patch.bonusWageringMultiplier } : {}),
      ...(patch.bonusExpiryDays !== undefined ? { expiryDays: patch.bonusExpiryDays } : {}),
      ...(patch.bonusContribution !== undefined ? { contribution: patch.bonusContribution } : {}),
      ...(patch.bonusMaxStake !== undefined ? { maxStake: patch.bonusMaxStake } : {}),
    };
    if (Object.keys(bonusPatch).length > 0) await this.#deps.bonus.updateRules(bonusPatch);
    return { settings: await this.settings() };
  }
}

/** The highest level whose threshold the wagering has reached. */
function levelFor(ladder: LevelRow[], wagered: bigint): LevelRow | undefined {
  let reached: LevelRow | undefined;
  for (const step of ladder) if (BigInt(step.threshold) <= wagered) reached = step;
  return reached;
}

function clampShare(percent: number, bounds: { min_cash_percent: number; max_cash_percent: number }): number {
  return Math.min(bounds.max_cash_percent, Math.max(bounds.min_cash_percent, percent));
}

function rewardFields(row: RewardRow): Pick<VipReward, 'rewardId' | 'kind' | 'level' | 'period' | 'createdAt'> {
  return { rewardId: row.id, kind: row.kind, level: row.level, period: row.period, createdAt: row.created_at.toISOString() };
}

function levelView(row: LevelRow): VipLevel {
  return {
    level: row.level,
    name: row.name,
    threshold: formatBase(BigInt(row.threshold)),
    benefits: {
      rakebackPercent: fromBasisPoints(row.rakeback_bp),
      levelUpBonus: formatBase(BigInt(row.level_up_bonus)),
      weeklyPercent: fromBasisPoints(row.weekly_bp),
      monthlyPercent: fromBasisPoints(row.monthly_bp),
    },
  };
}

function levelRow(level: number, definition: Omit<VipLevel, 'level'>): LevelRow {
  const amount = (value: string, field: string) => {
    let micro: bigint;
    try {
      micro = parseBase(value);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `${field} of level ${level} has too many decimals`);
    }
    if (micro < 0n) throw new ApiError('VALIDATION_FAILED', `${field} of level ${level} is negative`);
    return micro.toString();
  };
  return {
    level,
    name: definition.name,
    threshold: amount(definition.threshold, 'threshold'),
    rakeback_bp: toBasisPoints(definition.benefits.rakebackPercent),
    level_up_bonus: amount(definition.benefits.levelUpBonus, 'levelUpBonus'),
    weekly_bp: toBasisPoints(definition.benefits.weeklyPercent),
    monthly_bp: toBasisPoints(definition.benefits.monthlyPercent),
  };
}

/** Level 0 is reached with no wagering, and each level asks for more than the one before. */
function assertLadder(rows: LevelRow[]): void {
  if (!rows[0] || BigInt(rows[0].threshold) !== 0n) throw new ApiError('VALIDATION_FAILED', 'The first level has a threshold of 0');
  for (let index = 1; index < rows.length; index += 1) {
    if (BigInt(rows[index]!.threshold) <= BigInt(rows[index - 1]!.threshold)) {
      throw new ApiError('VALIDATION_FAILED', 'Each level asks for more wagering than the one before');
    }
  }
}
