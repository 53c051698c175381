import { randomBytes } from 'node:crypto';
import { sql, type ColumnType, type Kysely, type Selectable } from 'kysely';
import {
  PAYMENT_SIGNATURE_HEADER,
  signPaymentCallback,
  type OpenedPayment,
  type PaymentEvent,
  type PaymentOrder,
} from '@app/contract/providers';
import { Outbox, retryAfter } from '../shared/outbox.ts';

/** demopay_payments (its migrations, in ./migrations): the provider's only table. */
export type DemoPayPaymentsTable = {
  id: string;
  merchant_ref: string;
  amount: string;
  currency: string;
  description: string;
  return_url: string;
  callback_url: string;
  status: ColumnType<'open' | 'paid' | 'declined', 'open' | 'paid' | 'declined' | undefined>;
  callback_state: ColumnType<'none' | 'pending' | 'delivered' | 'abandoned', 'none' | 'pending' | 'delivered' | 'abandoned' | undefined>;
  attempts: ColumnType<number, number | undefined>;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
  completed_at: Date | null;
};
export type DemoPayDb = Kysely<{ demopay_payments: DemoPayPaymentsTable }>;
export type DemoPayPayment = Selectable<DemoPayPaymentsTable>;

export interface DemoPayOptions {
  /** The secret the callbacks are signed with (the merchant holds the same). */
  secret: () => Promise<string>;
  /** The first retry waits this long, each later one twice as long, up to maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A callback never acknowledged after this many attempts is given up (and can be replayed by hand). */
  maxAttempts?: number;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs?: number;
  /** How long the provider takes to settle a payment after the payer's answer (as real ones do). */
  settleDelayMs?: number;
  log?: { warn(message: string): void };
}

/**
 * A payment provider that behaves like a real one: a merchant opens a payment and sends the payer to
 * the provider's hosted page; the payer confirms or declines there; the provider then tells the
 * merchant the outcome in a signed callback (HMAC-SHA256 over a timestamp and the body), retried
 * with growing delays until the merchant answers 2xx.
 */
export class DemoPay {
  readonly #db: DemoPayDb;
  readonly #options: Required<Omit<DemoPayOptions, 'log'>> & Pick<DemoPayOptions, 'log'>;
  readonly #outbox: Outbox<DemoPayPayment>;

  constructor(db: DemoPayDb, options: DemoPayOptions) {
    this.#db = db;
    this.#options = { baseDelayMs: 1000, maxDelayMs: 5 * 60_000, maxAttempts: 20, timeoutMs: 5000, settleDelayMs: 1500, ...options };
    this.#outbox = new Outbox({
      due: () =>
        this.#db
          .selectFrom('demopay_payments')
          .selectAll()
          .where('callback_state', '=', 'pending')
          .where('next_attempt_at', '<=', new Date())
          .orderBy('next_attempt_at')
          .limit(20)
          .execute(),
      deliver: (payment) => this.#deliver(payment),
      failure: 'DemoPay delivery failed',
      log: options.log,
    });
  }

  /** Opens a payment; the payer completes it on hostedPath. */
  async open(payment: PaymentOrder): Promise<OpenedPayment> {
    const id = `dp_${randomBytes(12).toString('hex')}`;
    await this.#db
      .insertInto('demopay_payments')
      .values({
        id,
        merchant_ref: payment.reference,
        amount: payment.amount,
        currency: payment.currency,
        description: payment.description,
        return_url: payment.returnUrl,
        callback_url: payment.callbackUrl,
        next_attempt_at: null,
        last_error: null,
        completed_at: null,
      })
      .execute();
    return { paymentId: id, hostedPath: `/demopay/pay/${id}` };
  }

  async get(id: string): Promise<DemoPayPayment | undefined> {
    return this.#db.selectFrom('demopay_payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * The payer's answer on the hosted page. Only an open payment takes one; its callback is sent once
   * the provider has settled it (settleDelayMs later). Answers the payment as it now stands.
   */
  async complete(id: string, outcome: 'paid' | 'declined'): Promise<DemoPayPayment | undefined> {
    const settleAt = new Date(Date.now() + this.#options.settleDelayMs);
    const updated = await this.#db
      .updateTable('demopay_payments')
      .set({ status: outcome, completed_at: new Date(), callback_state: 'pending', next_attempt_at: settleAt })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    return updated ?? (await this.get(id));
  }

  /** The event a completed payment's callback carries. */
  event(payment: DemoPayPayment): PaymentEvent {
    const status = payment.status === 'paid' ? 'paid' : 'declined';
    return {
      id: `evt_${payment.id}`,
      type: status === 'paid' ? 'payment.succeeded' : 'payment.declined',
      createdAt: (payment.completed_at ?? new Date()).toISOString(),
      data: { paymentId: payment.id, reference: payment.merchant_ref, amount: payment.amount, currency: payment.currency, status },
    };
  }

  /** Sends every callback that is due (one pass; overlapping calls share it). */
  deliverDue(): Promise<void> {
    return this.#outbox.deliverDue();
  }

  async #deliver(payment: DemoPayPayment): Promise<void> {
    const body = JSON.stringify(this.event(payment));
    let failure: string | undefined;
    try {
      const response = await fetch(payment.callback_url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [PAYMENT_SIGNATURE_HEADER]: signPaymentCallback(await this.#options.secret(), body, Math.floor(Date.now() / 1000)),
        },
        body,
        signal: AbortSignal.timeout(this.#options.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) failure = `HTTP ${response.status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (!failure) {
      await this.#db
        .updateTable('demopay_payments')
        .set({ callback_state: 'delivered', next_attempt_at: null, last_error: null, attempts: sql`attempts + 1` })
        .where('id', '=', payment.id)
        .execute();
      return;
    }
    const attempts = payment.attempts + 1;
    const { giveUp, delayMs: delay } = retryAfter(this.#options, attempts);
    if (giveUp) this.#options.log?.warn(`DemoPay gave up the callback of ${payment.id} after ${attempts} attempts: ${failure}`);
    await this.#db
      .updateTable('demopay_payments')
      .set({
        attempts,
        last_error: failure.slice(0, 500),
        callback_state: giveUp ? 'abandoned' : 'pending',
        next_attempt_at: giveUp ? null : new Date(Date.now() + delay),
      })
      .where('id', '=', payment.id)
      .execute();
  }

  /** Checks for due callbacks every intervalMs until closed. */
  start(intervalMs = 250): void {
    this.#outbox.start(intervalMs);
  }

  close(): Promise<void> {
    return this.#outbox.close();
  }
}
