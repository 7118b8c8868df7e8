// The bench reports medians: robust to GC pauses and JIT tiers. Its own module so the
// browser page (bundled for Chromium) and the Node parts share it.

/** Median of a list of numbers. */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
