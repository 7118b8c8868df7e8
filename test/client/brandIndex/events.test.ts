// What an operator sees of the brand index: every degradation and milestone is an event of the
// client's `onEvent`, with a kind and the brand, never the key. One test per kind.
import {
  type BrandIndexStorage,
  type ContentClient,
  type ContentEvent,
  type ContentTelemetry,
  createBrandIndex,
  findContentBySlug,
  type TelemetryAttributes,
  telemetryNames,
} from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { createStorage } from 'unstorage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import {
  clientOf,
  indexOf,
  newest,
  shopBrand,
  startClock,
  startShop,
  walkRequests,
} from './shop.js';

const apiKey = 'secret-key-of-the-events-test';

beforeEach(() => {
  // The development warnings of the failures these tests cause on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A shop, a client reporting to `events`, and an index over it (in `storage` when given). */
function observed(storage?: BrandIndexStorage, options: { missRefreshMs?: number } = {}) {
  const shop = startShop([shopBrand()], { apiKey });
  const events: ContentEvent[] = [];
  const client = clientOf(shop, { apiKey, onEvent: (event) => events.push(event) });
  const index = indexOf(client, { storage, ...options });
  const ofKind = <K extends ContentEvent['kind']>(kind: K) =>
    events.filter((event): event is Extract<ContentEvent, { kind: K }> => event.kind === kind);
  return { shop, client, index, events, ofKind };
}

/** No event carries the key, whatever its kind or error. */
function expectNoKey(events: ContentEvent[]) {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(events, (_name, value: unknown) => {
    if (value instanceof Error)
      return { name: value.name, message: value.message, cause: value.cause };
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    return value;
  });
  expect(text).not.toContain(apiKey);
}

describe('brand index events', () => {
  it('walk-completed: the brand, the items held, whether it is complete, and the requests it took', async () => {
    const { index, ofKind, events } = observed();
    await index.refresh('shop');
    expect(ofKind('walk-completed')).toEqual([
      {
        kind: 'walk-completed',
        brandId: 'shop',
        items: 180,
        complete: true,
        requests: 19,
        durationMs: expect.any(Number),
      },
    ]);
    expectNoKey(events);
  });

  it('walk-failed: the service failing mid-walk is reported with its error, and the lookup rejects with it', async () => {
    const { shop, index, ofKind, events } = observed();
    shop.change(([brand]) => {
      if (brand !== undefined) brand.id = 'renamed';
    });
    await expect(index.find('shop', 'tents-0-en')).rejects.toMatchObject({ kind: 'http' });
    const [failed] = ofKind('walk-failed');
    expect(failed?.brandId).toBe('shop');
    expect(failed?.error).toMatchObject({ kind: 'http', status: 404 });
    expectNoKey(events);
  });

  it('walk-resumed: a walk cut short is taken up where it stopped, with the pages it had', async () => {
    const { shop, index, ofKind } = observed();
    // Page 3 of every list fails once: the walk stops with pages 1 and 2 stored.
    let failures = 3;
    shop.hold((path) => path.includes('page=3') && failures-- > 0);
    const first = index.refresh('shop');
    await until(() => shop.held() > 0, 5_000);
    shop.change(([brand]) => {
      if (brand !== undefined) brand.id = 'gone';
    });
    shop.stopHolding();
    await expect(first).rejects.toMatchObject({ kind: 'http' });
    shop.change(([brand]) => {
      if (brand !== undefined) brand.id = 'shop';
    });
    // A lookup's walk takes up the cursor (a refresh() would not: its walk must start after
    // the call, so nothing published before it is missed).
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    const [resumed] = ofKind('walk-resumed');
    expect(resumed).toMatchObject({ kind: 'walk-resumed', brandId: 'shop', pages: 18 });
    expect(resumed?.pagesDone).toBeGreaterThanOrEqual(3);
    expect(resumed?.pagesDone).toBeLessThan(18);
    // The lookup answered from the walk's page; the walk ends after it.
    await until(() => index.info('shop') !== undefined, 5_000);
    expect(index.info('shop')).toMatchObject({ items: 180, complete: true });
  });

  it('head-check: a miss past the window reads the lists’ first pages, with what it added', async () => {
    startClock();
    const { shop, index, ofKind } = observed(undefined, { missRefreshMs: 60_000 });
    await index.refresh('shop');
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'fresh',
          slug: 'fresh',
          categoryId: 'tents',
          publishedDate: new Date(newest + 60_000).toISOString(),
        }),
      );
    });
    vi.setSystemTime(newest + 120_000);
    expect((await index.find('shop', 'fresh'))?.id).toBe('fresh');
    expect(ofKind('head-check')).toEqual([
      { kind: 'head-check', brandId: 'shop', added: 1, changed: false },
    ]);
  });

  it('store-failed: a store that is down is reported per operation with its error, and the lookup is answered from memory', async () => {
    const down = new Error('ECONNREFUSED 127.0.0.1:6379');
    const fail = async () => {
      throw down;
    };
    const { index, ofKind, events } = observed({ getItem: fail, setItem: fail, removeItem: fail });
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    const failures = ofKind('store-failed');
    expect(failures.length).toBeGreaterThan(0);
    expect(failures[0]).toMatchObject({ kind: 'store-failed', brandId: 'shop', operation: 'read' });
    expect(failures.every((event) => event.error === down)).toBe(true);
    expectNoKey(events);
  });

  it('item-refused: an item with a field longer than the index holds, by slug', async () => {
    const { shop, index, ofKind } = observed();
    shop.change(([brand]) => {
      const item = brand?.items.find((candidate) => candidate.slug === 'boots-3-de');
      if (item !== undefined) item.title = 'x'.repeat(5_000);
    });
    await index.refresh('shop');
    expect(ofKind('item-refused')).toEqual([
      { kind: 'item-refused', brandId: 'shop', slug: 'boots-3-de', reason: 'field-too-long' },
    ]);
  });

  it('brand-too-large: a brand listing more than maxItems, with its count', async () => {
    const shop = startShop([shopBrand()]);
    const events: ContentEvent[] = [];
    const index = indexOf(clientOf(shop, { onEvent: (event) => events.push(event) }), {
      maxItems: 100,
    });
    await index.refresh('shop');
    expect(events).toContainEqual({
      kind: 'brand-too-large',
      brandId: 'shop',
      itemCount: 180,
      maxItems: 100,
    });
  });

  it('an onEvent that throws costs no lookup', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop, {
      onEvent: () => {
        throw new Error('the logger is down');
      },
    });
    const index = indexOf(client, { storage: createStorage() });
    expect(
      (await findContentBySlug(client, 'shop', { slug: 'tents-3-en', brandIndex: index }))?.id,
    ).toBe('shop-tents-3-en');
  });
});

/** A telemetry that records the spans it runs and what it counts, by name. */
function recordingTelemetry() {
  const spans: { name: string; attributes: TelemetryAttributes }[] = [];
  const counts: { name: string; value: number; attributes: TelemetryAttributes }[] = [];
  const telemetry: ContentTelemetry = {
    span(name, attributes, run) {
      spans.push({ name, attributes });
      return run();
    },
    count(name, value, attributes) {
      counts.push({ name, value, attributes });
    },
  };
  const countsOf = (name: string) => counts.filter((count) => count.name === name);
  return { telemetry, spans, countsOf };
}

describe('telemetry of the brand index', () => {
  it('names its spans and counters as docs/observability.md does, so dashboards find them', async () => {
    // The names are a contract with every dashboard and alert built on them.
    expect(telemetryNames).toEqual({
      requestSpan: 'content-delivery.request',
      walkSpan: 'content-delivery.brand-index.walk',
      lookupSpan: 'content-delivery.brand-index.lookup',
      requests: 'content_delivery.requests',
      refusals: 'content_delivery.degradations',
      indexLookups: 'content_delivery.brand_index.lookups',
    });
    const { telemetry, spans, countsOf } = recordingTelemetry();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop, { telemetry }));
    expect((await index.find('shop', 'maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    await until(() => index.info('shop') !== undefined, 5_000);
    const spanNames = new Set(spans.map((span) => span.name));
    expect(spanNames).toEqual(
      new Set([
        'content-delivery.request',
        'content-delivery.brand-index.walk',
        'content-delivery.brand-index.lookup',
      ]),
    );
    expect(countsOf('content_delivery.requests')).toHaveLength(walkRequests);
    expect(countsOf('content_delivery.brand_index.lookups')).toHaveLength(1);
  });

  it('counts each degradation by kind and brand, and a completed walk not at all', async () => {
    const { telemetry, countsOf } = recordingTelemetry();
    const shop = startShop([shopBrand()]);
    shop.change(([brand]) => {
      const item = brand?.items.find((candidate) => candidate.slug === 'boots-3-de');
      if (item !== undefined) item.title = 'x'.repeat(5_000);
    });
    const events: ContentEvent[] = [];
    const index = indexOf(clientOf(shop, { telemetry, onEvent: (event) => events.push(event) }));
    await index.refresh('shop');
    // The walk completed (an event), but only the refused item is a degradation.
    expect(events.map((event) => event.kind).sort()).toEqual(['item-refused', 'walk-completed']);
    expect(countsOf('content_delivery.degradations')).toEqual([
      {
        name: 'content_delivery.degradations',
        value: 1,
        attributes: { kind: 'item-refused', brand: 'shop' },
      },
    ]);
  });

  it('names at most 80 characters of a brand in a degradation counted', async () => {
    const { telemetry, countsOf } = recordingTelemetry();
    const longId = 'd'.repeat(100);
    const shop = startShop([shopBrand(longId)]);
    const index = indexOf(clientOf(shop, { telemetry }), { maxItems: 100 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await index.refresh(longId);
    expect(countsOf('content_delivery.degradations')).toEqual([
      {
        name: 'content_delivery.degradations',
        value: 1,
        attributes: { kind: 'brand-too-large', brand: 'd'.repeat(80) },
      },
    ]);
  });
});

describe('a brand index over a client not made by createContentClient', () => {
  /** A test double of a client: the real one's endpoints, on an object of its own. */
  function doubleOf(client: ContentClient, baseUrl: string): ContentClient {
    return {
      baseUrl,
      queryKeyScope: client.queryKeyScope,
      buildUrl: client.buildUrl,
      brandIndex: undefined,
      getCategories: (...args) => client.getCategories(...args),
      getContentByCategory: (...args) => client.getContentByCategory(...args),
      getContentByLanguage: (...args) => client.getContentByLanguage(...args),
      getContentByTag: (...args) => client.getContentByTag(...args),
    };
  }

  it('keeps apart in a shared store what doubles of two services hold (by base URL)', async () => {
    const storage = createStorage();
    const first = startShop([shopBrand()]);
    const second = startShop([shopBrand()]);
    second.change(([brand]) => {
      if (brand !== undefined)
        brand.items = brand.items.filter((item) => item.slug !== 'maps-19-fr');
    });
    const firstIndex = createBrandIndex(doubleOf(clientOf(first), 'http://one.test'), {
      pageSize: 10,
      storage,
    });
    await firstIndex.refresh('shop');
    const secondIndex = createBrandIndex(doubleOf(clientOf(second), 'http://two.test'), {
      pageSize: 10,
      storage,
    });
    // The second service has no such item: what the first stored must not answer for it.
    expect(await secondIndex.find('shop', 'maps-19-fr')).toBeNull();
    expect(second.categoryReads()).toBe(1);
  });
});
