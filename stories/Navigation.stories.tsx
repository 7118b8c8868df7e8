import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav } from 'content-delivery-react';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL } from './demo.js';

const meta = {
  title: 'Components/CategoryNav',
  component: CategoryNav,
  args: { activeCategoryId: 'hiking' },
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-category')).toHaveLength(6));
    await expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Hiking');
  },
};

export const German: Story = {
  args: { lang: 'de', showDescriptions: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[aria-current="page"]')).toHaveTextContent('Wandern'),
    );
  },
};

export const ArabicRightToLeft: Story = { args: { lang: 'ar', showDescriptions: true } };

export const AsButtons: Story = { args: { onSelect: () => {} } };

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`${DEMO_BASE_URL}/api/v1/content/brands/:brandId/categories`, () =>
        HttpResponse.json({ title: 'Unknown brand', status: 404 }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};
