// The brand the brand index tests walk: a shop of three categories whose items are in three
// languages, served by the package's mock behind a fetch that records each request and can hold
// some back, and the client and index those tests read it with. Shared by the tests of this
// folder (one instance, or instances sharing a store).
import {
  type BrandIndex,
  type BrandIndexOptions,
  type ContentClient,
  type ContentClientOptions,
  createBrandIndex,
  createContentClient,
  type FetchFunction,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockBrand,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { vi } from 'vitest';

export const categoryIds = ['tents', 'boots', 'maps'] as const;
export const languages = ['de', 'en', 'fr'] as const;
export const newest = Date.UTC(2026, 0, 1);

/**
 * One category's items: `groups` translation groups, each in three languages, newest first in
 * the order the service lists them (slug `tents-0-de`, `tents-0-en`, `tents-0-fr`, `tents-1-de`
 * …): the item `tents-k-<language i>` is at place `3k + i` of the list.
 */
export function categoryItems(
  brandId: string,
  categoryId: string,
  groups: number,
): MockContentItem[] {
  return Array.from({ length: groups }, (_, group) =>
    languages.map((language, offset) => {
      const place = group * 3 + offset;
      return createMockContentItem({
        id: `${brandId}-${categoryId}-${group}-${language}`,
        slug: `${categoryId}-${group}-${language}`,
        language,
        translationGroupId: `${brandId}-${categoryId}-group-${group}`,
        isSourceLanguageDocument: language === 'en',
        categoryId,
        category: categoryId,
        title: `${categoryId} ${group} (${language})`,
        tags: group % 2 === 0 ? ['Camping', 'gear'] : ['hiking'],
        status: group % 5 === 4 ? 'Draft' : 'Published',
        publishedDate: new Date(newest - place * 60_000).toISOString(),
      });
    }),
  ).flat();
}

/** A brand of three categories × `groups` groups × three languages (180 items by default). */
export function shopBrand(id = 'shop', groups = 20): MockBrand {
  return createMockBrand({
    id,
    categories: categoryIds.map((categoryId) => createMockCategory({ id: categoryId })),
    items: categoryIds.flatMap((categoryId) => categoryItems(id, categoryId, groups)),
  });
}

/** Requests a walk of a 180-item brand at page size 10 sends: the categories, 6 pages × 3. */
export const walkRequests = 1 + 6 * 3;

export interface Shop {
  fetch: FetchFunction;
  /** Requests received, as `brand/endpoint/value?query`, in order (held ones included). */
  requests: string[];
  /** Requests of brand `shop` whose path starts with `start`. */
  count(start: string): number;
  /** Walks and head checks of `brandId` begun: each reads the categories first. */
  categoryReads(brandId?: string): number;
  /** Changes the brands' items; the service answers from them from the next request on. */
  change(edit: (brands: MockBrand[]) => void): void;
  /** From now on, requests whose path (with the query) passes `predicate` wait for `release()`. */
  hold(predicate?: (path: string) => boolean): void;
  /** Requests waiting. */
  held(): number;
  /** Lets the requests waiting now go on (new ones matching still wait). */
  release(): void;
  /** Stops holding and lets every waiting request go on. */
  stopHolding(): void;
}

/**
 * The package's mock service behind a `fetch` that records each request and can hold some
 * back. The mock sorts a brand's items once, so a change builds a new mock over the data.
 */
export function startShop(brands: MockBrand[], options: { apiKey?: string } = {}): Shop {
  const requests: string[] = [];
  const build = () =>
    createMockFetch({ dataset: createMockDataset(brands), maxPageSize: 100, ...options });
  let service = build();
  let holding: ((path: string) => boolean) | undefined;
  let waiting: (() => void)[] = [];
  const release = () => {
    const now = waiting;
    waiting = [];
    for (const go of now) go();
  };
  return {
    requests,
    fetch: async (input, init) => {
      const url = new URL(input);
      const path = `${decodeURIComponent(url.pathname.replace('/api/v1/content/brands/', ''))}${url.search}`;
      requests.push(path);
      if (holding?.(path) === true) await new Promise<void>((go) => waiting.push(go));
      return service(input, init);
    },
    count: (start) => requests.filter((path) => path.startsWith(`shop/${start}`)).length,
    categoryReads: (brandId = 'shop') =>
      requests.filter((path) => path === `${brandId}/categories`).length,
    change(edit) {
      edit(brands);
      service = build();
    },
    hold(predicate = () => true) {
      holding = predicate;
    },
    held: () => waiting.length,
    release,
    stopHolding() {
      holding = undefined;
      release();
    },
  };
}

/**
 * A client of the shop with no retries (a failure shows at once, with the requests it sent) and
 * no index of its own (the tests build the one they look at with `indexOf`).
 */
export const clientOf = (
  shop: Shop,
  options: Pick<ContentClientOptions, 'apiKey' | 'onEvent' | 'telemetry'> = {},
): ContentClient =>
  createContentClient({
    baseUrl: 'http://cds.test',
    fetch: shop.fetch,
    retry: 0,
    brandIndex: false,
    ...options,
  });

/** An index walking pages of 10, so the shop's lists have 6 pages each (see `walkRequests`). */
export const indexOf = (client: ContentClient, options: BrandIndexOptions = {}): BrandIndex =>
  createBrandIndex(client, { pageSize: 10, ...options });

export async function collect(iterable: AsyncIterable<IndexedContent>): Promise<IndexedContent[]> {
  const entries: IndexedContent[] = [];
  for await (const entry of iterable) entries.push(entry);
  return entries;
}

/** Only `Date` is fake: the mock, the index's and the store's waits and the test's polling keep real timers. */
export function startClock(at = newest): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
