// @vitest-environment jsdom
// Network efficiency as a user's network panel would show it: requests counted at
// the client's fetch, with the look-ahead and the variant search included.
import { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { ContentList, LanguageSwitcher } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';
import { demoBrand, demoItem, mockClient, wrapperFor } from './setup.js';

describe('requests', () => {
  it('five lists showing the same data make one request', async () => {
    const { client, failing } = mockClient();
    const queryClient = new QueryClient();
    const Wrapper = wrapperFor(client, {}, queryClient);
    // 100 a page holds all of a language's items, so there is no next page to look ahead to.
    const { container } = render(
      <Wrapper>
        {[1, 2, 3, 4, 5].map((key) => (
          <ContentList key={key} lang="ar" pageSize={100} />
        ))}
      </Wrapper>,
    );
    await waitFor(() => expect(container.querySelectorAll('.cdr-list-items')).toHaveLength(5));
    const cards = container.querySelectorAll('.cdr-list-items')[0]?.children.length ?? 0;
    // All 12 Arabic demo items fit on the one page.
    expect(cards).toBe(12);
    // Every effect has run: a stray request would be in flight now.
    expect(queryClient.isFetching()).toBe(0);
    expect(failing.requests).toBe(1);
  });

  it('LanguageSwitcher finds the 4 variants of a recent item in 4 requests (bound: 16)', async () => {
    const languagesOf = new Map<string, Set<string>>();
    for (const entry of demoBrand?.items ?? []) {
      const group = languagesOf.get(entry.translationGroupId) ?? new Set();
      languagesOf.set(entry.translationGroupId, group.add(entry.language));
    }
    const group = [...languagesOf].find(([, languages]) => languages.size === 4)?.[0];
    const item = await demoItem(
      (entry) => entry.translationGroupId === group && entry.language === 'en',
    );
    const { client, failing } = mockClient();
    const queryClient = new QueryClient();
    const { container } = render(<LanguageSwitcher item={item} />, {
      wrapper: wrapperFor(client, {}, queryClient),
    });
    await waitFor(() =>
      expect(container.querySelector('nav')?.getAttribute('aria-busy')).toBe('false'),
    );
    const languages = Array.from(container.querySelectorAll('[lang]'), (node) =>
      node.getAttribute('lang'),
    );
    expect(new Set(languages)).toEqual(new Set(['ar', 'de', 'en', 'fr']));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    // Categories (for the brand's languages), then one list page per other language.
    expect(failing.requests).toBe(4);
    expect(failing.requests).toBeLessThanOrEqual(1 + (4 - 1) * 5);
  });
});
