/** Amounts as the provider keeps them: integer minor units, shown with the currency's decimals. */

export function toMinor(amount: string, decimals: number): bigint {
  const match = /^(\d{1,15})(?:\.(\d{1,8}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`Not an amount: ${amount}`);
  const fraction = match[2] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) throw new RangeError(`${amount} has more than ${decimals} decimals`);
  return BigInt(match[1]!) * 10n ** BigInt(decimals) + BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
}

export function fromMinor(minor: bigint, decimals: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : ''}`;
}

/** The stakes a player chooses from: the limits and the round amounts between them (1, 2, 5 x 10^n), at most 12. */
export function stakeOptions(min: bigint, max: bigint): bigint[] {
  const options = new Set<bigint>([min]);
  for (let power = 1n; power <= max; power *= 10n) {
    for (const step of [1n, 2n, 5n]) {
      const amount = step * power;
      if (amount > min && amount < max) options.add(amount);
    }
  }
  options.add(max);
  const sorted = [...options].filter((amount) => amount > 0n).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // Too many on a phone's selector: keep the ends and an even spread between.
  if (sorted.length <= 12) return sorted;
  const step = (sorted.length - 1) / 11;
  return Array.from({ length: 12 }, (_, index) => sorted[Math.round(index * step)]!);
}
