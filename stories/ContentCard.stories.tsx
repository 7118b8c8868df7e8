import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCard, type ContentCardProps, type ContentItem } from 'content-delivery-react';
import type { ComponentType } from 'react';
import { expect, waitFor } from 'storybook/test';
import { findDemoItem } from './demo.js';

type Loaded = { item: ContentItem };
/** The item comes from a loader, so it is not an arg. */
type Args = Omit<ContentCardProps, 'item'>;

const meta = {
  title: 'Components/ContentCard',
  component: ContentCard as unknown as ComponentType<Args>,
  parameters: { content: { withoutProvider: true } },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  render: (args, { loaded }) => <ContentCard {...args} item={(loaded as Loaded).item} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const withItem = (predicate: (item: ContentItem) => boolean) => [
  async () => ({ item: await findDemoItem(predicate) }),
];

export const Default: Story = {
  loaders: withItem(
    (item) => item.language === 'en' && item.imageUrl !== null && item.status === 'Published',
  ),
  // The picture is a demo image the mock serves (through MSW here): it loads, not a broken icon.
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img.cdr-card-image');
    await expect(image?.getAttribute('src')).toMatch(
      /\/demo-images\/acme-outdoor\/[a-z0-9-]+\.svg$/,
    );
    await waitFor(() =>
      expect(image instanceof HTMLImageElement && image.naturalWidth > 0).toBe(true),
    );
  },
};
export const WithoutImage: Story = { loaders: withItem((item) => item.imageUrl === null) };
export const Draft: Story = { loaders: withItem((item) => item.status === 'Draft') };
/** Arabic: `lang="ar"`, `dir="rtl"`, the title in Arabic and set from the right edge. */
export const RightToLeft: Story = {
  loaders: withItem((item) => item.language === 'ar'),
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.cdr-card');
    await expect(card?.getAttribute('lang')).toBe('ar');
    await expect(card?.getAttribute('dir')).toBe('rtl');
    const title = canvasElement.querySelector('.cdr-card-title');
    await expect(title?.textContent).toMatch(/[\u0600-\u06FF]/);
    if (title === null) return;
    // The title's last line ends at the left when it is short; its first line starts at the right.
    const range = document.createRange();
    range.selectNodeContents(title);
    const firstLine = range.getClientRects()[0];
    await expect(firstLine?.right).toBeCloseTo(title.getBoundingClientRect().right, 0);
  },
};

/** `showReadingTime`: the minutes in the card's meta line, formatted in the item's language. */
export const ReadingTime: Story = {
  args: { showReadingTime: true },
  loaders: withItem(
    (item) => item.language === 'de' && item.imageUrl !== null && item.status === 'Published',
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cdr-card-reading-time')?.textContent).toMatch(
      /^\d+ Min\. read$/,
    );
  },
};
export const ReadingTimeDark: Story = { ...ReadingTime, globals: { theme: 'dark' } };
/** Arabic, with an Arabic interface's label. */
export const ReadingTimeRightToLeft: Story = {
  args: { showReadingTime: true, labels: { readingTime: 'مدة القراءة: {duration}' } },
  loaders: withItem((item) => item.language === 'ar' && item.status === 'Published'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('article')?.getAttribute('dir')).toBe('rtl');
    await expect(canvasElement.querySelector('.cdr-card-reading-time')).not.toBeNull();
  },
};
export const ReadingTimeRightToLeftDark: Story = {
  ...ReadingTimeRightToLeft,
  globals: { theme: 'dark' },
};
