import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ContentBody,
  type ContentItem,
  type ContentLabels,
  ContentToc,
  textDirection,
} from 'content-delivery-react';
import { expect, waitFor, within } from 'storybook/test';
import { findLongestDemoItem } from './demo.js';
import './tocLayout.css';

type Loaded = { item: ContentItem };

/** The longest demo article with subsections in `language` (for English, the long guide). */
const longestIn = (language: string) => [
  async () => ({
    item: await findLongestDemoItem(
      (item) => item.language === language && item.content.includes('<h3'),
    ),
  }),
];

/**
 * A table of contents beside the body it links into, as a documentation page lays it out: on a
 * wide screen a sticky aside at the inline end of the article, on a narrow one above it.
 */
function TocLayout({
  item,
  trackActive,
  labels,
}: {
  item: ContentItem;
  trackActive: boolean;
  labels?: Partial<ContentLabels> | undefined;
}) {
  return (
    <article className="story-toc-layout" lang={item.language} dir={textDirection(item.language)}>
      <aside className="story-toc-aside">
        <ContentToc html={item.content} trackActive={trackActive} labels={labels} />
      </aside>
      <div className="story-toc-main cdr-article">
        <h1 className="cdr-article-title">{item.title}</h1>
        <ContentBody
          html={item.content}
          headingLevel={2}
          headingAnchors={{ selfLink: true }}
          labels={labels}
        />
      </div>
    </article>
  );
}

const meta = {
  title: 'Components/ContentToc',
  component: ContentToc,
  parameters: { content: { withoutProvider: true } },
  args: { trackActive: true },
  loaders: longestIn('en'),
  render: (args, { loaded }) => (
    <TocLayout
      item={(loaded as Loaded).item}
      trackActive={args.trackActive === true}
      labels={args.labels}
    />
  ),
} satisfies Meta<typeof ContentToc>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every link of the table of contents reaches a heading of the body. */
async function expectLinksReachHeadings(canvasElement: HTMLElement) {
  const links = Array.from(canvasElement.querySelectorAll<HTMLAnchorElement>('.cdr-toc a'));
  await expect(links.length).toBeGreaterThan(2);
  for (const link of links) {
    const id = decodeURIComponent(link.hash.slice(1));
    await expect(canvasElement.ownerDocument.getElementById(id)?.localName).toMatch(/^h[1-6]$/);
  }
}

/** The long English guide: nested sections, section links, the section being read marked. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectLinksReachHeadings(canvasElement);
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { name: '3. Food and water' });
    heading.scrollIntoView({ block: 'start' });
    const link = within(canvas.getByRole('navigation', { name: 'On this page' })).getByRole(
      'link',
      { name: '3. Food and water' },
    );
    await waitFor(() => expect(link.getAttribute('aria-current')).toBe('location'));
    await expect(
      canvas.getByRole('link', { name: 'Link to this section: 3. Food and water' }),
    ).toBeVisible();
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** German headings keep their umlauts in the ids (`#section-schritt-für-schritt`). */
export const German: Story = {
  loaders: longestIn('de'),
  play: async ({ canvasElement }) => {
    await expectLinksReachHeadings(canvasElement);
  },
};

/** The texts of an Arabic interface (`labels`), for the stories of Arabic articles. */
const arabicLabels: Partial<ContentLabels> = {
  tableOfContents: 'في هذه الصفحة',
  sectionLink: 'رابط إلى هذا القسم: {heading}',
};

/**
 * Arabic, right to left, with an Arabic interface's labels: the list indents from the right,
 * section links sit at the left.
 */
export const RightToLeft: Story = {
  args: { labels: arabicLabels },
  loaders: longestIn('ar'),
  play: async ({ canvasElement }) => {
    await expectLinksReachHeadings(canvasElement);
    await expect(
      canvasElement.querySelector('.cdr-toc')?.closest('[dir]')?.getAttribute('dir'),
    ).toBe('rtl');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkRightToLeft: Story = {
  args: { labels: arabicLabels },
  loaders: longestIn('ar'),
  globals: { theme: 'dark' },
};

/** Without `trackActive`, nothing is observed: a plain list of links. */
export const WithoutActiveTracking: Story = { args: { trackActive: false } };

/** A body without headings: the table of contents renders nothing. */
export const NoHeadings: Story = {
  render: () => <ContentToc html="<p>A short note without sections.</p>" />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cdr-toc')).toBeNull();
  },
};
