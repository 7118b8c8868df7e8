// 3c. Page change when the next page was prefetched: click "Next" → the new page's items in
// the DOM, watching for any loading state in between. Baseline: showing a page that is
// already cached (clicking "Previous" back to page 1): the floor of any page change, so a
// prefetched page should cost the same. A jump to a page nobody prefetched (the last one)
// is measured too: it must show a loading state, which proves the watcher sees one.
import { QueryClient } from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { createRoot } from 'react-dom/client';
import { BASE_URL, BRAND, benchDataset, freshContainer, median, until } from './fixtures.js';

const PAGE_SIZE = 20;
const LATENCY_MS = 20;

function firstTitle(container: HTMLElement): string {
  return container.querySelector('.cdr-card-title')?.textContent ?? '';
}

/** A loading state in a batch of mutations: aria-busy="true" (even briefly), a skeleton, data-state="loading". */
function showsLoading(records: MutationRecord[]): boolean {
  const loading = '[aria-busy="true"], [data-state="loading"], .cdr-skeleton';
  return records.some((record) => {
    if (record.type === 'attributes') {
      const element = record.target as Element;
      return (
        record.oldValue === 'true' ||
        record.oldValue === 'loading' ||
        element.matches(loading) ||
        element.querySelector(loading) !== null
      );
    }
    return [...record.addedNodes].some(
      (node) =>
        node instanceof Element && (node.matches(loading) || node.querySelector(loading) !== null),
    );
  });
}

/** Clicks `button`; resolves with the time until a different page is shown and whether loading showed. */
function pageTurn(container: HTMLElement, button: Element | null) {
  if (!(button instanceof HTMLElement)) throw new Error('pagination control not found');
  const before = firstTitle(container);
  return new Promise<{ ms: number; loading: boolean }>((resolve, reject) => {
    let loading = false;
    const done = () =>
      firstTitle(container) !== before &&
      container.querySelector('.cdr-list-items')?.getAttribute('aria-busy') !== 'true';
    const observer = new MutationObserver((records) => {
      if (showsLoading(records)) loading = true;
      if (!done()) return;
      const ms = performance.now() - started;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ ms, loading });
    });
    observer.observe(container, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeOldValue: true,
      attributeFilter: ['aria-busy', 'data-state', 'class'],
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('page change never showed the new page'));
    }, 10_000);
    const started = performance.now();
    button.click();
  });
}

export async function pageChange({ warmup, runs }: { warmup: number; runs: number }) {
  const dataset = benchDataset({ news: PAGE_SIZE * 10 });
  const prefetched: number[] = [];
  const cached: number[] = [];
  const notPrefetched: number[] = [];
  const loadingSeen = { prefetched: 0, cached: 0, notPrefetched: 0 };
  for (let round = 0; round < warmup + runs; round++) {
    const client = createContentClient({
      baseUrl: BASE_URL,
      fetch: createMockFetch({ dataset, latencyMs: LATENCY_MS }),
    });
    const queryClient = new QueryClient();
    const container = freshContainer();
    const root = createRoot(container);
    root.render(
      <ContentDeliveryProvider client={client} brandId={BRAND} queryClient={queryClient}>
        <ContentList tag="news" pageSize={PAGE_SIZE} />
      </ContentDeliveryProvider>,
    );
    const idle = (what: string) =>
      until(() => queryClient.isFetching() === 0 && firstTitle(container) !== '', what);
    await idle('page 1 and the look-ahead of page 2');
    const next = await pageTurn(container, container.querySelector('.cdr-pagination-next button'));
    await idle('the look-ahead of page 3');
    const back = await pageTurn(
      container,
      container.querySelector('.cdr-pagination-previous button'),
    );
    await idle('settling on page 1');
    const pages = container.querySelectorAll('.cdr-pagination-page button');
    const jump = await pageTurn(container, pages[pages.length - 1] ?? null);
    await idle('settling on the last page');
    root.unmount();
    container.remove();
    queryClient.clear();
    if (round < warmup) continue;
    prefetched.push(next.ms);
    cached.push(back.ms);
    notPrefetched.push(jump.ms);
    if (next.loading) loadingSeen.prefetched++;
    if (back.loading) loadingSeen.cached++;
    if (jump.loading) loadingSeen.notPrefetched++;
  }
  return {
    prefetched: median(prefetched),
    cached: median(cached),
    notPrefetched: median(notPrefetched),
    loadingSeen,
    latencyMs: LATENCY_MS,
    n: runs,
  };
}
