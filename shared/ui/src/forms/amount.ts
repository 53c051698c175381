import { compareDecimal } from '@app/contract/money';
import { z } from 'zod';
import { messageKey } from './messages.ts';

/** The decimal mark of a language ("." in English and Hindi, "," in Vietnamese, Portuguese, Spanish, Turkish). */
export function decimalSeparator(language: string): string {
  try {
    return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/**
 * What the player typed, as a plain decimal ("1234.5"): digits of any script, and the first "."
 * or "," as the decimal point (a phone's keypad offers the mark of its own language, which may not
 * be the page's). Later marks, spaces and other characters are dropped, and fraction digits stop
 * at the currency's decimals: with none, a mark is taken as grouping ("10.000" dong is 10000).
 * A trailing point is kept while the player is typing ("12.").
 */
export function normaliseAmount(typed: string, decimals: number): string {
  let whole = '';
  let fraction: string | null = null;
  for (const char of typed.normalize('NFKC')) {
    const digit = toAsciiDigit(char);
    if (digit !== null) {
      if (fraction === null) whole += digit;
      else if (fraction.length < decimals) fraction += digit;
    } else if ((char === '.' || char === ',' || char === '٫') && fraction === null && decimals > 0) {
      fraction = '';
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction !== null && whole === '') whole = '0';
  return fraction === null ? whole : `${whole}.${fraction}`;
}

function toAsciiDigit(char: string): string | null {
  if (char >= '0' && char <= '9') return char;
  if (!/\p{Nd}/u.test(char)) return null;
  // Unicode lays each script's digits out 0 to 9 in runs of ten: the distance from the run's start is the value.
  const code = char.codePointAt(0) ?? 0;
  let start = code;
  while (/\p{Nd}/u.test(String.fromCodePoint(start - 1))) start -= 1;
  return String((code - start) % 10);
}

/** A plain decimal written with the language's mark, for the field ("12.5" → "12,5"). */
export function displayAmount(value: string, language: string): string {
  return value.replace('.', decimalSeparator(language));
}

/** Compares two plain decimals exactly (no binary floats): -1, 0 or 1 (the contract's compareDecimal). */
export function compareAmounts(a: string, b: string): number {
  return compareDecimal(a, b);
}

export interface AmountRules {
  /** The currency code, used to format the limits in messages. */
  currency: string;
  /** The currency's fraction digits (2 for USD, 0 for VND and JPY, 8 for BTC). */
  decimals: number;
  /** The channel's smallest amount, inclusive (a plain decimal). */
  min?: string | undefined;
  /** The channel's largest amount, inclusive (a plain decimal). */
  max?: string | undefined;
}

const PLAIN_DECIMAL = /^\d{1,18}(\.\d*)?$/;

/**
 * An amount of money as the form holds it (a plain decimal string): required, no more fraction
 * digits than the currency has, within the channel's limits. Its output is the platform's money
 * format ("125.5", no trailing point), so the same schema can check the request on the server.
 */
export function amountSchema({ currency, decimals, min, max }: AmountRules) {
  const money = (amount: string) => ({ money: amount, currency, decimals });
  return z
    .string()
    .trim()
    .min(1, messageKey('forms.errors.amountRequired'))
    .regex(PLAIN_DECIMAL, messageKey('forms.errors.amountFormat'))
    .refine((value) => (value.split('.')[1] ?? '').length <= decimals, {
      error: decimals === 0 ? messageKey('forms.errors.amountWhole') : messageKey('forms.errors.amountDecimals', { decimals }),
    })
    .refine((value) => /[1-9]/.test(value), { error: messageKey('forms.errors.amountRequired') })
    .refine((value) => min === undefined || compareAmounts(value, min) >= 0, {
      error: messageKey('forms.errors.amountMin', { amount: money(min ?? '0') }),
      abort: true,
    })
    .refine((value) => max === undefined || compareAmounts(value, max) <= 0, {
      error: messageKey('forms.errors.amountMax', { amount: money(max ?? '0') }),
    })
    .transform((value) => value.replace(/\.$/, ''));
}
