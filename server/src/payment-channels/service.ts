import { randomBytes, randomUUID } from 'node:crypto';
import { fromMinor, visibleCurrencies, type Currency, type PaymentChannel } from '@app/contract';
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

  /** Whose deposit address this is (an incoming transfer names only the address). */
  async ownerOfAddress(address: string): Promise<{ userId: string; currency: string; channelId: string } | undefined> {
    const row = await channelsRepository.byAddress(this.#db, address.trim().toLowerCase());
    return row ? { userId: row.user_id, currency: row.currency, channelId: row.channel_id } : undefined;
  }
}
