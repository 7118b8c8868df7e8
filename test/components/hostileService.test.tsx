// @vitest-environment jsdom
// Invariants 1 and 2 for the components that fetch: hostile items and categories served by
// the mock service (createMockFetch, so they cross JSON and the client's normalisation as
// real answers do), rendered with createRoot in jsdom. No throw, nothing React logs as an
// error, no Object.prototype text, every href inside its route or absent.
import { cleanup, render, waitFor } from '@testing-library/react';
import {
  type Category,
  CategoryNav,
  type ContentItem,
  ContentList,
  LanguageSwitcher,
  localizeCategory,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockCategory,
  type MockContentItem,
} from 'content-delivery-react/mock';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  baseItem,
  hostileCategory,
  hostileServedFields,
  hostileString,
  prototypeNames,
} from './hostileContent.js';
import { documentHrefs, expectHrefsInside, expectNothingLeaked } from './hostileDom.js';
import { baseUrl, wrapperFor } from './setup.js';

// Each run fetches and renders with createRoot: a few dozen runs keep the unit run fast.
const runs = { numRuns: 30 };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** A client whose brand `acme-outdoor` (the brand of `wrapperFor`) serves these items and categories. */
function clientServing(items: MockContentItem[], categories: MockCategory[] = []) {
  const brand = createMockBrand({ id: 'acme-outdoor', items, categories });
  const fetch = createMockFetch({ dataset: createMockDataset([brand]) });
  return createContentClient({ baseUrl, retry: 0, fetch });
}

/** What a user would notice after the fetch settled: React errors, prototype text, escaping hrefs. */
function expectCleanRender() {
  expect(consoleError.mock.calls).toEqual([]);
  expectNothingLeaked();
}

/** Routes an app built by concatenation, the way anti-pattern 6 warns about. */
const concatenatedRoutes = {
  getItemHref: (item: Pick<ContentItem, 'language' | 'slug'>) =>
    `/articles/${item.language}/${item.slug}`,
  getTagHref: (tag: string) => `/tags/${tag}`,
  getCategoryHref: (id: string) => `/categories/${id}`,
};

describe('ContentList fed hostile items by the mock service', () => {
  const variants = ['pages', 'load-more', 'infinite'] as const;

  it.each(variants)('%s: shows every card, card links inside their route', async (variant) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileServedFields, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        async (fieldsList, concatenate) => {
          // Every item also has the tag `all`, so one list shows them all.
          const items = fieldsList.map((fields) =>
            createMockContentItem({ ...fields, tags: [...fields.tags, 'all'] }),
          );
          const routes = concatenate ? concatenatedRoutes : undefined;
          try {
            const { container } = render(
              <ContentList
                tag="all"
                pageSize={3}
                variant={variant}
                routes={routes}
                getPageHref={(page) => `/list/${page}`}
              />,
              { wrapper: wrapperFor(clientServing(items)) },
            );
            await waitFor(() =>
              expect(container.querySelectorAll('.cdr-card')).toHaveLength(
                Math.min(3, items.length),
              ),
            );
            expectCleanRender();
            const titles = Array.from(container.querySelectorAll('.cdr-card-title'));
            for (const title of titles) {
              expect(items.map((item) => item.title)).toContain(title.textContent);
              expectHrefsInside(concatenate ? '/articles/' : '/', title);
            }
            const pagination = container.querySelector('[data-slot="pagination"]');
            if (pagination !== null) expectHrefsInside('/list/', pagination);
          } finally {
            cleanup();
          }
        },
      ),
      runs,
    );
  });

  it('settles on items, the empty state or the error state for any list value', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileServedFields, { maxLength: 3 }),
        hostileString,
        fc.constantFrom(...variants),
        async (fieldsList, value, variant) => {
          const items = fieldsList.map((fields) => createMockContentItem(fields));
          try {
            const { container } = render(<ContentList lang={value} variant={variant} />, {
              wrapper: wrapperFor(clientServing(items)),
            });
            await waitFor(() =>
              expect(container.querySelector('[data-state="loading"]')).toBeNull(),
            );
            expectCleanRender();
            expectHrefsInside('/');
          } finally {
            cleanup();
          }
        },
      ),
      runs,
    );
  });
});

/** The name CategoryNav must show: the category's own translation, else its name, else its id. */
/**
 * The name the navigation must show: the one `localizeCategory` finds among the category's own
 * translations (exact tag first, then by RFC 4647 lookup, whatever the case; its own
 * table test pins that order), else its default name, else its id. Never a name from another
 * category, nor one found through a prototype.
 */
function expectedName(category: Category, lang: string): string {
  return localizeCategory(category, [lang]).name ?? category.name ?? category.id;
}

describe('CategoryNav fed hostile categories by the mock service', () => {
  it('names each category from its own translations only, links inside /c/ or /categories/', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileCategory, { maxLength: 4 }),
        fc.oneof(hostileString, prototypeNames),
        fc.boolean(),
        async (categories, lang, concatenate) => {
          const served = categories.map((category) => createMockCategory(category));
          try {
            const { container } = render(
              <CategoryNav
                lang={lang}
                showDescriptions
                routes={concatenate ? concatenatedRoutes : undefined}
              />,
              { wrapper: wrapperFor(clientServing([], served)) },
            );
            const nav = () => container.querySelector('[data-slot="category-nav"]');
            await waitFor(() => expect(nav()?.getAttribute('data-state')).toBe('ready'));
            expectCleanRender();
            expectHrefsInside(concatenate ? '/categories/' : '/c/');
            const names = Array.from(
              container.querySelectorAll('.cdr-category > :first-child'),
              (entry) => entry.textContent,
            );
            expect(names).toEqual(categories.map((category) => expectedName(category, lang)));
          } finally {
            cleanup();
          }
        },
      ),
      runs,
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    'shows the default name for lang="%s" when no translation has that key',
    async (lang) => {
      const news = createMockCategory({ id: 'news', name: 'News', translations: {} });
      const { container } = render(<CategoryNav lang={lang} />, {
        wrapper: wrapperFor(clientServing([], [news])),
      });
      await waitFor(() =>
        expect(container.querySelector('.cdr-category')?.textContent).toBe('News'),
      );
      expectCleanRender();
    },
  );
});

describe('LanguageSwitcher (item) fed hostile variants by the mock service', () => {
  it.each(['..', '.', '', '\uD800'])(
    'offers the other variants when a category has the translation key %j, which no URL can carry',
    async (key) => {
      const en: ContentItem = { ...baseItem, id: 'en-1', language: 'en', slug: 'hello' };
      const de: ContentItem = { ...baseItem, id: 'de-1', language: 'de', slug: 'hallo' };
      const category = createMockCategory({
        translations: {
          en: { name: 'News', description: null },
          de: { name: 'Neues', description: null },
          [key]: { name: 'x', description: null },
        },
      });
      const { container } = render(<LanguageSwitcher item={en} />, {
        wrapper: wrapperFor(clientServing([en, de], [category])),
      });
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
      expectCleanRender();
      expect(documentHrefs()).toEqual(['/de/hallo', '/en/hello']);
    },
  );

  it('settles, and links each variant inside / or /articles/', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(hostileServedFields, { minLength: 1, maxLength: 4 }),
        fc.array(hostileCategory, { maxLength: 2 }),
        fc.boolean(),
        async (fieldsList, otherCategories, concatenate) => {
          const variants: ContentItem[] = fieldsList.map((fields) => ({
            ...baseItem,
            ...fields,
            translationGroupId: 'group-1',
          }));
          // The brand's languages are its categories' translation keys: one category lists every variant's.
          const languages = createMockCategory({
            translations: Object.fromEntries(
              variants.map((variant) => [variant.language, { name: null, description: null }]),
            ),
          });
          const client = clientServing(variants, [languages, ...otherCategories]);
          try {
            const { container } = render(
              <LanguageSwitcher
                item={variants[0] ?? baseItem}
                getItemHref={concatenate ? concatenatedRoutes.getItemHref : undefined}
              />,
              { wrapper: wrapperFor(client) },
            );
            await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
            expectCleanRender();
            expectHrefsInside(concatenate ? '/articles/' : '/');
            if (!concatenate) {
              for (const href of documentHrefs()) {
                expect(new URL(href, 'https://site.test/').pathname.split('/')).toHaveLength(3);
              }
            }
          } finally {
            cleanup();
          }
        },
      ),
      runs,
    );
  });
});
