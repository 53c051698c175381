/** Money is kept in integer minor units and travels as decimal strings; never a binary float. */

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** "12.5" with 2 decimals -> 1250. Rejects more fraction digits than the currency has. */
export function toMinorUnits(amount: string, decimals: number): number {
  const match = DECIMAL.exec(amount);
  if (!match) throw new RangeError('not a decimal amount');
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) throw new RangeError('too many decimal places');
  const digits = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  const minor = sign ? -digits : digits;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount too large');
  return Number(minor);
}

/** 1250 with 2 decimals -> "12.50"; 25400 with 0 decimals -> "25400". */
export function fromMinorUnits(minor: number, decimals: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError('not a whole number of minor units');
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** A numeric column's text ("0.920000000000") without trailing zeros ("0.92"). */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}
