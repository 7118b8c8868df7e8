// The results of a search page that works without JavaScript: searchContent's answer rendered
// on the server, with no client reference, matched words marked as text.
import { ContentSearchResults } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

const results = (query: string, totalCount = 2) => ({
  query,
  page: 1,
  pageSize: 1,
  totalCount,
  hits: [
    {
      item: serverItem({
        id: 'one',
        slug: 'tents',
        title: 'Tents for winter',
        description: 'A warm tent.',
      }),
      score: 3,
      highlights: {
        title: [[0, 5]] as [number, number][],
        description: [[7, 11]] as [number, number][],
      },
    },
  ],
});

describe('ContentSearchResults (server component)', () => {
  it('renders the status, each hit with its matched words marked, and page links, with no client reference', async () => {
    const render = await renderServer(
      <ContentSearchResults
        results={results('tent')}
        getPageHref={(n) => `/search?q=tent&page=${n}`}
      />,
    );
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain('<p class="cdr-search-status">2 results for “tent”</p>');
    expect(html).toContain('<a href="/en/tents"><mark>Tents</mark> for winter</a>');
    expect(html).toContain('A warm <mark>tent</mark>.');
    expect(html).toContain('href="/search?q=tent&amp;page=2"');
  });

  it('says nothing matched, and writes a hostile query as text', async () => {
    const query = '<img src=x onerror=alert(1)>';
    const render = await renderServer(
      <ContentSearchResults results={{ ...results(query, 0), hits: [] }} />,
    );
    const html = flightToHtml(render.payload);
    expect(html).toContain('No results for “&lt;img src=x onerror=alert(1)&gt;”');
    expect(html).not.toContain('<img');
  });

  it('shows no status for an empty query', async () => {
    const render = await renderServer(
      <ContentSearchResults results={{ ...results('', 0), hits: [] }} />,
    );
    expect(flightToHtml(render.payload)).not.toContain('cdr-search-status');
  });
});
