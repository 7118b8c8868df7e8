// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ContentList, type ContentListProps } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockClient, wrapperFor } from './setup.js';

afterEach(() => {
  vi.restoreAllMocks();
});

// The two sources of a growing list: the service's pages, and a translated list revealed locally.
const lists: [string, ContentListProps][] = [
  ['pages of the service', { tag: 'gear', pageSize: 3, variant: 'load-more' }],
  [
    'the reader language',
    { tag: 'gear', preferredLanguages: ['de'], pageSize: 3, variant: 'load-more' },
  ],
];

describe('the first load of a growing ContentList', () => {
  it.each(lists)('from %s: Retry after a failed first load shows the items', async (_, props) => {
    const { client, failing } = mockClient();
    failing.on = true;
    const { container } = render(<ContentList {...props} />, { wrapper: wrapperFor(client) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Service unavailable');
    const before = failing.requests;
    failing.on = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(failing.requests).toBeGreaterThan(before);
  });

  it.each(lists)(
    'from %s: names ContentList in the error thrown outside any provider',
    (_, props) => {
      // React reports the thrown error on the console too; the assertion below is what matters.
      vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(() => render(<ContentList {...props} />)).toThrow(
        /^ContentList must be used within <ContentDeliveryProvider> or <ContentDataProvider>/,
      );
    },
  );
});
