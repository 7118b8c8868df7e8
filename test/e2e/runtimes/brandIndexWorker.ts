// A Cloudflare Worker whose brand index is kept in Workers KV, as an app deploys it: a client per
// request (a Worker instance may be new for every request, so nothing is kept in the isolate
// between requests), its index in the `INDEX` KV binding through unstorage's
// `cloudflare-kv-binding` driver (the store the package's docs name for Cloudflare KV), and the
// service at the Worker's `CDS_BASE_URL` (the mock, in Node on 127.0.0.1).
// brandIndexWorkerd.e2e.test.ts bundles it as wrangler bundles a Worker, from a temporary app
// where `content-delivery-react` is the packed package, and runs it on workerd through miniflare.
//
// Routes:
//   /walk                          client.brandIndex.refresh(brand): the walk, stored in KV
//   /find?slug=                    findContentBySlug: where the index says, read fresh
//   /variants?group=               client.brandIndex.variants: a group's versions, from KV alone
//   /sitemap.xml, /sitemaps/n.xml  createSitemaps: the sitemap index and child n
// The JSON answers carry what the client reported meanwhile (`events`: a failing store is an
// event, after which the index goes on in memory, so an answer alone would hide it) and the KV
// operations the request made (`store`: Cloudflare allows 1 000 a request, workerd none); a
// sitemap carries both in its `x-index-events` and `x-index-store` headers.
import {
  type BrandIndexStorage,
  type ContentEvent,
  createContentClient,
  findContentBySlug,
} from 'content-delivery-react/client';
import { createSitemaps } from 'content-delivery-react/discovery';
import { createStorage } from 'unstorage';
import cloudflareKVBindingDriver from 'unstorage/drivers/cloudflare-kv-binding';

/** The part of a Workers KV binding the driver uses (the Workers types are not installed). */
interface KVBinding {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The Worker's bindings (see the test's miniflare config). */
interface Env {
  CDS_BASE_URL: string;
  CDS_API_KEY: string;
  BRAND_ID: string;
  SITE_URL: string;
  INDEX: KVBinding;
}

/** What the Workers runtime hands a request's handler besides the request. */
interface ExecutionContext {
  waitUntil(work: Promise<unknown>): void;
}

/** An event as the test reads it: its kind, and what a walk or a failure reports. */
type ReportedEvent = { kind: ContentEvent['kind'] } & Record<string, unknown>;

function report(event: ContentEvent): ReportedEvent {
  switch (event.kind) {
    case 'walk-completed':
    case 'walk-resumed':
    case 'head-check':
      return { ...event };
    case 'store-failed':
    case 'walk-failed':
      return { kind: event.kind, error: String(event.error) };
    default:
      return { kind: event.kind };
  }
}

/** KV operations of one request: reads, and writes (a delete is a write to KV). */
interface StoreOperations {
  reads: number;
  writes: number;
}

/** `storage`, counting into `operations` what it is asked for. */
function counting(storage: BrandIndexStorage, operations: StoreOperations): BrandIndexStorage {
  return {
    getItem(key) {
      operations.reads++;
      return storage.getItem(key);
    },
    setItem(key, value) {
      operations.writes++;
      return storage.setItem(key, value);
    },
    removeItem(key) {
      operations.writes++;
      return storage.removeItem(key);
    },
  };
}

export default {
  async fetch(request: Request, env: Env, context: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    const brandId = env.BRAND_ID;
    const events: ReportedEvent[] = [];
    const store: StoreOperations = { reads: 0, writes: 0 };
    const json = (value: object, status = 200) =>
      new Response(JSON.stringify({ ...value, events, store }), {
        status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    const xml = (body: ReadableStream<Uint8Array>) =>
      new Response(body, {
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          // The sitemap has read the whole index by the time it starts: these are final.
          'x-index-events': JSON.stringify(events),
          'x-index-store': JSON.stringify(store),
        },
      });

    const client = createContentClient({
      baseUrl: env.CDS_BASE_URL,
      apiKey: env.CDS_API_KEY,
      onEvent: (event) => events.push(report(event)),
      brandIndex: {
        storage: counting(
          createStorage({ driver: cloudflareKVBindingDriver({ binding: env.INDEX }) }),
          store,
        ),
        // Work after the answer (a walk a lookup started) must not be cut when it is sent.
        waitUntil: (work) => context.waitUntil(work),
        // Failures are events the test reads, not console warnings.
        onError: () => {},
      },
    });
    const index = client.brandIndex;
    if (index === undefined) return json({ error: 'the client has no brand index' }, 500);
    try {
      if (url.pathname === '/walk') {
        await index.refresh(brandId);
        return json({ info: index.info(brandId) });
      }
      if (url.pathname === '/find') {
        const slug = url.searchParams.get('slug') ?? '';
        const item = await findContentBySlug(client, brandId, { slug });
        return json({ item }, item === null ? 404 : 200);
      }
      if (url.pathname === '/variants') {
        const group = url.searchParams.get('group') ?? '';
        return json({ versions: await index.variants(brandId, group) });
      }
      const child = /^\/sitemaps\/(\d+)\.xml$/.exec(url.pathname);
      if (url.pathname === '/sitemap.xml' || child !== null) {
        const sitemaps = await createSitemaps({
          client,
          brandId,
          siteUrl: env.SITE_URL,
          getItemHref: (item) => `/articles/${encodeURIComponent(item.slug)}`,
          getSitemapHref: (n) => `/sitemaps/${n}.xml`,
        });
        const body = child === null ? sitemaps.root() : sitemaps.sitemap(Number(child[1]));
        return body === undefined ? json({ error: 'no such sitemap' }, 404) : xml(body);
      }
      return json({ error: 'no such route' }, 404);
    } catch (error) {
      return json({ error: String(error) }, 500);
    }
  },
};
