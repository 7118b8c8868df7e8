// Every message the components print, in one place (as Portable Text keeps its in
// `warnings.ts`): each starts with the component's name, says what happened and how to fix it.
// Printed once each through the client's printer (`printOnce`). Development only: bundlers
// replace `process.env.NODE_ENV`, so in a production bundle each function here is empty and
// its text is dropped. What a reader would notice is also an event (`onEvent`), in production.
import { printOnce } from '../client/warnings.js';

/** The sanitizer threw or refused a body: it renders as text. */
export function sanitizingFailed(error: unknown): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(`[ContentBody] sanitizing failed (${String(error)}): rendering text only.`);
}

/** No usable sanitizer where a body renders: it renders as text. */
export function noSanitizer(reason: 'unsupported' | 'unloaded' | 'missing'): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    reason === 'unsupported'
      ? '[ContentBody] DOMPurify is not supported here: rendering text only. Use a browser window, or the server sanitizer.'
      : reason === 'unloaded'
        ? "[ContentBody] the browser's sanitizer could not be loaded (its chunk of the build failed to load): rendering text only. Check that the deployment serves every chunk of the build."
        : "[ContentBody] no sanitizer here: rendering text only. This is a browser build rendering on a server; a server build creates its sanitizer on first use, or call installServerSanitizer() from 'content-delivery-react/server' at startup.",
  );
}

/** A route function threw for some content: that entry renders without a link. */
export function routeThrew(): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    '[routes] a route function threw: rendering that entry without a link. Return a string (or undefined for no link) for any content.',
  );
}

/** `ContentTocTracker` found no table of contents to track. */
export function tocNotFound(tocId: string): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    `[ContentTocTracker] no element with id="${tocId}": give the ContentToc id="${tocId}". Nothing is tracked.`,
  );
}

/**
 * What a server component leaves out, by the name its call site gives (`ignoredOnServer`): a
 * prop it cannot use (an event handler: React cannot send a function to the browser), or data
 * it does not fetch. Only the react-server build reads these texts; the client build's
 * `ignoredOnServer` is empty, so browser bundles carry none of them.
 */
const serverNotes = {
  categoryNavOnSelect:
    "[CategoryNav] onSelect is ignored in a server component: categories are links (getCategoryHref or routes.getCategoryHref). For buttons, render CategoryNav from a 'use client' file.",
  categoryNavFetches:
    '[CategoryNav] a server component does not fetch: fetch with client.getCategories(brand) and pass categories. Rendering nothing.',
  tagListOnSelect:
    '[TagList] onSelect is ignored in a server component: the tags are links (getTagHref or routes.getTagHref). For buttons, render TagList from a client component.',
  tocTrackActive:
    '[ContentToc] trackActive is ignored in a server component (it needs JavaScript in the browser). To mark the section being read, give the ContentToc an id and render <ContentTocTracker tocId={id} /> beside it.',
  paginationNeedsHrefs:
    '[Pagination] a server component pages by links: pass getPageHref (onPageChange is ignored on the server), or render Pagination from a client component. Rendering nothing.',
  paginationOnPageChange:
    '[Pagination] onPageChange is ignored in a server component: the pages are links (getPageHref). To also call it, render Pagination from a client component.',
  languageSwitcherOnChange:
    "[LanguageSwitcher] onChange is ignored in a server component: options are links (getItemHref or routes.getItemHref, getLanguageHref). For buttons, render LanguageSwitcher from a 'use client' file.",
  languageSwitcherLooksUp:
    '[LanguageSwitcher] a server component does not look variants up: pass variants (e.g. from findVariants(queryClient, client, brand, item)). Rendering nothing.',
} as const;

/** The name of a note in {@link serverNotes}. */
export type ServerNote = keyof typeof serverNotes;

/** Reports a server note, as an error (what the server leaves out, a developer must see). */
export function noteOnServer(note: ServerNote): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(serverNotes[note], 'error');
}

/** Event handlers a server component drops from the props it spreads on its element. */
export function handlersIgnoredOnServer(component: string, handlers: readonly string[]): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    `[${component}] ${handlers.join(', ')} ignored in a server component: event handlers need a client component (React cannot send a function to the browser). Render ${component} from a 'use client' file to use them.`,
    'error',
  );
}

/** `ContentSearch` outside a provider: it renders the search form only, which submits to the search page. */
export function searchWithoutProvider(): void {
  if (process.env.NODE_ENV === 'production') return;
  printOnce(
    "[ContentSearch] no <ContentDeliveryProvider> or <ContentDataProvider> above it: rendering the search form only (it submits to the search page). Wrap it in a provider whose client is made with brandIndex: 'proxy' to show results as the reader types.",
  );
}
