import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient } from '@tanstack/react-query';
import { ContentList } from 'content-delivery-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answerEndpoint,
  endpointOf,
  networkFailure,
  neverAnswer,
  problem,
  scenarioParameters,
} from './scenarios.js';

/** Story parameters that answer this story's list requests with `respond` (the rest: the mock). */
const listsAnswer = (respond: Parameters<typeof answerEndpoint>[1]) =>
  scenarioParameters(answerEndpoint('list', respond));

const meta = {
  title: 'Components/ContentList',
  component: ContentList,
  args: { tag: 'gear', pageSize: 6, heading: 'Gear' },
} satisfies Meta<typeof ContentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The tag "gear" in English: `preferredLanguages` shows one card per translation group, in
 * English where it exists, so the list reads in one language.
 */
export const Loaded: Story = {
  args: { preferredLanguages: ['en'] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6));
  },
};

export const Loading: Story = {
  parameters: listsAnswer((_request, signal) => neverAnswer(signal)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { tag: 'no-such-tag', heading: 'Nothing here' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull());
  },
};

export const Forbidden403: Story = {
  parameters: listsAnswer(() =>
    problem(
      403,
      'This key has no access to brand acme-outdoor',
      'Ask for a key with content access.',
    ),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('This key has no access');
  },
};

export const ServerError500: Story = {
  parameters: listsAnswer(() => problem(500, 'The service is down')),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

export const NetworkFailure: Story = {
  parameters: listsAnswer(networkFailure),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

export const Timeout: Story = {
  parameters: {
    content: {
      contentClient: { timeoutMs: 800 },
      scenario: answerEndpoint('list', (_request, signal) => neverAnswer(signal)),
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert.getAttribute('data-error-kind')).toBe('timeout');
  },
};

/** The first request fails; Retry loads the list. */
export const RetryAfterError: Story = {
  parameters: scenarioParameters(() => {
    let failed = false;
    return (request) => {
      if (failed || endpointOf(request) !== 'list') return undefined;
      failed = true;
      return problem(503, 'Temporarily unavailable');
    };
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6));
  },
};

/** A 401 names what is wrong (the service's detail) and offers no Retry: only a new key helps. */
export const Unauthorized401: Story = {
  parameters: listsAnswer(() =>
    problem(401, 'Unauthorized', 'Send the API key as "Authorization: Bearer <key>".'),
  ),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Unauthorized');
    await expect(alert).toHaveTextContent('Send the API key as "Authorization: Bearer <key>".');
    await expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** A 503 may pass: Retry is offered, and loads the list once the service is back. */
export const ServiceUnavailable503: Story = {
  parameters: scenarioParameters(() => {
    let failed = false;
    return (request) => {
      if (failed || endpointOf(request) !== 'list') return undefined;
      failed = true;
      return problem(503, 'Service unavailable', 'Back in a minute.');
    };
  }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Back in a minute.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6));
  },
};

/** No answer at all: the reader is told the service could not be reached, with Retry. */
export const NetworkUnreachable: Story = {
  parameters: listsAnswer(() => networkFailure()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The content service could not be reached.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const ManyPages: Story = {
  args: { lang: 'en', tag: undefined, pageSize: 2, heading: 'Every English article' } as never,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Every English article' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // The page's items arrive after the button is marked: until then the list is dimmed
    // (aria-busy), which the accessibility check after this play would read as low contrast.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

export const LoadMore: Story = {
  args: { variant: 'load-more', pageSize: 3, preferredLanguages: ['en'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6));
  },
};

export const InfiniteScroll: Story = {
  args: { variant: 'infinite', pageSize: 3, categoryId: 'hiking', tag: undefined } as never,
};

export const CustomRenderItem: Story = {
  args: {
    preferredLanguages: ['en'],
    renderItem: (item) => (
      <p>
        <strong>{item.title}</strong> · {item.category}
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.cdr-list-item strong')).toHaveLength(6),
    );
  },
};

export const Dark: Story = { args: { preferredLanguages: ['en'] }, globals: { theme: 'dark' } };

/**
 * In the reader's language: one card per translation group, German where it exists, else
 * the original; pages count groups (5 in "hiking", so pages of 4 and 1); the heading is the
 * category's German name. The list is loaded once; paging costs no request.
 */
export const InTheReaderLanguageGerman: Story = {
  render: () => <ContentList categoryId="hiking" preferredLanguages={['de']} pageSize={4} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Wandern' });
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(4));
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(1));
    await waitFor(() => expect(heading).toHaveFocus());
    const languages = [...canvasElement.querySelectorAll<HTMLElement>('.cdr-card')].map(
      (card) => card.lang,
    );
    await expect(languages.every((language) => language === 'de' || language === 'en')).toBe(true);
  },
};

/**
 * The same list for an Arabic reader, on a right-to-left page: Arabic where a translation
 * exists, else the original (some of them German), each card with its own `lang` and `dir`.
 */
export const InTheReaderLanguageArabic: Story = {
  render: () => (
    <div lang="ar" dir="rtl">
      <ContentList categoryId="hiking" preferredLanguages={['ar']} pageSize={6} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'المشي لمسافات طويلة' });
    await expect(heading).toHaveAttribute('dir', 'rtl');
    // The 5 translation groups of "hiking".
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(5));
    await expect(canvasElement.querySelector('.cdr-card[lang="ar"][dir="rtl"]')).not.toBeNull();
    await expect(canvasElement.querySelector('.cdr-card[lang="de"][dir="ltr"]')).not.toBeNull();
  },
};

/** "Load more" in the reader's language: each click shows `pageSize` more groups, with no request. */
export const InTheReaderLanguageLoadMore: Story = {
  render: () => (
    <ContentList
      tag="gear"
      preferredLanguages={['fr']}
      pageSize={4}
      variant="load-more"
      heading="Matériel"
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(8));
  },
};

/** A category list without `heading` shows no heading (never the id) until the categories arrive. */
export const CategoryHeadingWhileCategoriesLoad: Story = {
  parameters: scenarioParameters(
    answerEndpoint('categories', (_request, signal) => neverAnswer(signal)),
  ),
  render: () => <ContentList categoryId="hiking" preferredLanguages={['de']} pageSize={4} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(4));
    await expect(canvasElement.querySelector('.cdr-list-heading')).toBeNull();
    await expect(canvasElement.textContent).not.toContain('hiking');
  },
};

/** Marks every query stale and refetches what is on screen, as returning to the tab would. */
function RefreshInBackground() {
  const queryClient = useQueryClient();
  return (
    <button type="button" onClick={() => void queryClient.invalidateQueries()}>
      Refresh in background
    </button>
  );
}

/**
 * The list loaded, then a background refresh failed (the proxy answered 401): the cards stay,
 * marked `data-stale`, with no alert over them.
 */
export const BackgroundRefreshFailed: Story = {
  parameters: scenarioParameters(() => {
    let loaded = false;
    return (request) => {
      if (endpointOf(request) !== 'list') return undefined;
      // The first page loads from the mock (no answer here falls through to it); the rest is refused.
      if (!loaded && new URL(request.url).searchParams.get('page') === '1') {
        loaded = true;
        return undefined;
      }
      return problem(401, 'Unauthorized');
    };
  }),
  render: (args) => (
    <>
      <RefreshInBackground />
      <ContentList {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6));
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh in background' }));
    await waitFor(() =>
      expect(canvasElement.querySelector('.cdr-list-items[data-stale]')).not.toBeNull(),
    );
    await expect(canvasElement.querySelectorAll('.cdr-card')).toHaveLength(6);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
