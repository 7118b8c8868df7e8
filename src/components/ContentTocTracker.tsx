'use client';
import { useEffect, useState } from 'react';
import { type ActiveHeadingOptions, useActiveHeading } from './useActiveHeading.js';
import { tocNotFound } from './warnings.js';

/** Props of {@link ContentTocTracker}: plain data only, so a server component can render it. */
export interface ContentTocTrackerProps extends ActiveHeadingOptions {
  /** The `id` attribute given to the `ContentToc` to mark (its `<nav>`). */
  tocId: string;
}

/** One listed heading: its id and its link in the table of contents. */
interface TocLink {
  id: string;
  link: Element;
}

const noLinks: readonly TocLink[] = [];

/**
 * The heading id a `#…` link points at, as the browser resolves a fragment: the raw text if an
 * element has that id, else its percent-decoded form. Anything else (not a fragment, bad
 * escapes) is no heading.
 */
function headingIdOf(href: string | null): string | undefined {
  if (href === null || !href.startsWith('#') || href.length === 1) return undefined;
  const raw = href.slice(1);
  if (document.getElementById(raw) !== null) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The links of the `ContentToc` whose `<nav>` has the id `tocId`, with their heading ids. */
function readTocLinks(tocId: string): readonly TocLink[] {
  const toc = document.getElementById(tocId);
  if (toc === null) {
    tocNotFound(tocId);
    return noLinks;
  }
  return Array.from(toc.querySelectorAll('a.cdr-toc-link')).flatMap((link) => {
    const id = headingIdOf(link.getAttribute('href'));
    return id === undefined ? [] : [{ id, link }];
  });
}

/**
 * Marks the section being read in a server-rendered `ContentToc` (the server component has no
 * JavaScript, so it cannot track): render it beside a `ContentToc` given an `id`. After mount it
 * reads the heading ids from that list's links, watches them with `useActiveHeading` and sets
 * `aria-current="location"` and `data-active` on the link of the heading being read, as the
 * client `ContentToc` with `trackActive` does. It renders no markup. It also works beside a
 * client `ContentToc`, though that one tracks by itself with `trackActive`. The attributes are
 * set on the DOM: React does not re-render server markup, and leaves attributes it did not set
 * alone.
 *
 * @example
 * // A server component: the list is server HTML, only this small island runs in the browser.
 * <ContentToc id="toc" html={item.content} />
 * <ContentTocTracker tocId="toc" rootMargin="-64px 0px -66% 0px" />
 * <ContentBody html={item.content} headingAnchors />
 */
export function ContentTocTracker({ tocId, rootMargin }: ContentTocTrackerProps) {
  const [links, setLinks] = useState(noLinks);
  useEffect(() => setLinks(readTocLinks(tocId)), [tocId]);
  const active = useActiveHeading(
    links.map((entry) => entry.id),
    { rootMargin },
  );
  useEffect(() => {
    const current = links.filter((entry) => entry.id === active);
    for (const { link } of current) {
      link.setAttribute('aria-current', 'location');
      link.setAttribute('data-active', '');
    }
    // Taken off when the section, the list or the tracker goes, so no mark is left behind stale.
    return () => {
      for (const { link } of current) {
        link.removeAttribute('aria-current');
        link.removeAttribute('data-active');
      }
    };
  }, [links, active]);
  return null;
}
