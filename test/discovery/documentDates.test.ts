import { type ContentItem, getContentSeo } from 'content-delivery-react';
import { createFeed, createSitemaps } from 'content-delivery-react/discovery';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
} from 'content-delivery-react/mock';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/components/locale.js';
import { clientOn, readStream, site } from './site.js';

// Every date the library writes, read back by a date parser we did not write (Luxon), against
// the spec of its format: RSS 2.0's RFC 822 (`Tue, 04 Aug 2026 19:05:00 GMT`), and RFC 3339
// (an ISO 8601 date-time with an offset) for Atom, JSON Feed, sitemaps (W3C Datetime), JSON-LD
// and Open Graph. `Date.prototype.toString()` (`Tue Aug 04 2026 19:05:00 GMT+0000 (Coordinated
// Universal Time)`) is none of them. The service sends ISO 8601 in the forms the client accepts
// (a space for the `T`, a comma before a fraction, `+02`, no offset at all); the server runs in
// New York, so a date read in the machine's time zone shows.

/** `[as the service sends it, the instant it names]`; no offset means UTC. */
const dates: [sent: string, instant: string][] = [
  ['2026-08-04T19:05:00Z', '2026-08-04T19:05:00Z'],
  ['2026-08-03T21:05:00+02:00', '2026-08-03T19:05:00Z'],
  ['2026-08-02T19:05:00', '2026-08-02T19:05:00Z'],
  ['2026-08-01 19:05:30,5', '2026-08-01T19:05:30.500Z'],
  ['2026-07-31T19:05:00+02', '2026-07-31T17:05:00Z'],
  ['2026-07-30', '2026-07-30T00:00:00Z'],
];

const millis = (instant: string) => Date.parse(instant);

/** An RFC 822 date (RSS 2.0), as Luxon's RFC 2822 parser reads it, in milliseconds. */
function rfc822(value: string | undefined): number {
  const parsed = DateTime.fromRFC2822(value ?? '');
  expect(parsed.isValid, `RFC 822: ${value}`).toBe(true);
  return parsed.toMillis();
}

/** An RFC 3339 date-time: ISO 8601 as Luxon reads it, with the offset RFC 3339 requires. */
function rfc3339(value: unknown): number {
  expect(typeof value, `RFC 3339: ${String(value)}`).toBe('string');
  const text = String(value);
  const parsed = DateTime.fromISO(text, { setZone: true });
  expect(parsed.isValid, `ISO 8601: ${text}`).toBe(true);
  expect(text, 'RFC 3339 names the offset').toMatch(
    /T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/,
  );
  return parsed.toMillis();
}

const category = createMockCategory({ id: 'news', name: 'News' });
const items = dates.map(([sent], index) =>
  createMockContentItem({
    id: `item-${index}`,
    slug: `item-${index}`,
    categoryId: 'news',
    language: 'en',
    status: 'Published',
    publishedDate: sent,
    updatedAt: sent,
  }),
);
const dataset = createMockDataset([createMockBrand({ id: 'b', categories: [category], items })]);

/** The items as the client reads them from the service, by id. */
async function readItems(): Promise<Map<string, ContentItem>> {
  const { client } = clientOn(dataset);
  const page = await client.getContentByCategory('b', 'news', { pageSize: 50 });
  return new Map(page.data.map((item) => [item.id, item]));
}

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  // Node reads TZ again when it changes: `Date.parse` of a date-time without offset now reads
  // New York time, as it would on a server there.
  process.env.TZ = 'America/New_York';
  expect(new Date(Date.UTC(2026, 7, 4)).getTimezoneOffset()).toBe(240);
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the dates the library writes', () => {
  it('writes RSS dates in RFC 822, and Atom and JSON Feed dates in RFC 3339, each the instant the service named', async () => {
    const { client } = clientOn(dataset);
    const feed = await createFeed({ client, brandId: 'b', lang: 'en', title: 't', ...site });
    const expected = dates.map(([, instant]) => millis(instant));

    const rss = feed.rss();
    const pubDates = [...rss.matchAll(/<pubDate>([^<]*)<\/pubDate>/g)].map((match) => match[1]);
    expect(pubDates.map(rfc822)).toEqual(expected.map((time) => time - (time % 1000)));
    const lastBuild = /<lastBuildDate>([^<]*)<\/lastBuildDate>/.exec(rss)?.[1];
    expect(rfc822(lastBuild)).toBe(Math.max(...expected) - (Math.max(...expected) % 1000));
    // RSS readers take the GMT form best (RFC 822 with RFC 1123's four-digit year).
    for (const date of pubDates)
      expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);

    const atom = feed.atom();
    const published = [...atom.matchAll(/<published>([^<]*)<\/published>/g)].map((m) => m[1]);
    const updated = [...atom.matchAll(/<updated>([^<]*)<\/updated>/g)].map((m) => m[1]);
    expect(published.map(rfc3339)).toEqual(expected);
    // The feed's own `updated` first, then each entry's.
    expect(updated.map(rfc3339)).toEqual([Math.max(...expected), ...expected]);

    const json = JSON.parse(feed.json()) as {
      items: { date_published: string; date_modified: string }[];
    };
    expect(json.items.map((item) => rfc3339(item.date_published))).toEqual(expected);
    expect(json.items.map((item) => rfc3339(item.date_modified))).toEqual(expected);
  });

  it('writes sitemap lastmod in W3C Datetime (RFC 3339), the instant the service named', async () => {
    const { client } = clientOn(dataset);
    const sitemaps = await createSitemaps({
      client,
      brandId: 'b',
      ...site,
      getSitemapHref: (n) => `/sitemaps/${n}.xml`,
    });
    const { text } = await readStream(sitemaps.root());
    const byUrl = new Map(
      [...text.matchAll(/<loc>([^<]*)<\/loc><lastmod>([^<]*)<\/lastmod>/g)].map((match) => [
        match[1],
        match[2],
      ]),
    );
    for (const [index, [, instant]] of dates.entries()) {
      const lastmod = byUrl.get(`${site.siteUrl}/articles/item-${index}`);
      expect(rfc3339(lastmod)).toBe(millis(instant));
    }
  });

  it('writes JSON-LD and Open Graph dates in RFC 3339, the instant the service named', async () => {
    const read = await readItems();
    for (const [index, [, instant]] of dates.entries()) {
      const item = read.get(`item-${index}`);
      if (item === undefined) throw new Error('an item per date');
      const seo = getContentSeo(item);
      expect(rfc3339(seo.jsonLd.datePublished)).toBe(millis(instant));
      expect(rfc3339(seo.jsonLd.dateModified)).toBe(millis(instant));
      const meta = (property: string) =>
        seo.meta.find((tag) => 'property' in tag && tag.property === property)?.content;
      expect(rfc3339(meta('article:published_time'))).toBe(millis(instant));
      expect(rfc3339(meta('article:modified_time'))).toBe(millis(instant));
    }
  });

  it('leaves out a date it cannot read rather than writing it as the service sent it', async () => {
    const item = (await readItems()).get('item-0');
    if (item === undefined) throw new Error('an item');
    const seo = getContentSeo({
      ...item,
      publishedDate: 'Tue Aug 04 2026 19:05:00 GMT+0000 (Coordinated Universal Time)',
      updatedAt: '2026-02-30T10:00:00Z',
    });
    expect(seo.jsonLd.datePublished).toBeUndefined();
    expect(seo.jsonLd.dateModified).toBeUndefined();
    expect(seo.meta.some((tag) => 'property' in tag && /_time$/.test(tag.property))).toBe(false);
  });

  it('shows the day the service named on a page, and sorts by the instant, whatever the zone of the server', async () => {
    // 23:30 without an offset is 23:30 UTC: read as New York time it would be the next day,
    // and the page rendered there would not be the one a browser elsewhere hydrates.
    expect(formatDate('2026-08-04T23:30:00', 'en')).toBe('August 4, 2026');
    expect(formatDate('2026-08-04 23:30', 'de')).toBe('4. August 2026');
    // The feed lists the newest first by the instants above, whatever form each was sent in.
    const { client } = clientOn(dataset);
    const feed = await createFeed({ client, brandId: 'b', lang: 'en', title: 't', ...site });
    const ids = (JSON.parse(feed.json()) as { items: { id: string }[] }).items.map(
      (item) => item.id,
    );
    expect(ids).toEqual(dates.map((_, index) => `item-${index}`));
  });
});
