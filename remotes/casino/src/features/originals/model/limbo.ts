/** The target multipliers a limbo bet may take (1.01× to 1,000,000×), in hundredths. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

/** A typed target ("2", "2.5", "2,50") in hundredths; null when it is not a target. */
export function parseLimboTarget(typed: string): number | null {
  const plain = typed.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return value >= LIMBO_MIN_TARGET && value <= LIMBO_MAX_TARGET ? value : null;
}

/** The chance (percent, two decimals) that the result reaches the target: (100 - edge) / target. */
export function limboChance(targetHundredths: number, houseEdge: number): string {
  return (Math.floor(((100 - houseEdge) * 100 * 100) / targetHundredths) / 100).toFixed(2);
}

/** The target as the request carries it ("2.00"). */
export function limboTargetText(targetHundredths: number): string {
  return (targetHundredths / 100).toFixed(2);
}
