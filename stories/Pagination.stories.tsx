import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from 'content-delivery-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { content: { withoutProvider: true } },
  args: { page: 5, pageSize: 10, totalCount: 200 },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Controlled(props: { pageSize: number; totalCount: number; page: number }) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

export const Buttons: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await expect(
      canvasElement.querySelector('.cdr-pagination-next [aria-disabled="true"]'),
    ).not.toBeNull();
  },
};

export const Links: Story = {
  args: { getPageHref: (page: number) => `?page=${page}` },
};

export const FirstPage: Story = { args: { page: 1, onPageChange: () => {} } };
export const LastPage: Story = { args: { page: 20, onPageChange: () => {} } };
export const FewPages: Story = { args: { page: 2, totalCount: 35, onPageChange: () => {} } };
