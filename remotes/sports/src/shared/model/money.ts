// The stake field: what the player types, kept to a plain decimal in the currency's digits (read in
// minor units with @app/contract/money).

/** A typed amount kept to the currency's digits: digits and one decimal point ("12.5"), "" when empty. */
export function normaliseStake(typed: string, decimals: number): string {
  const cleaned = typed.replace(',', '.').replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const fraction = rest.join('');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  if (decimals === 0 || rest.length === 0) return trimmedWhole;
  return `${trimmedWhole || '0'}.${fraction.slice(0, decimals)}`;
}
