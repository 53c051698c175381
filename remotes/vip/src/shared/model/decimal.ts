// Money as the platform sends it: decimal strings, compared and added exactly (never as floats).

const SCALE = 8;

function scaled(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return 0n;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole + fraction.padEnd(SCALE, '0').slice(0, SCALE));
  return sign === '-' ? -value : value;
}

function decimal(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, digits.length - SCALE);
  const fraction = digits.slice(digits.length - SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimal(a: string, b: string): number {
  const difference = scaled(a) - scaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export function isPositive(amount: string): boolean {
  return scaled(amount) > 0n;
}

/** a + b, exactly. */
export function addDecimal(a: string, b: string): string {
  return decimal(scaled(a) + scaled(b));
}

/** a − b, never below zero (what is still owed). */
export function remainingDecimal(a: string, b: string): string {
  const left = scaled(a) - scaled(b);
  return decimal(left > 0n ? left : 0n);
}

/**
 * An amount split into the cash share and the rest as bonus money, in the currency's decimals
 * (the cash part rounded down, as the platform quotes it).
 */
export function splitAmount(amount: string, cashPercent: number, decimals: number): { toCash: string; toBonus: string } {
  const unit = 10n ** BigInt(SCALE - Math.min(decimals, SCALE));
  const total = scaled(amount);
  const cash = ((total * BigInt(Math.round(cashPercent))) / 100n / unit) * unit;
  return { toCash: decimal(cash), toBonus: decimal(total - cash) };
}
