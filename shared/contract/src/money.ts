// Money for the platform and every area: amounts are kept in integer minor units (cents, đồng,
// satoshi) as bigint and travel as exact decimal strings in the major unit ("12.50"); never a
// binary float. A currency's decimals say how many minor units make one major unit.
//
// This module imports nothing, so the page's first script may take it without loading zod.

/** How a result between two minor units is kept: toward zero (`down`) or away from it (`up`). */
export type Rounding = 'down' | 'up';

export interface ToMinorOptions {
  /** Cut fraction digits past the currency's decimals (toward zero) instead of refusing the amount. */
  truncate?: boolean;
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

function pow10(digits: number): bigint {
  return 10n ** BigInt(digits);
}

function digitsToMinor(sign: string, whole: string, fraction: string, decimals: number, options: ToMinorOptions, amount: string) {
  if (!options.truncate && fraction.replace(/0+$/, '').length > decimals) {
    throw new RangeError(`${amount} has more than ${decimals} decimals`);
  }
  const minor = BigInt(whole) * pow10(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return sign ? -minor : minor;
}

/**
 * A decimal string in the major unit as integer minor units: "12.5" with 2 decimals is 1250n,
 * "-3" is -300n. Strict: a RangeError for anything but digits with an optional minus and point
 * ("1e3", " 5", "12.", "") and for more fraction digits than the currency has ("1.005" with 2),
 * unless `truncate` cuts them.
 */
export function toMinor(amount: string, decimals: number, options: ToMinorOptions = {}): bigint {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError(`Not a decimal amount: ${amount}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  return digitsToMinor(sign, whole, fraction, decimals, options, amount);
}

/** As toMinor, but null where toMinor throws. */
export function parseMinor(amount: string, decimals: number, options: ToMinorOptions = {}): bigint | null {
  try {
    return toMinor(amount, decimals, options);
  } catch {
    return null;
  }
}

/**
 * An amount as a player types it (digits and one point, a trailing point while typing: "12.")
 * in minor units, fraction digits past the currency's cut; null when it is not such an amount.
 */
export function typedToMinor(typed: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(typed);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return digitsToMinor('', whole, fraction, decimals, { truncate: true }, typed);
}

/** Integer minor units as a decimal string with the currency's decimals: 1250n with 2 is "12.50", -5n is "-0.05". */
export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A decimal string without the fraction's trailing zeros: "0.920000000000" is "0.92", "25400.00" is "25400". */
export function trimZeros(decimal: string): string {
  return decimal.includes('.') ? decimal.replace(/0+$/, '').replace(/\.$/, '') : decimal;
}

/** How many fraction digits a decimal string is written with ("12.50" has 2, "12" and "12." none). */
export function fractionDigits(decimal: string): number {
  return decimal.split('.')[1]?.length ?? 0;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareMinor(a: bigint, b: bigint): -1 | 0 | 1 {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** The smallest of some amounts in minor units. */
export function minMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((min, value) => (value < min ? value : min), first);
}

/** The largest of some amounts in minor units. */
export function maxMinor(first: bigint, ...rest: bigint[]): bigint {
  return rest.reduce((max, value) => (value > max ? value : max), first);
}

/** A decimal string at `scale` fraction digits, leniently: a typed trailing point is allowed, and anything else counts as zero. */
function lenientMinor(amount: string, scale: number): bigint {
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || !/\d/.test(amount)) return 0n;
  const [, sign = '', whole = '', fraction = ''] = match;
  return digitsToMinor(sign, whole || '0', fraction, scale, { truncate: true }, amount);
}

/** Two decimal strings as minor units at the finer of their two scales. */
function common(a: string, b: string): { a: bigint; b: bigint; scale: number } {
  const scale = Math.max(fractionDigits(a.trim()), fractionDigits(b.trim()));
  return { a: lenientMinor(a, scale), b: lenientMinor(b, scale), scale };
}

/**
 * Two decimal strings compared exactly (no floats): -1, 0 or 1. A typed trailing point is read
 * ("12." is 12), and a string that is not a decimal counts as zero.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const values = common(a, b);
  return compareMinor(values.a, values.b);
}

/** a + b exactly, written with the finer of their scales ("0.1" + "0.25" is "0.35"); not a decimal counts as zero. */
export function addDecimal(a: string, b: string): string {
  const values = common(a, b);
  return fromMinor(values.a + values.b, values.scale);
}

/** a − b exactly, written with the finer of their scales; not a decimal counts as zero. */
export function subtractDecimal(a: string, b: string): string {
  const values = common(a, b);
  return fromMinor(values.a - values.b, values.scale);
}

/** Whether a decimal string is above zero (not a decimal is not). */
export function isPositive(amount: string): boolean {
  return compareDecimal(amount, '0') > 0;
}

/** The smaller of two decimal strings (the first when they are equal). */
export function minDecimal(a: string, b: string): string {
  return compareDecimal(a, b) <= 0 ? a : b;
}

/** The larger of two decimal strings (the first when they are equal). */
export function maxDecimal(a: string, b: string): string {
  return compareDecimal(a, b) >= 0 ? a : b;
}

/** minor × numerator / denominator, rounded toward zero or away from it. */
export function ratioOf(minor: bigint, numerator: bigint, denominator: bigint, rounding: Rounding = 'down'): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const product = minor * numerator;
  const quotient = product / denominator;
  if (rounding === 'up' && product % denominator !== 0n) return quotient + (product < 0n !== denominator < 0n ? -1n : 1n);
  return quotient;
}

/** A non-negative decimal rate ("1.98", "0.92", "25400") as an integer over a power of ten. */
function rateParts(rate: string): { units: bigint; scale: bigint } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  if (!match) throw new RangeError(`Not a decimal rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return { units: BigInt(whole + fraction), scale: pow10(fraction.length) };
}

export interface RateOptions {
  rounding?: Rounding;
  /** The decimals of the amount given (0 by default: the result has the same minor unit). */
  fromDecimals?: number;
  /** The decimals of the result. */
  toDecimals?: number;
}

/**
 * minor × rate, exactly, then rounded (down by default): a payout at a multiplier ("1.98"), a
 * conversion at an exchange rate from one currency's decimals to another's.
 */
export function multiplyMinor(minor: bigint, rate: string, options: RateOptions = {}): bigint {
  const { rounding = 'down', fromDecimals = 0, toDecimals = fromDecimals } = options;
  const { units, scale } = rateParts(rate);
  return ratioOf(minor, units * pow10(toDecimals), scale * pow10(fromDecimals), rounding);
}

/** minor ÷ rate, exactly, then rounded (down by default); 0 for a rate of zero. */
export function divideMinor(minor: bigint, rate: string, options: RateOptions = {}): bigint {
  const { rounding = 'down', fromDecimals = 0, toDecimals = fromDecimals } = options;
  const { units, scale } = rateParts(rate);
  if (units === 0n) return 0n;
  return ratioOf(minor, scale * pow10(toDecimals), units * pow10(fromDecimals), rounding);
}

/** minor × percent / 100 ("1.5" is 1.5 %), rounded down by default. */
export function percentOf(minor: bigint, percent: string, rounding: Rounding = 'down'): bigint {
  const { units, scale } = rateParts(percent);
  return ratioOf(minor, units, scale * 100n, rounding);
}

/** minor × basis points / 10 000 (1250 is 12.5 %), rounded down by default. */
export function basisPointsOf(minor: bigint, basisPoints: bigint | number, rounding: Rounding = 'down'): bigint {
  return ratioOf(minor, BigInt(basisPoints), 10_000n, rounding);
}

/** A percentage as basis points: 12.5 is 1250. */
export function toBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** Basis points as a percentage: 1250 is 12.5. */
export function fromBasisPoints(basisPoints: number): number {
  return basisPoints / 100;
}

/** Minor units of one scale at another (micro-dollars 6 → cents 2), rounded down by default. */
export function rescaleMinor(minor: bigint, fromDecimals: number, toDecimals: number, rounding: Rounding = 'down'): bigint {
  return toDecimals >= fromDecimals
    ? minor * pow10(toDecimals - fromDecimals)
    : ratioOf(minor, 1n, pow10(fromDecimals - toDecimals), rounding);
}

/**
 * The fee of an amount (minor units) on a payment channel: feeFixed + amount × feePercent / 100,
 * the proportional part rounded up to the currency's decimals.
 */
export function channelFeeMinor(amountMinor: bigint, channel: { feePercent: string; feeFixed: string }, decimals: number): bigint {
  return percentOf(amountMinor, channel.feePercent, 'up') + toMinor(channel.feeFixed, decimals);
}
