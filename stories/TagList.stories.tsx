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
