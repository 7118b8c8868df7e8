// The Astro 7 example's Cloudflare build (examples/astro/astro.config.cloudflare.ts, built by
// `npm run build:example:astro` into dist-cloudflare/) running in workerd, Cloudflare's Workers
// runtime, through `astro preview` (Miniflare), on the embedded mock, driven in Chromium: the
// pages of the Node build with the same answers (200s, real 404s, `<html lang dir>`, article
// bodies as sanitized HTML with their headings and links and nothing that runs), an island
// reading through the proxy, the discovery routes, the revalidation webhook, no errors, no key
// and no service call in the browser. The Worker reaches the mock on 127.0.0.1; the service's
// URL and key are its vars and secrets (wrangler.jsonc), given through `astro preview`'s
// environment. Prints the JS-per-route table.
import { randomBytes } from 'node:crypto';
import { type ContentItem, createContentClient } from 'content-delivery-react/client';
import { createDemoDataset, type MockDataset } from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { type ExampleApp, measureRoute, startAstroWorkerdApp } from '../../scripts/exampleApps.mjs';
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
import { type PageRecord, recordPage } from './reactRouter/recordPage.js';
import { checkRevalidationWebhook } from './revalidationWebhook.js';
import { completeTranslationGroup, expectCleanPage as expectCleanPageOf } from './siteChecks.js';

const apiKey = `astro-workerd-e2e-${randomBytes(12).toString('hex')}`;
const revalidateSecret = `hook-${randomBytes(12).toString('hex')}`;
const brandId = 'acme-outdoor';
/**
 * The mock's data, kept so a test can publish articles while the app runs; with the security
 * demo, whose hostile articles the sanitizer tests below open.
 */
const dataset: MockDataset = createDemoDataset({ securityDemo: true });
let mock: MockServer;
let app: ExampleApp;
let browser: Browser;
/** A translation group with an article in each of the four languages, by language. */
let group: Map<string, ContentItem>;
const figures: RouteFigures[] = [];

beforeAll(async () => {
  mock = await startMockServer({ port: 0, apiKey, dataset });
  app = await startAstroWorkerdApp({
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
}, 2 * LOADED_MACHINE_TIMEOUT_MS);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await mock?.close();
  if (figures.length > 0)
    console.log(`\nAstro example on workerd: JS per route\n${formatRouteTable(figures)}\n`);
});

function variant(language: string): ContentItem {
  const item = group.get(language);
  if (item === undefined) throw new Error(`no ${language} variant`);
  return item;
}

/** Opens `path`, waits until the network is quiet and returns the record and the document's status. */
async function open(path: string): Promise<{ record: PageRecord; status: number | undefined }> {
  const record = await recordPage(browser);
  // Anything that runs `alert()` from an article body would open a dialog.
  record.page.on('dialog', (dialog) => {
    record.errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const response = await record.page.goto(app.url + path, { waitUntil: 'networkidle' });
  return { record, status: response?.status() };
}

/** The library's and DOMPurify's share of the scripts a fresh visit of `path` loads, for the table. */
async function measure(label: string, path: string): Promise<RouteFigures> {
  const route = await measureRoute(browser, app.url + path, {
    framework: 'astro',
    outDir: 'dist-cloudflare',
    label,
  });
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

/** The article body's container: the server's sanitized HTML, or the plain-text fallback. */
const articleBody = (record: PageRecord) => record.page.locator('.cdr-article-body');

describe('Astro example on workerd: lists', () => {
  it('renders the home page in the Worker, with no library JS', async () => {
    const [{ record, status }, route] = await Promise.all([
      open('/'),
      measure('/ (home, paged list)', '/'),
    ]);
    const { page } = record;
    expect(status).toBe(200);
    expect(await page.title()).toBe('Acme Outdoor Journal');
    expect(await page.locator('.cdr-list-item').count()).toBe(6);
    expectNoLibraryJs(route);
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Page 2', exact: true })
      .click();
    await page.waitForURL(`${app.url}/?page=2`);
    expect(await page.title()).toBe('Latest articles, page 2 | Acme Outdoor Journal');
    await expectCleanPage(record);
    await page.close();
  });

  it('renders a tag page in the Worker, with no library JS', async () => {
    const [{ record, status }, route] = await Promise.all([
      open('/tags/gear'),
      measure('/tags/[tag] (paged list)', '/tags/gear'),
    ]);
    const { page } = record;
    expect(status).toBe(200);
    expect(await page.title()).toBe('#gear | Acme Outdoor Journal');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tagged “gear”');
    expect(await page.locator('.cdr-card-title').count()).toBe(6);
    expectNoLibraryJs(route);
    await expectCleanPage(record);
    await page.close();
  });
});

describe('Astro example on workerd: articles', () => {
  it.each(['en', 'ar'])(
    'renders the %s article with lang/dir and its body as sanitized HTML, headings and TOC, and no library JS',
    async (language) => {
      const item = variant(language);
      const path = `/articles/${encodeURIComponent(item.slug)}`;
      const [{ record, status }, route] = await Promise.all([
        open(path),
        measure(`/articles/[slug] (${language})`, path),
      ]);
      const { page } = record;
      expect(status).toBe(200);
      expect(await page.title()).toBe(item.metaTitle ?? item.title);
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      expect(await page.locator('html').getAttribute('dir')).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(item.title);
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
        `${app.url}${path}`,
      );
      // Sanitized HTML rendered in the Worker, not the plain-text fallback of a runtime without
      // a server sanitizer: the body's headings are headings.
      expect(await articleBody(record).getAttribute('data-state')).toBe('sanitized');
      expect(await articleBody(record).locator('h2').count()).toBeGreaterThan(0);
      const tocTargets = await page
        .locator('.cdr-toc a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(tocTargets.length).toBeGreaterThan(0);
      for (const target of tocTargets) {
        expect(
          await page.locator(`.cdr-article [id="${decodeURIComponent(target.slice(1))}"]`).count(),
        ).toBe(1);
      }
      expectNoLibraryJs(route);
      await expectCleanPage(record);
      await page.close();
    },
  );

  it('renders a hostile body as sanitized HTML: headings and lists kept, scripts and handlers gone', async () => {
    const { record, status } = await open('/articles/security-demo-script-and-event-handlers');
    const body = articleBody(record);
    expect(status).toBe(200);
    expect(await body.getAttribute('data-state')).toBe('sanitized');
    expect(await body.locator('h2').allTextContents()).toEqual(['Packing for a rainy day']);
    expect(await body.locator('h3').allTextContents()).toEqual(['Checklist']);
    expect(await body.locator('ol > li').count()).toBe(3);
    expect(await body.locator('script').count()).toBe(0);
    expect(await body.locator('[onerror], [onload], [onmouseover]').count()).toBe(0);
    expect(await record.page.content()).not.toContain('alert(1)');
    // `<img src=x onerror=…>` keeps its image, without the handler: Chromium loads the relative
    // `x`, which 404s, and reports that in the console.
    expect(await body.locator('img[src="x"]').count()).toBe(1);
    expect(record.requests).toContain(`${app.url}/articles/x`);
    await expectCleanPage(record, [/status of 404/]);
    await record.page.close();
  });

  it('renders a body with dangerous links as sanitized HTML: safe links kept, script URLs gone', async () => {
    const { record, status } = await open('/articles/security-demo-dangerous-links');
    const body = articleBody(record);
    expect(status).toBe(200);
    expect(await body.getAttribute('data-state')).toBe('sanitized');
    expect(await body.locator('h2').allTextContents()).toEqual(['Our favourite campsites']);
    const external = body.getByRole('link', { name: 'example.com' });
    expect(await external.getAttribute('href')).toBe('https://example.com');
    expect(await external.getAttribute('rel')).toContain('noopener');
    expect(await body.getByRole('link', { name: 'more camping' }).getAttribute('href')).toBe(
      '/c/camping',
    );
    const hrefs = await body
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([]);
    await expectCleanPage(record);
    await record.page.close();
  });

  it.each([
    ['an unknown slug', '/articles/no-such-article'],
    ['a path climbing out', '/articles/..%2F..%2Fetc'],
    ['a NUL byte', '/articles/%00'],
    ['a 1000-character slug', `/articles/${'a'.repeat(1000)}`],
    // Astro's Node server answers these 400 before any page runs; in the Worker the article
    // page gets the segment, finds no such slug and answers its 404.
    ['a malformed escape', '/articles/%E0%A4%A'],
    ['a malformed escape before .md', '/articles/%ED%A0%80.md'],
    ['an unknown page', '/no/such/page'],
  ])('answers %s with a 404 page', async (_name, path) => {
    const { record, status } = await open(path);
    expect(status).toBe(404);
    expect(await record.page.title()).toBe('Page not found');
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

describe('Astro example on workerd: an island through the proxy', () => {
  it('hydrates the live island and loads more, reading through the Worker’s proxy endpoint', async () => {
    const [{ record }] = await Promise.all([
      open('/live/beginner'),
      measure('/live/[tag] (island, client:visible)', '/live/beginner'),
    ]);
    const { page } = record;
    const cards = page.locator('.cdr-card');
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(4);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(8);
    expect(
      record.requests.filter((url) => new URL(url).pathname.startsWith('/api/content/')),
    ).toHaveLength(1);
    await expectCleanPage(record);
    await page.close();
  });
});

describe('Astro example on workerd: site search and related articles', () => {
  it('answers GET /search?q=tent from the Worker: linked results with marked words, noindex, and the form', async () => {
    const response = await fetch(`${app.url}/search?q=tent`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/class="cdr-search-status">\d+ results for “tent”</);
    expect(html).toContain('<form role="search"');
    const links = [...html.matchAll(/class="cdr-search-result-title"><a href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/articles\/[^/?#]+$/);
    expect(html).toMatch(/class="cdr-search-result-title"><a [^>]*>[^<]*<mark>/);
  });

  it('shows live results through the Worker’s proxy as the reader types', async () => {
    const [{ record }] = await Promise.all([
      open('/search'),
      measure('/search (search island)', '/search'),
    ]);
    const { page } = record;
    await page.locator('astro-island:not([ssr])').waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('tent');
    await expect
      .poll(
        () => page.locator('.cdr-search-live').getByRole('status').textContent(),
        loadedMachinePoll,
      )
      .toMatch(/^\d+ results for “tent”$/);
    expect(await page.locator('.cdr-search-live .cdr-search-result').count()).toBeGreaterThan(0);
    await expectCleanPage(record);
    await page.close();
  });

  it('answers refused and hostile searches with no server error', async () => {
    for (const path of [
      `/search?q=${'a'.repeat(10_000)}`,
      '/search?q=tent&page=0',
      '/search?q=tent&page=abc',
      '/search?q=tent&lang=xx',
    ]) {
      const response = await fetch(app.url + path);
      expect(response.status, path.slice(0, 40)).toBe(400);
      expect(await response.text()).toContain('role="alert"');
    }
    expect((await fetch(`${app.url}/search?q=%ED%A0%80`)).status).toBeLessThan(500);
  });

  it('serves /opensearch.xml and shows related articles below an article, with no library JS', async () => {
    const description = await fetch(`${app.url}/opensearch.xml`);
    expect(description.headers.get('content-type')).toMatch(
      /^application\/opensearchdescription\+xml\b/,
    );
    expect(await description.text()).toContain(`template="${app.url}/search?q={searchTerms}"`);
    const item = variant('en');
    const path = `/articles/${encodeURIComponent(item.slug)}`;
    const [{ record }, route] = await Promise.all([
      open(path),
      measure('/articles/[slug] (en, related articles)', path),
    ]);
    const related = record.page.getByRole('region', { name: 'Related articles' });
    const hrefs = await related
      .locator('.cdr-card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    const ownGroup = [...group.values()].map(
      (other) => `/articles/${encodeURIComponent(other.slug)}`,
    );
    for (const href of hrefs) expect(ownGroup).not.toContain(href);
    expectNoLibraryJs(route);
    await expectCleanPage(record);
    await record.page.close();
  });
});

describe('Astro example on workerd: sitemaps, feeds, llms.txt, Markdown and the webhook', () => {
  const site = (): DiscoverySite => ({ origin: app.url, siteUrl: app.url, apiKey });

  it('serves robots.txt, the sitemap index and its children, the feeds and llms.txt, with cache headers', async () => {
    const pages = await checkSitemaps(site());
    expect((await get(site(), '/sitemap.xml')).body).toContain('<sitemapindex');
    expect(pages).toContain(`${app.url}/articles/${encodeURIComponent(variant('en').slug)}`);
    await checkFeeds(site());
    await checkLlmsTxt(site());
  });

  it('answers an article as Markdown at <slug>.md and on Accept: text/markdown', async () => {
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
        name: 'astro-workerd',
      }),
    4 * LOADED_MACHINE_TIMEOUT_MS,
  );
});
