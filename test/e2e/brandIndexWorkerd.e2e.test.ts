// A 120 000-item brand indexed inside a Cloudflare Worker: the packed package, bundled as wrangler
// bundles a Worker (runtimes/brandIndexWorker.ts), run on workerd through miniflare, with
// miniflare's Workers KV simulation as the index's store and V8's heap capped at the 128 MB a
// Worker has. The service is the mock in Node on 127.0.0.1, behind a proxy that counts what
// reaches it. Every request to the Worker makes a new client, as a new instance would: what it
// knows of the brand, it reads from KV. The Worker walks the brand, then looks articles up,
// reads a translation group's versions and serves every sitemap; the test counts the service
// requests (at the mock) and the KV operations (in the Worker) of each.
//
// What holds the Worker to Cloudflare's limits, and what does not (docs/runtimes.md):
// - enforced: the JavaScript heap of each isolate, at 128 MB (V8's `--max-heap-size`, which
//   miniflare takes from MINIFLARE_WORKERD_V8_FLAGS). workerd aborts when a Worker passes it,
//   so every answer below was made within it; the last test shows the cap is on.
// - measured only: the workerd process's resident memory (Linux /proc) around the lookups.
// - not enforced by workerd: CPU time, subrequests per request, KV operations per request
//   (Cloudflare allows 1 000), one write a second per KV key. The figures printed at the end
//   say what this brand costs against them.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContentItem, IndexedContent } from 'content-delivery-react/client';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CountingMockServer,
  createLargeBrand,
  type LargeBrand,
  startCountingMockServer,
} from '../helpers/largeBrand.js';
import { validateXml, xsdPaths } from '../helpers/xmllint.js';
import { bundleWorker, createRuntimeApp, type RuntimeApp } from './runtimes/runtimeApp.js';

/**
 * Bounds a step that never ends: the pack and the mock's 120 000 items, the walk (1 201 service
 * requests and about 5 300 KV writes in one Worker request), the sitemaps (every chunk read from
 * KV, for each document). Tens of seconds on an idle machine; not a timing check.
 */
const STEP_TIMEOUT_MS = 600_000;

/** A Worker's memory on Cloudflare (Free and Paid plans alike). */
const WORKER_HEAP_MB = 128;

const brandId = 'workerd-large-brand';
const languages = ['en', 'de', 'fr'];
const articles = 40_000;
const siteUrl = 'https://www.example.com';
const apiKey = 'brand-index-workerd-e2e';
/** The index's default page size: a walk reads every category list in pages of it. */
const pageSize = 100;

const fixture = fileURLToPath(new URL('./runtimes/brandIndexWorker.ts', import.meta.url));

/** Pids of the workerd processes this test process runs (miniflare starts one per instance). */
function workerdChildren(): Set<number> {
  const pids = new Set<number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After `(comm)`: the state, then the parent's pid.
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === process.pid && stat.includes('(workerd)')) pids.add(Number(name));
    } catch {
      // A process that ended while the list was read.
    }
  }
  return pids;
}

/** A process's resident memory now and at its peak, in MB (Linux `VmRSS` and `VmHWM`). */
function residentMemory(pid: number): { nowMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1]);
  return { nowMb: kilobytes('VmRSS') / 1024, peakMb: kilobytes('VmHWM') / 1024 };
}

/** A workerd started by {@link startWorkerd}. */
interface Workerd {
  miniflare: Miniflare;
  /** Its process, when it could be told apart from others. */
  pid: number | undefined;
  /** Times it crashed and miniflare started it again (a Worker past the heap cap, say). */
  restarts(): number;
}

/**
 * Starts workerd with V8's heap capped at {@link WORKER_HEAP_MB} for each isolate. miniflare
 * has no option for it: it reads V8 flags from MINIFLARE_WORKERD_V8_FLAGS when it writes
 * workerd's config, so the variable is set while it starts. A workerd that crashes is started
 * again by miniflare (without the flag, then): `restarts()` tells. miniflare's temporary folder
 * (the KV simulation's files) goes under `tmpDir`: `dispose()` removes it without waiting, so a
 * test process that ends just after would leave it behind.
 */
async function startWorkerd(
  options: Omit<ConstructorParameters<typeof Miniflare>[0], 'unsafeHandleRuntimeRestart'>,
  tmpDir: string,
): Promise<Workerd> {
  const before = workerdChildren();
  const set = {
    MINIFLARE_WORKERD_V8_FLAGS: `--max-heap-size=${WORKER_HEAP_MB}`,
    // os.tmpdir(), which miniflare's constructor asks for its folder.
    TMPDIR: mkdtempSync(join(tmpDir, 'miniflare-')),
  };
  const previous = Object.entries(set).map(([name, value]) => {
    const was = process.env[name];
    process.env[name] = value;
    return [name, was] as const;
  });
  let restarts = 0;
  try {
    const miniflare = new Miniflare({
      ...options,
      unsafeHandleRuntimeRestart: () => {
        restarts++;
      },
    });
    try {
      await miniflare.ready;
    } catch (error) {
      await miniflare.dispose();
      throw error;
    }
    const started = [...workerdChildren()].filter((pid) => !before.has(pid));
    return {
      miniflare,
      pid: started.length === 1 ? started[0] : undefined,
      restarts: () => restarts,
    };
  } finally {
    for (const [name, was] of previous) {
      if (was === undefined) delete process.env[name];
      else process.env[name] = was;
    }
  }
}

/** An event the Worker's client reported (see brandIndexWorker.ts). */
interface ReportedEvent {
  kind: string;
  [field: string]: unknown;
}

/** KV operations of one Worker request. */
interface StoreOperations {
  reads: number;
  writes: number;
}

/** What a Worker request answered, and what it cost. */
interface WorkerAnswer<T> {
  status: number;
  body: T & { error?: string };
  events: ReportedEvent[];
  store: StoreOperations;
  /** The requests that reached the service meanwhile (paths with query). */
  requests: string[];
}

/** The failures after which an index goes on in memory: none may happen here. */
const failuresOf = (events: readonly ReportedEvent[]) =>
  events.filter((event) => event.kind === 'store-failed' || event.kind === 'walk-failed');

let large: LargeBrand;
let server: CountingMockServer;
let app: RuntimeApp | undefined;
let workerd: Workerd | undefined;
/** What the run measured, printed at the end. */
const figures: string[] = [];

beforeAll(async () => {
  large = createLargeBrand({ id: brandId, articles, languages, categories: 10 });
  server = await startCountingMockServer({
    dataset: { brands: [large.brand] },
    apiKey,
    demoImageBaseUrl: false,
  });
  app = await createRuntimeApp([fixture], STEP_TIMEOUT_MS, { links: ['unstorage'] });
  const script = await bundleWorker(app.dir, 'brandIndexWorker.ts');
  workerd = await startWorkerd(
    {
      // `cf: false` keeps miniflare from fetching a real `request.cf` from Cloudflare.
      cf: false,
      workers: [
        {
          config: {
            name: 'brand-index',
            compatibilityDate: '2026-07-01',
            manifest: {
              mainModule: 'worker.js',
              modules: { 'worker.js': { type: 'esm', contents: script } },
            },
            env: {
              CDS_BASE_URL: { type: 'text', value: server.url },
              CDS_API_KEY: { type: 'text', value: apiKey },
              BRAND_ID: { type: 'text', value: brandId },
              SITE_URL: { type: 'text', value: siteUrl },
              // miniflare's KV simulation, in a temporary folder that dispose() removes.
              INDEX: { type: 'kv', id: 'brand-index' },
            },
          },
        },
      ],
    },
    app.dir,
  );
}, STEP_TIMEOUT_MS);

afterAll(async () => {
  await workerd?.miniflare.dispose();
  await server?.close();
  app?.remove();
  if (figures.length > 0) console.log(`\nBrand index on workerd\n${figures.join('\n')}\n`);
});

function appDir(): string {
  if (app === undefined) throw new Error('the temporary app was not created');
  return app.dir;
}

function running(): Workerd {
  if (workerd === undefined) throw new Error('workerd was not started');
  // After a crash, miniflare's new workerd has no heap cap and the Worker's state is gone.
  if (workerd.restarts() > 0) throw new Error('workerd crashed and was restarted (see above)');
  return workerd;
}

/** Asks the Worker for `path`: JSON routes. */
async function callWorker<T>(path: string): Promise<WorkerAnswer<T>> {
  const mark = server.count;
  const response = await running().miniflare.dispatchFetch(`http://worker.test${path}`);
  const { events, store, ...body } = (await response.json()) as T & {
    error?: string;
    events: ReportedEvent[];
    store: StoreOperations;
  };
  return {
    status: response.status,
    body: body as T & { error?: string },
    events,
    store,
    requests: server.since(mark),
  };
}

/** Asks the Worker for a sitemap document. */
async function sitemapOf(path: string): Promise<WorkerAnswer<{ xml: string }>> {
  const mark = server.count;
  const response = await running().miniflare.dispatchFetch(`http://worker.test${path}`);
  const xml = await response.text();
  const header = (name: string, fallback: string) =>
    JSON.parse(response.headers.get(name) ?? fallback) as unknown;
  return {
    status: response.status,
    body: { xml },
    events: header('x-index-events', '[]') as ReportedEvent[],
    store: header('x-index-store', '{"reads":-1,"writes":-1}') as StoreOperations,
    requests: server.since(mark),
  };
}

/** What the test reads of a KV namespace: its keys, 1 000 a page. */
interface KVListing {
  list(options: {
    cursor?: string;
  }): Promise<
    { keys: { name: string }[] } & (
      | { list_complete: true }
      | { list_complete: false; cursor: string }
    )
  >;
}

/** The keys in the Worker's KV namespace, counted by what they are in the index's layout. */
async function indexKeys(): Promise<Map<string, number>> {
  // miniflare types the namespace with @cloudflare/workers-types, which is not installed.
  const kv = (await running().miniflare.getKVNamespace('INDEX')) as unknown as KVListing;
  const kinds = new Map<string, number>();
  let cursor: string | undefined;
  // 1 000 keys a page; the bound only stops a listing that never completes.
  for (let page = 0; page < 1_000; page++) {
    const listed = await kv.list(cursor === undefined ? {} : { cursor });
    for (const { name } of listed.keys) {
      // `…:{generation}:c:{list}:{page}`, `…:s:{n}`, `…:g:{n}`, or a named key (`…:meta`).
      const kind =
        /:([csg]):\d+(?::\d+)?$/.exec(name)?.[1] ?? name.slice(name.lastIndexOf(':') + 1);
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    if (listed.list_complete) return kinds;
    cursor = listed.cursor;
  }
  throw new Error('the KV listing did not complete');
}

async function expectValid(xml: string, schema: string, path: string): Promise<void> {
  const result = await validateXml(xml, schema);
  // libxml2 may warn that it skipped a network import whose local copy is loaded: not an error.
  expect(result.errors, path).not.toMatch(/error|fails to validate/i);
  expect(result.valid, path).toBe(true);
}

const format = (store: StoreOperations) => `${store.reads} KV reads, ${store.writes} KV writes`;

describe(`a ${articles * languages.length}-item brand indexed in Workers KV, on workerd with a ${WORKER_HEAP_MB} MB heap`, () => {
  it(
    'walks the brand inside one Worker request and stores it in KV, reading every page once',
    async () => {
      const started = performance.now();
      const walk = await callWorker<{ info?: { items: number; complete: boolean } }>('/walk');
      const seconds = (performance.now() - started) / 1000;
      expect(walk.body.error).toBeUndefined();
      expect(walk.status).toBe(200);
      expect(failuresOf(walk.events)).toEqual([]);
      expect(walk.body.info).toMatchObject({ items: large.itemCount, complete: true });
      // One walk: the categories, then each page of each category once.
      expect(walk.requests).toHaveLength(large.walkRequests(pageSize));
      const completed = walk.events.find((event) => event.kind === 'walk-completed');
      expect(completed?.requests).toBe(large.walkRequests(pageSize));

      const keys = await indexKeys();
      // Sealed: the index in use, and no walk left under way or locked.
      expect(keys.get('meta')).toBe(1);
      expect(keys.has('walk')).toBe(false);
      expect(keys.has('lock')).toBe(false);
      // A chunk per page read, and the slug and group buckets that point into them.
      expect(keys.get('c')).toBe(large.walkRequests(pageSize) - 1);
      expect(keys.get('g')).toBe(keys.get('s'));
      const total = [...keys.values()].reduce((sum, count) => sum + count, 0);
      figures.push(
        `walk, in one Worker request: ${seconds.toFixed(1)} s (${String(completed?.durationMs)} ms by the Worker's clock), ${walk.requests.length} service requests, ${format(walk.store)}`,
        `KV keys after it: ${total} (${[...keys].map(([kind, count]) => `${kind} ${count}`).join(', ')})`,
      );
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'finds the newest, a middle and the oldest article with 1 service request and 3 KV reads each, and workerd hardly grows',
    async () => {
      const { pid } = running();
      const before = pid === undefined ? undefined : residentMemory(pid);
      const landmarks: [article: number, language: string][] = [
        [0, 'en'],
        [articles / 2, 'de'],
        [articles - 1, 'fr'],
      ];
      // Then articles all over the brand, for what many lookups cost in memory.
      const spread = Array.from({ length: 30 }, (_, step): [number, string] => [
        step * 1_333,
        languages[step % 3] ?? 'en',
      ]);
      const store: StoreOperations = { reads: 0, writes: 0 };
      for (const [article, language] of [...landmarks, ...spread]) {
        const slug = large.slugOf(article, language);
        const found = await callWorker<{ item: ContentItem | null }>(
          `/find?slug=${encodeURIComponent(slug)}`,
        );
        expect(found.status, slug).toBe(200);
        expect(failuresOf(found.events), slug).toEqual([]);
        // The item itself, read fresh from the page the index names: body and all.
        expect(found.body.item, slug).toMatchObject({
          id: large.idOf(article, language),
          slug,
          language,
          translationGroupId: large.groupOf(article),
          content: `<p>${article}</p>`,
        });
        expect(found.requests, slug).toHaveLength(1);
        expect(found.requests[0], slug).toContain(`/category/${large.categoryOf(article)}?`);
        // The meta, the slug's bucket and the chunk of its page: not the brand.
        expect(found.store.reads, slug).toBeLessThanOrEqual(3);
        expect(found.store.writes, slug).toBe(0);
        store.reads += found.store.reads;
        store.writes += found.store.writes;
      }
      const lookups = landmarks.length + spread.length;
      figures.push(
        `${lookups} lookups: 1 service request and ${store.reads / lookups} KV reads each`,
      );
      if (pid === undefined || before === undefined) {
        figures.push('workerd memory: its process was not found, so not measured');
        return;
      }
      const after = residentMemory(pid);
      const growthMb = after.nowMb - before.nowMb;
      figures.push(
        `workerd resident memory (the whole process): ${before.nowMb.toFixed(0)} MB after the walk, ${after.nowMb.toFixed(0)} MB after the lookups (${growthMb >= 0 ? '+' : ''}${growthMb.toFixed(1)} MB), peak ${after.peakMb.toFixed(0)} MB`,
      );
      // The process holds every isolate and the KV simulation: the lookups' share of it is far
      // under a Worker's memory (and their heap was under the cap whatever this says).
      expect(growthMb).toBeLessThan(WORKER_HEAP_MB / 4);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'answers the 3 language versions of a translation group from KV, with no service request',
    async () => {
      const article = articles / 2;
      const variants = await callWorker<{ versions: IndexedContent[] }>(
        `/variants?group=${encodeURIComponent(large.groupOf(article))}`,
      );
      expect(variants.status).toBe(200);
      expect(failuresOf(variants.events)).toEqual([]);
      expect(
        variants.body.versions.map(({ language, slug, id }) => ({ language, slug, id })),
      ).toEqual(
        ['de', 'en', 'fr'].map((language) => ({
          language,
          slug: large.slugOf(article, language),
          id: large.idOf(article, language),
        })),
      );
      expect(variants.requests).toEqual([]);
      // The meta, the group's bucket and a chunk per version.
      expect(variants.store.reads).toBeLessThanOrEqual(2 + languages.length);
      expect(variants.store.writes).toBe(0);
      figures.push(`variants: 0 service requests, ${format(variants.store)}`);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    'serves the sitemap index and its children, valid, listing every published article once, with no service request',
    async () => {
      const started = performance.now();
      const root = await sitemapOf('/sitemap.xml');
      expect(root.status).toBe(200);
      expect(failuresOf(root.events)).toEqual([]);
      await expectValid(root.body.xml, xsdPaths.sitemapIndex, '/sitemap.xml');
      expect(root.requests).toEqual([]);
      const published = Array.from({ length: articles }, (_, article) => article).filter(
        (article) => !large.isDraft(article),
      );
      const expected = new Set([
        // The home page, listed first by default.
        `${siteUrl}/`,
        ...published.flatMap((article) =>
          languages.map(
            (language) =>
              `${siteUrl}/articles/${encodeURIComponent(large.slugOf(article, language))}`,
          ),
        ),
      ]);
      const children = [...root.body.xml.matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map(
        (match) => new URL(match[1] ?? '').pathname,
      );
      // At most 50 000 URLs a sitemap (the protocol's limit, the default).
      expect(children).toEqual(
        Array.from(
          { length: Math.ceil(expected.size / 50_000) },
          (_, n) => `/sitemaps/${n + 1}.xml`,
        ),
      );

      const listed: string[] = [];
      let largest = { urls: 0, bytes: 0, store: root.store };
      for (const path of children) {
        const child = await sitemapOf(path);
        expect(child.status, path).toBe(200);
        expect(failuresOf(child.events), path).toEqual([]);
        await expectValid(child.body.xml, xsdPaths.urlset, path);
        expect(child.requests, path).toEqual([]);
        expect(child.store.writes, path).toBe(0);
        const urls = [...child.body.xml.matchAll(/<url><loc>([^<]*)<\/loc>/g)].map(
          (match) => match[1] ?? '',
        );
        expect(urls.length, path).toBeLessThanOrEqual(50_000);
        listed.push(...urls);
        if (urls.length > largest.urls)
          largest = { urls: urls.length, bytes: child.body.xml.length, store: child.store };
      }
      expect(listed).toHaveLength(expected.size);
      expect(new Set(listed)).toEqual(expected);
      figures.push(
        `sitemaps: the index and ${children.length} children (${listed.length} URLs) in ${((performance.now() - started) / 1000).toFixed(1)} s, 0 service requests; each document ${format(largest.store)} (a child: ${largest.urls} URLs, ${(largest.bytes / 1_048_576).toFixed(1)} MB)`,
      );
      const { pid } = running();
      if (pid !== undefined)
        figures.push(`workerd resident memory, peak: ${residentMemory(pid).peakMb.toFixed(0)} MB`);
    },
    STEP_TIMEOUT_MS,
  );

  it(
    `stops a Worker that holds more than ${WORKER_HEAP_MB} MB: the cap the answers above were made within is on`,
    async () => {
      const script = `export default {
        async fetch(request) {
          const megabytes = Number(new URL(request.url).searchParams.get('mb'));
          const held = [];
          // 128 Ki doubles: 1 MB each.
          for (let mb = 0; mb < megabytes; mb++) held.push(new Array(131072).fill(mb + 0.5));
          return new Response(String(held.length));
        },
      };`;
      const probe = await startWorkerd(
        {
          cf: false,
          workers: [
            {
              config: {
                name: 'heap-probe',
                compatibilityDate: '2026-07-01',
                manifest: {
                  mainModule: 'probe.js',
                  modules: { 'probe.js': { type: 'esm', contents: script } },
                },
              },
            },
          ],
        },
        appDir(),
      );
      try {
        const within = await probe.miniflare.dispatchFetch('http://probe.test/?mb=32');
        expect(await within.text()).toBe('32');
        // V8 stops at the cap ("Reached heap limit") and workerd aborts: no answer comes.
        await expect(
          probe.miniflare.dispatchFetch('http://probe.test/?mb=200').then((past) => past.text()),
        ).rejects.toThrow();
      } finally {
        await probe.miniflare.dispose();
      }
    },
    STEP_TIMEOUT_MS,
  );
});
