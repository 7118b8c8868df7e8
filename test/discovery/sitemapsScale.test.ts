// A brand of 120 000 items (30 000 articles in four languages) on the mock HTTP server with
// latency: its sitemap set is split within the protocol's limits, lists every published item
// once with reciprocal alternates, is read as a stream, and costs one walk of the brand, then no
// request. (Time and memory are bench rows: `npm run bench discovery`.)
import { type ContentClient, createContentClient } from 'content-delivery-react/client';
import { createSitemaps } from 'content-delivery-react/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CountingMockServer,
  createLargeBrand,
  type LargeBrand,
  startCountingMockServer,
} from '../helpers/largeBrand.js';

const timeout = 300_000;
const brandId = 'sitemap-scale';
const languages = ['en', 'de', 'fr', 'ar'];
const articles = 30_000;
const siteUrl = 'https://www.example.com';
const getItemHref = (item: { slug: string }) => `/articles/${encodeURIComponent(item.slug)}`;
const getSitemapHref = (n: number) => `/sitemaps/${n}.xml`;

/** One `<url>` as the test reads it: loc, and the alternates block written after lastmod. */
const urlElement =
  /<url><loc>([^<]*)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]*\/>)*)<\/url>/g;

describe('sitemaps of a 120 000-item brand', () => {
  let server: CountingMockServer;
  let client: ContentClient;
  let large: LargeBrand;

  beforeAll(async () => {
    large = createLargeBrand({ id: brandId, articles, languages, categories: 12 });
    server = await startCountingMockServer({
      dataset: { brands: [large.brand] },
      latencyMs: 2,
      demoImageBaseUrl: false,
    });
    client = createContentClient({ baseUrl: server.url, retry: 0 });
  }, timeout);

  afterAll(async () => {
    await server?.close();
  });

  it(
    'lists every published item once in children of at most 50 000 URLs, with reciprocal alternates, for one walk of the brand',
    async () => {
      const sitemaps = await createSitemaps({
        client,
        brandId,
        siteUrl,
        getItemHref,
        getSitemapHref,
      });
      expect(server.count).toBe(large.walkRequests(100));
      const published =
        large.itemCount -
        languages.length *
          Array.from({ length: articles }, (_, article) => large.isDraft(article)).filter(Boolean)
            .length;
      expect(sitemaps.urls).toBe(published + 1);
      expect(sitemaps.count).toBe(Math.ceil((published + 1) / 50_000));

      const alternatesOf = new Map<string, string>();
      let largestChunk = 0;
      for (let n = 1; n <= sitemaps.count; n++) {
        const stream = sitemaps.sitemap(n);
        if (stream === undefined) throw new Error(`no sitemap ${n}`);
        const decoder = new TextDecoder('utf-8', { fatal: true });
        let pending = '';
        let urls = 0;
        for await (const chunk of stream) {
          largestChunk = Math.max(largestChunk, chunk.byteLength);
          pending += decoder.decode(chunk, { stream: true });
          // Whole `<url>` elements are read; the rest waits for the next chunk.
          const cut = pending.lastIndexOf('</url>\n') + '</url>\n'.length;
          for (const [, loc = '', alternates = ''] of pending.slice(0, cut).matchAll(urlElement)) {
            expect(alternatesOf.has(loc), loc).toBe(false);
            alternatesOf.set(loc, alternates);
            urls++;
          }
          pending = pending.slice(cut);
        }
        expect(pending).toBe('</urlset>\n');
        expect(urls).toBeLessThanOrEqual(50_000);
      }
      // Streamed: the documents are tens of MB, no chunk is more than about 64 KB.
      expect(largestChunk).toBeLessThan(70_000);
      expect(alternatesOf.size).toBe(published + 1);

      // Reciprocal over the whole brand: each alternate is listed and names the same set.
      let checked = 0;
      for (const [loc, alternates] of alternatesOf) {
        if (alternates === '') continue;
        const hrefs = [...alternates.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
        expect(hrefs).toContain(loc);
        for (const href of hrefs) expect(alternatesOf.get(href), href).toBe(alternates);
        checked++;
      }
      expect(checked).toBe(published);

      // The index is built: the whole set again costs no request.
      const mark = server.count;
      const again = await createSitemaps({ client, brandId, siteUrl, getItemHref, getSitemapHref });
      await new Response(again.root()).text();
      expect(server.since(mark)).toEqual([]);
    },
    timeout,
  );
});
