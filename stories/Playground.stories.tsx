import type { Meta, StoryObj } from '@storybook/react-vite';
import { CategoryNav, ContentList } from 'content-delivery-react';
import { demoDataset } from './demo.js';

interface PlaygroundArgs {
  brandId: string;
  filter: 'category' | 'language' | 'tag';
  categoryId: string;
  lang: string;
  tag: string;
  pageSize: number;
  variant: 'pages' | 'load-more' | 'infinite';
  /** Category and tag lists: one item per translation group, in `lang` where it exists. */
  inReaderLanguage: boolean;
}

const brands = demoDataset.brands.map((brand) => brand.id);
const categories = [
  ...new Set(
    demoDataset.brands.flatMap((brand) => brand.categories.map((category) => category.id)),
  ),
];
const tags = [
  ...new Set(demoDataset.brands.flatMap((brand) => brand.items.flatMap((item) => item.tags))),
].sort();

/** A tag as a heading, as a site would write it: "gear" → "Gear", "how-to" → "How-to". */
function tagHeading(tag: string): string {
  return tag.charAt(0).toUpperCase() + tag.slice(1);
}

/** A language list's heading: the language's own name ("Deutsch", "العربية"). */
function languageHeading(lang: string): string {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Pick a brand, a category, language or tag, the page size and the paging variant. */
function Playground({
  brandId,
  filter,
  categoryId,
  lang,
  tag,
  pageSize,
  variant,
  inReaderLanguage,
}: PlaygroundArgs) {
  const preferredLanguages = inReaderLanguage ? [lang] : undefined;
  // A category list without `heading` is headed by the category's localized name.
  const source =
    filter === 'category'
      ? { categoryId, preferredLanguages }
      : filter === 'language'
        ? { lang, heading: languageHeading(lang) }
        : { tag, preferredLanguages, heading: tagHeading(tag) };
  return (
    <>
      <CategoryNav
        brandId={brandId}
        lang={lang}
        activeCategoryId={filter === 'category' ? categoryId : undefined}
        onSelect={() => {}}
      />
      <ContentList
        key={`${brandId}-${variant}`}
        brandId={brandId}
        {...source}
        pageSize={pageSize}
        variant={variant}
      />
    </>
  );
}

const meta = {
  title: 'Playground',
  component: Playground,
  tags: ['!autodocs'],
  args: {
    brandId: 'acme-outdoor',
    filter: 'category',
    categoryId: 'hiking',
    lang: 'en',
    tag: 'gear',
    pageSize: 6,
    variant: 'pages',
    // One language on screen by default; switch off to see every version the service lists.
    inReaderLanguage: true,
  },
  argTypes: {
    brandId: { control: 'select', options: brands },
    filter: { control: 'inline-radio', options: ['category', 'language', 'tag'] },
    categoryId: { control: 'select', options: categories },
    lang: { control: 'select', options: ['en', 'de', 'fr', 'ar'] },
    tag: { control: 'select', options: tags },
    pageSize: { control: { type: 'range', min: 1, max: 24 } },
    variant: { control: 'inline-radio', options: ['pages', 'load-more', 'infinite'] },
    inReaderLanguage: { control: 'boolean' },
  },
} satisfies Meta<typeof Playground>;

export default meta;
export const Explore: StoryObj<typeof meta> = {};
