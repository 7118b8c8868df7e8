import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { ContentDeliveryProvider } from 'content-delivery-react';
import { type ContentClientOptions, createContentClient } from 'content-delivery-react/client';
import { createMockHandlers } from 'content-delivery-react/mock';
import 'content-delivery-react/styles.css';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type ReactNode, useState } from 'react';
import { configure } from 'storybook/test';
import { DEMO_BASE_URL, DEMO_BRAND } from '../stories/demo.js';
import { createScenarioFetch, type StoryScenario } from '../stories/scenarios.js';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from '../test/helpers/loadedMachine.js';

/** Story parameters read by the provider decorator. */
export interface ContentParameters {
  /** Client options for this story (e.g. a short `timeoutMs`). */
  contentClient?: Partial<ContentClientOptions>;
  /** Brand for this story. */
  brandId?: string;
  /** Render without the provider (standalone components). */
  withoutProvider?: boolean;
  /** This story's network scenario (errors, slow answers); only this story's client sees it. */
  scenario?: StoryScenario;
}

/**
 * One story's providers: its own content client (with the story's scenario in its fetch) and
 * its own QueryClient, made once per mount. Nothing is shared with the other stories of a
 * Docs page, so an error faked for one story never shows in another.
 */
function StoryProviders({
  parameters,
  children,
}: {
  parameters: ContentParameters;
  children: ReactNode;
}) {
  const [clients] = useState(() => ({
    client: createContentClient({
      baseUrl: DEMO_BASE_URL,
      retry: 0,
      ...parameters.contentClient,
      fetch: createScenarioFetch(parameters.scenario, (request) => fetch(request)),
    }),
    queryClient: new QueryClient(),
  }));
  return (
    <ContentDeliveryProvider
      client={clients.client}
      brandId={parameters.brandId ?? DEMO_BRAND}
      queryClient={clients.queryClient}
    >
      {children}
    </ContentDeliveryProvider>
  );
}

const withProvider: Decorator = (Story, context) => {
  const parameters = (context.parameters.content ?? {}) as ContentParameters;
  if (parameters.withoutProvider) return <Story />;
  // Keyed by story, so a story rendered again (another story in the same canvas) starts fresh.
  return (
    <StoryProviders key={context.id} parameters={parameters}>
      <Story />
    </StoryProviders>
  );
};

/** The toolbar's themes; `auto` is the stylesheet's opt-in to follow the OS. */
const themes = ['light', 'dark', 'auto'] as const;

// The theme goes on the story's wrapper, not <html>: the stylesheet follows the nearest
// ancestor that states one, as on a host page.
const withTheme: Decorator = (Story, context) => {
  const theme = themes.find((name) => name === context.globals.theme) ?? 'light';
  return (
    <div
      data-theme={theme}
      style={{
        background: 'var(--cdr-background)',
        color: 'var(--cdr-text)',
        padding: '1rem',
        minHeight: '100%',
      }}
    >
      <Story />
    </div>
  );
};

/**
 * The service worker every story shares. msw-storybook-addon 3.0's own setup still passes MSW 2's
 * `onUnhandledRequest`, which MSW 3 ignores, so MSW 3 would warn about each of Storybook's own
 * requests; they go to the network untouched here, and the mock answers the service's.
 */
async function startWorker() {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
  return worker;
}

// The play functions' `waitFor` and `findBy*` wait this long for their condition, not Testing
// Library's 1 s, which a loaded CI machine exceeds (see test/helpers/loadedMachine.ts).
configure({ asyncUtilTimeout: LOADED_MACHINE_RENDER_TIMEOUT_MS });

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  beforeEach({ msw }) {
    // The embedded mock service, in the browser, for every story; it serves the demo images too.
    msw.use(...createMockHandlers({ baseUrl: DEMO_BASE_URL }));
  },
  decorators: [withProvider, withTheme],
  globalTypes: {
    theme: {
      description: 'Color theme of the components',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'auto', title: 'Auto (follows the OS)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { date: /Date$/i } },
    // Accessibility violations fail the story tests.
    a11y: { test: 'error' },
    docs: { codePanel: true },
    options: {
      // The Introduction comes first, so Storybook opens on it (with no path, Storybook shows
      // the first entry of this order).
      storySort: {
        order: [
          'Introduction',
          'Docs',
          [
            'Getting started',
            'Using the client without React',
            'Next.js App Router',
            'React Router',
            'Theming',
            'Security',
            '*',
          ],
          'Components',
          'Playground',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
