// The one builder and checker of content hrefs (src/components/routeHref.ts), on its own:
// a table of hostile hrefs and values with the answer expected for each, then a property
// that whatever it accepts stays inside its route when a real URL parser reads it.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkContentHref, contentPath, routeHref } from '../../src/components/routes.js';
import { hostileString, staysInside } from './hostileContent.js';

beforeAll(() => {
  // "a route function threw" is a development warning these tests cause on purpose.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => vi.restoreAllMocks());

describe('checkContentHref', () => {
  const refused: [string, unknown][] = [
    ['a `..` segment', '/t/..'],
    ['a `.` segment', '/t/./x'],
    ['`..` percent-encoded', '/t/%2e%2e'],
    ['`..` percent-encoded twice', '/t/%252e%252e'],
    ['`..` half encoded, upper case', '/t/.%2E'],
    ['`..` in the middle of a path', '/t/a/../../x'],
    ['`..` between backslashes', '/t/\\..\\'],
    ['`..` behind an encoded slash', '/t/x%2F..%2Fadmin'],
    ['`..` with a tab inside (URL parsers drop it)', '/t/.\t.'],
    ['`..` with a control character after it', '/t/..%00'],
    ['`.%2E` beside a malformed escape elsewhere', '/t/.%2E/%'],
    ['`%2e%2e` behind a lone `%` segment', '/t/%/%2e%2e/admin'],
    ['a lone high surrogate', '/t/\uD800'],
    ['a lone low surrogate', '/t/a\uDC00b'],
    ['a protocol-relative URL', '//evil.test/t/x'],
    ['a backslash protocol-relative URL', '\\\\evil.test/t/x'],
    ['a slash-backslash URL', '/\\evil.test'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.test'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: with a tab in the scheme', 'java\tscript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a `..` segment before a query', '/t/..?x=1'],
    ['the empty string', ''],
    ['only spaces', '   '],
    ['undefined', undefined],
    ['a number', 42],
  ];
  it.each(refused)('refuses %s', (_, href) => {
    expect(checkContentHref(href)).toBeUndefined();
  });

  const accepted: [string, string, string][] = [
    ['a plain path', '/t/ok', '/t/ok'],
    ['`TCP/IP` as one encoded segment', '/t/TCP%2FIP', '/t/TCP%2FIP'],
    ['three dots (not a dot segment)', '/t/...', '/t/...'],
    ['dots inside a segment', '/t/a..b', '/t/a..b'],
    ['`..` in the query only', '/t/ok?x=../..', '/t/ok?x=../..'],
    ['`..` in the fragment only', '/t/ok#/../..', '/t/ok#/../..'],
    ['an encoded `?` and `#`', '/t/%3F%23', '/t/%3F%23'],
    ['a malformed escape', '/t/100%', '/t/100%'],
    ['an https URL', 'https://site.test/t/x', 'https://site.test/t/x'],
    ['surrounding spaces, trimmed', '  /t/x  ', '/t/x'],
  ];
  it.each(accepted)('accepts %s', (_, href, expected) => {
    expect(checkContentHref(href)).toBe(expected);
  });
});

describe('contentPath', () => {
  const table: [string, readonly string[], string | undefined][] = [
    ['en', ['en', 'slug'], '/en/slug'],
    ['TCP/IP', ['TCP/IP'], '/t/TCP%2FIP'],
    ['?', ['?'], '/t/%3F'],
    ['#', ['#'], '/t/%23'],
    ['a space', ['a b'], '/t/a%20b'],
    ['constructor', ['constructor'], '/t/constructor'],
    ['__proto__', ['__proto__'], '/t/__proto__'],
    ['//evil.test', ['//evil.test'], '/t/%2F%2Fevil.test'],
    ['...', ['...'], '/t/...'],
    ['.', ['.'], undefined],
    ['..', ['..'], undefined],
    // A server that decodes before routing reads these as `..`: no link is the safe answer.
    ['%2e%2e', ['%2e%2e'], undefined],
    ['%252e%252e', ['%252e%252e'], undefined],
    ['.%2E', ['.%2E'], undefined],
    ['.\t.', ['.\t.'], undefined],
    ['..\u0001', ['..\u0001'], undefined],
    ['a/../../x', ['a/../../x'], undefined],
    ['\\..\\', ['\\..\\'], undefined],
    ['a lone surrogate', ['\uD800'], undefined],
    ['the empty string', [''], undefined],
    ['an empty slug after a language', ['en', ''], undefined],
  ];
  it.each(table)('builds the href of %s', (_, values, expected) => {
    const prefix = values.length === 2 ? '/' : '/t/';
    expect(contentPath(prefix, values)).toBe(expected);
  });

  it('gives one segment inside the prefix for any string, or no href', () => {
    fc.assert(
      fc.property(hostileString, (value) => {
        const href = contentPath('/t/', [value]);
        if (href === undefined) return;
        expect(staysInside(href, '/t/')).toBe(true);
        const url = new URL(href, 'https://site.test/');
        expect(url.pathname.split('/')).toHaveLength(3);
        expect(decodeURIComponent(url.pathname.slice('/t/'.length))).toBe(value);
        expect(url.search).toBe('');
        expect(url.hash).toBe('');
        expect(checkContentHref(href)).toBe(href);
      }),
      { numRuns: 500 },
    );
  });
});

describe('routeHref', () => {
  it('gives no href without a route function', () => {
    expect(routeHref(undefined, 'x')).toBeUndefined();
  });

  it('gives no href when the route function throws', () => {
    const throwing = (tag: string) => `/t/${encodeURIComponent(tag)}`;
    expect(() => throwing('\uD800')).toThrow(URIError);
    expect(routeHref(throwing, '\uD800')).toBeUndefined();
    expect(
      routeHref(() => {
        throw new Error('no route');
      }, 'x'),
    ).toBeUndefined();
  });

  it('checks what the route function returns', () => {
    const concatenated = (tag: string) => `/tags/${tag}`;
    expect(routeHref(concatenated, 'ok')).toBe('/tags/ok');
    expect(routeHref(concatenated, '..')).toBeUndefined();
    expect(routeHref(concatenated, '../../admin')).toBeUndefined();
    // Same origin, still under /tags/: an empty segment cannot climb.
    expect(routeHref(concatenated, '/evil.test')).toBe('/tags//evil.test');
    expect(routeHref(() => '//evil.test/x', 'x')).toBeUndefined();
    expect(routeHref(() => undefined, 'x')).toBeUndefined();
    expect(routeHref(() => 'javascript:alert(1)', 'x')).toBeUndefined();
  });
});
