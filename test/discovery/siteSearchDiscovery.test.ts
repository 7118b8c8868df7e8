import { serializeJsonLd } from 'content-delivery-react';
import {
  createOpenSearchDescription,
  createWebSiteJsonLd,
  type SiteSearchDiscoveryOptions,
} from 'content-delivery-react/discovery';
import { describe, expect, it } from 'vitest';
import { validateXml } from '../helpers/xmllint.js';
import { parseXml } from './xml.js';

// The home page's WebSite JSON-LD and the OpenSearch description, read back as a search engine
// and a browser would: JSON-LD from the script element's text, the description with two
// independent XML parsers (jsdom's and libxml2's).

const openSearchNs = 'http://a9.com/-/spec/opensearch/1.1/';
const siteUrl = 'https://www.example.com';

/** The description's elements, as a browser adding the search engine reads them. */
async function readDescription(options: SiteSearchDiscoveryOptions) {
  const xml = createOpenSearchDescription(options);
  const { errors } = await validateXml(xml, undefined);
  expect(errors).toBe('');
  const root = parseXml(xml).documentElement;
  expect(root.namespaceURI).toBe(openSearchNs);
  expect(root.localName).toBe('OpenSearchDescription');
  const text = (name: string) =>
    root.getElementsByTagNameNS(openSearchNs, name)[0]?.textContent ?? undefined;
  const url = root.getElementsByTagNameNS(openSearchNs, 'Url')[0];
  const image = root.getElementsByTagNameNS(openSearchNs, 'Image')[0];
  return {
    xml,
    shortName: text('ShortName'),
    longName: text('LongName'),
    description: text('Description'),
    inputEncoding: text('InputEncoding'),
    url: {
      type: url?.getAttribute('type'),
      method: url?.getAttribute('method'),
      template: url?.getAttribute('template'),
    },
    image:
      image === undefined
        ? undefined
        : {
            href: image.textContent,
            type: image.getAttribute('type'),
            width: image.getAttribute('width'),
            height: image.getAttribute('height'),
          },
  };
}

/** The JSON-LD as a search engine reads it: the text of the script element, parsed. */
function readJsonLd(options: SiteSearchDiscoveryOptions): unknown {
  const script = serializeJsonLd(createWebSiteJsonLd(options));
  expect(script).not.toMatch(/[<>]/);
  return JSON.parse(script);
}

describe('createWebSiteJsonLd', () => {
  it('describes the site and a SearchAction on its search page, with the query in q', () => {
    expect(readJsonLd({ siteUrl, name: 'Acme Outdoor Journal' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Acme Outdoor Journal',
      url: 'https://www.example.com/',
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'https://www.example.com/search?q={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('names the search page given, inside a site with a base path, after its own parameters', () => {
    const jsonLd = createWebSiteJsonLd({
      siteUrl: 'https://www.example.com/blog/',
      name: 'Blog',
      searchPath: '/blog/find?lang=en&x={y}#top',
    });
    expect(jsonLd.url).toBe('https://www.example.com/blog/');
    expect(jsonLd.potentialAction).toMatchObject({
      target: {
        urlTemplate: 'https://www.example.com/blog/find?lang=en&x=%7By%7D&q={search_term_string}',
      },
    });
  });

  it('keeps a hostile name a name: one line, well-formed, and the script element unbroken', () => {
    const name = 'Acme </script><script>alert(1)</script> \u2028 & "Co"\n\u{d800}';
    const jsonLd = readJsonLd({ siteUrl, name });
    expect(jsonLd).toMatchObject({
      name: 'Acme </script><script>alert(1)</script> & "Co" \ufffd',
    });
  });

  it.each([
    ['a relative site URL', { siteUrl: '/', name: 'Acme' }, /siteUrl must be an absolute URL/],
    ['a javascript: site URL', { siteUrl: 'javascript:alert(1)', name: 'Acme' }, /http: or https:/],
    ['a data: site URL', { siteUrl: 'data:text/html,hi', name: 'Acme' }, /http: or https:/],
    ['an empty name', { siteUrl, name: ' \n ' }, /name must be the site’s name/],
    [
      'a search page on another origin',
      { siteUrl, name: 'Acme', searchPath: 'https://evil.example/search' },
      /searchPath must be a path or a URL inside siteUrl/,
    ],
    [
      'a search page outside the base path',
      { siteUrl: 'https://www.example.com/blog/', name: 'Acme', searchPath: '/search' },
      /searchPath must be a path or a URL inside siteUrl/,
    ],
    [
      'a javascript: search page',
      { siteUrl, name: 'Acme', searchPath: 'javascript:alert(1)' },
      /searchPath must be a path or a URL inside siteUrl/,
    ],
    [
      'a search page that climbs out of its route',
      { siteUrl, name: 'Acme', searchPath: '/a/%2e%2e/search' },
      /searchPath must be a path or a URL inside siteUrl/,
    ],
  ])('throws a TypeError for %s', (_name, options, message) => {
    expect(() => createWebSiteJsonLd(options)).toThrow(TypeError);
    expect(() => createWebSiteJsonLd(options)).toThrow(message);
    expect(() => createOpenSearchDescription(options)).toThrow(message);
  });
});

describe('createOpenSearchDescription', () => {
  it('describes the search page for a browser: names, UTF-8 input and a GET template with {searchTerms}', async () => {
    const description = await readDescription({
      siteUrl: 'http://127.0.0.1:3000',
      name: 'Acme Outdoor',
      description: 'Search the trail guides of Acme Outdoor.',
    });
    expect(description).toEqual({
      xml: expect.stringMatching(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/),
      shortName: 'Acme Outdoor',
      // The same as the short name: not repeated.
      longName: undefined,
      description: 'Search the trail guides of Acme Outdoor.',
      inputEncoding: 'UTF-8',
      url: {
        type: 'text/html',
        method: 'get',
        template: 'http://127.0.0.1:3000/search?q={searchTerms}',
      },
      image: undefined,
    });
    // The line the framework examples' end-to-end tests look for, attributes in this order.
    expect(description.xml).toContain(
      '<Url type="text/html" method="get" template="http://127.0.0.1:3000/search?q={searchTerms}"/>',
    );
  });

  it('shortens a long name to 16 characters at a word boundary, and keeps it whole as the LongName', async () => {
    const description = await readDescription({ siteUrl, name: 'Acme Outdoor Journal' });
    expect(description.shortName).toBe('Acme Outdoor');
    expect(description.longName).toBe('Acme Outdoor Journal');
    // No description given: the name.
    expect(description.description).toBe('Acme Outdoor Journal');
  });

  it('uses a short name that fits as it is, and shortens one that does not', async () => {
    expect((await readDescription({ siteUrl, name: 'X', shortName: 'Acme' })).shortName).toBe(
      'Acme',
    );
    expect(
      (await readDescription({ siteUrl, name: 'X', shortName: 'Sixteen chars ok' })).shortName,
    ).toBe('Sixteen chars ok');
    expect(
      (await readDescription({ siteUrl, name: 'X', shortName: 'Seventeen chars!!' })).shortName,
    ).toBe('Seventeen');
  });

  it('keeps a name whole when it ends right before a space, or fits in characters but not in UTF-16 units', async () => {
    // The 16th character ends a word: the whole word stays.
    expect((await readDescription({ siteUrl, name: 'Acme Outdoor Hub Store' })).shortName).toBe(
      'Acme Outdoor Hub',
    );
    // 10 characters, 17 UTF-16 units: within the limit, nothing cut.
    const emoji = 'Go \u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}\u{1F600}';
    expect((await readDescription({ siteUrl, name: emoji })).shortName).toBe(emoji);
  });

  it('writes the whole document: no LongName when it equals the ShortName, no Image when none is given', () => {
    expect(createOpenSearchDescription({ siteUrl, name: 'Acme' })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<OpenSearchDescription xmlns="${openSearchNs}">`,
        '  <ShortName>Acme</ShortName>',
        '  <Description>Acme</Description>',
        '  <InputEncoding>UTF-8</InputEncoding>',
        '  <Url type="text/html" method="get" template="https://www.example.com/search?q={searchTerms}"/>',
        '</OpenSearchDescription>',
        '',
      ].join('\n'),
    );
  });

  it('cuts one long word between graphemes, never inside one, counting characters not UTF-16 units', async () => {
    // 20 letters: one word, cut after the 16th.
    expect((await readDescription({ siteUrl, name: 'Supercalifragilistic' })).shortName).toBe(
      'Supercalifragili',
    );
    // Each 🏕️ is 2 characters (U+1F3D5 U+FE0F) in one grapheme: 8 fit, the 9th is not split.
    const campsites = '🏕️'.repeat(10);
    const shortName = (await readDescription({ siteUrl, name: campsites })).shortName ?? '';
    expect(shortName).toBe('🏕️'.repeat(8));
    expect([...shortName]).toHaveLength(16);
    // `é` as `e` + a combining accent: the accent stays with its letter.
    const accents = 'e\u0301'.repeat(9);
    expect((await readDescription({ siteUrl, name: accents })).shortName).toBe('e\u0301'.repeat(8));
  });

  it('still has a short name when one grapheme alone is over 16 characters', async () => {
    const zalgo = `a${'\u0300'.repeat(40)}`;
    const shortName = (await readDescription({ siteUrl, name: zalgo })).shortName ?? '';
    expect([...shortName]).toHaveLength(16);
    expect(shortName.startsWith('a')).toBe(true);
  });

  it('writes hostile names as text: markup characters, ]]>, control characters and lone surrogates', async () => {
    const hostile = `<Url template="https://evil.example/?q={searchTerms}"/> & ' " ]]> \u0000\u0008\u{d800}\uFFFE end`;
    const description = await readDescription({
      siteUrl,
      name: `A&B <i>"x"</i>`,
      shortName: `<&>'"]]>`,
      description: hostile,
    });
    expect(description.shortName).toBe(`<&>'"]]>`);
    expect(description.longName).toBe('A&B <i>"x"</i>');
    // Forbidden characters are removed, the lone surrogate replaced; the rest is the text given.
    expect(description.description).toBe(
      `<Url template="https://evil.example/?q={searchTerms}"/> & ' " ]]> \ufffd\uFFFE end`.replace(
        '\uFFFE',
        '',
      ),
    );
    // One Url only: the one of the site.
    expect(description.xml.match(/<Url /g)).toHaveLength(1);
    expect(description.url.template).toBe('https://www.example.com/search?q={searchTerms}');
  });

  it('keeps a 1 MB description well-formed and within the spec’s 1 024 characters', async () => {
    const description = await readDescription({
      siteUrl,
      name: 'n'.repeat(1_000_000),
      description: 'word '.repeat(200_000),
    });
    expect(description.description?.length).toBeLessThanOrEqual(1024);
    expect(description.description).toMatch(/^(word )*word$/);
    expect(description.shortName).toBe('n'.repeat(16));
    expect(description.longName).toBe('n'.repeat(48));
    expect(description.xml.length).toBeLessThan(2_000);
  });

  it('adds the icon, made absolute, with its type and size', async () => {
    const description = await readDescription({
      siteUrl,
      name: 'Acme',
      image: { href: '/favicon.svg', type: 'image/svg+xml' },
    });
    expect(description.image).toEqual({
      href: 'https://www.example.com/favicon.svg',
      type: 'image/svg+xml',
      width: null,
      height: null,
    });
    const sized = await readDescription({
      siteUrl,
      name: 'Acme',
      image: { href: 'https://cdn.example/icon.png?a=1&b="2"', width: 16, height: 16 },
    });
    expect(sized.image).toEqual({
      href: 'https://cdn.example/icon.png?a=1&b=%222%22',
      type: null,
      width: '16',
      height: '16',
    });
  });

  it('accepts a one-pixel icon', async () => {
    const image = { href: '/dot.png', width: 1, height: 1 };
    const description = await readDescription({ siteUrl, name: 'Acme', image });
    expect(description.image).toEqual({
      href: 'https://www.example.com/dot.png',
      type: null,
      width: '1',
      height: '1',
    });
  });

  it.each([
    [{ href: 'javascript:alert(1)' }, /image\.href must be a path or an http\(s\) URL/],
    [{ href: 'data:image/png;base64,AAAA' }, /image\.href must be a path or an http\(s\) URL/],
    [{ href: '/icon.png', width: 0 }, /image\.width must be a positive whole number/],
    [{ href: '/icon.png', height: 1.5 }, /image\.height must be a positive whole number/],
  ])('throws a TypeError for the icon %j', (image, message) => {
    expect(() => createOpenSearchDescription({ siteUrl, name: 'Acme', image })).toThrow(TypeError);
    expect(() => createOpenSearchDescription({ siteUrl, name: 'Acme', image })).toThrow(message);
  });
});
