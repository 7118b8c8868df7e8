import { ContentToc, ContentTocTracker, getContentToc } from 'content-delivery-react';
import { getAllContentByLanguage } from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';
import { client, hostileStrings, largeFlightToHtml } from './serverNavigationData.js';

/** The longest English demo article with subsections. */
async function longArticle() {
  const { items } = await getAllContentByLanguage(client, 'acme-outdoor', 'en');
  const [item] = items
    .filter((entry) => entry.content.includes('<h3'))
    .sort((a, b) => b.content.length - a.content.length);
  if (item === undefined) throw new Error('no demo article with subsections');
  return item;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContentToc as a server component', () => {
  it('lists the headings, computed on the server, with no client reference', async () => {
    const item = await longArticle();
    const render = await renderServer(<ContentToc html={item.content} />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    const entries = getContentToc(item.content);
    expect(entries.length).toBeGreaterThan(2);
    expect(html).toMatch(/^<nav aria-labelledby="[^"]+-title" class="cdr-toc" data-slot="toc"/);
    expect(html).toContain('<p class="cdr-toc-title" id="');
    expect(html).toContain('>On this page</p>');
    for (const entry of entries) {
      // The same ids as ContentBody's headingAnchors: section-… by default.
      expect(entry.id).toMatch(/^section-/);
      expect(html).toContain(`<a class="cdr-toc-link" href="#${entry.id}">`);
    }
    expect(html).not.toContain('aria-current');
  });

  it('uses the prefix and depth given, as ContentBody would', async () => {
    const item = await longArticle();
    const render = await renderServer(
      <ContentToc
        html={item.content}
        prefix="h-"
        depth={1}
        labels={{ tableOfContents: 'Inhalt' }}
      />,
    );
    const html = flightToHtml(render.payload);
    expect(html).toContain('href="#h-');
    expect(html).not.toContain('href="#section-');
    expect(html).toContain('>Inhalt</p>');
    expect(html.match(/<ol /g)).toHaveLength(1);
  });

  it('with trackActive, still sends no client reference and says how to track', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const item = await longArticle();
    const render = await renderServer(
      <ContentToc html={item.content} trackActive={{ rootMargin: '-64px 0px -66% 0px' }} />,
    );
    await renderServer(<ContentToc html={item.content} trackActive />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    expect(render.payload).not.toContain('ContentTocTracker');
    expect(flightToHtml(render.payload)).toContain('class="cdr-toc-link"');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      'give the ContentToc an id and render <ContentTocTracker tocId={id} /> beside it',
    );
  });

  it('with ContentTocTracker beside it, sends exactly one island that gets only tocId and rootMargin', async () => {
    const item = await longArticle();
    const render = await renderServer(
      <>
        <ContentToc id="toc" html={item.content} />
        <ContentTocTracker tocId="toc" rootMargin="-64px 0px -66% 0px" />
      </>,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toHaveLength(1);
    // The reference row names its module and export through string rows.
    expect(render.payload).toContain('ContentTocTracker.tsx');
    // The list: the server's nav, with the id the tracker looks for.
    expect(render.payload).toMatch(/"nav",null,\{"aria-labelledby":"[^"]+-title","id":"toc"/);
    // The island's element: only the list's id and the band, no heading ids or text.
    const row = render.payload.split('\n').find((line) => line.includes('{"tocId":"toc"')) ?? '';
    expect(row).toContain('{"tocId":"toc","rootMargin":"-64px 0px -66% 0px"}');
    const [first] = getContentToc(item.content);
    expect(row).not.toContain(`${first?.id}`);
  });

  it('renders nothing (and no island) without headings', async () => {
    const render = await renderServer(<ContentToc html="<p>No headings</p>" trackActive />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('');
  });

  it('lists hostile headings as text only, safely', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = hostileStrings
      .map((value) => `<h2 id="${value}">${value}</h2><h3>${value}<script>alert(1)</script></h3>`)
      .join('');
    for (const prefix of [...hostileStrings.slice(0, 6), undefined]) {
      const render = await renderServer(<ContentToc html={html} prefix={prefix} trackActive />);
      expect(render.errors).toEqual([]);
      const out = largeFlightToHtml(render.payload);
      expect(out).not.toContain('<script');
      expect(out).not.toContain('<img');
      expect(out).not.toContain('href="javascript:');
    }
    const entries = hostileStrings.map((value) => ({
      id: value,
      text: value,
      level: 2,
      children: [],
    }));
    const given = await renderServer(<ContentToc entries={entries} />);
    expect(given.errors).toEqual([]);
    const out = largeFlightToHtml(given.payload);
    expect(out).toContain('&lt;/script&gt;&lt;script&gt;');
    expect(out).not.toContain('<script');
  });
});
