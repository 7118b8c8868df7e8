import { createContentClient } from 'content-delivery-react/client';
import { createSitemaps } from 'content-delivery-react/discovery';
import {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { validateXml, xsdPaths } from '../helpers/xmllint.js';
import { clientOn, getItemHref, readStream, site, siteUrl } from './site.js';
import { type SitemapUrl, sitemapIndexEntries, sitemapUrls } from './xml.js';

const brandId = 'acme-outdoor';
const getSitemapHref = (n: number) => `/sitemaps/${n}.xml`;
/** The sitemaps.org schemas, with XHTML's for the `xhtml:link` alternates (test/fixtures/xsd/). */
const urlsetSchema = xsdPaths.urlset;
const indexSchema = xsdPaths.sitemapIndex;

async function expectValid(xml: string, schema: string): Promise<void> {
  const result = await validateXml(xml, schema);
  // libxml2 may warn that it skipped a network import whose local copy is loaded: not an error.
  expect(result.errors).not.toMatch(/error|fails to validate/i);
  expect(result.valid).toBe(true);
}

/** Every URL of every child sitemap, read as a crawler would: the index, then each child. */
async function crawl(sitemaps: Awaited<ReturnType<typeof createSitemaps>>): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (let n = 1; n <= sitemaps.count; n++) {
    urls.push(...sitemapUrls((await readStream(sitemaps.sitemap(n))).text));
  }
  return urls;
}

/** The demo brand's published items, by the URL the site gives them. */
function publishedDemoUrls(): Map<string, MockContentItem> {
  const brand = createDemoDataset().brands.find((candidate) => candidate.id === brandId);
  const urls = new Map<string, MockContentItem>();
  for (const item of brand?.items ?? []) {
    if (item.status === 'Published' && item.publishedDate !== null)
      urls.set(new URL(getItemHref(item), siteUrl).href, item);
  }
  return urls;
}

/** The demo brand's sitemaps at `limits`, with the site's routes. */
function demoSitemaps(
  client: ReturnType<typeof clientOn>['client'],
  limits: { maxUrls?: number; maxBytes?: number },
) {
  return createSitemaps({ client, brandId, ...site, getSitemapHref, ...limits });
}

describe('createSitemaps', () => {
  it('lists the home page and every published item once, with lastmod from updatedAt, valid against the sitemaps.org and XHTML schemas', async () => {
    const { client } = clientOn();
    const sitemaps = await createSitemaps({ client, brandId, ...site, getSitemapHref });
    expect(sitemaps.count).toBe(1);
    const { text } = await readStream(sitemaps.root());
    await expectValid(text, urlsetSchema);

    const urls = sitemapUrls(text);
    const published = publishedDemoUrls();
    expect(urls[0]).toEqual({ loc: `${siteUrl}/`, lastmod: undefined, alternates: [] });
    const items = urls.slice(1);
    expect(new Set(items.map((url) => url.loc))).toEqual(new Set(published.keys()));
    expect(items).toHaveLength(published.size);
    for (const url of items) {
      expect(url.lastmod).toBe(new Date(published.get(url.loc)?.updatedAt ?? '').toISOString());
    }
    // The demo brand has drafts and archived items: none of them is listed.
    const all = createDemoDataset().brands.find((brand) => brand.id === brandId)?.items ?? [];
    expect(all.length).toBeGreaterThan(published.size);
    expect(sitemaps.urls).toBe(published.size + 1);
  });

  it('links every language version of an item both ways, with x-default on the source document, over the whole brand', async () => {
    const { client } = clientOn();
    const urls = await crawl(await createSitemaps({ client, brandId, ...site, getSitemapHref }));
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    const published = publishedDemoUrls();
    let linked = 0;
    for (const url of urls) {
      if (url.alternates.length === 0) continue;
      linked++;
      const item = published.get(url.loc);
      const group = [...published.values()].filter(
        (other) => other.translationGroupId === item?.translationGroupId,
      );
      // Every published version, itself included, then x-default: the source document.
      const versions = url.alternates.filter((link) => link.hreflang !== 'x-default');
      expect(new Set(versions.map((link) => link.hreflang))).toEqual(
        new Set(group.map((other) => other.language)),
      );
      expect(versions).toContainEqual({ hreflang: item?.language, href: url.loc });
      const source = group.find((other) => other.isSourceLanguageDocument);
      expect(url.alternates.filter((link) => link.hreflang === 'x-default')).toEqual(
        source === undefined
          ? []
          : [{ hreflang: 'x-default', href: new URL(getItemHref(source), siteUrl).href }],
      );
      // Reciprocal: each alternate is in the sitemap and lists exactly the same set.
      for (const link of url.alternates) {
        const other = byLoc.get(link.href);
        expect(other, link.href).toBeDefined();
        expect(other?.alternates).toEqual(url.alternates);
      }
    }
    expect(linked).toBeGreaterThan(20);
  });

  it('splits at maxUrls and maxBytes into children a sitemap index lists, each valid, with the newest lastmod of its URLs', async () => {
    const { client } = clientOn();
    const whole = await crawl(await createSitemaps({ client, brandId, ...site, getSitemapHref }));
    for (const limits of [{ maxUrls: 20 }, { maxBytes: 8_000 }]) {
      const sitemaps = await demoSitemaps(client, limits);
      expect(sitemaps.count).toBeGreaterThan(1);
      const index = (await readStream(sitemaps.root())).text;
      await expectValid(index, indexSchema);
      const entries = sitemapIndexEntries(index);
      expect(entries.map((entry) => entry.loc)).toEqual(
        Array.from({ length: sitemaps.count }, (_, n) => `${siteUrl}/sitemaps/${n + 1}.xml`),
      );
      const children: SitemapUrl[] = [];
      for (let n = 1; n <= sitemaps.count; n++) {
        const { text } = await readStream(sitemaps.sitemap(n));
        await expectValid(text, urlsetSchema);
        const urls = sitemapUrls(text);
        if (limits.maxUrls !== undefined) expect(urls.length).toBeLessThanOrEqual(limits.maxUrls);
        if (limits.maxBytes !== undefined)
          expect(new TextEncoder().encode(text).length).toBeLessThanOrEqual(limits.maxBytes);
        const newest = urls
          .map((url) => url.lastmod ?? '')
          .sort()
          .at(-1);
        expect(entries[n - 1]?.lastmod).toBe(newest);
        children.push(...urls);
      }
      // Together the children list exactly what one sitemap does, in the same order.
      expect(children).toEqual(whole);
    }
    const sitemaps = await createSitemaps({
      client,
      brandId,
      ...site,
      getSitemapHref,
      maxUrls: 20,
    });
    for (const n of [0, -1, 1.5, Number.NaN, sitemaps.count + 1])
      expect(sitemaps.sitemap(n)).toBeUndefined();
  });

  it('reads limits that are not numbers as the defaults, and holds the others to their bounds', async () => {
    const { client } = clientOn();
    const whole = await crawl(await createSitemaps({ client, brandId, ...site, getSitemapHref }));
    for (const limits of [
      { maxUrls: Number.NaN },
      { maxUrls: Number.POSITIVE_INFINITY },
      { maxBytes: Number.NaN },
      { maxBytes: Number.NEGATIVE_INFINITY },
    ]) {
      const sitemaps = await demoSitemaps(client, limits);
      expect(sitemaps.count, JSON.stringify(limits)).toBe(1);
      expect(await crawl(sitemaps)).toEqual(whole);
    }
    // Below the bound, one URL a sitemap (and 0.5 is not half a URL).
    for (const maxUrls of [0, -3, 0.5]) {
      const sitemaps = await demoSitemaps(client, { maxUrls });
      expect(sitemaps.count).toBe(whole.length);
    }
  });

  it('writes each document while it is read: many small chunks, none near the whole', async () => {
    const { client } = clientOn();
    const sitemaps = await createSitemaps({ client, brandId, ...site, getSitemapHref });
    const read = await readStream(sitemaps.sitemap(1));
    expect(read.text.endsWith('</urlset>\n')).toBe(true);
    // The demo brand's sitemap is small: its URLs joined in one chunk (a write per URL would
    // cost more than the URL). What matters at scale is the bound on a chunk.
    expect(read.chunks).toBe(1);
    expect(read.largestChunk).toBeLessThan(70_000);
  });

  it('lists no URL outside the site and stays valid whatever the content holds', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const hostile = (overrides: Partial<MockContentItem>) =>
      createMockContentItem({
        categoryId: 'news',
        category: 'News',
        status: 'Published',
        ...overrides,
      });
    const items = [
      hostile({
        slug: 'ok-en',
        language: 'en',
        translationGroupId: 'g1',
        isSourceLanguageDocument: true,
      }),
      hostile({ slug: 'ok-de', language: 'de', translationGroupId: 'g1' }),
      // A second German version of the same group, tagged in capitals: only the first is an
      // alternate (tags compare without regard to case, as every language filter does).
      hostile({ slug: 'ok-de-2', language: 'DE', translationGroupId: 'g1' }),
      // A language no hreflang may carry: listed, but not as an alternate.
      hostile({ slug: 'bad-language', language: '"><script>', translationGroupId: 'g1' }),
      hostile({ slug: '..', translationGroupId: 'g2' }),
      hostile({ slug: '__proto__', translationGroupId: 'g3', title: '</loc>]]>\u0001\ud800' }),
      hostile({ slug: 'x'.repeat(3_000), translationGroupId: 'g4' }),
      hostile({ slug: 'lone-\udc00', translationGroupId: 'g5' }),
      hostile({ slug: 'draft', status: 'Draft', translationGroupId: 'g8' }),
      hostile({ slug: 'archived', status: 'Archived', translationGroupId: 'g9' }),
      // Published with no publication date: not public yet, so never listed.
      hostile({ slug: 'undated', publishedDate: null, translationGroupId: 'g14' }),
      hostile({ slug: 'evil', translationGroupId: 'g10' }),
      hostile({ slug: 'throws', translationGroupId: 'g11' }),
      hostile({ slug: 'scheme', translationGroupId: 'g12' }),
      hostile({ slug: 'up', translationGroupId: 'g13' }),
    ];
    const dataset = createMockDataset([
      createMockBrand({ id: 'hostile', categories: [category], items }),
    ]);
    const { client } = clientOn(dataset);
    const sitemaps = await createSitemaps({
      client,
      brandId: 'hostile',
      siteUrl: 'https://www.example.com/blog/',
      getItemHref: (item) => {
        if (item.slug === 'evil') return 'https://evil.example/articles/evil';
        if (item.slug === 'throws') throw new Error('no route');
        if (item.slug === 'scheme') return 'javascript:alert(1)';
        if (item.slug === 'up') return '/other-site/up';
        return `/blog/${encodeURIComponent(item.slug)}`;
      },
      getSitemapHref: (n) => `/blog/sitemaps/${n}.xml`,
      pages: ['/blog/', '//evil.example/', 'https://www.example.com/blog/about'],
    });
    const { text } = await readStream(sitemaps.root());
    await expectValid(text, urlsetSchema);
    const urls = sitemapUrls(text);
    // The pages first, in the order given; then the items, in the index's order.
    expect(urls.slice(0, 2).map((url) => url.loc)).toEqual([
      'https://www.example.com/blog/',
      'https://www.example.com/blog/about',
    ]);
    expect(
      urls
        .slice(2)
        .map((url) => url.loc)
        .sort(),
    ).toEqual(
      ['ok-en', 'ok-de', 'ok-de-2', 'bad-language', '__proto__']
        .map((slug) => `https://www.example.com/blog/${slug}`)
        .sort(),
    );
    const at = (slug: string) =>
      urls.find((url) => url.loc === `https://www.example.com/blog/${slug}`);
    // One German alternate (the first the index lists), the same set on both versions.
    const english = at('ok-en')?.alternates ?? [];
    expect(english.map((link) => link.hreflang.toLowerCase())).toEqual(['en', 'de', 'x-default']);
    expect(english[2]).toEqual({
      hreflang: 'x-default',
      href: 'https://www.example.com/blog/ok-en',
    });
    const german = english[1]?.href ?? '';
    expect([
      'https://www.example.com/blog/ok-de',
      'https://www.example.com/blog/ok-de-2',
    ]).toContain(german);
    expect(urls.find((url) => url.loc === german)?.alternates).toEqual(english);
    const otherGerman = german.endsWith('ok-de') ? 'ok-de-2' : 'ok-de';
    expect(at(otherGerman)?.alternates).toEqual([]);
    expect(at('bad-language')?.alternates).toEqual([]);
  });

  it('refuses a setup that cannot work, at once', async () => {
    const { client } = clientOn();
    await expect(
      createSitemaps({ client, brandId, ...site, siteUrl: '/relative', getSitemapHref }),
    ).rejects.toThrow(TypeError);
    await expect(
      createSitemaps({ client, brandId, ...site, siteUrl: 'ftp://example.com', getSitemapHref }),
    ).rejects.toThrow(TypeError);
    await expect(
      createSitemaps({
        client,
        brandId,
        ...site,
        getSitemapHref: () => 'https://elsewhere.example/sitemap.xml',
        maxUrls: 10,
      }),
    ).rejects.toThrow(/getSitemapHref\(1\)/);
    const browserLike = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    await expect(
      createSitemaps({ client: browserLike, brandId, ...site, getSitemapHref }),
    ).rejects.toThrow(/brand index/);
  });

  it('costs no request once the brand index is built', async () => {
    const { client, requests } = clientOn();
    await createSitemaps({ client, brandId, ...site, getSitemapHref });
    const walk = requests.length;
    expect(walk).toBeGreaterThan(0);
    const again = await createSitemaps({ client, brandId, ...site, getSitemapHref, maxUrls: 10 });
    for (let n = 1; n <= again.count; n++) await readStream(again.sitemap(n));
    expect(requests.length).toBe(walk);
  });
});
