import type { Category } from 'content-delivery-react';
import { CategoryNav } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';
import { demoCategories, hostileStrings, largeFlightToHtml } from './serverNavigationData.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CategoryNav as a server component', () => {
  it('renders the given categories as localized links, no client reference', async () => {
    const categories = await demoCategories();
    const render = await renderServer(
      <CategoryNav categories={categories} lang="de" activeCategoryId="hiking" showDescriptions />,
    );
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain('<nav aria-label="Categories" lang="de" dir="ltr"');
    expect(html).toContain('<a href="/c/hiking" aria-current="page">Wandern</a>');
    expect(html).toContain('<a href="/c/camping">Camping</a>');
    expect(html.match(/<li class="cdr-category"/g)).toHaveLength(categories.length);
    expect(html).toContain('class="cdr-category-description"');
  });

  it('links through getCategoryHref and routes', async () => {
    const categories = await demoCategories();
    const render = await renderServer(
      <CategoryNav categories={categories} routes={{ getCategoryHref: (id) => `/topics/${id}` }} />,
    );
    expect(flightToHtml(render.payload)).toContain('href="/topics/hiking"');
    const custom = await renderServer(
      <CategoryNav categories={categories} getCategoryHref={(category) => `/x/${category.slug}`} />,
    );
    expect(flightToHtml(custom.payload)).toContain('href="/x/hiking"');
  });

  it('without categories renders nothing and says how to fetch them', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(<CategoryNav lang="en" />);
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('client.getCategories(brand) and pass categories'),
    );
  });

  it('ignores onSelect (no handler reaches the payload) and says to use links', async () => {
    const categories = await demoCategories();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(<CategoryNav categories={categories} onSelect={() => {}} />);
    // A function on an element would be an error row and fail the route.
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toContain('<a href="/c/hiking">Hiking</a>');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[CategoryNav] onSelect'));
  });

  // Every hostile string as every field, rendered once per hostile `lang`: many RSC renders,
  // over the 15 s default on a loaded machine (as ContentSeo's test of the same kind).
  it('renders hostile values in every field safely', async () => {
    const categories: Category[] = hostileStrings.map((value, index) => ({
      id: value,
      slug: value,
      name: value,
      description: value,
      createdAt: value,
      updatedAt: value,
      translations: {
        [value]: { name: value, description: value },
        de: { name: `${index}${value}`, description: value },
      },
    }));
    for (const lang of [...hostileStrings, 'de', undefined]) {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const render = await renderServer(
        <CategoryNav
          categories={categories}
          lang={lang}
          activeCategoryId={lang}
          showDescriptions
        />,
      );
      expect(render.errors).toEqual([]);
      const html = largeFlightToHtml(render.payload);
      // Shown as text, never as markup.
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img');
      expect(html).not.toContain('href="javascript:');
      expect(html).not.toMatch(/href="[^"]*\.\.(?:\/|")/);
    }
  }, 60_000);
});
