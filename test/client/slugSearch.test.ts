// The list search behind findContentBySlug, against sources no HTTP service gives easily: a
// source (the TanStack cache's) that rejects with something other than a ContentApiError, and
// services whose totals disagree with their pages.
import { type ContentItem, createSlugIndex, type PagedResult } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { normalizePagedContent } from '../../src/client/normalize.js';
import {
  type SlugSearch,
  type SlugSearchSource,
  searchBySlug,
} from '../../src/client/slugSearch.js';
import { recordingReport } from '../helpers/shapeReport.js';

/** `count` English items, slugs `post-1` …, as the client reads them. */
function posts(count: number): ContentItem[] {
  const data = Array.from({ length: count }, (_, index) =>
    createMockContentItem({ id: `en-${index + 1}`, slug: `post-${index + 1}`, language: 'en' }),
  );
  const { report } = recordingReport();
  return normalizePagedContent({ page: 1, pageSize: count, totalCount: count, data }, report).data;
}

/** A source of one English list whose pages `answer` gives; `calls` records the pages asked for. */
function sourceOf(answer: (page: number) => PagedResult<ContentItem>) {
  const calls: number[] = [];
  const source: SlugSearchSource = {
    categories: async () => [],
    page: async (_list, page) => {
      calls.push(page);
      return answer(page);
    },
  };
  return { source, calls };
}

function searchFor(slug: string, options: Partial<SlugSearch> = {}): SlugSearch {
  return {
    brandId: 'shop',
    slug,
    lang: 'en',
    pageSize: 10,
    concurrency: 1,
    maxPages: 100,
    signal: undefined,
    index: undefined,
    ...options,
  };
}

describe('searchBySlug', () => {
  it('rejects with what the source rejects with on the remembered page, when it is no ContentApiError', async () => {
    const items = posts(30);
    let refusal: unknown;
    const { source, calls } = sourceOf((page) => {
      if (refusal !== undefined) throw refusal;
      return { page, pageSize: 10, totalCount: 30, data: items.slice((page - 1) * 10, page * 10) };
    });
    const index = createSlugIndex();
    expect((await searchBySlug(source, searchFor('post-25', { index })))?.id).toBe('en-25');
    // Shaped like a 404 problem, but not the client's error: the search cannot tell it means "past the end".
    refusal = { status: 404, title: 'Not Found' };
    calls.length = 0;
    await expect(searchBySlug(source, searchFor('post-25', { index }))).rejects.toBe(refusal);
    expect(calls).toEqual([3]);
  });

  it('counts the pages from page 1, even when a later page gives another total', async () => {
    const items = posts(20);
    // Page 1 says 20 items (2 pages); page 2 says 30, as if 10 were published meanwhile.
    const { source, calls } = sourceOf((page) => ({
      page,
      pageSize: 10,
      totalCount: page === 1 ? 20 : 30,
      data: items.slice((page - 1) * 10, page * 10),
    }));
    await expect(searchBySlug(source, searchFor('missing', { maxPages: 2 }))).resolves.toBeNull();
    expect(calls).toEqual([1, 2]);
  });

  it('does not take a list for whole when maxPages cut it short, even if its first page held every item', async () => {
    const items = posts(30);
    // A service ignoring pageSize: page 1 holds all 30 items, yet its pageSize says 3 pages.
    const { source, calls } = sourceOf((page) => ({
      page,
      pageSize: 10,
      totalCount: 30,
      data: page === 1 ? items : [],
    }));
    const index = createSlugIndex();
    const cut = searchBySlug(source, searchFor('missing', { maxPages: 1, index }));
    await expect(cut).rejects.toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(calls).toEqual([1]);
    await expect(searchBySlug(source, searchFor('missing', { index }))).resolves.toBeNull();
    expect(calls).toEqual([1, 1]);
  });
});
