import { createContentClient } from 'content-delivery-react/client';
import { createDemoDataset, createMockFetch } from 'content-delivery-react/mock';
import { readSearchParams, searchContent } from 'content-delivery-react/search';
import { describe, expect, it } from 'vitest';

// A search page's address, read as the page would: what it searches, or why it cannot. The
// bounds are `searchContent`'s: what is read without a problem is searched without an error.

const fromUrl = (search: string) => readSearchParams(new URLSearchParams(search));

describe('readSearchParams', () => {
  it('reads the query, the language and the page', () => {
    expect(fromUrl('q=tent&lang=pt-BR&page=2')).toEqual({ query: 'tent', lang: 'pt-BR', page: 2 });
  });

  it('reads an empty address as a blank search on page 1 in no language', () => {
    expect(fromUrl('')).toEqual({ query: '', lang: undefined, page: 1 });
    // An empty parameter is none.
    expect(fromUrl('q=&lang=&page=')).toEqual({ query: '', lang: undefined, page: 1 });
  });

  it('reads Next.js searchParams the same way, the first of repeated values counting', () => {
    expect(readSearchParams({ q: ['tent', 'boot'], lang: 'en', page: ['2', '3'] })).toEqual({
      query: 'tent',
      lang: 'en',
      page: 2,
    });
    expect(fromUrl('q=tent&q=boot&page=1&page=2')).toEqual({
      query: 'tent',
      lang: undefined,
      page: 1,
    });
    expect(readSearchParams({ q: [], page: undefined })).toEqual({
      query: '',
      lang: undefined,
      page: 1,
    });
  });

  it('trims the query and replaces lone surrogates', () => {
    expect(readSearchParams({ q: '  tent\u{d800} \n' }).query).toBe('tent\ufffd');
  });

  it('accepts a 200-character query, and refuses 201 without echoing it back', () => {
    const longest = 'a'.repeat(200);
    expect(fromUrl(`q=${longest}`)).toEqual({ query: longest, lang: undefined, page: 1 });
    // Spaces around the words do not count.
    expect(fromUrl(`q=%20%20${longest}%20%20`).query).toBe(longest);
    expect(fromUrl(`q=${'a'.repeat(201)}&lang=en&page=2`)).toEqual({
      query: '',
      lang: undefined,
      page: 1,
      problem: 'query-too-long',
    });
    expect(fromUrl(`q=${'a'.repeat(10_000)}`).problem).toBe('query-too-long');
  });

  it.each(['0', '101', '-1', 'abc', '1e2', '0x10', '02', ' 2', '2.0', '99999999999999999999'])(
    'refuses page %j, keeping the query and the language',
    (page) => {
      expect(fromUrl(`q=tent&lang=en&page=${encodeURIComponent(page)}`)).toEqual({
        query: 'tent',
        lang: 'en',
        page: 1,
        problem: 'page-out-of-range',
      });
    },
  );

  it('accepts pages 1 to 100', () => {
    expect(fromUrl('page=1').page).toBe(1);
    expect(fromUrl('page=100')).toEqual({ query: '', lang: undefined, page: 100 });
  });

  it.each(['<script>', 'x'.repeat(300), 'en_US', 'e', '../en', 'en-', '\u{d800}'])(
    'refuses language %j, keeping the query',
    (lang) => {
      expect(readSearchParams({ q: 'tent', lang, page: '2' })).toEqual({
        query: 'tent',
        lang: undefined,
        page: 1,
        problem: 'malformed-lang',
      });
    },
  );

  it('tells the first problem: the query, then the language, then the page', () => {
    expect(fromUrl(`q=${'a'.repeat(201)}&lang=%3C&page=0`).problem).toBe('query-too-long');
    expect(fromUrl('q=tent&lang=%3C&page=0').problem).toBe('malformed-lang');
  });

  it('reads only what searchContent searches without an error, at its bounds', async () => {
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      retry: 0,
      fetch: createMockFetch({ dataset: createDemoDataset(), demoImageBaseUrl: false }),
    });
    const search = (address: string) => {
      const { query, lang, page, problem } = fromUrl(address);
      expect(problem).toBeUndefined();
      return searchContent(client, { brandId: 'acme-outdoor', query, lang, page });
    };
    const results = await search('q=tent&lang=en&page=1');
    expect(results.hits.length).toBeGreaterThan(0);
    await expect(search(`q=${'a'.repeat(200)}&lang=en&page=100`)).resolves.toMatchObject({
      page: 100,
      hits: [],
    });
    // One over each bound: searchContent refuses what readSearchParams refuses.
    await expect(
      searchContent(client, { brandId: 'acme-outdoor', query: 'a'.repeat(201) }),
    ).rejects.toMatchObject({ kind: 'invalid-request', field: 'query' });
    await expect(
      searchContent(client, { brandId: 'acme-outdoor', query: 'tent', page: 101 }),
    ).rejects.toMatchObject({ kind: 'invalid-request', field: 'page' });
  });
});
