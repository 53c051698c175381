import { randomUUID } from 'node:crypto';
import type { Transaction } from '@app/contract';
import type { Db } from '../db/database.ts';
import { decodeCursor, keysetPage } from '../db/keyset.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { paymentsRepository as repository, type PaymentRow } from './repository.ts';
import { checkedColumns, checkPayment, transferLessFee, type CheckedPayment, type PaymentRequest, type RuleDeps } from './rules.ts';
import type { PaymentStore } from './store.ts';

/** Where paid-out withdrawals go: the payout provider's clearing account. */
export const PAYOUT_PROVIDER = 'payouts';

/**
 * Withdrawals with review: the amount is held at once (cash to pending withdrawal) with the request;
 * the operator approves (paid out: the amount less the fee to the payout provider, the fee to the
 * house) or rejects with a reason (the amount back to cash). Each step is its own transaction.
 */
export class Withdrawals {
  readonly #store: PaymentStore;
  readonly #rules: RuleDeps;
  readonly #ledger: Pick<Ledger, 'run' | 'transfer'>;

  constructor(deps: { store: PaymentStore; rules: RuleDeps; ledger: Pick<Ledger, 'run' | 'transfer'> }) {
    this.#store = deps.store;
    this.#rules = deps.rules;
    this.#ledger = deps.ledger;
  }

  /** Checks a withdrawal before its transaction opens. */
  prepare(user: UserRow, request: PaymentRequest): Promise<CheckedPayment> {
    return checkPayment(this.#rules, user, 'withdraw', request);
  }

  /** Records the request and holds the amount, in the caller's transaction (INSUFFICIENT_FUNDS rolls it back). */
  async request(tx: Db, user: UserRow, checked: CheckedPayment): Promise<{ transaction: Transaction }> {
    const tables = this.#store.tables(tx);
    const row = await repository.insert(tables, {
      id: randomUUID(),
      user_id: user.id,
      type: 'withdraw',
      status: 'reviewing',
      ...checkedColumns(checked),
      provider: null,
      provider_ref: null,
    });
    await this.#ledger.transfer(tx, {
      from: { type: 'player_cash', userId: user.id },
      to: { type: 'player_pending_withdrawal', userId: user.id },
      currency: row.currency,
      amount: checked.amount,
      kind: 'withdraw_hold',
      reference: `payment:${row.id}`,
    });
    await repository.addStep(tables, row.id, 'reviewing');
    this.#store.announce(tx, row);
    return { transaction: await this.#store.view(row, tx) };
  }

  /** The operator's decision on a withdrawal in review; WITHDRAWAL_ALREADY_DECIDED once decided. */
  async decide(transactionId: string, decision: { approve: true } | { approve: false; reason: string }): Promise<Transaction> {
    const row = await this.#ledger.run(async (tx) => {
      const tables = this.#store.tables(tx);
      const found = await repository.find(tables, transactionId);
      if (!found || found.type !== 'withdraw') throw new ApiError('TRANSACTION_NOT_FOUND', 'No such withdrawal');
      const decided = await repository.advance(tables, found.id, ['reviewing'], decision.approve ? 'approved' : 'rejected');
      if (!decided) throw new ApiError('WITHDRAWAL_ALREADY_DECIDED', `This withdrawal is already ${found.status}`);
      const pending = { type: 'player_pending_withdrawal', userId: decided.user_id } as const;
      const reference = `payment:${decided.id}`;
      const amount = BigInt(decided.amount);
      if (!decision.approve) {
        await this.#ledger.transfer(tx, {
          from: pending,
          to: { type: 'player_cash', userId: decided.user_id },
          currency: decided.currency,
          amount,
          kind: 'withdraw_return',
          reference,
        });
        await repository.addStep(tables, decided.id, 'rejected', decision.reason);
        this.#store.announce(tx, decided, { amount });
        return decided;
      }
      await repository.addStep(tables, decided.id, 'approved');
      const fee = BigInt(decided.fee);
      await transferLessFee(this.#ledger, tx, {
        from: pending,
        to: { type: 'provider', provider: PAYOUT_PROVIDER },
        currency: decided.currency,
        amount,
        fee,
        kind: 'withdraw_payout',
        reference,
      });
      const paid = (await repository.advance(tables, decided.id, ['approved'], 'success')) as PaymentRow;
      await repository.addStep(tables, decided.id, 'success');
      this.#store.announce(tx, paid, { amount: amount - fee });
      return paid;
    });
    return this.#store.view(row);
  }

  /** How many withdrawals wait for the operator. */
  reviewingCount(): Promise<number> {
    return repository.reviewingCount(this.#store.tables());
  }

  /**
   * A page of the withdrawals waiting for the operator (of one player when given), oldest first,
   * after the cursor (the previous page's nextCursor): two statements whatever the page's size.
   */
  async reviewing(
    limit: number,
    cursor?: string,
    userId?: string,
  ): Promise<{ withdrawals: Array<Transaction & { userId: string }>; nextCursor: string | null }> {
    const read = await repository.reviewing(this.#store.tables(), limit, cursor ? decodeCursor(cursor) : null, userId);
    const { rows, nextCursor } = keysetPage(read, limit);
    const views = await this.#store.views(rows);
    return { withdrawals: views.map((view, index) => ({ ...view, userId: rows[index]!.user_id })), nextCursor };
  }
}
