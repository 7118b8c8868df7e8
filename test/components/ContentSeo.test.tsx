// @vitest-environment jsdom
import { render } from '@testing-library/react';
import {
  type ContentItem,
  ContentSeo,
  type ContentSeoData,
  type ContentSeoOptions,
  getContentSeo,
  serializeJsonLd,
} from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import type { Article, BreadcrumbList, ListItemLeaf, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { demoItem } from './setup.js';

describe('ContentSeo', () => {
  it('puts title, description, canonical, hreflang, Open Graph and JSON-LD in the head', async () => {
    const item = await demoItem(
      (entry) => entry.language === 'en' && entry.metaTitle !== null && entry.imageUrl !== null,
    );
    const german: ContentItem = {
      ...item,
      id: 'de-1',
      language: 'de',
      slug: 'de-slug',
      isSourceLanguageDocument: false,
    };
    const source: ContentItem = { ...item, isSourceLanguageDocument: true };
    render(
      <ContentSeo
        item={source}
        variants={[source, german]}
        siteUrl="https://www.example.com"
        siteName="Acme"
      />,
    );
    expect(document.title).toBe(item.metaTitle);
    const head = document.head;
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      item.metaDescription ?? item.description,
    );
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `https://www.example.com/en/${item.slug}`,
    );
    const alternates = Array.from(head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', `https://www.example.com/en/${item.slug}`],
      ['de', 'https://www.example.com/de/de-slug'],
      ['x-default', `https://www.example.com/en/${item.slug}`],
    ]);
    expect(head.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(
      item.imageUrl,
    );
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('falls back to title and description, and marks drafts noindex', async () => {
    const item = await demoItem((entry) => entry.status === 'Draft');
    const seo = getContentSeo({ ...item, metaTitle: null, metaDescription: null });
    expect(seo.title).toBe(item.title);
    expect(seo.description).toBe(item.description);
    expect(seo.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('escapes a </script> in the title so it cannot break out of the JSON-LD', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    const hostile: ContentItem = {
      ...base,
      title: 'Nice</script><script>window.pwned=1</script>',
      metaTitle: null,
      description: '"><img src=x onerror=alert(1)> \u2028',
    };
    const html = renderToString(<ContentSeo item={hostile} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>');
    const json = serializeJsonLd({ headline: hostile.title });
    expect(json).not.toContain('<');
    expect(JSON.parse(json).headline).toBe(hostile.title);
    expect(html).not.toContain('<img');
  });

  it('writes no canonical link, not even an empty one, when the canonical URL is unsafe', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const html = renderToString(
      <ContentSeo
        item={item}
        siteUrl="https://www.example.com"
        canonicalUrl="javascript:alert(1)"
      />,
    );
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="https://www.example.com/en/${encodeURIComponent(item.slug)}"/>`,
    );
  });
});

/** The `@id` of every breadcrumb entry, `undefined` where an entry has no `item`. */
function breadcrumbUrls(seo: ContentSeoData): (string | undefined)[] {
  return listItems(seo).map((entry) => (entry.item as { '@id': string } | undefined)?.['@id']);
}

/** The breadcrumb's entries as plain objects (schema-dts types them as a wide union). */
function listItems(seo: ContentSeoData): ListItemLeaf[] {
  const list = seo.breadcrumbJsonLd?.itemListElement;
  return (Array.isArray(list) ? list : []) as ListItemLeaf[];
}

/** The JSON of every `<script type="application/ld+json">` in server HTML, as a browser parses it. */
function jsonLdScripts(html: string): unknown[] {
  const container = document.createElement('div');
  container.innerHTML = html;
  return Array.from(container.querySelectorAll('script'), (script) => {
    expect(script.getAttribute('type')).toBe('application/ld+json');
    return JSON.parse(script.textContent ?? '');
  });
}

describe('getContentSeo structured data', () => {
  const site = 'https://www.example.com';

  it('types the Article with schema-dts and gives it inLanguage, image and dateModified', async () => {
    const item = await demoItem((entry) => entry.imageUrl !== null && entry.publishedDate !== null);
    const seo = getContentSeo(item, { siteUrl: site, siteName: 'Acme' });
    const article: WithContext<Article> = seo.jsonLd;
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: item.metaTitle ?? item.title,
      inLanguage: item.language,
      image: [item.imageUrl],
      dateModified: new Date(item.updatedAt).toISOString(),
      datePublished: new Date(item.publishedDate ?? '').toISOString(),
      articleSection: item.category,
      mainEntityOfPage: { '@type': 'WebPage', '@id': seo.canonical },
      publisher: { '@type': 'Organization', name: 'Acme' },
    });
  });

  it('builds home → category → article with absolute URLs on the site, positions 1 to 3', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const seo = getContentSeo(item, { siteUrl: site, siteName: 'Acme' });
    const breadcrumb: WithContext<BreadcrumbList> | undefined = seo.breadcrumbJsonLd;
    expect(breadcrumb).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Acme', item: { '@id': `${site}/` } },
        {
          '@type': 'ListItem',
          position: 2,
          name: item.category,
          item: { '@id': `${site}/c/${encodeURIComponent(item.categoryId)}` },
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: item.title,
          item: { '@id': `${site}/en/${encodeURIComponent(item.slug)}` },
        },
      ],
    });
  });

  it('names home after homeName, else siteName, else the host', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const homeName = (options: ContentSeoOptions) =>
      listItems(getContentSeo(item, { siteUrl: site, ...options }))[0]?.name;
    expect(homeName({ homeName: 'Start', siteName: 'Acme' })).toBe('Start');
    expect(homeName({ siteName: 'Acme' })).toBe('Acme');
    expect(homeName({})).toBe('www.example.com');
  });

  it('uses the app routes for the category, and leaves it out when the site has no category page', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const withRoute = getContentSeo(item, {
      siteUrl: site,
      getCategoryHref: (categoryId) => `/topics/${encodeURIComponent(categoryId)}`,
    });
    expect(breadcrumbUrls(withRoute)[1]).toBe(
      `${site}/topics/${encodeURIComponent(item.categoryId)}`,
    );
    const without = getContentSeo(item, { siteUrl: site, getCategoryHref: () => undefined });
    expect(listItems(without).map((entry) => [entry.position, entry.name])).toEqual([
      [1, 'www.example.com'],
      [2, item.title],
    ]);
  });

  it('leaves out a category whose href is unsafe, outside the site, climbs or throws', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const hrefs = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.test/c/news',
      '//evil.test/c/news',
      '/\\evil.test/c/news',
      'https://user:secret@www.example.com/c/news',
      '/c/../admin',
      '/c/%2e%2e/admin',
      'http://www.example.com/c/news',
      '\uD800',
      '',
    ];
    for (const href of hrefs) {
      const seo = getContentSeo(item, { siteUrl: site, getCategoryHref: () => href });
      expect(breadcrumbUrls(seo)).toEqual([
        `${site}/`,
        `${site}/en/${encodeURIComponent(item.slug)}`,
      ]);
      expect(listItems(seo).map((entry) => entry.position)).toEqual([1, 2]);
    }
    const throwing = getContentSeo(item, {
      siteUrl: site,
      getCategoryHref: () => {
        throw new Error('no route');
      },
    });
    expect(listItems(throwing)).toHaveLength(2);
  });

  it('keeps only URLs under the folder of siteUrl', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const seo = getContentSeo(item, {
      siteUrl: 'https://example.com/blog/?utm=1#top',
      getItemHref: (entry) => `/blog/${entry.slug}`,
      getCategoryHref: (categoryId) => `/c/${categoryId}`,
    });
    expect(breadcrumbUrls(seo)).toEqual([
      'https://example.com/blog/',
      `https://example.com/blog/${item.slug}`,
    ]);
  });

  it('writes the article last without item when its canonical URL is not on the site', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const seo = getContentSeo(item, { siteUrl: site, canonicalUrl: 'https://mirror.test/a' });
    const last = listItems(seo).at(-1);
    expect(last).toEqual({ '@type': 'ListItem', position: 3, name: item.title });
  });

  it('gives no breadcrumb without a usable siteUrl, and ContentSeo then renders one script', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const siteUrls = [
      undefined,
      '',
      '/relative',
      'javascript:alert(1)',
      'ftp://example.com',
      'https://user:pw@example.com',
      '\uD800',
      'x'.repeat(1_000_000),
    ];
    for (const siteUrl of siteUrls) {
      expect(getContentSeo(item, { siteUrl }).breadcrumbJsonLd).toBeUndefined();
      expect(
        jsonLdScripts(renderToString(<ContentSeo item={item} siteUrl={siteUrl} />)),
      ).toHaveLength(1);
    }
  });

  it('renders the BreadcrumbList as a second script, and none with jsonLd={false}', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const seo = getContentSeo(item, { siteUrl: site });
    const html = renderToString(<ContentSeo item={item} siteUrl={site} />);
    expect(jsonLdScripts(html)).toEqual([seo.jsonLd, seo.breadcrumbJsonLd]);
    expect(renderToString(<ContentSeo item={item} siteUrl={site} jsonLd={false} />)).not.toContain(
      '<script',
    );
  });

  it('takes the category route from the routes prop of ContentSeo', async () => {
    const item = await demoItem((entry) => entry.language === 'en');
    const html = renderToString(
      <ContentSeo
        item={item}
        siteUrl={site}
        routes={{ getCategoryHref: (categoryId) => `/sections/${categoryId}` }}
      />,
    );
    const [, breadcrumb] = jsonLdScripts(html) as [unknown, BreadcrumbList];
    expect(JSON.stringify(breadcrumb)).toContain(`${site}/sections/${item.categoryId}`);
  });

  it('escapes hostile titles and category names, keeps them as names, and builds no URL from them', async () => {
    const base = await demoItem((entry) => entry.language === 'en');
    const hostileValues = [
      '</script><script>window.pwned=1</script><!--',
      '\uD800',
      'a\uDC00b',
      '__proto__',
      'constructor',
      '..',
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>\u2028\u2029',
      'x'.repeat(1_000_000),
    ];
    for (const value of hostileValues) {
      const item: ContentItem = {
        ...base,
        title: value,
        metaTitle: value,
        category: value,
        categoryId: value,
        slug: value,
      };
      const seo = getContentSeo(item, { siteUrl: site, siteName: value });
      for (const url of breadcrumbUrls(seo)) {
        if (url === undefined) continue;
        expect(url.startsWith(`${site}/`)).toBe(true);
        expect(new URL(url).pathname.split('/')).not.toContain('..');
      }
      const html = renderToString(<ContentSeo item={item} siteUrl={site} siteName={value} />);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.match(/<\/script>/g)).toHaveLength(2);
      expect(html).not.toContain('<img');
      const [article, breadcrumb] = jsonLdScripts(html) as [
        { headline: string },
        { itemListElement: { name: string }[] },
      ];
      expect(article.headline).toBe(value);
      const names = breadcrumb.itemListElement.map((entry) => entry.name);
      expect(names[0]).toBe(value);
      expect(names.at(-1)).toBe(value);
      expect(Object.getPrototypeOf(breadcrumb)).toBe(Object.prototype);
    }
  }, 30_000);
});
