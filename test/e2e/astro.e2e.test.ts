// The Astro 7 example (examples/astro, built by `npm run build:example:astro`) served by its
// standalone Node server (@astrojs/node) on the embedded mock, driven in Chromium: content pages
// rendered on the server with no library JavaScript, SEO in the head, real 404s, an island that
// loads more through the proxy, two islands sharing one QueryClient (one request), the discovery
// routes and the revalidation webhook, no errors, no key and no service call in the browser.
// Prints the JS-per-route table. The Cloudflare build of the same site: astroWorkerd.e2e.test.ts.
import { randomBytes } from 'node:crypto';
import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import { createDemoDataset, type MockDataset } from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { type ExampleApp, measureRoute, startAstroApp } from '../../scripts/exampleApps.mjs';
import { formatRouteTable, type RouteFigures } from '../../scripts/routeJs.mjs';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import {
  checkArticleMarkdown,
  checkFeeds,
  checkLlmsTxt,
  checkSitemaps,
  type DiscoverySite,
  get,
} from './discoveryRoutes.js';
import { cardsOf, expectOneEnglishCardPerGroup, tagGroups } from './oneLanguageCards.js';
import { type PageRecord, recordPage } from './reactRouter/recordPage.js';
import { checkRevalidationWebhook } from './revalidationWebhook.js';
import {
  checkHostileSearches,
  checkLiveSearch,
  checkSearchAnnouncedInPage,
  checkSearchDiscovery,
  checkSearchWithoutJavaScript,
} from './searchPageChecks.js';
import { completeTranslationGroup, expectCleanPage as expectCleanPageOf } from './siteChecks.js';

const apiKey = `astro-e2e-${randomBytes(12).toString('hex')}`;
const revalidateSecret = `hook-${randomBytes(12).toString('hex')}`;
const brandId = 'acme-outdoor';
/** The mock's data, kept so a test can publish articles while the app runs. */
const dataset: MockDataset = createDemoDataset();
let mock: MockServer;
let app: ExampleApp;
let browser: Browser;
/** A translation group with an article in each of the four languages, by language. */
let group: Map<string, ContentItem>;
const figures: RouteFigures[] = [];

beforeAll(async () => {
  mock = await startMockServer({ port: 0, apiKey, dataset });
  app = await startAstroApp({
    env: {
      CDS_BASE_URL: mock.url,
      CDS_API_KEY: apiKey,
      REVALIDATE_SECRET: revalidateSecret,
      // At most 50 URLs a sitemap: the demo brand's /sitemap.xml is an index of several children.
      SITEMAP_MAX_URLS: '50',
    },
  });
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const client = createContentClient({ baseUrl: mock.url, apiKey });
  group = await completeTranslationGroup(client, brandId);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mock?.close();
  if (figures.length > 0)
    console.log(`\nAstro example: JS per route\n${formatRouteTable(figures)}\n`);
});

function variant(language: string): ContentItem {
  const item = group.get(language);
  if (item === undefined) throw new Error(`no ${language} variant`);
  return item;
}

/** Opens `path` and waits until the network is quiet (islands hydrated). */
async function open(path: string): Promise<PageRecord> {
  const record = await recordPage(browser);
  await record.page.goto(app.url + path, { waitUntil: 'networkidle' });
  return record;
}

/** The library's and DOMPurify's share of the scripts a fresh visit of `path` loads, for the table. */
async function measure(label: string, path: string): Promise<RouteFigures> {
  const route = await measureRoute(browser, app.url + path, { framework: 'astro', label });
  figures.push(route);
  return route;
}

/** The checks of siteChecks.ts, for this app. */
const expectCleanPage = (record: PageRecord, allowedErrors?: RegExp[]) =>
  expectCleanPageOf({ appUrl: app.url, mockUrl: mock.url, apiKey }, record, allowedErrors);

/** Content routes are HTML from the server: no library code, no DOMPurify. */
function expectNoLibraryJs(route: RouteFigures) {
  expect(route.libraryBytes, `${route.route}: library bytes`).toBe(0);
  expect(route.dompurifyBytes, `${route.route}: DOMPurify bytes`).toBe(0);
}

/** The browser's requests to the proxy endpoint. */
const proxied = (record: PageRecord) =>
  record.requests.filter((url) => new URL(url).pathname.startsWith('/api/content/'));

const titles = (record: PageRecord) => record.page.locator('head title').count();

describe('Astro example: paged lists', () => {
  it('renders the home page on the server and pages through links, with no library JS', async () => {
    const [record, route] = await Promise.all([open('/'), measure('/ (home, paged list)', '/')]);
    const { page } = record;
    expect(await page.title()).toBe('Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    expect(await page.locator('.cdr-list-item').count()).toBe(6);
    expectNoLibraryJs(route);
    const firstPage = await page.locator('.cdr-card-title').allTextContents();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(`${app.url}/?page=2`);
    await expect
      .poll(() => page.locator('.cdr-card-title').allTextContents(), loadedMachinePoll)
      .not.toEqual(firstPage);
    expect(await page.title()).toBe('Latest articles, page 2 | Acme Outdoor Journal');
    await expectCleanPage(record);
    await page.close();
  });

  it('renders a tag page, one English card per article, with link pagination and no library JS', async () => {
    const [record, route] = await Promise.all([
      open('/tags/gear'),
      measure('/tags/[tag] (paged list)', '/tags/gear'),
    ]);
    const { page } = record;
    expect(await page.title()).toBe('#gear | Acme Outdoor Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tagged “gear”');
    const firstPage = await page.locator('.cdr-card-title').allTextContents();
    expect(firstPage).toHaveLength(6);
    expectNoLibraryJs(route);
    const shown = await cardsOf(page);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(`${app.url}/tags/gear?page=2`);
    await expect
      .poll(() => page.locator('.cdr-card-title').allTextContents(), loadedMachinePoll)
      .not.toEqual(firstPage);
    await expectCleanPage(record);
    shown.push(...(await cardsOf(page)));
    const tagged = await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'gear');
    expectOneEnglishCardPerGroup(shown, tagged);
    await page.close();
  });
});

describe('Astro example: articles', () => {
  it.each(['en', 'de', 'fr', 'ar'])(
    'renders the %s article with lang/dir, one title, hreflang, JSON-LD, TOC and language links, and no library JS',
    async (language) => {
      const item = variant(language);
      const path = `/articles/${encodeURIComponent(item.slug)}`;
      const [record, route] = await Promise.all([
        open(path),
        measure(`/articles/[slug] (${language})`, path),
      ]);
      const { page } = record;
      expect(await page.title()).toBe(item.metaTitle ?? item.title);
      expect(await titles(record)).toBe(1);
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
      // The server's sanitized HTML, not the plain-text fallback.
      expect(await page.locator('.cdr-article-body').getAttribute('data-state')).toBe('sanitized');

      // hreflang: every variant, then x-default (the source document), all on this site.
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      const byLanguage = ([a]: (string | null)[], [b]: (string | null)[]) =>
        String(a).localeCompare(String(b));
      const source = [...group.values()].find((other) => other.isSourceLanguageDocument);
      expect([...alternates].sort(byLanguage)).toEqual(
        [
          ...[...group.values()].map((other) => [
            other.language,
            `${app.url}/articles/${encodeURIComponent(other.slug)}`,
          ]),
          ['x-default', `${app.url}/articles/${encodeURIComponent(source?.slug ?? '')}`],
        ].sort(byLanguage),
      );
      const canonical = `${app.url}/articles/${encodeURIComponent(item.slug)}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe(
        item.metaDescription ?? item.description,
      );
      // The JSON-LD of `getContentSeo` through `serializeJsonLd`: the Article (and a breadcrumb).
      const jsonLd = (
        await page.locator('head script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as { '@type': string });
      expect(jsonLd.filter((value) => value['@type'] === 'Article')).toEqual([
        expect.objectContaining({
          headline: item.metaTitle ?? item.title,
          inLanguage: language,
          mainEntityOfPage: expect.objectContaining({ '@id': canonical }),
        }),
      ]);

      // Table of contents: every entry points at a heading of the article.
      const tocTargets = await page
        .locator('.cdr-toc a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(tocTargets.length).toBeGreaterThan(0);
      for (const target of tocTargets) {
        expect(target).toMatch(/^#./);
        expect(
          await page.locator(`.cdr-article [id="${decodeURIComponent(target.slice(1))}"]`).count(),
        ).toBe(1);
      }

      // Language switcher: a link to each other variant's page; following one opens it.
      const switcher = page.getByRole('navigation', { name: 'Languages' });
      for (const other of group.values()) {
        expect(await switcher.locator(`a[hreflang="${other.language}"]`).getAttribute('href')).toBe(
          `/articles/${encodeURIComponent(other.slug)}`,
        );
      }
      expectNoLibraryJs(route);
      const next = variant(language === 'en' ? 'ar' : 'en');
      await switcher.locator(`a[hreflang="${next.language}"]`).click();
      await page.waitForURL(`${app.url}/articles/${encodeURIComponent(next.slug)}`);
      expect(await page.locator('html').getAttribute('lang')).toBe(next.language);
      await expectCleanPage(record);
      await page.close();
    },
  );

  it.each([
    ['an unknown slug', '/articles/no-such-article'],
    ['a path climbing out', '/articles/..%2F..%2Fetc'],
    ['a NUL byte', '/articles/%00'],
    ['a 1000-character slug', `/articles/${'a'.repeat(1000)}`],
    ['an unknown page', '/no/such/page'],
  ])('answers %s with a 404 page', async (_name, path) => {
    const record = await recordPage(browser);
    const response = await record.page.goto(app.url + path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(await record.page.title()).toBe('Page not found');
    expect(await titles(record)).toBe(1);
    expect(await record.page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Page not found',
    );
    expect(await record.page.locator('meta[name="robots"]').getAttribute('content')).toBe(
      'noindex',
    );
    // Chromium reports the document's own 404 status in the console; nothing else may appear.
    await expectCleanPage(record, [/status of 404/]);
    await record.page.close();
  });

  it.each(['%E0%A4%A', '%ED%A0%80'])(
    'refuses a malformed escape (%s) before the page runs: 400 from Astro',
    async (segment) => {
      // Astro decodes the path before it matches a route and answers 400 when it cannot:
      // nothing is looked up, nothing crashes.
      const site = { origin: app.url, siteUrl: app.url, apiKey };
      for (const path of [`/articles/${segment}`, `/articles/${segment}.md`]) {
        expect((await get(site, path)).status).toBe(400);
      }
      expect((await get(site, '/')).status).toBe(200);
    },
  );
});

describe('Astro example: islands', () => {
  it('hydrates the live island when visible and loads more, reading through the proxy', async () => {
    const [record] = await Promise.all([
      open('/live/beginner'),
      measure('/live/[tag] (island, client:visible)', '/live/beginner'),
    ]);
    const { page } = record;
    const cards = page.locator('.cdr-card');
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(4);
    const shown = await cardsOf(page);
    // The island read the whole tag once, through the proxy; "Load more" needs no request.
    expect(proxied(record)).toHaveLength(1);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(8);
    shown.push(...(await cardsOf(page)).slice(4));
    expect(proxied(record)).toHaveLength(1);
    expectOneEnglishCardPerGroup(
      shown,
      await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'beginner'),
    );
    await expectCleanPage(record);
    await page.close();
  });

  it('shares one QueryClient between two islands: both show the list, from one request', async () => {
    const [record] = await Promise.all([
      open('/shared/beginner'),
      measure('/shared/[tag] (two islands, client:only)', '/shared/beginner'),
    ]);
    const { page } = record;
    const lists = page.locator('.cdr-list');
    await expect.poll(() => lists.count(), loadedMachinePoll).toBe(2);
    await expect.poll(() => lists.nth(0).locator('.cdr-card').count(), loadedMachinePoll).toBe(4);
    await expect.poll(() => lists.nth(1).locator('.cdr-card').count(), loadedMachinePoll).toBe(2);
    // Each island pages on its own, over the same cached list.
    await lists.nth(1).getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => lists.nth(1).locator('.cdr-card').count(), loadedMachinePoll).toBe(4);
    expect(await lists.nth(0).locator('.cdr-card').count()).toBe(4);
    expect(await lists.nth(1).locator('.cdr-card-title').allTextContents()).toEqual(
      await lists.nth(0).locator('.cdr-card-title').allTextContents(),
    );
    // One request to the proxy for both islands.
    expect(proxied(record)).toHaveLength(1);
    await expectCleanPage(record);
    await page.close();
  });
});

describe('Astro example: sitemaps, feeds, llms.txt and Markdown', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });

  it('serves robots.txt, the sitemap index and its children, the feeds and llms.txt, with cache headers', async () => {
    const pages = await checkSitemaps(site());
    expect((await get(site(), '/sitemap.xml')).body).toContain('<sitemapindex');
    expect(pages).toContain(`${app.url}/articles/${encodeURIComponent(variant('en').slug)}`);
    await checkFeeds(site());
    await checkLlmsTxt(site());
    const home = await get(site(), '/');
    for (const type of ['rss\\+xml', 'atom\\+xml', 'feed\\+json']) {
      expect(home.body).toMatch(
        new RegExp(`<link rel="alternate" type="application/${type}" href="/feed\\.`),
      );
    }
  });

  it('answers an article as Markdown at <slug>.md and on Accept: text/markdown, with Vary: Accept on HTML and Markdown', async () => {
    await checkArticleMarkdown(site(), variant('en').slug, { htmlVariesOnAccept: true });
    const arabic = await get(site(), `/articles/${encodeURIComponent(variant('ar').slug)}.md`);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatch(/[\u0600-\u06ff]/);
  });

  it(
    'webhook: refuses without the secret; after it, new articles are in the sitemap, the feed and their pages',
    () =>
      checkRevalidationWebhook({
        site: site(),
        dataset,
        brandId,
        secret: revalidateSecret,
        name: 'astro',
      }),
    4 * LOADED_MACHINE_TIMEOUT_MS,
  );
});

describe('Astro example: site search', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });
  const names = { name: 'Acme Outdoor Journal', shortName: 'Acme Outdoor' };

  it('answers GET /search?q=tent without JavaScript: linked results with marked words, noindex, and the form', async () => {
    // The page searches the site's language when the address has none, and writes it into its
    // page links and its form: `lang=en`.
    await checkSearchWithoutJavaScript(browser, site(), { lang: 'en' });
    // Search results are no page of the sitemap.
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');
  });

  it('shows live results through the proxy as the reader types, once the island has hydrated', async () => {
    const [record] = await Promise.all([
      open('/search'),
      measure('/search (search island)', '/search'),
    ]);
    const { page } = record;
    expect(await page.title()).toBe('Search | Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    // Astro drops `ssr` from an island once it has hydrated.
    await page.locator('astro-island:not([ssr])').waitFor();
    const hrefs = await checkLiveSearch(page, 'tent', { marksInTitles: true });
    expect(hrefs.length).toBeGreaterThan(1);
    // Asked of the proxy's search route, never of the service.
    expect(
      proxied(record).some((url) => new URL(url).pathname === `/api/content/search/${brandId}`),
    ).toBe(true);
    await page.locator('.cdr-search-live .cdr-search-result-title a').first().click();
    await page.waitForURL(`${app.url}${hrefs[0]}`);
    await expectCleanPage(record);
    await page.close();
  });

  it('serves /opensearch.xml, links it from every page and describes the search in the home page’s JSON-LD', async () => {
    const otherPaths = [
      '/tags/gear',
      `/articles/${encodeURIComponent(variant('de').slug)}`,
      '/search',
      '/no/such/page',
    ];
    await checkSearchDiscovery(site(), names, otherPaths);
    // This site's description also names its icon.
    const xml = await (await fetch(`${app.url}/opensearch.xml`)).text();
    expect(xml).toContain(`<Image type="image/svg+xml">${app.url}/favicon.svg</Image>`);

    const record = await open('/');
    await checkSearchAnnouncedInPage(record.page, site(), names);
    await expectCleanPage(record);
    await record.page.close();

    for (const path of otherPaths) {
      const html = await (await fetch(app.url + path)).text();
      expect(html).toContain(
        '<link rel="search" type="application/opensearchdescription+xml" title="Acme Outdoor Journal" href="/opensearch.xml">',
      );
    }
  });

  it('shows related articles below an article, rendered on the server with no library JS', async () => {
    const item = variant('en');
    const path = `/articles/${encodeURIComponent(item.slug)}`;
    const [record, route] = await Promise.all([
      open(path),
      measure('/articles/[slug] (en, related articles)', path),
    ]);
    const { page } = record;
    const related = page.getByRole('region', { name: 'Related articles' });
    expect(await related.getByRole('heading', { level: 2 }).textContent()).toBe('Related articles');
    const hrefs = await related
      .locator('.cdr-card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    // Never the article itself, nor another language of it.
    const ownGroup = [...group.values()].map(
      (other) => `/articles/${encodeURIComponent(other.slug)}`,
    );
    for (const href of hrefs) {
      expect(href).toMatch(/^\/articles\/[^/?#]+$/);
      expect(ownGroup).not.toContain(href);
    }
    expectNoLibraryJs(route);
    await related.locator('.cdr-card-title a').first().click();
    await page.waitForURL(`${app.url}${hrefs[0]}`);
    await expectCleanPage(record);
    await page.close();
  });

  it.each([
    [
      'a 10 000-character query',
      `/search?q=${'a'.repeat(10_000)}`,
      'Search for at most 200 characters.',
    ],
    ['page 0', '/search?q=tent&page=0', 'Results pages go from 1 to 100.'],
    ['page abc', '/search?q=tent&page=abc', 'Results pages go from 1 to 100.'],
    ['page 101', '/search?q=tent&page=101', 'Results pages go from 1 to 100.'],
    ['an unknown language', '/search?q=tent&lang=xx', 'This site is searched in en, de, fr, ar.'],
  ])(
    'answers %s with the search page and 400, never a server error',
    async (_name, path, problem) => {
      const response = await fetch(app.url + path);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('role="search"');
      expect(html).toContain(`role="alert">${problem}</p>`);
    },
  );

  it('answers hostile queries without a server error', async () => {
    await checkHostileSearches(site());
    // An encoded lone surrogate: Astro refuses the URL (400) before the page runs.
    expect((await fetch(`${app.url}/search?q=%ED%A0%80`)).status).toBe(400);
    const markup = await fetch(
      `${app.url}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    );
    expect(markup.status).toBe(200);
    const html = await markup.text();
    expect(html).not.toContain('<img src=x');
  });
});
