// Money as players read it: one formatter for every amount the product shows, in the player's
// language, with each currency's own decimals. Amounts are never binary floats on the way in:
// integers are minor units (cents, đồng), strings are exact decimals in the major unit ("12.50").
import type { Currency, ExchangeRates } from '@app/contract';
import { fromMinor } from '@app/contract/money';
import { numberFormat } from '@app/i18n/formats';

/** Integer minor units (number or bigint), or an exact decimal string in the major unit. */
export type MoneyAmount = number | bigint | string;

export interface MoneyFormatOptions {
  /** A BCP 47 language tag; the player's language by default in the hook. */
  locale?: string;
  /** The currency's decimals; by default those of the currency list, else Intl's own digits. */
  decimals?: number;
  /** `symbol` ($125.00, 125.000 ₫) or `code` (125.00 USD, for lists of several currencies). */
  display?: 'symbol' | 'code';
  /** Show a + in front of amounts above zero (winnings, credits). */
  signed?: boolean;
}

/** The base of the exchange rates the platform answers (units of each currency per one USD). */
export const RATE_BASE_CURRENCY = 'USD';

const formatter = numberFormat;

/** Whether Intl knows the code as a currency (three letters: ISO 4217 shape). */
function isIsoCode(currency: string): boolean {
  return /^[A-Z]{3}$/.test(currency);
}

/** The digits Intl gives a currency (VND 0, USD 2, BHD 3); 2 for codes it cannot format. */
export function currencyDigits(currency: string): number {
  if (!isIsoCode(currency)) return 2;
  return formatter('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

function toDecimalString(amount: MoneyAmount, decimals: number): `${number}` {
  if (typeof amount === 'string') {
    const trimmed = amount.trim();
    return (/^[-+]?\d+(\.\d+)?$/.test(trimmed) ? trimmed : '0') as `${number}`;
  }
  return fromMinor(typeof amount === 'bigint' ? amount : BigInt(Math.trunc(amount)), decimals) as `${number}`;
}

export interface MoneyParts {
  /** The number as the language writes it, with the symbol when `display` is `symbol`. */
  amount: string;
  /** The currency code to show after the number (display `code`, or a code Intl does not know). */
  code: string;
}

/** The pieces of a formatted amount, for components that style the code apart. */
export function formatMoneyParts(amount: MoneyAmount, currency: string, options: MoneyFormatOptions = {}): MoneyParts {
  const { locale = 'en', display = 'symbol', signed = false } = options;
  const decimals = options.decimals ?? currencyDigits(currency);
  const value = toDecimalString(amount, decimals);
  const digits = { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  const signDisplay = signed ? ('exceptZero' as const) : ('auto' as const);
  if (display === 'symbol' && isIsoCode(currency)) {
    // The narrow symbol: ₺ and ₫ in every language, never "TRY 0.00" where a language has no symbol of its own.
    const style = { style: 'currency', currency, currencyDisplay: 'narrowSymbol', signDisplay, ...digits } as const;
    return { amount: formatter(locale, style).format(value), code: '' };
  }
  return { amount: formatter(locale, { style: 'decimal', signDisplay, ...digits }).format(value), code: currency };
}

/**
 * Formats an amount: `formatMoney(1250, 'USD')` is "$12.50", `formatMoney('25400', 'VND',
 * { locale: 'vi' })` is "25.400 ₫", `formatMoney('125', 'USD', { display: 'code' })` is
 * "125.00 USD". Integers are minor units; strings are decimals in the major unit.
 */
export function formatMoney(amount: MoneyAmount, currency: string, options: MoneyFormatOptions = {}): string {
  const parts = formatMoneyParts(amount, currency, options);
  return parts.code ? `${parts.amount}\u00a0${parts.code}` : parts.amount;
}

/**
 * A percentage (12.5 is 12.5 %) as the language writes it: "12.5%" in English, "%12,5" in Turkish,
 * "12,5 %" in Spanish; at most two decimals unless `maximumFractionDigits` says otherwise.
 */
export function formatPercent(value: number, locale = 'en', options: { maximumFractionDigits?: number } = {}): string {
  const { maximumFractionDigits = 2 } = options;
  return formatter(locale, { style: 'percent', maximumFractionDigits }).format(value / 100);
}

/** A currency's decimals from the platform's list, else Intl's own digits for it. */
export function decimalsOf(currency: string, list: readonly Pick<Currency, 'currency' | 'decimals'>[]): number {
  return list.find((entry) => entry.currency === currency)?.decimals ?? currencyDigits(currency);
}

/**
 * An amount in another currency with the platform's exchange rates (units of each currency per one
 * unit of the base), rounded to the target's decimals: for totals shown in the display currency.
 * Null when a rate is missing, so a page never shows a made-up total.
 */
export function convertMoney(
  amount: string,
  from: string,
  to: string,
  rates: ExchangeRates,
  options: { decimals?: number; base?: string; round?: 'nearest' | 'up' } = {},
): string | null {
  const { base = RATE_BASE_CURRENCY, round = 'nearest' } = options;
  const decimals = options.decimals ?? currencyDigits(to);
  const rate = (currency: string) => (currency === base ? 1 : Number(rates[currency]));
  const fromRate = rate(from);
  const toRate = rate(to);
  const value = Number(amount);
  if (!Number.isFinite(value) || !(fromRate > 0) || !(toRate > 0)) return null;
  if (from === to) return value.toFixed(decimals);
  const converted = (value / fromRate) * toRate;
  if (round === 'up') {
    // Up to the currency's next minor unit (what is still owed is never shown a cent short); the
    // tolerance keeps an exact amount that floats read a hair above from going a unit up.
    const scale = 10 ** decimals;
    return (Math.ceil(converted * scale - 1e-6) / scale).toFixed(decimals);
  }
  return converted.toFixed(decimals);
}

/** The sum of amounts in several currencies, in one currency; null when any rate is missing. */
export function totalIn(
  entries: readonly { amount: string; currency: string }[],
  to: string,
  rates: ExchangeRates,
  options: { decimals?: number; base?: string } = {},
): string | null {
  const decimals = options.decimals ?? currencyDigits(to);
  let total = 0;
  for (const entry of entries) {
    const converted = convertMoney(entry.amount, entry.currency, to, rates, { ...options, decimals: 8 });
    if (converted === null) return null;
    total += Number(converted);
  }
  return total.toFixed(decimals);
}
