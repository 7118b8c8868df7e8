// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockContentItem, createMockFetch } from 'content-delivery-react/mock';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { baseUrl, wrapperFor } from './setup.js';

interface Malformed {
  name: string;
  body: string;
  contentType: string;
}

const validItem = createMockContentItem({ id: 'ok-1' });

const cases: Malformed[] = [
  {
    name: '`data` is not an array',
    body: JSON.stringify({ page: 1, pageSize: 10, totalCount: 1, data: { 0: validItem } }),
    contentType: 'application/json',
  },
  {
    // An envelope no page can be read from (Prism's dynamic mock sends it). A bad field of an
    // item only costs that field or item: test/components/unreadableItems.test.tsx.
    name: '`totalCount` is negative',
    body: JSON.stringify({ page: 1, pageSize: 10, totalCount: '-865491', data: [validItem] }),
    contentType: 'application/json',
  },
  {
    name: 'the body is not valid JSON',
    body: '{"page":1,"data":[',
    contentType: 'application/json',
  },
  {
    name: 'an HTML page with 200',
    body: '<!doctype html><html><body><h1>Welcome</h1></body></html>',
    contentType: 'text/html; charset=utf-8',
  },
];

/** A client whose `tag/broken` answers 200 with `malformed`; everything else comes from the mock. */
function clientServing(malformed: Malformed) {
  const mockFetch = createMockFetch();
  return createContentClient({
    baseUrl,
    retry: 0,
    fetch: async (url, init) => {
      if (String(url).includes('/tag/broken')) {
        return new Response(malformed.body, {
          status: 200,
          headers: { 'content-type': malformed.contentType },
        });
      }
      return mockFetch(url, init);
    },
  });
}

function Page() {
  return (
    <div>
      <p>still here</p>
      <ContentList tag="broken" heading="Broken" data-testid="broken-list" />
      <ContentList tag="gear" pageSize={3} heading="Gear" data-testid="gear-list" />
    </div>
  );
}

describe('ContentList with malformed responses', () => {
  let consoleError: MockInstance<typeof console.error>;
  const uncaught: unknown[] = [];
  const onWindowError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (reason: unknown) => uncaught.push(reason);

  beforeEach(() => {
    uncaught.length = 0;
    consoleError = vi.spyOn(console, 'error');
    window.addEventListener('error', onWindowError);
    process.on('unhandledRejection', onRejection);
  });

  afterEach(() => {
    window.removeEventListener('error', onWindowError);
    process.off('unhandledRejection', onRejection);
    consoleError.mockRestore();
  });

  it.each(cases)(
    'shows the error state when $name, and the rest of the page keeps working',
    async (malformed) => {
      const client = clientServing(malformed);
      render(<Page />, { wrapper: wrapperFor(client) });

      const broken = screen.getByTestId('broken-list');
      const gear = screen.getByTestId('gear-list');

      const alert = await within(broken).findByRole('alert');
      expect(alert.getAttribute('data-error-kind')).toBe('invalid-response');
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
      expect(broken.querySelectorAll('.cdr-card')).toHaveLength(0);

      // The sibling list, served correctly, renders its cards; the plain paragraph is untouched.
      await waitFor(() => expect(gear.querySelectorAll('.cdr-card')).toHaveLength(3));
      expect(within(gear).queryByRole('alert')).toBeNull();
      expect(screen.getByText('still here')).toBeDefined();
      expect(screen.getByRole('heading', { name: 'Broken' })).toBeDefined();

      // Only one alert on the page, and it is inside the broken list.
      expect(screen.getAllByRole('alert')).toEqual([alert]);

      // Nothing escaped: no uncaught error, no error-boundary or React error logs.
      // Unhandled rejections are reported at the next turn of the event loop, not later.
      await new Promise((resolve) => setImmediate(resolve));
      expect(uncaught).toEqual([]);
      const logged = consoleError.mock.calls.map((args) => args.map(String).join(' '));
      expect(
        logged.filter((line) =>
          /error boundary|uncaught|above error occurred|unhandled|ContentApiError|Warning:/i.test(
            line,
          ),
        ),
      ).toEqual([]);
      expect(logged).toEqual([]);
    },
  );
});
