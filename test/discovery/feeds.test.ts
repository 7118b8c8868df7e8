import { createContentClient } from 'content-delivery-react/client';
import { createFeed } from 'content-delivery-react/discovery';
import {
  createDemoDataset,
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { parseAtomFeed, parseJsonFeed, parseRssFeed } from 'feedsmith';
import { describe, expect, it } from 'vitest';
import { validateXml } from '../helpers/xmllint.js';
import { clientOn, site, siteUrl } from './site.js';
import { parseXml } from './xml.js';

/** feedsmith reads Atom text constructs as `{ value }`. */
const textOf = (text: string | { value?: string | undefined } | undefined) =>
  typeof text === 'object' ? text.value : text;

const brandId = 'acme-outdoor';
const feedHrefs = { rss: '/feed.xml', atom: '/feed.atom', json: '/feed.json' };

/** The demo brand's published items in `lang`, newest first: what a feed of them must list. */
function newestDemoItems(lang: string, filter: (item: MockContentItem) => boolean = () => true) {
  const brand = createDemoDataset().brands.find((candidate) => candidate.id === brandId);
  return (brand?.items ?? [])
    .filter(
      (item) =>
        item.language === lang && item.status === 'Published' && item.publishedDate !== null,
    )
    .filter(filter)
    .sort((a, b) => Date.parse(b.publishedDate ?? '') - Date.parse(a.publishedDate ?? ''));
}

/** Well-formed for libxml2 too (a second, independent XML parser). */
async function expectWellFormed(xml: string) {
  const result = await validateXml(xml, undefined);
  expect(result.errors).toBe('');
}

describe('createFeed', () => {
  it('writes the newest items of a language as RSS 2.0, Atom 1.0 and JSON Feed 1.1 that a feed parser reads back', async () => {
    const { client } = clientOn();
    const feed = await createFeed({
      client,
      brandId,
      lang: 'en',
      title: 'Acme Outdoor',
      description: 'Outdoor stories',
      ...site,
      feedHrefs,
      limit: 5,
    });
    const expected = newestDemoItems('en').slice(0, 5);
    const urls = expected.map((item) => `${siteUrl}/articles/${encodeURIComponent(item.slug)}`);

    const rssXml = feed.rss();
    await expectWellFormed(rssXml);
    const rss = parseRssFeed(rssXml);
    expect(rss.title).toBe('Acme Outdoor');
    expect(rss.language).toBe('en');
    expect(rss.items?.map((item) => item.title)).toEqual(expected.map((item) => item.title));
    expect(rss.items?.map((item) => item.link)).toEqual(urls);
    expect(rss.atom?.links?.[0]?.href).toBe(`${siteUrl}/feed.xml`);
    // The channel was last built when its newest entry was updated, whichever entry that is.
    const newest = Math.max(...expected.map((item) => Date.parse(item.updatedAt)));
    expect(rss.lastBuildDate).toBe(new Date(newest).toUTCString());
    for (const item of rss.items ?? []) expect(item.content?.encoded).toMatch(/^<p>|^<h2/);

    const atomXml = feed.atom();
    await expectWellFormed(atomXml);
    const atom = parseAtomFeed(atomXml);
    expect(textOf(atom.title)).toBe('Acme Outdoor');
    expect(atom.entries?.map((entry) => textOf(entry.title))).toEqual(
      expected.map((item) => item.title),
    );
    expect(atom.entries?.map((entry) => entry.links?.[0]?.href)).toEqual(urls);
    expect(atom.entries?.map((entry) => entry.updated)).toEqual(
      expected.map((item) => new Date(item.updatedAt).toISOString()),
    );

    const json = JSON.parse(feed.json());
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    const parsed = parseJsonFeed(json);
    expect(parsed.feed_url).toBe(`${siteUrl}/feed.json`);
    expect(parsed.items?.map((item) => item.url)).toEqual(urls);
    expect(parsed.items?.every((item) => (item.content_html ?? '').length > 100)).toBe(true);
  });

  it('filters by category and tag, and caps the number of items', async () => {
    const { client } = clientOn();
    const all = newestDemoItems('en');
    const tag = all[0]?.tags[0] ?? '';
    const categoryId = all[0]?.categoryId ?? '';
    const byTag = JSON.parse(
      (await createFeed({ client, brandId, lang: 'en', title: 't', ...site, tag })).json(),
    );
    expect(byTag.items.map((item: { title: string }) => item.title)).toEqual(
      newestDemoItems('en', (item) =>
        item.tags.some((other) => other.toLowerCase() === tag.toLowerCase()),
      )
        .slice(0, 20)
        .map((item) => item.title),
    );
    const byCategory = JSON.parse(
      (await createFeed({ client, brandId, lang: 'en', title: 't', ...site, categoryId })).json(),
    );
    expect(byCategory.items.map((item: { title: string }) => item.title)).toEqual(
      newestDemoItems('en', (item) => item.categoryId === categoryId)
        .slice(0, 20)
        .map((item) => item.title),
    );
    for (const [limit, count] of [
      [0, 20],
      [3, 3],
      [1e9, Math.min(100, all.length)],
      [Number.NaN, 20],
    ] as const) {
      const feed = JSON.parse(
        (await createFeed({ client, brandId, lang: 'en', title: 't', ...site, limit })).json(),
      );
      expect(feed.items).toHaveLength(Math.min(count, all.length));
    }
  });

  it('lists published items only, never one with no publication date', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const item = (slug: string, overrides: Partial<MockContentItem>) =>
      createMockContentItem({ slug, categoryId: 'news', status: 'Published', ...overrides });
    const items = [
      item('public', {}),
      item('undated', { publishedDate: null }),
      item('draft', { status: 'Draft' }),
      item('archived', { status: 'Archived' }),
    ];
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items })]),
    );
    const feed = await createFeed({ client, brandId: 'b', lang: 'en', title: 't', ...site });
    const urls = JSON.parse(feed.json()).items.map((entry: { url: string }) => entry.url);
    expect(urls).toEqual([`${siteUrl}/articles/public`]);
    expect(parseRssFeed(feed.rss()).items?.map((entry) => entry.link)).toEqual(urls);
  });

  it('names itself when the client has no brand index', async () => {
    const client = createContentClient({ baseUrl: 'https://cds.test', brandIndex: false });
    await expect(createFeed({ client, brandId, lang: 'en', title: 't', ...site })).rejects.toThrow(
      /^createFeed reads the brand from the client's brand index/,
    );
  });

  it('leaves out an item whose page the site refuses, and keeps the others', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const item = (slug: string, publishedDate: string) =>
      createMockContentItem({ slug, categoryId: 'news', status: 'Published', publishedDate });
    const items = [
      item('first', '2024-03-01T00:00:00Z'),
      item('refused', '2024-02-01T00:00:00Z'),
      item('last', '2024-01-01T00:00:00Z'),
    ];
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items })]),
    );
    const feed = await createFeed({
      client,
      brandId: 'b',
      lang: 'en',
      title: 't',
      siteUrl,
      // A route that throws (here: for one slug) has no page, so no entry.
      getItemHref: (entry) => {
        if (entry.slug === 'refused') throw new Error('no page');
        return `/articles/${entry.slug}`;
      },
    });
    const urls = JSON.parse(feed.json()).items.map((entry: { url: string }) => entry.url);
    expect(urls).toEqual([`${siteUrl}/articles/first`, `${siteUrl}/articles/last`]);
    expect(parseRssFeed(feed.rss()).items?.map((entry) => entry.link)).toEqual(urls);
  });

  it('carries the sanitized body with relative links and images made absolute', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const item = createMockContentItem({
      slug: 'links',
      categoryId: 'news',
      status: 'Published',
      content:
        '<p><a href="/gear/tents">tents</a> <a href="other">rel</a> <a href="javascript:alert(1)">js</a> <a href="mailto:a@example.com">mail</a></p><img src="/img/a.jpg" alt="a" onerror="alert(1)"><script>alert(1)</script><p onclick="x()">t</p>',
    });
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items: [item] })]),
    );
    const feed = await createFeed({ client, brandId: 'b', lang: 'en', title: 't', ...site });
    const html = JSON.parse(feed.json()).items[0].content_html as string;
    const body = parseXml(`<div>${html.replace(/<img([^>]*)>/g, '<img$1/>')}</div>`);
    const hrefs = [...body.getElementsByTagName('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      `${siteUrl}/gear/tents`,
      `${siteUrl}/articles/other`,
      null,
      'mailto:a@example.com',
    ]);
    expect(body.getElementsByTagName('img')[0]?.getAttribute('src')).toBe(`${siteUrl}/img/a.jpg`);
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
    // The same body in RSS and Atom, escaped as text.
    const rss = parseRssFeed(feed.rss());
    expect(rss.items?.[0]?.content?.encoded).toBe(html);
    const atom = parseAtomFeed(feed.atom());
    expect(textOf(atom.entries?.[0]?.content)).toBe(html);
  });

  it('carries the link an embed left, and a code block language', async () => {
    const category = createMockCategory({ id: 'news', name: 'News' });
    const item = createMockContentItem({
      slug: 'video',
      categoryId: 'news',
      status: 'Published',
      content:
        '<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Tour"></iframe><pre><code class="language-ts">let a</code></pre>',
    });
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items: [item] })]),
    );
    const feed = await createFeed({ client, brandId: 'b', lang: 'en', title: 't', ...site });
    const html = JSON.parse(feed.json()).items[0].content_html as string;
    expect(html).toContain(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="cdr-embed">Tour</a>',
    );
    expect(html).toContain('<code class="language-ts">let a</code>');
    expect(html).not.toContain('iframe');
  });

  it('cannot be broken by hostile titles, descriptions, tags and categories', async () => {
    const hostileText =
      'A ]]> B ]]> </title><script>alert(1)</script> & \u0001\u0008\u000b\ufffe \ud800 "q" \u2028 \'a\'';
    const readable = 'A ]]> B ]]> </title><script>alert(1)</script> &  \ufffd "q" \u2028 \'a\'';
    const category = createMockCategory({ id: 'news', name: hostileText });
    const item = createMockContentItem({
      slug: 'hostile',
      categoryId: 'news',
      category: hostileText,
      status: 'Published',
      title: hostileText,
      description: hostileText,
      tags: [hostileText, '__proto__'],
      content: `<p>${hostileText.replace(/[<>&]/g, '')}]]></p>`,
    });
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items: [item] })]),
    );
    const feed = await createFeed({
      client,
      brandId: 'b',
      lang: 'en',
      title: hostileText,
      description: hostileText,
      ...site,
      feedHrefs,
    });
    const withoutInvalid = (text: string | undefined) => text?.replace(/\ufffd/g, '');
    for (const xml of [feed.rss(), feed.atom()]) {
      await expectWellFormed(xml);
      expect(xml).not.toMatch(/<script/);
    }
    const rss = parseRssFeed(feed.rss());
    expect(withoutInvalid(rss.title)).toBe(withoutInvalid(readable));
    expect(withoutInvalid(rss.items?.[0]?.title)).toBe(withoutInvalid(readable));
    expect(rss.items?.[0]?.categories?.map((entry) => withoutInvalid(entry.name))).toEqual(
      [readable, readable, '__proto__'].map(withoutInvalid),
    );
    const atom = parseAtomFeed(feed.atom());
    expect(withoutInvalid(textOf(atom.entries?.[0]?.title))).toBe(withoutInvalid(readable));
    const json = JSON.parse(feed.json());
    expect(json.items[0].title).toBe(hostileText);
    expect(json.items[0].tags).toEqual([hostileText, '__proto__']);
  });

  it('writes every element of RSS and Atom, with and without self links, description and language', async () => {
    // Whole documents: a feed reader sees each element (guid, self links, subtitle, categories),
    // and an element or attribute written empty, duplicated or dropped is a different feed.
    const category = createMockCategory({ id: 'news', name: 'News' });
    const one = (language: string) =>
      createMockContentItem({
        slug: 'one',
        categoryId: 'news',
        category: 'News',
        status: 'Published',
        title: 'One',
        description: 'About one',
        tags: ['a', 'b'],
        content: '<p>Body</p>',
        language,
        publishedDate: '2024-01-02T03:04:05Z',
        updatedAt: '2024-02-03T04:05:06Z',
      });
    const { client } = clientOn(
      createMockDataset([createMockBrand({ id: 'b', categories: [category], items: [one('en')] })]),
    );
    const full = await createFeed({
      client,
      brandId: 'b',
      lang: 'en',
      title: 'T',
      description: 'Stories',
      ...site,
      feedHrefs,
    });
    const entry = `<title>One</title><link>${siteUrl}/articles/one</link><guid isPermaLink="true">${siteUrl}/articles/one</guid><pubDate>Tue, 02 Jan 2024 03:04:05 GMT</pubDate><description>About one</description><content:encoded>&lt;p&gt;Body&lt;/p&gt;</content:encoded><category>News</category><category>a</category><category>b</category>`;
    const rssHead = (description: string, language: string, self: string) =>
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
        '<channel>',
        '<title>T</title>',
        `<link>${siteUrl}/</link>`,
        `<description>${description}</description>`,
        language,
        '<lastBuildDate>Sat, 03 Feb 2024 04:05:06 GMT</lastBuildDate>',
        self,
        `<item>${entry}</item>`,
        '</channel>',
        '</rss>',
        '',
      ].join('\n');
    expect(full.rss()).toBe(
      rssHead(
        'Stories',
        '<language>en</language>',
        `<atom:link href="${siteUrl}/feed.xml" rel="self" type="application/rss+xml"/>`,
      ),
    );
    const atomEntry = `<entry><title>One</title><id>${siteUrl}/articles/one</id><link rel="alternate" type="text/html" href="${siteUrl}/articles/one"/><published>2024-01-02T03:04:05.000Z</published><updated>2024-02-03T04:05:06.000Z</updated><summary>About one</summary><content type="html">&lt;p&gt;Body&lt;/p&gt;</content><category term="News"/><category term="a"/><category term="b"/></entry>`;
    const atomOf = (lang: string, subtitle: string, id: string, self: string) =>
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<feed xmlns="http://www.w3.org/2005/Atom"${lang}>`,
        '<title>T</title>',
        subtitle,
        `<id>${id}</id>`,
        '<updated>2024-02-03T04:05:06.000Z</updated>',
        `<link rel="alternate" type="text/html" href="${siteUrl}/"/>`,
        self,
        '<author><name>T</name></author>',
        atomEntry,
        '</feed>',
        '',
      ].join('\n');
    expect(full.atom()).toBe(
      atomOf(
        ' xml:lang="en"',
        '<subtitle>Stories</subtitle>',
        `${siteUrl}/feed.atom`,
        `<link rel="self" type="application/atom+xml" href="${siteUrl}/feed.atom"/>`,
      ),
    );
    // A body read: JSON Feed gives it as content_html, with no content_text beside it.
    const item = JSON.parse(full.json()).items[0];
    expect(item.content_html).toBe('<p>Body</p>');
    expect(item.content_text).toBeUndefined();

    // No description and no feed hrefs: the title describes the channel, the site is the Atom id,
    // and no self link is written.
    const bare = await createFeed({ client, brandId: 'b', lang: 'en', title: 'T', ...site });
    expect(bare.rss()).toBe(rssHead('T', '<language>en</language>', ''));
    expect(bare.atom()).toBe(atomOf(' xml:lang="en"', '', `${siteUrl}/`, ''));
    // A language that is no language tag is no xml:lang (nor an empty one).
    const untagged = await createFeed({
      client,
      brandId: 'b',
      lang: 'not a tag',
      title: 'T',
      ...site,
    });
    expect(untagged.atom().split('\n')[1]).toBe('<feed xmlns="http://www.w3.org/2005/Atom">');
    // An empty feed has no newest date, so no lastBuildDate (never "Invalid Date").
    expect(untagged.rss()).not.toContain('lastBuildDate');
  });

  it('lists an item whose body cannot be read with its description, and an empty language as an empty feed', async () => {
    const dataset = createDemoDataset();
    const mockFetch = createMockFetch({ dataset, demoImageBaseUrl: false });
    let failing = false;
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      retry: 0,
      fetch: (input, init) =>
        failing ? Promise.resolve(new Response('down', { status: 503 })) : mockFetch(input, init),
    });
    // The index is built first; then the service fails every body.
    await createFeed({ client, brandId, lang: 'en', title: 't', ...site, limit: 1 });
    failing = true;
    const feed = JSON.parse(
      (await createFeed({ client, brandId, lang: 'en', title: 't', ...site, limit: 3 })).json(),
    );
    const expected = newestDemoItems('en').slice(0, 3);
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(
      expected.map((item) => item.title),
    );
    for (const [position, item] of feed.items.entries()) {
      expect(item.content_html).toBeUndefined();
      expect(item.content_text).toBe(expected[position]?.description);
    }
    // Atom has no empty <content> for a body it could not read (its summary says what it is).
    const atomXml = (
      await createFeed({ client, brandId, lang: 'en', title: 't', ...site, limit: 3 })
    ).atom();
    expect(atomXml).not.toContain('<content');
    expect(atomXml.match(/<\/summary><category /g)).toHaveLength(3);
    failing = false;
    const empty = await createFeed({ client, brandId, lang: 'xx', title: 't', ...site, feedHrefs });
    expect(JSON.parse(empty.json()).items).toEqual([]);
    await expectWellFormed(empty.rss());
    await expectWellFormed(empty.atom());
    expect(parseAtomFeed(empty.atom()).entries ?? []).toEqual([]);
  });
});
