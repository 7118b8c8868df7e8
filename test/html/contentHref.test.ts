// The one check of hrefs built from content (src/html/contentHref.ts), pinned in the html layer:
// components, sitemaps and feeds rely on it to keep a slug from climbing out of its route.
// test/components/routes.test.ts checks the same function through the routes built on it.
import { describe, expect, it } from 'vitest';
import { checkContentHref } from '../../src/html/contentHref.js';

describe('checkContentHref', () => {
  const refused: [string, unknown][] = [
    ['a `..` segment', '/t/../admin'],
    ['a `..` segment at the end', '/t/..'],
    ['a `.` segment', '/t/./x'],
    ['a `..` segment before a query', '/t/..?x=1'],
    ['a `..` segment before a fragment', '/t/..#top'],
    ['`..` between backslashes (browsers read `\\` as `/`)', '/t\\..\\admin'],
    ['`..` with a tab inside (URL parsers drop it)', '/t/.\t./admin'],
    ['`..` with a newline inside', '/t/.\n./admin'],
    ['`..` with a carriage return inside', '/t/.\r./admin'],
    ['`..` with an encoded tab inside', '/t/.%09./admin'],
    ['`..` behind an encoded slash', '/t/x%2F..%2Fadmin'],
    ['`..` and its slash all encoded', '/t/%2e%2e%2fadmin'],
    ['`..` behind an encoded backslash', '/t/x%5C..%5Cadmin'],
    ['`..` framed by encoded spaces (trimmed by URL parsers)', '/t/%20..%20/admin'],
    ['`..` framed by encoded control characters', '/t/%00..%1F/admin'],
    ['`.` framed by an encoded space', '/t/%20./admin'],
    ['a lone surrogate in an otherwise safe path', '/t/\uD800'],
    ['a lone surrogate in an https URL', 'https://site.test/\uDC00'],
    ['javascript:', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.test/t'],
    ['the empty string', ''],
    ['a number', 42],
    ['undefined', undefined],
  ];
  it.each(refused)('refuses %s', (_, href) => {
    expect(checkContentHref(href)).toBeUndefined();
  });

  // Dots that are not a whole segment, and dot segments outside the path, change no route.
  const accepted: [string, string][] = [
    ['a plain path', '/t/ok'],
    ['dots ending a segment', '/t/a../x'],
    ['dots starting a segment', '/t/..a/x'],
    ['three dots', '/t/.../x'],
    ['a dot inside a name', '/t/page.html'],
    ['a space before dots inside a name', '/t/a%20../x'],
    ['dots then a space inside a name', '/t/..%20a/x'],
    ['`..` in the query only', '/t/ok?next=../../admin'],
    ['`..` in the fragment only', '/t/ok#/../..'],
    ['an encoded slash inside a name', '/t/TCP%2FIP'],
    ['a relative path', 'docs/intro'],
    ['an https URL', 'https://site.test/t/x'],
  ];
  it.each(accepted)('accepts %s, unchanged', (_, href) => {
    expect(checkContentHref(href)).toBe(href);
  });
});
