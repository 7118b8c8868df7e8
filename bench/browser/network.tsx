// 5. Requests, counted by a wrapper around the mock's fetch: (a) five lists of the same data,
// (b) paging through 5 pages with the look-ahead, (c) the language switcher of an item with
// 4 languages. Baselines for (a) and (b): the same screens written with useEffect fetching,
// measured here too; for (c): the bound documented in findVariants.
import { QueryClient } from '@tanstack/react-query';
import {
  ContentDeliveryProvider,
  type ContentItem,
  ContentList,
  LanguageSwitcher,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { type ReactNode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { BASE_URL, BRAND, benchDataset, countingFetch, freshContainer, until } from './fixtures.js';

type Client = ReturnType<typeof createContentClient>;

/** Renders, runs `act` on the container, waits until no request is in flight, unmounts. */
async function session(
  fetcher: ReturnType<typeof countingFetch>,
  render: (client: Client, queryClient: QueryClient) => ReactNode,
  act: (container: HTMLElement, settle: () => Promise<void>) => Promise<void>,
) {
  let inFlight = 0;
  // Requests in flight, so `settle` knows when the page has stopped asking.
  const tracked = (async (...args: Parameters<typeof fetch>) => {
    inFlight++;
    try {
      return await fetcher.fetch(...args);
    } finally {
      inFlight--;
    }
  }) as typeof fetch;
  const client = createContentClient({ baseUrl: BASE_URL, fetch: tracked });
  const queryClient = new QueryClient();
  const container = freshContainer();
  const root = createRoot(container);
  const settle = async () => {
    // Two quiet checks a frame apart: effects may start a request right after a render.
    for (let quiet = 0; quiet < 2; ) {
      await until(() => inFlight === 0 && queryClient.isFetching() === 0, 'requests to finish');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      quiet = inFlight === 0 && queryClient.isFetching() === 0 ? quiet + 1 : 0;
    }
  };
  root.render(render(client, queryClient));
  await act(container, settle);
  await settle();
  root.unmount();
  container.remove();
}

/** The useEffect way: every component fetches for itself. */
function EffectList({ client, tag, page = 1 }: { client: Client; tag: string; page?: number }) {
  const [titles, setTitles] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    void client.getContentByTag(BRAND, tag, { page, pageSize: 10 }).then((result) => {
      if (live) setTitles(result.data.map((item) => item.title));
    });
    return () => {
      live = false;
    };
  }, [client, tag, page]);
  return (
    <ul className="effect-list">
      {titles.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  );
}

function EffectPager({ client }: { client: Client }) {
  const [page, setPage] = useState(1);
  return (
    <>
      <EffectList client={client} tag="news" page={page} />
      <button type="button" className="effect-next" onClick={() => setPage(page + 1)}>
        Next
      </button>
    </>
  );
}

function counted(dataset: ReturnType<typeof benchDataset>) {
  return countingFetch(createMockFetch({ dataset }) as typeof fetch);
}

export async function network() {
  // (a) five components, one list of 7 items (one page, so no look-ahead is involved).
  const small = benchDataset({ solo: 7 });
  const shared = counted(small);
  const withProvider = (ui: ReactNode) => (client: Client, queryClient: QueryClient) => (
    <ContentDeliveryProvider client={client} brandId={BRAND} queryClient={queryClient}>
      {ui}
    </ContentDeliveryProvider>
  );
  const five = Array.from({ length: 5 }, (_, index) => index);
  await session(
    shared,
    withProvider(five.map((index) => <ContentList key={index} tag="solo" />)),
    async (container, settle) => {
      await settle();
      await until(() => container.querySelectorAll('article').length === 35, 'five lists');
    },
  );
  const effects = counted(small);
  await session(
    effects,
    (client) => five.map((index) => <EffectList key={index} client={client} tag="solo" />),
    async (container, settle) => {
      await settle();
      await until(() => container.querySelectorAll('li').length === 35, 'five effect lists');
    },
  );

  // (b) five pages of a ten-page list, forward one page at a time.
  const big = benchDataset({ news: 100 });
  const paging = counted(big);
  await session(paging, withProvider(<ContentList tag="news" />), async (container, settle) => {
    for (let page = 1; page <= 5; page++) {
      await settle();
      await until(
        () =>
          container.querySelector('.cdr-pagination [aria-current="page"]')?.textContent ===
          String(page),
        `page ${page}`,
      );
      if (page < 5) container.querySelector<HTMLElement>('.cdr-pagination-next button')?.click();
    }
  });
  const effectPaging = counted(big);
  await session(
    effectPaging,
    (client) => <EffectPager client={client} />,
    async (container, settle) => {
      for (let page = 1; page <= 5; page++) {
        await settle();
        if (page < 5) container.querySelector<HTMLElement>('.effect-next')?.click();
      }
    },
  );

  // (c) the language switcher of a demo item whose translation group has 4 languages.
  const item = await itemWithLanguages(4);
  const switcher = countingFetch(createMockFetch() as typeof fetch);
  let options = 0;
  await session(
    switcher,
    (client, queryClient) => (
      <ContentDeliveryProvider client={client} brandId="acme-outdoor" queryClient={queryClient}>
        <LanguageSwitcher item={item} />
      </ContentDeliveryProvider>
    ),
    async (container, settle) => {
      await settle();
      await until(
        () => container.querySelectorAll('.cdr-language').length === 4,
        'four languages in the switcher',
      );
      options = container.querySelectorAll('.cdr-language').length;
    },
  );
  return {
    sameList: { ours: shared.urls.length, baseline: effects.urls.length, urls: shared.urls },
    paging: { ours: paging.urls.length, baseline: effectPaging.urls.length, urls: paging.urls },
    languages: { ours: switcher.urls.length, options, urls: switcher.urls },
  };
}

/** An English source item of the demo data set whose group exists in `count` languages. */
async function itemWithLanguages(count: number): Promise<ContentItem> {
  const client = createContentClient({ baseUrl: BASE_URL, fetch: createMockFetch() });
  const groups = new Map<string, ContentItem[]>();
  for (const lang of ['en', 'de', 'fr', 'ar']) {
    const page = await client.getContentByLanguage('acme-outdoor', lang, { pageSize: 100 });
    for (const item of page.data) {
      groups.set(item.translationGroupId, [...(groups.get(item.translationGroupId) ?? []), item]);
    }
  }
  for (const members of groups.values()) {
    const source = members.find((item) => item.isSourceLanguageDocument);
    if (members.length === count && source !== undefined) return source;
  }
  throw new Error(`no demo item in ${count} languages`);
}
