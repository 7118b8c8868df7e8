// Server: sanitizing 50 KB articles in Node with the library's server sanitizer (dist/server)
// against raw DOMPurify on one jsdom window: a first (uncached) call, the same article again
// (cache hit), and the heap over 5 000 distinct articles while a server's event loop turns,
// with the default window (one for every article on jsdom ≥ 30) and with a fresh one every 100.
// Node only; no network. Run in its own process (run.mjs does) so the heap is the bench's.
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { compare, distRoot, median, report, row } from './stats.mjs';

const { createServerSanitizer } = await import(new URL('server/index.js', distRoot));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 5_000);
const RUNS = Number(process.env.BENCH_SERVER_RUNS ?? 200);
const jsdomVersion = createRequire(import.meta.url)('jsdom/package.json').version;

let serial = 0;
const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(13);
/** A 50 KB article; a new `n` each call, so no cache can answer it. */
const article = (n = serial++) =>
  `<article id="a${n}">${Array.from({ length: 60 }, (_, i) => `<h2 id="s${n}-${i}">Section ${i}</h2><p id="p${n}-${i}">${paragraph}</p>`).join('')}</article>`;

// jsdom frees a closed window on later event-loop turns, as a server's loop runs between
// requests: let timers run, then collect, before reading the heap.
async function heapMb() {
  for (let i = 0; i < 6; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
}
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Heap samples every fifth of `count` distinct articles and at half of them (`half`, the n of
 * an n/2n pair), and the mean time per article.
 */
async function heapRun(sanitize, count) {
  const start = await heapMb();
  const samples = [];
  let half = null;
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    sanitize(article());
    // A server answers requests on separate event-loop turns.
    if (n % 10 === 9) await turn();
    if ((n + 1) % Math.max(1, Math.floor(count / 5)) === 0) samples.push(await heapMb());
    if (n + 1 === Math.floor(count / 2)) half = await heapMb();
  }
  const totalMs = performance.now() - started;
  return { start, samples, half, end: samples.at(-1), perArticleMs: totalMs / count };
}

const timed = (sanitize) => () => {
  const html = article();
  const started = performance.now();
  sanitize(html);
  return performance.now() - started;
};

/**
 * A heap run with a sanitizer of its own, made here and unreachable once this returns, so its
 * cached results are not in the next run's heap.
 */
async function sanitizerHeapRun(options) {
  const sanitizer = createServerSanitizer(options);
  const heap = await heapRun((html) => sanitizer.sanitize(html), ARTICLES);
  return { ...heap, windows: sanitizer.stats.windows };
}

/** First calls against raw DOMPurify, then cache hits; the sanitizer and its cache end here. */
async function callTimes(raw) {
  const sanitizer = createServerSanitizer();
  const ours = (html) => sanitizer.sanitize(html);
  const first = await compare({ ours: timed(ours), baseline: timed(raw), warmup: 20, runs: RUNS });

  const same = article();
  ours(same);
  const hits = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    ours(same);
    hits.push(performance.now() - started);
  }
  return { first, hits };
}

export async function run() {
  const purify = createDOMPurify(new JSDOM('').window);
  // The baseline keeps DOMPurify's default config, returning a fragment as ours does.
  const raw = (html) => purify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  const { first, hits } = await callTimes(raw);

  // Memory: each sanitizer starts with nothing cached.
  const heapOurs = await sanitizerHeapRun({});
  // The same with the window replaced every 100 articles, what older jsdom gets by default.
  const heapRecycled = await sanitizerHeapRun({ recycleAfter: 100 });
  const heapRaw = await heapRun(raw, ARTICLES);
  const ourWindows = `${heapOurs.windows} jsdom window${heapOurs.windows === 1 ? '' : 's'} on jsdom ${jsdomVersion}`;
  const half = Math.floor(ARTICLES / 2);
  const rows = [
    row({
      group: 'server',
      name: '50 KB article, first call vs DOMPurify on one jsdom window',
      ours: first.ours,
      baseline: first.baseline,
      unit: 'ms',
      target: 1.2,
      n: first.n,
      note: `distinct articles (no cache hit); ours includes its policy hooks and the tree mapping, on jsdom ${jsdomVersion} (one window on jsdom ≥ 30, a fresh one every 100 calls on older jsdom)`,
    }),
    row({
      group: 'server',
      name: 'same article again (cache hit) vs first call',
      ours: median(hits),
      baseline: first.ours,
      unit: 'ms',
      target: 0.01,
      n: RUNS,
    }),
    row({
      group: 'server',
      name: `heap after ${ARTICLES} articles vs after ${ARTICLES / 5}`,
      ours: heapOurs.end,
      baseline: heapOurs.samples[0],
      unit: 'MB',
      targetText: '≤ 1.1x (flat)',
      check: ({ ratio }) => ratio <= 1.1,
      note: `flat once the result cache (500 entries) is full; ours: ${ourWindows}, heap ${heapOurs.start} MB before, samples ${heapOurs.samples.join(', ')} MB; raw DOMPurify on one window: ${heapRaw.start} MB before, samples ${heapRaw.samples.join(', ')} MB`,
    }),
    row({
      group: 'server',
      name: `mean time per article over ${ARTICLES} vs DOMPurify on one window`,
      ours: heapOurs.perArticleMs,
      baseline: heapRaw.perArticleMs,
      unit: 'ms',
      note: `includes the event-loop turns and heap sampling of the memory run (both sides alike); ours: ${ourWindows}; the target is on the first call (row above)`,
    }),
    row({
      group: 'server',
      name: `heap after n = ${half} articles: default window vs a fresh one every 100`,
      ours: heapOurs.half,
      baseline: heapRecycled.half,
      unit: 'MB',
      target: 1.1,
      note: `whether recycling is still needed: jsdom 30 and later keep one window flat, so the default keeps it (ours: ${ourWindows}); recycled: ${heapRecycled.windows} windows, heap ${heapRecycled.start} MB before, samples ${heapRecycled.samples.join(', ')} MB`,
    }),
    row({
      group: 'server',
      name: `heap after 2n = ${ARTICLES} articles: default window vs a fresh one every 100`,
      ours: heapOurs.end,
      baseline: heapRecycled.end,
      unit: 'MB',
      target: 1.1,
      note: `heap after n and 2n: default ${heapOurs.half} → ${heapOurs.end} MB, recycled ${heapRecycled.half} → ${heapRecycled.end} MB (both with the 500-entry result cache)`,
    }),
    row({
      group: 'server',
      name: `mean time per article over ${ARTICLES}: default window vs a fresh one every 100`,
      ours: heapOurs.perArticleMs,
      baseline: heapRecycled.perArticleMs,
      unit: 'ms',
      note: 'what a window per 100 articles costs; the runs of the memory rows, one after the other (the later one meets a warmer JIT and a different machine load; docs/performance.md has a side-by-side measurement), with their event-loop turns and heap sampling',
    }),
  ];
  return {
    rows,
    heap: { jsdom: jsdomVersion, ours: heapOurs, recycled: heapRecycled, raw: heapRaw },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, heap } = await run();
  await report(rows, { serverHeap: heap });
}
