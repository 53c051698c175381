import { randomBytes, randomUUID } from 'node:crypto';
import {
  fromMinor,
  toMinor,
  visibleCurrencies,
  type Currency,
  type OperatorPaymentChannel,
  type OperatorRequest,
  type PaymentChannel,
} from '@app/contract';
import type { Currencies } from '../currencies/index.ts';
import { ApiError } from '../http/errors.ts';
import { channelsRepository, type AddressFormat, type ChannelRow, type ChannelsDb } from './repository.ts';

export interface ChannelFilter {
  currency?: string | undefined;
  direction: PaymentChannel['direction'];
  kind?: PaymentChannel['kind'] | undefined;
}

/** A player's stable deposit address on a bank_transfer channel. */
export interface PaymentAddress {
  address: string;
  memo: string | null;
  currency: string;
  channelId: string;
}

const BASE32 = 'abcdefghijkmnpqrstuvwxyz23456789';

function randomCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => BASE32[byte % BASE32.length]).join('');
}

/** A new address in the channel's format: a PIX random key (a UUID) or a UPI-style virtual address. */
function newAddress(format: AddressFormat): string {
  return format === 'pix_key' ? randomUUID() : `luckyreef.${randomCode(10)}@demopay`;
}

/** A reference of eight digits the player adds to the transfer, on a channel that needs one. */
function newMemo(): string {
  return String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0');
}

function notAvailable(): ApiError {
  return new ApiError('CHANNEL_NOT_AVAILABLE', 'This payment method is not available');
}

function invalid(path: string, message: string): ApiError {
  return new ApiError('VALIDATION_FAILED', `${path}: ${message}`, { issues: [{ path, message }] });
}

type ChannelChange = OperatorRequest<'/operator/payment-channels/set'>;

/**
 * The slots a group's channels take, in order: their own sort orders, made strictly increasing, so
 * that a channel moved takes the place of another and the groups of other currencies keep theirs.
 */
function slotsOf(group: readonly ChannelRow[]): number[] {
  const slots: number[] = [];
  for (const row of group) slots.push(slots.length === 0 ? row.sort_order : Math.max(row.sort_order, slots.at(-1)! + 1));
  return slots;
}

/**
 * The ways to deposit and withdraw: the enabled channels of the visible currencies, with their
 * limits, fees and quick amounts; and each player's stable deposit address on a bank transfer channel.
 * A currency the operator has hidden (still enabled) keeps its withdrawal channels for a player who
 * asks for them by currency, so that a balance left in it can be taken out; nothing is paid into it.
 */
export class PaymentChannels {
  readonly #db: ChannelsDb;
  readonly #currencies: Pick<Currencies, 'list'>;

  constructor(db: ChannelsDb, currencies: Pick<Currencies, 'list'>) {
    this.#db = db;
    this.#currencies = currencies;
  }

  async #visible(): Promise<Map<string, Currency>> {
    return new Map(visibleCurrencies(await this.#currencies.list()).map((currency) => [currency.currency, currency]));
  }

  /** The currencies a channel of this direction may be used in: the visible ones, and the hidden ones to withdraw from. */
  async #usable(direction: PaymentChannel['direction']): Promise<Map<string, Currency>> {
    if (direction === 'deposit') return this.#visible();
    const enabled = (await this.#currencies.list()).filter((currency) => currency.aggregatedEnabled);
    return new Map(enabled.map((currency) => [currency.currency, currency]));
  }

  /** Every currency the platform knows (hidden and disabled ones too), by code. */
  async #known(): Promise<Map<string, Currency>> {
    return new Map((await this.#currencies.list()).map((currency) => [currency.currency, currency]));
  }

  /** An amount of a change in minor units (a safe integer), or undefined when it is left out. */
  #minor(text: string | undefined, field: 'minAmount' | 'maxAmount', currency: Currency): number | undefined {
    if (text === undefined) return undefined;
    let minor: bigint;
    try {
      minor = toMinor(text, currency.decimals);
    } catch {
      throw invalid(field, `at most ${currency.decimals} decimals in ${currency.currency}`);
    }
    if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid(field, 'too large');
    return Number(minor);
  }

  /** The channel as players see it (less its quick amounts), with what only the operator reads. */
  #toOperator(row: ChannelRow, currency: Currency, position: number): OperatorPaymentChannel {
    const { quickAmounts: _quickAmounts, ...channel } = this.#toChannel(row, currency);
    return { ...channel, decimals: currency.decimals, enabled: row.enabled, position };
  }

  #toChannel(row: ChannelRow, currency: Currency): PaymentChannel {
    const money = (minor: number) => fromMinor(BigInt(minor), currency.decimals);
    return {
      channelId: row.id,
      name: row.name,
      kind: row.kind,
      direction: row.direction,
      currency: row.currency,
      minAmount: money(row.min_amount),
      maxAmount: money(row.max_amount),
      feePercent: row.fee_percent,
      feeFixed: money(row.fee_fixed),
      quickAmounts: row.quick_amounts.filter((amount) => amount >= row.min_amount && amount <= row.max_amount).map(money),
      eta: row.eta,
    };
  }

  /** The available channels of a direction (of one currency and one kind, when given), in the operator's order. */
  async list(filter: ChannelFilter): Promise<PaymentChannel[]> {
    // Every visible currency's, or the one asked for (a hidden one too when withdrawing from it).
    const usable = filter.currency ? await this.#usable(filter.direction) : await this.#visible();
    const currencies = filter.currency ? [filter.currency].filter((code) => usable.has(code)) : [...usable.keys()];
    const rows = await channelsRepository.list(this.#db, { direction: filter.direction, currencies, kind: filter.kind });
    return rows.map((row) => this.#toChannel(row, usable.get(row.currency) as Currency));
  }

  async page(filter: ChannelFilter & { page: number; pageSize: number }) {
    const all = await this.list(filter);
    const start = (filter.page - 1) * filter.pageSize;
    return { list: all.slice(start, start + filter.pageSize), page: filter.page, pageSize: filter.pageSize, total: all.length };
  }

  /** A channel a player may use now (enabled, in a visible currency, or withdrawing from a hidden one); undefined otherwise. */
  async get(channelId: string): Promise<PaymentChannel | undefined> {
    const row = await channelsRepository.find(this.#db, channelId);
    if (!row?.enabled) return undefined;
    const currency = (await this.#usable(row.direction)).get(row.currency);
    return currency ? this.#toChannel(row, currency) : undefined;
  }

  /**
   * The player's deposit address on a bank transfer channel: made on the first ask, the same on every
   * later one (two first asks at once agree), unique to the player, the currency and the channel.
   */
  async address(userId: string, currency: string, channelId: string): Promise<PaymentAddress> {
    const row = await channelsRepository.find(this.#db, channelId);
    const format = row?.address_format;
    if (!row?.enabled || !format || row.direction !== 'deposit' || row.currency !== currency || !(await this.#visible()).has(currency)) {
      throw notAvailable();
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const existing = await channelsRepository.addressOf(this.#db, userId, currency, channelId);
      if (existing) return { address: existing.address, memo: existing.memo, currency, channelId };
      await channelsRepository.insertAddress(this.#db, {
        user_id: userId,
        currency,
        channel_id: channelId,
        address: newAddress(format),
        memo: row.memo_required ? newMemo() : null,
      });
    }
    throw new Error('No free deposit address after 5 attempts');
  }

  /** Every channel as the operator manages it: both directions, every currency the platform knows, disabled ones too. */
  async all(): Promise<OperatorPaymentChannel[]> {
    const known = await this.#known();
    const positions = new Map<string, number>();
    return (await channelsRepository.all(this.#db)).flatMap((row) => {
      const currency = known.get(row.currency);
      if (!currency) return [];
      const group = `${row.currency} ${row.direction}`;
      const position = (positions.get(group) ?? 0) + 1;
      positions.set(group, position);
      return [this.#toOperator(row, currency, position)];
    });
  }

  /**
   * Changes one channel: enabled, its limits (in its currency, within its decimals, min ≤ max) and its
   * position among the channels of its currency and direction. Players' next calls read it: the list
   * of channels and the checks of a deposit or a withdrawal read the rows, kept nowhere else.
   */
  async change(request: ChannelChange): Promise<OperatorPaymentChannel> {
    const known = await this.#known();
    return this.#db.transaction().execute(async (tx) => {
      const found = await channelsRepository.find(tx, request.channelId);
      if (!found) throw invalid('channelId', `there is no payment channel ${request.channelId}`);
      const currency = known.get(request.currency);
      if (!currency) throw invalid('currency', `${request.currency} is not a currency of the platform`);
      if (found.currency !== request.currency) throw invalid('currency', `${request.channelId} is a channel in ${found.currency}`);
      const group = await channelsRepository.groupForUpdate(tx, found.currency, found.direction);
      const row = group.find((entry) => entry.id === found.id) ?? found;
      const min = this.#minor(request.minAmount, 'minAmount', currency) ?? row.min_amount;
      const max = this.#minor(request.maxAmount, 'maxAmount', currency) ?? row.max_amount;
      if (min > max) {
        throw invalid(request.minAmount !== undefined ? 'minAmount' : 'maxAmount', 'the smallest amount is above the largest');
      }
      if (request.position !== undefined && request.position > group.length) {
        throw invalid('position', `from 1 to ${group.length} among the ${found.direction} channels in ${found.currency}`);
      }
      await channelsRepository.update(tx, row.id, {
        ...(request.enabled !== undefined ? { enabled: request.enabled } : {}),
        ...(min !== row.min_amount ? { min_amount: min } : {}),
        ...(max !== row.max_amount ? { max_amount: max } : {}),
      });
      const order = group.filter((entry) => entry.id !== row.id);
      order.splice((request.position ?? group.indexOf(row) + 1) - 1, 0, row);
      const slots = slotsOf(group);
      for (const [index, entry] of order.entries()) {
        if (entry.sort_order !== slots[index]) await channelsRepository.update(tx, entry.id, { sort_order: slots[index] });
      }
      const changed = await channelsRepository.find(tx, row.id);
      return this.#toOperator(changed ?? row, currency, order.indexOf(row) + 1);
    });
  }

  /** Whose deposit address this is (an incoming transfer names only the address). */
  async ownerOfAddress(address: string): Promise<{ userId: string; currency: string; channelId: string } | undefined> {
    const row = await channelsRepository.byAddress(this.#db, address.trim().toLowerCase());
    return row ? { userId: row.user_id, currency: row.currency, channelId: row.channel_id } : undefined;
  }
}
