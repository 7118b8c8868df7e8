import { ContentToc, type ContentTocEntry, getContentToc } from 'content-delivery-react';
import { getAllContentByLanguage } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';
import { client, hostileStrings, largeFlightToHtml } from './serverNavigationData.js';

/** Every entry's id, in document order. */
const allIds = (entries: readonly ContentTocEntry[]): string[] =>
  entries.flatMap((entry) => [entry.id, ...allIds(entry.children)]);

/** The longest English demo article with subsections. */
async function longArticle() {
  const { items } = await getAllContentByLanguage(client, 'acme-outdoor', 'en');
  const [item] = items
    .filter((entry) => entry.content.includes('<h3'))
    .sort((a, b) => b.content.length - a.content.length);
  if (item === undefined) throw new Error('no demo article with subsections');
  return item;
}

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

  it('with trackActive, adds exactly one client island that gets only ids', async () => {
    const item = await longArticle();
    const render = await renderServer(
      <ContentToc html={item.content} trackActive={{ rootMargin: '-64px 0px -66% 0px' }} />,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toHaveLength(1);
    // The reference row names its module and export through string rows.
    expect(render.payload).toContain('ContentTocTracker.tsx');
    const ids = allIds(getContentToc(item.content));
    expect(ids.length).toBeGreaterThan(getContentToc(item.content).length);
    // The island's element: its props are the list's id, the heading ids and the band.
    const row = render.payload.split('\n').find((line) => line.includes('"ids":[')) ?? '';
    expect(row).toContain(`"ids":${JSON.stringify(ids)}`);
    expect(row).toContain(JSON.stringify(ids[0]));
    expect(row).toContain('"rootMargin":"-64px 0px -66% 0px"');
    const [first] = getContentToc(item.content);
    // Ids only: no heading text in the island's props.
    expect(row).not.toContain(`"${first?.text}"`);
  });

  it('renders nothing (and no island) without headings', async () => {
    const render = await renderServer(<ContentToc html="<p>No headings</p>" trackActive />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('');
  });

  it('lists hostile headings as text only, safely', async () => {
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
