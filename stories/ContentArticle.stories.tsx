import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ContentArticle,
  type ContentArticleProps,
  type ContentItem,
  ContentToc,
  textDirection,
} from 'content-delivery-react';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import { findDemoItem } from './demo.js';
import './tocLayout.css';

type Loaded = { item: ContentItem };
/** The item comes from a loader, so it is not an arg. */
type Args = Omit<ContentArticleProps, 'item'>;

const meta = {
  title: 'Components/ContentArticle',
  component: ContentArticle as unknown as ComponentType<Args>,
  parameters: { content: { withoutProvider: true } },
  args: { headingLevel: 1, showTags: true },
  render: (args, { loaded }) => <ContentArticle {...args} item={(loaded as Loaded).item} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const withItem = (predicate: (item: ContentItem) => boolean) => [
  async () => ({ item: await findDemoItem(predicate) }),
];

export const Published: Story = {
  loaders: withItem(
    (item) =>
      item.language === 'en' &&
      item.status === 'Published' &&
      item.imageUrl !== null &&
      !item.tags.includes('security-demo'),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.querySelector('time')).not.toBeNull();
  },
};

export const LongArticle: Story = {
  loaders: withItem((item) => item.language === 'en' && item.content.length > 15_000),
};

export const RightToLeft: Story = {
  loaders: withItem((item) => item.language === 'ar' && item.status === 'Published'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')?.getAttribute('dir')).toBe('rtl');
  },
};

export const Draft: Story = {
  loaders: withItem((item) => item.status === 'Draft'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Draft')).toBeVisible();
  },
};

export const Archived: Story = {
  loaders: withItem((item) => item.status === 'Archived'),
};

export const HostileContent: Story = {
  loaders: withItem((item) => item.title.startsWith('Security demo: script')),
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('script, iframe, form, [onerror], [onload]'),
    ).toBeNull();
  },
};

export const Dark: Story = {
  loaders: withItem(
    (item) => item.language === 'de' && item.status === 'Published' && item.imageUrl !== null,
  ),
  globals: { theme: 'dark' },
};

const tocArgs: Args = { headingAnchors: { selfLink: true }, showReadingTime: true };

/**
 * A `ContentToc` beside the article, as an app composes them: the article has no table of
 * contents of its own (apps that show none do not bundle one). On a wide screen the table of
 * contents is a sticky aside at the article's inline end, on a narrow one it comes first
 * (`tocLayout.css`). The wrapper gives the TOC the item's language and direction, which the
 * article sets only on itself.
 */
const withToc: Story['render'] = (args, { loaded }) => {
  const { item } = loaded as Loaded;
  return (
    <div className="story-toc-layout" lang={item.language} dir={textDirection(item.language)}>
      <aside className="story-toc-aside">
        <ContentToc html={item.content} trackActive labels={args.labels} />
      </aside>
      <ContentArticle {...args} item={item} className="story-toc-main" />
    </div>
  );
};
const longGuide = withItem((item) => item.language === 'en' && item.content.length > 15_000);
const arabicWithSubsections = withItem(
  (item) => item.language === 'ar' && item.status === 'Published' && item.content.includes('<h3'),
);

/** The long guide beside a `ContentToc`, with section links and the reading time. */
export const WithTableOfContents: Story = {
  args: tocArgs,
  render: withToc,
  loaders: longGuide,
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    const href = within(toc).getAllByRole('link')[0]?.getAttribute('href') ?? '';
    await expect(
      canvasElement.ownerDocument.getElementById(decodeURIComponent(href.slice(1))),
    ).not.toBeNull();
    await expect(canvasElement.querySelector('.cdr-article-reading-time')?.textContent).toMatch(
      /^\d+ min read$/,
    );
  },
};

export const WithTableOfContentsDark: Story = {
  args: tocArgs,
  render: withToc,
  loaders: longGuide,
  globals: { theme: 'dark' },
};

/** The texts of an Arabic interface (`labels`), for Arabic articles. */
const arabicArgs: Args = {
  ...tocArgs,
  labels: {
    tableOfContents: 'في هذه الصفحة',
    sectionLink: 'رابط إلى هذا القسم: {heading}',
    readingTime: 'مدة القراءة: {duration}',
  },
};

/** Arabic, with an Arabic interface's labels: table of contents and section links right to left. */
export const WithTableOfContentsRightToLeft: Story = {
  args: arabicArgs,
  render: withToc,
  loaders: arabicWithSubsections,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    await expect(canvasElement.querySelector('.cdr-toc a')?.getAttribute('href')).toMatch(
      /^#section-\p{Script=Arabic}/u,
    );
    await expect(canvasElement.querySelector('.cdr-article-reading-time')?.textContent).toMatch(
      /^مدة القراءة: .+ د$/,
    );
  },
};

export const WithTableOfContentsRightToLeftDark: Story = {
  args: arabicArgs,
  render: withToc,
  loaders: arabicWithSubsections,
  globals: { theme: 'dark' },
};
