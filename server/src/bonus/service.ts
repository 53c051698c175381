import { randomUUID } from 'node:crypto';
import { fromMinor, toMinor, type Balance } from '@app/contract';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { bonusRepository as repository, type BonusTables } from './repository.ts';

/** A deposit that has just settled (in the settling transaction). */
export interface SettledDeposit {
  userId: string;
  currency: string;
  /** Minor units paid in (before the channel's fee). */
  amount: bigint;
  transactionId: string;
}

/**
 * Bonus money: the deposit rewards that credit it (the n-th settled deposit earns the n-th reward,
 * once, with its wagering requirement), the wagering still owed, and the move of bonus money to cash
 * once it is met. Money moves only through the ledger, in the caller's transaction.
 */
export class Bonus {
  readonly #db: Db;
  readonly #ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances' | 'payload'>;

  constructor(db: Db, ledger: Pick<Ledger, 'run' | 'transfer' | 'decimals' | 'balances' | 'payload'>) {
    this.#db = db;
    this.#ledger = ledger;
  }

  #tables(executor: Db = this.#db) {
    return executor.withTables<BonusTables>();
  }

  /** The wagering the player's bonus money asks for, and how much of it is done (minor units). */
  wagering(userId: string, currency: string, executor?: Db): Promise<{ required: bigint; done: bigint }> {
    return repository.wagering(this.#tables(executor), userId, currency);
  }

  /** Counts wagering towards the player's bonus money: what a settled bet adds (minor units). */
  async addWagering(userId: string, currency: string, wagered: bigint, executor?: Db): Promise<void> {
    await repository.addWagering(this.#tables(executor), userId, currency, { done: wagered });
  }

  /** Counts a settled deposit and grants its reward when the deposit qualifies (in the settling transaction). */
  async onDepositSettled(tx: Db, deposit: SettledDeposit): Promise<void> {
    const tables = this.#tables(tx);
    const sequence = await repository.countDeposit(tables, deposit.userId);
    const reward = await repository.reward(tables, deposit.currency, sequence);
    if (!reward || deposit.amount < BigInt(reward.min_deposit)) return;
    const matched = (deposit.amount * BigInt(reward.match_percent)) / 100n;
    const bonus = matched < BigInt(reward.max_bonus) ? matched : BigInt(reward.max_bonus);
    if (bonus <= 0n) return;
    const granted = await repository.grant(tables, {
      user_id: deposit.userId,
      sequence,
      deposit_id: deposit.transactionId,
      currency: deposit.currency,
      bonus,
    });
    if (!granted) return;
    await this.#ledger.transfer(tx, {
      from: { type: 'house' },
      to: { type: 'player_bonus', userId: deposit.userId },
      currency: deposit.currency,
      amount: bonus,
      kind: 'bonus',
      reference: `deposit-reward:${deposit.transactionId}`,
    });
    await repository.addWagering(tables, deposit.userId, deposit.currency, { required: bonus * BigInt(reward.wagering_multiplier) });
  }

  /** The deposit rewards in the player's currency, which are claimed, and which one the next deposit earns. */
  async sequence(userId: string, currency: string) {
    const tables = this.#tables();
    const [rewards, granted, settled, decimals] = await Promise.all([
      repository.rewards(tables, currency),
      repository.granted(tables, userId),
      repository.settledDeposits(tables, userId),
      this.#ledger.decimals(currency),
    ]);
    const next = settled + 1;
    return {
      rewards: rewards.map((reward) => ({
        sequence: reward.sequence,
        matchPercent: reward.match_percent,
        maxBonus: fromMinor(BigInt(reward.max_bonus), decimals),
        minDeposit: fromMinor(BigInt(reward.min_deposit), decimals),
        currency,
        wageringMultiplier: reward.wagering_multiplier,
        claimed: granted.includes(reward.sequence),
      })),
      nextSequence: rewards.some((reward) => reward.sequence === next) ? next : null,
    };
  }

  /**
   * Moves bonus money to cash once its wagering is done (WAGERING_NOT_COMPLETE before), in the
   * caller's transaction; INSUFFICIENT_FUNDS for more bonus money than the player has.
   */
  async transferToCash(tx: Db, userId: string, currency: string, amount: string): Promise<{ balance: Balance; transactionId: string }> {
    const decimals = await this.#ledger.decimals(currency, tx);
    let minor: bigint;
    try {
      minor = toMinor(amount, decimals);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `The amount has more than ${decimals} decimals`, {
        issues: [{ path: 'amount', message: `at most ${decimals} decimals` }],
      });
    }
    const { required, done } = await this.wagering(userId, currency, tx);
    if (done < required) {
      throw new ApiError('WAGERING_NOT_COMPLETE', 'Wager the bonus before moving it to cash', {
        wageringRequired: fromMinor(required, decimals),
        wageringDone: fromMinor(done, decimals),
        currency,
      });
    }
    const { transferId } = await this.#ledger.transfer(tx, {
      from: { type: 'player_bonus', userId },
      to: { type: 'player_cash', userId },
      currency,
      amount: minor,
      kind: 'bonus_transfer',
      reference: `bonus-transfer:${randomUUID()}`,
    });
    const [row] = await this.#ledger.balances(userId, currency, tx);
    const payload = await this.#ledger.payload(row!, tx);
    return { balance: { currency, cash: payload.afterCash, operatorBonus: payload.afterOperatorBonus }, transactionId: transferId };
  }
}
