import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav, ContentList } from 'content-delivery-react';
import { createMockFetch } from 'content-delivery-react/mock';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_BASE_URL, securityDemoDataset } from './demo.js';
import { answerEndpoint, neverAnswer, problem, scenarioParameters } from './scenarios.js';

const meta = {
  title: 'Components/CategoryNav',
  component: CategoryNav,
  args: { activeCategoryId: 'hiking' },
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo magazine's six categories, Hiking current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-category')).toHaveLength(6));
    await expect(within(canvasElement).queryByRole('link', { name: 'Security demo' })).toBeNull();
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

/** Arabic with descriptions: names and descriptions in Arabic, the first category rightmost. */
export const ArabicRightToLeft: Story = {
  args: { lang: 'ar', showDescriptions: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-category')).toHaveLength(6));
    await expect(within(canvasElement).getByRole('navigation')).toHaveAttribute('dir', 'rtl');
    const arabic = /^[\u0600-\u06FF\s\p{P}]+$/u;
    const texts = (selector: string) =>
      Array.from(canvasElement.querySelectorAll(selector), (element) => element.textContent ?? '');
    const names = texts('.cdr-category a');
    await expect(names.filter((name) => !arabic.test(name))).toEqual([]);
    const descriptions = texts('.cdr-category-description');
    await expect(descriptions.length).toBeGreaterThan(0);
    await expect(descriptions.filter((text) => !/[\u0600-\u06FF]/.test(text))).toEqual([]);
    const [first, second] = Array.from(canvasElement.querySelectorAll('.cdr-category'), (item) =>
      item.getBoundingClientRect(),
    );
    await expect(second && first && second.right <= first.left).toBe(true);
  },
};

/** Client-side category navigation: the selected category becomes the current one. */
export const NavigateCategories: Story = {
  render: (args) => {
    const [active, setActive] = useState('hiking');
    return (
      <>
        <CategoryNav
          {...args}
          activeCategoryId={active}
          onSelect={(category) => setActive(category.id)}
        />
        {/* No heading prop: the list is headed by the category's name, localized like the nav. */}
        <ContentList
          key={active}
          categoryId={active}
          preferredLanguages={args.lang === undefined ? undefined : [args.lang]}
          pageSize={3}
        />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Camping' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Camping' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Camping' })).toBeVisible());
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(3));
  },
};

/** The mock with Acme's security demo: every request of this story answered in memory. */
const withSecurityDemo = createMockFetch({ baseUrl: DEMO_BASE_URL, dataset: securityDemoDataset });

/**
 * The sanitizer's demo: the mock lists its category only when asked (`createDemoDataset({
 * securityDemo: true })`), as this story does. One click on "Security demo" lists its articles of
 * hostile HTML; open one in Components/ContentArticle (HostileContent) to see what is removed.
 */
export const WithSecurityDemo: Story = {
  parameters: scenarioParameters(
    () => (request, signal) =>
      withSecurityDemo(request.url, { headers: request.headers, signal: signal ?? null }),
  ),
  render: (args) => {
    const [active, setActive] = useState('hiking');
    return (
      <>
        <CategoryNav
          {...args}
          activeCategoryId={active}
          onSelect={(category) => setActive(category.id)}
        />
        <ContentList key={active} categoryId={active} pageSize={4} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Security demo' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Security demo' })).toBeVisible(),
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(4));
  },
};

export const LoadError: Story = {
  parameters: scenarioParameters(answerEndpoint('categories', () => problem(404, 'Unknown brand'))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** A 401: the detail, and no Retry that cannot help. */
export const Unauthorized401: Story = {
  parameters: scenarioParameters(
    answerEndpoint('categories', () => problem(401, 'Unauthorized', 'The API key has expired.')),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The API key has expired.');
    await expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** While the categories load: the navigation is marked busy and shows no categories yet. */
export const Loading: Story = {
  parameters: scenarioParameters(
    answerEndpoint('categories', (_request, signal) => neverAnswer(signal)),
  ),
  play: async ({ canvasElement }) => {
    const nav = await within(canvasElement).findByRole('navigation');
    await expect(nav).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('.cdr-category')).toHaveLength(0);
  },
};

/** Arabic: the navigation says `dir="rtl"`, so the first category is rightmost. */
export const ArabicRightToLeftLayout: Story = {
  args: { lang: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-category')).toHaveLength(6));
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav).toHaveAttribute('dir', 'rtl');
    const [first, second] = [...canvasElement.querySelectorAll('.cdr-category')].map((category) =>
      category.getBoundingClientRect(),
    );
    await expect(second && first && second.right < first.left).toBe(true);
  },
};

/** Dark theme: the category links in the dark theme's accent. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const camping = await within(canvasElement).findByRole('link', { name: 'Camping' });
    await expect(getComputedStyle(camping).color).toBe('rgb(122, 167, 255)');
  },
};
