import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentCard, type ContentCardProps, type ContentItem } from 'content-delivery-react';
import type { ComponentType } from 'react';
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
};
export const WithoutImage: Story = { loaders: withItem((item) => item.imageUrl === null) };
export const Draft: Story = { loaders: withItem((item) => item.status === 'Draft') };
export const RightToLeft: Story = { loaders: withItem((item) => item.language === 'ar') };
