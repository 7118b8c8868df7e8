// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Category, CategoryNav, LanguageSwitcher } from 'content-delivery-react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, demoItem, mockClient, wrapperFor } from './setup.js';

describe('CategoryNav', () => {
  it('lists categories localized for a language, the active one marked', async () => {
    const { client } = mockClient();
    const { container } = render(
      <CategoryNav lang="de" activeCategoryId="hiking" showDescriptions />,
      {
        wrapper: wrapperFor(client),
      },
    );
    await waitFor(() => expect(container.querySelectorAll('.cdr-category')).toHaveLength(6));
    const active = container.querySelector('[aria-current="page"]');
    expect(active?.getAttribute('href')).toBe('/c/hiking');
    expect(active?.textContent).toBe('Wandern');
    // The magazine's six categories, in German; the sanitizer's demo category is not among them.
    expect(Array.from(container.querySelectorAll('.cdr-category a'), (a) => a.textContent)).toEqual(
      ['Wandern', 'Camping', 'Klettern', 'Trailrunning', 'Ausrüstungspflege', 'Nachhaltigkeit'],
    );
    expect(container.querySelector('nav')?.getAttribute('lang')).toBe('de');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is right-to-left for Arabic and calls onSelect with buttons', async () => {
    const { client } = mockClient();
    const onSelect = vi.fn();
    const { container } = render(<CategoryNav lang="ar" onSelect={onSelect} />, {
      wrapper: wrapperFor(client),
    });
    await waitFor(() => expect(container.querySelectorAll('button')).toHaveLength(6));
    expect(container.querySelector('nav')?.getAttribute('dir')).toBe('rtl');
    fireEvent.click(container.querySelectorAll('button')[0] as Element);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: expect.any(String) }));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an error with Retry when the categories fail', async () => {
    const { client, failing } = mockClient();
    failing.on = true;
    const { container } = render(<CategoryNav />, { wrapper: wrapperFor(client) });
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('CategoryNav with given categories', () => {
  const categories: Category[] = [
    {
      ...{ id: 'news', name: 'News', slug: 'news', description: null },
      // A key that a missing language would read if it were looked up as `undefined`.
      translations: { undefined: { name: 'Undefined', description: null } },
      createdAt: null,
      updatedAt: null,
    },
  ];

  it('is ready, not busy and not stale, with the default name when no lang is given', () => {
    const { container } = render(<CategoryNav categories={categories} />);
    const nav = container.querySelector('nav');
    expect(nav?.getAttribute('data-state')).toBe('ready');
    expect(nav?.getAttribute('aria-busy')).toBe('false');
    expect(nav?.hasAttribute('data-stale')).toBe(false);
    expect(container.querySelector('.cdr-category a')?.textContent).toBe('News');
  });

  it('shows a category whose link cannot be made, and nothing to call, as plain text', () => {
    const { container } = render(
      <CategoryNav
        categories={categories}
        getCategoryHref={() => undefined}
        activeCategoryId="news"
      />,
    );
    const entry = container.querySelector('.cdr-category')?.firstElementChild;
    expect(entry?.tagName).toBe('SPAN');
    expect(entry?.textContent).toBe('News');
    expect(entry?.getAttribute('aria-current')).toBe('page');
    expect(container.querySelector('a, button')).toBeNull();
  });
});

describe('LanguageSwitcher', () => {
  it("offers only the item's existing variants, native names, lang and hreflang, the original marked", async () => {
    const item = await demoItem(
      (entry) => entry.language === 'de' && !entry.isSourceLanguageDocument,
    );
    const { client } = mockClient();
    const { container } = render(<LanguageSwitcher item={item} />, { wrapper: wrapperFor(client) });
    await waitFor(() =>
      expect(container.querySelector('nav')?.getAttribute('aria-busy')).toBe('false'),
    );
    const links = Array.from(container.querySelectorAll('a'));
    // The demo item exists in three languages: three links, the current one marked.
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('lang')).toBe(link.getAttribute('hreflang'));
    }
    const current = container.querySelector('[aria-current="page"]');
    expect(current?.getAttribute('lang')).toBe('de');
    expect(current?.textContent).toContain('Deutsch');
    expect(container.querySelector('[data-source] .cdr-language-source')?.textContent).toBe(
      ' (original)',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches between plain languages with onChange, and needs no provider for that', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <LanguageSwitcher languages={['en', 'de', 'ar']} value="en" onChange={onChange} />,
    );
    const arabic = screen.getByRole('button', { name: 'العربية' });
    expect(arabic.getAttribute('lang')).toBe('ar');
    fireEvent.click(arabic);
    expect(onChange).toHaveBeenCalledWith('ar', undefined);
    expect(await axeViolations(container)).toEqual([]);
  });
});
