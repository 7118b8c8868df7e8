// Invariants 1 and 2 on the server: every string field of an item or a category may hold
// any JSON string, and rendering never throws, shows nothing of Object.prototype, and
// every href built from content stays inside its route (or there is no link).
import { QueryClient } from '@tanstack/react-query';
import {
  type Category,
  CategoryNav,
  ContentArticle,
  ContentCard,
  ContentDeliveryProvider,
  type ContentItem,
  ContentSeo,
  categoriesQueryOptions,
  getContentSeo,
  LanguageSwitcher,
  Pagination,
  TagList,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { installServerSanitizer, uninstallServerSanitizer } from 'content-delivery-react/server';
import fc from 'fast-check';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  baseItem,
  concatenatedRoutes,
  hostileCategory,
  hostileItem,
  hostileString,
  hrefsIn,
  prototypeText,
  staysInside,
} from './hostileContent.js';

const runs = { numRuns: 150 };

beforeAll(() => {
  installServerSanitizer();
  // Development warnings (a route function threw, duplicate keys) are expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => {
  uninstallServerSanitizer();
  vi.restoreAllMocks();
});

/** Server HTML of `element`, asserting what a user would notice in it. */
function renderChecked(element: ReactElement): string {
  const html = renderToString(element);
  expect(html).not.toMatch(prototypeText);
  for (const href of hrefsIn(html)) {
    expect(href).not.toBe('undefined');
    expect(href).not.toMatch(/^\s*javascript:/i);
  }
  return html;
}

describe('ContentCard with hostile fields', () => {
  it('renders, and links only to /{language}/{slug} with both encoded, or not at all', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        const hrefs = hrefsIn(renderChecked(<ContentCard item={item} />)).filter(
          (href) => href !== item.imageUrl,
        );
        for (const href of hrefs) {
          expect(href).toBe(
            `/${encodeURIComponent(item.language)}/${encodeURIComponent(item.slug)}`,
          );
          expect(staysInside(href, '/')).toBe(true);
          expect(new URL(href, 'https://site.test/').pathname.split('/')).toHaveLength(3);
        }
      }),
      runs,
    );
  });

  it('keeps the link of concatenating app routes inside /articles/, or drops it', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        const html = renderChecked(<ContentCard item={item} routes={concatenatedRoutes} />);
        const title = /<h3 class="cdr-card-title">(.*?)<\/h3>/s.exec(html)?.[1] ?? '';
        for (const href of hrefsIn(title)) expect(staysInside(href, '/articles/')).toBe(true);
      }),
      runs,
    );
  });

  it('drops a link whose dot segment is hidden behind a malformed escape elsewhere in the path', () => {
    // Found by the property above: `.%2E` is `..` to a browser, and the lone `%` made the
    // whole path fail to decode, so the check never saw it.
    const item = { ...itemWith('a'), language: '.%2E', slug: '%' };
    const html = renderChecked(<ContentCard item={item} routes={concatenatedRoutes} />);
    expect(hrefsIn(html)).toEqual([]);
  });

  it('renders the card without a link when the route function throws', () => {
    const html = renderChecked(
      <ContentCard
        item={{ ...itemWith('a'), slug: '\uD800' }}
        routes={{
          getItemHref: (item) => `/a/${encodeURIComponent(item.slug)}`,
        }}
      />,
    );
    expect(html).toContain('cdr-card-title');
    expect(hrefsIn(html)).toEqual([]);
  });
});

describe('ContentArticle with hostile fields', () => {
  it('renders with the sanitized body, tags only under /t/, no javascript: or undefined href', () => {
    fc.assert(
      fc.property(hostileItem, (item) => {
        renderChecked(<ContentArticle item={item} showTags={false} />);
        const tags = hrefsIn(renderChecked(<TagList tags={item.tags} />));
        for (const href of tags) expect(staysInside(href, '/t/')).toBe(true);
      }),
      runs,
    );
  });

  it('renders a 1 MB title, description and body', () => {
    const huge = 'x'.repeat(1_000_000);
    const html = renderChecked(
      <ContentArticle item={{ ...itemWith(huge), title: huge, description: huge }} />,
    );
    expect(html.length).toBeGreaterThan(2_000_000);
  });
});

describe('TagList with hostile tags', () => {
  it('links every tag inside the route, also with concatenating routes, and shows each tag', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 6 }), (tags) => {
        const html = renderChecked(<TagList tags={tags} routes={concatenatedRoutes} />);
        for (const href of hrefsIn(html)) expect(staysInside(href, '/tags/')).toBe(true);
        // Duplicate tags keep distinct keys: every entry is rendered.
        expect(html.match(/<li /g) ?? []).toHaveLength(tags.length);
      }),
      runs,
    );
  });
});

describe('LanguageSwitcher (languages) with hostile codes', () => {
  it('renders, names no language it cannot read, and links only inside /lang/', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 5 }), hostileString, (languages, value) => {
        const html = renderChecked(
          <LanguageSwitcher
            languages={languages}
            value={value}
            getLanguageHref={(language) => `/lang/${language}`}
          />,
        );
        for (const href of hrefsIn(html)) expect(staysInside(href, '/lang/')).toBe(true);
      }),
      runs,
    );
  });
});

describe('CategoryNav with hostile categories', () => {
  it('renders own translations only and links inside /c/ (default) and /categories/', () => {
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch: () => never() });
    fc.assert(
      fc.property(
        fc.array(hostileCategory, { maxLength: 4 }),
        hostileString,
        (categories: Category[], lang) => {
          for (const routes of [undefined, concatenatedRoutes]) {
            const queryClient = new QueryClient();
            queryClient.setQueryData(categoriesQueryOptions(client, 'b').queryKey, categories);
            const html = renderChecked(
              <ContentDeliveryProvider client={client} brandId="b" queryClient={queryClient}>
                <CategoryNav lang={lang} showDescriptions routes={routes} />
              </ContentDeliveryProvider>,
            );
            const prefix = routes === undefined ? '/c/' : '/categories/';
            for (const href of hrefsIn(html)) expect(staysInside(href, prefix)).toBe(true);
            expect(html.match(/<li /g) ?? []).toHaveLength(categories.length);
          }
        },
      ),
      runs,
    );
  });
});

describe('getContentSeo and ContentSeo with hostile fields', () => {
  it('never throws, and canonical, alternates, og:url and breadcrumb URLs stay inside their routes on the site', () => {
    fc.assert(
      fc.property(hostileItem, fc.array(hostileItem, { maxLength: 3 }), (item, variants) => {
        const options = {
          siteUrl: 'https://site.test',
          variants,
          getItemHref: concatenatedRoutes.getItemHref,
          getCategoryHref: concatenatedRoutes.getCategoryHref,
        };
        const seo = getContentSeo(item, options);
        const urls = [seo.canonical, ...seo.alternates.map((entry) => entry.href)];
        for (const url of urls) {
          if (url !== undefined) expect(staysInside(url, '/articles/')).toBe(true);
        }
        // The breadcrumb (none for an item without a title): home, then only /categories/ and
        // /articles/ URLs, numbered from 1.
        const crumbs = (seo.breadcrumbJsonLd?.itemListElement ?? []) as readonly {
          position: number;
          item?: { '@id': string };
        }[];
        expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1));
        if (crumbs.length > 0) expect(crumbs[0]?.item?.['@id']).toBe('https://site.test/');
        for (const crumb of crumbs.slice(1)) {
          const url = crumb.item?.['@id'];
          if (url === undefined) continue;
          expect(staysInside(url, '/categories/') || staysInside(url, '/articles/')).toBe(true);
        }
        const html = renderChecked(<ContentSeo item={item} {...options} />);
        for (const href of hrefsIn(html)) expect(staysInside(href, '/articles/')).toBe(true);
      }),
      runs,
    );
  });
});

describe('Pagination with a route function that throws', () => {
  it('renders every page as a button instead of failing', () => {
    const html = renderChecked(
      <Pagination
        page={2}
        pageSize={10}
        totalCount={50}
        onPageChange={() => {}}
        getPageHref={() => {
          throw new Error('no route');
        }}
      />,
    );
    expect(hrefsIn(html)).toEqual([]);
    expect(html).toContain('<button');
  });
});

function itemWith(content: string): ContentItem {
  return { ...baseItem, content };
}

function never(): Promise<Response> {
  return new Promise(() => {});
}
