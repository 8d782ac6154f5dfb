/** p50/p90/p99/max of a sample, in its unit. */
export type Percentiles = { count: number; mean: number; p50: number; p90: number; p99: number; max: number };

/** The value at quantile q (nearest rank) of an ascending sample. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

/**
 * The middle value (the mean of the two middle ones for an even count); undefined for none. The
 * rounds' verdict: one window that a neighbour's burst slowed by a third moves a mean by several
 * points and a median not at all.
 */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Summarizes a sample of timings. */
export function summarize(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length);
  return {
    count: sorted.length,
    mean,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}
