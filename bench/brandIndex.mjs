// Brand index: what one walk of a 100 000-item brand costs and what it saves, over real HTTP to
// the mock service (latency 5 ms) on 127.0.0.1, requests counted by the server. The service
// runs in a child process (this file with `serve`), so its heap and CPU are not the client's.
// Baseline of every lookup row: what an app without the index does, in the same run on the
// same brand (walk the language with getAllContentByLanguage, then find). Then the cost curve
// (50 000 vs 100 000 items), the heap an indexed item costs (run with --expose-gc; run.mjs
// passes it), and upstream requests per minute under a crawler of unknown URLs and at the
// default TTL, on a simulated clock (Date.now is replaced; sockets and timers stay real).
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { compare, distRoot, median, report, row } from './stats.mjs';

const { createContentClient, findContentBySlug, getAllContentByLanguage } = await import(
  new URL('client/index.js', distRoot)
);
const {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockService,
} = await import(new URL('mock/index.js', distRoot));

const RUNS = Number(process.env.BENCH_INDEX_RUNS ?? 3);
const LOOKUP_RUNS = Number(process.env.BENCH_INDEX_LOOKUP_RUNS ?? 21);
const LATENCY_MS = 5;
const LANGUAGES = ['en', 'de', 'fr', 'es'];
const CATEGORIES = 10;
const PAGE_SIZE = 100;
const CRAWLER_LOOKUPS = 2_000;

/** `gc()`: the flag's when the part runs with --expose-gc, else turned on now. */
const gc =
  globalThis.gc ??
  (() => {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc');
  })();

const demo = createDemoDataset().brands.flatMap((brand) => brand.items);

/** The slug and id of an article's version in a language (see {@link brandOf}). */
function itemOf(brandId, article, language) {
  const source = demo[article % demo.length];
  return { id: `${brandId}-${language}-${article}`, slug: `${source.slug}-${language}-${article}` };
}

/**
 * `items` items (a quarter per language) in 10 categories, with demo bodies (1–1.5 KB of HTML,
 * shared strings, so the mock's own heap stays small). Article `i` is `i` minutes older than
 * article 0, its four language versions share a translation group, and slugs differ by language.
 */
function brandOf(id, items) {
  const bodies = demo.map((item) => item.content.slice(0, 1_500));
  const categories = Array.from({ length: CATEGORIES }, (_, index) =>
    createMockCategory({ id: `category-${index}`, name: `Category ${index}` }),
  );
  const articles = items / LANGUAGES.length;
  const list = [];
  for (let article = 0; article < articles; article++) {
    const source = demo[article % demo.length];
    const date = new Date(Date.UTC(2026, 0, 1) - article * 60_000).toISOString();
    for (const language of LANGUAGES) {
      list.push(
        createMockContentItem({
          ...source,
          ...itemOf(id, article, language),
          language,
          content: bodies[article % bodies.length],
          categoryId: `category-${article % CATEGORIES}`,
          category: `Category ${article % CATEGORIES}`,
          publishedDate: date,
          translationGroupId: `${id}-group-${article}`,
          isSourceLanguageDocument: language === 'en',
        }),
      );
    }
  }
  return createMockBrand({ id, categories, items: list });
}

const brands = [
  { id: 'bench-50k', items: 50_000 },
  { id: 'bench-100k', items: 100_000 },
];

/**
 * The child: the mock service with both brands behind a real HTTP server on 127.0.0.1 that
 * counts what it receives; it sends its URL, then answers each `count` message with the count.
 */
async function serve() {
  const service = createMockService({
    dataset: { brands: brands.map(({ id, items }) => brandOf(id, items)) },
    latencyMs: LATENCY_MS,
    demoImageBaseUrl: false,
  });
  let requests = 0;
  const server = createServer(async (req, res) => {
    requests++;
    const response = await service.handle(new Request(new URL(req.url ?? '/', base)));
    res.writeHead(response?.status ?? 404, { 'content-type': 'application/json' });
    res.end(response === undefined ? '{}' : Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  process.on('message', (message) => {
    if (message === 'count') process.send({ count: requests });
  });
  process.on('disconnect', () => {
    server.closeAllConnections();
    server.close();
  });
  process.send({ base });
}

/** Starts the service in a child process: its URL, the request count, and `close`. */
async function startCountingServer() {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { execArgv: [] });
  // One message awaited at a time: `count` asks in turn.
  let waiting;
  child.on('message', (message) => waiting?.resolve(message));
  child.on('exit', (code) => waiting?.reject(new Error(`the mock service exited (${code})`)));
  const next = () =>
    new Promise((resolve, reject) => {
      waiting = { resolve, reject };
    });
  const { base } = await next();
  let asking = Promise.resolve();
  return {
    base,
    count: () => {
      const answer = asking.then(() => {
        const reply = next();
        child.send('count');
        return reply;
      });
      asking = answer.catch(() => {});
      return answer.then(({ count }) => count);
    },
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.disconnect();
      }),
  };
}

/** Runs `work` once: its result, the milliseconds it took and the requests it made. */
async function once(server, work) {
  const before = await server.count();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return { result, ms, requests: (await server.count()) - before };
}

/**
 * Runs `ours` and `baseline` alternately (stats.mjs `compare`), each a function returning
 * `once(...)`; the medians, and the requests of each (which must not vary between runs).
 */
async function compareCalls(server, { ours, baseline, warmup, runs }) {
  const requests = { ours: undefined, baseline: undefined };
  const timed = (name, work) => async () => {
    const run = await once(server, work);
    if (requests[name] !== undefined && requests[name] !== run.requests) {
      throw new Error(
        `${name}: requests vary between runs: ${requests[name]} then ${run.requests}`,
      );
    }
    requests[name] = run.requests;
    return run.ms;
  };
  const timing = await compare({
    ours: timed('ours', ours),
    baseline: timed('baseline', baseline),
    warmup,
    runs,
  });
  return { ...timing, requests };
}

/** A client of its own (so its own, empty, in-memory brand index). */
const newClient = (base, brandIndex = {}) =>
  createContentClient({ baseUrl: base, retry: 0, brandIndex });

/** Replaces `Date.now` (the index's only clock) for the simulated minutes. */
function simulatedClock(start) {
  const real = Date.now;
  let now = start;
  Date.now = () => now;
  return {
    advance: (ms) => {
      now += ms;
    },
    restore: () => {
      Date.now = real;
    },
  };
}

/** Heap bytes retained by `build()`'s result, after full collections. */
async function retainedBytes(build) {
  gc();
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = await build();
  gc();
  gc();
  const after = process.memoryUsage().heapUsed;
  return { bytes: after - before, kept };
}

/** Waits (bounded) until the index of `client` holds a walk newer than `walkedAt`. */
async function walkAfter(client, brandId, walkedAt) {
  for (let turn = 0; turn < 600_000; turn++) {
    if ((client.brandIndex.info(brandId)?.walkedAt ?? walkedAt) !== walkedAt) return;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  throw new Error('the background walk did not end');
}

export async function run() {
  const server = await startCountingServer();
  try {
    const [half, large] = brands;
    const { id } = large;
    const oldest = itemOf(id, large.items / LANGUAGES.length - 1, 'en');
    const newest = itemOf(id, 0, 'en');
    const isItem = (expected) => (item) => {
      if (item?.id !== expected.id) throw new Error(`found ${item?.id}, not ${expected.id}`);
    };
    const walkThenFind = (slug) => async () => {
      const all = await getAllContentByLanguage(newClient(server.base, false), id, 'en', {
        pageSize: PAGE_SIZE,
      });
      return all.items.find((item) => item.slug === slug) ?? null;
    };

    // The mock sorts and filters each list on its first request: pay for that before measuring.
    const warmClient = newClient(server.base, false);
    for (const brand of brands) {
      for (let category = 0; category < CATEGORIES; category++) {
        await warmClient.getContentByCategory(brand.id, `category-${category}`, { pageSize: 1 });
      }
      await warmClient.getContentByLanguage(brand.id, 'en', { pageSize: 1 });
    }

    // Index build: one walk of the whole brand (every language), against one language walked.
    const build = await compareCalls(server, {
      ours: () => newClient(server.base).brandIndex.refresh(id),
      baseline: walkThenFind(oldest.slug),
      warmup: 1,
      runs: RUNS,
    });
    // The cost curve: 100 000 and 50 000 items built alternately.
    const curve = await compareCalls(server, {
      ours: () => newClient(server.base).brandIndex.refresh(id),
      baseline: () => newClient(server.base).brandIndex.refresh(half.id),
      warmup: 1,
      runs: RUNS,
    });

    // Cold lookups: a fresh index each run; the oldest item is on the last pages of the walk.
    const check = isItem(oldest);
    const coldOldest = await compareCalls(server, {
      ours: async () => {
        const item = await findContentBySlug(newClient(server.base), id, {
          slug: oldest.slug,
          lang: 'en',
        });
        check(item);
      },
      baseline: async () => check(await walkThenFind(oldest.slug)()),
      warmup: 1,
      runs: RUNS,
    });
    const newestRuns = [];
    let newestRequests;
    for (let round = 0; round < RUNS; round++) {
      const client = newClient(server.base);
      const run = await once(server, () =>
        findContentBySlug(client, id, { slug: newest.slug, lang: 'en' }),
      );
      isItem(newest)(run.result);
      newestRuns.push(run.ms);
      newestRequests = run.requests;
      // Let the walk the lookup started end before the next run.
      await client.brandIndex.variants(id, 'none');
    }

    // Warm lookups on one built index.
    const warmIndex = newClient(server.base);
    await warmIndex.brandIndex.refresh(id);
    const warmTimes = [];
    const freeTimes = [];
    const unknownTimes = [];
    const requests = { warm: new Set(), free: new Set(), unknown: new Set() };
    for (let round = 0; round < LOOKUP_RUNS + 3; round++) {
      const warm = await once(server, () =>
        findContentBySlug(warmIndex, id, { slug: oldest.slug, lang: 'en' }),
      );
      check(warm.result);
      const free = await once(server, () =>
        findContentBySlug(warmIndex, id, { slug: oldest.slug, lang: 'en', fresh: false }),
      );
      check(free.result);
      const unknown = await once(server, () =>
        findContentBySlug(warmIndex, id, { slug: `no-such-article-${round}`, lang: 'en' }),
      );
      if (unknown.result !== null) throw new Error('an unknown slug was found');
      if (round < 3) continue;
      warmTimes.push(warm.ms);
      freeTimes.push(free.ms);
      unknownTimes.push(unknown.ms);
      requests.warm.add(warm.requests);
      requests.free.add(free.requests);
      requests.unknown.add(unknown.requests);
    }
    for (const [name, made] of Object.entries(requests)) {
      if (made.size !== 1) throw new Error(`${name}: requests vary between runs: ${[...made]}`);
    }
    const [warmRequests] = requests.warm;
    const [freeRequests] = requests.free;
    const [unknownRequests] = requests.unknown;

    // Heap per indexed item at 50 000 and 100 000 items, against holding the language's
    // items as getAllContentByLanguage returns them (bodies included).
    const heap = {};
    for (const brand of brands) {
      const index = await retainedBytes(async () => {
        const client = newClient(server.base);
        await client.brandIndex.refresh(brand.id);
        return client;
      });
      const items = index.kept.brandIndex.info(brand.id).items;
      const lists = await retainedBytes(() =>
        getAllContentByLanguage(newClient(server.base, false), brand.id, 'en', {
          pageSize: PAGE_SIZE,
        }),
      );
      heap[brand.id] = {
        perItem: index.bytes / items,
        baselinePerItem: lists.bytes / lists.kept.items.length,
        items,
      };
    }

    // A crawler of unknown URLs: 2 000 lookups over a simulated minute, past the miss window
    // of the last walk (missRefreshMs 60 s, the default), against the same lookups searching
    // the lists without an index (measured for 3, then multiplied: each reads maxPages pages).
    const crawled = newClient(server.base, { missRefreshMs: 60_000 });
    await crawled.brandIndex.refresh(id);
    const clock = simulatedClock(Date.now() + 60_000);
    let crawler;
    try {
      crawler = await once(server, async () => {
        for (let n = 0; n < CRAWLER_LOOKUPS; n++) {
          clock.advance(60_000 / CRAWLER_LOOKUPS);
          const item = await findContentBySlug(crawled, id, { slug: `wp-admin-${n}.php` });
          if (item !== null) throw new Error('a crawler found something');
        }
      });
    } finally {
      clock.restore();
    }
    const searched = [];
    for (let n = 0; n < 3; n++) {
      const lookup = await once(server, () =>
        findContentBySlug(newClient(server.base, false), id, {
          slug: `wp-login-${n}.php`,
          lang: 'en',
        }).catch((error) => error),
      );
      searched.push(lookup.requests);
    }
    const searchPerLookup = median(searched);

    // The TTL's steady state: one warm lookup (fresh: false) a simulated minute for 3 hours on
    // an index with the default settings; every TTL a walk runs in the background.
    const steady = newClient(server.base);
    await steady.brandIndex.refresh(id);
    const minutes = 180;
    const ttlClock = simulatedClock(Date.now());
    let ttlRequests = 0;
    let backgroundWalks = 0;
    try {
      for (let minute = 1; minute <= minutes; minute++) {
        ttlClock.advance(60_000);
        const walkedAt = steady.brandIndex.info(id).walkedAt;
        const before = await server.count();
        check(await findContentBySlug(steady, id, { slug: oldest.slug, lang: 'en', fresh: false }));
        // A lookup past the TTL starts a walk in the background: let it end within the minute
        // (its first request reaches the service at once; a walk seen late is still counted).
        await new Promise((resolve) => setTimeout(resolve, 50));
        if ((await server.count()) > before) {
          await walkAfter(steady, id, walkedAt);
          backgroundWalks++;
        }
        ttlRequests += (await server.count()) - before;
      }
    } finally {
      ttlClock.restore();
    }
    const perMinute = ttlRequests / minutes;
    const walkRequests = build.requests.ours;

    const note100k = `100 000 items (25 000 articles × en/de/fr/es, 10 categories, 1–1.5 KB bodies) on the mock over HTTP on 127.0.0.1, latency ${LATENCY_MS} ms; the index walks pages of ${PAGE_SIZE}, 4 at a time`;
    const rows = [
      row({
        group: 'index',
        name: 'index build, 100 000 items: requests',
        ours: walkRequests,
        baseline: build.requests.baseline,
        unit: 'req',
        targetText: `${1 + 100_000 / PAGE_SIZE}`,
        check: ({ ours }) => ours === 1 + 100_000 / PAGE_SIZE,
        note: `${note100k}: the categories, then every page of every category (all four languages); baseline: getAllContentByLanguage('en') then find (one language, 2 pages at a time), what an app without the index does per lookup`,
      }),
      row({
        group: 'index',
        name: 'index build, 100 000 items: time',
        ours: build.ours,
        baseline: build.baseline,
        unit: 'ms',
        n: RUNS,
      }),
      row({
        group: 'index',
        name: 'index build, 100 000 vs 50 000 items: requests',
        ours: curve.requests.ours,
        baseline: curve.requests.baseline,
        unit: 'req',
        target: 2.2,
        note: 'builds of the 100 000-item brand and of a 50 000-item one (12 500 articles × 4 languages, the baseline), alternately: doubling the brand doubles the walk',
      }),
      row({
        group: 'index',
        name: 'index build, 100 000 vs 50 000 items: time',
        ours: curve.ours,
        baseline: curve.baseline,
        unit: 'ms',
        target: 2.2,
        n: RUNS,
      }),
      row({
        group: 'index',
        name: 'cold lookup of the oldest English item: requests',
        ours: coldOldest.requests.ours,
        baseline: coldOldest.requests.baseline,
        unit: 'req',
        targetText: `≤ ${walkRequests}`,
        check: ({ ours }) => ours <= walkRequests,
        note: 'findContentBySlug({ lang: "en" }) on a client with an empty index: it waits for the walk until the walk reads its page (near the end for the oldest item); baseline: getAllContentByLanguage then find',
      }),
      row({
        group: 'index',
        name: 'cold lookup of the oldest English item: time',
        ours: coldOldest.ours,
        baseline: coldOldest.baseline,
        unit: 'ms',
        n: RUNS,
      }),
      row({
        group: 'index',
        name: 'cold lookup of the newest item: time to the answer',
        ours: median(newestRuns),
        baseline: coldOldest.baseline,
        unit: 'ms',
        n: RUNS,
        note: `the same on the newest item: answered from page 1 while the walk goes on (${newestRequests} requests had reached the service when it answered); baseline: getAllContentByLanguage then find`,
      }),
      row({
        group: 'index',
        name: 'warm lookup: requests',
        ours: warmRequests,
        baseline: coldOldest.requests.baseline,
        unit: 'req',
        targetText: '≤ 1',
        check: ({ ours }) => ours <= 1,
        note: 'findContentBySlug of the oldest item on a built index: the one page the index points at, read fresh; baseline: getAllContentByLanguage then find',
      }),
      row({
        group: 'index',
        name: 'warm lookup: time',
        ours: median(warmTimes),
        baseline: coldOldest.baseline,
        unit: 'ms',
        n: LOOKUP_RUNS,
      }),
      row({
        group: 'index',
        name: 'warm lookup, fresh: false: requests',
        ours: freeRequests,
        baseline: coldOldest.requests.baseline,
        unit: 'req',
        targetText: '0',
        check: ({ ours }) => ours === 0,
        note: 'the indexed fields only (no body), from memory',
      }),
      row({
        group: 'index',
        name: 'warm lookup, fresh: false: time',
        ours: median(freeTimes),
        baseline: coldOldest.baseline,
        unit: 'ms',
        n: LOOKUP_RUNS,
      }),
      row({
        group: 'index',
        name: 'unknown slug on a complete index: requests',
        ours: unknownRequests,
        baseline: coldOldest.requests.baseline,
        unit: 'req',
        targetText: '0',
        check: ({ ours }) => ours === 0,
        note: 'a new unknown slug each run, within missRefreshMs (60 s) of the walk; baseline: getAllContentByLanguage then find',
      }),
      row({
        group: 'index',
        name: 'unknown slug on a complete index: time',
        ours: median(unknownTimes),
        baseline: coldOldest.baseline,
        unit: 'ms',
        n: LOOKUP_RUNS,
      }),
      ...brands.map((brand) =>
        row({
          group: 'index',
          name: `heap per indexed item, ${heap[brand.id].items / 1000} 000 items`,
          ours: heap[brand.id].perItem,
          baseline: heap[brand.id].baselinePerItem,
          unit: 'B',
          note:
            brand === half
              ? 'process heap retained by a built index (gc before and after), divided by its items; baseline: the same for the English items held as getAllContentByLanguage returns them (full ContentItems with their bodies)'
              : undefined,
        }),
      ),
      row({
        group: 'index',
        name: `crawler of ${CRAWLER_LOOKUPS} unknown URLs a minute: requests/min`,
        ours: crawler.requests,
        baseline: searchPerLookup * CRAWLER_LOOKUPS,
        unit: 'req',
        targetText: `≤ ${1 + CATEGORIES}`,
        check: ({ ours }) => ours <= 1 + CATEGORIES,
        note: `findContentBySlug of ${CRAWLER_LOOKUPS} distinct unknown slugs over a simulated minute past the miss window (missRefreshMs 60 s): one head check (the categories and page 1 of each); baseline: the same lookups without a brand index (each searches the English list up to maxPages, 100: ${searchPerLookup} requests, measured for 3 and multiplied)`,
      }),
      row({
        group: 'index',
        name: 'TTL refresh, steady state: requests/min',
        ours: perMinute,
        baseline: coldOldest.requests.baseline,
        unit: 'req',
        note: `one lookup (fresh: false) a simulated minute for ${minutes} minutes at the default ttlMs: ${backgroundWalks} background walks of ${walkRequests} requests; baseline: one getAllContentByLanguage walk a minute (an app without the index, at one uncached lookup a minute)`,
      }),
    ];
    return { rows, heap };
  } finally {
    await server.close();
  }
}

if (process.argv[2] === 'serve') await serve();
else if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, ...extra } = await run();
  await report(rows, extra);
}
