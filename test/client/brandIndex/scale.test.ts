import { QueryClient } from '@tanstack/react-query';
import { findVariants, translatedListQueryOptions } from 'content-delivery-react';
import {
  type BrandIndex,
  type ContentClient,
  createContentClient,
  findContentBySlug,
} from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CountingMockServer,
  createLargeBrand,
  type LargeBrand,
  startCountingMockServer,
} from '../../helpers/largeBrand.js';
import { type LocalServer, startLocalServer } from '../../helpers/localServer.js';

// Brands of 60 000 and 120 000 items on the mock service over real HTTP with latency. Only
// `Date` is fake (sockets and timers are real): the index's windows (`missRefreshMs`, the
// TTL) move only when a test moves the clock, so what a test counts does not depend on how
// long a walk takes on a loaded machine.

/** The index's page size (its default, and the mock's largest). */
const pageSize = 100;
const latencyMs = 5;
const missRefreshMs = 60_000;
/** Per test: a walk of 120 000 items is 1 201 requests. */
const timeout = 120_000;

interface Scale {
  name: string;
  articles: number;
  languages: readonly string[];
  categories: number;
}

const scales: Scale[] = [
  { name: '60 000 items', articles: 20_000, languages: ['en', 'de', 'fr'], categories: 8 },
  { name: '120 000 items', articles: 30_000, languages: ['en', 'de', 'fr', 'es'], categories: 10 },
];

const categoriesPath = /^\/api\/v1\/content\/brands\/[^/]+\/categories$/;
const categoryPagePath =
  /^\/api\/v1\/content\/brands\/[^/]+\/category\/([^/?]+)\?page=(\d+)&pageSize=(\d+)$/;

/** The category and page of a list request's path, or `undefined` for another request. */
function categoryPage(path: string): { category: string; page: number } | undefined {
  const match = categoryPagePath.exec(path);
  if (match === null) return undefined;
  return { category: decodeURIComponent(match[1] ?? ''), page: Number(match[2]) };
}

/** Whether `paths` are exactly one head check: the categories, then page 1 of each category once. */
function isOneHeadCheck(paths: readonly string[], categoryIds: readonly string[]): boolean {
  const pages = paths.flatMap((path) => categoryPage(path) ?? []);
  return (
    paths.length === 1 + categoryIds.length &&
    paths.filter((path) => categoriesPath.test(path)).length === 1 &&
    pages.every(({ page }) => page === 1) &&
    new Set(pages.map(({ category }) => category)).size === categoryIds.length
  );
}

/** The articles a test looks up: the newest, the one in the middle, the oldest. */
const landmarks = (articles: number) => [0, Math.floor(articles / 2), articles - 1];

describe.each(scales)('brand index at $name', (scale) => {
  let large: LargeBrand;
  let server: CountingMockServer;
  let client: ContentClient;
  let index: BrandIndex;
  let brandId: string;
  let now: number;

  /** Moves the index's clock (the fake `Date`) on. */
  const advance = (ms: number) => {
    now += ms;
    vi.setSystemTime(now);
  };

  /** Runs `work` and returns its result with the requests that reached the service meanwhile. */
  const counted = async <T>(work: () => Promise<T>): Promise<{ result: T; paths: string[] }> => {
    const mark = server.count;
    const result = await work();
    return { result, paths: server.since(mark) };
  };

  beforeAll(async () => {
    now = Date.UTC(2026, 1, 1);
    vi.useFakeTimers({ toFake: ['Date'], now });
    brandId = `scale-${scale.articles * scale.languages.length}`;
    large = createLargeBrand({ id: brandId, ...scale });
    server = await startCountingMockServer({
      dataset: { brands: [large.brand] },
      latencyMs,
      demoImageBaseUrl: false,
    });
    client = createContentClient({ baseUrl: server.url, retry: 0, brandIndex: { missRefreshMs } });
    const own = client.brandIndex;
    if (own === undefined) throw new Error('a client made in Node has a brand index');
    index = own;
  }, timeout);

  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
  });

  it(
    'answers 50 concurrent cold lookups of different slugs with one walk of the brand',
    async () => {
      const { articles, languages } = scale;
      const [first = 'en', second = 'de'] = languages;
      // Newest, middle and oldest in every language, with and without `lang`, a wrong `lang`,
      // then articles spread over the brand: 50 lookups in all.
      const lookups: { slug: string; lang: string | undefined; id: string | null }[] = [];
      for (const article of landmarks(articles)) {
        for (const language of languages) {
          const slug = large.slugOf(article, language);
          lookups.push({ slug, lang: language, id: large.idOf(article, language) });
          lookups.push({ slug, lang: undefined, id: large.idOf(article, language) });
        }
        lookups.push({ slug: large.slugOf(article, first), lang: second, id: null });
      }
      for (let step = 1; lookups.length < 50; step++) {
        const article = (step * 7919) % articles;
        const language = languages[step % languages.length] ?? first;
        lookups.push({
          slug: large.slugOf(article, language),
          lang: language,
          id: large.idOf(article, language),
        });
      }

      const { result, paths } = await counted(async () => {
        const found = await Promise.all(
          lookups.map(({ slug, lang }) => findContentBySlug(client, brandId, { slug, lang })),
        );
        // Lookups answer as soon as the walk reads their page: wait for the walk's end too.
        await index.variants(brandId, large.groupOf(0));
        return found;
      });

      expect(result.map((item) => item?.id ?? null)).toEqual(lookups.map(({ id }) => id));
      expect(result.find((item) => item !== null)?.content).toMatch(/^<p>\d+<\/p>$/);
      // One walk: the categories once, then every page of every category at the index's size.
      expect(paths.filter((path) => categoriesPath.test(path))).toHaveLength(1);
      const walked = new Set(paths.filter((path) => categoryPage(path) !== undefined));
      const expected = new Set(
        large.categoryIds.flatMap((category) =>
          Array.from(
            { length: Math.ceil((large.itemsPerCategory.get(category) ?? 0) / pageSize) },
            (_, page) =>
              `/api/v1/content/brands/${brandId}/category/${category}?page=${page + 1}&pageSize=${pageSize}`,
          ),
        ),
      );
      expect(walked).toEqual(expected);
      expect(expected.size + 1).toBe(large.walkRequests(pageSize));
      // ... and at most one page more per lookup.
      expect(paths.length).toBeGreaterThanOrEqual(large.walkRequests(pageSize));
      expect(paths.length).toBeLessThanOrEqual(large.walkRequests(pageSize) + lookups.length);
      expect(index.info(brandId)).toMatchObject({ items: large.itemCount, complete: true });
    },
    timeout,
  );

  it(
    'finds every permalink of the brand from the index alone (fresh: false), with no request',
    async () => {
      const { result: misses, paths } = await counted(async () => {
        const wrong: string[] = [];
        for (let article = 0; article < scale.articles; article++) {
          for (const language of scale.languages) {
            const slug = large.slugOf(article, language);
            const entry = await findContentBySlug(client, brandId, {
              slug,
              lang: language,
              fresh: false,
            });
            if (entry?.id !== large.idOf(article, language)) wrong.push(slug);
          }
        }
        return wrong;
      });
      expect(misses).toEqual([]);
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'reads one page for a warm lookup of the newest, middle and oldest items, with and without lang',
    async () => {
      const [first = 'en', second = 'de'] = scale.languages;
      // The oldest item of every category is on its list's last page.
      const lastOfEachCategory = large.categoryIds.map((_, offset) => scale.articles - 1 - offset);
      for (const article of [...landmarks(scale.articles), ...lastOfEachCategory]) {
        for (const language of scale.languages) {
          const slug = large.slugOf(article, language);
          const id = large.idOf(article, language);
          for (const lang of [language, undefined]) {
            const { result, paths } = await counted(() =>
              findContentBySlug(client, brandId, { slug, lang }),
            );
            expect(result).toMatchObject({ id, slug, language, content: `<p>${article}</p>` });
            expect(paths.length).toBeLessThanOrEqual(1);
          }
        }
        const { result: wrongLanguage, paths } = await counted(() =>
          findContentBySlug(client, brandId, { slug: large.slugOf(article, first), lang: second }),
        );
        expect(wrongLanguage).toBeNull();
        expect(paths.length).toBeLessThanOrEqual(1);
      }
    },
    timeout,
  );

  it(
    'answers an unknown slug with no request once the index is complete',
    async () => {
      expect(index.info(brandId)?.complete).toBe(true);
      const { result, paths } = await counted(async () => {
        const inARow: (unknown | null)[] = [];
        for (let n = 0; n < 20; n++) {
          inARow.push(await findContentBySlug(client, brandId, { slug: `no-such-article-${n}` }));
        }
        const atOnce = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            findContentBySlug(client, brandId, { slug: `nor-this-one-${n}`, lang: 'en' }),
          ),
        );
        return [...inARow, ...atOnce];
      });
      expect(result).toEqual(Array.from({ length: 40 }, () => null));
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'lets 20 distinct unknown slugs cause at most one head check per missRefreshMs window',
    async () => {
      advance(missRefreshMs);
      const inARow = await counted(async () => {
        for (let n = 0; n < 20; n++) {
          expect(await findContentBySlug(client, brandId, { slug: `missing-${n}` })).toBeNull();
        }
      });
      // The first miss of the window checks page 1 of every category; the other 19 do not.
      expect(isOneHeadCheck(inARow.paths, large.categoryIds)).toBe(true);

      const sameWindow = await counted(() =>
        Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            findContentBySlug(client, brandId, { slug: `missing-again-${n}` }),
          ),
        ),
      );
      expect(sameWindow.paths).toEqual([]);

      advance(missRefreshMs);
      const nextWindow = await counted(() =>
        Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            findContentBySlug(client, brandId, { slug: `missing-later-${n}`, lang: 'en' }),
          ),
        ),
      );
      expect(nextWindow.result).toEqual(Array.from({ length: 20 }, () => null));
      // 20 misses at once share one head check.
      expect(isOneHeadCheck(nextWindow.paths, large.categoryIds)).toBe(true);
      expect(index.info(brandId)).toMatchObject({ items: large.itemCount, complete: true });
    },
    timeout,
  );

  it(
    'holds every language version of the oldest article (0 requests)',
    async () => {
      const oldest = scale.articles - 1;
      const { result, paths } = await counted(() => index.variants(brandId, large.groupOf(oldest)));
      expect(result.map((entry) => entry.id)).toEqual(
        [...scale.languages].sort().map((language) => large.idOf(oldest, language)),
      );
      expect(result.every((entry) => entry.translationGroupId === large.groupOf(oldest))).toBe(
        true,
      );
      const german = await index.variants(brandId, large.groupOf(oldest), { lang: 'de' });
      expect(german.map((entry) => entry.slug)).toEqual([large.slugOf(oldest, 'de')]);
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'counts exact one-language totals per category and per tag (translation groups)',
    async () => {
      const { result, paths } = await counted(async () => {
        const perCategory = new Map<string, number>();
        for (const categoryId of large.categoryIds) {
          const groups = new Set<string>();
          for await (const entry of index.entries(brandId, { categoryId })) {
            groups.add(entry.translationGroupId);
          }
          perCategory.set(categoryId, groups.size);
        }
        const perTag = new Map<string, number>();
        for (const tag of large.tags) {
          const groups = new Set<string>();
          // Tags compare without regard to case, as the service does.
          for await (const entry of index.entries(brandId, { tag: tag.toUpperCase() })) {
            groups.add(entry.translationGroupId);
          }
          perTag.set(tag, groups.size);
        }
        let germanInFirstCategory = 0;
        for await (const _entry of index.entries(brandId, {
          categoryId: large.categoryIds[0],
          lang: 'de',
        })) {
          germanInFirstCategory++;
        }
        return { perCategory, perTag, germanInFirstCategory };
      });
      expect(result.perCategory).toEqual(large.groupsPerCategory);
      expect(result.perTag).toEqual(large.groupsPerTag);
      expect(result.germanInFirstCategory).toBe(
        large.groupsPerCategory.get(large.categoryIds[0] ?? ''),
      );
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'lists every published English slug exactly once for static params',
    async () => {
      const { result: slugs, paths } = await counted(async () => {
        const listed: string[] = [];
        for await (const entry of index.entries(brandId, { lang: 'en', status: 'Published' })) {
          listed.push(entry.slug);
        }
        return listed;
      });
      const expected = Array.from({ length: scale.articles }, (_, article) => article)
        .filter((article) => !large.isDraft(article))
        .map((article) => large.slugOf(article, 'en'));
      expect(expected.length).toBeLessThan(scale.articles);
      expect(slugs).toHaveLength(expected.length);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(new Set(slugs)).toEqual(new Set(expected));
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'answers findVariants and a translated category list from the index (0 requests, exact totals)',
    async () => {
      const oldest = scale.articles - 1;
      const categoryId = large.categoryOf(oldest);
      const queryClient = new QueryClient();
      const { result, paths } = await counted(async () => {
        const item = await findContentBySlug(client, brandId, {
          slug: large.slugOf(oldest, 'en'),
          fresh: false,
        });
        if (item === null) throw new Error('the oldest article is indexed');
        const variants = await findVariants(queryClient, client, brandId, item);
        const list = await queryClient.fetchQuery(
          translatedListQueryOptions(client, 'category', categoryId, {
            brandId,
            preferredLanguages: ['de', 'en'],
          }),
        );
        return { variants, list };
      });
      expect(result.variants.map((version) => version.id)).toEqual(
        [...scale.languages].sort().map((language) => large.idOf(oldest, language)),
      );
      // Far past the list walk's default maxItems (1 000): every item, no truncation.
      const listed = large.itemsPerCategory.get(categoryId) ?? 0;
      expect(listed).toBeGreaterThan(6000);
      expect(result.list).toMatchObject({ itemCount: listed, complete: true });
      expect(result.list.items).toHaveLength(large.groupsPerCategory.get(categoryId) ?? -1);
      expect(result.list.items.every((entry) => entry.language === 'de')).toBe(true);
      expect(result.list.items.at(-1)?.id).toBe(large.idOf(oldest, 'de'));
      expect(paths).toEqual([]);
    },
    timeout,
  );

  it(
    'finds a slug published after the walk by one head check after the window, and at once after refresh()',
    async () => {
      const categoryId = large.categoryIds[0] ?? '';
      const publish = (slug: string, minutesAhead: number) => {
        const date = new Date(Date.UTC(2026, 0, 1) + minutesAhead * 60_000).toISOString();
        const item = createMockContentItem({
          id: `${brandId}-${slug}`,
          slug,
          language: 'en',
          categoryId,
          category: `Category ${categoryId}`,
          publishedDate: date,
          content: '<p>new</p>',
          translationGroupId: `${brandId}-${slug}`,
        });
        // The mock sorts again once its brand's items grow.
        large.brand.items.push(item);
        return item;
      };
      const published = publish('published-after-the-walk', 1);

      // Within the window of the last head check: not found, and nothing asked.
      const early = await counted(() =>
        findContentBySlug(client, brandId, { slug: published.slug, lang: 'en' }),
      );
      expect(early.result).toBeNull();
      expect(early.paths).toEqual([]);

      advance(missRefreshMs);
      const found = await counted(() =>
        findContentBySlug(client, brandId, { slug: published.slug, lang: 'en' }),
      );
      expect(found.result?.id).toBe(published.id);
      // One head check, then page 1 of the category, where the new item is.
      const [categoryRead, ...headCheck] = [found.paths.at(-1) ?? '', ...found.paths.slice(0, -1)];
      expect(isOneHeadCheck(headCheck, large.categoryIds)).toBe(true);
      expect(categoryPage(categoryRead)).toEqual({ category: categoryId, page: 1 });
      // Every item of that category moved down by one; the index knows, so the oldest is
      // still found with one read.
      const oldestOfCategory = scale.articles - large.categoryIds.length;
      const moved = await counted(() =>
        findContentBySlug(client, brandId, { slug: large.slugOf(oldestOfCategory, 'en') }),
      );
      expect(moved.result?.id).toBe(large.idOf(oldestOfCategory, 'en'));
      expect(moved.paths.length).toBeLessThanOrEqual(1);

      // A webhook: refresh() walks again, and the next lookup needs no head check.
      const webhook = publish('published-before-a-webhook', 2);
      const walk = await counted(() => index.refresh(brandId));
      expect(walk.paths.filter((path) => categoriesPath.test(path))).toHaveLength(1);
      expect(walk.paths).toHaveLength(
        large.walkRequests(pageSize) -
          Math.ceil((large.itemsPerCategory.get(categoryId) ?? 0) / pageSize) +
          Math.ceil(((large.itemsPerCategory.get(categoryId) ?? 0) + 2) / pageSize),
      );
      const fromIndex = await counted(() =>
        findContentBySlug(client, brandId, { slug: webhook.slug, fresh: false }),
      );
      expect(fromIndex.result?.id).toBe(webhook.id);
      expect(fromIndex.paths).toEqual([]);
      const fresh = await counted(() => findContentBySlug(client, brandId, { slug: webhook.slug }));
      expect(fresh.result).toMatchObject({ id: webhook.id, content: '<p>new</p>' });
      expect(fresh.paths).toHaveLength(1);
      expect(index.info(brandId)).toMatchObject({ items: large.itemCount + 2, complete: true });
    },
    timeout,
  );
});

describe('brand index with a tiny missRefreshMs', () => {
  it(
    'still makes one head check per window however many misses arrive at once',
    async () => {
      let now = Date.UTC(2026, 1, 1);
      vi.useFakeTimers({ toFake: ['Date'], now });
      const large = createLargeBrand({
        id: 'tiny-window',
        articles: 20_000,
        languages: ['en', 'de', 'fr'],
        categories: 8,
      });
      const server = await startCountingMockServer({
        dataset: { brands: [large.brand] },
        latencyMs,
        demoImageBaseUrl: false,
      });
      try {
        const client = createContentClient({
          baseUrl: server.url,
          retry: 0,
          brandIndex: { missRefreshMs: 1 },
        });
        expect(
          await findContentBySlug(client, 'tiny-window', { slug: 'en-article-0' }),
        ).toMatchObject({ id: large.idOf(0, 'en') });
        await client.brandIndex?.variants('tiny-window', large.groupOf(0));
        for (let wave = 0; wave < 5; wave++) {
          now += 1;
          vi.setSystemTime(now);
          const mark = server.count;
          const answers = await Promise.all(
            Array.from({ length: 100 }, (_, n) =>
              findContentBySlug(client, 'tiny-window', { slug: `crawler-${wave}-${n}` }),
            ),
          );
          expect(answers.every((answer) => answer === null)).toBe(true);
          expect(isOneHeadCheck(server.since(mark), large.categoryIds)).toBe(true);
        }
      } finally {
        vi.useRealTimers();
        await server.close();
      }
    },
    timeout,
  );
});

describe('brand index: a service that answers a whole list as one page', () => {
  let server: LocalServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  // A service may ignore the page size asked for and answer everything at once (it is within
  // the 64 MB response bound). The index once copied a page into its records with one
  // `push(...page)`, one argument per item: past ~125 000 items that overflows the call stack,
  // and the walk failed with a RangeError.
  it(
    'indexes a page of 150 000 items',
    async () => {
      const count = 150_000;
      const items = Array.from({ length: count }, (_, index) =>
        createMockContentItem({
          id: `i${index}`,
          slug: `s${index}`,
          translationGroupId: `g${index}`,
          categoryId: 'news',
          description: '',
          content: '',
          tags: [],
        }),
      );
      const page = JSON.stringify({ page: 1, pageSize: count, totalCount: count, data: items });
      const categories = JSON.stringify([createMockCategory({ id: 'news' })]);
      server = await startLocalServer((request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(request.url?.endsWith('/categories') ? categories : page);
      });
      const client = createContentClient({ baseUrl: server.url, retry: 0 });
      const index = client.brandIndex;
      if (index === undefined) throw new Error('a client made in Node has a brand index');
      // Resolves once the walk's index is in use; the RangeError rejected it.
      await index.refresh('acme');
      expect(index.info('acme')).toMatchObject({ items: count, complete: true });
      // The categories and the one page; the index answers the lookup alone.
      expect(server.requests).toHaveLength(2);
      const last = await findContentBySlug(client, 'acme', { slug: `s${count - 1}`, fresh: false });
      expect(last).toMatchObject({ id: `i${count - 1}` });
      expect(server.requests).toHaveLength(2);
    },
    timeout,
  );
});
