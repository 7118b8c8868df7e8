// The brand index as serverless platforms use it: every instance is a fresh Node process that
// answers one lookup and may be frozen the moment it has answered; instances share the index
// only through a store (a real Redis here, through unstorage's redis driver). For each brand
// size and each build named in BENCH_SERVERLESS_DISTS, side by side in one run:
//
//  1. cold start on a filled store: a long-lived instance walks the brand (`refresh`: the walk's
//     time and requests), then fresh instances, one after another, each look up one article;
//  2. frozen instances on an empty store: fresh instances, one after another, each asked for an
//     old article (last page of its list) and exiting the moment they answer. What a
//     half-finished walk leaves behind (a lock, no snapshot) is what the next one starts from;
//  3. an unknown slug asked of a fresh instance once the store holds a complete index;
//  4. what the index occupies in Redis (bytes per item, keys);
//  5. site search in fresh instances on the filled store: the first search in one language (no
//     search stored yet), the next in that language, then two in every language.
//
// The service is the package's mock over HTTP on 127.0.0.1, in a child process (this file with
// `serve`), with 20 ms latency per request; it counts requests by the `x-instance` header each
// instance sends, so every instance's requests are known exactly. Instances are
// bench/serverlessInstance.mjs, which measure themselves from their own process start.
//
// BENCH_SERVERLESS_DISTS="before=/tmp/before/dist,after=dist" (label=dir, comma separated;
// default after=<the bench's dist>), BENCH_SERVERLESS_SIZES (120000,240000),
// BENCH_SERVERLESS_COLD_RUNS (5), BENCH_SERVERLESS_FROZEN_RUNS (3),
// BENCH_SERVERLESS_TIMEOUT_MS (300000, per instance), BENCH_SERVERLESS_MOCK_DIST (the mock's
// build; default the first listed, so every build talks to the same service),
// REDIS_SERVER_PATH (redis-server).
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createConnection, createServer as createNetServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { distRoot, median, report, round, row } from './stats.mjs';

const bench = fileURLToPath(new URL('.', import.meta.url));
const repo = resolve(bench, '..');
const instanceFile = join(bench, 'serverlessInstance.mjs');

const LATENCY_MS = 20;
const LANGUAGES = ['en', 'de', 'fr'];
const CATEGORIES = 10;
const COLD_RUNS = Number(process.env.BENCH_SERVERLESS_COLD_RUNS ?? 5);
const FROZEN_RUNS = Number(process.env.BENCH_SERVERLESS_FROZEN_RUNS ?? 3);
const INSTANCE_TIMEOUT_MS = Number(process.env.BENCH_SERVERLESS_TIMEOUT_MS ?? 5 * 60_000);
/** Site search's instances, in order: their `lang` (undefined: every language). */
const SEARCHES = ['en', 'en', undefined, undefined];
/** A word of the demo titles in every language's bench items. */
const SEARCH_QUERY = 'tent';
/** How long after answering a non-frozen instance may take to end by itself. */
const DRAIN_MS = 60_000;
/** Requests in flight when a frozen instance exits still reach the mock: let them land. */
const SETTLE_MS = 150;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** `label=dir` pairs; a relative dir is the repository's. */
function buildsFromEnv() {
  const text = process.env.BENCH_SERVERLESS_DISTS ?? `after=${fileURLToPath(distRoot)}`;
  return text
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at <= 0) throw new Error(`BENCH_SERVERLESS_DISTS: "${pair}" is not label=dir`);
      const dir = pair.slice(at + 1);
      return { label: pair.slice(0, at), dist: isAbsolute(dir) ? dir : resolve(repo, dir) };
    });
}

const sizesFromEnv = () =>
  (process.env.BENCH_SERVERLESS_SIZES ?? '120000,240000')
    .split(',')
    .map((size) => Number(size.trim()))
    .map((size) => {
      // Whole articles in every category, so every list's pages are full but its last.
      if (!Number.isSafeInteger(size) || size <= 0 || size % (LANGUAGES.length * CATEGORIES)) {
        throw new Error(`BENCH_SERVERLESS_SIZES: ${size} is not a positive multiple of 30`);
      }
      return size;
    });

const brandIdOf = (items) => `serverless-${items}`;

/** The slug and id of an article's version in a language; article 0 is the newest. */
function itemOf(items, article, language) {
  const brandId = brandIdOf(items);
  return {
    id: `${brandId}-${language}-${article}`,
    slug: `article-${article}-${language}`,
    language,
    categoryId: `category-${article % CATEGORIES}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The service (child process)

/**
 * A brand of `items` items: items / 3 articles × en/de/fr (a translation group each), in 10
 * categories, fields taken from the demo data set (titles, descriptions, tags, image URLs) and
 * 1–1.5 KB demo bodies (shared strings, so the mock's heap stays small). Article `i` is `i`
 * minutes older than article 0, so the oldest articles sit on the last page of their list.
 */
function brandOf(mock, items) {
  const { createDemoDataset, createMockBrand, createMockCategory, createMockContentItem } = mock;
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  const bodies = demo.map((item) => item.content.slice(0, 1_500));
  const categories = Array.from({ length: CATEGORIES }, (_, index) =>
    createMockCategory({ id: `category-${index}`, name: `Category ${index}` }),
  );
  const list = [];
  for (let article = 0; article < items / LANGUAGES.length; article++) {
    const source = demo[article % demo.length];
    const date = new Date(Date.UTC(2026, 0, 1) - article * 60_000).toISOString();
    for (const language of LANGUAGES) {
      const { id, slug, categoryId } = itemOf(items, article, language);
      list.push(
        createMockContentItem({
          ...source,
          id,
          slug,
          language,
          content: bodies[article % bodies.length],
          categoryId,
          category: `Category ${article % CATEGORIES}`,
          publishedDate: date,
          translationGroupId: `${brandIdOf(items)}-group-${article}`,
          isSourceLanguageDocument: language === 'en',
        }),
      );
    }
  }
  return createMockBrand({ id: brandIdOf(items), categories, items: list });
}

/**
 * The child: one brand behind a real HTTP server on 127.0.0.1, counting requests per
 * `x-instance` header. Sends its URL once its lists are sorted, then answers `count` messages.
 */
async function serve() {
  const items = Number(process.env.BENCH_SERVERLESS_SERVE_ITEMS);
  const mock = await import(
    new URL('mock/index.js', pathToFileURL(process.env.BENCH_SERVERLESS_SERVE_DIST))
  );
  const brand = brandOf(mock, items);
  const service = mock.createMockService({
    dataset: { brands: [brand] },
    latencyMs: LATENCY_MS,
    demoImageBaseUrl: false,
  });
  const counts = new Map();
  const server = createServer(async (req, res) => {
    const name = req.headers['x-instance'];
    const key = typeof name === 'string' ? name : '(none)';
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const response = await service.handle(new Request(new URL(req.url ?? '/', base)));
    res.writeHead(response?.status ?? 404, { 'content-type': 'application/json' });
    res.end(response === undefined ? '{}' : Buffer.from(await response.arrayBuffer()));
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const base = `http://127.0.0.1:${server.address().port}`;
  // The mock sorts the brand and filters each list on its first request: pay for that now.
  for (let category = 0; category < CATEGORIES; category++) {
    await service.handle(
      new Request(
        `${base}/api/v1/content/brands/${brand.id}/category/category-${category}?pageSize=1`,
      ),
    );
  }
  process.on('message', ({ id, name }) => process.send({ id, count: counts.get(name) ?? 0 }));
  process.on('disconnect', () => {
    server.closeAllConnections();
    server.close();
  });
  process.send({ base });
}

// ---------------------------------------------------------------------------------------------
// Processes of the harness: every one is killed when this process ends, however it ends.

const children = new Set();
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.on('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll();
    process.exit(130);
  });
}

/** Starts the service for a brand of `items` items: its URL, `count(name)` and `close()`. */
async function startService(items, mockDist) {
  const child = track(
    fork(fileURLToPath(import.meta.url), ['serve'], {
      execArgv: [],
      env: {
        ...process.env,
        BENCH_SERVERLESS_SERVE_ITEMS: String(items),
        BENCH_SERVERLESS_SERVE_DIST: mockDist.replace(/\/?$/, '/'),
      },
    }),
  );
  const waiting = new Map();
  let nextId = 0;
  let ready;
  const started = new Promise((resolve, reject) => {
    ready = { resolve, reject };
  });
  child.on('message', (message) => {
    if (message.base !== undefined) ready.resolve(message.base);
    else waiting.get(message.id)?.(message.count);
  });
  child.once('exit', (code) => {
    ready.reject(new Error(`the mock service exited (${code})`));
    for (const [, answer] of waiting) answer(Number.NaN);
  });
  const base = await started;
  return {
    base,
    /** Requests the service received from the instance named `name`. */
    count: (name) =>
      new Promise((answer) => {
        const id = nextId++;
        waiting.set(id, (count) => {
          waiting.delete(id);
          answer(count);
        });
        child.send({ id, name });
      }),
    close: () =>
      new Promise((closed) => {
        if (child.exitCode !== null) return closed();
        child.once('exit', closed);
        child.disconnect();
      }),
  };
}

/** A port nobody listens on now. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Whether a Redis server answers PING on `port`. */
const answersPing = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let reply = '';
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });

/**
 * A redis-server of this run on 127.0.0.1 (no RDB, no AOF, its own temp dir), and an ioredis
 * client of the harness's own for FLUSHALL and measuring what the index stored.
 */
async function startRedis() {
  const { Redis } = await import('ioredis');
  const dir = mkdtempSync(join(tmpdir(), 'cdr-bench-redis-'));
  const port = await freePort();
  const binary = process.env.REDIS_SERVER_PATH ?? 'redis-server';
  const child = track(
    spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    ),
  );
  let failure;
  child.once('error', (error) => {
    failure = error;
  });
  // Up to 10 s for the server to answer PING (one short connection each try).
  for (let attempt = 0; !(await answersPing(port)); attempt++) {
    if (failure) throw new Error(`cannot run ${binary}: ${failure.message}`);
    if (child.exitCode !== null || attempt >= 200) {
      throw new Error(`redis-server did not answer on 127.0.0.1:${port}`);
    }
    await sleep(50);
  }
  const url = `redis://127.0.0.1:${port}`;
  const admin = new Redis(url, { maxRetriesPerRequest: 1 });
  return {
    url,
    admin,
    stop: async () => {
      admin.disconnect();
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, sleep(5_000)]);
        child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every key in Redis (the store is flushed before each scenario, so all are the index's). */
async function storeSize(admin) {
  let keys = 0;
  let bytes = 0;
  let memory = 0;
  let cursor = '0';
  // Bounded: SCAN returns to 0 after one pass; 100 000 batches would be 100 M keys.
  for (let batch = 0; batch < 100_000; batch++) {
    const [next, found] = await admin.scan(cursor, 'COUNT', 1000);
    for (const key of found) {
      keys++;
      // Values of unstorage's redis driver are strings; anything else counts by MEMORY USAGE only.
      if ((await admin.type(key)) === 'string') bytes += await admin.strlen(key);
      memory += (await admin.memory('USAGE', key)) ?? 0;
    }
    cursor = next;
    if (cursor === '0') return { keys, bytes, memory };
  }
  throw new Error('SCAN did not end');
}

// ---------------------------------------------------------------------------------------------
// Instances

/**
 * Runs one instance to its end: its JSON line, the requests its header made (at its answer and
 * in all), and how it ended. Killed after INSTANCE_TIMEOUT_MS.
 */
async function runInstance(service, config) {
  const started = performance.now();
  const child = track(
    spawn(
      process.execPath,
      ['--expose-gc', instanceFile, JSON.stringify({ drainMs: DRAIN_MS, ...config })],
      { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
    ),
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  // 'close', not 'exit': it comes after the child's stdout has been read to its end.
  const exited = new Promise((done) =>
    child.once('close', (code, signal) => done({ code, signal })),
  );
  let answeredAt;
  let requestsAtAnswer;
  const answered = new Promise((done) => {
    createInterface({ input: child.stdout }).once('line', (line) => {
      answeredAt = performance.now();
      // Asked at once: what had reached the service by the time the answer was out.
      service.count(config.name).then((count) => {
        requestsAtAnswer = count;
      });
      done(JSON.parse(line));
    });
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), INSTANCE_TIMEOUT_MS);
  const end = await exited;
  clearTimeout(timer);
  const endedAt = performance.now();
  const result = await Promise.race([answered, sleep(0).then(() => undefined)]);
  if (result === undefined || end.signal === 'SIGKILL') {
    throw new Error(
      `instance ${config.name} ${end.signal === 'SIGKILL' ? `timed out after ${INSTANCE_TIMEOUT_MS} ms` : `exited (${end.code ?? end.signal}) without answering`}:\n${stderr}`,
    );
  }
  await sleep(SETTLE_MS);
  return {
    ...result,
    requests: await service.count(config.name),
    requestsAtAnswer,
    // The harness's clock: from spawn to the JSON line (which follows the answer by the gc() of
    // the heap measurement), and how long the process lived after it (a process that read large
    // values lives ~2 s longer: redis-parser shrinks its buffer on a ref'd 50 ms interval).
    spawnToLineMs: answeredAt - started,
    lingeredMs: endedAt - answeredAt,
    exitCode: end.code,
    stderr: stderr.trim() || undefined,
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios of one build on one brand

async function measureBuild({ label, dist }, items, service, redis) {
  const brandId = brandIdOf(items);
  const articles = items / LANGUAGES.length;
  const base = { dist, baseUrl: service.base, redisUrl: redis.url, brandId };
  const name = (what) => `${label}-${items}-${what}`;
  const expect = (run, wanted, what) => {
    if (run.found !== wanted) throw new Error(`${what}: found ${run.found}, not ${wanted}`);
  };

  // The machine's load, beside the figures: on a shared 2-core machine it explains outliers.
  const loadAtStart = loadavg()[0];

  // 1. Fill the store with a long-lived instance (its walk is the unit of the frozen rows).
  await redis.admin.flushall();
  const fill = await runInstance(service, { ...base, name: name('fill'), command: 'refresh' });
  if (fill.complete === false || (fill.items !== undefined && fill.items !== items)) {
    throw new Error(`the fill walk indexed ${fill.items} items (complete: ${fill.complete})`);
  }
  const filledAt = Date.now();

  // 3. An unknown slug, the store holding a complete index: asked first, right after the walk, so
  // the index's age (which decides whether a head check is due, past missRefreshMs from the walk's
  // start) depends on the walk's length only, not on the cold starts before it.
  const unknownAgeMs = Date.now() - filledAt;
  const unknown = await runInstance(service, {
    ...base,
    name: name('unknown'),
    command: 'find',
    slug: `no-such-article-${label}`,
    lang: 'en',
  });
  expect(unknown, null, 'unknown slug');

  // Cold starts on the filled store, spread over the brand, each language, the last one on the last page of its list (the oldest
  // article of category 0).
  const coldTargets = Array.from({ length: COLD_RUNS }, (_, n) => {
    const article =
      n === COLD_RUNS - 1
        ? articles - CATEGORIES
        : Math.floor((articles * (n + 0.5)) / Math.max(1, COLD_RUNS - 1));
    return itemOf(items, article, LANGUAGES[n % LANGUAGES.length]);
  });
  const cold = [];
  for (const [n, target] of coldTargets.entries()) {
    const run = await runInstance(service, {
      ...base,
      name: name(`cold-${n}`),
      command: 'find',
      slug: target.slug,
      lang: target.language,
    });
    expect(run, target.id, `cold start ${n}`);
    cold.push(run);
  }

  // 4. What the complete index occupies.
  const stored = await storeSize(redis.admin);

  // 5. Site search on the filled store, in frozen instances one after another: the first
  // search in English (nothing of the search stored yet), the next one in English, then two
  // searches in every language.
  const search = [];
  for (const [n, lang] of SEARCHES.entries()) {
    const run = await runInstance(service, {
      ...base,
      name: name(`search-${n}`),
      command: 'search',
      query: SEARCH_QUERY,
      lang,
      frozen: true,
    });
    if (!(run.found > 0)) throw new Error(`search ${n}: no hits`);
    search.push(run);
  }
  const searchStored = await storeSize(redis.admin);

  // 2. Frozen instances on an empty store, one after another, each on an old article: on the last
  // page of its category (the oldest articles, so a different list each, up to 10).
  await redis.admin.flushall();
  const frozen = [];
  for (let n = 0; n < FROZEN_RUNS; n++) {
    const target = itemOf(items, articles - 1 - n, LANGUAGES[n % LANGUAGES.length]);
    const run = await runInstance(service, {
      ...base,
      name: name(`frozen-${n}`),
      command: 'find',
      slug: target.slug,
      lang: target.language,
      frozen: true,
    });
    expect(run, target.id, `frozen instance ${n}`);
    frozen.push(run);
  }
  const afterFrozen = await storeSize(redis.admin);

  const load = [loadAtStart, loadavg()[0]];
  return {
    fill,
    cold,
    unknown,
    unknownAgeMs,
    stored,
    search,
    searchStored,
    frozen,
    afterFrozen,
    load,
  };
}

// ---------------------------------------------------------------------------------------------
// The table: a column per build

const mib = (bytes) => bytes / 1024 / 1024;
const fmt = (value) => {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return String(round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
};
const range = (values) => `${fmt(Math.min(...values))}–${fmt(Math.max(...values))}`;
const distinct = (values) => [...new Set(values)].map(fmt).join(' / ');
const sizeText = (items) => `${fmt(items)} items`;

/** The measures of one size, each with a value (for run.mjs's rows) and a text per build. */
function measuresOf(items, byBuild) {
  const each = (pick) => Object.fromEntries(Object.entries(byBuild).map(([l, r]) => [l, pick(r)]));
  const measure = (name, unit, value, text, extra = {}) => ({
    name: `${sizeText(items)}, ${name}`,
    unit,
    values: each(value),
    texts: each(text ?? ((r) => fmt(value(r)))),
    ...extra,
  });
  const walk = (r) => r.fill.requests;
  return [
    measure(
      'walk (long-lived instance, refresh): time',
      'ms',
      (r) => r.fill.walkMs,
      (r) => `${fmt(r.fill.walkMs)}`,
      {
        note: `refresh(brandId) in a long-lived instance on an empty store: one whole walk, stored; ${items / LANGUAGES.length} articles × en/de/fr, ${CATEGORIES} categories, demo fields and 1–1.5 KB bodies, mock over HTTP on 127.0.0.1 with ${LATENCY_MS} ms latency`,
      },
    ),
    measure('walk: requests', 'req', walk),
    measure(
      `cold start, filled store: ms from process start to the answer (median of ${COLD_RUNS})`,
      'ms',
      (r) => median(r.cold.map((c) => c.answerMs)),
      (r) =>
        `${fmt(median(r.cold.map((c) => c.answerMs)))} (${range(r.cold.map((c) => c.answerMs))})`,
      {
        note: `${COLD_RUNS} fresh processes one after another, each findContentBySlug of one article (spread over the brand; the last on the last page of its list) with the index in Redis; performance.now() at the answer (Node start, the build's import, Redis, loading the index, the page read); min–max in brackets`,
      },
    ),
    measure('cold start, filled store: of which importing the build', 'ms', (r) =>
      median(r.cold.map((c) => c.importedMs)),
    ),
    measure(
      'cold start, filled store: of which from the first to the last store read',
      'ms',
      (r) => median(r.cold.map((c) => c.store.lastReadMs - c.store.firstReadMs)),
      undefined,
      {
        note: 'the store’s reads are timed in the instance: this span holds the reads and whatever the index does between them (parsing, checking, building); what follows it to the answer is the rest (the page read, 20 ms of latency)',
      },
    ),
    measure(
      'cold start, filled store: heap at the answer (median)',
      'MiB',
      (r) => mib(median(r.cold.map((c) => c.heapAtAnswer))),
      (r) =>
        `${fmt(mib(median(r.cold.map((c) => c.heapAtAnswer))))} (${range(r.cold.map((c) => mib(c.heapAtAnswer)))})`,
    ),
    measure('cold start, filled store: heap after gc() (median)', 'MiB', (r) =>
      mib(median(r.cold.map((c) => c.heapAfterGc))),
    ),
    measure('cold start, filled store: rss (median)', 'MiB', (r) =>
      mib(median(r.cold.map((c) => c.rss))),
    ),
    measure(
      'cold start, filled store: requests per instance',
      'req',
      (r) => Math.max(...r.cold.map((c) => c.requests)),
      (r) => distinct(r.cold.map((c) => c.requests)),
      { note: 'every distinct count seen, by x-instance header, up to the instance’s exit' },
    ),
    measure(
      'cold start, filled store: store reads per lookup',
      'keys',
      (r) => median(r.cold.map((c) => c.store.keysRead)),
      (r) => distinct(r.cold.map((c) => c.store.keysRead)),
      { note: 'values read from Redis up to the answer, counted under unstorage (the driver)' },
    ),
    measure('cold start, filled store: bytes read from the store per lookup', 'MiB', (r) =>
      mib(median(r.cold.map((c) => c.store.bytesRead))),
    ),
    ...Array.from({ length: FROZEN_RUNS }, (_, n) =>
      measure(
        `frozen instance ${n + 1} of ${FROZEN_RUNS}, empty store: ms to the answer`,
        'ms',
        (r) => r.frozen[n].answerMs,
        (r) => `${fmt(r.frozen[n].answerMs)} (${fmt(r.frozen[n].requests)} req)`,
        n === 0
          ? {
              note: `FLUSHALL, then ${FROZEN_RUNS} fresh processes one after another, each findContentBySlug of an old article (each on the last page of its category, a different category each) and process.exit(0) the moment it answers; each started when the previous had exited; its requests in brackets`,
            }
          : {},
      ),
    ),
    measure(`${FROZEN_RUNS} frozen instances: service requests in all`, 'req', (r) =>
      r.frozen.reduce((sum, f) => sum + f.requests, 0),
    ),
    measure(
      `${FROZEN_RUNS} frozen instances: requests in whole walks`,
      'walks',
      (r) => r.frozen.reduce((sum, f) => sum + f.requests, 0) / walk(r),
      undefined,
      { note: 'the frozen instances’ requests divided by the requests of the long-lived walk' },
    ),
    measure(
      `${FROZEN_RUNS} frozen instances: what they left in the store`,
      'keys',
      (r) => r.afterFrozen.keys,
      (r) => `${fmt(r.afterFrozen.keys)} keys, ${fmt(r.afterFrozen.bytes)} B`,
    ),
    ...SEARCHES.map((lang, n) =>
      measure(
        `site search ${n + 1} of ${SEARCHES.length} (${lang ?? 'every language'}): ms to the answer / heap after gc() (MiB) / store reads / MiB read / writes / requests`,
        'ms',
        (r) => r.search[n].answerMs,
        (r) => {
          const s = r.search[n];
          return `${fmt(s.answerMs)} / ${fmt(mib(s.heapAfterGc))} / ${fmt(s.store.keysRead)} / ${fmt(mib(s.store.bytesRead))} / ${fmt(s.store.writes)} / ${fmt(s.requests)}`;
        },
        n === 0
          ? {
              note: `searchContent(client, { brandId, query: '${SEARCH_QUERY}', lang }) in fresh processes one after another on the filled store (nothing of the search stored before the first), each exiting the moment it answers; in order: ${SEARCHES.map((l) => l ?? 'no lang').join(', ')}`,
            }
          : {},
      ),
    ),
    measure(
      'site search: store bytes per item after the searches',
      'B',
      (r) => (r.searchStored.bytes - r.stored.bytes) / items,
      (r) =>
        `${fmt((r.searchStored.bytes - r.stored.bytes) / items)} (${fmt(r.searchStored.keys - r.stored.keys)} keys)`,
    ),
    measure(
      'unknown slug, complete index in the store: requests of a fresh instance',
      'req',
      (r) => r.unknown.requests,
      (r) =>
        `${fmt(r.unknown.requests)} (walk started ${fmt((r.fill.walkMs + r.unknownAgeMs) / 1000)} s before)`,
      {
        check: ({ ours }) => ours === 0,
        targetText: '0',
        note: 'findContentBySlug of a slug the brand lacks, in a fresh process started right after the long-lived walk was stored (in brackets: how long before the lookup that walk had started; a head check, 1 + categories requests, is due past missRefreshMs, 60 s, from the walk’s start)',
      },
    ),
    measure('unknown slug: ms from process start to the answer', 'ms', (r) => r.unknown.answerMs),
    measure(
      'store: bytes per item',
      'B',
      (r) => r.stored.bytes / items,
      (r) => `${fmt(r.stored.bytes / items)} (${fmt(mib(r.stored.bytes))} MiB in all)`,
      {
        note: 'after the walk and the lookups on it: STRLEN of every key in Redis (SCAN) divided by the items; MEMORY USAGE in the details',
      },
    ),
    measure('store: keys', 'keys', (r) => r.stored.keys),
    measure(
      'machine: 1-minute load average, start → end',
      'load',
      (r) => Math.max(...r.load),
      (r) => r.load.map((value) => value.toFixed(2)).join(' → '),
      {
        note: 'os.loadavg() when this build’s scenarios started and ended (2 cores here: above 2, the figures include waiting for a CPU)',
      },
    ),
  ];
}

function markdownTable(labels, measures) {
  const lines = [
    `| measure | unit | ${labels.join(' | ')} |`,
    `|---|---|${labels.map(() => '---:').join('|')}|`,
  ];
  const notes = [];
  for (const m of measures) {
    let name = m.name;
    if (m.note) {
      notes.push(m.note);
      name += ` [${notes.length}]`;
    }
    lines.push(`| ${name} | ${m.unit} | ${labels.map((label) => m.texts[label]).join(' | ')} |`);
  }
  return [...lines, '', ...notes.map((note, n) => `[${n + 1}] ${note}`)].join('\n');
}

export async function run() {
  const builds = buildsFromEnv();
  const sizes = sizesFromEnv();
  const mockDist = process.env.BENCH_SERVERLESS_MOCK_DIST ?? builds[0].dist;
  const labels = builds.map((build) => build.label);
  const redis = await startRedis();
  const results = {};
  const measures = [];
  try {
    for (const items of sizes) {
      console.error(`bench serverless: ${items} items: starting the mock service…`);
      const service = await startService(items, mockDist);
      try {
        results[items] = {};
        for (const build of builds) {
          console.error(`bench serverless: ${items} items, ${build.label} (${build.dist})…`);
          results[items][build.label] = await measureBuild(build, items, service, redis);
        }
      } finally {
        await service.close();
      }
      measures.push(...measuresOf(items, results[items]));
    }
  } finally {
    await redis.stop();
  }

  // run.mjs's table has two columns: ours is the last build listed, the baseline the first.
  const ours = labels.at(-1);
  const baseline = labels.length > 1 ? labels[0] : undefined;
  const rows = measures.map((m) =>
    row({
      group: 'serverless',
      name: m.name,
      ours: m.values[ours],
      baseline: baseline === undefined ? null : m.values[baseline],
      unit: m.unit,
      check: m.check,
      targetText: m.targetText,
      note: m.note,
    }),
  );
  const table = markdownTable(labels, measures);
  return {
    rows,
    table,
    builds,
    columns: { ours, baseline: baseline ?? null },
    results,
  };
}

if (process.argv[2] === 'serve') await serve();
else if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { rows, table, ...extra } = await run();
  // The table with a column per build, on stdout whether run alone or by run.mjs.
  console.log(`\n${table}\n`);
  await report(rows, { table, ...extra });
}
