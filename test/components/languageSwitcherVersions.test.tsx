// @vitest-environment jsdom
// Which versions the client LanguageSwitcher offers when it is given `variants` (no provider, no
// request): one per language of the item's translation group, in language order, whatever order
// and duplicates the caller passes; and that its own settings props reach the markup.
import { render } from '@testing-library/react';
import { type ContentItem, LanguageSwitcher } from 'content-delivery-react';
import type { AnchorHTMLAttributes } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { demoItem } from './setup.js';

const germanTranslation = () =>
  demoItem((entry) => entry.language === 'de' && !entry.isSourceLanguageDocument);

/** A version of `item` in `language` under `id` (its slug is the id, so links tell them apart). */
const version = (item: ContentItem, language: string, id: string): ContentItem => ({
  ...item,
  id,
  slug: id,
  language,
  isSourceLanguageDocument: false,
});

/** Each offered option: its language and where it links. */
function offered(container: HTMLElement) {
  return Array.from(container.querySelectorAll('.cdr-language a'), (link) => [
    link.getAttribute('lang'),
    link.getAttribute('href'),
  ]);
}

describe('LanguageSwitcher with given variants', () => {
  it('offers the versions in language order, not in the order they were given', async () => {
    const item = await germanTranslation();
    const variants = [version(item, 'fr', 'fr-1'), version(item, 'en', 'en-1')];
    const { container } = render(
      <LanguageSwitcher item={item} variants={[...variants, version(item, 'ar', 'ar-1')]} />,
    );
    expect(offered(container).map(([language]) => language)).toEqual(['ar', 'de', 'en', 'fr']);
  });

  it('keeps the item for its own language and the first version of every other one', async () => {
    const item = await germanTranslation();
    const { container } = render(
      <LanguageSwitcher
        item={item}
        variants={[
          version(item, 'fr', 'fr-first'),
          version(item, 'de', 'de-twin'),
          version(item, 'fr', 'fr-second'),
        ]}
      />,
    );
    expect(offered(container)).toEqual([
      ['de', `/de/${item.slug}`],
      ['fr', '/fr/fr-first'],
    ]);
  });

  it('leaves out versions of another translation group, even in a language not offered yet', async () => {
    const item = await germanTranslation();
    const otherArticle = { ...version(item, 'it', 'other'), translationGroupId: 'another-group' };
    const { container } = render(
      <LanguageSwitcher item={item} variants={[otherArticle, version(item, 'en', 'en-1')]} />,
    );
    expect(offered(container).map(([language]) => language)).toEqual(['de', 'en']);
  });

  it('marks the current version\'s list item data-active=""', async () => {
    const item = await germanTranslation();
    const { container } = render(
      <LanguageSwitcher item={item} variants={[version(item, 'en', 'en-1')]} />,
    );
    const active = container.querySelectorAll('[data-active]');
    expect(active).toHaveLength(1);
    expect(active[0]?.getAttribute('data-active')).toBe('');
    expect(active[0]?.querySelector('a')?.getAttribute('lang')).toBe('de');
  });

  it('renders with its own labels, routes and link component', async () => {
    const item = await germanTranslation();
    function RouterLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
      return <a data-router="" {...props} />;
    }
    const { container } = render(
      <LanguageSwitcher
        item={item}
        variants={[version(item, 'en', 'en-1')]}
        labels={{ languages: 'Sprachen' }}
        routes={{ getItemHref: (entry) => `/read/${entry.id}` }}
        linkComponent={RouterLink}
      />,
    );
    expect(container.querySelector('nav')?.getAttribute('aria-label')).toBe('Sprachen');
    expect(offered(container)).toEqual([
      ['de', `/read/${item.id}`],
      ['en', '/read/en-1'],
    ]);
    expect(container.querySelectorAll('a[data-router]')).toHaveLength(2);
  });
});

describe('LanguageSwitcher with neither an item nor languages', () => {
  it('renders nothing and asks getLanguageHref for no link', () => {
    const getLanguageHref = vi.fn((language: string) => `/${language}/`);
    const { container } = render(<LanguageSwitcher getLanguageHref={getLanguageHref} />);
    expect(container.innerHTML).toBe('');
    expect(getLanguageHref).not.toHaveBeenCalled();
  });
});
