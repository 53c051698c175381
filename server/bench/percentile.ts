/** The value below which the share (0 to 1) of the sorted values lies, to two decimals; 0 for no values. */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]! * 100) / 100;
}

/** The median and the 99th percentile of the latencies (sorted here), in milliseconds. */
export function latencyPercentiles(latencies: number[]): { p50Ms: number; p99Ms: number } {
  latencies.sort((a, b) => a - b);
  return { p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}
