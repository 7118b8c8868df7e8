// The React Router 8 example (examples/react-router, framework mode, built by
// `npm run build:example:rr`) served by react-router-serve on the embedded mock, driven in
// Chromium: content, links, SEO from the routes' `meta` (on the server and after a client-side
// navigation), related articles, site search (the /search page with and without JavaScript,
// OpenSearch, the SearchAction), no errors, no key and no service call in the browser, and the
// JavaScript each route loads. Prints the JS-per-route table.
import { randomBytes } from 'node:crypto';
import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockContentItem,
  type MockDataset,
} from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { type ExampleApp, measureRoute, startReactRouterApp } from '../../scripts/exampleApps.mjs';
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
import {
  checkHostileSearches,
  checkLiveSearch,
  checkSearchDiscovery,
  checkSearchWithoutJavaScript,
} from './searchPageChecks.js';
import { completeTranslationGroup, expectCleanPage as expectCleanPageOf } from './siteChecks.js';
import { expectThemedCards } from './themeColours.js';

const apiKey = `rr-e2e-${randomBytes(12).toString('hex')}`;
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
  app = await startReactRouterApp({
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
    console.log(`\nReact Router example: JS per route\n${formatRouteTable(figures)}\n`);
});

function variant(language: string): ContentItem {
  const item = group.get(language);
  if (item === undefined) throw new Error(`no ${language} variant`);
  return item;
}

/** Opens `path` and waits until the network is quiet (hydration done). */
async function open(path: string): Promise<PageRecord> {
  const record = await recordPage(browser);
  await record.page.goto(app.url + path, { waitUntil: 'networkidle' });
  return record;
}

/**
 * The library's and DOMPurify's share of the scripts a fresh visit of `path` loads (the bench's
 * measurement), recorded for the table.
 */
async function measure(label: string, path: string): Promise<RouteFigures> {
  const route = await measureRoute(browser, app.url + path, { framework: 'react-router', label });
  figures.push(route);
  return route;
}

/** Whether every image `selector` matches has loaded (a picture, not a broken-image icon). */
async function imagesLoaded(page: PageRecord['page'], selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      images.map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
    );
}

/** The checks of siteChecks.ts, for this app. */
const expectCleanPage = (record: PageRecord, allowedErrors?: RegExp[]) =>
  expectCleanPageOf({ appUrl: app.url, mockUrl: mock.url, apiKey }, record, allowedErrors);

/** Article and paged-list routes are static HTML from the loader: no library code, no DOMPurify. */
function expectNoLibraryJs(route: RouteFigures) {
  expect(route.libraryBytes, `${route.route}: library bytes`).toBe(0);
  expect(route.dompurifyBytes, `${route.route}: DOMPurify bytes`).toBe(0);
}

const titles = (record: PageRecord) => record.page.locator('head title').count();

describe('React Router example: paged lists', () => {
  it('renders the home page on the server and pages through links, with no library JS', async () => {
    // The measurement is a second, fresh visit (the bench's), opened alongside this one.
    const [record, route] = await Promise.all([open('/'), measure('/ (home, paged list)', '/')]);
    const { page } = record;
    expect(await page.title()).toBe('Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    await expect.poll(() => page.locator('.cdr-list-item').count(), loadedMachinePoll).toBe(6);
    // The first card's picture comes from the mock's /demo-images/ and loads.
    await expect
      .poll(async () => (await imagesLoaded(page, 'img.cdr-card-image'))[0], loadedMachinePoll)
      .toBe(true);
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
      measure('/tags/:tag (paged list)', '/tags/gear'),
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

    // One card per translation group, in English where the group has an English version.
    const tagged = await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'gear');
    expectOneEnglishCardPerGroup(shown, tagged);
    // Pagination counts articles: its last page is ceil(groups / 6), and that page is not empty.
    const lastPage = Math.ceil(tagged.groupCount / 6);
    const pageLink = (n: number) =>
      page.locator(`nav[aria-label="Pagination"] a[href="/tags/gear?page=${n}"]`);
    expect(await pageLink(lastPage).count()).toBeGreaterThan(0);
    expect(await pageLink(lastPage + 1).count()).toBe(0);
    await page.goto(`${app.url}/tags/gear?page=${lastPage}`);
    expect(await page.locator('.cdr-card').count()).toBe(tagged.groupCount - 6 * (lastPage - 1));
    await page.close();
  });

  it('navigates client-side from the header (a .data request) without exposing the key', async () => {
    const record = await open('/');
    const { page } = record;
    await page
      .getByRole('navigation', { name: 'Topics' })
      .getByRole('link', { name: '#safety' })
      .click();
    await page.waitForURL(`${app.url}/tags/safety`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), loadedMachinePoll)
      .toBe('Tagged “safety”');
    // The route's `meta` ran in the browser on the loader's data (`loaderData` since React Router 8).
    expect(await page.title()).toBe('#safety | Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    expect(
      record.requests.some((url) => new URL(url).pathname.startsWith('/tags/safety.data')),
    ).toBe(true);
    await expectCleanPage(record);
    await page.close();
  });
});

describe('React Router example: articles', () => {
  it.each(['en', 'de', 'fr', 'ar'])(
    'renders the %s article with lang/dir, one title, hreflang, TOC and language links, and no library JS',
    async (language) => {
      const item = variant(language);
      const path = `/articles/${encodeURIComponent(item.slug)}`;
      const [record, route] = await Promise.all([
        open(path),
        measure(`/articles/:slug (${language})`, path),
      ]);
      const { page } = record;
      expect(await page.title()).toBe(item.metaTitle ?? item.title);
      expect(await titles(record)).toBe(1);
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      // The article's picture, when it has one, loads from the mock (never a broken image).
      await expect
        .poll(() => imagesLoaded(page, 'img.cdr-article-image'), loadedMachinePoll)
        .not.toContain(false);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
      // The body is the server's sanitized HTML (headings, lists, links), not the plain-text
      // fallback the library renders where it has no DOM to sanitize with.
      expect(await page.locator('.cdr-article-body').getAttribute('data-state')).toBe('sanitized');

      // hreflang: every variant, then x-default (the source document), all on this site. (The
      // other alternates are the feeds.)
      const alternates = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        );
      const expected = [...group.values()]
        .map((other) => [other.language, `${app.url}/articles/${encodeURIComponent(other.slug)}`])
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
      const source = [...group.values()].find((other) => other.isSourceLanguageDocument);
      expect([...alternates].sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual(
        [
          ...expected,
          ['x-default', `${app.url}/articles/${encodeURIComponent(source?.slug ?? '')}`],
        ].sort(([a], [b]) => String(a).localeCompare(String(b))),
      );
      const canonical = `${app.url}/articles/${encodeURIComponent(item.slug)}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(await page.locator('head meta[name="description"]').getAttribute('content')).toBe(
        item.metaDescription ?? item.description,
      );
      // The JSON-LD of `getContentSeo` through the `meta` export: the Article, then the
      // BreadcrumbList (home → article: the example has no category pages).
      const jsonLd = await page
        .locator('head script[type="application/ld+json"]')
        .allTextContents();
      expect(jsonLd).toHaveLength(2);
      expect(JSON.parse(jsonLd[0] ?? 'null')).toMatchObject({
        '@type': 'Article',
        headline: item.metaTitle ?? item.title,
        inLanguage: language,
        mainEntityOfPage: { '@id': canonical },
      });
      expect(JSON.parse(jsonLd[1] ?? 'null')).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, item: { '@id': `${app.url}/` } },
          { '@type': 'ListItem', position: 2, name: item.title, item: { '@id': canonical } },
        ],
      });

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
      // The router changes the URL before it renders the new route: wait for the document's
      // language to follow.
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), loadedMachinePoll)
        .toBe(next.language);
      await expectCleanPage(record);
      await page.close();
    },
  );

  it('shows related articles in its language below an article, linked, never itself', async () => {
    const item = variant('ar');
    const path = `/articles/${encodeURIComponent(item.slug)}`;
    const record = await open(path);
    const { page } = record;
    const related = page.getByRole('region', { name: 'Related articles' });
    const hrefs = await related
      .locator('.cdr-card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    expect(hrefs.filter((href) => !/^\/articles\/[^/]+$/.test(href))).toEqual([]);
    expect(hrefs).not.toContain(path);
    // In the article's language, none of its other language versions.
    expect(
      await related
        .locator('article.cdr-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('lang'))),
    ).toEqual(hrefs.map(() => 'ar'));
    const versions = [...group.values()].map(
      (other) => `/articles/${encodeURIComponent(other.slug)}`,
    );
    expect(hrefs.filter((href) => versions.includes(href))).toEqual([]);
    await expectCleanPage(record);
    await page.close();
  });

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
    // Chromium reports the document's own 404 status in the console; nothing else may appear.
    await expectCleanPage(record, [/status of 404/]);
    await record.page.close();
  });
});

describe('React Router example: island and comparison', () => {
  it('sends the island only the collapsed list, whatever the tag is called', async () => {
    // The dehydrated state in the page, without its JSON escaping: query keys as plain text.
    const stateText = async (tag: string) =>
      (await (await fetch(`${app.url}/live/${tag}`)).text()).replace(/[\\"]/g, '');
    for (const tag of ['beginner', 'translated']) {
      const text = await stateText(tag);
      expect(text, tag).toContain(`list,tag,${tag},translated,{`);
      // The walk's raw pages (every language) stay on the server.
      expect(text, tag).not.toContain(`list,tag,${tag},page,{`);
    }
  });

  it('server-renders the live list in English and loads more from it, refreshing through the proxy', async () => {
    const [record] = await Promise.all([
      open('/live/beginner'),
      measure('/live/:tag (island)', '/live/beginner'),
    ]);
    const { page } = record;
    const html = (await record.responses).find(
      (response) => response.url === `${app.url}/live/beginner`,
    );
    expect(html?.body).toContain('cdr-card');
    const cards = page.locator('.cdr-card');
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(4);
    const shown = await cardsOf(page);
    // The loader sent the whole tag, collapsed: "Load more" shows more of it with no request.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(8);
    shown.push(...(await cardsOf(page)).slice(4));
    const proxied = () =>
      record.requests.filter((url) => new URL(url).pathname.startsWith('/api/content/'));
    expect(proxied()).toEqual([]);
    // One English card per translation group.
    expectOneEnglishCardPerGroup(
      shown,
      await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'beginner'),
    );
    // A refresh of the island's list goes through the proxy route, which adds the key.
    const status = await page.evaluate(() =>
      fetch(
        '/api/content/api/v1/content/brands/acme-outdoor/tag/beginner?page=1&pageSize=100',
      ).then((response) => response.status),
    );
    expect(status).toBe(200);
    expect(proxied()).toHaveLength(1);
    await expectCleanPage(record);
    await page.close();
  });

  it('renders the same article as hydrated components (the pattern the static pages avoid)', async () => {
    const item = variant('en');
    const path = `/hydrated/articles/${encodeURIComponent(item.slug)}`;
    const [record, route] = await Promise.all([
      open(path),
      measure('/hydrated/articles/:slug (components hydrate)', path),
    ]);
    const { page } = record;
    expect(await page.title()).toBe(item.metaTitle ?? item.title);
    expect(await titles(record)).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
    // The measurement sees the library when it is there: the same page with components ships it.
    expect(route.libraryBytes).toBeGreaterThan(0);
    expect(route.dompurifyBytes).toBeGreaterThan(0);
    await expectCleanPage(record);
    await page.close();
  });

  it('paints cards in the theme colours through its own CSS build, light and dark', async () => {
    await expectThemedCards(browser, `${app.url}/`);
  });
});

describe('React Router example: site search', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });

  it('answers a GET of the search form without JavaScript: linked results with marks, noindex', async () => {
    await checkSearchWithoutJavaScript(browser, site());
  });

  it('shows results as the reader types, through the proxy; the search box is an island', async () => {
    const [record, route] = await Promise.all([
      open('/search?q=tent'),
      measure('/search (island + static results)', '/search?q=tent'),
    ]);
    const { page } = record;
    // The search box is an island: the route loads the library for it.
    expect(route.libraryBytes).toBeGreaterThan(0);
    expect(route.dompurifyBytes).toBe(0);
    await checkLiveSearch(page, 'boots');
    expect(
      record.requests.some((url) => new URL(url).pathname.startsWith('/api/content/search/')),
    ).toBe(true);
    await expectCleanPage(record);
    await page.close();
  });

  it("announces the search: /opensearch.xml linked from every page, the home page's SearchAction", async () => {
    await checkSearchDiscovery(
      site(),
      { name: 'Acme Outdoor Journal', shortName: 'Acme Outdoor' },
      [`/articles/${encodeURIComponent(variant('en').slug)}`],
    );
  });

  it('answers hostile and out-of-bound search addresses with a page, never a 5xx', async () => {
    await checkHostileSearches(site());
    // Out-of-bound input is a 400 page with a message, not an error page.
    const long = await get(site(), `/search?q=${'a'.repeat(10_000)}`);
    expect(long.status).toBe(400);
    expect(long.body).toContain('That search is too long');
    expect(long.body).not.toContain('a'.repeat(300));
    expect((await get(site(), '/search?q=tent&page=0')).status).toBe(400);
  });
});

describe('React Router example: sitemaps, feeds, llms.txt and Markdown', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });

  it('serves robots.txt, the sitemap index and its children, the feeds and llms.txt, with cache headers', async () => {
    const pages = await checkSitemaps(site());
    expect((await get(site(), '/sitemap.xml')).body).toContain('<sitemapindex');
    const english = variant('en');
    expect(pages).toContain(`${app.url}/articles/${encodeURIComponent(english.slug)}`);
    // Search results are not pages for an index: the sitemaps list none.
    expect(pages.filter((url) => new URL(url).pathname.startsWith('/search'))).toEqual([]);
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

  it.each(['%E0%A4%A', '%ED%A0%80'])(
    'refuses a malformed escape (%s) before React Router runs: 400 from react-router-serve',
    async (segment) => {
      // Express 5, under react-router-serve, decodes its catch-all parameter and answers 400
      // when it cannot: nothing is looked up, nothing crashes.
      for (const path of [`/articles/${segment}`, `/articles/${segment}.md`]) {
        expect((await get(site(), path)).status).toBe(400);
      }
      expect((await get(site(), '/')).status).toBe(200);
    },
  );

  it(
    'webhook: refuses without the secret; after it, new articles are in the sitemap, the feed and their pages',
    async () => {
      const post = (secret?: string) =>
        fetch(`${app.url}/api/revalidate`, {
          method: 'POST',
          headers: secret === undefined ? {} : { 'x-revalidate-secret': secret },
        });
      expect((await post()).status).toBe(401);
      expect((await post(`${revalidateSecret}x`)).status).toBe(401);

      const brand = dataset.brands.find((candidate) => candidate.id === brandId);
      if (brand === undefined) throw new Error(`the demo has no brand ${brandId}`);
      const categoryId = brand.categories[0]?.id ?? 'hiking';
      // Published long ago: on the last page of its list, found only by a walk.
      const old = createMockContentItem({
        id: 'rr-new-old',
        slug: 'backcountry-water-filters-rr',
        title: 'Backcountry water filters (React Router)',
        language: 'en',
        categoryId,
        publishedDate: '2001-01-01T00:00:00Z',
      });
      // Published now: the newest English article, the first of the feed.
      const recent = createMockContentItem({
        id: 'rr-new-recent',
        slug: 'first-aid-kit-checklist-rr',
        title: 'First-aid kit checklist (React Router)',
        language: 'en',
        categoryId,
        publishedDate: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      const sitemaps = async () => {
        const root = (await get(site(), '/sitemap.xml')).body;
        const children = [...root.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
        const bodies = await Promise.all(
          children.map(async (child) => (await get(site(), child)).body),
        );
        return bodies.join('\n');
      };
      const feedUrls = async () =>
        (
          JSON.parse((await get(site(), '/feed.json')).body) as { items: { url: string }[] }
        ).items.map((item) => item.url);
      const oldUrl = `${app.url}/articles/${old.slug}`;
      const recentUrl = `${app.url}/articles/${recent.slug}`;
      // The index is built (the tests above walked it) and the feed kept, without the new articles.
      expect(await sitemaps()).not.toContain(`<loc>${oldUrl}</loc>`);
      expect(await feedUrls()).not.toContain(recentUrl);
      brand.items.push(old, recent);
      try {
        expect((await post(revalidateSecret)).status).toBe(200);
        const bound = { timeout: 2 * LOADED_MACHINE_TIMEOUT_MS, interval: 500 };
        await expect.poll(sitemaps, bound).toContain(`<loc>${oldUrl}</loc>`);
        await expect.poll(feedUrls, bound).toContain(recentUrl);
        expect((await get(site(), `/articles/${old.slug}`)).status).toBe(200);
        expect((await get(site(), `/articles/${old.slug}.md`)).body).toMatch(
          /^# Backcountry water filters/,
        );
      } finally {
        brand.items.splice(brand.items.indexOf(old), 1);
        brand.items.splice(brand.items.indexOf(recent), 1);
      }
    },
    4 * LOADED_MACHINE_TIMEOUT_MS,
  );
});
