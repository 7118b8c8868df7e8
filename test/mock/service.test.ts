import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  createMockHandlers,
} from 'content-delivery-react/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const baseUrl = 'https://cds.test';
const server = setupServer(...createMockHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createContentClient({ baseUrl, retry: 0 });

describe('createMockHandlers over MSW', () => {
  it('serves the demo categories of both brands', async () => {
    const acme = await client.getCategories('acme-outdoor');
    const globex = await client.getCategories('globex-finance');
    expect(acme).toHaveLength(6);
    expect(globex).toHaveLength(6);
    expect(Object.keys(acme[0]?.translations ?? {})).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'ar']),
    );
  });

  it('pages with totalCount, a default page size of 10 and a maximum of 100', async () => {
    const first = await client.getContentByLanguage('acme-outdoor', 'en');
    expect(first).toMatchObject({ page: 1, pageSize: 10 });
    expect(first.data).toHaveLength(10);
    const all = await client.getContentByLanguage('acme-outdoor', 'en', { pageSize: 100 });
    expect(all.data).toHaveLength(Math.min(100, first.totalCount));
    const pages = Math.ceil(first.totalCount / 10);
    const last = await client.getContentByLanguage('acme-outdoor', 'en', { page: pages });
    expect(last.data.length).toBe(first.totalCount - (pages - 1) * 10);
    const beyond = await client.getContentByLanguage('acme-outdoor', 'en', { page: pages + 1 });
    expect(beyond).toMatchObject({ totalCount: first.totalCount, data: [] });
    await expect(
      client.getContentByLanguage('acme-outdoor', 'en', { pageSize: 101 }),
    ).rejects.toMatchObject({
      status: 400,
      problem: { detail: 'pageSize must be at most 100, got 101' },
    });
    await expect(
      client.getContentByLanguage('acme-outdoor', 'en', { page: 0 }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it('orders items newest first, unpublished last, with stable pages', async () => {
    const { items } = await getAllContentByLanguage(client, 'acme-outdoor', 'en', { pageSize: 7 });
    const dates = items.map((item) => item.publishedDate ?? '');
    const published = dates.filter((date) => date !== '');
    expect(published).toEqual([...published].sort().reverse());
    expect(dates.slice(published.length).every((date) => date === '')).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it('filters by category, language and tag (tags with spaces and unicode included)', async () => {
    const byCategory = await client.getContentByCategory('acme-outdoor', 'hiking', {
      pageSize: 100,
    });
    expect(byCategory.data.every((item) => item.categoryId === 'hiking')).toBe(true);
    const byLanguage = await client.getContentByLanguage('acme-outdoor', 'ar', { pageSize: 100 });
    expect(byLanguage.data).toHaveLength(12);
    expect(byLanguage.data.every((item) => item.language === 'ar')).toBe(true);
    const dataset = createDemoDataset();
    const oddTag = dataset.brands
      .flatMap((brand) =>
        brand.items.flatMap((item) => item.tags.map((tag) => ({ brand: brand.id, tag }))),
      )
      .find(({ tag }) => /[^a-z0-9-]/.test(tag));
    expect(oddTag).toBeDefined();
    const byTag = await client.getContentByTag(oddTag?.brand ?? '', oddTag?.tag ?? '', {
      pageSize: 100,
    });
    expect(oddTag).toEqual({ brand: 'acme-outdoor', tag: 'leave no trace' });
    expect(byTag.data).toHaveLength(13);
    expect(byTag.data.every((item) => item.tags.includes(oddTag?.tag ?? ''))).toBe(true);
  });

  it('answers unknown brands and categories with 404 problem details, unknown tags with an empty page', async () => {
    await expect(client.getCategories('nope')).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      problem: { title: 'Not Found', status: 404 },
    });
    await expect(client.getContentByCategory('acme-outdoor', 'nope')).rejects.toMatchObject({
      status: 404,
    });
    await expect(client.getContentByTag('acme-outdoor', 'no-such-tag')).resolves.toMatchObject({
      totalCount: 0,
      data: [],
    });
  });

  it('answers malformed escapes in any path segment with a 404 problem, never a 500', async () => {
    const paths = [
      '/api/v1/content/brands/%ED%A0%80/categories',
      '/api/v1/content/brands/acme-outdoor/tag/%ED%A0%80',
      '/api/v1/content/brands/acme-outdoor/category/%ED%A0%80',
      '/api/v1/content/brands/acme-outdoor/lang/%',
      '/api/v1/content/brands/acme-outdoor/%ED%A0%80',
      '/demo-images/acme-outdoor/%ED%A0%80.svg',
    ];
    const answer = async (url: string, method = 'GET') => {
      const response = await fetch(url, { method });
      return { status: response.status, body: await response.text() };
    };
    for (const path of paths) {
      const { status, body } = await answer(`${baseUrl}${path}`);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(JSON.parse(body)).toMatchObject({ title: 'Not Found', status: 404 });
    }
    // Without a base URL the handlers match any origin: the same paths, the same answers.
    server.use(...createMockHandlers());
    for (const path of paths) {
      const { status } = await answer(`https://elsewhere.test/prefix${path}`);
      expect({ path, status }).toEqual({ path, status: 404 });
    }
    // Writes are refused with 405, images included.
    for (const path of paths) {
      expect((await answer(`${baseUrl}${path}`, 'POST')).status).toBe(405);
    }
  });

  it('serves the globex brand with numbers written as strings, which the client normalises', async () => {
    const result = await client.getContentByLanguage('globex-finance', 'de');
    expect(typeof result.totalCount).toBe('number');
    expect(result.totalCount).toBe(30);
  });

  it('lets a test override one endpoint with server.use', async () => {
    server.use(
      http.get(`${baseUrl}/api/v1/content/brands/:brandId/categories`, () =>
        HttpResponse.json({ title: 'Down' }, { status: 500 }),
      ),
    );
    await expect(client.getCategories('acme-outdoor')).rejects.toMatchObject({ status: 500 });
    await expect(client.getContentByTag('acme-outdoor', 'gear')).resolves.toBeDefined();
  });
});

describe('mock options', () => {
  it('requires the bearer key when one is configured: missing → 401, wrong → 403', async () => {
    const fetch = createMockFetch({ baseUrl, apiKey: 'k1' });
    const anonymous = createContentClient({ baseUrl, fetch, retry: 0 });
    await expect(anonymous.getCategories('acme-outdoor')).rejects.toMatchObject({ status: 401 });
    const wrong = createContentClient({ baseUrl, fetch, apiKey: 'k2', retry: 0 });
    await expect(wrong.getCategories('acme-outdoor')).rejects.toMatchObject({ status: 403 });
    const right = createContentClient({ baseUrl, fetch, apiKey: 'k1', retry: 0 });
    await expect(right.getCategories('acme-outdoor')).resolves.toHaveLength(6);
  });

  it('adds latency and injects failures on request', async () => {
    const slow = createContentClient({
      baseUrl,
      fetch: createMockFetch({ latencyMs: 120 }),
      retry: 0,
    });
    // On a fake clock: the answer comes at 120 ms, not before.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let answered = false;
      const call = slow.getCategories('acme-outdoor').then(() => {
        answered = true;
      });
      await vi.advanceTimersByTimeAsync(119);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await call;
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    const failing = createContentClient({
      baseUrl,
      fetch: createMockFetch({ failureRate: 1, failureStatus: 500 }),
      retry: 0,
    });
    await expect(failing.getCategories('acme-outdoor')).rejects.toMatchObject({ status: 500 });
  });

  it('serves a custom data set built with the factories', async () => {
    const item = createMockContentItem({ id: 'only', tags: ['x'], gscClicks: '12' });
    const dataset = createMockDataset([
      createMockBrand({
        id: 'tiny',
        categories: [createMockCategory({ id: 'news' })],
        items: [item],
      }),
    ]);
    const tiny = createContentClient({ baseUrl, fetch: createMockFetch({ dataset }) });
    const page = await tiny.getContentByTag('tiny', 'x');
    expect(page.data[0]).toMatchObject({ id: 'only', gscClicks: 12 });
  });

  // A tag link built from how an editor typed the tag (`SEO`, `Leave No Trace`) must list
  // the same items as the lower-case one, whichever case the data holds.
  it('matches tags without regard to case, in the request and in the data', async () => {
    const shouting = createMockContentItem({ id: 'upper', tags: ['SEO'] });
    const quiet = createMockContentItem({ id: 'lower', tags: ['seo'] });
    const dataset = createMockDataset([
      createMockBrand({
        id: 'tiny',
        categories: [createMockCategory({ id: 'news' })],
        items: [shouting, quiet],
      }),
    ]);
    const tiny = createContentClient({ baseUrl, fetch: createMockFetch({ dataset }) });
    for (const tag of ['seo', 'SEO', 'Seo']) {
      const page = await tiny.getContentByTag('tiny', tag);
      expect({ tag, ids: page.data.map((item) => item.id).sort() }).toEqual({
        tag,
        ids: ['lower', 'upper'],
      });
    }
    const demo = await client.getContentByTag('acme-outdoor', 'Leave No Trace', { pageSize: 100 });
    expect(demo.totalCount).toBe(13);
  });

  it('answers HEAD without a body and a repeated page parameter with 400', async () => {
    const fetch = createMockFetch();
    const url = 'https://cds.test/api/v1/content/brands/acme-outdoor/lang/en';
    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const twice = await fetch(`${url}?page=1&page=2`, {});
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ detail: 'page must be given once, got 2 values' });
  });

  it.each([
    ['page=0', 'page must be 1 or more, got 0'],
    ['page=x', 'page must be an int32 written as an integer, got "x"'],
    ['page=2147483648', 'page must be an int32 written as an integer, got "2147483648"'],
    ['pageSize=101', 'pageSize must be at most 100, got 101'],
    ['pageSize=1&pageSize=2', 'pageSize must be given once, got 2 values'],
    ['page=0&pageSize=0', 'page must be 1 or more, got 0'],
  ])('answers the paging query %s with exactly this 400', async (query, detail) => {
    const fetch = createMockFetch();
    const path = '/api/v1/content/brands/acme-outdoor/lang/en';
    const answer = await fetch(`https://cds.test${path}?${query}`, {});
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.text()).toBe(
      JSON.stringify({
        type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
        title: 'Bad Request',
        status: 400,
        detail,
        instance: path,
      }),
    );
  });

  it('honours an aborted signal in createMockFetch', async () => {
    const slow = createContentClient({
      baseUrl,
      fetch: createMockFetch({ latencyMs: 5_000 }),
      retry: 0,
    });
    const controller = new AbortController();
    const pending = slow.getCategories('acme-outdoor', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
  });
});
