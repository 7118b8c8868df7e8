import { QueryClient } from '@tanstack/react-query';
import { searchQueryOptions } from 'content-delivery-react';
import { createContentClient, isContentApiError } from 'content-delivery-react/client';
import {
  type SearchContentOptions,
  type SearchResults,
  searchContent,
} from 'content-delivery-react/search';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proxyBase, serverSearch } from '../helpers/searchProxy.js';

// What a search's shapes mean to the people on either side of them: a caller whose search is
// out of bounds is told which option and why, before anything is asked; a browser client asks
// its proxy with only the parameters the search sets; and an answer from the proxy that does not
// fit a search's results is refused, naming the field, rather than handed to a page.

const brandId = 'acme-outdoor';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Why a promise rejected (it must reject). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (error: unknown) => ({ resolved: false as const, error }),
  );
  expect(outcome.resolved, 'expected a rejection').toBe(false);
  return outcome.resolved ? undefined : outcome.error;
}

describe('searchContent checks the search before it searches', () => {
  // No index and no service: a search out of bounds is refused before either is needed.
  const client = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
  const search = (options: unknown) => searchContent(client, options as SearchContentOptions);

  it.each([
    // [what the caller passed, the options, the field named, what the message says]
    ['no search at all', null, 'query', /^the search must be an object with a query$/],
    ['a string for the search', 'tent', 'query', /^the search must be an object with a query$/],
    ['a query that is no string', { brandId, query: 5 }, 'query', /^query must be a string$/],
    [
      'a query of 201 characters',
      { brandId, query: 'x'.repeat(201) },
      'query',
      /^query must be at most 200 characters$/,
    ],
    [
      'a language that is no string',
      { brandId, query: 'tent', lang: 5 },
      'lang',
      /^lang must be a string when given$/,
    ],
    [
      'a category that is no string',
      { brandId, query: 'tent', categoryId: 5 },
      'categoryId',
      /^categoryId must be a string when given$/,
    ],
    [
      'a category no path could carry',
      { brandId, query: 'tent', categoryId: '..' },
      'categoryId',
      /^categoryId must be a non-empty, encodable string/,
    ],
    [
      'a tag that is no string',
      { brandId, query: 'tent', tag: true },
      'tag',
      /^tag must be a string when given$/,
    ],
    [
      'page 0',
      { brandId, query: 'tent', page: 0 },
      'page',
      /^page must be an integer from 1 to 100$/,
    ],
    [
      'page 101',
      { brandId, query: 'tent', page: 101 },
      'page',
      /^page must be an integer from 1 to 100$/,
    ],
    [
      'page 1.5',
      { brandId, query: 'tent', page: 1.5 },
      'page',
      /^page must be an integer from 1 to 100$/,
    ],
    [
      'a page given as text',
      { brandId, query: 'tent', page: '2' },
      'page',
      /^page must be an integer from 1 to 100$/,
    ],
    [
      'page size 0',
      { brandId, query: 'tent', pageSize: 0 },
      'pageSize',
      /^pageSize must be an integer from 1 to 50$/,
    ],
    [
      'page size 51',
      { brandId, query: 'tent', pageSize: 51 },
      'pageSize',
      /^pageSize must be an integer from 1 to 50$/,
    ],
  ])('rejects %s with invalid-request naming the option', async (_, options, field, message) => {
    const error = await rejectionOf(search(options));
    expect(isContentApiError(error), String(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'invalid-request', field });
    expect((error as Error).message).toMatch(message);
  });

  it('answers a blank query on the last page, at the largest page size, with no hits', async () => {
    await expect(
      searchContent(client, { brandId, query: '   ', page: 100, pageSize: 50 }),
    ).resolves.toEqual({ query: '', page: 100, pageSize: 50, totalCount: 0, hits: [] });
  });
});

/** A browser's client through the proxy (MSW answers the proxy's search route). */
const browserClient = () =>
  createContentClient({ baseUrl: proxyBase, brandIndex: 'proxy', retry: 0 });

/** Searches through the proxy as a page's query would. */
const searchThroughProxy = (params: Parameters<typeof searchQueryOptions>[1]) =>
  new QueryClient().fetchQuery(searchQueryOptions(browserClient(), params));

describe('a browser client asks its proxy to search', () => {
  /** Records each search request's path and query, below the proxy's base; answers like the proxy. */
  function recordSearches(): string[] {
    const asked: string[] = [];
    server.use(
      http.get(`${proxyBase}/search/:brandId`, async ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname.slice(new URL(proxyBase).pathname.length)}${url.search}`);
        return HttpResponse.json(await serverSearch(url));
      }),
    );
    return asked;
  }

  it('sends only the query when the search keeps its defaults', async () => {
    const asked = recordSearches();
    const results = await searchThroughProxy({ brandId, query: ' winter tent ' });
    expect(asked).toEqual([`/search/${brandId}?q=winter+tent`]);
    expect(results).toMatchObject({ query: 'winter tent', page: 1, pageSize: 10 });
  });

  it('sends each filter and the page it sets, under the names the proxy reads', async () => {
    const asked = recordSearches();
    const results = await searchThroughProxy({
      brandId,
      query: 'tent',
      lang: 'en',
      categoryId: 'camping',
      tag: 'Winter',
      page: 2,
      pageSize: 20,
    });
    expect(asked).toEqual([
      `/search/${brandId}?q=tent&lang=en&category=camping&tag=Winter&page=2&pageSize=20`,
    ]);
    expect(results).toMatchObject({ query: 'tent', page: 2, pageSize: 20 });
  });

  it('refuses a brand no path could carry with invalid-request, sending nothing', async () => {
    const asked = recordSearches();
    const error = await rejectionOf(searchThroughProxy({ brandId: '..', query: 'tent' }));
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'brandId' });
    expect((error as Error).message).toMatch(/^brandId must be a non-empty, encodable string/);
    expect(asked).toEqual([]);
  });
});

describe("a browser client checks its proxy's search answer", () => {
  /** A real answer of the search route: tents in English, with highlights in titles and descriptions. */
  async function realAnswer(): Promise<SearchResults> {
    const answer = await serverSearch(new URL(`${proxyBase}/search/${brandId}?q=tent&lang=en`));
    expect(answer.hits.length).toBeGreaterThan(1);
    expect(answer.hits[0]?.highlights.title.length).toBeGreaterThan(0);
    expect(answer.hits.some((hit) => hit.highlights.description.length > 0)).toBe(true);
    return answer;
  }

  /** The proxy answers `body` as it is written (so it may hold what JSON.stringify cannot). */
  function answerWith(body: string) {
    server.use(
      http.get(
        `${proxyBase}/search/:brandId`,
        () =>
          new HttpResponse(body, { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
  }

  it('hands a page the answer as the proxy sent it, highlights included', async () => {
    const answer = await realAnswer();
    answerWith(JSON.stringify(answer));
    await expect(searchThroughProxy({ brandId, query: 'tent', lang: 'en' })).resolves.toEqual(
      answer,
    );
  });

  it('accepts a page past the hits and an answer with no hits', async () => {
    answerWith(JSON.stringify({ query: 'tent', page: 3, pageSize: 1, totalCount: 0, hits: [] }));
    await expect(searchThroughProxy({ brandId, query: 'tent' })).resolves.toEqual({
      query: 'tent',
      page: 3,
      pageSize: 1,
      totalCount: 0,
      hits: [],
    });
  });

  /** A stand-in for a number JSON.stringify cannot write: the body says `1e999` (Infinity). */
  const tooLarge = 'TOO-LARGE';

  /** The first hit's title: its ranges must fall inside it. */
  type Answer = SearchResults & Record<string, unknown>;
  type Edit = (answer: Answer, titleLength: number) => unknown;
  const firstHit = (answer: Answer) => answer.hits[0] as unknown as Record<string, unknown>;
  const firstHighlights = (answer: Answer) =>
    firstHit(answer).highlights as Record<string, unknown>;
  const withTitleRange =
    (range: unknown): Edit =>
    (answer) => {
      firstHighlights(answer).title = [[0, 1], range];
      return answer;
    };

  it.each<[string, Edit, string, RegExp]>([
    // [what is wrong, how the answer is changed, the field named, what the message says]
    ['a body that is no object', () => ['tent'], '', /: response must be an object, got an array$/],
    [
      'a query that is no string',
      (answer) => ({ ...answer, query: null }),
      'query',
      /: query must be a string, got null$/,
    ],
    [
      'hits that are no array',
      (answer) => ({ ...answer, hits: { 0: answer.hits[0] } }),
      'hits',
      /: hits must be an array, got an object$/,
    ],
    [
      'a hit that is no object',
      (answer) => ({ ...answer, hits: [answer.hits[0], 'tent'] }),
      'hits[1]',
      /: hits\[1\] must be an object, got the string "tent"$/,
    ],
    [
      'a score that is no number',
      (answer) => {
        firstHit(answer).score = '3';
        return answer;
      },
      'hits[0].score',
      /: hits\[0\]\.score must be a number, got the string "3"$/,
    ],
    [
      'a score too large for a number',
      (answer) => {
        firstHit(answer).score = tooLarge;
        return answer;
      },
      'hits[0].score',
      /: hits\[0\]\.score must be a number, got number Infinity$/,
    ],
    [
      'a hit without highlights',
      (answer) => {
        delete firstHit(answer).highlights;
        return answer;
      },
      'hits[0].highlights',
      /: hits\[0\]\.highlights must be an object, got nothing$/,
    ],
    [
      'title highlights that are no list',
      (answer) => {
        firstHighlights(answer).title = '0-4';
        return answer;
      },
      'hits[0].highlights.title',
      /: hits\[0\]\.highlights\.title must be an array, got the string "0-4"$/,
    ],
    [
      'description highlights that are no list',
      (answer) => {
        firstHighlights(answer).description = { start: 0, end: 4 };
        return answer;
      },
      'hits[0].highlights.description',
      /: hits\[0\]\.highlights\.description must be an array, got an object$/,
    ],
    [
      'a range that is no pair',
      withTitleRange(2),
      'hits[0].highlights.title[1]',
      /: hits\[0\]\.highlights\.title\[1\] must be a range of the text, got number 2$/,
    ],
    [
      'a range starting between two code units',
      withTitleRange([1.5, 3]),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'a range with no end',
      withTitleRange([1, null]),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'a range starting before the text',
      withTitleRange([-1, 2]),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'an empty range',
      withTitleRange([2, 2]),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'a range ending before it starts',
      withTitleRange([3, 2]),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'a range ending past the title',
      (answer, titleLength) => withTitleRange([0, titleLength + 1])(answer, titleLength),
      'hits[0].highlights.title[1]',
      /must be a range of the text, got an array$/,
    ],
    [
      'page 0',
      (answer) => ({ ...answer, page: 0 }),
      'page',
      /: page must be an integer of at least 1, got number 0$/,
    ],
    [
      'a page between two pages',
      (answer) => ({ ...answer, page: 1.5 }),
      'page',
      /: page must be an integer of at least 1, got number 1.5$/,
    ],
    [
      'page size 0',
      (answer) => ({ ...answer, pageSize: 0 }),
      'pageSize',
      /: pageSize must be an integer of at least 1, got number 0$/,
    ],
    [
      'a count below none',
      (answer) => ({ ...answer, totalCount: -1 }),
      'totalCount',
      /: totalCount must be an integer of at least 0, got number -1$/,
    ],
  ])('refuses %s with invalid-response naming the field', async (_, edit, field, message) => {
    const answer = (await realAnswer()) as Answer;
    const titleLength = answer.hits[0]?.item.title.length ?? 0;
    const body = JSON.stringify(edit(answer, titleLength)).replace(`"${tooLarge}"`, '1e999');
    answerWith(body);
    const error = await rejectionOf(searchThroughProxy({ brandId, query: 'tent', lang: 'en' }));
    expect(isContentApiError(error), String(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'invalid-response', field });
    expect((error as Error).message).toMatch(
      /^GET .*\/search\/acme-outdoor\?q=tent&lang=en .*invalid response: /,
    );
    expect((error as Error).message).toMatch(message);
  });
});
