import { type ContentItem, ContentSeo, getContentSeo } from 'content-delivery-react';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';
import { hostileStrings, itemWithVariants, largeFlightToHtml } from './serverNavigationData.js';

const breakout = '</script><script>alert(1)</script><!--';

/** The page a browser would build from the server HTML. */
function parse(html: string) {
  return new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;
}

describe('ContentSeo as a server component', () => {
  it('renders title, meta, canonical, hreflang alternates and JSON-LD, no client reference', async () => {
    const { item, all } = await itemWithVariants();
    const render = await renderServer(
      <ContentSeo item={item} variants={all} siteUrl="https://www.example.com" siteName="Acme" />,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const document = parse(flightToHtml(render.payload));
    const seo = getContentSeo(item, { variants: all, siteUrl: 'https://www.example.com' });
    expect(document.title).toBe(seo.title);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://www.example.com/de/${item.slug}`,
    );
    const hreflangs = Array.from(document.querySelectorAll('link[rel="alternate"]'), (link) =>
      link.getAttribute('hreflang'),
    );
    expect(hreflangs).toEqual([...all.map((version) => version.language), 'x-default']);
    expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(
      'Acme',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toMatchObject({ headline: seo.title });
  });

  it('keeps JSON-LD escaped through the Flight payload and the HTML: </script> cannot break out', async () => {
    const { item } = await itemWithVariants();
    const hostile: ContentItem = { ...item, title: breakout, metaTitle: null };
    const render = await renderServer(<ContentSeo item={hostile} />);
    expect(render.errors).toEqual([]);
    // In the payload the script's text is the escaped JSON (Flight adds its own JSON layer).
    const scriptRow = render.payload.split('\n').find((row) => row.includes('ld+json')) ?? '';
    expect(scriptRow).toContain('\\\\u003c/script\\\\u003e');
    const html = flightToHtml(render.payload);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const document = parse(html);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const jsonLd = JSON.parse(document.querySelector('script')?.textContent ?? '');
    expect(jsonLd.headline).toBe(breakout);
    expect(document.title).toBe(breakout);
  });

  it('renders the BreadcrumbList as a second script, the same data as getContentSeo', async () => {
    const { item, all } = await itemWithVariants();
    const options = { variants: all, siteUrl: 'https://www.example.com', siteName: 'Acme' };
    const render = await renderServer(<ContentSeo item={item} {...options} />);
    expect(render.errors).toEqual([]);
    const scripts = parse(flightToHtml(render.payload)).querySelectorAll(
      'script[type="application/ld+json"]',
    );
    const seo = getContentSeo(item, options);
    expect(Array.from(scripts, (script) => JSON.parse(script.textContent ?? ''))).toEqual([
      seo.jsonLd,
      seo.breadcrumbJsonLd,
    ]);
    expect(seo.breadcrumbJsonLd?.itemListElement).toHaveLength(3);
  });

  it('keeps hostile breadcrumb names escaped and builds URLs only inside the site', async () => {
    const { item } = await itemWithVariants();
    for (const value of hostileStrings) {
      const hostile: ContentItem = {
        ...item,
        title: value,
        metaTitle: value,
        category: value,
        categoryId: value,
      };
      const render = await renderServer(
        <ContentSeo item={hostile} siteUrl="https://www.example.com" siteName={value} />,
      );
      expect(render.errors).toEqual([]);
      const html = largeFlightToHtml(render.payload);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain('<img');
      const scripts = parse(html).querySelectorAll('script');
      expect(scripts).toHaveLength(2);
      const breadcrumb = JSON.parse(scripts[1]?.textContent ?? '');
      const entries: { name: string; item?: { '@id': string } }[] = breadcrumb.itemListElement;
      expect(entries[0]?.name).toBe(value);
      expect(entries.at(-1)?.name).toBe(value);
      for (const entry of entries) {
        if (entry.item !== undefined)
          expect(entry.item['@id']).toMatch(/^https:\/\/www\.example\.com\//);
      }
    }
  }, 60_000);

  it('renders hostile values in every field safely', async () => {
    const { item } = await itemWithVariants();
    for (const value of hostileStrings) {
      const hostile: ContentItem = {
        ...item,
        id: value,
        slug: value,
        title: value,
        metaTitle: value,
        description: value,
        metaDescription: value,
        language: value,
        category: value,
        tags: [value, value],
        imageUrl: value,
        translationGroupId: value,
        updatedAt: value,
        publishedDate: value,
      };
      const render = await renderServer(
        <ContentSeo
          item={hostile}
          variants={[hostile, { ...hostile, id: 'x' }]}
          siteUrl={value}
          siteName={value}
          canonicalUrl={value}
        />,
      );
      expect(render.errors).toEqual([]);
      const html = largeFlightToHtml(render.payload);
      expect(html.match(/<script/g)).toHaveLength(1);
      expect(html).not.toContain('href="javascript:');
      expect(html).not.toContain('<img');
      const document = parse(html);
      expect(JSON.parse(document.querySelector('script')?.textContent ?? '').headline).toBe(value);
    }
    // Nine renders, one of 1 MB in every field (a Flight payload of tens of MB, turned into HTML
    // in a child process and parsed by jsdom): about 8 s alone, and twice that on a loaded 2-core
    // machine, so the bound is a generous one rather than the 15 s default.
  }, 60_000);
});
