// The pages of lazySanitizer.e2e.test.ts, the same on the server (renderToString in Node) and in
// the browser (hydrateRoot, or createRoot for the client-only page).
import {
  ContentArticle,
  ContentBody,
  type ContentItem,
  ContentToc,
  textDirection,
} from 'content-delivery-react';
import { type AnchorHTMLAttributes, useEffect, useState } from 'react';

declare global {
  interface Window {
    /** Every href the router link was clicked with, in order: a router's navigations. */
    __lazyRouted: string[];
    /** Every href a router link has mounted with: its effect ran, so its element is hydrated. */
    __lazyLinksMounted: string[];
  }
}

/** The article's body: headings for the TOC, a router link and an external one, an image, a table. */
export const articleHtml = [
  '<p>Pack light and walk far. Read the <a href="/guides/layering">layering guide</a> first, ',
  'and print the <a href="https://example.org/maps">park maps</a>.</p>',
  '<h2>Before you go</h2>',
  '<p>Check the forecast the evening before, and again at the trailhead.</p>',
  '<img src="/pictures/ridge.svg" alt="The ridge at dawn" width="320" height="180">',
  '<h3>What to pack</h3>',
  '<table><thead><tr><th>Item</th><th>Weight</th></tr></thead>',
  '<tbody><tr><td>Tent</td><td>1.2 kg</td></tr><tr><td>Stove</td><td>0.3 kg</td></tr></tbody></table>',
  '<h2>On the trail</h2>',
  '<ul><li>Stay on marked paths.</li><li>Leave no trace.</li></ul>',
].join('');

/** The href of the body's router link, which the test clicks. */
export const routerHref = '/guides/layering';

/** The body a button mounts after hydration: a client-only render. */
export const trailNoteHtml = '<p>Trail note: <em>water</em> at the hut.</p>';

/** A body that runs code if any of its markup reaches the page. */
export const hostileHtml =
  '<h2>Trail closed</h2><p>The ridge path is <strong>closed</strong> after dark.</p>' +
  '<img src=x onerror="window.__lazyHostileRan = true">';

/**
 * A stand-in for a router's `Link`: navigates without a page load (records the href), and
 * records its mount, which happens only once its element is hydrated.
 */
export function RouterLink({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  useEffect(() => {
    if (href !== undefined) window.__lazyLinksMounted.push(href);
  }, [href]);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        if (href !== undefined) window.__lazyRouted.push(href);
      }}
    />
  );
}

/** The button that mounts `trailNoteHtml` in a `ContentBody` only in the browser, on click. */
function TrailNote() {
  const [shown, setShown] = useState(false);
  return (
    <section aria-label="Trail note">
      <button type="button" onClick={() => setShown(true)}>
        Show the trail note
      </button>
      {shown && <ContentBody html={trailNoteHtml} className="trail-note" />}
    </section>
  );
}

/** The server-rendered page: a table of contents beside the article, and the trail note button. */
export function ArticlePage({
  item,
  onHydrated,
}: {
  item: ContentItem;
  /** Called in the browser once the page's shell has hydrated (a parent's effects run last). */
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <main lang={item.language} dir={textDirection(item.language)}>
      <ContentToc html={item.content} />
      <ContentArticle item={item} headingAnchors linkComponent={RouterLink} />
      <TrailNote />
    </main>
  );
}

/** The client-only page: one body, rendered in the browser with no server HTML. */
export function ClientOnlyPage() {
  return <ContentBody html={hostileHtml} className="client-only-body" />;
}
