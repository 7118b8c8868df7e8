import {
  type ContentItem,
  type ContentSeoOptions,
  getContentSeo,
  serializeJsonLd,
} from 'content-delivery-react';
import type { ListItemLeaf } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { makeContentItem } from '../helpers/contentItem.js';

// Every field the head tags read is set here rather than taken from the mock's defaults: every
// expected tag below is spelled out in full, so a changed name, value, order or an extra tag
// fails the comparison.
const site = 'https://www.example.com';

function article(overrides: Partial<ContentItem> = {}): ContentItem {
  return makeContentItem({
    id: 'en-1',
    title: 'Trail shoes',
    slug: 'trail-shoes',
    language: 'en',
    description: 'How to pick them',
    tags: ['running', 'shoes'],
    categoryId: 'gear',
    category: 'Gear',
    publishedDate: '2024-03-01T08:00:00Z',
    updatedAt: '2024-03-02T08:00:00Z',
    imageUrl: 'https://cdn.example.net/shoes.jpg',
    translationGroupId: 'group-1',
    ...overrides,
  });
}

/** The German translation, or (with `isSourceLanguageDocument`) the German original. */
function german(overrides: Partial<ContentItem> = {}): ContentItem {
  return article({ id: 'de-1', language: 'de', slug: 'laufschuhe', ...overrides });
}

/** Name and `@id` of each breadcrumb entry, `undefined` without a breadcrumb. */
function trail(options: ContentSeoOptions, item = article()) {
  const list = getContentSeo(item, options).breadcrumbJsonLd?.itemListElement as
    | ListItemLeaf[]
    | undefined;
  return list?.map((entry) => [
    entry.position,
    entry.name,
    (entry.item as { '@id': string } | undefined)?.['@id'],
  ]);
}

describe('getContentSeo meta tags', () => {
  it('lists every tag, in order, for a published article with an image, a canonical URL and a site name', () => {
    expect(getContentSeo(article(), { siteUrl: site, siteName: 'Acme' }).meta).toEqual([
      { name: 'description', content: 'How to pick them' },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: 'Trail shoes' },
      { property: 'og:description', content: 'How to pick them' },
      { property: 'og:locale', content: 'en' },
      { property: 'og:url', content: `${site}/en/trail-shoes` },
      { property: 'og:image', content: 'https://cdn.example.net/shoes.jpg' },
      { property: 'og:site_name', content: 'Acme' },
      { property: 'article:published_time', content: '2024-03-01T08:00:00.000Z' },
      { property: 'article:modified_time', content: '2024-03-02T08:00:00.000Z' },
      { property: 'article:section', content: 'Gear' },
      { property: 'article:tag', content: 'running' },
      { property: 'article:tag', content: 'shoes' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('leaves out the tags it has no value for and asks for the small Twitter card without an image', () => {
    const item = article({ imageUrl: null, publishedDate: null, tags: [] });
    expect(getContentSeo(item, { getItemHref: () => undefined }).meta).toEqual([
      { name: 'description', content: 'How to pick them' },
      { property: 'og:type', content: 'article' },
      { property: 'og:title', content: 'Trail shoes' },
      { property: 'og:description', content: 'How to pick them' },
      { property: 'og:locale', content: 'en' },
      { property: 'article:modified_time', content: '2024-03-02T08:00:00.000Z' },
      { property: 'article:section', content: 'Gear' },
      { name: 'twitter:card', content: 'summary' },
      { name: 'robots', content: 'noindex' },
    ]);
  });

  it.each([
    ['en', 'en'],
    ['pt-BR', 'pt_BR'],
  ])('writes og:locale %s as %s', (language, locale) => {
    const meta = getContentSeo(article({ language })).meta;
    expect(meta).toContainEqual({ property: 'og:locale', content: locale });
  });

  it.each([
    ['Published', '2024-03-01T08:00:00Z', false],
    ['Published', null, true],
    ['Draft', '2024-03-01T08:00:00Z', true],
    ['Archived', '2024-03-01T08:00:00Z', true],
  ] as const)(
    'asks search engines not to index a %s item published %s: %s',
    (status, publishedDate, noindex) => {
      const robots = getContentSeo(article({ status, publishedDate })).meta.filter(
        (tag) => 'name' in tag && tag.name === 'robots',
      );
      expect(robots).toEqual(noindex ? [{ name: 'robots', content: 'noindex' }] : []);
    },
  );
});

describe('getContentSeo canonical URL and hreflang alternates', () => {
  it('keeps the relative route as canonical without siteUrl, and the only alternate without x-default', () => {
    const seo = getContentSeo(article());
    expect(seo.canonical).toBe('/en/trail-shoes');
    expect(seo.alternates).toEqual([{ hrefLang: 'en', href: '/en/trail-shoes' }]);
    expect(getContentSeo(article(), { variants: [article()] }).alternates).toEqual(seo.alternates);
  });

  it('adds the item first when the variants leave it out, and points x-default to the original', () => {
    const translation = article({ isSourceLanguageDocument: false });
    const original = german({ isSourceLanguageDocument: true });
    const seo = getContentSeo(translation, { siteUrl: site, variants: [original] });
    expect(seo.alternates).toEqual([
      { hrefLang: 'en', href: `${site}/en/trail-shoes` },
      { hrefLang: 'de', href: `${site}/de/laufschuhe` },
      { hrefLang: 'x-default', href: `${site}/de/laufschuhe` },
    ]);
  });

  it("links the item's own alternate to the canonical URL it is given, the others to their routes", () => {
    const seo = getContentSeo(article(), {
      siteUrl: site,
      canonicalUrl: 'https://canonical.example.org/shoes',
      variants: [article(), german({ isSourceLanguageDocument: false })],
    });
    expect(seo.alternates).toEqual([
      { hrefLang: 'en', href: 'https://canonical.example.org/shoes' },
      { hrefLang: 'de', href: `${site}/de/laufschuhe` },
      { hrefLang: 'x-default', href: 'https://canonical.example.org/shoes' },
    ]);
  });

  it("drops an unsafe canonical URL (no og:url) and links the item's alternate to its route", () => {
    const seo = getContentSeo(article(), { siteUrl: site, canonicalUrl: 'javascript:alert(1)' });
    expect(seo.canonical).toBeUndefined();
    expect(seo.alternates).toEqual([{ hrefLang: 'en', href: `${site}/en/trail-shoes` }]);
    expect(seo.meta.filter((tag) => 'property' in tag && tag.property === 'og:url')).toEqual([]);
  });

  it('leaves out a version without a safe link, and x-default when that version is the original', () => {
    const translation = article({ isSourceLanguageDocument: false });
    const unlinkable = german({ slug: '..', isSourceLanguageDocument: true });
    const seo = getContentSeo(translation, { siteUrl: site, variants: [translation, unlinkable] });
    expect(seo.alternates).toEqual([{ hrefLang: 'en', href: `${site}/en/trail-shoes` }]);
  });
});

describe('getContentSeo JSON-LD Article', () => {
  it('describes the article with every value it has, as a search engine reads the script', () => {
    const seo = getContentSeo(article(), { siteUrl: site, siteName: 'Acme' });
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Trail shoes',
      description: 'How to pick them',
      inLanguage: 'en',
      articleSection: 'Gear',
      keywords: 'running, shoes',
      dateModified: '2024-03-02T08:00:00.000Z',
      datePublished: '2024-03-01T08:00:00.000Z',
      image: ['https://cdn.example.net/shoes.jpg'],
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${site}/en/trail-shoes` },
      publisher: { '@type': 'Organization', name: 'Acme' },
    };
    expect(seo.jsonLd).toStrictEqual(expected);
    expect(JSON.parse(serializeJsonLd(seo.jsonLd))).toStrictEqual(expected);
  });

  it('writes no key, not even an empty one, for a missing date, image, canonical URL or site name', () => {
    const item = article({ imageUrl: null, publishedDate: null, tags: ['solo'] });
    const seo = getContentSeo(item, { getItemHref: () => undefined });
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Trail shoes',
      description: 'How to pick them',
      inLanguage: 'en',
      articleSection: 'Gear',
      keywords: 'solo',
      dateModified: '2024-03-02T08:00:00.000Z',
    };
    expect(seo.jsonLd).toStrictEqual(expected);
    expect(JSON.parse(serializeJsonLd(seo.jsonLd))).toStrictEqual(expected);
  });
});

describe('getContentSeo BreadcrumbList', () => {
  const full = [
    [1, 'Acme', `${site}/`],
    [2, 'Gear', `${site}/c/gear`],
    [3, 'Trail shoes', `${site}/en/trail-shoes`],
  ];

  it.each(['user@', ':secret@'])(
    'gives no breadcrumb for a siteUrl with credentials %s, and no category URL with them',
    (credentials) => {
      expect(trail({ siteUrl: `https://${credentials}www.example.com` })).toBeUndefined();
      const categoryHref = `https://${credentials}www.example.com/c/gear`;
      expect(
        trail({ siteUrl: site, siteName: 'Acme', getCategoryHref: () => categoryHref }),
      ).toEqual([
        [1, 'Acme', `${site}/`],
        [2, 'Trail shoes', `${site}/en/trail-shoes`],
      ]);
    },
  );

  it.each([
    ['https://www.example.com/blog/home', '/blog/c/gear', true],
    ['https://www.example.com/blog/', '/blog/c/gear', true],
    ['https://www.example.com/blog/', '/blogs/c/gear', false],
  ])('with siteUrl %s keeps the category %s inside the folder: %s', (siteUrl, href, kept) => {
    const entries = trail({ siteUrl, siteName: 'Acme', getCategoryHref: () => href });
    expect(entries?.map(([, name]) => name)).toEqual(
      kept ? ['Acme', 'Gear', 'Trail shoes'] : ['Acme', 'Trail shoes'],
    );
  });

  it('leaves out a home or category entry with a blank name, and the breadcrumb when only the article is left', () => {
    expect(trail({ siteUrl: site, siteName: 'Acme' })).toEqual(full);
    expect(trail({ siteUrl: site, homeName: ' \t' })).toEqual([
      [1, 'Gear', `${site}/c/gear`],
      [2, 'Trail shoes', `${site}/en/trail-shoes`],
    ]);
    expect(trail({ siteUrl: site, homeName: '' }, article({ category: '  ' }))).toBeUndefined();
  });

  it.each([
    ['Trail shoes', 'Meta title', 'Trail shoes'],
    ['  ', 'Meta title', 'Meta title'],
    ['  ', null, undefined],
    [' ', '  ', undefined],
  ])(
    'names the article after its title %j, else its meta title %j: %j',
    (title, metaTitle, name) => {
      const entries = trail({ siteUrl: site, siteName: 'Acme' }, article({ title, metaTitle }));
      expect(entries).toEqual(
        name === undefined ? undefined : [...full.slice(0, 2), [3, name, `${site}/en/trail-shoes`]],
      );
    },
  );
});

describe('serializeJsonLd', () => {
  it('escapes every character that could end the script, and parses back to the same value', () => {
    const value = { headline: '</script>&amp;\u2028\u2029' };
    const json = serializeJsonLd(value);
    expect(json).toBe('{"headline":"\\u003c/script\\u003e\\u0026amp;\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
