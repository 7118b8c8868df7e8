import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { until } from '../../helpers/fakeClock.js';
import { failureOf } from '../../helpers/localServer.js';
import { clientOf, indexOf, newest, shopBrand, startShop } from './shop.js';

// A lookup of a brand not walked yet: its arguments are checked before anything is sent, and it
// answers from the first walk's pages as they arrive.

describe('createBrandIndex: lookups during the first walk', () => {
  it('refuses a slug that is not a string, or a lang given that is not one, naming it, with no request', async () => {
    const shop = startShop([shopBrand()]);
    // As from outside (a route's parameters): the checks must not rely on types.
    const index = indexOf(clientOf(shop)) as unknown as {
      find(brandId: string, slug: unknown, options?: unknown): Promise<unknown>;
    };
    expect(await failureOf(index.find('shop', 42))).toMatchObject({
      kind: 'invalid-request',
      field: 'slug',
      message: 'slug must be a string',
    });
    expect(await failureOf(index.find('shop', 'tents-0-en', { lang: 5 }))).toMatchObject({
      kind: 'invalid-request',
      field: 'lang',
      message: 'lang must be a string when given',
    });
    expect(shop.requests).toEqual([]);
  });

  it('waits for the walk for an item it cannot hold, then says the brand is not indexed whole', async () => {
    const brand = shopBrand();
    // A description over the index's limit: the walk reads the item but cannot keep it.
    brand.items.push(
      createMockContentItem({
        id: 'huge',
        slug: 'huge',
        categoryId: 'boots',
        description: 'd'.repeat(16_385),
        publishedDate: new Date(newest + 1).toISOString(),
      }),
    );
    const shop = startShop([brand]);
    const index = indexOf(clientOf(shop));
    const failure = await failureOf(index.find('shop', 'huge'));
    expect(failure).toMatchObject({ kind: 'invalid-request', field: 'brandId' });
    expect(failure.message).toContain('is not indexed whole');
    expect(index.info('shop')?.items).toBe(180);
  });

  it('answers null for a slug in another language as soon as the walk reads its page', async () => {
    const shop = startShop([shopBrand()]);
    const index = indexOf(clientOf(shop));
    // Pages past the first wait: a lookup waiting for the whole walk would never answer.
    shop.hold((path) => /page=[2-9]/.test(path));
    expect(await index.find('shop', 'tents-0-en', { lang: 'fr' })).toBeNull();
    shop.stopHolding();
    await until(() => index.info('shop') !== undefined);
    expect(await index.find('shop', 'tents-0-en', { lang: 'fr' })).toBeNull();
  });

  it("answers a slug two lists hold with the first list's item, during the walk as after it", async () => {
    const brand = shopBrand();
    for (const categoryId of ['tents', 'boots']) {
      brand.items.push(
        createMockContentItem({
          id: `twin-${categoryId}`,
          slug: 'twin',
          categoryId,
          publishedDate: new Date(newest + 1).toISOString(),
        }),
      );
    }
    const shop = startShop([brand]);
    const index = indexOf(clientOf(shop));
    // The first page of every list arrives at once: the lookup must keep the first it read.
    shop.hold((path) => path.includes('page=1&'));
    const cold = index.find('shop', 'twin');
    await until(() => shop.held() === 3);
    shop.release();
    expect((await cold)?.id).toBe('twin-tents');
    shop.stopHolding();
    await until(() => index.info('shop') !== undefined);
    expect((await index.find('shop', 'twin'))?.id).toBe('twin-tents');
  });
});
