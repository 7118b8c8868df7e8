import type { Meta, StoryObj } from '@storybook/react-vite';
import { TagList } from 'content-delivery-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/TagList',
  component: TagList,
  parameters: { content: { withoutProvider: true } },
  args: { tags: ['gear', 'how-to', 'leave no trace', 'beginner'] },
} satisfies Meta<typeof TagList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = { args: { activeTag: 'how-to' } };

export const Buttons: Story = {
  render: (args) => {
    const [active, setActive] = useState<string | undefined>();
    return <TagList {...args} activeTag={active} onSelect={setActive} />;
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'gear' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On an Arabic page (`dir="rtl"`), the tags run right to left: the first tag is rightmost. */
export const RightToLeft: Story = {
  args: { tags: ['معدات', 'إرشادات', 'تخييم'], activeTag: 'إرشادات' },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <TagList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('link', { name: 'معدات' }).getBoundingClientRect();
    const second = canvas.getByRole('link', { name: 'إرشادات' }).getBoundingClientRect();
    await expect(second.right).toBeLessThan(first.left);
  },
};

/** Dark theme: tag links in the dark theme's accent. */
export const Dark: Story = {
  args: { activeTag: 'how-to' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'gear' });
    await expect(getComputedStyle(link).color).toBe('rgb(122, 167, 255)');
  },
};
