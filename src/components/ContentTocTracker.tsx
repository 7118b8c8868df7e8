'use client';
import { useEffect } from 'react';
import { useActiveHeading } from './useActiveHeading.js';

/** Props of {@link ContentTocTracker}: only plain data, as a server component can send it. */
export interface ContentTocTrackerProps {
  /** The `data-content-toc` value of the server-rendered list to mark. */
  tocId: string;
  /** The listed headings' ids, in document order. */
  ids: readonly string[];
  /** The reading band (see `useActiveHeading`). */
  rootMargin?: string | undefined;
}

/**
 * The browser half of the server `ContentToc` with `trackActive`: watches the headings with
 * `useActiveHeading` and marks the link of the one being read in the server-rendered list
 * (`aria-current="location"`, `data-active`, as the client component does). It renders no
 * markup and receives only ids, so the list itself costs no JavaScript. The attributes are set
 * on the DOM: the list is the server's (React never re-renders it in the browser), and React
 * leaves attributes it did not set alone.
 */
export function ContentTocTracker({ tocId, ids, rootMargin }: ContentTocTrackerProps) {
  const active = useActiveHeading(ids, { rootMargin });
  useEffect(() => {
    // Compared as strings, not put in a selector: a `useId` value needs no escaping this way.
    const toc = Array.from(document.querySelectorAll('[data-content-toc]')).find(
      (element) => element.getAttribute('data-content-toc') === tocId,
    );
    for (const link of toc?.querySelectorAll('a.cdr-toc-link') ?? []) {
      if (active !== undefined && link.getAttribute('href') === `#${active}`) {
        link.setAttribute('aria-current', 'location');
        link.setAttribute('data-active', '');
      } else {
        link.removeAttribute('aria-current');
        link.removeAttribute('data-active');
      }
    }
  }, [tocId, active]);
  return null;
}
