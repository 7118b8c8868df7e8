// Every story of a Docs page rendered at once, as Storybook's Docs page does: each must show its
// own state, never an error faked for another story (issue: the ContentList Docs page showed
// "Temporarily unavailable" on its main story, CategoryNav's showed "Unknown brand" everywhere).
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor, within } from '@testing-library/react';
import { createMockFetch } from 'content-delivery-react/mock';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview.js';
import * as contentListStories from '../../stories/ContentList.stories.js';
import { demoDataset } from '../../stories/demo.js';
import * as categoryNavStories from '../../stories/Navigation.stories.js';

beforeAll(() => {
  setProjectAnnotations(preview);
});

/** The mock service answers what no story scenario answers (Storybook's service worker does that there). */
function serveTheMock() {
  const mockFetch = createMockFetch({ dataset: demoDataset });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return mockFetch(request.url, { method: request.method, signal: request.signal });
  });
}

/** Renders every story of a stories file on one page, each in a section named after it. */
function renderDocsPage(stories: Record<string, ComponentType>) {
  render(
    <main>
      {Object.entries(stories).map(([name, Story]) => (
        <section key={name} aria-label={name}>
          <Story />
        </section>
      ))}
    </main>,
  );
  return (name: string) =>
    within(document.querySelector<HTMLElement>(`[aria-label="${name}"]`) ?? document.body);
}

describe('Docs pages of fetching components', () => {
  it('show each ContentList story with its own data or its own error', async () => {
    serveTheMock();
    const story = renderDocsPage(composeStories(contentListStories));

    await waitFor(() => expect(story('Loaded').getAllByRole('article')).toHaveLength(6));
    await waitFor(() => expect(story('Dark').getAllByRole('article')).toHaveLength(6));
    await waitFor(() => expect(story('LoadMore').getAllByRole('article')).toHaveLength(3));
    expect(story('Loaded').queryByRole('alert')).toBeNull();
    expect(story('Dark').queryByRole('alert')).toBeNull();
    expect(story('Loading').getByRole('status')).toHaveTextContent('Loading…');

    expect(await story('Forbidden403').findByRole('alert')).toMatchTextContent(
      'This key has no access',
    );
    expect(await story('ServerError500').findByRole('alert')).toMatchTextContent(
      'The service is down',
    );
    expect(await story('RetryAfterError').findByRole('alert')).toMatchTextContent(
      'Temporarily unavailable',
    );
    await story('NetworkFailure').findByRole('alert');
    const timeout = await story('Timeout').findByRole('alert');
    expect(timeout).toHaveAttribute('data-error-kind', 'timeout');

    // The error stories' answers stayed theirs: the lists beside them are still whole.
    expect(story('Loaded').queryByRole('alert')).toBeNull();
    expect(story('Loaded').getAllByRole('article')).toHaveLength(6);
    expect(story('CustomRenderItem').queryByRole('alert')).toBeNull();
  });

  it('show each CategoryNav story with the categories, and only LoadError with its error', async () => {
    serveTheMock();
    const story = renderDocsPage(composeStories(categoryNavStories));

    await waitFor(() =>
      expect(story('Default').getByRole('link', { name: 'Hiking' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() =>
      expect(story('German').getByRole('link', { name: 'Wandern' })).toBeVisible(),
    );
    expect(await story('LoadError').findByRole('alert')).toMatchTextContent('Unknown brand');
    for (const name of ['Default', 'German', 'ArabicRightToLeft', 'NavigateCategories']) {
      expect(story(name).queryByRole('alert'), name).toBeNull();
      expect(story(name).queryByText('Unknown brand'), name).toBeNull();
    }
  });
});
