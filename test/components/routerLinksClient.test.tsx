// @vitest-environment jsdom
// Invariant 3 with real router links in a client render: Next.js `Link` and React Router's
// `Link` as `linkComponent`, article HTML whose links the sanitizer drops, and hostile item
// fields. Nothing throws or logs an error, no link component is handed `href={undefined}`,
// and clicking a dropped link does not navigate.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ContentArticle, ContentCard, type ContentItem } from 'content-delivery-react';
import fc from 'fast-check';
import nextLinkModule from 'next/link.js';
import type { AnchorHTMLAttributes, ComponentProps, ElementType, ReactElement } from 'react';
import { MemoryRouter, Route, Link as RouterLink, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { baseItem, hostileItem } from './hostileContent.js';
import { documentHrefs, expectHrefsInside, expectNothingLeaked } from './hostileDom.js';

// next/link is CommonJS; under NodeNext its default import is the module, whose `default` is Link.
const NextLink = nextLinkModule.default;

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/** Every `href` a link component was called with, `undefined` included. */
let hrefsGiven: unknown[] = [];

/** Next.js's Link, recording what it is given and passing it on as given. */
function RecordingNextLink(props: ComponentProps<typeof NextLink>) {
  hrefsGiven.push(props.href);
  return <NextLink {...props} />;
}

/** React Router's documented two-line adapter (its Link takes `to`), recording what it is given. */
function RecordingRouterLink({ href, ...props }: LinkProps) {
  hrefsGiven.push(href);
  return <RouterLink to={href ?? ''} {...props} />;
}

/**
 * Shows React Router's current path and location key. The key changes on every navigation,
 * also to the same path (where a Link to `""` goes), so a test can see whether a click navigated.
 */
function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname} ${location.key}`}</output>;
}

const hostileBody =
  '<p><a href="javascript:alert(1)">script</a> <a>no href</a> <a href="">empty</a> <a href="/fine">fine</a></p>';
const item: ContentItem = { ...baseItem, content: hostileBody, tags: ['..', '%2e%2e', 'ok'] };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  hrefsGiven = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('next/link as linkComponent, client render', () => {
  it('is a real test: next/link fails a client render on href={undefined}', () => {
    // Rendered as the library renders a link component: an ElementType, whatever its props.
    const Link: ElementType = RecordingNextLink;
    expect(() => render(<Link>x</Link>)).toThrow(/href/);
  });

  it('renders hostile article HTML: dropped hrefs as plain <a>, the Link only with an href', () => {
    const { container } = render(<ContentArticle item={item} linkComponent={RecordingNextLink} />);
    expect(consoleError.mock.calls).toEqual([]);
    expect(hrefsGiven).toEqual(['/fine', '/t/ok']);
    expect(documentHrefs(container)).toEqual(['/fine', '/t/ok']);
    for (const text of ['script', 'no href', 'empty']) {
      expect(screen.getByText(text).tagName).toBe('A');
      expect(screen.getByText(text).hasAttribute('href')).toBe(false);
    }
  });

  it('clicking a dropped link leaves the page where it is', () => {
    const before = window.location.href;
    render(<ContentArticle item={item} linkComponent={RecordingNextLink} />);
    for (const text of ['script', 'no href', 'empty']) fireEvent.click(screen.getByText(text));
    expect(window.location.href).toBe(before);
    expect(consoleError.mock.calls).toEqual([]);
  });

  it('renders any hostile item as a card and an article, never giving the Link an undefined href', () => {
    fc.assert(
      fc.property(hostileItem, (hostile) => {
        hrefsGiven = [];
        try {
          render(
            <>
              <ContentCard item={hostile} linkComponent={RecordingNextLink} />
              <ContentArticle item={hostile} linkComponent={RecordingNextLink} />
            </>,
          );
          expect(consoleError.mock.calls).toEqual([]);
          expect(hrefsGiven).not.toContain(undefined);
          expectNothingLeaked();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('React Router Link as linkComponent, client render', () => {
  /** `element` as the page of the route `/en/current`, with the current path shown beside it. */
  function inRouter(element: ReactElement) {
    return render(
      <MemoryRouter initialEntries={['/en/current']}>
        <Routes>
          <Route path="/en/current" element={element} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>,
    );
  }

  it('is a real test: a React Router Link to "" points at the current page', () => {
    inRouter(<RecordingRouterLink>x</RecordingRouterLink>);
    expect(screen.getByText('x').getAttribute('href')).toBe('/en/current');
  });

  it('renders hostile article HTML without links to the current page', () => {
    const { container } = inRouter(
      <ContentArticle item={item} linkComponent={RecordingRouterLink} />,
    );
    expect(consoleError.mock.calls).toEqual([]);
    expect(hrefsGiven).toEqual(['/fine', '/t/ok']);
    expect(documentHrefs(container)).toEqual(['/fine', '/t/ok']);
  });

  it('clicking a dropped link does not navigate; clicking a safe one does', () => {
    inRouter(<ContentArticle item={item} linkComponent={RecordingRouterLink} />);
    for (const text of ['script', 'no href', 'empty']) {
      fireEvent.click(screen.getByText(text));
      expect(screen.getByTestId('path').textContent).toBe('/en/current default');
    }
    // The probe is real: the one safe body link does navigate.
    fireEvent.click(screen.getByText('fine'));
    expect(screen.getByTestId('path').textContent).toMatch(/^\/fine (?!default)/);
    expect(consoleError.mock.calls).toEqual([]);
  });

  it('renders any hostile item; every link stays inside its route, none gets an undefined href', () => {
    fc.assert(
      fc.property(hostileItem, (hostile) => {
        hrefsGiven = [];
        try {
          const { container } = inRouter(
            <>
              <ContentCard item={hostile} linkComponent={RecordingRouterLink} />
              <ContentArticle item={hostile} showTags linkComponent={RecordingRouterLink} />
            </>,
          );
          expect(consoleError.mock.calls).toEqual([]);
          expect(hrefsGiven).not.toContain(undefined);
          expectNothingLeaked();
          const title = container.querySelector('.cdr-card-title');
          if (title !== null) expectHrefsInside('/', title);
          const tags = container.querySelector('[data-slot="tag-list"]');
          if (tags !== null) expectHrefsInside('/t/', tags);
        } finally {
          cleanup();
        }
      }),
      { numRuns: 50 },
    );
  });
});
