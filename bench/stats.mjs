// Shared numbers and row shape of the bench. Every row compares `ours` with a baseline
// measured in the same run; `ok` is true/false against the target, or null for a row that
// only informs.

import { median } from './median.mjs';

export { median };

/**
 * Runs `ours` and `baseline` alternately (so drift, thermal or GC, hits both alike):
 * `warmup` discarded rounds, then `runs` measured ones. Each function gets the round number
 * and returns the milliseconds it measured (it times itself, so setup stays outside).
 */
export async function compare({ ours, baseline, warmup, runs }) {
  const timings = { ours: [], baseline: [] };
  for (let round = 0; round < warmup + runs; round++) {
    const first = round % 2 === 0;
    const a = first ? await ours(round) : await baseline(round);
    const b = first ? await baseline(round) : await ours(round);
    if (round < warmup) continue;
    timings.ours.push(first ? a : b);
    timings.baseline.push(first ? b : a);
  }
  return { ours: median(timings.ours), baseline: median(timings.baseline), n: runs, timings };
}

/** Rounds for display and JSON: 3 significant decimals below 10, 1 above. */
export function round(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return value;
  return Math.abs(value) < 10 ? +value.toFixed(3) : +value.toFixed(1);
}

/**
 * One table row. `target` is the highest acceptable ratio (ours / baseline) unless
 * `check` decides `ok` itself; `targetText` is what the table prints.
 */
export function row({ group, name, ours, baseline, unit, target, targetText, check, n, note }) {
  const ratio = baseline === 0 || baseline === null || ours === null ? null : ours / baseline;
  let ok = null;
  if (check !== undefined) ok = check({ ours, baseline, ratio });
  else if (target !== undefined && ratio !== null) ok = ratio <= target;
  return {
    group,
    name,
    ours: round(ours),
    baseline: round(baseline),
    unit,
    ratio: ratio === null ? null : round(ratio),
    target: targetText ?? (target === undefined ? 'info' : `≤ ${target}x`),
    ok,
    n: n ?? null,
    note: note ?? null,
  };
}

/** Where a part writes its rows: run.mjs passes a file; run alone, a part prints them. */
export async function report(rows, extra = {}) {
  const { writeFileSync } = await import('node:fs');
  const target = process.env.BENCH_ROWS_FILE;
  const payload = JSON.stringify({ rows, ...extra }, null, 2);
  if (target) writeFileSync(target, payload);
  else {
    const { formatTable } = await import('./table.mjs');
    console.log(formatTable(rows));
  }
}

/** The dist the bench measures: $BENCH_DIST, else the repository's dist/ (built by `npm run bench`). */
export const distRoot = new URL(
  process.env.BENCH_DIST ? `file://${process.env.BENCH_DIST.replace(/\/?$/, '/')}` : '../dist/',
  import.meta.url,
);
