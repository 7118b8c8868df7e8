// The proxy's index lookups where they meet their bounds and the failures of what stands behind
// them (a site's wrapped client, a shared store, a caller that goes away, a brand too large to
// index, a service listing a category no URL can hold), over the mock service on a real
// socket: what the browser gets (status, problem `detail`, headers, the page) and what the site
// developer sees (`onError`).
import {
  type ContentClient,
  createBrandIndex,
  createContentClient,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  type MockBrand,
} from 'content-delivery-react/mock';
import {
  type ContentProxyOptions,
  createContentProxy,
  type ProxyErrorEvent,
} from 'content-delivery-react/proxy';
import { describe, expect, it, vi } from 'vitest';
import { apiKey, ask, problem, read, recordedProxy, serveMockBrands, site } from './indexProxy.js';

/** Three articles, each in three languages, in one category. */
function acme(): MockBrand {
  const items = [0, 1, 2].flatMap((index) =>
    ['de', 'en', 'fr'].map((language) =>
      createMockContentItem({
        id: `news-${language}-${index}`,
        slug: `${language}-story-${index}`,
        language,
        translationGroupId: `group-${index}`,
        categoryId: 'news',
      }),
    ),
  );
  return createMockBrand({ id: 'acme', categories: [createMockCategory({ id: 'news' })], items });
}

/** More categories (one item each) than a slug search reads pages by default (`maxPages`, 100). */
const wideCategories = 101;
function wide(): MockBrand {
  const ids = Array.from({ length: wideCategories }, (_, index) => `shelf-${index}`);
  return createMockBrand({
    id: 'wide',
    categories: ids.map((id) => createMockCategory({ id })),
    items: ids.map((id) => createMockContentItem({ id: `item-${id}`, slug: id, categoryId: id })),
  });
}

/** One translation group in more languages (`en-000` … `en-500`) than a variants answer holds (500). */
const polyglotLanguages = Array.from(
  { length: 501 },
  (_, index) => `en-${String(index).padStart(3, '0')}`,
);
function polyglot(): MockBrand {
  return createMockBrand({
    id: 'polyglot',
    categories: [createMockCategory({ id: 'docs' })],
    items: polyglotLanguages.map((language) =>
      createMockContentItem({
        id: `manual-${language}`,
        slug: `manual-${language}`,
        language,
        translationGroupId: 'manual',
        isSourceLanguageDocument: language === 'en-000',
        categoryId: 'docs',
      }),
    ),
  });
}

/** A brand whose categories include one (`..`) that no request URL can hold. */
function odd(): MockBrand {
  return createMockBrand({
    id: 'odd',
    categories: [createMockCategory({ id: 'news' }), createMockCategory({ id: '..' })],
    items: [
      createMockContentItem({ id: 'visible', slug: 'visible', categoryId: 'news' }),
      createMockContentItem({ id: 'hidden', slug: 'hidden', categoryId: '..' }),
    ],
  });
}

const service = serveMockBrands([acme(), wide(), polyglot(), odd()]);
/** A proxy over the mock with every upstream request (path and query) and problem recorded. */
const proxyOver = (options?: Partial<ContentProxyOptions>) => recordedProxy(service.url, options);

/** What `onError` says of a problem's cause (a plain redacted copy: name and message). */
const causeOf = (event: ProxyErrorEvent | undefined) =>
  event?.cause instanceof Error ? `${event.cause.name}: ${event.cause.message}` : undefined;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('createContentProxy index lookups: failures behind the index', () => {
  it('answers 500 when the index’s own client fails with something other than a ContentApiError', async () => {
    // The site shares its server client's index, and that client is wrapped (tracing, say);
    // the wrapper has a bug and throws a plain TypeError.
    const serverClient = createContentClient({ baseUrl: service.url, apiKey, brandIndex: false });
    const traced: ContentClient = {
      baseUrl: serverClient.baseUrl,
      queryKeyScope: serverClient.queryKeyScope,
      buildUrl: serverClient.buildUrl,
      brandIndex: undefined,
      getCategories: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'startSpan')");
      },
      getContentByCategory: (...call) => serverClient.getContentByCategory(...call),
      getContentByLanguage: (...call) => serverClient.getContentByLanguage(...call),
      getContentByTag: (...call) => serverClient.getContentByTag(...call),
    };
    const { proxy, errors } = proxyOver({ brandIndex: createBrandIndex(traced) });
    for (const path of [
      '/brand-index/acme/variants/group-0',
      '/brand-index/acme/slug/en-story-1',
    ]) {
      const answer = await ask(proxy, path);
      expect(answer.status).toBe(500);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(answer.json()).toEqual(
        problem(500, 'Internal Server Error', 'The content proxy failed.'),
      );
      // The site developer is told which lookup failed, and why.
      expect(errors.at(-1)).toMatchObject({
        method: 'GET',
        path: `/api/content${path}`,
        status: 500,
        detail: 'The content proxy failed.',
      });
      expect(causeOf(errors.at(-1))).toMatch(/^TypeError: .*startSpan/);
    }
  });

  it('answers from its own walk when the shared store fails: the store only shares the index', async () => {
    const storeFailures: unknown[] = [];
    const down = async (): Promise<never> => {
      throw new TypeError('fetch failed (the store is down)');
    };
    const { proxy, errors } = proxyOver({
      brandIndex: {
        storage: { getItem: down, setItem: down, removeItem: down },
        onError: (error) => storeFailures.push(error),
      },
    });
    const variants = await ask(proxy, '/brand-index/acme/variants/group-2');
    expect(variants.status).toBe(200);
    expect(variants.json()).toMatchObject({ totalCount: 3 });
    const slug = await ask(proxy, '/brand-index/acme/slug/fr-story-1');
    expect(slug.status).toBe(200);
    expect(slug.json()).toMatchObject({ totalCount: 1, data: [{ slug: 'fr-story-1' }] });
    expect(errors).toEqual([]);
    // Reported to the index's onError, never to the browser.
    expect(storeFailures.length).toBeGreaterThan(0);
    expect(storeFailures.every((error) => error instanceof TypeError)).toBe(true);
  });

  it('answers 502 at once when the caller goes away while the index is walked for a variants lookup', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const upstream: string[] = [];
    const proxy = createContentProxy({
      baseUrl: service.url,
      apiKey,
      // The service is slow: every request of the walk waits until released.
      fetch: async (input, init) => {
        upstream.push(new URL(input).pathname);
        await held;
        return fetch(input, init);
      },
    });
    const controller = new AbortController();
    const answer = proxy(
      new Request(`${site}/api/content/brand-index/acme/variants/group-1`, {
        signal: controller.signal,
      }),
    ).then(read);
    try {
      await vi.waitFor(() => expect(upstream).toEqual(['/api/v1/content/brands/acme/categories']));
      controller.abort(new Error('the reader closed the tab'));
      // Answered while the walk still waits for the service, not when the walk ends.
      const outcome = await Promise.race([answer, sleep(2000).then(() => 'still waiting')]);
      expect(outcome).toMatchObject({ status: 502 });
      expect(upstream).toHaveLength(1);
      const gone = await answer;
      expect(gone.headers['content-type']).toBe('application/problem+json');
      expect(gone.json()).toMatchObject({ status: 502, detail: 'The caller went away.' });
    } finally {
      release();
    }
    // The walk went on for the next lookup, which it answers without walking again.
    const next = await ask(proxy, '/brand-index/acme/variants/group-1');
    expect(next.json()).toMatchObject({ totalCount: 3 });
    expect(upstream.filter((path) => path.endsWith('/categories'))).toHaveLength(1);
  });
});

describe('createContentProxy index lookups: bounds', () => {
  it('answers a slug lookup of a brand too large to index 404 when its bounded search runs out of pages', async () => {
    const { proxy, upstream, errors } = proxyOver({ brandIndex: { maxItems: 50 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Not in the first 100 categories read: the item may be further on, so no "not found".
      const answer = await ask(proxy, '/brand-index/wide/slug/no-such-shelf');
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toBe('application/problem+json');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json()).toEqual(
        problem(
          404,
          'Not Found',
          'The brand is not indexed whole (it lists more items than the index holds): search its lists.',
        ),
      );
      // After the walk that found the brand too large: the categories, then page 1 of 100 of
      // them (the search's bound), never the last one.
      const searched = upstream.slice(-101);
      expect(searched[0]).toBe('/api/v1/content/brands/wide/categories');
      expect(searched.slice(1).every((path) => path.includes('/category/shelf-'))).toBe(true);
      expect(upstream).not.toContain(
        `/api/v1/content/brands/wide/category/shelf-${wideCategories - 1}?page=1&pageSize=100`,
      );
      expect(errors.at(-1)?.status).toBe(404);
      expect(causeOf(errors.at(-1))).toMatch(/^ContentApiError: .*\(maxPages\)/);
      // A slug within the bound is still found.
      const near = await ask(proxy, '/brand-index/wide/slug/shelf-3');
      expect(near.status).toBe(200);
      expect(near.json()).toMatchObject({ totalCount: 1, data: [{ slug: 'shelf-3' }] });
    } finally {
      warn.mockRestore();
    }
  });

  it('answers 502, not "not indexed", when the service lists a category no URL can hold and the slug is not elsewhere', async () => {
    const { proxy, errors } = proxyOver();
    const found = await ask(proxy, '/brand-index/odd/slug/visible');
    expect(found.json()).toMatchObject({ totalCount: 1, data: [{ slug: 'visible' }] });
    // The item may be in the category that cannot be read: neither "not found" nor a 404
    // that would send the browser searching the lists itself.
    const answer = await ask(proxy, '/brand-index/odd/slug/hidden');
    expect(answer.status).toBe(502);
    expect(answer.json()).toMatchObject({
      status: 502,
      detail: "The content service's answer holds an identifier that cannot be requested.",
    });
    expect(errors.at(-1)?.path).toBe('/api/content/brand-index/odd/slug/hidden');
    expect(causeOf(errors.at(-1))).toMatch(/^ContentApiError: categoryId must be/);
  });

  it('answers at most 500 language versions, with totalCount the number the group has', async () => {
    const { proxy } = proxyOver();
    const answer = await ask(proxy, '/brand-index/polyglot/variants/manual');
    expect(answer.status).toBe(200);
    const page = answer.json() as {
      pageSize: number;
      totalCount: number;
      data: { language: string }[];
    };
    expect(page.pageSize).toBe(500);
    expect(page.totalCount).toBe(polyglotLanguages.length);
    // Sorted by language, the first 500.
    expect(page.data.map((entry) => entry.language)).toEqual(polyglotLanguages.slice(0, 500));
  });
});
