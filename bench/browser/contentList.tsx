// 3b. ContentList rendering 1 000 items from a seeded cache vs a hand-written list with the
// same markup. The cache is seeded under the key ContentList reads, so the measurement is
// about rendering: a fetch that is called fails the harness.
import { QueryClient } from '@tanstack/react-query';
import { ContentDeliveryProvider, ContentList, contentKeys } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BASE_URL, BRAND, benchDataset, freshContainer, loadItems, median } from './fixtures.js';
import { HandList } from './handList.js';

const COUNT = 1_000;

export async function contentList({ warmup, runs }: { warmup: number; runs: number }) {
  const dataset = benchDataset({ news: COUNT });
  const items = await loadItems(dataset, 'news', COUNT);
  let requests = 0;
  const client = createContentClient({
    baseUrl: BASE_URL,
    fetch: async () => {
      requests++;
      throw new Error('the ContentList benchmark must render from the cache');
    },
  });
  const page = { data: items, page: 1, pageSize: COUNT, totalCount: COUNT };
  const markup = { ours: '', baseline: '' };

  const timeOurs = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(
      contentKeys.page(client, BRAND, 'tag', 'news', { page: 1, pageSize: COUNT }),
      page,
    );
    const container = freshContainer();
    const root = createRoot(container);
    const started = performance.now();
    flushSync(() =>
      root.render(
        <ContentDeliveryProvider client={client} brandId={BRAND} queryClient={queryClient}>
          <ContentList tag="news" pageSize={COUNT} />
        </ContentDeliveryProvider>,
      ),
    );
    const elapsed = performance.now() - started;
    const shown = container.querySelectorAll('article').length;
    if (shown !== COUNT) throw new Error(`ContentList showed ${shown} items, not ${COUNT}`);
    markup.ours = container.innerHTML;
    root.unmount();
    container.remove();
    queryClient.clear();
    return elapsed;
  };
  const timeBaseline = () => {
    const container = freshContainer();
    const root = createRoot(container);
    const started = performance.now();
    flushSync(() => root.render(<HandList items={items} />));
    const elapsed = performance.now() - started;
    markup.baseline = container.innerHTML;
    root.unmount();
    container.remove();
    return elapsed;
  };

  const ours: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < warmup + runs; round++) {
    const [a, b] = round % 2 === 0 ? [timeOurs(), timeBaseline()] : [timeBaseline(), timeOurs()];
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (round < warmup) continue;
    ours.push(round % 2 === 0 ? a : b);
    baseline.push(round % 2 === 0 ? b : a);
  }
  return {
    ours: median(ours),
    baseline: median(baseline),
    n: runs,
    requests,
    sameMarkup: markup.ours === markup.baseline,
    firstDifference: firstDifference(markup.ours, markup.baseline),
  };
}

/** Where two markups part, with some context, so a drifting baseline is easy to fix. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  const from = Math.max(0, index - 60);
  return `ours: …${a.slice(from, index + 80)}… | hand-written: …${b.slice(from, index + 80)}…`;
}
