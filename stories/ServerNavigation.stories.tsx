// The server builds (the package's `react-server` entry), rendered here as the plain function
// components they are: data as props, no provider.
import {
  CategoryNav,
  ContentSeo,
  ContentToc,
  LanguageSwitcher,
} from 'content-delivery-react?react-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type Category,
  ContentBody,
  type ContentItem,
  ContentTocTracker,
  textDirection,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL, demoDataset, findItemWithVariants, findLongestDemoItem } from './demo.js';

type Loaded = { categories: Category[]; item: ContentItem; variants: ContentItem[] };

/** What a server component fetches before rendering: the categories, an item and its versions. */
async function loadServerData(): Promise<Loaded> {
  const client = createContentClient({
    baseUrl: DEMO_BASE_URL,
    fetch: createMockFetch({ dataset: demoDataset }),
  });
  const item = await findItemWithVariants('de', 4);
  const variants = await Promise.all(
    ['en', 'fr', 'ar'].map((language) =>
      findLongestDemoItem(
        (entry) =>
          entry.translationGroupId === item.translationGroupId && entry.language === language,
      ),
    ),
  );
  return { categories: await client.getCategories('acme-outdoor'), item, variants };
}

const meta = {
  title: 'Server components/Navigation',
  parameters: { content: { withoutProvider: true } },
  loaders: [loadServerData],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<CategoryNav categories>`: links from the given categories, in German, one marked. */
export const CategoryNavFromProps: Story = {
  render: (_args, { loaded }) => (
    <CategoryNav
      categories={(loaded as Loaded).categories}
      lang="de"
      activeCategoryId="hiking"
      showDescriptions
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.cdr-category a')).toHaveLength(6);
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Wandern');
  },
};

/** Right to left: Arabic names and descriptions. */
export const CategoryNavArabic: Story = {
  render: (_args, { loaded }) => (
    <CategoryNav categories={(loaded as Loaded).categories} lang="ar" showDescriptions />
  ),
};

/** `<LanguageSwitcher item variants>`: links with `hreflang`, the original marked. */
export const LanguageSwitcherFromVariants: Story = {
  render: (_args, { loaded }) => (
    <LanguageSwitcher item={(loaded as Loaded).item} variants={(loaded as Loaded).variants} />
  ),
  play: async ({ canvasElement }) => {
    const links = canvasElement.querySelectorAll('a[hreflang]');
    await expect(links).toHaveLength(4);
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveAttribute(
      'lang',
      'de',
    );
    await expect(canvasElement.querySelector('[data-source]')).not.toBeNull();
  },
};

/** `languages` mode with `getLanguageHref`: links, no handler. */
export const LanguageSwitcherLanguages: Story = {
  render: () => (
    <LanguageSwitcher
      languages={['en', 'de', 'fr', 'ar']}
      value="fr"
      getLanguageHref={(language) => `/${language}/`}
    />
  ),
};

/**
 * `<ContentToc id="toc" html>` with `<ContentTocTracker tocId="toc">` beside it (the list from
 * the server, the section read marked by the client tracker) and `<ContentSeo item>` (its tags
 * in `<head>`).
 */
export const ContentTocTracking: Story = {
  loaders: [
    async () => ({
      item: await findLongestDemoItem(
        (item) => item.language === 'en' && item.content.includes('<h3'),
      ),
    }),
  ],
  render: (_args, { loaded }) => {
    const { item } = loaded as Loaded;
    return (
      <article
        lang={item.language}
        dir={textDirection(item.language)}
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
          gap: '2rem',
          alignItems: 'start',
        }}
      >
        <ContentToc id="toc" html={item.content} style={{ position: 'sticky', top: '1rem' }} />
        <ContentTocTracker tocId="toc" />
        <ContentSeo item={item} />
        {/* The body the list links into (the client ContentBody here; any with headingAnchors). */}
        <div className="cdr-article">
          <ContentBody html={item.content} headingLevel={2} headingAnchors />
        </div>
      </article>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvasElement.ownerDocument.getElementById('section-3-food-and-water');
    heading?.scrollIntoView({ block: 'start' });
    const link = within(canvas.getByRole('navigation', { name: 'On this page' })).getByRole(
      'link',
      { name: '3. Food and water' },
    );
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('location'));
    // ContentSeo's tags are hoisted into <head>.
    await expect(
      canvasElement.ownerDocument.head.querySelector('link[rel="canonical"]'),
    ).toHaveAttribute('href', expect.stringMatching(/^\/en\//));
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
