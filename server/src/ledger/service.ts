import { fromMinor } from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { afterCommit, inTransaction } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import { accountKey, isPlayerAccount, PLAYER_COLUMNS, type Account } from './accounts.ts';
import { decodeCursor } from '../db/keyset.ts';
import { ledgerRepository as repository, type BalanceRow, type Breach, type DailyTotal, type RowDelta } from './repository.ts';

export type { Account } from './accounts.ts';
export type { BalanceRow, Breach, DailyTotal, TransferWithAccounts } from './repository.ts';

/**
 * Every kind of transfer the platform makes, each with the reference it is made once under. The
 * table also holds `opening` transfers, written once by a migration (0007) for the balances found
 * before the ledger; nothing makes them since.
 */
export const TRANSFER_KINDS = [
  /** A settled deposit, less its fee (deposit:<transactionId>). */
  'deposit',
  /** A deposit's or a withdrawal's fee to the house. */
  'fee',
  /** A withdrawal's amount from cash to pending withdrawal while it is reviewed. */
  'withdraw_hold',
  /** An approved withdrawal paid out to the provider. */
  'withdraw_payout',
  /** A rejected withdrawal given back to cash. */
  'withdraw_return',
  /** Bonus money credited (a deposit reward, a VIP reward's bonus part). */
  'bonus',
  /** A completed bonus lot's money moved to cash. */
  'bonus_transfer',
  /** What is left of a forfeited bonus lot back to the house. */
  'bonus_forfeit',
  /** What is left of an expired bonus lot back to the house. */
  'bonus_expiry',
  /** A VIP reward's cash part. */
  'vip_reward',
  /** A bet's stake (cash, and bonus money under <reference>:bonus). */
  'bet',
  /** A bet's win paid back in the shares of its stake. */
  'win',
  /** A bet's stake given back (a rollback, a void). */
  'refund',
  /** The operator's adjustment of a player's balance. */
  'adjustment',
  /** The demo player's starting money. */
  'seed',
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

/** A player's balance in one currency as a transfer left it. */
export type MovedBalance = { userId: string } & BalanceRow;

/** One movement of money: `amount` leaves `from` and reaches `to` (two entries summing to zero). */
export interface Transfer {
  from: Account;
  to: Account;
  currency: string;
  /** Minor units, > 0. */
  amount: bigint;
  kind: TransferKind;
  /** What the transfer belongs to, e.g. deposit:<transactionId>; a kind and reference pair moves money once. */
  reference: string;
}

export interface LedgerReport {
  ok: boolean;
  checkedAt: string;
  transfers: number;
  entries: number;
  balances: number;
  breaches: Breach[];
  /** What the house and each provider hold, per currency (minor units as decimal strings, and in the major unit). */
  system: Array<{ account: string; currency: string; balance: string; amount: string }>;
}

type CurrencyLookup = Pick<Currencies, 'get' | 'enabledCodes'>;

/** Unique (kind, reference): the same money never moves twice. */
const UNIQUE_VIOLATION = '23505';
const FIELD = { cash: 'cash', operator_bonus: 'operatorBonus', pending_withdrawal: 'pendingWithdrawal' } as const;
/** A player balance below zero, refused by the database's CHECK. */
const CHECK_VIOLATION = '23514';

function sqlState(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The one writer of balances: every change is a transfer of two entries summing to zero. */
export class Ledger {
  readonly #db: Db;
  readonly #currencies: CurrencyLookup;
  /** Those told of the player balances each transfer moved (the wallet's balance message). */
  readonly #moved = new Set<(moved: readonly MovedBalance[]) => Promise<void>>();
  readonly #decimals = new Map<string, number>();
  /** The player balances each open transaction has touched, pushed once it commits. */
  readonly #touched = new WeakMap<Db, Map<string, MovedBalance>>();

  constructor(db: Db, currencies: CurrencyLookup) {
    this.#db = db;
    this.#currencies = currencies;
  }

  /**
   * Tells `listener` the player balances transfers moved, as they left them: once the transaction
   * they were made in has committed (each balance once, as it stands at the end), or at once for a
   * transfer on its own. Answers the function that stops telling it.
   */
  onMoved(listener: (moved: readonly MovedBalance[]) => Promise<void>): () => void {
    this.#moved.add(listener);
    return () => this.#moved.delete(listener);
  }

  async #report(moved: readonly MovedBalance[]): Promise<void> {
    for (const listener of this.#moved) await listener(moved);
  }

  /** Makes sure the player has a balance row for every enabled currency (executor: the caller's transaction). */
  async openBalances(userId: string, executor: Db = this.#db): Promise<void> {
    await repository.openBalances(executor, userId, await this.#currencies.enabledCodes(executor));
  }

  /** The player's balance rows, in minor units (one currency when given). */
  balances(userId: string, currency?: string, executor: Db = this.#db): Promise<BalanceRow[]> {
    return repository.balances(executor, userId, currency);
  }

  /** The digits after the point of a currency's amounts (known currencies only). */
  async decimals(currency: string, executor: Db = this.#db): Promise<number> {
    const known = this.#decimals.get(currency);
    if (known !== undefined) return known;
    const found = await this.#currencies.get(currency, executor);
    if (!found) throw new ApiError('CURRENCY_NOT_AVAILABLE', `The currency ${currency} is not available`);
    this.#decimals.set(currency, found.decimals);
    return found.decimals;
  }

  /** Whether a transfer of this kind and reference has been made (seeds that run at every start). */
  async transferred(kind: TransferKind, reference: string, executor: Db = this.#db): Promise<boolean> {
    return (await repository.transferExists(executor, kind, reference)) !== undefined;
  }

  /**
   * Opens a transaction (or joins the caller's, when `executor` is one opened by run or by an
   * idempotent endpoint) and, once it has committed, reports every player balance its transfers
   * moved (onMoved).
   */
  run<T>(work: (tx: Db) => Promise<T>, executor?: Db): Promise<T> {
    return inTransaction(this.#db, work, executor);
  }

  /**
   * Moves money inside the caller's open transaction: two entries summing to zero and the player
   * balances beside them. A player account never goes below zero (the database refuses it):
   * INSUFFICIENT_FUNDS with meta { available, currency }, and the caller's transaction must be
   * rolled back (throwing out of run does).
   */
  async transfer(tx: Db, transfer: Transfer): Promise<{ transferId: string }> {
    if (!tx.isTransaction) throw new Error('ledger.transfer runs inside a transaction (ledger.run)');
    const { transferId, balances } = await this.#move(tx, transfer);
    this.#remember(tx, balances);
    return { transferId };
  }

  /**
   * Moves money on its own, when nothing else has to be written with it: the transfer is one
   * statement, atomic by itself, so it needs no transaction around it (a third of the round trips),
   * and the balances it moved are reported at once (onMoved). The same rules and refusals as transfer; answers the
   * player balances as the transfer left them.
   */
  async transferNow(transfer: Transfer): Promise<{ transferId: string; balances: MovedBalance[] }> {
    const { transferId, balances } = await this.#move(this.#db, transfer);
    if (balances.length > 0) await this.#report(balances);
    return { transferId, balances: [...balances] };
  }

  /**
   * Transfers made in turn inside the caller's open transaction (a bet's stake and its win, drawn at
   * once), the same as transfer() called for each in order: when they all move one player's balance
   * they are one statement, written only if no transfer along the way would take the balance below
   * zero; otherwise (or when that balance is too low or has no row yet) one transfer after another,
   * with transfer()'s refusals. Answers the transfers' ids in order.
   */
  async transferInTurn(tx: Db, transfers: readonly Transfer[]): Promise<{ transferIds: string[] }> {
    if (!tx.isTransaction) throw new Error('ledger.transferInTurn runs inside a transaction (ledger.run)');
    const one = async () => {
      const transferIds: string[] = [];
      for (const transfer of transfers) transferIds.push((await this.transfer(tx, transfer)).transferId);
      return { transferIds };
    };
    const currency = transfers[0]?.currency;
    if (transfers.length < 2 || transfers.some((transfer) => transfer.currency !== currency)) return one();
    const records = [];
    let net: RowDelta | undefined;
    const floor = { cash: 0n, operator_bonus: 0n, pending_withdrawal: 0n };
    for (const transfer of transfers) {
      const { record, rows } = this.#plan(transfer);
      if (rows.length !== 1 || (net && net.userId !== rows[0]!.userId)) return one();
      const row = rows[0]!;
      net ??= { userId: row.userId, cash: 0n, operator_bonus: 0n, pending_withdrawal: 0n };
      for (const column of ['cash', 'operator_bonus', 'pending_withdrawal'] as const) {
        net[column] += row[column];
        if (net[column] < floor[column]) floor[column] = net[column];
      }
      records.push(record);
    }
    await this.decimals(currency!, tx);
    let outcome: Awaited<ReturnType<typeof repository.transferInTurn>>;
    try {
      outcome = await repository.transferInTurn(tx, records, net!, floor);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION)
        throw new Error(
          `One of the transfers ${records.map((record) => `${record.kind} ${record.reference}`).join(', ')} has already been made`,
          {
            cause: error,
          },
        );
      throw error;
    }
    // Too low, or no balance row yet: nothing was written, and each transfer in turn says why (or opens the row).
    if (outcome.transferIds.length !== transfers.length) return one();
    this.#remember(tx, outcome.balances);
    return { transferIds: outcome.transferIds };
  }

  /** A transfer's record and the player balance rows it changes (one order, so two transfers never wait on each other crosswise). */
  #plan(transfer: Transfer) {
    if (typeof transfer.amount !== 'bigint' || transfer.amount <= 0n) throw new RangeError('A transfer moves a positive amount');
    const fromKey = accountKey(transfer.from);
    const toKey = accountKey(transfer.to);
    if (fromKey === toKey) throw new RangeError('A transfer moves money between two accounts');
    const deltas = new Map<string, RowDelta>();
    const change = (account: Account, amount: bigint) => {
      if (!isPlayerAccount(account)) return;
      const delta = deltas.get(account.userId) ?? { userId: account.userId, cash: 0n, operator_bonus: 0n, pending_withdrawal: 0n };
      delta[PLAYER_COLUMNS[account.type]] += amount;
      deltas.set(account.userId, delta);
    };
    change(transfer.from, -transfer.amount);
    change(transfer.to, transfer.amount);
    const rows = [...deltas.values()].sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
    const player = isPlayerAccount(transfer.from) ? transfer.from.userId : isPlayerAccount(transfer.to) ? transfer.to.userId : null;
    const record = {
      kind: transfer.kind,
      reference: transfer.reference,
      currency: transfer.currency,
      amount: transfer.amount,
      userId: player,
      fromKey,
      toKey,
    };
    return { record, rows };
  }

  async #move(executor: Db, transfer: Transfer): Promise<{ transferId: string; balances: readonly MovedBalance[] }> {
    const { record, rows } = this.#plan(transfer);
    const decimals = await this.decimals(transfer.currency, executor);
    const attempt = async () => {
      try {
        return await repository.transfer(executor, record, rows, rows.length > 1);
      } catch (error) {
        if (sqlState(error) === CHECK_VIOLATION) throw new ApiError('INSUFFICIENT_FUNDS', 'The balance is too low for this transfer');
        if (sqlState(error) === UNIQUE_VIOLATION)
          throw new Error(`The transfer ${transfer.kind} ${transfer.reference} has already been made`, { cause: error });
        throw error;
      }
    };
    let outcome = await attempt();
    if (!outcome.transferId) {
      // A player with no balance row in this currency yet (enabled after they joined) gets one.
      let opened = false;
      for (const row of rows) {
        if ((await repository.balances(executor, row.userId, transfer.currency)).length === 0) {
          await repository.openBalances(executor, row.userId, [transfer.currency]);
          opened = true;
        }
      }
      if (opened) outcome = await attempt();
    }
    if (!outcome.transferId) {
      const debited = isPlayerAccount(transfer.from) ? transfer.from : undefined;
      const [row] = debited ? await repository.balances(executor, debited.userId, transfer.currency) : [];
      const available = row && debited ? row[FIELD[PLAYER_COLUMNS[debited.type]]] : 0n;
      throw new ApiError('INSUFFICIENT_FUNDS', 'The balance is too low for this transfer', {
        available: fromMinor(available, decimals),
        currency: transfer.currency,
      });
    }
    return { transferId: outcome.transferId, balances: outcome.balances };
  }

  #remember(tx: Db, balances: readonly MovedBalance[]): void {
    if (balances.length === 0) return;
    let touched = this.#touched.get(tx);
    if (!touched) {
      const map = new Map<string, MovedBalance>();
      touched = map;
      this.#touched.set(tx, map);
      afterCommit(tx, () => this.#report([...map.values()]));
    }
    for (const balance of balances) touched.set(`${balance.userId}:${balance.currency}`, balance);
  }

  /** The dashboard's sums per day (UTC) from `since`, currency, product and kind (repository.dailyTotals). */
  dailyTotals(since: Date): Promise<DailyTotal[]> {
    return repository.dailyTotals(this.#db, since);
  }

  /** A player's transfers with their accounts, newest first: the page after `cursor` and the next page's cursor. */
  playerTransfers(userId: string, request: { cursor?: string | undefined; pageSize: number }) {
    return repository.playerTransfers(this.#db, userId, request.cursor ? decodeCursor(request.cursor) : null, request.pageSize);
  }

  /**
   * Every invariant: the entries of each transfer sum to zero (two of them, in its currency, of its
   * amount); no player balance is below zero; every player balance equals the sum of its entries.
   */
  async check(limit = 100): Promise<LedgerReport> {
    const [breaches, counts, system] = await Promise.all([
      repository.breaches(this.#db, limit),
      repository.counts(this.#db),
      repository.systemBalances(this.#db),
    ]);
    return {
      ok: breaches.length === 0,
      checkedAt: new Date().toISOString(),
      ...counts,
      breaches,
      system: await Promise.all(
        system.map(async (entry) => ({
          ...entry,
          balance: entry.balance.toString(),
          amount: fromMinor(entry.balance, await this.decimals(entry.currency)),
        })),
      ),
    };
  }
}
