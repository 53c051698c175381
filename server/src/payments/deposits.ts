import { randomUUID } from 'node:crypto';
import { sitePath, toMinor, type Transaction } from '@app/contract';
import type { OpenedPayment, PaymentEvent, PaymentOrder } from '@app/contract/providers';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import { paymentsRepository as repository } from './repository.ts';
import { checkedColumns, checkPayment, transferLessFee, type CheckedPayment, type PaymentRequest, type RuleDeps } from './rules.ts';
import type { PaymentStore } from './store.ts';

/** The provider a deposit is paid through (the demo provider here; a real one behind the same shape, @app/contract/providers). */
export interface DepositProvider {
  name: string;
  open(payment: PaymentOrder): Promise<OpenedPayment>;
}

/** The outcome a provider reports for one of its payments (from a signed callback). */
export type ProviderOutcome = PaymentEvent['data'];

/** What else happens, in the same transaction, when a deposit is credited (the deposit rewards). */
export type DepositSettledHook = (
  tx: Db,
  deposit: { userId: string; currency: string; amount: bigint; transactionId: string },
) => Promise<void>;

/** The responsible-gambling side of a deposit: a time-out or exclusion refuses it; deposit limits count it. */
export interface DepositGuard {
  assertNotExcluded(userId: string): Promise<void>;
  /** Counts (or, negative, gives back) a deposit against the player's deposit limits, in the caller's transaction. */
  count(tx: Db, userId: string, currency: string, amount: bigint, at?: Date): Promise<void>;
}

/** A deposit checked and opened at the provider, waiting to be recorded. */
export interface PreparedDeposit extends CheckedPayment {
  transactionId: string;
  paymentId: string;
  hostedPath: string;
}

/** Appends the deposit's id to the return path, so the page the player comes back to can follow it. */
/** The page of this site the provider sends the player back to (a path that would leave the site is not used). */
function returnUrl(path: string | undefined, transactionId: string): string {
  const base = (path === undefined ? null : sitePath(path)) ?? '/deposit';
  return `${base}${base.includes('?') ? '&' : '?'}transactionId=${transactionId}`;
}

/**
 * Deposits: checked, opened at the provider (whose hosted page the player confirms on), recorded as
 * pending, and credited exactly once when the provider's signed callback says paid.
 */
export class Deposits {
  readonly #store: PaymentStore;
  readonly #rules: RuleDeps;
  readonly #ledger: Pick<Ledger, 'run' | 'transfer'>;
  readonly #provider: DepositProvider;
  readonly #callbackUrl: () => string;
  readonly #onSettled: DepositSettledHook;
  readonly #guard: DepositGuard;

  constructor(deps: {
    guard: DepositGuard;
    store: PaymentStore;
    rules: RuleDeps;
    ledger: Pick<Ledger, 'run' | 'transfer'>;
    provider: DepositProvider;
    callbackUrl: () => string;
    onSettled: DepositSettledHook;
  }) {
    this.#onSettled = deps.onSettled;
    this.#guard = deps.guard;
    this.#store = deps.store;
    this.#rules = deps.rules;
    this.#ledger = deps.ledger;
    this.#provider = deps.provider;
    this.#callbackUrl = deps.callbackUrl;
  }

  /** Checks the deposit and opens it at the provider (before the recording transaction). */
  async prepare(user: UserRow, request: PaymentRequest & { returnPath?: string | undefined }): Promise<PreparedDeposit> {
    await this.#guard.assertNotExcluded(user.id);
    const checked = await checkPayment(this.#rules, user, 'deposit', request);
    if (checked.channel.kind === 'bank_transfer') {
      throw new ApiError('CHANNEL_NOT_AVAILABLE', 'Deposit by bank transfer to the address shown; nothing to start here');
    }
    const transactionId = randomUUID();
    const opened = await this.#provider.open({
      reference: transactionId,
      amount: request.amount,
      currency: checked.channel.currency,
      description: `Deposit by ${checked.channel.name}`,
      returnUrl: returnUrl(request.returnPath, transactionId),
      callbackUrl: this.#callbackUrl(),
    });
    return { ...checked, transactionId, ...opened };
  }

  /** Records a prepared deposit as pending and counts it against the deposit limits, in the caller's transaction. */
  async record(tx: Db, user: UserRow, prepared: PreparedDeposit): Promise<{ transaction: Transaction; redirectUrl: string }> {
    const tables = this.#store.tables(tx);
    const row = await repository.insert(tables, {
      id: prepared.transactionId,
      user_id: user.id,
      type: 'deposit',
      status: 'pending',
      ...checkedColumns(prepared),
      provider: this.#provider.name,
      provider_ref: prepared.paymentId,
    });
    await repository.addStep(tables, row.id, 'pending');
    await this.#guard.count(tx, user.id, row.currency, prepared.amount);
    return { transaction: await this.#store.view(row, tx), redirectUrl: prepared.hostedPath };
  }

  /**
   * The provider's outcome for a payment: a pending deposit becomes success (the amount less the fee
   * credited to the player's cash, the fee to the house) or failed. Anything else changes nothing:
   * a replayed or late callback finds the deposit already settled; an unknown payment, or one whose
   * amount or currency differ from the deposit's, is not ours to settle. Answers whether it settled now.
   */
  async settle(outcome: ProviderOutcome): Promise<boolean> {
    return this.#ledger.run(async (tx) => {
      const tables = this.#store.tables(tx);
      const found = await repository.byProviderRef(tables, this.#provider.name, outcome.paymentId);
      if (!found || found.id !== outcome.reference || found.type !== 'deposit' || found.currency !== outcome.currency) return false;
      const decimals = await this.#rules.decimals(found.currency);
      let reported: bigint;
      try {
        reported = toMinor(outcome.amount, decimals);
      } catch {
        return false;
      }
      if (reported !== BigInt(found.amount)) return false;
      const row = await repository.advance(tables, found.id, ['pending'], outcome.status === 'paid' ? 'success' : 'failed');
      if (!row) return false;
      await repository.addStep(tables, row.id, row.status, outcome.status === 'paid' ? null : 'Declined at the payment page');
      const amount = BigInt(row.amount);
      const fee = BigInt(row.fee);
      // A deposit that did not happen gives its share of the deposit limits back.
      if (row.status === 'failed') await this.#guard.count(tx, row.user_id, row.currency, -amount, row.created_at);
      if (row.status === 'success') {
        await transferLessFee(this.#ledger, tx, {
          from: { type: 'provider', provider: this.#provider.name },
          to: { type: 'player_cash', userId: row.user_id },
          currency: row.currency,
          amount,
          fee,
          kind: 'deposit',
          reference: `payment:${row.id}`,
        });
        await this.#onSettled(tx, { userId: row.user_id, currency: row.currency, amount, transactionId: row.id });
      }
      this.#store.announce(tx, row, { amount: row.status === 'success' ? amount - fee : amount });
      return true;
    });
  }
}
