import {
  createBrandIndex,
  createContentClient,
  type FetchFunction,
  findContentBySlug,
  isContentApiError,
} from 'content-delivery-react/client';
import {
  createMockCategory,
  createMockContentItem,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { memoryStorage } from '../../../src/client/brandIndex/brandIndexStorage.js';
import { BrandStore } from '../../../src/client/brandIndex/brandStore.js';
import { walkBrand } from '../../../src/client/brandIndex/brandWalk.js';
import type { ContentEvent } from '../../../src/client/events.js';
import { until } from '../../helpers/fakeClock.js';
import { failureOf } from '../../helpers/localServer.js';

// The walk against a fake service whose answers each test writes: what it reads, and what
// the index then answers.

interface PageBody {
  page: number;
  pageSize: number;
  totalCount: number;
  data: MockContentItem[];
}

type PageAnswer = PageBody | Response | Promise<PageBody>;

interface FakeService {
  categories: string[];
  page(categoryId: string, page: number, pageSize: number): PageAnswer;
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch for brand `b` answering from `service`; `paths` records `categories`, `a?page=1&pageSize=10` … */
function fakeService(service: FakeService): { fetch: FetchFunction; paths: string[] } {
  const paths: string[] = [];
  return {
    paths,
    fetch: async (input) => {
      const url = new URL(String(input));
      const path = url.pathname.replace('/api/v1/content/brands/b/', '');
      paths.push(`${path.replace(/^category\//, '')}${url.search}`);
      if (path === 'categories') {
        return json(
          200,
          service.categories.map((id) => createMockCategory({ id })),
        );
      }
      const [kind, value] = path.split('/');
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      if (kind !== 'category' || value === undefined) {
        return json(200, { page, pageSize, totalCount: 0, data: [] });
      }
      const answer = await service.page(decodeURIComponent(value), page, pageSize);
      return answer instanceof Response ? answer : json(200, answer);
    },
  };
}

function itemsOf(prefix: string, count: number): MockContentItem[] {
  return Array.from({ length: count }, (_, n) =>
    createMockContentItem({
      id: `${prefix}-${n}`,
      slug: `${prefix}-${n}`,
      categoryId: prefix,
      translationGroupId: `group-${prefix}-${n}`,
    }),
  );
}

function pageOf(items: readonly MockContentItem[], page: number, pageSize: number): PageBody {
  const start = (page - 1) * pageSize;
  return { page, pageSize, totalCount: items.length, data: items.slice(start, start + pageSize) };
}

function indexOver(fetch: FetchFunction, maxItems?: number) {
  const client = createContentClient({
    baseUrl: 'http://cds.test',
    fetch,
    retry: 0,
    brandIndex: false,
  });
  return { client, index: createBrandIndex(client, { pageSize: 10, maxItems }) };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('walkBrand', () => {
  it('reads a list holding fewer items than it counts once more, keeps the other lists, and is not complete', async () => {
    const a = itemsOf('a', 10);
    const b = itemsOf('b', 5);
    const { fetch, paths } = fakeService({
      categories: ['a', 'b'],
      // `a` counts 25 but only page 1 holds any.
      page: (id, page, size) =>
        id === 'a'
          ? { page, pageSize: size, totalCount: 25, data: page === 1 ? a : [] }
          : pageOf(b, page, size),
    });
    const { client, index } = indexOver(fetch);
    await index.refresh('b');
    expect(paths.filter((path) => path.startsWith('a?')).sort()).toEqual([
      'a?page=1&pageSize=10',
      'a?page=1&pageSize=10',
      'a?page=2&pageSize=10',
      'a?page=2&pageSize=10',
      'a?page=3&pageSize=10',
      'a?page=3&pageSize=10',
    ]);
    expect(paths.filter((path) => path.startsWith('b?'))).toEqual(['b?page=1&pageSize=10']);
    expect(index.info('b')?.items).toBe(15);
    expect((await index.find('b', 'b-3'))?.id).toBe('b-3');
    expect((await index.find('b', 'a-9'))?.id).toBe('a-9');
    // Not complete: a slug it does not hold is searched for in the lists, not answered null.
    const before = paths.length;
    expect(
      await findContentBySlug(client, 'b', { slug: 'elsewhere', lang: 'en', brandIndex: index }),
    ).toBeNull();
    expect(paths.length).toBeGreaterThan(before);
  });

  it('answers null with no request for a slug a complete walk did not see', async () => {
    const { fetch, paths } = fakeService({
      categories: ['a'],
      page: (_, page, size) => pageOf(itemsOf('a', 3), page, size),
    });
    const { client, index } = indexOver(fetch);
    await index.refresh('b');
    const before = paths.length;
    for (const slug of ['elsewhere', 'Stryker was here', '']) {
      expect(await findContentBySlug(client, 'b', { slug, lang: 'en', brandIndex: index })).toBe(
        null,
      );
    }
    expect(paths).toHaveLength(before);
  });

  it('does not index a brand that grows past maxItems while it is walked', async () => {
    let reads = 0;
    const { fetch } = fakeService({
      categories: ['a'],
      // 25 items at the first read of page 1, 40 claimed from then on.
      page: (_, page, size) => {
        reads++;
        return { ...pageOf(itemsOf('a', 25), page, size), totalCount: reads === 1 ? 25 : 40 };
      },
    });
    const { index } = indexOver(fetch, 30);
    await index.refresh('b').catch(() => undefined);
    expect(index.info('b')).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/lists 40 items, more than maxItems/);
  });

  it('fails the walk when page 1 of a category fails', async () => {
    const { fetch } = fakeService({
      categories: ['a', 'b'],
      page: (id, page, size) =>
        id === 'b' ? json(500, { title: 'Boom', status: 500 }) : pageOf(itemsOf(id, 3), page, size),
    });
    const { index } = indexOver(fetch);
    const failure = await failureOf(index.refresh('b'));
    expect(isContentApiError(failure) && failure.status).toBe(500);
    expect(index.info('b')).toBeUndefined();
  });

  it('keeps the item of a repeated slug from the first category, whichever answers first', async () => {
    let bAnswered: () => void = () => {};
    const bFirst = new Promise<void>((resolve) => {
      bAnswered = resolve;
    });
    const listOf = (id: string) => [
      createMockContentItem({ id: `${id}-dup`, slug: 'dup', categoryId: id }),
      ...itemsOf(id, 2),
    ];
    const { fetch } = fakeService({
      categories: ['a', 'b'],
      page: async (id, page, size) => {
        if (id === 'a') await bFirst;
        else setTimeout(bAnswered, 20);
        return pageOf(listOf(id), page, size);
      },
    });
    const { index } = indexOver(fetch);
    await index.refresh('b');
    expect((await index.find('b', 'dup'))?.id).toBe('a-dup');
    expect(index.info('b')?.items).toBe(5);
  });

  it('keeps the slug of an item it refused, 1024 long, so a lookup searches the lists for it', async () => {
    const slug = 's'.repeat(1024);
    const refused = createMockContentItem({
      id: 'big',
      slug,
      categoryId: 'a',
      description: 'd'.repeat(16_385),
    });
    const { fetch } = fakeService({
      categories: ['a'],
      page: (_, page, size) => pageOf([refused, ...itemsOf('a', 2)], page, size),
    });
    const { client, index } = indexOver(fetch);
    await index.refresh('b');
    expect(index.info('b')?.items).toBe(2);
    expect((await findContentBySlug(client, 'b', { slug, brandIndex: index }))?.id).toBe('big');
  });

  it('answers null with no request for a slug over 1024 long: not a permalink, and never held', async () => {
    const slug = 's'.repeat(1025);
    const { fetch, paths } = fakeService({
      categories: ['a'],
      page: (_, page, size) =>
        pageOf(
          [createMockContentItem({ id: 'long', slug, categoryId: 'a' }), ...itemsOf('a', 2)],
          page,
          size,
        ),
    });
    const { client, index } = indexOver(fetch);
    await index.refresh('b');
    expect(index.info('b')).toMatchObject({ items: 2, complete: true });
    const before = paths.length;
    expect(await findContentBySlug(client, 'b', { slug, brandIndex: index })).toBeNull();
    expect(paths).toHaveLength(before);
  });

  it('counts every item it refused, is then not complete, and sends at most 100 events for them', async () => {
    const tags = Array.from({ length: 101 }, (_, n) => `t${n}`);
    const refused = Array.from({ length: 1100 }, (_, n) =>
      createMockContentItem({ id: `r-${n}`, slug: `r-${n}`, categoryId: 'a', tags }),
    );
    const { fetch } = fakeService({
      categories: ['a'],
      page: (_, page, size) => pageOf(refused, page, size),
    });
    const { client } = indexOver(fetch);
    const events: ContentEvent[] = [];
    const result = await walkBrand(client, new BrandStore(memoryStorage(), 'test:b-b'), 'b', {
      pageSize: 100,
      concurrency: 2,
      maxItems: 5000,
      resume: undefined,
      previous: undefined,
      emit: (event) => events.push(event),
    });
    expect(result.kind === 'indexed' && result.meta.refused).toBe(1100);
    expect(result.kind === 'indexed' && result.meta.complete).toBe(false);
    // One event per refused item, up to 100: a hostile list is one problem, not 1 100 alerts.
    expect(events.filter((event) => event.kind === 'item-refused')).toHaveLength(100);
  });

  it('indexes a brand of exactly maxItems items', async () => {
    const { fetch } = fakeService({
      categories: ['a'],
      page: (_, page, size) => pageOf(itemsOf('a', 25), page, size),
    });
    const { index } = indexOver(fetch, 25);
    await index.refresh('b');
    expect(index.info('b')).toMatchObject({ items: 25, complete: true });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [1000, 'complete: answers null with no request'],
    [1001, 'not complete: searches the lists'],
  ])('with %i items it refused is %s for a slug it does not hold', async (count) => {
    // Refused for 101 tags: small items the index cannot hold.
    const tags = Array.from({ length: 101 }, (_, n) => `t${n}`);
    const refused = Array.from({ length: count }, (_, n) =>
      createMockContentItem({ id: `r-${n}`, slug: `r-${n}`, categoryId: 'a', tags }),
    );
    const { fetch, paths } = fakeService({
      categories: ['a'],
      page: (_, page, size) => pageOf([...itemsOf('a', 1), ...refused], page, size),
    });
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: false,
    });
    const index = createBrandIndex(client, { pageSize: 100 });
    await index.refresh('b');
    expect(index.info('b')?.items).toBe(1);
    const before = paths.length;
    expect(
      await findContentBySlug(client, 'b', { slug: 'elsewhere', lang: 'en', brandIndex: index }),
    ).toBeNull();
    expect(paths.length - before).toBe(count === 1000 ? 0 : 1);
  });

  it('stops a walk whose signal aborts, cancelling the page in flight', async () => {
    const requested: string[] = [];
    const aborted: string[] = [];
    const fetch: FetchFunction = (input, init) => {
      const url = String(input);
      if (url.endsWith('/categories')) {
        return Promise.resolve(json(200, [createMockCategory({ id: 'a' })]));
      }
      // A page that never answers until its request is aborted.
      requested.push(url);
      return new Promise((_, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted.push(url);
          reject(init.signal?.reason);
        });
      });
    };
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: false,
    });
    const controller = new AbortController();
    const walk = walkBrand(client, new BrandStore(memoryStorage(), 'test:b-b'), 'b', {
      pageSize: 10,
      concurrency: 2,
      maxItems: 1000,
      resume: undefined,
      previous: undefined,
      emit: () => {},
      signal: controller.signal,
    });
    const failure = failureOf(walk);
    await until(() => requested.length === 1);
    controller.abort();
    expect(await failure).toMatchObject({ kind: 'aborted' });
    await until(() => aborted.length === 1);
    expect(aborted).toEqual([
      'http://cds.test/api/v1/content/brands/b/category/a?page=1&pageSize=10',
    ]);
  });
});

describe('a head check against a service answering more than a page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks again when page 1 brings an unknown item past the page size', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 0, 1));
    const items = itemsOf('a', 10);
    const late = createMockContentItem({ id: 'late', slug: 'late', categoryId: 'a' });
    let grown = false;
    const { fetch, paths } = fakeService({
      categories: ['a'],
      // Once grown, page 1 answers all 11 items: the new one is past the page size.
      page: (_, page, size) =>
        grown && page === 1
          ? { page, pageSize: size, totalCount: 11, data: [...items, late] }
          : pageOf(grown ? [...items, late] : items, page, size),
    });
    const client = createContentClient({
      baseUrl: 'http://cds.test',
      fetch,
      retry: 0,
      brandIndex: false,
    });
    const index = createBrandIndex(client, { pageSize: 10, missRefreshMs: 60_000 });
    await index.refresh('b');
    grown = true;
    vi.setSystemTime(Date.UTC(2026, 0, 1) + 60_000);
    await index.find('b', 'unknown');
    // The count grew by one the check could not place on page 1: a walk, which finds it.
    await until(() => index.info('b')?.items === 11);
    expect(paths.filter((path) => path === 'categories')).toHaveLength(3);
    expect((await index.find('b', 'late'))?.id).toBe('late');
  });
});
