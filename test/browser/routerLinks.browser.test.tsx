// Invariant 3 in real Chromium: Next.js `Link` (bundled by Vite from `next/link`) and React
// Router's `Link` as `linkComponent`, with article HTML whose links the sanitizer drops and
// with hostile item fields. Nothing throws or logs an error, no link component is handed
// `href={undefined}`, and a click on a dropped link does not navigate.
import './nextLinkEnvironment.js';
import { cleanup, render, screen } from '@testing-library/react';
import { ContentArticle, ContentCard, type ContentItem } from 'content-delivery-react';
import fc from 'fast-check';
import nextLinkModule from 'next/link.js';
import type { AnchorHTMLAttributes, ComponentProps, ReactElement } from 'react';
import { MemoryRouter, Route, Link as RouterLink, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { baseItem, hostileItem, staysInside } from '../components/hostileContent.js';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { installNavigationGuard } from './xss-helpers.js';

// next/link is CommonJS. Its TypeScript default import (NodeNext) is the module, whose
// `default` is Link; Vite's interop may already hand over Link itself.
const NextLink: typeof nextLinkModule.default =
  'default' in nextLinkModule ? nextLinkModule.default : nextLinkModule;

/** Every `href` a link component was called with, `undefined` included. */
let hrefsGiven: unknown[] = [];

function RecordingNextLink(props: ComponentProps<typeof NextLink>) {
  hrefsGiven.push(props.href);
  return <NextLink {...props} />;
}

/** React Router's documented two-line adapter (its Link takes `to`), recording what it is given. */
function RecordingRouterLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  hrefsGiven.push(href);
  return <RouterLink to={href ?? ''} {...props} />;
}

/** React Router's path and location key: the key changes on every navigation, also to the same path. */
function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname} ${location.key}`}</output>;
}

function inRouter(element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={['/en/current']}>
      <Routes>
        <Route path="/en/current" element={element} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
}

const hostileBody =
  '<p><a href="javascript:alert(1)">script</a> <a>no href</a> <a href="">empty</a> <a href="/fine">fine</a></p>';
const item: ContentItem = { ...baseItem, content: hostileBody, tags: ['..', '%2e%2e', 'ok'] };
const dropped = ['script', 'no href', 'empty'];

const navigation = installNavigationGuard();
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  hrefsGiven = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/**
 * Renders no image: Chromium would request every hostile `imageUrl` from the test server
 * (filling its log with malformed URLs). Images are checked in jsdom, links here.
 */
function NoImage() {
  return null;
}

/** Every `href` attribute under `root`. */
function hrefsUnder(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll('[href]'), (link) => link.getAttribute('href') ?? '');
}

describe('next/link in Chromium', () => {
  it('renders hostile article HTML: dropped hrefs as plain <a>, clicks on them go nowhere', () => {
    const before = window.location.href;
    const { container } = render(<ContentArticle item={item} linkComponent={RecordingNextLink} />);
    expect(consoleError.mock.calls).toEqual([]);
    expect(hrefsGiven).toEqual(['/fine', '/t/ok']);
    expect(hrefsUnder(container)).toEqual(['/fine', '/t/ok']);
    for (const text of dropped) screen.getByText(text).click();
    expect(navigation.attempts).toEqual([]);
    expect(window.location.href).toBe(before);
  });

  it('renders hostile items as cards and articles, never giving the Link an undefined href', () => {
    fc.assert(
      fc.property(hostileItem, (hostile) => {
        hrefsGiven = [];
        try {
          render(
            <>
              <ContentCard
                item={hostile}
                linkComponent={RecordingNextLink}
                imageComponent={NoImage}
              />
              <ContentArticle
                item={hostile}
                linkComponent={RecordingNextLink}
                imageComponent={NoImage}
              />
            </>,
          );
          expect(consoleError.mock.calls).toEqual([]);
          expect(hrefsGiven).not.toContain(undefined);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('React Router Link in Chromium', () => {
  it('a click on a dropped link does not navigate; a click on a safe one does', async () => {
    const { container } = inRouter(
      <ContentArticle item={item} linkComponent={RecordingRouterLink} />,
    );
    expect(consoleError.mock.calls).toEqual([]);
    expect(hrefsGiven).toEqual(['/fine', '/t/ok']);
    expect(hrefsUnder(container)).toEqual(['/fine', '/t/ok']);
    for (const text of dropped) screen.getByText(text).click();
    // React Router navigates in a transition: give one a chance to land before looking. A quiet
    // window on purpose (nothing to wait for when nothing should happen); the safe link's
    // navigation below proves a landing one is seen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('location').textContent).toBe('/en/current default');
    expect(navigation.attempts).toEqual([]);
    // The probe is real: the one safe body link does navigate.
    screen.getByText('fine').click();
    await vi.waitFor(
      () => expect(screen.getByTestId('location').textContent).toMatch(/^\/fine (?!default)/),
      { timeout: LOADED_MACHINE_RENDER_TIMEOUT_MS },
    );
  });

  it('renders hostile items with every link inside its route and none given an undefined href', () => {
    fc.assert(
      fc.property(hostileItem, (hostile) => {
        hrefsGiven = [];
        try {
          const { container } = inRouter(
            <>
              <ContentCard
                item={hostile}
                linkComponent={RecordingRouterLink}
                imageComponent={NoImage}
              />
              <ContentArticle
                item={hostile}
                linkComponent={RecordingRouterLink}
                imageComponent={NoImage}
              />
            </>,
          );
          expect(consoleError.mock.calls).toEqual([]);
          expect(hrefsGiven).not.toContain(undefined);
          const title = container.querySelector('.cdr-card-title');
          for (const href of hrefsUnder(title ?? container)) {
            expect(staysInside(href, '/')).toBe(true);
          }
          const tags = container.querySelector('[data-slot="tag-list"]');
          for (const href of hrefsUnder(tags ?? document.createDocumentFragment())) {
            expect(staysInside(href, '/t/')).toBe(true);
          }
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  });
});
