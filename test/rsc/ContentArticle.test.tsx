// The server ContentArticle: the whole article, body sanitized on the server, no client reference.
import { ContentArticle } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
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

  it('renders hostile values in every field safely, with no error row', async () => {
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
  });
});
