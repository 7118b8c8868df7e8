import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  type ContentItem,
  ContentSeo,
  type ContentSeoProps,
  getContentSeo,
} from 'content-delivery-react';
import type { ComponentType } from 'react';
import { expect, waitFor } from 'storybook/test';
import { findDemoItem } from './demo.js';

type Loaded = { item: ContentItem };
type Args = Omit<ContentSeoProps, 'item'>;

/** What ContentSeo puts into <head>, shown as a table (React 19 hoists the real tags). */
function SeoPreview({ item }: { item: ContentItem }) {
  const seo = getContentSeo(item, { siteUrl: 'https://www.example.com', siteName: 'Acme Outdoor' });
  return (
    <>
      <ContentSeo item={item} siteUrl="https://www.example.com" siteName="Acme Outdoor" />
      <table>
        <caption>Head tags for “{item.title}”</caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>title</td>
            <td>{seo.title}</td>
          </tr>
          <tr>
            <td>canonical</td>
            <td>{seo.canonical}</td>
          </tr>
          {seo.meta.map((tag, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: repeated tags share names.
            <tr key={index}>
              <td>{'name' in tag ? tag.name : tag.property}</td>
              <td>{tag.content}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <pre>{JSON.stringify(seo.jsonLd, null, 2)}</pre>
    </>
  );
}

const meta = {
  title: 'Components/ContentSeo',
  component: ContentSeo as unknown as ComponentType<Args>,
  parameters: { content: { withoutProvider: true } },
  render: (_args, { loaded }) => <SeoPreview item={(loaded as Loaded).item} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  loaders: [
    async () => ({
      item: await findDemoItem((item) => item.metaTitle !== null && item.imageUrl !== null),
    }),
  ],
};

export const DraftIsNoindex: Story = {
  loaders: [async () => ({ item: await findDemoItem((item) => item.status === 'Draft') })],
};

/** An Arabic article: `og:locale` and the JSON-LD `inLanguage` say `ar`. */
export const Arabic: Story = {
  loaders: [
    async () => ({
      item: await findDemoItem((item) => item.language === 'ar' && item.status === 'Published'),
    }),
  ],
  play: async () => {
    await waitFor(() =>
      expect(
        document.head.querySelector('meta[property="og:locale"][content="ar"]'),
      ).not.toBeNull(),
    );
  },
};
