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
