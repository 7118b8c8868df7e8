import { describe, expect, it } from 'vitest';
import { absoluteContentUrl, siteUrls } from '../../src/discovery/siteUrls.js';
import { isoDate } from '../../src/shared/isoDate.js';
import { isLanguageTag } from '../../src/shared/languageTag.js';

// The client refuses dates that are not ISO 8601 before any document sees them; these checks
// are the documents' own, for data that reaches them another way (a custom client, a store).
describe('the URLs and values every document writes', () => {
  it('writes dates a sitemap and a feed accept, or none', () => {
    expect(isoDate('2026-01-02T03:04:05Z')).toBe('2026-01-02T03:04:05.000Z');
    expect(isoDate('2026-01-02T03:04:05+02:00')).toBe('2026-01-02T01:04:05.000Z');
    for (const value of [
      'not a date',
      '',
      null,
      undefined,
      '+275760-09-13T00:00:00Z',
      '-000001-01-01T00:00:00Z',
    ])
      expect(isoDate(value)).toBeUndefined();
  });

  it('accepts BCP 47 shaped language tags only', () => {
    for (const tag of ['en', 'pt-BR', 'zh-Hant-TW', 'ar', 'de-CH-1996'])
      expect(isLanguageTag(tag)).toBe(true);
    for (const tag of ['', 'e', '"><x', 'en_US', 'en-', '-en', 'x'.repeat(40), 'en-\ud800'])
      expect(isLanguageTag(tag)).toBe(false);
  });

  it("makes a body's links and media absolute, with the schemes each kind allows", () => {
    const page = 'https://example.com/blog/a';
    expect(absoluteContentUrl('b', page, 'link')).toBe('https://example.com/blog/b');
    expect(absoluteContentUrl('mailto:a@example.com', page, 'link')).toBe('mailto:a@example.com');
    expect(absoluteContentUrl('/img/a.jpg', page, 'media')).toBe('https://example.com/img/a.jpg');
    // An image is never mail, a phone number, inline data or script; an attribute left out is none.
    for (const url of [
      'mailto:a@example.com',
      'tel:+1',
      'data:image/png;base64,AA',
      'javascript:x',
    ])
      expect(absoluteContentUrl(url, page, 'media'), url).toBeUndefined();
    expect(absoluteContentUrl(null, page, 'link')).toBeUndefined();
    expect(absoluteContentUrl('http://[x', page, 'link')).toBeUndefined();
  });

  it('keeps every URL inside the site, its path included', () => {
    const urls = siteUrls({
      siteUrl: 'https://example.com/blog?x=1#y',
      getItemHref: () => '/blog/a',
    });
    expect(urls.siteUrl).toBe('https://example.com/blog');
    expect(urls.url('/blog/a')).toBe('https://example.com/blog/a');
    expect(urls.url('/blog')).toBe('https://example.com/blog');
    for (const href of [
      '/blogger',
      '/',
      'https://other.example/blog/a',
      '//other.example/blog/a',
      'javascript:x',
      '/blog/../admin',
      '/blog/%2e%2e/admin',
      '',
      undefined,
      `/blog/${'a'.repeat(2_100)}`,
    ])
      expect(urls.url(href), String(href)).toBeUndefined();
    // A URL of 2 047 characters is the longest kept (what search engines read whole).
    const longest = `/blog/${'a'.repeat(2_047 - 'https://example.com/blog/'.length)}`;
    expect(urls.url(longest)).toHaveLength(2_047);
    expect(urls.url(`${longest}a`)).toBeUndefined();
    expect(
      siteUrls({
        siteUrl: 'https://example.com',
        getItemHref: () => {
          throw new Error('x');
        },
      }).pageUrl({} as never),
    ).toBeUndefined();
  });
});
