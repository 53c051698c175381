import { trimZeros, type Currency } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { CurrencyRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { CurrenciesRepository } from './repository.ts';

/** Exchange rates are kept against this currency. */
export const BASE_CURRENCY = 'USD';

function toCurrency(row: CurrencyRow): Currency {
  return {
    currency: row.code,
    name: row.name,
    decimals: row.decimals,
    aggregatedEnabled: row.aggregated_enabled,
    aggregatedHidden: row.aggregated_hidden,
  };
}

/**
 * How long an instance keeps the list of currencies. The list is written only when the platform
 * seeds it as it starts, so an instance sees a currency that a newer instance added within this time.
 */
export const CURRENCIES_MAX_AGE_MS = 30_000;

interface KeptCurrencies {
  currencies: Promise<Currency[]>;
  loadedAt: number;
  /** The list once it has been read. */
  read?: Currency[];
}

/** The currencies the platform knows and their exchange rates. */
export class Currencies {
  readonly #repository: CurrenciesRepository;
  #cached: KeptCurrencies | undefined;

  constructor(repository: CurrenciesRepository) {
    this.#repository = repository;
  }

  /** Every currency, in the operator's order (read once per CURRENCIES_MAX_AGE_MS: every balance call asks). */
  list(): Promise<Currency[]> {
    const fresh = this.#fresh();
    if (fresh) return fresh;
    const now = Date.now();
    // Shared by every caller until it is read again: frozen, so that no caller changes it for the others.
    const currencies = this.#repository
      .list()
      .then((rows) => Object.freeze(rows.map((row) => Object.freeze(toCurrency(row)))) as Currency[]);
    const entry: KeptCurrencies = { currencies, loadedAt: now };
    this.#cached = entry;
    currencies.then(
      (read) => void (entry.read = read),
      // A failed read is not kept.
      () => {
        if (this.#cached === entry) this.#cached = undefined;
      },
    );
    return entry.currencies;
  }

  /** The list kept, while it is fresh; else nothing. */
  #fresh(): Promise<Currency[]> | undefined {
    const cached = this.#cached;
    return cached && Date.now() - cached.loadedAt < CURRENCIES_MAX_AGE_MS ? cached.currencies : undefined;
  }

  /** The codes of the enabled currencies (hidden ones too): a player has a balance in each. */
  async enabledCodes(executor?: Db): Promise<string[]> {
    return (await this.#repository.list(executor)).filter((row) => row.aggregated_enabled).map((row) => row.code);
  }

  /**
   * One currency, from the list an instance keeps. Inside a transaction (executor) only a list
   * already read is used: reading it, or waiting for a read, outside the transaction could wait on
   * the connection the transaction holds. A currency the list does not have is looked up.
   */
  async get(code: string, executor?: Db): Promise<Currency | undefined> {
    const kept = executor ? this.#fresh() && this.#cached?.read : await this.list();
    const known = kept?.find((currency) => currency.currency === code);
    if (known) return known;
    const row = await this.#repository.find(code, executor);
    return row ? toCurrency(row) : undefined;
  }

  /** A currency a player may hold: enabled and not hidden (spec section 5). */
  async isPlayable(code: string, executor?: Db): Promise<boolean> {
    const currency = await this.get(code, executor);
    return !!currency && currency.aggregatedEnabled && !currency.aggregatedHidden;
  }

  /**
   * Bets are taken only in a currency players may hold (enabled and not hidden): a balance left in a
   * currency the operator has hidden or disabled can be withdrawn, never bet (CURRENCY_BETTING_CLOSED).
   * Inside a transaction, pass it as the executor (see get).
   */
  async assertOpenForBets(code: string, executor?: Db): Promise<void> {
    if (!(await this.isPlayable(code, executor))) {
      throw new ApiError('CURRENCY_BETTING_CLOSED', `Bets are not taken in ${code}; what is held in it can be withdrawn`, {
        currency: code,
      });
    }
  }

  /** Units of each currency per one unit of the base currency; the base itself is 1. */
  async exchangeRates(
    base: string,
    codes: readonly string[],
    executor?: Db,
  ): Promise<{ rates: Record<string, string>; updatedAt: string }> {
    const rows = await this.#repository.rates(base, codes, executor);
    const rates: Record<string, string> = {};
    let updatedAt = new Date(0);
    for (const row of rows) {
      rates[row.currency] = trimZeros(row.rate);
      if (row.updated_at > updatedAt) updatedAt = row.updated_at;
    }
    if (codes.length === 0 || codes.includes(base)) rates[base] = '1';
    return { rates, updatedAt: updatedAt.toISOString() };
  }

  /** Every currency the platform knows, with its rate (units per one of the base currency); one with no rate is left out. */
  async listWithRates(): Promise<Array<{ currency: Currency; rate: number }>> {
    const known = await this.list();
    const { rates } = await this.exchangeRates(
      BASE_CURRENCY,
      known.map((currency) => currency.currency),
    );
    return known.flatMap((currency) => {
      const rate = Number(rates[currency.currency]);
      return rate > 0 ? [{ currency, rate }] : [];
    });
  }

  async setExchangeRates(base: string, rates: Record<string, string>): Promise<void> {
    const known = new Set((await this.list()).map((c) => c.currency));
    for (const code of [base, ...Object.keys(rates)]) {
      if (!known.has(code)) throw new ApiError('CURRENCY_NOT_AVAILABLE', `Unknown currency ${code}`);
    }
    await this.#repository.setRates(
      base,
      Object.entries(rates).filter(([currency]) => currency !== base),
    );
  }
}
