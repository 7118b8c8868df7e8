// The server builds (src/rsc, what `content-delivery-react` is under the `react-server` condition)
// rendered in the browser: they are plain components with their data as props. ContentBody then
// sanitizes with the page's own DOMPurify (`currentSanitizer()`), as a server does with its DOM-free sanitizer.

import {
  ContentArticle,
  ContentBody,
  ContentCard,
  ContentListView,
  Pagination,
  TagList,
} from 'content-delivery-react?react-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ContentItem, PagedResult } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockFetch } from 'content-delivery-react/mock';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL, DEMO_BRAND, demoDataset, findDemoItem } from './demo.js';

type Loaded = { item: ContentItem; result: PagedResult<ContentItem> };

const client = createContentClient({
  // The Storybook base URL: its MSW handlers serve the images the list points at.
  baseUrl: DEMO_BASE_URL,
  fetch: createMockFetch({ dataset: demoDataset }),
});

const meta = {
  title: 'Server components',
  parameters: { content: { withoutProvider: true } },
  loaders: [
    async () => ({
      item: await findDemoItem(
        (item) => item.language === 'en' && item.status === 'Published' && item.tags.length > 1,
      ),
      result: await client.getContentByTag(DEMO_BRAND, 'gear', { page: 2, pageSize: 3 }),
    }),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedOf = (loaded: unknown) => loaded as Loaded;

/** The server `ContentArticle`: body sanitized where it renders, tags as links. */
export const Article: Story = {
  render: (_args, { loaded }) => (
    <ContentArticle
      item={loadedOf(loaded).item}
      headingAnchors={{ selfLink: true }}
      showReadingTime
    />
  ),
  play: async ({ canvasElement }) => {
    // The story's loader and the page's sanitizer may still be at work when play starts on a
    // loaded machine (CI once found no sanitized body yet): wait for it, with a generous bound.
    await waitFor(
      () => expect(canvasElement.querySelector('[data-state="sanitized"]')).not.toBeNull(),
      { timeout: 15_000 },
    );
    await expect(canvasElement.querySelector('[data-content-body]')).toBeNull();
  },
};

/** The server `ContentBody` with hostile HTML: the script and handler are gone. */
export const BodyWithHostileHtml: Story = {
  render: () => (
    <ContentBody
      html={
        '<h2>Packing list</h2><p>Tent<img src="x" alt="" onerror="alert(1)"><script>alert(1)</script></p><a href="javascript:alert(1)">click</a>'
      }
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Packing list' }),
    ).toBeVisible();
  },
};

export const Card: Story = {
  render: (_args, { loaded }) => (
    <div style={{ maxWidth: '22rem' }}>
      <ContentCard item={loadedOf(loaded).item} headingLevel={2} showReadingTime />
    </div>
  ),
};

export const Tags: Story = {
  render: (_args, { loaded }) => (
    <TagList tags={loadedOf(loaded).item.tags} activeTag={loadedOf(loaded).item.tags[0]} />
  ),
};

/** The server `Pagination`: links only (`getPageHref`). */
export const PageLinks: Story = {
  render: () => (
    <Pagination page={5} pageSize={10} totalCount={200} getPageHref={(page) => `?page=${page}`} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvasElement.querySelector('button')).toBeNull();
  },
};

/** `ContentListView`: page 2 of the tag `gear`, fetched by the page (here a loader). */
export const ListView: Story = {
  render: (_args, { loaded }) => (
    <ContentListView
      result={loadedOf(loaded).result}
      heading="Gear"
      getPageHref={(page) => `?page=${page}`}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.cdr-list-item')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A page beyond the last: the service answers no items, the list shows its empty state. */
export const ListViewBeyondTheLastPage: Story = {
  render: () => (
    <ContentListView
      result={{ page: 99, pageSize: 3, totalCount: 7, data: [] }}
      heading="Gear"
      getPageHref={(page) => `?page=${page}`}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No content yet.')).toBeVisible();
  },
};

/** `ContentListView` of Arabic articles on an Arabic page: each card says `dir="rtl"`. */
export const ListViewRightToLeft: Story = {
  loaders: [
    async () => ({ arabic: await client.getContentByLanguage(DEMO_BRAND, 'ar', { pageSize: 3 }) }),
  ],
  render: (_args, { loaded }) => (
    <div lang="ar" dir="rtl">
      <ContentListView
        result={(loaded as { arabic: PagedResult<ContentItem> }).arabic}
        heading="العربية"
        getPageHref={(page) => `?page=${page}`}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.cdr-card[lang="ar"][dir="rtl"]')).toHaveLength(3);
  },
};

/** `ContentListView` in the dark theme: the heading in the dark theme's text colour. */
export const ListViewDark: Story = {
  ...ListView,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Gear' });
    await expect(getComputedStyle(heading).color).toBe('rgb(232, 234, 238)');
  },
};
