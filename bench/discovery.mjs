// Sitemaps of large brands: the time and the heap of a whole sitemap set (the index and every
// child, read as a crawler reads them), at 60 000 and 120 000 items (n and 2n, four languages,
// so every URL carries four alternates plus x-default). The brand index is built first (one walk,
// through the mock's fetch in this process); the rows measure the documents alone, which cost no
// request. Baseline, in the same run: the same documents held as one string each, as an app
// that builds a sitemap with string concatenation (or a non-streaming library) would hold them.
// Memory: the most held while reading (a full collection, then heap + external, every 64
// chunks and after each document), above the level with the index built (run with
// --expose-gc; run.mjs passes it). Garbage is not counted: what is measured is what is held.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compare, distRoot, report, row } from './stats.mjs';

const { createContentClient } = await import(new URL('client/index.js', distRoot));
const { createSitemaps } = await import(new URL('discovery/index.js', distRoot));
const { createMockBrand, createMockCategory, createMockContentItem, createMockFetch } =
  await import(new URL('mock/index.js', distRoot));

const LANGUAGES = ['en', 'de', 'fr', 'es'];
const CATEGORIES = 10;
const RUNS = Number(process.env.BENCH_DISCOVERY_RUNS ?? 3);

const gc =
  globalThis.gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc');
  })();

/** `items` items, a quarter per language, in 10 categories; short bodies (sitemaps read none). */
function brandOf(id, items) {
  const categories = Array.from({ length: CATEGORIES }, (_, index) =>
    createMockCategory({ id: `category-${index}`, name: `Category ${index}` }),
  );
  const list = [];
  for (let article = 0; article < items / LANGUAGES.length; article++) {
    const date = new Date(Date.UTC(2026, 0, 1) - article * 60_000).toISOString();
    for (const language of LANGUAGES) {
      list.push(
        createMockContentItem({
          id: `${id}-${language}-${article}`,
          slug: `article-${article}-${language}`,
          title: `Article ${article}`,
          language,
          content: '<p>x</p>',
          categoryId: `category-${article % CATEGORIES}`,
          category: `Category ${article % CATEGORIES}`,
          publishedDate: date,
          updatedAt: date,
          translationGroupId: `${id}-group-${article}`,
          isSourceLanguageDocument: language === 'en',
        }),
      );
    }
  }
  return createMockBrand({ id, categories, items: list });
}

const site = {
  siteUrl: 'https://www.example.com',
  getItemHref: (item) => `/${item.language}/articles/${encodeURIComponent(item.slug)}`,
  getSitemapHref: (n) => `/sitemaps/${n}.xml`,
};

/**
 * What is held after a full collection: the JS heap plus memory outside it (strings decoded from
 * bytes can live there, and a document read as text is one such string).
 */
function liveHeap() {
  gc();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  return heapUsed + external + arrayBuffers;
}

/**
 * Reads every document of a set, as one string each (`keepWhole`, the baseline) or chunk by
 * chunk. With `floor`, samples the live heap (every 64 chunks and after each document; the
 * collections make that run's time meaningless) and returns the peak above `floor`.
 */
async function readAll(client, brandId, { keepWhole, floor }) {
  const sample =
    floor === undefined
      ? () => {}
      : () => {
          peak = Math.max(peak, liveHeap() - floor);
        };
  let peak = 0;
  let bytes = 0;
  const whole = [];
  const started = performance.now();
  const sitemaps = await createSitemaps({ client, brandId, ...site });
  const documents = [sitemaps.root()];
  for (let n = 1; n <= sitemaps.count; n++) documents.push(sitemaps.sitemap(n));
  for (const stream of documents) {
    if (keepWhole) {
      const text = await new Response(stream).text();
      whole.push(text);
      bytes += text.length;
    } else {
      let chunks = 0;
      for await (const chunk of stream) {
        bytes += chunk.byteLength;
        if (++chunks % 64 === 0) sample();
      }
    }
    sample();
  }
  const ms = performance.now() - started;
  whole.length = 0;
  return { ms, peak, bytes, count: sitemaps.count, urls: sitemaps.urls };
}

const rows = [];
const figures = {};
for (const items of [60_000, 120_000]) {
  const brandId = `bench-${items / 1000}k`;
  const fetch = createMockFetch({
    dataset: { brands: [brandOf(brandId, items)] },
    demoImageBaseUrl: false,
  });
  let requests = 0;
  const client = createContentClient({
    baseUrl: 'https://cds.test',
    fetch: (input, init) => {
      requests++;
      return fetch(input, init);
    },
  });
  const walkStarted = performance.now();
  await client.brandIndex.refresh(brandId);
  const walkMs = performance.now() - walkStarted;
  const walkRequests = requests;
  // Memory first, from the level with the index built and nothing else held yet.
  const floor = liveHeap();
  const ours = await readAll(client, brandId, { keepWhole: false, floor });
  const baseline = await readAll(client, brandId, { keepWhole: true, floor });
  const timing = await compare({
    warmup: 1,
    runs: RUNS,
    ours: async () => (await readAll(client, brandId, { keepWhole: false })).ms,
    baseline: async () => (await readAll(client, brandId, { keepWhole: true })).ms,
  });
  const n = `${items.toLocaleString('en')} items`;
  rows.push(
    row({
      group: 'sitemaps',
      name: `whole sitemap set, ${n} (${ours.count} sitemaps, ${ours.urls} URLs, ${(ours.bytes / 1e6).toFixed(0)} MB)`,
      ours: timing.ours,
      baseline: timing.baseline,
      unit: 'ms',
      n: RUNS,
      note: 'baseline: the same documents held as one string each',
    }),
    row({
      group: 'sitemaps',
      name: `most memory held while writing it, ${n}`,
      ours: ours.peak / 1e6,
      baseline: baseline.peak / 1e6,
      unit: 'MB',
      target: 0.5,
      n: 1,
      note: 'held above the index: the plan (each URL and a reference), not the documents',
    }),
  );
  figures[brandId] = {
    walkMs: Math.round(walkMs),
    walkRequests,
    documentRequests: requests - walkRequests,
    indexHeapMB: Math.round(floor / 1e6),
  };
}
await report(rows, { sitemaps: figures });
