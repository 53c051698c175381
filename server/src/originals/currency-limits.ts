import { fromMinor, type Currency } from '@app/contract';
import { convertLimits, type Currencies } from '../currencies/index.ts';
import type { Db } from '../db/database.ts';
import { ApiError, minorUnitsOf } from '../http/errors.ts';
import { originalsRepository, type LimitRow } from './repository.ts';

/** The limits every currency starts with, in US dollars; other currencies get them through their rate. */
const USD_LIMITS = { min_bet: 0.1, max_bet: 1000, max_win: 100_000 } as const;

/** One currency's limits from the US dollar ones at `rate` units per dollar. */
export function limitsFor(currency: Pick<Currency, 'currency' | 'decimals'>, rate: number): LimitRow {
  return { currency: currency.currency, ...convertLimits(USD_LIMITS, currency, rate) };
}

/** Adds the limits of every currency that has none yet (one with no exchange rate is left out); never overwrites. */
export async function seedLimits(db: Db, currencies: Pick<Currencies, 'listWithRates'>): Promise<void> {
  const rows = (await currencies.listWithRates()).map(({ currency, rate }) => limitsFor(currency, rate));
  await originalsRepository.insertMissingLimits(db, rows);
}

/** A stake in minor units, inside its currency's limits. */
export interface Stake {
  currency: string;
  amount: bigint;
  decimals: number;
  maxWin: bigint;
}

/** Reads a stake and checks it against the currency's bet limits (AMOUNT_BELOW_MINIMUM, AMOUNT_ABOVE_MAXIMUM). */
export function checkStake(limit: LimitRow | undefined, decimals: number, request: { currency: string; amount: string }): Stake {
  if (!limit) throw new ApiError('CURRENCY_NOT_AVAILABLE', `The originals are not played in ${request.currency}`);
  const amount = minorUnitsOf(request.amount, decimals);
  const { currency } = request;
  if (amount < BigInt(limit.min_bet)) {
    const minAmount = fromMinor(BigInt(limit.min_bet), decimals);
    throw new ApiError('AMOUNT_BELOW_MINIMUM', `The smallest bet is ${minAmount} ${currency}`, { minAmount, currency });
  }
  if (amount > BigInt(limit.max_bet)) {
    const maxAmount = fromMinor(BigInt(limit.max_bet), decimals);
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', `The largest bet is ${maxAmount} ${currency}`, { maxAmount, currency });
  }
  return { currency, amount, decimals, maxWin: BigInt(limit.max_win) };
}

/** Refuses a bet that could pay more than one bet may win (GAME_MAX_WIN_EXCEEDED). */
export function checkMaxWin(stake: Stake, potentialPayout: bigint): void {
  if (potentialPayout > stake.maxWin) {
    const maxWin = fromMinor(stake.maxWin, stake.decimals);
    throw new ApiError('GAME_MAX_WIN_EXCEEDED', `One bet may win at most ${maxWin} ${stake.currency}`, {
      maxWin,
      currency: stake.currency,
    });
  }
}
