import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentArticle, type ContentItem, LanguageSwitcher } from 'content-delivery-react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { findDemoItem, findItemWithVariants } from './demo.js';

type Loaded = { item: ContentItem };

const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const fourLanguages = [
  async () => ({
    item: await findItemWithVariants('en', 4),
  }),
];

/**
 * Switching shows the other version of the article, in place. The switcher hands over the
 * version's indexed fields (no body): the article shown is the demo item with its id.
 */
function ArticleWithSwitcher({ item }: { item: ContentItem }) {
  const [shown, setShown] = useState(item);
  return (
    <>
      <LanguageSwitcher
        item={shown}
        onChange={(_language, variant) => {
          if (variant !== undefined) {
            void findDemoItem((candidate) => candidate.id === variant.id).then(setShown);
          }
        }}
      />
      <ContentArticle item={shown} showTags={false} />
    </>
  );
}

export const SwitchBetweenVariants: Story = {
  loaders: fourLanguages,
  render: (_args, { loaded }) => <ArticleWithSwitcher item={(loaded as Loaded).item} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deutsch = await canvas.findByRole('button', { name: /Deutsch/ });
    await userEvent.click(deutsch);
    await waitFor(() =>
      expect(canvasElement.querySelector('article')?.getAttribute('lang')).toBe('de'),
    );
    await userEvent.click(await canvas.findByRole('button', { name: /العربية/ }));
    await waitFor(() =>
      expect(canvasElement.querySelector('article')?.getAttribute('dir')).toBe('rtl'),
    );
  },
};

export const AsLinks: Story = {
  loaders: fourLanguages,
  render: (_args, { loaded }) => <LanguageSwitcher item={(loaded as Loaded).item} />,
};

export const LanguageList: Story = {
  parameters: { content: { withoutProvider: true } },
  render: () => {
    const [value, setValue] = useState('en');
    return (
      <LanguageSwitcher languages={['en', 'de', 'fr', 'ar']} value={value} onChange={setValue} />
    );
  },
};

/** The switcher of an Arabic article, on an Arabic page: the languages run right to left. */
export const RightToLeft: Story = {
  loaders: [async () => ({ item: await findItemWithVariants('ar', 4) })],
  render: (_args, { loaded }) => (
    <div lang="ar" dir="rtl">
      <LanguageSwitcher item={(loaded as Loaded).item} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[hreflang]')).toHaveLength(4));
    const [first, second] = [...canvasElement.querySelectorAll('[hreflang]')].map((link) =>
      link.getBoundingClientRect(),
    );
    await expect(first && second && second.right < first.left).toBe(true);
  },
};

/** Dark theme: the language links in the dark theme's accent. */
export const Dark: Story = {
  loaders: fourLanguages,
  globals: { theme: 'dark' },
  render: (_args, { loaded }) => <LanguageSwitcher item={(loaded as Loaded).item} />,
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Deutsch' });
    await expect(getComputedStyle(link).color).toBe('rgb(122, 167, 255)');
  },
};
