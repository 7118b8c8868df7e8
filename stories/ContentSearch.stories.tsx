import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentSearch, type SearchResults } from 'content-delivery-react';
import { createBrandIndex, createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { searchContent } from 'content-delivery-react/search';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL } from './demo.js';
import { neverAnswer, problem, type StoryResponder, type StoryScenario } from './scenarios.js';

// The Storybook mock serves the service's API, not the proxy's search route: each story's client
// (made with brandIndex: 'proxy', as a page's is) gets its searches answered here. The live
// stories compute the answer as the proxy would, with searchContent over a server-style client
// on the mock and its brand index (MiniSearch and the stemmers run in the browser too); the
// held states are stubbed.

/** A "server" client on the mock, with a brand index made on purpose (a browser build makes none). */
const serverClient = createContentClient({
  baseUrl: DEMO_BASE_URL,
  fetch: createMockFetch(),
  brandIndex: false,
});
const brandIndex = createBrandIndex(serverClient);

const isSearch = (request: Request) => new URL(request.url).pathname.startsWith('/search/');

/** Answers the story's searches with `respond`; everything else goes to the mock. */
const answerSearches =
  (respond: StoryResponder): StoryScenario =>
  () =>
  (request, signal) =>
    isSearch(request) ? respond(request, signal) : undefined;

/** The proxy's search route, answered from the brand index as a server answers it. */
const liveSearch = answerSearches(async (request, signal) => {
  const url = new URL(request.url);
  const results = await searchContent(serverClient, {
    brandId: decodeURIComponent(url.pathname.split('/').at(-1) ?? ''),
    query: url.searchParams.get('q') ?? '',
    lang: url.searchParams.get('lang') ?? undefined,
    brandIndex,
    signal,
  });
  return Response.json(results);
});

const noHits = (request: Request): Response =>
  Response.json({
    query: new URL(request.url).searchParams.get('q') ?? '',
    page: 1,
    pageSize: 10,
    totalCount: 0,
    hits: [],
  } satisfies SearchResults);

/** Story parameters: a client through the proxy whose searches `scenario` answers. */
const throughProxy = (scenario: StoryScenario) => ({
  content: { contentClient: { brandIndex: 'proxy' as const }, scenario },
});

const meta = {
  title: 'Components/ContentSearch',
  component: ContentSearch,
  args: { lang: 'en', placeholder: 'Tents, boots, stoves…' },
  parameters: throughProxy(liveSearch),
} satisfies Meta<typeof ContentSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: the form, and an empty live status. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** Type a query: the results follow, the matched words marked. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'boots');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(/results for “boots”/),
    );
    await expect(canvasElement.querySelector('.cdr-search-result mark')).not.toBeNull();
  },
};

/** Results for "tent", with the matched words (stemmed, within a typo) in `<mark>`. */
export const Results: Story = {
  args: { defaultQuery: 'tent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/results for “tent”/));
    await expect(
      canvasElement.querySelectorAll('.cdr-search-result-title mark').length,
    ).toBeGreaterThan(0);
  },
};

/** The search is held (the proxy never answers): "Searching…". */
export const Loading: Story = {
  args: { defaultQuery: 'tent' },
  parameters: throughProxy(answerSearches((_request, signal) => neverAnswer(signal))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Searching…'));
  },
};

/** Nothing matched. */
export const Empty: Story = {
  args: { defaultQuery: 'hammock' },
  parameters: throughProxy(answerSearches(noHits)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('No results for “hammock”'),
    );
  },
};

/** The proxy answers 503: the error, and Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultQuery: 'tent' },
  parameters: throughProxy(answerSearches(() => problem(503, 'Search unavailable'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The search failed.'));
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A client not made with `brandIndex: 'proxy'` cannot search in a browser: the error state, no Retry. */
export const WithoutTheProxy: Story = {
  args: { defaultQuery: 'tent' },
  parameters: { content: { contentClient: { brandIndex: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The search failed.'));
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** An Arabic page: the form and the results run right to left, the labels translated. */
export const RightToLeft: Story = {
  args: {
    lang: 'ar',
    defaultQuery: 'خيمة',
    placeholder: 'خيام، أحذية، مواقد…',
    labels: {
      search: 'بحث',
      searching: 'جارٍ البحث…',
      searchResult: 'نتيجة واحدة لـ «{query}»',
      searchResults: '{count} نتائج لـ «{query}»',
      searchEmpty: 'لا نتائج لـ «{query}»',
      searchError: 'تعذّر البحث.',
      retry: 'إعادة المحاولة',
    },
  },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <ContentSearch {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.cdr-search-result')?.getAttribute('dir')).toBe('rtl'),
    );
    await expect(canvasElement.querySelector('.cdr-search-result mark')).not.toBeNull();
  },
};

/** Results in the dark theme: the marks tinted with the theme's accent. */
export const Dark: Story = {
  ...Results,
  globals: { theme: 'dark' },
};
