import { randomUUID } from 'node:crypto';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { fromMinor, toMinor, type AdjustmentApproval, type OperatorActor, type WalletAdjustment } from '@app/contract';
import type { Db } from '../db/database.ts';
import { afterCommit } from '../db/transaction.ts';
import { ApiError } from '../http/errors.ts';
import type { Ledger } from '../ledger/index.ts';
import type { EventBus } from '../platform/bus.ts';
import { balancePayload } from './balance-updates.ts';

/** wallet_adjustments (migration 0048): this module's table. */
type AdjustmentTables = {
  wallet_adjustments: {
    id: string;
    user_id: string;
    currency: string;
    amount: ColumnType<number | string, bigint | string, never>;
    kind: 'cash' | 'operatorBonus';
    announce: boolean;
    status: WalletAdjustment['status'];
    reference_amount: ColumnType<number | string, bigint | string, never>;
    reference_currency: string;
    requested_by: ColumnType<unknown, string, never>;
    requester: string;
    created_at: ColumnType<Date, never, never>;
    decided_by: ColumnType<unknown, never, string>;
    decided_at: ColumnType<Date | null, never, Date>;
    reason: ColumnType<string | null, never, string>;
    note: ColumnType<string | null, string | null, never>;
    transfer_id: ColumnType<string | null, string | null, string>;
  };
};
interface AdjustmentRow {
  id: string;
  user_id: string;
  currency: string;
  amount: number | string;
  kind: 'cash' | 'operatorBonus';
  announce: boolean;
  status: WalletAdjustment['status'];
  reference_amount: number | string;
  reference_currency: string;
  requested_by: unknown;
  requester: string;
  created_at: Date;
  decided_by: unknown;
  decided_at: Date | null;
  reason: string | null;
  note: string | null;
  transfer_id: string | null;
}

const tables = (db: Db): Kysely<AdjustmentTables> => db.withTables<AdjustmentTables>() as unknown as Kysely<AdjustmentTables>;

/** Where the owner's setting is kept (operator_settings). */
export const ADJUSTMENT_APPROVAL_KEY = 'wallet.adjustmentApproval';
/** Until the owner sets it: 1,000 EUR of adjustments to one player within a day. */
export const DEFAULT_ADJUSTMENT_APPROVAL: AdjustmentApproval = { currency: 'EUR', threshold: '1000', windowHours: 24 };

/** The one who asked, as compared with the one who decides: a member of staff by id; every holder of the service token is one. */
function requesterKey(actor: OperatorActor): string {
  return actor.kind === 'staff' ? `staff:${actor.staffId}` : 'service';
}

const RATE_SCALE = 12;
/** A decimal rate as a whole number of 10^-12 units. */
function scaledRate(rate: string): bigint {
  return toMinor(rate, RATE_SCALE);
}

export interface AdjustmentsDeps {
  db: Db;
  ledger: Pick<Ledger, 'run' | 'transfer' | 'balances' | 'decimals'>;
  /** Units of each currency per one of the platform's base currency (the exchange rates). */
  rates(codes: readonly string[], executor: Db): Promise<Record<string, string>>;
  settings: { read(key: string): Promise<unknown>; write(key: string, value: unknown): Promise<void> };
  /** The account named by id or email (USER_NOT_FOUND when there is none). */
  findUser(ref: string): Promise<{ id: string }>;
  bus: Pick<EventBus, 'publish'>;
}

export interface AdjustRequest {
  user: string;
  currency: string;
  amount: string;
  kind?: 'cash' | 'operatorBonus' | undefined;
  announce?: boolean | undefined;
  /** Why it is asked. */
  note?: string | undefined;
}

/**
 * The operator's adjustments of a player's balance, with four eyes above the owner's threshold.
 * Every adjustment is kept (wallet_adjustments); one that, with the player's others of the window
 * (applied, pending or approved), comes above the threshold waits for a second person. Deciding
 * locks the adjustment's row, so two approvals at once move the money once; the ledger's unique
 * (kind, reference) would refuse a second transfer besides.
 */
export class Adjustments {
  readonly #deps: AdjustmentsDeps;

  constructor(deps: AdjustmentsDeps) {
    this.#deps = deps;
  }

  async approval(): Promise<AdjustmentApproval> {
    const stored = (await this.#deps.settings.read(ADJUSTMENT_APPROVAL_KEY)) as Partial<AdjustmentApproval> | undefined;
    return { ...DEFAULT_ADJUSTMENT_APPROVAL, ...stored };
  }

  async setApproval(approval: AdjustmentApproval): Promise<AdjustmentApproval> {
    const decimals = await this.#deps.ledger.decimals(approval.currency);
    const rates = await this.#deps.rates([approval.currency], this.#deps.db);
    if (!rates[approval.currency]) throw new ApiError('VALIDATION_FAILED', `${approval.currency} has no exchange rate`);
    const value = { ...approval, threshold: fromMinor(this.#minor(approval.threshold, decimals, approval.currency), decimals) };
    await this.#deps.settings.write(ADJUSTMENT_APPROVAL_KEY, value);
    return value;
  }

  #minor(amount: string, decimals: number, currency: string): bigint {
    try {
      return toMinor(amount, decimals);
    } catch {
      throw new ApiError('VALIDATION_FAILED', `The amount does not fit ${currency} (${decimals} decimals)`);
    }
  }

  /** Asks for an adjustment: moved at once under the threshold, else pending for a second person. */
  async request(body: AdjustRequest, actor: OperatorActor) {
    // A member of staff says why (the four-eyes reviewer and the audit read it); automation, which
    // holds the service token, may leave it out.
    if (actor.kind === 'staff' && body.note === undefined) {
      throw new ApiError('VALIDATION_FAILED', 'note: a member of staff gives the reason for an adjustment', {
        issues: [{ path: 'note', message: 'required' }],
      });
    }
    const { ledger } = this.#deps;
    return ledger.run(async (tx) => {
      const user = await this.#deps.findUser(body.user);
      const decimals = await ledger.decimals(body.currency, tx);
      const minor = this.#minor(body.amount, decimals, body.currency);
      if (minor === 0n) throw new ApiError('VALIDATION_FAILED', 'The amount must not be zero');
      // One player's adjustments are judged one after another: two asked at once see each other.
      await sql`select pg_advisory_xact_lock(hashtext(${`wallet-adjustment:${user.id}`}))`.execute(tx);
      const approval = await this.approval();
      const reference = await this.#reference(tx, minor < 0n ? -minor : minor, body.currency, decimals, approval.currency);
      const since = await this.#recentTotal(tx, user.id, approval);
      const thresholdMinor = toMinor(approval.threshold, reference.decimals);
      const pending = reference.minor + since > thresholdMinor;
      const id = randomUUID();
      await tables(tx)
        .insertInto('wallet_adjustments')
        .values({
          id,
          user_id: user.id,
          currency: body.currency,
          amount: minor.toString(),
          kind: body.kind ?? 'cash',
          announce: body.announce ?? false,
          status: pending ? 'pending' : 'applied',
          reference_amount: reference.minor.toString(),
          reference_currency: approval.currency,
          requested_by: JSON.stringify(actor),
          requester: requesterKey(actor),
          note: body.note ?? null,
          transfer_id: null,
        })
        .execute();
      if (pending) {
        return {
          pending: true as const,
          adjustmentId: id,
          currency: body.currency,
          amount: fromMinor(minor, decimals),
          referenceAmount: fromMinor(reference.minor, reference.decimals),
          referenceCurrency: approval.currency,
        };
      }
      const moved = await this.#move(tx, { id, userId: user.id, currency: body.currency, minor, kind: body.kind ?? 'cash', decimals });
      await tables(tx).updateTable('wallet_adjustments').set({ transfer_id: moved.transactionId }).where('id', '=', id).execute();
      if (body.announce) afterCommit(tx, () => this.#announce(user.id, body.amount, body.currency));
      return { ...moved, adjustmentId: id };
    });
  }

  /** The money of an adjustment moved through the ledger, in the caller's transaction; the balance after. */
  async #move(tx: Db, adjustment: { id: string; userId: string; currency: string; minor: bigint; kind: string; decimals: number }) {
    const player = {
      type: adjustment.kind === 'operatorBonus' ? 'player_operator_bonus' : 'player_cash',
      userId: adjustment.userId,
    } as const;
    const house = { type: 'house' } as const;
    const positive = adjustment.minor > 0n;
    const { transferId } = await this.#deps.ledger.transfer(tx, {
      from: positive ? house : player,
      to: positive ? player : house,
      currency: adjustment.currency,
      amount: positive ? adjustment.minor : -adjustment.minor,
      kind: 'adjustment',
      reference: `adjustment:${adjustment.id}`,
    });
    const [row] = await this.#deps.ledger.balances(adjustment.userId, adjustment.currency, tx);
    if (!row) throw new Error('the balance row is missing after a transfer');
    return { ...balancePayload(row, adjustment.decimals), transactionId: transferId };
  }

  async #announce(userId: string, amount: string, currency: string): Promise<void> {
    await this.#deps.bus.publish(userId, {
      m: 'payment.settle',
      p: { type: amount.startsWith('-') ? 'withdraw' : 'deposit', amount: amount.replace(/^-/, ''), currency, status: 'success' },
    });
  }

  /** The size of an amount in the reference currency, in its minor units (rounded up: never smaller than it is). */
  async #reference(tx: Db, minor: bigint, currency: string, decimals: number, referenceCurrency: string) {
    const referenceDecimals = await this.#deps.ledger.decimals(referenceCurrency, tx);
    if (currency === referenceCurrency) return { minor, decimals: referenceDecimals };
    const rates = await this.#deps.rates([currency, referenceCurrency], tx);
    const from = rates[currency];
    const to = rates[referenceCurrency];
    if (!from || !to) throw new ApiError('VALIDATION_FAILED', `No exchange rate between ${currency} and ${referenceCurrency}`);
    const numerator = minor * scaledRate(to) * 10n ** BigInt(referenceDecimals);
    const denominator = scaledRate(from) * 10n ** BigInt(decimals);
    return { minor: (numerator + denominator - 1n) / denominator, decimals: referenceDecimals };
  }

  /** What the player's other adjustments of the window (applied, pending, approved) add up to in the reference currency. */
  async #recentTotal(tx: Db, userId: string, approval: AdjustmentApproval): Promise<bigint> {
    const row = await tables(tx)
      .selectFrom('wallet_adjustments')
      .select(sql<string>`coalesce(sum(reference_amount), 0)::text`.as('total'))
      .where('user_id', '=', userId)
      .where('reference_currency', '=', approval.currency)
      .where('status', 'in', ['applied', 'pending', 'approved'])
      .where(sql<boolean>`created_at > now() - make_interval(hours => ${approval.windowHours})`)
      .executeTakeFirstOrThrow();
    return BigInt(row.total);
  }

  async list(query: { status?: WalletAdjustment['status'] | undefined; limit: number }): Promise<WalletAdjustment[]> {
    let select = tables(this.#deps.db).selectFrom('wallet_adjustments').selectAll().orderBy('created_at', 'desc').limit(query.limit);
    if (query.status) select = select.where('status', '=', query.status);
    const rows = (await select.execute()) as AdjustmentRow[];
    return Promise.all(rows.map((row) => this.#view(row)));
  }

  /** A second person approves: the money moves through the ledger in the same transaction. Approving again answers the same. */
  async approve(id: string, actor: OperatorActor) {
    return this.#deps.ledger.run(async (tx) => {
      const row = await this.#lock(tx, id);
      if (row.status === 'approved' && row.transfer_id) {
        const decimals = await this.#deps.ledger.decimals(row.currency, tx);
        const [balance] = await this.#deps.ledger.balances(row.user_id, row.currency, tx);
        if (!balance) throw new Error('the balance row is missing');
        return { ...balancePayload(balance, decimals), transactionId: row.transfer_id, adjustment: await this.#view(row) };
      }
      this.#decidable(row, actor);
      const decimals = await this.#deps.ledger.decimals(row.currency, tx);
      const minor = BigInt(row.amount);
      const moved = await this.#move(tx, { id: row.id, userId: row.user_id, currency: row.currency, minor, kind: row.kind, decimals });
      const decided = await this.#decide(tx, id, { status: 'approved', actor, transferId: moved.transactionId });
      if (row.announce) afterCommit(tx, () => this.#announce(row.user_id, fromMinor(minor, decimals), row.currency));
      return { ...moved, adjustment: await this.#view(decided) };
    });
  }

  async reject(id: string, reason: string, actor: OperatorActor) {
    return this.#deps.ledger.run(async (tx) => {
      const row = await this.#lock(tx, id);
      this.#decidable(row, actor);
      const decided = await this.#decide(tx, id, { status: 'rejected', actor, reason });
      return { adjustment: await this.#view(decided) };
    });
  }

  async #lock(tx: Db, id: string): Promise<AdjustmentRow> {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
    const row = uuid
      ? ((await tables(tx).selectFrom('wallet_adjustments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()) as
          AdjustmentRow | undefined)
      : undefined;
    if (!row) throw new ApiError('ADJUSTMENT_NOT_FOUND', 'No adjustment has this id');
    return row;
  }

  #decidable(row: AdjustmentRow, actor: OperatorActor): void {
    if (row.status !== 'pending') throw new ApiError('ADJUSTMENT_ALREADY_DECIDED', `This adjustment is ${row.status}`);
    if (row.requester === requesterKey(actor))
      throw new ApiError('ADJUSTMENT_OWN_REQUEST', 'A second person must decide this adjustment, not the one who asked for it');
  }

  async #decide(
    tx: Db,
    id: string,
    decision: { status: 'approved' | 'rejected'; actor: OperatorActor; transferId?: string; reason?: string },
  ): Promise<AdjustmentRow> {
    return (await tables(tx)
      .updateTable('wallet_adjustments')
      .set({
        status: decision.status,
        decided_by: JSON.stringify(decision.actor),
        decided_at: new Date(),
        ...(decision.transferId ? { transfer_id: decision.transferId } : {}),
        ...(decision.reason ? { reason: decision.reason } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()) as AdjustmentRow;
  }

  async #view(row: AdjustmentRow): Promise<WalletAdjustment> {
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as OperatorActor;
    const decimals = await this.#deps.ledger.decimals(row.currency);
    const referenceDecimals = await this.#deps.ledger.decimals(row.reference_currency);
    return {
      id: row.id,
      userId: row.user_id,
      currency: row.currency,
      amount: fromMinor(BigInt(row.amount), decimals),
      kind: row.kind,
      status: row.status,
      referenceAmount: fromMinor(BigInt(row.reference_amount), referenceDecimals),
      referenceCurrency: row.reference_currency,
      requestedBy: json(row.requested_by),
      requestedAt: row.created_at.toISOString(),
      decidedBy: row.decided_by ? json(row.decided_by) : null,
      decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
      reason: row.reason,
      note: row.note,
      transactionId: row.transfer_id,
    };
  }
}
