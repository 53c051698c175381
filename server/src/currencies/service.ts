import type { Currency } from '@app/contract';
import type { Db } from '../db/database.ts';
import type { CurrencyRow } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { trimDecimal } from '../platform/money.ts';
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

/** The currencies the platform knows and their exchange rates. */
export class Currencies {
  readonly #repository: CurrenciesRepository;

  constructor(repository: CurrenciesRepository) {
    this.#repository = repository;
  }

  /** Every currency, in the operator's order. */
  async list(): Promise<Currency[]> {
    return (await this.#repository.list()).map(toCurrency);
  }

  /** The codes of the enabled currencies (hidden ones too): a player has a balance in each. */
  async enabledCodes(executor?: Db): Promise<string[]> {
    return (await this.#repository.list(executor)).filter((row) => row.aggregated_enabled).map((row) => row.code);
  }

  async get(code: string, executor?: Db): Promise<Currency | undefined> {
    const row = await this.#repository.find(code, executor);
    return row ? toCurrency(row) : undefined;
  }

  /** A currency a player may hold: enabled and not hidden (spec section 5). */
  async isPlayable(code: string): Promise<boolean> {
    const currency = await this.get(code);
    return !!currency && currency.aggregatedEnabled && !currency.aggregatedHidden;
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
      rates[row.currency] = trimDecimal(row.rate);
      if (row.updated_at > updatedAt) updatedAt = row.updated_at;
    }
    if (codes.length === 0 || codes.includes(base)) rates[base] = '1';
    return { rates, updatedAt: updatedAt.toISOString() };
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
