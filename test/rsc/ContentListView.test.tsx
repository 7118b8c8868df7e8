// The server ContentListView: one fetched page as cards and page links, no client reference;
// the client ContentList stays an island.
import { ContentList, ContentListView } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { hostileItem, hostileStrings, runsScript, serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

const page = (data = [serverItem(), serverItem({ id: 'item-2', slug: 'two', title: 'Two' })]) => ({
  page: 1,
  pageSize: 2,
  totalCount: 5,
  data,
});

describe('ContentListView (server component)', () => {
  it('renders heading, cards and page links with no client reference', async () => {
    const render = await renderServer(
      <ContentListView result={page()} heading="Running" getPageHref={(n) => `?page=${n}`} />,
    );
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain('<h2 class="cdr-list-heading">Running</h2>');
    expect(html).toContain('<h3 class="cdr-card-title"><a href="/en/two">Two</a></h3>');
    expect(html).toContain('href="?page=3"');
  });

  it('shows the empty state for a page beyond the last, with no pagination', async () => {
    const result = { page: 9, pageSize: 2, totalCount: 5, data: [] };
    const render = await renderServer(
      <ContentListView
        result={result}
        getPageHref={(n) => `?page=${n}`}
        labels={{ empty: 'Nichts' }}
      />,
    );
    const html = flightToHtml(render.payload);
    expect(html).toContain('<p class="cdr-list-empty" data-state="empty">Nichts</p>');
    expect(html).not.toContain('cdr-pagination');
  });

  it('renders hostile items safely, with no error row', async () => {
    const items = hostileStrings.map((value) => hostileItem(value));
    const render = await renderServer(
      <ContentListView result={page(items)} getPageHref={String} />,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    // The HTML of the short ones (the 1 MB one only has to render without an error).
    const short = items.filter((item) => item.title.length < 1000);
    const shortRender = await renderServer(
      <ContentListView result={page(short)} getPageHref={String} />,
    );
    expect(runsScript(flightToHtml(shortRender.payload))).toBe(false);
  });

  it('the fetching ContentList is a client component (an island)', async () => {
    const render = await renderServer(<ContentList tag="gear" />);
    expect(render.clientReferences).toHaveLength(1);
  });
});
