// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  CategoryNav,
  type ContentClient,
  ContentDeliveryProvider,
  type ContentLabels,
  ContentList,
} from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockHandlers } from 'content-delivery-react/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = 'https://cds.test';
const apiKey = 'SECRET-ui-key-9876';
const lists = `${baseUrl}/api/v1/content/brands/:brandId/:kind/:value`;
const categories = `${baseUrl}/api/v1/content/brands/:brandId/categories`;
const server = setupServer(...createMockHandlers({ baseUrl }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderWith(
  ui: ReactNode,
  client: ContentClient = createContentClient({ baseUrl, retry: 0 }),
  labels?: Partial<ContentLabels>,
) {
  return render(
    <ContentDeliveryProvider
      client={client}
      brandId="acme-outdoor"
      queryClient={new QueryClient()}
      labels={labels}
    >
      {ui}
    </ContentDeliveryProvider>,
  );
}

/** Lists answer `status` with problem details; everything else comes from the mock. */
function listsAnswer(status: number, problem: Record<string, unknown> = {}) {
  server.use(
    http.get(lists, () =>
      HttpResponse.json({ title: `Status ${status}`, status, ...problem }, { status }),
    ),
  );
}

describe('the error state of ContentList', () => {
  it('shows the title and the detail of a 401, never the key, and no Retry', async () => {
    server.use(
      http.get(lists, ({ request }) =>
        HttpResponse.json(
          {
            title: 'Unauthorized',
            status: 401,
            // A service that echoes what it got: the client masks it before anything shows it.
            detail: `Send the API key as "Authorization: Bearer <key>"; got ${request.headers.get('authorization')}.`,
          },
          { status: 401 },
        ),
      ),
    );
    renderWith(<ContentList tag="gear" />, createContentClient({ baseUrl, apiKey, retry: 0 }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unauthorized');
    expect(alert.textContent).toContain('Send the API key as "Authorization: Bearer <key>"; got');
    expect(alert.textContent).toContain('[redacted]');
    expect(document.body.innerHTML).not.toContain('SECRET');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it.each([400, 401, 403, 404, 410, 422])('offers no Retry for a %i', async (status) => {
    listsAnswer(status);
    renderWith(<ContentList tag="gear" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Status ${status}`);
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it.each([408, 429, 500, 503])('offers Retry for a %i', async (status) => {
    listsAnswer(status);
    renderWith(<ContentList tag="gear" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });

  it('offers Retry for a 503, and Retry loads the list once the service is back', async () => {
    listsAnswer(503, { title: 'Temporarily unavailable', detail: 'Back in a minute.' });
    const { container } = renderWith(<ContentList tag="gear" pageSize={3} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Temporarily unavailable');
    expect(alert.textContent).toContain('Back in a minute.');
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the service could not be reached on a network error, with Retry, in the given language', async () => {
    server.use(http.get(lists, () => HttpResponse.error()));
    renderWith(<ContentList tag="gear" />, undefined, {
      errorUnreachable: 'Der Dienst ist nicht erreichbar.',
      retry: 'Erneut versuchen',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-error-kind')).toBe('network');
    expect(alert.textContent).toContain('Der Dienst ist nicht erreichbar.');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeDefined();
  });

  it('shows a hostile detail as bounded, well-formed text', async () => {
    const markup = '<img src=x onerror=alert(1)><b>bold</b>\u202E';
    // The 300th character is the first half of an emoji: the cut leaves it alone.
    const hostile = `${markup}${'a'.repeat(299 - markup.length)}${'\uD83D\uDE00'.repeat(100)}${'x'.repeat(1_000_000)}\uD800`;
    listsAnswer(401, { title: '\uDC00Unauthorized\uD800', detail: hostile });
    renderWith(<ContentList tag="gear" />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('img, b')).toBeNull();
    const [title, detail] = [...alert.querySelectorAll('p')].map((p) => p.textContent ?? '');
    expect(title).toBe('\uFFFDUnauthorized\uFFFD');
    expect(detail?.startsWith('<img src=x onerror=alert(1)><b>bold</b>')).toBe(true);
    expect(detail?.length).toBeLessThanOrEqual(301);
    expect(detail?.endsWith('…')).toBe(true);
    // No lone surrogate left: the cut at 300 characters split an emoji in two.
    expect(detail).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    expect(detail).toContain('\uFFFD');
  });

  it('shows the detail once when it repeats the title, and the fallback when there is no title', async () => {
    listsAnswer(403, { title: 'Forbidden brand', detail: 'Forbidden brand' });
    const first = renderWith(<ContentList tag="gear" />);
    const alert = await screen.findByRole('alert');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
    first.unmount();
    server.use(http.get(lists, () => new HttpResponse('nope', { status: 404 })));
    renderWith(<ContentList tag="gear" />);
    const plain = await screen.findByRole('alert');
    expect(plain.textContent).toBe('The content could not be loaded.');
  });

  it('offers no Retry when "load more" is refused with a 403', async () => {
    const { container } = renderWith(
      <ContentList tag="gear" pageSize={3} variant="load-more" heading="Gear" />,
    );
    await waitFor(() => expect(container.querySelectorAll('.cdr-card')).toHaveLength(3));
    listsAnswer(403, { detail: 'This key may not read more pages.' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This key may not read more pages.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(container.querySelectorAll('.cdr-card')).toHaveLength(3);
  });
});

describe('the error state of CategoryNav', () => {
  it('shows the detail of a 401 without Retry', async () => {
    server.use(
      http.get(categories, () =>
        HttpResponse.json(
          { title: 'Unauthorized', status: 401, detail: 'Send the API key as a Bearer token.' },
          { status: 401 },
        ),
      ),
    );
    renderWith(<CategoryNav />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Send the API key as a Bearer token.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('offers Retry for a 503', async () => {
    server.use(
      http.get(categories, () =>
        HttpResponse.json({ title: 'Service unavailable', status: 503 }, { status: 503 }),
      ),
    );
    renderWith(<CategoryNav />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
