// The one checker of hrefs built from content, for everything that renders or publishes
// links: components (through components/routes.ts), sitemaps, feeds and llms.txt.
import { isWellFormed } from '../shared/wellFormed.js';
import { decodeRepeatedly, safeFieldUrl } from './safeUrl.js';

// URL parsers drop tabs and newlines anywhere in a URL, so `.\t.` is `..` to a browser.
const ignoredInUrl = /[\t\n\r]/g;
// A `.` or `..` path segment, also with the control characters and spaces URL parsers trim.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const dotSegment = /^[\u0000-\u0020]*\.\.?[\u0000-\u0020]*$/;

/**
 * Whether the path of `href` has a `.` or `..` segment as a browser, or a server that
 * decodes `%2F`, `%5C` and `%2e` before routing, would read it: such a path can climb
 * out of the route it was built in (`/t/%2e%2e%2Fadmin`).
 */
function hasDotSegment(href: string): boolean {
  const path = href.replace(ignoredInUrl, '').split(/[?#]/, 1)[0] ?? '';
  // Decoded piece by piece: one malformed escape (a lone `%`) must not leave the escapes of
  // the other pieces undecoded (`/.%2E/%` climbs in a browser, which reads `.%2E` as `..`).
  return path.split(/[\\/]/).some((piece) =>
    decodeRepeatedly(piece)
      .replace(ignoredInUrl, '')
      .split(/[\\/]/)
      .some((part) => dotSegment.test(part)),
  );
}

/**
 * `href` when it is safe as a link built from content, else `undefined` (no link).
 * Safe means: it passes the field URL allow-list (`https:`, `http:` or relative, never
 * `//host`), holds no unpaired surrogate, and its path has no `.` or `..` segment, plain
 * or percent-encoded, so it stays inside the route that built it. The query and fragment
 * are not checked: they cannot change the path.
 */
export function checkContentHref(href: unknown): string | undefined {
  const safe = safeFieldUrl(href);
  if (safe === undefined || !isWellFormed(safe) || hasDotSegment(safe)) return undefined;
  return safe;
}
