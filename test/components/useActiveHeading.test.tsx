// @vitest-environment jsdom
// The heading being read, as useActiveHeading reports it: which heading has passed the reading
// line, where that line is, and when it watches again or stops. A recording IntersectionObserver
// and set heading positions stand in for the browser's layout (Chromium: test/browser/toc*).
import { render, renderHook } from '@testing-library/react';
import { ContentBody, ContentToc, useActiveHeading } from 'content-delivery-react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installRecordingObserver,
  RecordingIntersectionObserver,
  readingLine,
  scroll,
} from './recordingIntersectionObserver.js';

/** Puts headings with these ids in the page, in this order. */
function headings(...ids: string[]) {
  for (const id of ids) {
    const heading = document.createElement('h2');
    heading.id = id;
    heading.textContent = id;
    document.body.append(heading);
  }
}

/** The hook's arguments, as props a test can change. */
interface BandProps {
  ids: string[];
  rootMargin?: string;
}

beforeEach(() => {
  installRecordingObserver();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useActiveHeading', () => {
  it('is undefined until a heading passes the top third, then the last heading above the line', () => {
    headings('intro', 'setup', 'usage');
    const { result } = renderHook(() => useActiveHeading(['intro', 'setup', 'usage']));
    expect(result.current).toBeUndefined();
    expect(RecordingIntersectionObserver.live().map((observer) => observer.options)).toEqual([
      { rootMargin: '0px 0px -66% 0px' },
    ]);
    scroll({ intro: 400, setup: 900, usage: 1400 });
    expect(result.current).toBeUndefined();
    scroll({ intro: readingLine - 1, setup: 500, usage: 1000 });
    expect(result.current).toBe('intro');
    // A hash link jumps: only one crossing is reported, every heading is measured again.
    scroll({ intro: -2000, setup: -1500, usage: 10 });
    expect(result.current).toBe('usage');
    scroll({ intro: 100, setup: 600, usage: 1100 });
    expect(result.current).toBe('intro');
  });

  it('takes the line from the band the browser reports, and the top third of the window without one', () => {
    headings('intro', 'setup');
    const { result } = renderHook(() =>
      useActiveHeading(['intro', 'setup'], { rootMargin: '0px 0px -50% 0px' }),
    );
    expect(RecordingIntersectionObserver.live()[0]?.options).toEqual({
      rootMargin: '0px 0px -50% 0px',
    });
    // Half of jsdom's 768 px window: the band ends at 384.
    scroll({ intro: 100, setup: 300 }, 384);
    expect(result.current).toBe('setup');
    // A heading exactly on the line has not passed it yet.
    scroll({ intro: 100, setup: 384 }, 384);
    expect(result.current).toBe('intro');
    // No root bounds (a cross-origin frame): the top third of the window, 256 px.
    scroll({ intro: 100, setup: 300 }, null);
    expect(result.current).toBe('intro');
    scroll({ intro: 100, setup: 250 }, null);
    expect(result.current).toBe('setup');
  });

  it('watches only the headings in the page', () => {
    headings('intro', 'usage');
    const { result } = renderHook(() => useActiveHeading(['intro', 'removed', 'usage']));
    expect(RecordingIntersectionObserver.live()[0]?.targets.map((heading) => heading.id)).toEqual([
      'intro',
      'usage',
    ]);
    scroll({ intro: -300, usage: 50 });
    expect(result.current).toBe('usage');
  });

  it('watches anew when the ids or the band change, and stops when unmounted', () => {
    // Joined without a separator, both lists would read `abc`: ids hold no line break.
    headings('a', 'bc', 'ab', 'c');
    const { result, rerender, unmount } = renderHook<string | undefined, BandProps>(
      ({ ids, rootMargin }) => useActiveHeading(ids, { rootMargin }),
      { initialProps: { ids: ['a', 'bc'] } },
    );
    const [first] = RecordingIntersectionObserver.live();
    expect(first?.targets.map((heading) => heading.id)).toEqual(['a', 'bc']);

    // A new array of the same ids, as each render makes, watches nothing again.
    rerender({ ids: ['a', 'bc'] });
    expect(RecordingIntersectionObserver.created).toHaveLength(1);

    rerender({ ids: ['ab', 'c'] });
    const [second, ...others] = RecordingIntersectionObserver.live();
    expect(others).toEqual([]);
    expect(second?.targets.map((heading) => heading.id)).toEqual(['ab', 'c']);
    scroll({ a: -500, bc: -400, ab: 20, c: 900 });
    expect(result.current).toBe('ab');

    rerender({ ids: ['ab', 'c'], rootMargin: '-64px 0px -66% 0px' });
    expect(RecordingIntersectionObserver.live().map((observer) => observer.options)).toEqual([
      { rootMargin: '-64px 0px -66% 0px' },
    ]);

    unmount();
    expect(RecordingIntersectionObserver.live()).toEqual([]);
    expect(RecordingIntersectionObserver.created).toHaveLength(3);
  });

  it('is undefined again when no heading is left to watch', () => {
    headings('intro', 'usage');
    const { result, rerender } = renderHook(({ ids }) => useActiveHeading(ids), {
      initialProps: { ids: ['intro', 'usage'] },
    });
    scroll({ intro: -300, usage: 50 });
    expect(result.current).toBe('usage');
    rerender({ ids: [] });
    expect(result.current).toBeUndefined();
  });

  it('unmarks the ContentToc when trackActive is turned off', () => {
    const html = '<h2>Gear</h2><h2>Food</h2>';
    function Article({ trackActive }: { trackActive: boolean }) {
      return (
        <>
          <ContentToc html={html} trackActive={trackActive} />
          <ContentBody html={html} headingAnchors />
        </>
      );
    }
    const { container, rerender } = render(<Article trackActive />);
    scroll({ 'section-gear': 10, 'section-food': 700 });
    expect(container.querySelector('[aria-current="location"]')?.textContent).toBe('Gear');
    rerender(<Article trackActive={false} />);
    expect(container.querySelector('[aria-current], [data-active]')).toBeNull();
  });

  it('is undefined where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    headings('intro');
    const { result } = renderHook(() => useActiveHeading(['intro']));
    expect(result.current).toBeUndefined();
  });
});
