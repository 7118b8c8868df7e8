// The URL allow-lists (src/html/safeUrl.ts): `safeFieldUrl` for image URLs and hrefs built from
// fields (ContentCard, ContentArticle, the SEO tags), `safeUrl` for URLs in the content.
import { safeFieldUrl, safeUrl } from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

describe('safeFieldUrl', () => {
  const kept: [string, string, string][] = [
    ['an https URL', 'https://cdn.test/a.png', 'https://cdn.test/a.png'],
    ['an http URL, any case', 'HTTP://cdn.test/a.png', 'HTTP://cdn.test/a.png'],
    ['a root-relative path', '/images/a.png', '/images/a.png'],
    ['a path with a double slash inside', '/images//a.png', '/images//a.png'],
    ['a path with a backslash inside', '/images\\a.png', '/images\\a.png'],
    [
      'a colon in the query of a relative URL',
      '/go?next=javascript:alert(1)',
      '/go?next=javascript:alert(1)',
    ],
    ['surrounding whitespace, trimmed', ' \n https://cdn.test/a.png \t', 'https://cdn.test/a.png'],
  ];
  it.each(kept)('keeps %s', (_, url, expected) => {
    expect(safeFieldUrl(url)).toBe(expected);
  });

  // Browsers read `\` as `/`: each of these leaves the site without naming a scheme.
  const refused: [string, unknown][] = [
    ['a protocol-relative URL', '//evil.test/a.png'],
    ['two backslashes', '\\\\evil.test/a.png'],
    ['slash, backslash', '/\\evil.test/a.png'],
    ['backslash, slash', '\\/evil.test/a.png'],
    ['a leading backslash', '\\evil.test'],
    ['an encoded protocol-relative URL', '%2F%2Fevil.test'],
    ['javascript:', 'javascript:alert(1)'],
    ['mailto: (a field link must be a page)', 'mailto:a@b.test'],
    ['a data: image (fields allow none)', 'data:image/png;base64,AAAA'],
    ['only whitespace', ' \t\n '],
    ['the empty string', ''],
    ['a number', 42],
    ['an object', { href: 'https://cdn.test/' }],
  ];
  it.each(refused)('refuses %s', (_, url) => {
    expect(safeFieldUrl(url)).toBeUndefined();
  });
});

describe('safeUrl', () => {
  const images = { schemes: ['https'], dataImages: true };

  it.each([
    ['png', 'data:image/png;base64,iVBORw0KGgo='],
    ['jpeg', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['jpg', 'data:image/jpg;base64,/9j/4AAQ'],
    ['gif, upper case', 'DATA:IMAGE/GIF;BASE64,R0lGOD'],
    ['webp', 'data:image/webp;base64,UklGR'],
    ['base64 wrapped over lines', 'data:image/png;base64,iVBO\nRw0K GgoA'],
  ])('keeps a data: %s image when data images are allowed', (_, url) => {
    expect(safeUrl(url, images)).toBe(url);
  });

  it.each([
    ['an SVG image (it can carry script)', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['HTML with an image URL inside', 'data:text/html,<p>data:image/png;base64,AAAA'],
    ['an image with markup after its data', 'data:image/png;base64,AAAA"><script>'],
    ['an image that is not base64', 'data:image/png,AAAA'],
  ])('refuses %s', (_, url) => {
    expect(safeUrl(url, images)).toBeUndefined();
  });

  it('refuses data: images unless allowed', () => {
    expect(safeUrl('data:image/png;base64,AAAA', { schemes: ['https'] })).toBeUndefined();
  });

  it('keeps `//host` and `\\\\host` only where they are allowed', () => {
    const options = { schemes: ['https'], allowProtocolRelative: true };
    expect(safeUrl('//cdn.test/a.png', options)).toBe('//cdn.test/a.png');
    expect(safeUrl('\\\\cdn.test/a.png', options)).toBe('\\\\cdn.test/a.png');
    expect(safeUrl('/a.png', options)).toBe('/a.png');
  });

  // Decoded up to three times, as a server that decodes what it is given again might.
  it.each([
    ['once', 'javascript%3Aalert(1)'],
    ['twice', 'javascript%253Aalert(1)'],
    ['three times', 'javascript%25253Aalert(1)'],
    ['as entities around an escape', 'javascript&#37;3Aalert(1)'],
  ])('refuses a scheme percent-encoded %s', (_, url) => {
    expect(safeUrl(url, { schemes: ['https'] })).toBeUndefined();
  });

  it('keeps a fourth layer of encoding as it is: no browser decodes that far', () => {
    expect(safeUrl('javascript%2525253Aalert(1)', { schemes: ['https'] })).toBe(
      'javascript%2525253Aalert(1)',
    );
  });

  it('still decodes entities in a URL a lone `%` keeps from being percent-decoded', () => {
    // `%` alone cannot be decoded: the rest is read undecoded, `java&#115;cript:` still decoded.
    expect(safeUrl('java&#115;cript:alert("100%")', { schemes: ['https'] })).toBeUndefined();
    expect(safeUrl('/100%', { schemes: ['https'] })).toBe('/100%');
  });
});
