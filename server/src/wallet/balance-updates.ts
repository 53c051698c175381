import { fromMinor, type WalletBalanceUpdatePayload } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { BalanceRow, Ledger, MovedBalance } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';

/** A player's balance in one currency as the client shows it (wallet.balance.update, and answers that carry it). */
export function balancePayload(row: BalanceRow, decimals: number): WalletBalanceUpdatePayload {
  return { currency: row.currency, afterCash: fromMinor(row.cash, decimals), afterOperatorBonus: fromMinor(row.operatorBonus, decimals) };
}

/**
 * The player's balance realtime message: each player balance the ledger reports moved (once a
 * transaction's transfers have committed, or at once for a transfer on its own) goes to that player
 * as wallet.balance.update.
 */
export class BalanceUpdates {
  readonly #ledger: Pick<Ledger, 'decimals'>;
  readonly #bus: Pick<EventBus, 'publish'>;

  constructor(ledger: Pick<Ledger, 'decimals'>, bus: Pick<EventBus, 'publish'>) {
    this.#ledger = ledger;
    this.#bus = bus;
  }

  /** The balance as the client shows it. */
  async payload(row: BalanceRow, executor?: Db): Promise<WalletBalanceUpdatePayload> {
    return balancePayload(row, await this.#ledger.decimals(row.currency, executor));
  }

  /** Sends each moved balance to its player. */
  async publish(moved: readonly MovedBalance[]): Promise<void> {
    for (const { userId, ...row } of moved) await this.#bus.publish(userId, { m: 'wallet.balance.update', p: await this.payload(row) });
  }
}
