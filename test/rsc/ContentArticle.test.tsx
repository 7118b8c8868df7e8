// The server ContentArticle: the whole article, body sanitized on the server, no client reference.
import { ContentArticle } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { elementRows, hostileItem, hostileStrings, runsScript, serverItem } from './hostile.js';
import { flightToHtml, renderServer } from './renderServer.js';

describe('ContentArticle (server component)', () => {
  it('renders title, meta, image, sanitized body and tag links with no client reference', async () => {
    const item = serverItem({ content: '<h2>Shoes</h2><p>Grip<script>alert(1)</script></p>' });
    const render = await renderServer(<ContentArticle item={item} headingAnchors />);
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    expect(elementRows(render.payload)).not.toContain('<script');
    const html = flightToHtml(render.payload);
    expect(html).toContain('<h1 class="cdr-article-title">Trail running basics</h1>');
    expect(html).toContain('<h2 id="section-shoes">Shoes</h2><p>Grip</p>');
    expect(html).toContain('<time class="cdr-article-date" dateTime="2025-03-01T10:00:00Z">');
    expect(html).toContain('<a href="/t/running">running</a>');
    expect(runsScript(html)).toBe(false);
  });

  it('gives the featured image its size, eager loading and a high fetch priority', async () => {
    const sized = await renderServer(
      <ContentArticle item={serverItem()} imageSize={{ width: 1200, height: 675.4 }} />,
    );
    expect(flightToHtml(sized.payload)).toContain(
      '<img class="cdr-article-image" src="https://images.test/trail.jpg" alt="" width="1200" height="675" loading="eager" decoding="async" fetchPriority="high"/>',
    );
    // No usable size: no attributes (the stylesheet's aspect-ratio box reserves the space).
    const unsized = await renderServer(
      <ContentArticle item={serverItem()} imageSize={{ width: 0, height: Number.NaN }} />,
    );
    expect(flightToHtml(unsized.payload)).toContain(
      '<img class="cdr-article-image" src="https://images.test/trail.jpg" alt="" loading="eager" decoding="async" fetchPriority="high"/>',
    );
  });

  // One server render per hostile string (dozens, some of 1 MB): seconds on a quiet machine,
  // past the 15 s default on one loaded by other jobs (a CI run beside a mutation run).
  it(
    'renders hostile values in every field safely, with no error row',
    async () => {
      for (const value of hostileStrings) {
        const render = await renderServer(
          <ContentArticle item={hostileItem(value)} showReadingTime />,
        );
        expect(render.errors).toEqual([]);
        expect(render.clientReferences).toEqual([]);
        if (value.length < 1000) {
          const html = flightToHtml(render.payload);
          expect(runsScript(html)).toBe(false);
          expect(html).not.toContain('href="/t/..');
        }
      }
    },
    2 * LOADED_MACHINE_TIMEOUT_MS,
  );
});
