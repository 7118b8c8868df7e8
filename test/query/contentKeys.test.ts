import { QueryClient } from '@tanstack/react-query';
import {
  categoriesQueryOptions,
  contentByLanguageQueryOptions,
  contentByTagQueryOptions,
  contentKeys,
  infiniteContentByTagQueryOptions,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';

const apiKey = 'sk_live_never_in_keys';
const client = createContentClient({ baseUrl: 'https://cds.test/', apiKey });

describe('contentKeys', () => {
  it('is hierarchical: brand ⊃ lists ⊃ list ⊃ page and infinite', () => {
    const brand = contentKeys.brand(client, 'acme');
    expect(brand).toEqual(['content-delivery-react', 'default', 'acme']);
    const list = contentKeys.list(client, 'acme', 'tag', 'seo');
    const page = contentKeys.page(client, 'acme', 'tag', 'seo', { page: 2, pageSize: 10 });
    const infinite = contentKeys.infinite(client, 'acme', 'tag', 'seo', 10);
    for (const key of [list, page, infinite, contentKeys.categories(client, 'acme')]) {
      expect(key.slice(0, brand.length)).toEqual(brand);
    }
    expect(page.slice(0, list.length)).toEqual(list);
    expect(infinite.slice(0, list.length)).toEqual(list);
    expect(contentKeys.brand('default', 'acme')).toEqual(brand);
    expect(contentKeys.scope(client)).toEqual(brand.slice(0, 2));
  });

  it('never contains the API key', () => {
    const keys = [
      contentKeys.all,
      contentKeys.scope(client),
      categoriesQueryOptions(client, 'acme').queryKey,
      contentByTagQueryOptions(client, { brandId: 'acme', tag: 'seo', page: 1 }).queryKey,
      infiniteContentByTagQueryOptions(client, { brandId: 'acme', tag: 'seo' }).queryKey,
      contentKeys.variants(client, 'acme', 'group'),
    ];
    expect(JSON.stringify(keys)).not.toContain(apiKey);
  });

  it('never contains the base URL, the API key or headers, so every transport shares the keys', () => {
    const server = createContentClient({
      baseUrl: 'https://cds.example.com/v2',
      apiKey,
      headers: { 'x-tenant': 'tenant-secret' },
    });
    const browser = createContentClient({ baseUrl: '/api/content', apiKey: 'sk_relative_key' });
    const keysOf = (source: typeof client) => [
      contentKeys.scope(source),
      categoriesQueryOptions(source, 'acme').queryKey,
      contentByTagQueryOptions(source, { brandId: 'acme', tag: 'seo', page: 2 }).queryKey,
      infiniteContentByTagQueryOptions(source, { brandId: 'acme', tag: 'seo' }).queryKey,
      contentKeys.variants(source, 'acme', 'group'),
      contentKeys.slug(source, 'acme', 'trail-running', 'en'),
    ];
    expect(keysOf(browser)).toEqual(keysOf(server));
    const text = JSON.stringify([keysOf(server), keysOf(browser)]);
    for (const secret of [
      'cds.example.com',
      '/v2',
      '/api/content',
      apiKey,
      'sk_relative_key',
      'tenant',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('separates the caches of two services only through queryKeyScope', () => {
    const shop = createContentClient({ baseUrl: 'https://shop.test', queryKeyScope: 'shop' });
    expect(contentKeys.brand(shop, 'acme')).toEqual(['content-delivery-react', 'shop', 'acme']);
    expect(shop.queryKeyScope).toBe('shop');
    expect(client.queryKeyScope).toBe('default');
    expect(contentKeys.scope(shop)).toEqual(['content-delivery-react', 'shop']);
    // A scope that is not a string is refused as the client is created.
    expect(() =>
      createContentClient({ baseUrl: 'https://shop.test', queryKeyScope: 42 as unknown as string }),
    ).toThrow(/queryKeyScope must be a string/);
  });

  it('invalidates a tag (all its pages) or a whole brand with one call', async () => {
    const queryClient = new QueryClient();
    const seed = (queryKey: readonly unknown[]) => queryClient.setQueryData(queryKey, { x: 1 });
    const seoPage1 = contentByTagQueryOptions(client, { brandId: 'acme', tag: 'seo', page: 1 });
    const seoPage2 = contentByTagQueryOptions(client, { brandId: 'acme', tag: 'seo', page: 2 });
    const seoInfinite = infiniteContentByTagQueryOptions(client, { brandId: 'acme', tag: 'seo' });
    const news = contentByTagQueryOptions(client, { brandId: 'acme', tag: 'news' });
    const german = contentByLanguageQueryOptions(client, { brandId: 'acme', lang: 'de' });
    const other = contentByTagQueryOptions(client, { brandId: 'globex', tag: 'seo' });
    for (const options of [seoPage1, seoPage2, seoInfinite, news, german, other])
      seed(options.queryKey);

    await queryClient.invalidateQueries({
      queryKey: contentKeys.list(client, 'acme', 'tag', 'seo'),
    });
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([seoPage1, seoPage2, seoInfinite].map((o) => stale(o.queryKey))).toEqual([
      true,
      true,
      true,
    ]);
    expect([news, german, other].map((o) => stale(o.queryKey))).toEqual([false, false, false]);

    await queryClient.invalidateQueries({ queryKey: contentKeys.brand(client, 'acme') });
    expect([news, german, other].map((o) => stale(o.queryKey))).toEqual([true, true, false]);
  });

  it('sets retry: false (the client retries) and passes the signal to the client', async () => {
    let received: AbortSignal | undefined;
    const spying = createContentClient({
      baseUrl: 'https://cds.test',
      fetch: async (_url, init) => {
        received = init.signal ?? undefined;
        return Response.json([]);
      },
    });
    const options = categoriesQueryOptions(spying, 'acme');
    expect(options.retry).toBe(false);
    await new QueryClient().fetchQuery(options);
    expect(received).toBeInstanceOf(AbortSignal);
  });
});
