// The TanStack Start example (examples/tanstack-start, built by `npm run build:example:start`)
// served by its serve.mjs on the embedded mock, driven in Chromium: content, links, SEO from the
// routes' `head()`, hydration from the loaders' queries with no second request, no errors, no
// key and no service call in the browser, real 404s, and the JavaScript each route loads.
// Prints the JS-per-route table.
import { randomBytes } from 'node:crypto';
import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import {
  type ExampleApp,
  measureRoute,
  startTanStackStartApp,
} from '../../scripts/exampleApps.mjs';
import { formatRouteTable, type RouteFigures } from '../../scripts/routeJs.mjs';
import { loadedMachinePoll } from '../helpers/loadedMachine.js';
import type { DiscoverySite } from './discoveryRoutes.js';
import { cardsOf, expectOneEnglishCardPerGroup, tagGroups } from './oneLanguageCards.js';
import { type PageRecord, recordPage } from './reactRouter/recordPage.js';
import {
  checkHostileSearches,
  checkLiveSearch,
  checkSearchAnnouncedInPage,
  checkSearchDiscovery,
  checkSearchWithoutJavaScript,
} from './searchPageChecks.js';
import { completeTranslationGroup, expectCleanPage as expectCleanPageOf } from './siteChecks.js';

const apiKey = `start-e2e-${randomBytes(12).toString('hex')}`;
const brandId = 'acme-outdoor';
let mock: MockServer;
let app: ExampleApp;
let browser: Browser;
/** A translation group with an article in each of the four languages, by language. */
let group: Map<string, ContentItem>;
const figures: RouteFigures[] = [];

beforeAll(async () => {
  mock = await startMockServer({ port: 0, apiKey });
  app = await startTanStackStartApp({ env: { CDS_BASE_URL: mock.url, CDS_API_KEY: apiKey } });
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const client = createContentClient({ baseUrl: mock.url, apiKey });
  group = await completeTranslationGroup(client, brandId);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mock?.close();
  if (figures.length > 0)
    console.log(`\nTanStack Start example: JS per route\n${formatRouteTable(figures)}\n`);
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

/** The library's and DOMPurify's share of the scripts a fresh visit of `path` loads, for the table. */
async function measure(label: string, path: string): Promise<RouteFigures> {
  const route = await measureRoute(browser, app.url + path, { framework: 'tanstack-start', label });
  figures.push(route);
  return route;
}

/** Requests for data the page made: to the proxy route or to a server function. */
const dataRequests = (record: PageRecord) =>
  record.requests.filter((url) => /^\/(api\/content\/|_serverFn\/)/.test(new URL(url).pathname));

/**
 * The keys of the queries the server sent with the page (TanStack Router's SSR query
 * integration writes each dehydrated query's `queryHash` into the HTML stream).
 */
function dehydratedQueryKeys(html: string | undefined): unknown[] {
  return [...(html ?? '').matchAll(/queryHash:("(?:[^"\\]|\\.)*")/g)].map((match) =>
    JSON.parse(JSON.parse(match[1] ?? '""') as string),
  );
}

/**
 * The page hydrated from the server's data: it is interactive (React is attached to it), the
 * server sent `queryKeys` with it, and the browser fetched nothing but the document, its assets,
 * the icon and the demo images: no data through the proxy, no server function. (A slug lookup
 * may also send the list pages it searched: they are in the QueryClient too.)
 */
async function expectHydratedWithoutRequests(
  record: PageRecord,
  path: string,
  queryKeys: unknown[],
) {
  await expect
    .poll(
      () =>
        record.page.evaluate(() =>
          Object.keys(document.querySelector('main') ?? {}).some((key) =>
            key.startsWith('__react'),
          ),
        ),
      loadedMachinePoll,
    )
    .toBe(true);
  const html = (await record.responses).find((response) => response.url === app.url + path);
  const sent = dehydratedQueryKeys(html?.body);
  for (const key of queryKeys) expect(sent).toContainEqual(key);
  const origin = new URL(app.url).origin;
  const other = record.requests.filter((url) => {
    const { origin: from, pathname } = new URL(url);
    if (from !== origin) return !pathname.startsWith('/demo-images/');
    return (
      url !== app.url + path && !pathname.startsWith('/assets/') && pathname !== '/favicon.svg'
    );
  });
  expect(other).toEqual([]);
  expect(dataRequests(record)).toEqual([]);
}

/** The start of every query key of the demo brand (`contentKeys.brand`). */
const brandKey = ['content-delivery-react', 'default', brandId];

/** The checks of siteChecks.ts, for this app. */
const expectCleanPage = (record: PageRecord, allowedErrors?: RegExp[]) =>
  expectCleanPageOf({ appUrl: app.url, mockUrl: mock.url, apiKey }, record, allowedErrors);

const titles = (record: PageRecord) => record.page.locator('head title').count();

describe('TanStack Start example: paged lists', () => {
  it('renders the home page on the server, hydrates it with no request and pages client-side through the proxy', async () => {
    const [record] = await Promise.all([open('/'), measure('/ (home, paged list)', '/')]);
    const { page } = record;
    expect(await page.title()).toBe('Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    const html = (await record.responses).find((response) => response.url === `${app.url}/`);
    expect(html?.status).toBe(200);
    expect(html?.body.match(/class="cdr-card"/g)).toHaveLength(6);
    expect(await page.locator('.cdr-list-item').count()).toBe(6);
    await expectHydratedWithoutRequests(record, '/', [
      [...brandKey, 'list', 'lang', 'en', 'page', { page: 1, pageSize: 6 }],
    ]);

    const firstPage = await page.locator('.cdr-card-title').allTextContents();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(`${app.url}/?page=2`);
    await expect
      .poll(() => page.locator('.cdr-card-title').allTextContents(), loadedMachinePoll)
      .not.toEqual(firstPage);
    await expect
      .poll(() => page.title(), loadedMachinePoll)
      .toBe('Latest articles, page 2 | Acme Outdoor Journal');
    // A client-side navigation: the loader ran in the browser, through the proxy route.
    expect(dataRequests(record).length).toBeGreaterThan(0);
    expect(
      dataRequests(record).every((url) => new URL(url).pathname.startsWith('/api/content/')),
    ).toBe(true);
    await expectCleanPage(record);
    await page.close();
  });

  it('renders a tag page, one English card per article, with link pagination', async () => {
    const [record] = await Promise.all([
      open('/tags/gear'),
      measure('/tags/:tag (paged list)', '/tags/gear'),
    ]);
    const { page } = record;
    expect(await page.title()).toBe('#gear | Acme Outdoor Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tagged “gear”');
    const firstPage = await page.locator('.cdr-card-title').allTextContents();
    expect(firstPage).toHaveLength(6);
    await expectHydratedWithoutRequests(record, '/tags/gear', [
      [
        ...brandKey,
        'list',
        'tag',
        'gear',
        'translated',
        { maxItems: 1000, preferredLanguages: ['en'] },
      ],
    ]);
    const shown = await cardsOf(page);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(`${app.url}/tags/gear?page=2`);
    await expect
      .poll(() => page.locator('.cdr-card-title').allTextContents(), loadedMachinePoll)
      .not.toEqual(firstPage);
    // Page 2 is a slice of the list the server loaded: still no request.
    expect(dataRequests(record)).toEqual([]);
    await expectCleanPage(record);
    shown.push(...(await cardsOf(page)));

    // One card per translation group, in English where the group has an English version.
    const tagged = await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'gear');
    expectOneEnglishCardPerGroup(shown, tagged);
    const lastPage = Math.ceil(tagged.groupCount / 6);
    const pageLink = (n: number) =>
      page.locator(`nav[aria-label="Pagination"] a[href="/tags/gear?page=${n}"]`);
    expect(await pageLink(lastPage).count()).toBeGreaterThan(0);
    expect(await pageLink(lastPage + 1).count()).toBe(0);
    await page.close();
  });

  it('navigates client-side from the header through the proxy, without exposing the key', async () => {
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
    expect(await page.title()).toBe('#safety | Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    expect(
      dataRequests(record).some((url) =>
        new URL(url).pathname.startsWith('/api/content/api/v1/content/brands/acme-outdoor/tag/'),
      ),
    ).toBe(true);
    await expectCleanPage(record);
    await page.close();
  });
});

describe('TanStack Start example: articles', () => {
  it.each(['en', 'de', 'fr', 'ar'])(
    'renders the %s article with lang/dir, one title, hreflang, JSON-LD, TOC and language links, hydrated with no request',
    async (language) => {
      const item = variant(language);
      const path = `/articles/${encodeURIComponent(item.slug)}`;
      const [record] = await Promise.all([
        open(path),
        measure(`/articles/$slug (${language})`, path),
      ]);
      const { page } = record;
      expect(await page.title()).toBe(item.metaTitle ?? item.title);
      expect(await titles(record)).toBe(1);
      const dir = language === 'ar' ? 'rtl' : 'ltr';
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
      // The body is sanitized HTML (on the server, and again by the hydrating component).
      expect(await page.locator('.cdr-article-body').getAttribute('data-state')).toBe('sanitized');
      const html = (await record.responses).find((response) => response.url === app.url + path);
      expect(html?.body).toContain('data-state="sanitized"');
      await expectHydratedWithoutRequests(record, path, [
        [...brandKey, 'slug', { lang: null, slug: item.slug }],
      ]);

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
      const jsonLd = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((text) => JSON.parse(text) as { '@type': string });
      expect(jsonLd.find((entry) => entry['@type'] === 'Article')).toMatchObject({
        headline: item.metaTitle ?? item.title,
        inLanguage: language,
        mainEntityOfPage: { '@id': canonical },
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

      // Language switcher: a link to each variant's page; following one opens it client-side.
      const switcher = page.getByRole('navigation', { name: 'Languages' });
      for (const other of group.values()) {
        expect(await switcher.locator(`a[hreflang="${other.language}"]`).getAttribute('href')).toBe(
          `/articles/${encodeURIComponent(other.slug)}`,
        );
      }
      const next = variant(language === 'en' ? 'ar' : 'en');
      await switcher.locator(`a[hreflang="${next.language}"]`).click();
      await page.waitForURL(`${app.url}/articles/${encodeURIComponent(next.slug)}`);
      await expect
        .poll(() => page.locator('html').getAttribute('lang'), loadedMachinePoll)
        .toBe(next.language);
      expect(await page.locator('html').getAttribute('dir')).toBe(
        next.language === 'ar' ? 'rtl' : 'ltr',
      );
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), loadedMachinePoll)
        .toBe(next.title);
      await expect.poll(() => page.title(), loadedMachinePoll).toBe(next.metaTitle ?? next.title);
      await expectCleanPage(record);
      await page.close();
    },
  );

  it.each([
    ['an unknown slug', '/articles/no-such-article'],
    ['a path climbing out', '/articles/..%2F..%2Fetc'],
    ['a NUL byte', '/articles/%00'],
    ['a 1000-character slug', `/articles/${'a'.repeat(1000)}`],
    ['a malformed escape', '/articles/%E0%A4%A'],
    ['an encoded lone surrogate', '/articles/%ED%A0%80'],
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
});

describe('TanStack Start example: the article as static HTML', () => {
  it.each(['en', 'ar'])(
    'renders the %s article from a server function with none of the library’s components or DOMPurify',
    async (language) => {
      const item = variant(language);
      const hydratedPath = `/articles/${encodeURIComponent(item.slug)}`;
      const path = `/html${hydratedPath}`;
      const [record, route, hydrated] = await Promise.all([
        open(path),
        measure(`/html/articles/$slug (${language}, server function HTML)`, path),
        measureRoute(browser, app.url + hydratedPath, { framework: 'tanstack-start' }),
      ]);
      const { page } = record;
      expect(await page.title()).toBe(item.metaTitle ?? item.title);
      expect(await titles(record)).toBe(1);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
      expect(await page.locator('.cdr-article-body').getAttribute('data-state')).toBe('sanitized');
      const canonical = `${app.url}${hydratedPath}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(canonical);
      expect(await page.locator('head link[rel="alternate"][hreflang]').count()).toBe(
        group.size + 1,
      );
      // The loader's data (the HTML) came with the page: no server function call, no query.
      await expectHydratedWithoutRequests(record, path, []);
      // No component and no DOMPurify. What is left of the library is in the entry: the browser's
      // content client in the router context and the routes' loaders (query options,
      // `findVariants`, `getContentSeo`), which TanStack Router keeps with the route tree.
      expect(route.dompurifyBytes).toBe(0);
      expect(hydrated.dompurifyBytes).toBeGreaterThan(0);
      expect(route.libraryBytes).toBeLessThan(hydrated.libraryBytes);
      await expectCleanPage(record);
      await page.close();
    },
  );

  it('answers 404 for an unknown slug from the server function', async () => {
    const record = await recordPage(browser);
    const response = await record.page.goto(`${app.url}/html/articles/no-such-article`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(404);
    expect(await record.page.title()).toBe('Page not found');
    await expectCleanPage(record, [/status of 404/]);
    await record.page.close();
  });
});

describe('TanStack Start example: the proxy route', () => {
  it('forwards the brand’s requests with the key added on the server, and refuses others', async () => {
    const proxied = await fetch(
      `${app.url}/api/content/api/v1/content/brands/acme-outdoor/tag/gear?page=1&pageSize=2`,
    );
    expect(proxied.status).toBe(200);
    const body = await proxied.text();
    expect(body).not.toContain(apiKey);
    expect(JSON.stringify([...proxied.headers])).not.toContain(apiKey);
    expect((JSON.parse(body) as { data: unknown[] }).data).toHaveLength(2);
    const otherBrand = await fetch(
      `${app.url}/api/content/api/v1/content/brands/another-brand/tag/gear`,
    );
    expect(otherBrand.status).toBeGreaterThanOrEqual(400);
  });
});

describe('TanStack Start example: site search', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });
  const names = { name: 'Acme Outdoor Journal', shortName: 'Acme Outdoor' };

  it('answers GET /search?q=tent without JavaScript: linked results with marked words, noindex, and the form', async () => {
    // The page searches the site's language when the address has none, and writes it into its
    // page links and its form: `lang=en`.
    await checkSearchWithoutJavaScript(browser, site(), { lang: 'en' });
  });

  it('shows live results through the proxy as the reader types, once hydrated', async () => {
    const [record] = await Promise.all([
      open('/search'),
      measure('/search (live search)', '/search'),
    ]);
    const { page } = record;
    expect(await page.title()).toBe('Search | Acme Outdoor Journal');
    expect(await titles(record)).toBe(1);
    await expectHydratedWithoutRequests(record, '/search', []);
    const hrefs = await checkLiveSearch(page, 'tent', { marksInTitles: true });
    expect(hrefs.length).toBeGreaterThan(1);
    // Asked of the proxy's search route, never of the service.
    expect(
      dataRequests(record).some(
        (url) => new URL(url).pathname === `/api/content/search/${brandId}`,
      ),
    ).toBe(true);
    // A live result is a client-side navigation to the article.
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
    ];
    await checkSearchDiscovery(site(), names, otherPaths);
    // This site's description also names its icon.
    const xml = await (await fetch(`${app.url}/opensearch.xml`)).text();
    expect(xml).toContain(`<Image type="image/svg+xml">${app.url}/favicon.svg</Image>`);

    // Hydrated from the server's loader data: the browser's head keeps the JSON-LD.
    const record = await open('/');
    await checkSearchAnnouncedInPage(record.page, site(), names);
    await expectCleanPage(record);
    await record.page.close();

    for (const path of otherPaths) {
      const html = await (await fetch(app.url + path)).text();
      expect(html).toContain(
        '<link rel="search" type="application/opensearchdescription+xml" title="Acme Outdoor Journal" href="/opensearch.xml"/>',
      );
    }
  });

  it('answers hostile and out-of-bound search addresses with a page, never a 5xx', async () => {
    await checkHostileSearches(site());
  });

  it('shows related articles below an article, server-rendered, with none of RelatedContent’s code in the browser', async () => {
    const item = variant('en');
    const path = `/articles/${encodeURIComponent(item.slug)}`;
    const record = await open(path);
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
    // In the server's HTML, and in none of the scripts the page loaded.
    const responses = await record.responses;
    expect(responses.find((response) => response.url === app.url + path)?.body).toContain(
      'data-slot="related-content"',
    );
    const scripts = responses.filter((response) => new URL(response.url).pathname.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.body.includes('cdr-related'))).toEqual([]);
    await expectHydratedWithoutRequests(record, path, [
      [...brandKey, 'slug', { lang: null, slug: item.slug }],
    ]);
    // A related article is an article page of this site.
    await related.locator('.cdr-card-title a').first().click();
    await page.waitForURL(`${app.url}${hrefs[0]}`);
    await expectCleanPage(record);
    await page.close();
  });

  it.each([
    [
      'a 10 000-character query',
      `/search?q=${'a'.repeat(10_000)}`,
      400,
      'Search for at most 200 characters.',
    ],
    ['page 0', '/search?q=tent&page=0', 400, 'Results pages go from 1 to 100.'],
    ['page abc', '/search?q=tent&page=abc', 400, 'Results pages go from 1 to 100.'],
    ['page 101', '/search?q=tent&page=101', 400, 'Results pages go from 1 to 100.'],
    [
      'an unknown language',
      '/search?q=tent&lang=xx',
      400,
      'This site is searched in en, de, fr, ar.',
    ],
    ['an encoded lone surrogate', '/search?q=%ED%A0%80', 200, undefined],
    [
      'markup in the query',
      `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
      200,
      undefined,
    ],
  ])(
    'answers %s with the search page, never a server error',
    async (_name, path, status, problem) => {
      const response = await fetch(app.url + path);
      expect(response.status).toBe(status);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('role="search"');
      if (problem !== undefined) expect(html).toContain(`role="alert">${problem}</p>`);
      expect(html).not.toContain('<img src=x');
    },
  );
});
