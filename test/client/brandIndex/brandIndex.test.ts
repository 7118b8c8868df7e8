import {
  type BrandIndex,
  type ContentClient,
  createBrandIndex,
  createContentClient,
  findContentBySlug,
  isContentApiError,
} from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import { createStorage } from 'unstorage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import { failureOf } from '../../helpers/localServer.js';
import {
  categoryIds,
  categoryItems,
  clientOf,
  collect,
  indexOf,
  languages,
  newest,
  shopBrand,
  startClock,
  startShop,
  walkRequests,
} from './shop.js';

/** A function saying whether `promise` has settled yet. */
function settledFlag(promise: Promise<unknown>): () => boolean {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  return () => settled;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createBrandIndex: freshness', () => {
  it('answers from the old index after ttlMs while one background walk runs', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { ttlMs: 60_000, maxStaleMs: 600_000 });
    await index.refresh('shop');
    expect(shop.requests).toHaveLength(walkRequests);

    vi.setSystemTime(newest + 60_000);
    shop.hold();
    const lookups = ['tents-0-en', 'boots-5-de', 'maps-19-fr'].map((slug) =>
      index.find('shop', slug),
    );
    const answered = settledFlag(Promise.all(lookups));
    await until(answered);
    expect((await Promise.all(lookups)).map((entry) => entry?.slug)).toEqual([
      'tents-0-en',
      'boots-5-de',
      'maps-19-fr',
    ]);
    // The background walk has sent its first request, and only one walk has.
    expect(shop.held()).toBe(1);
    expect(shop.count('categories')).toBe(2);
    expect(index.info('shop')?.walkedAt).toBe(newest);

    shop.stopHolding();
    await until(() => index.info('shop')?.walkedAt === newest + 60_000);
    expect(shop.requests).toHaveLength(2 * walkRequests);
    // Fresh again: no walk.
    await index.find('shop', 'tents-3-en');
    expect(shop.requests).toHaveLength(2 * walkRequests);
  });

  it('waits for a new walk after maxStaleMs', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { ttlMs: 60_000, maxStaleMs: 600_000 });
    await index.refresh('shop');

    vi.setSystemTime(newest + 600_000);
    shop.hold();
    const lookup = index.find('shop', 'tents-0-en');
    const answered = settledFlag(lookup);
    await until(() => shop.held() === 1);
    // Give the lookup many turns to answer from the old index, which it must not.
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered()).toBe(false);
    shop.stopHolding();
    expect((await lookup)?.id).toBe('shop-tents-0-en');
    expect(index.info('shop')?.walkedAt).toBe(newest + 600_000);
    expect(shop.count('categories')).toBe(2);
  });

  it('walks again when the clock is set back, rather than keeping the index fresh', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { ttlMs: 60_000, maxStaleMs: 600_000 });
    await index.refresh('shop');
    expect(shop.count('categories')).toBe(1);

    // The clock was a day ahead when the index was walked, and is corrected now.
    vi.setSystemTime(newest - 24 * 60 * 60_000);
    expect((await index.find('shop', 'tents-0-en'))?.id).toBe('shop-tents-0-en');
    expect(shop.count('categories')).toBe(2);
    expect(index.info('shop')?.walkedAt).toBe(newest - 24 * 60 * 60_000);
    await index.find('shop', 'tents-1-en');
    expect(shop.count('categories')).toBe(2);
  });

  it('keeps answering from the old index when a background walk fails, and reports it to onError', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const onError = vi.fn();
    const index = indexOf(clientOf(shop), { ttlMs: 60_000, maxStaleMs: 600_000, onError });
    await index.refresh('shop');
    shop.change((brands) => {
      brands.splice(0, brands.length);
    });
    vi.setSystemTime(newest + 60_000);
    expect((await index.find('shop', 'boots-0-en'))?.id).toBe('shop-boots-0-en');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1), { timeout: 5_000 });
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ kind: 'http', status: 404 });
    expect(index.info('shop')).toMatchObject({ items: 180, walkedAt: newest });

    // With the service still failing, lookups go on from the old index without starting a walk
    // after every one: the next background walk waits missRefreshMs (60 s by default).
    const failedWalks = shop.count('categories');
    for (const slug of ['boots-1-en', 'boots-2-en', 'tents-3-de']) {
      expect((await index.find('shop', slug))?.slug).toBe(slug);
    }
    vi.setSystemTime(newest + 60_000 + 59_000);
    expect((await index.find('shop', 'boots-4-en'))?.slug).toBe('boots-4-en');
    expect(shop.count('categories')).toBe(failedWalks);
    vi.setSystemTime(newest + 60_000 + 61_000);
    expect((await index.find('shop', 'boots-5-en'))?.slug).toBe('boots-5-en');
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    expect(shop.count('categories')).toBe(failedWalks + 1);
  });
});

describe('createBrandIndex: single flight', () => {
  it('walks a cold brand once for many concurrent lookups, reading each page once', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    const slugs = categoryIds.flatMap((categoryId) =>
      [0, 7, 19].flatMap((group) =>
        languages.map((language) => `${categoryId}-${group}-${language}`),
      ),
    );
    const found = await Promise.all(slugs.map((slug) => index.find('shop', slug)));
    expect(found.map((entry) => entry?.slug)).toEqual(slugs);
    expect(shop.requests).toHaveLength(walkRequests);
    expect(new Set(shop.requests).size).toBe(walkRequests);
  });

  it('rejects an aborted lookup with kind aborted, while the walk goes on for the others', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client);
    shop.hold((path) => /page=[2-9]/.test(path));
    const controller = new AbortController();
    // The oldest item is on a held page: the lookup waits for the walk.
    const lookup = findContentBySlug(client, 'shop', {
      slug: 'boots-19-en',
      brandIndex: index,
      signal: controller.signal,
    });
    await until(() => shop.held() > 0);
    controller.abort();
    expect(await failureOf(lookup)).toMatchObject({ kind: 'aborted' });
    shop.stopHolding();
    expect((await index.find('shop', 'boots-19-en'))?.id).toBe('shop-boots-19-en');
    expect(shop.count('categories')).toBe(1);
  });

  it('answers a cold lookup as soon as the walk reads its page', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client);
    // Pages past the first of each list wait: the item on page 1 needs none of them.
    shop.hold((path) => /page=[2-9]/.test(path));
    const item = await findContentBySlug(client, 'shop', { slug: 'boots-1-fr', brandIndex: index });
    expect(item?.id).toBe('shop-boots-1-fr');
    // The walk read it, so the lookup sent nothing of its own.
    expect(shop.requests.filter((path) => path.includes('page=1'))).toHaveLength(3);
    shop.stopHolding();
    await until(() => index.info('shop') !== undefined);
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it('follows a walk running at refresh() with exactly one more, shared by concurrent calls', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    shop.hold((path) => path === 'shop/categories');
    const lookup = index.find('shop', 'tents-0-en');
    await until(() => shop.held() === 1);
    const refreshes = [index.refresh('shop'), index.refresh('shop'), index.refresh('shop')];
    shop.stopHolding();
    await Promise.all([lookup, ...refreshes]);
    expect(shop.count('categories')).toBe(2);
    expect(shop.requests).toHaveLength(2 * walkRequests);
  });

  it('follows the walk a refresh() started after the running one with one more of its own', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    shop.hold((path) => path === 'shop/categories');
    const first = index.refresh('shop');
    await until(() => shop.held() === 1);
    // Joins the running walk A, then walks B.
    const second = index.refresh('shop');
    shop.release();
    await until(() => shop.count('categories') === 2 && shop.held() === 1);
    // B has asked for the categories, maybe before an item was published: one more, C.
    const third = index.refresh('shop');
    shop.stopHolding();
    await Promise.all([first, second, third]);
    expect(shop.count('categories')).toBe(3);
  });

  it('refresh() with no walk running walks once and resolves with the new index in use', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    await index.refresh('shop');
    vi.setSystemTime(newest + 1_000);
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'late',
          slug: 'late',
          categoryId: 'maps',
          publishedDate: null,
        }),
      );
    });
    await index.refresh('shop');
    expect(index.info('shop')).toEqual({ items: 181, walkedAt: newest + 1_000, complete: true });
    const before = shop.requests.length;
    expect((await index.find('shop', 'late'))?.id).toBe('late');
    expect(shop.requests).toHaveLength(before);
  });

  it('refresh() rejects with the walk failure and keeps the old index', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    await index.refresh('shop');
    shop.change((brands) => {
      brands.splice(0, brands.length);
    });
    expect(await failureOf(index.refresh('shop'))).toMatchObject({ kind: 'http', status: 404 });
    expect(index.info('shop')?.items).toBe(180);
    expect((await index.find('shop', 'maps-3-de'))?.id).toBe('shop-maps-3-de');
  });
});

describe('createBrandIndex: head checks', () => {
  it('answers a miss within missRefreshMs of the walk with null and no request', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { missRefreshMs: 60_000 });
    await index.refresh('shop');
    vi.setSystemTime(newest + 59_999);
    for (const slug of ['nope', '__proto__', 'constructor', '..', '\uD800', 'x'.repeat(100_000)]) {
      expect(await index.find('shop', slug)).toBeNull();
    }
    expect(await index.find('shop', 'tents-0-en', { lang: 'fr' })).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it('sends one head check for 20 concurrent unknown slugs after missRefreshMs, then none', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { missRefreshMs: 60_000 });
    await index.refresh('shop');
    vi.setSystemTime(newest + 60_000);
    const misses = Array.from({ length: 20 }, (_, n) => index.find('shop', `unknown-${n}`));
    expect(await Promise.all(misses)).toEqual(Array(20).fill(null));
    const check = shop.requests.slice(walkRequests);
    expect(check.sort()).toEqual([
      'shop/categories',
      ...['boots', 'maps', 'tents'].map((id) => `shop/category/${id}?page=1&pageSize=10`),
    ]);
    expect(await index.find('shop', 'unknown-21')).toBeNull();
    vi.setSystemTime(newest + 119_999);
    expect(await index.find('shop', 'unknown-22')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 4);
    vi.setSystemTime(newest + 120_000);
    expect(await index.find('shop', 'unknown-23')).toBeNull();
    expect(shop.requests).toHaveLength(walkRequests + 8);
  });

  it('finds an item published on top of a list, and reads the shifted pages of the others with 1 request', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 60_000 });
    const find = (slug: string) => findContentBySlug(client, 'shop', { slug, brandIndex: index });
    await index.refresh('shop');
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'fresh-tent',
          slug: 'fresh-tent',
          categoryId: 'tents',
          translationGroupId: 'shop-tents-group-0',
          language: 'it',
          publishedDate: new Date(newest + 60_000).toISOString(),
        }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    expect((await find('fresh-tent'))?.id).toBe('fresh-tent');
    expect(shop.requests.slice(walkRequests)).toHaveLength(1 + 3 + 1);
    expect(index.info('shop')?.items).toBe(181);
    expect((await index.variants('shop', 'shop-tents-group-0')).map((v) => v.language)).toEqual([
      'de',
      'en',
      'fr',
      'it',
    ]);

    // Every tents item moved down by one; each warm lookup still reads the one right page.
    const reads = [
      ['fresh-tent', 1],
      ['tents-0-de', 1],
      ['tents-2-fr', 1], // place 8 → 9
      ['tents-3-de', 2], // place 9 → 10
      ['tents-6-de', 2], // place 18 → 19
      ['tents-6-en', 3], // place 19 → 20
      ['tents-19-fr', 7], // place 59 → 60: a page the walk did not read
      ['boots-3-de', 1], // another list: not moved
    ] as const;
    for (const [slug, page] of reads) {
      const before = shop.requests.length;
      expect((await find(slug))?.slug).toBe(slug);
      const category = slug.split('-')[0] === 'fresh' ? 'tents' : slug.split('-')[0];
      expect(shop.requests.slice(before)).toEqual([
        `shop/category/${category}?page=${page}&pageSize=10`,
      ]);
    }
  });

  it('finds an item published since the walk on page 1 of its list, the head check after it too', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 60_000 });
    await index.refresh('shop');
    const publish = (id: string, at: number) =>
      shop.change(([brand]) => {
        brand?.items.push(
          createMockContentItem({
            id,
            slug: id,
            categoryId: 'boots',
            publishedDate: new Date(at).toISOString(),
          }),
        );
      });
    publish('first-new', newest + 1);
    vi.setSystemTime(newest + 60_000);
    expect((await index.find('shop', 'first-new'))?.id).toBe('first-new');
    publish('second-new', newest + 2);
    vi.setSystemTime(newest + 120_000);
    expect((await index.find('shop', 'second-new'))?.id).toBe('second-new');
    // Both at the top of boots now: second-new first, first-new second, boots-0-de third.
    for (const [slug, page] of [
      ['second-new', 1],
      ['first-new', 1],
      ['boots-2-fr', 2], // place 8 → 10
      ['boots-19-fr', 7], // place 59 → 61
    ] as const) {
      const before = shop.requests.length;
      expect((await findContentBySlug(client, 'shop', { slug, brandIndex: index }))?.slug).toBe(
        slug,
      );
      expect(shop.requests.slice(before)).toEqual([`shop/category/boots?page=${page}&pageSize=10`]);
    }
  });

  it('walks again in the background when a head check finds a new category', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop), { missRefreshMs: 60_000 });
    await index.refresh('shop');
    shop.change(([brand]) => {
      brand?.categories.push(createMockCategory({ id: 'stoves' }));
      brand?.items.push(
        createMockContentItem({ id: 'stove-1', slug: 'stove-1', categoryId: 'stoves' }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    // The head check does not read the new list itself; the walk it starts does, and the
    // lookup waits for it rather than answer null for an item that exists.
    expect((await index.find('shop', 'stove-1'))?.categoryId).toBe('stoves');
    await until(() => index.info('shop')?.items === 181);
    expect(shop.count('categories')).toBe(3);
  });
});

describe('createBrandIndex: items that moved', () => {
  it('finds an item pushed onto the next page with one more request', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client);
    await index.refresh('shop');
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'unseen',
          slug: 'unseen',
          categoryId: 'tents',
          publishedDate: new Date(newest + 1).toISOString(),
        }),
      );
    });
    const item = await findContentBySlug(client, 'shop', { slug: 'tents-3-de', brandIndex: index });
    expect(item?.id).toBe('shop-tents-3-de');
    expect(shop.requests.slice(walkRequests)).toEqual([
      'shop/category/tents?page=1&pageSize=10',
      'shop/category/tents?page=2&pageSize=10',
    ]);
  });

  it('never answers null for an item that exists when the lists reorder, walking again at most once per window', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 60_000 });
    const find = (slug: string) => findContentBySlug(client, 'shop', { slug, brandIndex: index });
    await index.refresh('shop');
    // Oldest first now: the first page of each list is its last.
    const reverse = () =>
      shop.change(([brand]) => {
        for (const item of brand?.items ?? []) {
          const date = Date.parse(item.publishedDate ?? '');
          item.publishedDate = new Date(2 * newest - date - 3_600_000).toISOString();
        }
      });
    reverse();
    // Within the window of the walk: no walk again, the lists are searched (bounded).
    expect((await find('tents-0-de'))?.id).toBe('shop-tents-0-de');
    expect((await find('maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    expect(shop.count('categories')).toBeLessThanOrEqual(3);
    expect(index.info('shop')?.walkedAt).toBe(newest);

    // After it: one walk again, and then the index is right.
    vi.setSystemTime(newest + 60_000);
    expect((await find('boots-0-de'))?.id).toBe('shop-boots-0-de');
    expect(index.info('shop')?.walkedAt).toBe(newest + 60_000);
    let before = shop.requests.length;
    expect((await find('boots-0-en'))?.id).toBe('shop-boots-0-en');
    expect(shop.requests.slice(before)).toEqual(['shop/category/boots?page=6&pageSize=10']);

    // Reordered back at once: a second walk must wait for the window; lookups still answer.
    reverse();
    before = shop.count('categories');
    for (const slug of ['tents-0-de', 'tents-10-en', 'boots-19-fr', 'maps-0-fr']) {
      expect((await find(slug))?.slug).toBe(slug);
    }
    expect(index.info('shop')?.walkedAt).toBe(newest + 60_000);
    expect(shop.count('categories') - before).toBeLessThanOrEqual(4);
  });

  it('answers null for an item deleted since the walk', async () => {
    startClock();
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 60_000 });
    await index.refresh('shop');
    shop.change(([brand]) => {
      if (brand !== undefined)
        brand.items = brand.items.filter((item) => item.slug !== 'maps-4-de');
    });
    vi.setSystemTime(newest + 60_000);
    expect(await findContentBySlug(client, 'shop', { slug: 'maps-4-de', brandIndex: index })).toBe(
      null,
    );
    // The walk it took answers the next lookup with no request.
    const before = shop.requests.length;
    expect(await index.find('shop', 'maps-4-de')).toBeNull();
    expect(shop.requests).toHaveLength(before);
  });
});

describe('createBrandIndex: reading the index', () => {
  it('findContentBySlug with fresh: false answers the indexed fields with no request once warm', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client);
    const cold = await findContentBySlug(client, 'shop', {
      slug: 'maps-7-de',
      fresh: false,
      brandIndex: index,
    });
    expect(cold).not.toHaveProperty('content');
    await until(() => index.info('shop') !== undefined);
    const before = shop.requests.length;
    const warm = await findContentBySlug(client, 'shop', {
      slug: 'maps-7-de',
      fresh: false,
      brandIndex: index,
    });
    expect(shop.requests).toHaveLength(before);
    expect(warm).not.toHaveProperty('content');
    expect(warm).not.toHaveProperty('gscClicks');
    expect(warm).toEqual({
      id: 'shop-maps-7-de',
      slug: 'maps-7-de',
      language: 'de',
      translationGroupId: 'shop-maps-group-7',
      isSourceLanguageDocument: false,
      title: 'maps 7 (de)',
      description: expect.any(String),
      categoryId: 'maps',
      category: 'maps',
      tags: ['hiking'],
      status: 'Published',
      publishedDate: new Date(newest - 21 * 60_000).toISOString(),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      imageUrl: null,
    });
    expect(
      await findContentBySlug(client, 'shop', {
        slug: 'maps-7-de',
        lang: 'en',
        fresh: false,
        brandIndex: index,
      }),
    ).toBeNull();
    // fresh (the default) reads the item's page: the whole item, body included.
    const fresh = await findContentBySlug(client, 'shop', { slug: 'maps-7-de', brandIndex: index });
    expect(fresh?.content).toContain('<p>');
    expect(shop.requests.slice(before)).toEqual(['shop/category/maps?page=3&pageSize=10']);
  });

  it('find, variants and entries answer from the index with no request', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    expect(index.info('shop')).toBeUndefined();
    expect((await index.find('shop', 'boots-4-fr'))?.status).toBe('Draft');
    await until(() => index.info('shop') !== undefined);
    expect(index.info('shop')).toEqual({
      items: 180,
      walkedAt: expect.any(Number),
      complete: true,
    });
    const before = shop.requests.length;

    expect(await index.find('shop', 'boots-4-fr', { lang: 'fr' })).not.toBeNull();
    expect(await index.find('shop', 'boots-4-fr', { lang: 'en' })).toBeNull();
    const variants = await index.variants('shop', 'shop-boots-group-4');
    expect(variants.map((entry) => entry.slug)).toEqual(['boots-4-de', 'boots-4-en', 'boots-4-fr']);
    expect(
      (await index.variants('shop', 'shop-boots-group-4', { lang: 'en' })).map((v) => v.slug),
    ).toEqual(['boots-4-en']);
    expect(await index.variants('shop', 'no-such-group')).toEqual([]);
    expect(await index.variants('shop', '__proto__')).toEqual([]);

    const all = await collect(index.entries('shop'));
    expect(all).toHaveLength(180);
    // Category order, then list order.
    expect(all.slice(0, 2).map((entry) => entry.slug)).toEqual(['tents-0-de', 'tents-0-en']);
    expect(all[60]?.slug).toBe('boots-0-de');
    const english = await collect(index.entries('shop', { lang: 'en' }));
    expect(english).toHaveLength(60);
    expect(english.every((entry) => entry.language === 'en')).toBe(true);
    const maps = await collect(index.entries('shop', { categoryId: 'maps' }));
    expect(maps.map((entry) => entry.slug)).toEqual(
      categoryItems('shop', 'maps', 20).map((item) => item.slug),
    );
    const camping = await collect(index.entries('shop', { tag: 'CAMPING' }));
    expect(camping).toHaveLength(90);
    expect(camping.every((entry) => entry.tags.includes('Camping'))).toBe(true);
    const drafts = await collect(index.entries('shop', { status: 'Draft' }));
    expect(drafts).toHaveLength(4 * 3 * 3);
    const combined = await collect(
      index.entries('shop', {
        lang: 'de',
        categoryId: 'tents',
        tag: 'hiking',
        status: 'Published',
      }),
    );
    expect(combined.map((entry) => entry.slug)).toEqual(
      [1, 3, 5, 7, 11, 13, 15, 17].map((group) => `tents-${group}-de`),
    );
    expect(shop.requests).toHaveLength(before);
  });

  it('answers lookups of a brand the service does not know with its error', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    expect(await failureOf(index.find('nobody', 'x'))).toMatchObject({ kind: 'http', status: 404 });
    expect(index.info('nobody')).toBeUndefined();
  });

  it('refuses a brand id it cannot put in a URL with invalid-request', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    for (const brandId of ['..', '.', '', '\uD800']) {
      expect(await failureOf(index.find(brandId, 'x'))).toMatchObject({
        kind: 'invalid-request',
      });
      expect(await failureOf(index.refresh(brandId))).toMatchObject({ kind: 'invalid-request' });
    }
    expect(shop.requests).toEqual([]);
  });
});

describe('createBrandIndex: a brand over maxItems', () => {
  it('is not indexed: lookups search the lists, a development warning says so once, and the API rejects', async () => {
    startClock();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { maxItems: 100, ttlMs: 60_000 });
    const find = (slug: string, lang?: string) =>
      findContentBySlug(client, 'shop', { slug, lang, brandIndex: index });

    expect((await find('maps-19-fr'))?.id).toBe('shop-maps-19-fr');
    // The walk stopped at the totals of the first pages: categories, page 1 of each list.
    const walkPages = () => shop.requests.filter((path) => path.endsWith('pageSize=10'));
    expect(walkPages()).toHaveLength(3);
    expect(index.info('shop')).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[createBrandIndex] brand "shop" lists 180 items, more than maxItems (100): it is not indexed, and its lookups search the lists (bounded, as without an index). Raise maxItems to index it.',
    );

    // Found by the list search (bounded by maxPages), with no walk of the brand.
    const before = shop.requests.length;
    expect((await find('tents-0-en'))?.id).toBe('shop-tents-0-en');
    expect((await find('boots-3-de', 'de'))?.id).toBe('shop-boots-3-de');
    expect(await find('nope', 'en')).toBeNull();
    expect(walkPages()).toHaveLength(3);
    expect(shop.requests.length - before).toBeLessThanOrEqual(4);

    for (const failure of [
      index.find('shop', 'tents-0-en'),
      index.variants('shop', 'shop-tents-group-0'),
      collect(index.entries('shop')),
    ]) {
      const error = await failureOf(failure);
      expect(isContentApiError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'invalid-request', field: 'brandId' });
      expect(error.message).toContain('is not indexed whole');
    }

    // After ttlMs it looks again (the brand may have shrunk), still warning only once.
    vi.setSystemTime(newest + 60_000);
    await find('tents-0-en');
    expect(walkPages()).toHaveLength(6);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  // ttlMs after the brand was found too large, a lookup waits for the new walk whether or not
  // maxStaleMs has passed as well: there is no index to answer from meanwhile.
  it.each([60_000, 600_000])(
    'is indexed once it shrinks under maxItems, a lookup after ttlMs waiting for the walk (maxStaleMs %i)',
    async (maxStaleMs) => {
      startClock();
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const shop = startShop([shopBrand()]);
      const index = indexOf(clientOf(shop), { maxItems: 100, ttlMs: 60_000, maxStaleMs });
      expect(await failureOf(index.find('shop', 'tents-19-fr'))).toMatchObject({
        kind: 'invalid-request',
      });
      shop.change(([brand]) => {
        if (brand !== undefined) brand.items = brand.items.filter((item) => item.language === 'en');
      });
      vi.setSystemTime(newest + 60_000);
      expect((await index.find('shop', 'tents-0-en'))?.id).toBe('shop-tents-0-en');
      await until(() => index.info('shop') !== undefined);
      expect(index.info('shop')?.items).toBe(60);
    },
  );
});

/** Options as they may come from outside (a config file): the checks must not rely on types. */
interface Untyped {
  createBrandIndex(client: ContentClient, options: unknown): BrandIndex;
}
const untyped: Untyped = { createBrandIndex };

describe('createBrandIndex: options', () => {
  const client = createContentClient({ baseUrl: 'http://cds.test', brandIndex: false });

  it.each([
    ['ttlMs', -1],
    ['ttlMs', Number.NaN],
    ['ttlMs', '5'],
    ['maxStaleMs', Number.POSITIVE_INFINITY],
    ['missRefreshMs', -5],
    ['syncIntervalMs', null],
    ['maxItems', 0],
    ['maxItems', 1.5],
    ['pageSize', 0],
    ['concurrency', 17],
    ['maxBrands', 0],
    ['storage', { getItem: () => undefined }],
    ['storage', 'redis://'],
    ['keyPrefix', ''],
    ['keyPrefix', 42],
  ])('refuses %s: %s with invalid-request naming the field', (field, value) => {
    let thrown: unknown;
    try {
      untyped.createBrandIndex(client, { [field]: value });
    } catch (error) {
      thrown = error;
    }
    expect(isContentApiError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ kind: 'invalid-request', field });
  });

  it('accepts 0 for durations and a storage with the three methods', () => {
    const storage = createStorage();
    expect(() =>
      createBrandIndex(client, { ttlMs: 0, maxStaleMs: 0, missRefreshMs: 0, syncIntervalMs: 0 }),
    ).not.toThrow();
    expect(() => createBrandIndex(client, { storage, keyPrefix: 'x' })).not.toThrow();
  });

  it('createContentClient has an index on a server by default, none with false or proxy', () => {
    const options = { baseUrl: 'http://cds.test' };
    expect(createContentClient(options).brandIndex).toMatchObject({
      find: expect.any(Function),
      refresh: expect.any(Function),
    });
    expect(createContentClient({ ...options, brandIndex: {} }).brandIndex).toBeDefined();
    expect(createContentClient({ ...options, brandIndex: false }).brandIndex).toBeUndefined();
    expect(createContentClient({ ...options, brandIndex: 'proxy' }).brandIndex).toBeUndefined();
    expect(() =>
      // @ts-expect-error not a choice
      createContentClient({ ...options, brandIndex: 'yes' }),
    ).toThrow(expect.objectContaining({ kind: 'invalid-request', field: 'brandIndex' }));
    expect(() => createContentClient({ ...options, brandIndex: { pageSize: -1 } })).toThrow(
      expect.objectContaining({ kind: 'invalid-request', field: 'pageSize' }),
    );
  });

  it("the client's own index takes its options and serves findContentBySlug", async () => {
    const shop = startShop([shopBrand()]);
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch: shop.fetch,
      retry: 0,
      brandIndex: { pageSize: 20 },
    });
    expect((await findContentBySlug(client, 'shop', { slug: 'maps-19-fr' }))?.id).toBe(
      'shop-maps-19-fr',
    );
    await until(() => client.brandIndex?.info('shop') !== undefined);
    expect(shop.requests).toHaveLength(1 + 3 * 3);
    expect(client.brandIndex?.info('shop')?.items).toBe(180);
    const before = shop.requests.length;
    await findContentBySlug(client, 'shop', { slug: 'maps-19-fr' });
    expect(shop.requests.slice(before)).toEqual(['shop/category/maps?page=3&pageSize=20']);
    // brandIndex: false searches the lists even so.
    await findContentBySlug(client, 'shop', { slug: 'tents-0-de', brandIndex: false });
    expect(shop.requests.slice(before + 1)).toEqual([
      'shop/categories',
      'shop/category/tents?page=1&pageSize=100',
    ]);
  });
});

describe('createBrandIndex: maxBrands', () => {
  it('drops the least recently used brand first', async () => {
    const shop = startShop(['a', 'b', 'c'].map((id) => shopBrand(id, 2)));
    const index = indexOf(clientOf(shop), { maxBrands: 2 });
    const walks = (brandId: string) =>
      shop.requests.filter((path) => path === `${brandId}/categories`).length;
    // A slug the brand lacks: the lookup ends with the walk.
    await index.find('a', 'nope');
    await index.find('b', 'nope');
    await index.find('a', 'tents-1-en');
    await index.find('c', 'nope');
    // b was used least recently.
    expect(index.info('b')).toBeUndefined();
    expect(index.info('a')?.items).toBe(18);
    expect(index.info('c')?.items).toBe(18);
    await index.find('a', 'tents-0-en');
    expect(walks('a')).toBe(1);
    await index.find('b', 'nope');
    expect(walks('b')).toBe(2);
    expect(index.info('c')).toBeUndefined();
  });

  it('keeps a brand whose walk is running, even past maxBrands', async () => {
    const shop = startShop(['a', 'b'].map((id) => shopBrand(id, 2)));
    const index = indexOf(clientOf(shop), { maxBrands: 1 });
    shop.hold((path) => path === 'a/categories');
    const cold = index.find('a', 'nope');
    await until(() => shop.held() === 1);
    // Over maxBrands while a walks: b is served, and its concurrent lookups share one walk.
    const lookups = ['nope', 'tents-0-en', 'maps-1-fr', 'boots-0-de'].map((slug) =>
      index.find('b', slug),
    );
    expect((await Promise.all(lookups)).map((entry) => entry?.id)).toEqual([
      undefined,
      'b-tents-0-en',
      'b-maps-1-fr',
      'b-boots-0-de',
    ]);
    expect(shop.requests.filter((path) => path === 'b/categories')).toHaveLength(1);
    shop.stopHolding();
    expect(await cold).toBeNull();
    // a was kept: no walk again.
    expect((await index.find('a', 'tents-1-en'))?.id).toBe('a-tents-1-en');
    expect(shop.requests.filter((path) => path === 'a/categories')).toHaveLength(1);
  });
});

describe('createBrandIndex: the API key', () => {
  it('never stores the API key', async () => {
    startClock();
    const apiKey = 'sk-test-9f8e7d6c5b4a39281706';
    const shop = startShop([shopBrand()], { apiKey });
    const client = clientOf(shop, { apiKey });
    const storage = createStorage();
    const index = indexOf(client, { storage, missRefreshMs: 60_000 });
    await index.refresh('shop');
    // A head check's delta too.
    shop.change(([brand]) => {
      brand?.items.push(
        createMockContentItem({
          id: 'new',
          slug: 'new',
          categoryId: 'maps',
          publishedDate: new Date(newest + 1).toISOString(),
        }),
      );
    });
    vi.setSystemTime(newest + 60_000);
    expect((await index.find('shop', 'new'))?.id).toBe('new');
    const keys = await storage.getKeys();
    expect(keys.some((key) => key.endsWith(':delta'))).toBe(true);
    for (const key of keys) {
      expect(key).not.toContain(apiKey);
      expect(JSON.stringify(await storage.getItem(key))).not.toContain(apiKey);
    }
    // Sanity: without the key the service refuses, so the index did authenticate.
    const anonymous = indexOf(clientOf(shop));
    expect(await failureOf(anonymous.find('shop', 'x'))).toMatchObject({ status: 401 });
  });
});
