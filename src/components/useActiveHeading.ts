'use client';
import { useEffect, useState } from 'react';

/** Options of {@link useActiveHeading}. */
export interface ActiveHeadingOptions {
  /**
   * The reading band, as an `IntersectionObserver` `rootMargin` on the viewport: a heading
   * whose top has passed the band's lower edge is read. With a sticky header, make the band
   * start below it (`'-64px 0px -66% 0px'`).
   * @default '0px 0px -66% 0px' (the top third of the viewport)
   */
  rootMargin?: string | undefined;
}

/**
 * The id of the heading being read: the last of `ids` (in document order) whose element's top
 * has scrolled past the top third of the viewport; `undefined` before the first one. Browser
 * only and optional: it watches with an `IntersectionObserver` from an effect, so it is
 * `undefined` on the server, on the first render, and where `IntersectionObserver` is missing.
 * The headings must be in the page when the ids are given.
 *
 * @example
 * const active = useActiveHeading(toc.map((entry) => entry.id));
 */
export function useActiveHeading(
  ids: readonly string[],
  { rootMargin = '0px 0px -66% 0px' }: ActiveHeadingOptions = {},
): string | undefined {
  const [active, setActive] = useState<string>();
  // Compared by content, so a new array of the same ids (each render) observes nothing again.
  const key = ids.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids`' content.
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    if (headings.length === 0) {
      // Nothing left to watch (tracking turned off, or the headings gone): none is being read.
      setActive(undefined);
      return;
    }
    // The observer is only the trigger: each time a heading crosses the band, every heading's
    // position is read again, so one that jumped past the band (a hash link) is counted too.
    const observer = new IntersectionObserver(
      (entries) => {
        const readingLine = entries[0]?.rootBounds?.bottom ?? window.innerHeight / 3;
        let current: string | undefined;
        for (const heading of headings) {
          if (heading.getBoundingClientRect().top < readingLine) current = heading.id;
        }
        setActive(current);
      },
      { rootMargin },
    );
    for (const heading of headings) observer.observe(heading);
    return () => observer.disconnect();
  }, [key, rootMargin]);
  return active;
}
