import { randomUUID } from 'node:crypto';
import type { BetRow } from '../bets/index.ts';
import type { Db } from '../db/database.ts';
import { VIP_BASE_CURRENCY, type VipCore } from './core.ts';
import { levelFor, levelView } from './ladder.ts';
import { vipRepository as repository, type AccruingReward } from './repository.ts';
import { calendarMonth, formatBase, isoWeek, toBase } from './units.ts';

/**
 * The player's way up: every settled bet counts, in the bet's own transaction, towards the
 * lifetime wagering (in US dollars at the platform's rates), the week's and the month's wagering,
 * and the rakeback (the level's share of the house edge on the stake). Reaching a level makes its
 * level-up reward.
 */
export function createProgress(core: VipCore) {
  return {
    /** Counts a settled bet (called by the bets service inside the bet's transaction). */
    async settled(tx: Db, bet: Pick<BetRow, 'user_id' | 'currency' | 'amount' | 'game_id' | 'is_original'>): Promise<void> {
      const stake = BigInt(bet.amount);
      if (stake <= 0n) return;
      const rate = await core.rate(bet.currency, tx);
      if (!rate) return;
      const decimals = await core.ledger.decimals(bet.currency, tx);
      const wagered = toBase(stake, decimals, rate);
      if (wagered <= 0n) return;
      const tables = core.tables(tx);
      const now = core.now();
      const player = await repository.addWagered(tables, bet.user_id, wagered, now);
      const { ladder } = player;
      const reached = levelFor(ladder, player.wagered);
      const level = Math.max(reached?.level ?? 0, player.level);
      if (level > player.level) {
        await repository.setLevel(tables, bet.user_id, level);
        await core.setVipLevel(bet.user_id, level, tx);
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
      let accrued: AccruingReward | undefined;
      if (benefits && benefits.rakeback_bp > 0) {
        const edge = BigInt(await core.houseEdge(bet));
        const rakeback = (wagered * edge * BigInt(benefits.rakeback_bp)) / 100_000_000n;
        if (rakeback > 0n) accrued = { id: randomUUID(), user_id: bet.user_id, key: 'rakeback', kind: 'rakeback', level, amount: rakeback };
      }
      // The rakeback accrues in the periods' statement.
      await repository.addPeriods(
        tables,
        (
          [
            ['weekly', isoWeek(now)],
            ['monthly', calendarMonth(now)],
          ] as const
        ).map(([kind, period]) => ({ user_id: bet.user_id, period: period.period, kind, ends_at: period.endsAt, wagered, level })),
        accrued,
      );
    },

    /** The player's level, the next one and the way to it. */
    async level(userId: string) {
      const tables = core.tables();
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
        // What is still to wager, up to the next cent: a player who wagers the figure shown reaches the level.
        remaining: formatBase(remaining, 'up'),
        progressPercent: percent,
        baseCurrency: VIP_BASE_CURRENCY,
      };
    },
  };
}
