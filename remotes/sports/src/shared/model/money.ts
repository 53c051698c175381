// Stakes and payouts as exact decimals: a stake typed by the player becomes minor units of the
// currency, and a payout in minor units becomes a plain decimal for Money to format.

/** A typed amount kept to the currency's digits: digits and one decimal point ("12.5"), "" when empty. */
export function normaliseStake(typed: string, decimals: number): string {
  const cleaned = typed.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const fraction = rest.join('');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  if (decimals === 0 || rest.length === 0) return trimmedWhole;
  return `${trimmedWhole || '0'}.${fraction.slice(0, decimals)}`;
}

/** A plain decimal ("12.5") in minor units (1250n with two decimals); null when it is not a number. */
export function toMinorUnits(amount: string, decimals: number): bigint | null {
  if (!/^\d+(\.\d*)?$/.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(`${whole}${fraction.padEnd(decimals, '0').slice(0, decimals)}`);
}

/** Minor units as a plain decimal (1250n → "12.50" with two decimals). */
export function fromMinorUnits(minor: bigint, decimals: number): string {
  if (decimals === 0) return minor.toString();
  const digits = minor.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** a compared with b, both plain decimals: -1, 0 or 1. */
export function compareDecimals(a: string, b: string): number {
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const left = toMinorUnits(a, scale) ?? 0n;
  const right = toMinorUnits(b, scale) ?? 0n;
  return left === right ? 0 : left < right ? -1 : 1;
}
