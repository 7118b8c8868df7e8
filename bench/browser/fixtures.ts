// Data and counting fetches for the in-page benchmarks, built from the library's mock
// factories so items look like the service's (numbers as strings, 1–2 KB bodies, images).
import type { ContentItem } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
} from 'content-delivery-react/mock';
import { median } from '../median.mjs';

export const BRAND = 'bench';
export const BASE_URL = 'http://127.0.0.1:1';

/** A 50 KB article; `n` makes every one distinct, so no sanitizer cache can answer it. */
export function article(n: number): string {
  const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(13);
  const sections = Array.from(
    { length: 60 },
    (_, i) =>
      `<h2 id="s${n}-${i}">Section ${i}</h2><p id="p${n}-${i}">${paragraph} <a href="https://example.com/${n}/${i}">link</a></p>`,
  );
  return `<article id="a${n}">${sections.join('')}</article>`;
}

/** A brand whose tag `tag` has `count` items, copied from the demo items (distinct ids and slugs). */
export function benchDataset(lists: Record<string, number>) {
  const demo = createDemoDataset().brands.flatMap((brand) => brand.items);
  let serial = 0;
  const items = Object.entries(lists).flatMap(([tag, count]) =>
    Array.from({ length: count }, () => {
      const source = demo[serial % demo.length];
      serial++;
      if (source === undefined) throw new Error('demo data set is empty');
      return createMockContentItem({
        ...source,
        id: `${source.id}-${serial}`,
        slug: `${source.slug}-${serial}`,
        title: `${source.title} (${serial})`,
        tags: [tag],
        // Distinct dates keep the mock's order stable and every page different.
        publishedDate: new Date(Date.UTC(2026, 0, 1) - serial * 3_600_000).toISOString(),
        content: source.content.slice(0, 1_500),
      });
    }),
  );
  return createMockDataset([
    createMockBrand({ id: BRAND, categories: [createMockCategory({ id: 'news' })], items }),
  ]);
}

/** A fetch over the mock that records every URL it is asked for. */
export function countingFetch(inner: typeof fetch) {
  const urls: string[] = [];
  const counted = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return inner(input, init);
  }) as typeof fetch;
  return { fetch: counted, urls };
}

/** Normalised items of one list, read through the public client (setup, not measured). */
export async function loadItems(
  dataset: ReturnType<typeof benchDataset>,
  tag: string,
  count: number,
): Promise<ContentItem[]> {
  const client = createContentClient({
    baseUrl: BASE_URL,
    fetch: createMockFetch({ dataset, maxPageSize: count }),
  });
  const page = await client.getContentByTag(BRAND, tag, { page: 1, pageSize: count });
  return page.data;
}

/** Resolves once `check` holds, polling every frame; rejects after `ms` (every wait is bounded). */
export async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = performance.now() + ms;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A fresh container in the document, and a way to remove it. */
export function freshContainer(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

export { median };
