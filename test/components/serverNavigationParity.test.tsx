// @vitest-environment jsdom
// The server components of src/rsc render the same markup as the client components, and the
// client components given their data make no request.

import {
  CategoryNav as ServerCategoryNav,
  ContentSeo as ServerContentSeo,
  LanguageSwitcher as ServerLanguageSwitcher,
} from 'content-delivery-react?react-server';
import { render, waitFor } from '@testing-library/react';
import {
  CategoryNav,
  type CategoryNavProps,
  ContentSeo,
  type ContentSeoProps,
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from 'content-delivery-react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoBrand, demoItem, mockClient, wrapperFor } from './setup.js';

async function demoCategories() {
  const { client } = mockClient();
  return client.getCategories('acme-outdoor');
}

describe('CategoryNav, client and server', () => {
  it('renders the same markup from the same categories', async () => {
    const categories = await demoCategories();
    const cases: CategoryNavProps[] = [
      { categories },
      { categories, lang: 'ar', activeCategoryId: 'camping', showDescriptions: true },
      { categories, getCategoryHref: (category) => `/topics/${category.slug}`, className: 'x' },
      { categories, labels: { categories: 'Themen' }, id: 'nav' },
    ];
    for (const props of cases) {
      const server = renderToString(<ServerCategoryNav {...props} />);
      expect(server).toContain('<a href=');
      expect(renderToString(<CategoryNav {...props} />)).toBe(server);
    }
  });

  it('given categories, makes no request (and needs no provider)', async () => {
    const categories = await demoCategories();
    const { client, failing } = mockClient();
    const { container } = render(<CategoryNav categories={categories} lang="de" />, {
      wrapper: wrapperFor(client),
    });
    expect(container.querySelectorAll('.cdr-category')).toHaveLength(categories.length);
    expect(container.querySelector('nav')?.getAttribute('data-state')).toBe('ready');
    // Give a query every chance to start.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.requests).toBe(0);
    const alone = render(<CategoryNav categories={categories} />);
    expect(alone.container.querySelectorAll('a')).toHaveLength(categories.length);
  });

  it('without categories still fetches them (one request)', async () => {
    const { client, failing } = mockClient();
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client) });
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6));
    expect(failing.requests).toBe(1);
  });
});

/** A demo item in German and its versions in the other languages (as `findVariants` finds them). */
async function itemWithVariants() {
  const counts = new Map<string, number>();
  for (const entry of demoBrand?.items ?? []) {
    counts.set(entry.translationGroupId, (counts.get(entry.translationGroupId) ?? 0) + 1);
  }
  const group = [...counts].find(([, count]) => count === 4)?.[0];
  const item = await demoItem(
    (entry) => entry.translationGroupId === group && entry.language === 'de',
  );
  const variants = await Promise.all(
    ['en', 'fr', 'ar'].map((language) =>
      demoItem((entry) => entry.translationGroupId === group && entry.language === language),
    ),
  );
  return { item, variants };
}

describe('LanguageSwitcher, client and server', () => {
  it('renders the same markup from the same variants or languages', async () => {
    const { item, variants } = await itemWithVariants();
    const cases: LanguageSwitcherProps[] = [
      { item, variants },
      { item, variants: [item, ...variants, ...variants], className: 'x', id: 'languages' },
      { item, variants, getItemHref: (entry) => `/read/${entry.id}`, labels: { original: 'O' } },
      { languages: ['en', 'de', 'ar'], value: 'de', getLanguageHref: (language) => `/${language}` },
    ];
    for (const props of cases) {
      const server = renderToString(<ServerLanguageSwitcher {...props} />);
      expect(server).toContain('hrefLang=');
      expect(renderToString(<LanguageSwitcher {...props} />)).toBe(server);
    }
  });

  it('given variants, makes no request (and needs no provider)', async () => {
    const { item, variants } = await itemWithVariants();
    const { client, failing } = mockClient();
    const { container } = render(<LanguageSwitcher item={item} variants={variants} />, {
      wrapper: wrapperFor(client),
    });
    expect(container.querySelectorAll('a[hreflang]')).toHaveLength(4);
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('lang')).toBe('de');
    expect(container.querySelector('nav')?.getAttribute('aria-busy')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failing.requests).toBe(0);
    const alone = render(<LanguageSwitcher item={item} variants={variants} />);
    expect(alone.container.querySelectorAll('a[hreflang]')).toHaveLength(4);
  });
});

describe('ContentSeo, client and server', () => {
  it('renders the same head elements from the same item', async () => {
    const { item, variants } = await itemWithVariants();
    const cases: ContentSeoProps[] = [
      { item },
      { item, variants, siteUrl: 'https://www.example.com', siteName: 'Acme' },
      { item, variants, routes: { getItemHref: (entry) => `/read/${entry.slug}` }, jsonLd: false },
      { item: { ...item, title: '</script><script>alert(1)</script>', metaTitle: null } },
    ];
    for (const props of cases) {
      const server = renderToString(<ServerContentSeo {...props} />);
      expect(server).toContain('<title>');
      expect(renderToString(<ContentSeo {...props} />)).toBe(server);
    }
  });
});
