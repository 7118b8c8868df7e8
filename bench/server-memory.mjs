// Server-side sanitizing at scale: heap over 5 000 distinct 50 KB articles, with the library's
// recycling sanitizer and, as the baseline, one DOMPurify on one jsdom window that is never
// recycled. Run with `npm run bench` (it builds first). Prints a table and writes
// bench/results.json. Node only; no network.
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createServerSanitizer } from '../dist/server/index.js';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const count = Number(process.env.BENCH_ARTICLES ?? 5_000);
const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(13);
const article = (n) =>
  `<article id="a${n}">${Array.from({ length: 60 }, (_, i) => `<h2 id="s${n}-${i}">Section ${i}</h2><p id="p${n}-${i}">${paragraph}</p>`).join('')}</article>`;
// jsdom frees a closed window on later event-loop turns, as a server's loop runs between
// requests: let timers run, then collect, before reading the heap.
const heapMb = async () => {
  for (let i = 0; i < 6; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

async function run(name, sanitize) {
  const start = await heapMb();
  const samples = [];
  const started = performance.now();
  let firstMs = 0;
  for (let n = 0; n < count; n++) {
    const t = performance.now();
    sanitize(article(n));
    if (n === 0) firstMs = performance.now() - t;
    // A server answers requests on separate event-loop turns.
    if (n % 10 === 9) await turn();
    if ((n + 1) % Math.max(1, Math.floor(count / 5)) === 0) samples.push(await heapMb());
  }
  const totalMs = performance.now() - started;
  return {
    name,
    articles: count,
    heapStartMb: start,
    heapSamplesMb: samples,
    heapEndMb: samples.at(-1),
    firstCallMs: Math.round(firstMs),
    perArticleMs: +(totalMs / count).toFixed(2),
  };
}

const sanitizer = createServerSanitizer();
const ours = await run('content-delivery-react/server (recycled window, cache)', (html) =>
  sanitizer.sanitize(html),
);
const dom = new JSDOM('');
const purify = createDOMPurify(dom.window);
const baseline = await run('baseline: DOMPurify on one jsdom window', (html) =>
  purify.sanitize(html, { RETURN_DOM_FRAGMENT: true }),
);

const results = {
  date: new Date().toISOString(),
  node: process.version,
  serverMemory: {
    ours,
    baseline,
    perArticleRatio: +(ours.perArticleMs / baseline.perArticleMs).toFixed(2),
  },
};
writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
console.table(
  [ours, baseline].map(({ name, heapStartMb, heapEndMb, firstCallMs, perArticleMs }) => ({
    name,
    heapStartMb,
    heapEndMb,
    firstCallMs,
    perArticleMs,
  })),
);
console.log(`per-article time ratio (ours / baseline): ${results.serverMemory.perArticleRatio}x`);
