import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from 'content-delivery-react';
import { type ComponentProps, useEffect, useState } from 'react';
import { useArgs } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  parameters: { content: { withoutProvider: true } },
  args: { page: 5, pageSize: 10, totalCount: 200 },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pagination whose page follows `page` (the story's arg) and reports each change with
 * `onArgChange`. It keeps the page itself too, so it also pages where nothing stores the arg
 * (the story run as a test, outside the Storybook UI).
 */
function PaginationBoundToArg({
  onArgChange,
  ...props
}: ComponentProps<typeof Pagination> & { onArgChange: (page: number) => void }) {
  const [page, setPage] = useState(props.page);
  useEffect(() => setPage(props.page), [props.page]);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        onArgChange(next);
      }}
    />
  );
}

/**
 * Buttons, controlled by the story's `page` arg: a click updates the arg, so the Controls
 * panel and the highlighted page always agree, and setting the control moves the highlight.
 */
export const Buttons: Story = {
  render: function ControlledByArgs(args) {
    const [, updateArgs] = useArgs<{ page: number }>();
    return <PaginationBoundToArg {...args} onArgChange={(page) => updateArgs({ page })} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 20' }));
    await waitFor(() =>
      expect(
        canvasElement.querySelector('.cdr-pagination-next [aria-disabled="true"]'),
      ).not.toBeNull(),
    );
  },
};

export const Links: Story = {
  args: { getPageHref: (page: number) => `?page=${page}` },
};

export const FirstPage: Story = { args: { page: 1, onPageChange: () => {} } };
export const LastPage: Story = { args: { page: 20, onPageChange: () => {} } };
export const FewPages: Story = { args: { page: 2, totalCount: 35, onPageChange: () => {} } };

/** On an Arabic page (`dir="rtl"`), the pages run right to left: "Next" sits on the left. */
export const RightToLeft: Story = {
  args: { onPageChange: () => {} },
  render: (args) => (
    <div lang="ar" dir="rtl">
      <Pagination {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous' }).getBoundingClientRect();
    const next = canvas.getByRole('button', { name: 'Next' }).getBoundingClientRect();
    await expect(next.right).toBeLessThan(previous.left);
  },
};

/** Dark theme: the current page is painted in the dark theme's accent. */
export const Dark: Story = {
  args: { onPageChange: () => {} },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('button', { name: 'Page 5' });
    await expect(getComputedStyle(current).backgroundColor).toBe('rgb(122, 167, 255)');
  },
};
