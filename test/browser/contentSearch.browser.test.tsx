// <ContentSearch> in real Chromium, as a reader meets it: the landmark and field by their
// accessible names, typing with the keyboard (real key events through the browser), the live
// status, Tab into the results and Escape to clear, and an Arabic search laid out right to left.
// The proxy's search route is answered by searchContent over the mock, in the page.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { ContentDeliveryProvider, ContentSearch } from 'content-delivery-react';
import { createContentClient, type FetchFunction } from 'content-delivery-react/client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { proxyBase, serverSearch } from '../helpers/searchProxy.js';

/** The proxy's search route, answered in the page: every other request fails the test. */
const proxyFetch: FetchFunction = async (input) => {
  const url = new URL(String(input));
  if (!url.pathname.includes('/search/')) throw new Error(`unexpected request ${url}`);
  return Response.json(await serverSearch(url));
};

const client = createContentClient({
  baseUrl: proxyBase,
  brandIndex: 'proxy',
  retry: 0,
  fetch: proxyFetch,
});

function renderSearch(lang: string, labels?: Record<string, string>) {
  return render(
    <ContentDeliveryProvider client={client} brandId="acme-outdoor" labels={labels}>
      <ContentSearch lang={lang} debounceMs={50} />
      <a href="#after">after</a>
    </ContentDeliveryProvider>,
  );
}

/** Bounds a wait for the search to answer on a loaded machine (not a timing check). */
const answered = { timeout: 15_000 };

afterEach(cleanup);

describe('ContentSearch in Chromium', () => {
  it('is a named search landmark whose field the keyboard types into, announcing the results', async () => {
    renderSearch('en');
    expect(screen.getByRole('search', { name: 'Search' })).toBeTruthy();
    const field = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard('tent');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/results? for “tent”/), answered);
    // The status describes the field, so a screen reader hears the count from the field too.
    expect(field.getAttribute('aria-describedby')).toBe(status.id);
    const results = screen.getByRole('list', { name: 'Search' });
    const links = [...results.querySelectorAll('a')];
    expect(links.length).toBeGreaterThan(0);
    expect(results.querySelector('mark')?.textContent?.toLowerCase()).toContain('tent');

    // Tab leaves the field for the submit button, then reaches the first result.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.tagName).toBe('BUTTON');
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(links[0]);

    // Escape in the field clears the query and the results.
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(
      () => expect(screen.queryByRole('list', { name: 'Search' })).toBeNull(),
      answered,
    );
  });

  it('lays an Arabic search out right to left, with its own labels', async () => {
    renderSearch('ar', { search: 'بحث' });
    const field = screen.getByRole('searchbox', { name: 'بحث' });
    await userEvent.click(field);
    await userEvent.keyboard('خيمة');
    await waitFor(
      () => expect(document.querySelector('.cdr-search-result')).not.toBeNull(),
      answered,
    );
    const result = document.querySelector('.cdr-search-result') as HTMLElement;
    expect(result.getAttribute('lang')).toBe('ar');
    expect(result.getAttribute('dir')).toBe('rtl');
    expect(getComputedStyle(result).direction).toBe('rtl');
  });
});
