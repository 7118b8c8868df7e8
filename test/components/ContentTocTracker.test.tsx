// @vitest-environment jsdom
// The island beside a server-rendered ContentToc: which link it marks as the reader scrolls, the
// links it reads as headings, and what it does without a list or without IntersectionObserver.
// Chromium checks the same with real scrolling (test/browser/serverToc.browser.test.tsx); here
// a recording IntersectionObserver and set heading positions run it under Stryker.
import { render } from '@testing-library/react';
import { ContentBody, ContentToc, ContentTocTracker } from 'content-delivery-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installRecordingObserver,
  RecordingIntersectionObserver,
  scroll,
} from './recordingIntersectionObserver.js';

const html = '<h2>Gear</h2><p>Pack light.</p><h2>Food</h2><h3>Water</h3><h2>Shelter</h2>';
const below = 1000;

/**
 * A server component page: the list (the client ContentToc renders the server one's markup, as
 * serverTocParity.test.tsx checks) given an id, the body with anchors, and the tracker.
 */
function Page({ rootMargin }: { rootMargin?: string }) {
  return (
    <>
      <ContentToc id="toc" html={html} />
      <ContentBody html={html} headingAnchors />
      <ContentTocTracker tocId="toc" rootMargin={rootMargin} />
    </>
  );
}

/** The hrefs of the links marked as being read, by either attribute. */
const marked = () =>
  Array.from(document.querySelectorAll('[aria-current], [data-active]'), (link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  installRecordingObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
});

describe('ContentTocTracker', () => {
  it('marks the link of the section being read, and only it, down the page and back up', () => {
    const { container } = render(<Page />);
    expect(marked()).toEqual([]);
    scroll({ 'section-gear': 100, 'section-food': 500, 'section-water': 700 });
    expect(marked()).toEqual(['#section-gear']);
    const gear = container.querySelector('a[href="#section-gear"]');
    expect(gear?.getAttribute('aria-current')).toBe('location');
    expect(gear?.getAttribute('data-active')).toBe('');

    // A nested subsection counts as any heading; the one left loses both attributes.
    scroll({ 'section-gear': -600, 'section-food': -200, 'section-water': 120 });
    expect(marked()).toEqual(['#section-water']);
    expect(gear?.hasAttribute('aria-current')).toBe(false);
    expect(gear?.hasAttribute('data-active')).toBe(false);

    // At the bottom of the page every heading has passed: the last one is read.
    scroll({ 'section-water': -400, 'section-shelter': -50 });
    expect(marked()).toEqual(['#section-shelter']);

    // Back at the top, above the first heading, no section is being read.
    scroll({
      'section-gear': 300,
      'section-food': 700,
      'section-water': 900,
      'section-shelter': below,
    });
    expect(marked()).toEqual([]);
  });

  it('marks the list as the client ContentToc with trackActive does', () => {
    const tops = { 'section-gear': -300, 'section-food': 40, 'section-water': 600 };
    const client = render(
      <>
        <ContentToc html={html} trackActive />
        <ContentBody html={html} headingAnchors />
      </>,
    );
    scroll(tops);
    const clientList = client.container.querySelector('.cdr-toc-list')?.outerHTML;
    expect(clientList).toContain('aria-current="location" data-active=""');
    client.unmount();

    const { container } = render(<Page />);
    scroll(tops);
    expect(container.querySelector('.cdr-toc-list')?.outerHTML).toBe(clientList);
  });

  it('watches the listed headings with the given band, or the top third by default', () => {
    const { unmount } = render(<Page rootMargin="-64px 0px -66% 0px" />);
    const [observer, ...others] = RecordingIntersectionObserver.live();
    expect(others).toEqual([]);
    expect(observer?.options).toEqual({ rootMargin: '-64px 0px -66% 0px' });
    expect(observer?.targets.map((heading) => heading.id)).toEqual([
      'section-gear',
      'section-food',
      'section-water',
      'section-shelter',
    ]);
    unmount();
    // Unmounted, it watches nothing more, so no scroll reaches it.
    expect(RecordingIntersectionObserver.live()).toEqual([]);

    render(<Page />);
    expect(RecordingIntersectionObserver.live().map((live) => live.options)).toEqual([
      { rootMargin: '0px 0px -66% 0px' },
    ]);
  });

  it('reads a link’s fragment as the browser does, and takes other links for no heading', () => {
    // Markup from elsewhere (a CMS template, another renderer), as the browser receives it.
    document.body.innerHTML = `
      <nav id="hand-written">
        <a class="cdr-toc-link">No href</a>
        <a class="cdr-toc-link" href="#">Top</a>
        <a class="cdr-toc-link" href="#50%-off">Sale</a>
        <a class="cdr-toc-link" href="#f%C3%BCr">Für</a>
        <a class="cdr-toc-link" href="#bad%E0">Bad escape</a>
        <a class="cdr-toc-link" href="#gone">Removed section</a>
        <a class="cdr-toc-link" href="/guide">Another page</a>
        <a href="#für">Not a list link</a>
      </nav>
      <h2 id="50%-off">Sale</h2>
      <h2 id="für">Für</h2>
      <h2 id="guide">Guide</h2>`;
    render(<ContentTocTracker tocId="hand-written" />);
    // Before any heading is read, no link is marked, least of all one pointing at none.
    expect(marked()).toEqual([]);
    // Only the headings in the page are watched: `#gone` has none.
    expect(RecordingIntersectionObserver.live()[0]?.targets.map((heading) => heading.id)).toEqual([
      '50%-off',
      'für',
    ]);
    scroll({ '50%-off': 100, für: 600, guide: 800 });
    expect(marked()).toEqual(['#50%-off']);
    scroll({ '50%-off': -400, für: 100, guide: 600 });
    expect(marked()).toEqual(['#f%C3%BCr']);
    // `/guide` is another page, not the heading `guide`: reading it marks nothing new.
    scroll({ '50%-off': -900, für: -400, guide: 50 });
    expect(marked()).toEqual(['#f%C3%BCr']);
  });

  it('follows the list a new tocId names', () => {
    const second = '<h2>Maps</h2><h2>Compass</h2>';
    function Two({ tocId }: { tocId: string }) {
      return (
        <>
          <ContentToc id="first" html={html} />
          <ContentToc id="second" html={second} />
          <ContentBody html={html} headingAnchors />
          <ContentBody html={second} headingAnchors />
          <ContentTocTracker tocId={tocId} />
        </>
      );
    }
    const { container, rerender } = render(<Two tocId="first" />);
    scroll({ 'section-gear': 100, 'section-maps': 150 });
    expect(marked()).toEqual(['#section-gear']);

    rerender(<Two tocId="second" />);
    expect(RecordingIntersectionObserver.live().map((observer) => observer.targets.length)).toEqual(
      [2],
    );
    scroll({ 'section-gear': -100, 'section-maps': -50, 'section-compass': 200 });
    const secondList = container.querySelector('#second');
    // The first list, no longer tracked, keeps no mark that would go stale.
    expect(marked()).toEqual(['#section-compass']);
    expect(secondList?.querySelector('[aria-current="location"]')?.textContent).toBe('Compass');
  });

  it('stops watching when unmounted, and leaves the list unmarked', () => {
    function Article({ tracked }: { tracked: boolean }) {
      return (
        <>
          <ContentToc id="toc" html={html} />
          <ContentBody html={html} headingAnchors />
          {tracked && <ContentTocTracker tocId="toc" />}
        </>
      );
    }
    const { rerender } = render(<Article tracked />);
    scroll({ 'section-gear': -100, 'section-food': 100 });
    expect(marked()).toEqual(['#section-food']);
    rerender(<Article tracked={false} />);
    expect(RecordingIntersectionObserver.live()).toEqual([]);
    expect(RecordingIntersectionObserver.created).toHaveLength(1);
    expect(marked()).toEqual([]);
  });

  it('warns in development when no element has the tocId, and tracks nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Each message is said once per module load: an id of its own makes this one new.
    const tocId = `missing-${crypto.randomUUID()}`;
    const { container } = render(
      <>
        <ContentToc html={html} />
        <ContentBody html={html} headingAnchors />
        <ContentTocTracker tocId={tocId} />
      </>,
    );
    expect(warn.mock.calls).toEqual([
      [
        `[ContentTocTracker] no element with id="${tocId}": give the ContentToc id="${tocId}". Nothing is tracked.`,
      ],
    ]);
    expect(RecordingIntersectionObserver.live().flatMap((observer) => observer.targets)).toEqual(
      [],
    );
    scroll({ 'section-gear': 100 });
    expect(container.querySelector('[aria-current], [data-active]')).toBeNull();
  });

  it('says nothing in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ContentTocTracker tocId={`missing-${crypto.randomUUID()}`} />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the list as it is, and renders nothing, without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { container } = render(
      <>
        <ContentToc id="toc" html={html} />
        <ContentBody html={html} headingAnchors />
        <div id="tracker">
          <ContentTocTracker tocId="toc" />
        </div>
      </>,
    );
    expect(container.querySelectorAll('.cdr-toc-link')).toHaveLength(4);
    expect(container.querySelector('#tracker')?.innerHTML).toBe('');
    expect(marked()).toEqual([]);
  });
});
