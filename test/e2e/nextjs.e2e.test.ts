// The Next.js 16 example (examples/nextjs), built twice by `npm run build:example:next`
// (Turbopack into .next, webpack into .next-webpack), served by `next start` on 127.0.0.1 with
// the embedded mock as its keyed service, and driven in Chromium: page content, link
// pagination, article head, language links and related articles, site search (the /search page
// with and without JavaScript, OpenSearch, the SearchAction), the load-more island through the
// proxy, the revalidation webhook, no errors, no request off the site, the key in no response,
// and the JavaScript each route loads (library and DOMPurify bytes, from the builds' source maps).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import {
  createDemoDataset,
  createMockContentItem,
  type MockDataset,
} from 'content-delivery-react/mock';
import { type MockServer, startMockServer } from 'content-delivery-react/mock/server';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { type ExampleApp, measureRoute, startNextApp } from '../../scripts/exampleApps.mjs';
import { formatRouteTable, type RouteFigures } from '../../scripts/routeJs.mjs';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import {
  checkArticleMarkdown,
  checkFeeds,
  checkLlmsTxt,
  checkSitemaps,
  type DiscoverySite,
  expectNotFound,
  get,
  onApp,
} from './discoveryRoutes.js';
import { cardsOf, expectOneEnglishCardPerGroup, tagGroups } from './oneLanguageCards.js';
import {
  checkHostileSearches,
  checkLiveSearch,
  checkSearchDiscovery,
  checkSearchWithoutJavaScript,
} from './searchPageChecks.js';
import { expectThemedCards } from './themeColours.js';

const apiKey = `cds-key-${randomBytes(12).toString('hex')}`;
const revalidateSecret = `hook-${randomBytes(12).toString('hex')}`;
const brandId = 'acme-outdoor';

/**
 * The two builds. The Turbopack one runs with at most 50 URLs a sitemap, so the demo brand's
 * `/sitemap.xml` is an index of several children; the webpack one with the default, one sitemap.
 */
const builds = [
  { bundler: 'Turbopack', distDir: '.next', sitemapMaxUrls: '50' },
  { bundler: 'webpack', distDir: '.next-webpack', sitemapMaxUrls: '' },
] as const;

/**
 * The origin the example's documents name: `NEXT_PUBLIC_SITE_URL` is inlined at build time, so
 * the builds write `http://127.0.0.1:3000` whatever port the test serves them on.
 */
const builtSiteUrl = 'http://127.0.0.1:3000';

/** An article with four language versions (its Arabic one is shown), and a tag with 2+ pages. */
const articleSlug = 'repair-a-tent-pole-ar';
const englishSlug = 'repair-a-tent-pole';
const tag = 'gear';

const figures: RouteFigures[] = [];
/** The mock's data, kept so a test can publish an article while the app runs. */
const dataset: MockDataset = createDemoDataset();
let mock: MockServer;
let browser: Browser;

/** What a page did while it was open: for the assertions every route shares. */
interface Visit {
  page: Page;
  requests: string[];
  errors: string[];
  bodies: Promise<string>[];
}

async function openPage(url: string): Promise<Visit> {
  const page = await browser.newPage();
  // Every navigation and locator action waits as long as a loaded machine needs.
  page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
  const visit: Visit = { page, requests: [], errors: [], bodies: [] };
  page.on('request', (request) => {
    visit.requests.push(request.url());
    // The mock's demo images are the one thing the browser may load from the mock, and only GET.
    if (request.url().startsWith(`${mock.url}/`) && request.method() !== 'GET') {
      visit.errors.push(`${request.method()} ${request.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') visit.errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => visit.errors.push(`pageerror: ${String(error)}`));
  page.on('response', (response) => {
    const headers = JSON.stringify(response.headers());
    visit.bodies.push(
      response.body().then(
        (body) => headers + body.toString('latin1'),
        () => headers,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return visit;
}

/** Whether every image `selector` matches has loaded (a picture, not a broken-image icon). */
async function imagesLoaded(page: Page, selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((images) =>
      images.map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
    );
}

/**
 * No errors, nothing fetched from anywhere but the site except the mock's demo images (public
 * files, as from a CDN; never its API), the key in nothing the browser saw.
 */
async function expectCleanVisit(visit: Visit, origin: string): Promise<void> {
  expect(visit.errors).toEqual([]);
  const demoImage = new RegExp(`^${mock.url}/demo-images/acme-outdoor/[a-z0-9-]+\\.svg$`);
  expect(
    visit.requests.filter((url) => new URL(url).origin !== origin && !demoImage.test(url)),
  ).toEqual([]);
  const seen = [...(await Promise.all(visit.bodies)), await visit.page.content()];
  expect(seen.filter((text) => text.includes(apiKey))).toEqual([]);
  expect(seen.length).toBeGreaterThan(1);
}

/**
 * The JavaScript a fresh visit of `url` loads (the bench's measurement), attributed to the
 * library, DOMPurify and the rest; recorded for the table.
 */
async function measure(label: string, url: string, distDir: string): Promise<RouteFigures> {
  const route = await measureRoute(browser, url, { framework: 'next', distDir, label });
  figures.push(route);
  return route;
}

/** Article and paged-list routes are server components only: none of the library's or DOMPurify's JavaScript. */
function expectNoLibraryJs(route: RouteFigures): void {
  expect({ library: route.libraryBytes, dompurify: route.dompurifyBytes }).toEqual({
    library: 0,
    dompurify: 0,
  });
}

beforeAll(async () => {
  mock = await startMockServer({ port: 0, apiKey, dataset });
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await mock?.close();
  if (figures.length > 0) {
    console.log(`\nJavaScript per route (Next.js example)\n${formatRouteTable(figures)}\n`);
  }
});

describe.each(builds)('Next.js example, $bundler build', ({ bundler, distDir, sitemapMaxUrls }) => {
  let app: ExampleApp | undefined;
  const origin = () => app?.url ?? 'http://127.0.0.1:0';
  const site = (): DiscoverySite => ({ origin: origin(), siteUrl: builtSiteUrl, apiKey });

  beforeAll(async () => {
    app = await startNextApp({
      distDir,
      env: {
        CDS_BASE_URL: mock.url,
        CDS_API_KEY: apiKey,
        REVALIDATE_SECRET: revalidateSecret,
        // Each build's brand index in a folder of its own (the example keeps it in a store).
        CDS_INDEX_DIR: mkdtempSync(join(tmpdir(), `cdr-next-index-${bundler}-`)),
        SITEMAP_MAX_URLS: sitemapMaxUrls,
      },
    });
    // Room for startNextApp's own bound (30 s for the server to answer, on a loaded machine).
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('home: server-rendered cards and link pagination to page 2', async () => {
    // The measurement is a second, fresh visit (the bench's), opened alongside this one.
    const [visit, route] = await Promise.all([
      openPage(`${origin()}/`),
      measure(`/ (${bundler})`, `${origin()}/`, distDir),
    ]);
    const { page } = visit;
    expect(await page.title()).toBe('Acme Outdoor');
    const cards = page.locator('.cdr-card-title:visible');
    expect(await cards.count()).toBe(6);
    const firstOfPage1 = await cards.first().textContent();
    expect(await page.locator('a[href^="/articles/"]').count()).toBeGreaterThanOrEqual(6);
    // The first card's picture comes from the mock's /demo-images/ and loads.
    await expect
      .poll(async () => (await imagesLoaded(page, 'img.cdr-card-image'))[0], loadedMachinePoll)
      .toBe(true);
    expectNoLibraryJs(route);

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2' })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).search, loadedMachinePoll).toBe('?page=2');
    await expect.poll(() => cards.first().textContent(), loadedMachinePoll).not.toBe(firstOfPage1);
    expect(await cards.count()).toBe(6);
    await expectCleanVisit(visit, origin());
    await page.close();
  });

  it('tag page: one English card per article, pagination counting articles', async () => {
    const [visit, route] = await Promise.all([
      openPage(`${origin()}/tags/${tag}`),
      measure(`/tags/[tag] (${bundler})`, `${origin()}/tags/${tag}`, distDir),
    ]);
    const { page } = visit;
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), loadedMachinePoll)
      .toBe('Tagged “gear”');
    const cards = page.locator('.cdr-card-title:visible');
    expect(await cards.count()).toBe(6);
    const firstOfPage1 = await cards.first().textContent();
    expectNoLibraryJs(route);
    const firstPageCards = await cardsOf(page, '.cdr-card:visible');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: '2' })
      .first()
      .click();
    await expect.poll(() => page.url(), loadedMachinePoll).toBe(`${origin()}/tags/${tag}?page=2`);
    await expect.poll(() => cards.first().textContent(), loadedMachinePoll).not.toBe(firstOfPage1);
    const shown = [...firstPageCards, ...(await cardsOf(page, '.cdr-card:visible'))];
    await expectCleanVisit(visit, origin());

    // One card per translation group, in English where the group has an English version.
    const tagged = await tagGroups({ baseUrl: mock.url, apiKey, brandId }, tag);
    expectOneEnglishCardPerGroup(shown, tagged);
    // Pagination counts articles: its last page is ceil(groups / 6), and that page is not empty.
    const lastPage = Math.ceil(tagged.groupCount / 6);
    const pageLink = (n: number) =>
      page.locator(`nav[aria-label="Pagination"] a[href="/tags/${tag}?page=${n}"]`);
    expect(await pageLink(lastPage).count()).toBeGreaterThan(0);
    expect(await pageLink(lastPage + 1).count()).toBe(0);
    await page.goto(`${origin()}/tags/${tag}?page=${lastPage}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => cards.count(), loadedMachinePoll)
      .toBe(tagged.groupCount - 6 * (lastPage - 1));
    await page.close();
  });

  it('article: one title, lang/dir, hreflang alternates, table of contents and language links', async () => {
    const client = createContentClient({ baseUrl: mock.url, apiKey });
    const item = await findContentBySlug(client, brandId, { slug: articleSlug });
    const [visit, route] = await Promise.all([
      openPage(`${origin()}/articles/${articleSlug}`),
      measure(`/articles/[slug] (${bundler})`, `${origin()}/articles/${articleSlug}`, distDir),
    ]);
    const { page } = visit;
    await expect
      .poll(() => imagesLoaded(page, 'img.cdr-article-image:visible'), loadedMachinePoll)
      .toEqual([true]);

    const titles = await page.locator('title').allTextContents();
    expect(titles).toEqual([item?.metaTitle ?? item?.title]);
    expect(await page.locator('main:visible').getAttribute('lang')).toBe('ar');
    expect(await page.locator('main:visible').getAttribute('dir')).toBe('rtl');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual(['ar', 'de', 'en', 'fr', 'x-default']);
    expect(
      await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href'),
    ).toMatch(new RegExp(`/articles/${englishSlug}$`));
    // The JSON-LD the page renders: the Article, then the BreadcrumbList (home → article: the
    // example has no category pages). Metadata is in the head for every client (htmlLimitedBots).
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text),
    );
    expect(jsonLd.map((object) => object['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLd[1].itemListElement.map((entry: { position: number }) => entry.position)).toEqual([
      1, 2,
    ]);

    // Every table-of-contents link points at a heading of the article.
    const tocTargets = await page
      .locator('a[href^="#section-"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(tocTargets.length).toBeGreaterThan(1);
    for (const target of tocTargets) {
      expect(await page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`).count()).toBe(1);
    }
    expectNoLibraryJs(route);

    // The language switcher links to each version; English is the source document. (Next 16
    // keeps the previous page in the DOM, hidden, after a client navigation: hence `:visible`.)
    const languages = page.getByRole('navigation', { name: 'Languages' });
    expect(await languages.locator('a').count()).toBe(4);
    await languages.locator(`a[href="/articles/${englishSlug}"]`).click();
    await expect
      .poll(() => new URL(page.url()).pathname, loadedMachinePoll)
      .toBe(`/articles/${englishSlug}`);
    await expect
      .poll(() => page.locator('main:visible').getAttribute('lang'), loadedMachinePoll)
      .toBe('en');
    await expectCleanVisit(visit, origin());
    await page.close();
  });

  it('article: related articles in its language below it, linked, never itself', async () => {
    const visit = await openPage(`${origin()}/articles/${articleSlug}`);
    const { page } = visit;
    const related = page.getByRole('region', { name: 'Related articles' });
    const hrefs = await related
      .locator('.cdr-card-title a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    expect(hrefs.filter((href) => !/^\/articles\/[^/]+$/.test(href))).toEqual([]);
    expect(hrefs).not.toContain(`/articles/${articleSlug}`);
    // In the article's language: the Arabic article's related cards are Arabic.
    expect(
      await related
        .locator('article.cdr-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('lang'))),
    ).toEqual(hrefs.map(() => 'ar'));
    await expectCleanVisit(visit, origin());
    await page.close();
  });

  it('search page without JavaScript: a GET of the form shows linked results with marks, noindex', async () => {
    await checkSearchWithoutJavaScript(browser, site());
  });

  it('search page with JavaScript: results as the reader types, through the proxy', async () => {
    const [visit, route] = await Promise.all([
      openPage(`${origin()}/search?q=tent`),
      measure(`/search (${bundler})`, `${origin()}/search?q=tent`, distDir),
    ]);
    const { page } = visit;
    // The island (the provider and ContentSearch) is this route's library JavaScript.
    expect(route.libraryBytes).toBeGreaterThan(0);
    await checkLiveSearch(page, 'boots');
    expect(visit.requests.some((url) => url.startsWith(`${origin()}/api/content/search/`))).toBe(
      true,
    );
    await expectCleanVisit(visit, origin());
    await page.close();
  });

  it("search is announced: /opensearch.xml linked from every page, the home page's SearchAction", async () => {
    await checkSearchDiscovery(site(), { name: 'Acme Outdoor', shortName: 'Acme Outdoor' }, [
      `/articles/${englishSlug}`,
    ]);
  });

  it('hostile search addresses answer a page, never a 5xx', async () => {
    await checkHostileSearches(site());
  });

  it.each([
    'no-such-article',
    '..%2F..',
    '%00',
    'a'.repeat(1000),
    '%E0%A4%A',
    '%ED%A0%80',
    'no-such-article.md',
  ])(
    'unknown or hostile slug %# answers 404 with the not-found page, not indexed',
    async (slug) => {
      // proxy.ts answers from the brand index before the page renders: a real 404 status (under
      // Cache Components the page itself could only say "not found" in a 200 response).
      const answer = await get(site(), `/articles/${slug}`);
      expectNotFound(answer);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      const visit = await openPage(`${origin()}/articles/${slug}`);
      const { page } = visit;
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Not found');
      expect(await page.locator('meta[name="robots"][content*="noindex"]').count()).toBeGreaterThan(
        0,
      );
      expect(await page.locator('article').count()).toBe(0);
      visit.errors = visit.errors.filter((error) => !error.includes('404'));
      await expectCleanVisit(visit, origin());
      await page.close();
    },
  );

  it('sitemaps, robots.txt, feeds and llms.txt: types, cache headers, links on the site that answer', async () => {
    const pages = await checkSitemaps(site());
    const root = await get(site(), '/sitemap.xml');
    expect(root.body.includes('<sitemapindex')).toBe(sitemapMaxUrls !== '');
    // Reciprocal language alternates: the English article lists its Arabic version and back.
    expect(pages).toContain(`${builtSiteUrl}/articles/${englishSlug}`);
    // Search results are not pages for an index: the sitemaps list none.
    expect(pages.filter((url) => new URL(url).pathname.startsWith('/search'))).toEqual([]);
    await checkFeeds(site());
    await checkLlmsTxt(site());
    // Feed readers find the feeds from the pages.
    const home = await get(site(), '/');
    for (const type of ['application/rss+xml', 'application/atom+xml', 'application/feed+json']) {
      expect(home.body).toMatch(
        new RegExp(`<link rel="alternate" type="${type.replace('+', '\\+')}" href="/feed\\.`),
      );
    }
  });

  it('article Markdown at <slug>.md and on Accept: text/markdown, the same, with Vary: Accept', async () => {
    // Next sets an App Router page's `Vary` itself after proxy.ts has run (it overwrites any the
    // proxy sets), so the HTML answer cannot name Accept; it is `private, no-store`, which no
    // shared cache keeps, and the Markdown answers carry `Vary: Accept`.
    await checkArticleMarkdown(site(), englishSlug, { htmlVariesOnAccept: false });
    const html = await get(site(), `/articles/${englishSlug}`);
    expect(html.headers.get('cache-control')).toMatch(/\bno-store\b/);
    // An Arabic article: right-to-left text survives as it is.
    const arabic = await get(site(), `/articles/${articleSlug}.md`);
    expect(arabic.status).toBe(200);
    expect(arabic.body).toMatch(/[\u0600-\u06ff]/);
  });

  it('island: English articles fetched through the proxy route, "Load more" shows more', async () => {
    const [visit, route] = await Promise.all([
      openPage(`${origin()}/live/how-to`),
      measure(`/live/[tag] (${bundler})`, `${origin()}/live/how-to`, distDir),
    ]);
    const { page } = visit;
    // The measurement sees the library when it is there (this build's source maps attribute it):
    // so the zero on the other routes is measured, not missed.
    expect(route.libraryBytes).toBeGreaterThan(0);
    const cards = page.locator('.cdr-card:visible');
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(6);
    const proxied = () =>
      visit.requests.filter((url) => url.startsWith(`${origin()}/api/content/`));
    const before = proxied().length;
    expect(before).toBeGreaterThan(0);

    // The island loaded the whole tag, collapsed: "Load more" shows more of it with no request.
    const tagged = await tagGroups({ baseUrl: mock.url, apiKey, brandId }, 'how-to');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(Math.min(12, tagged.groupCount));
    expect(proxied().length).toBe(before);
    // One card per translation group, in English where the group has an English version.
    expectOneEnglishCardPerGroup(await cardsOf(page, '.cdr-card:visible'), tagged);
    await expectCleanVisit(visit, origin());
    await page.close();
  });

  it('revalidation webhook: refuses without the secret and echoes nothing it is sent', async () => {
    const post = (body: string, secret?: string) =>
      fetch(`${origin()}/api/revalidate`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(secret === undefined ? {} : { 'x-revalidate-secret': secret }),
        },
        body,
      });
    expect((await post('{"tag":"gear"}')).status).toBe(401);
    expect((await post('{"tag":"gear"}', `${revalidateSecret}x`)).status).toBe(401);

    const accepted = await post('{"tag":"gear"}', revalidateSecret);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ revalidated: true });

    const marker = '<script>marker-7c1</script>';
    for (const body of [
      JSON.stringify({ tag: marker }),
      JSON.stringify({ brandId: marker }),
      JSON.stringify({ tag: 'gear', lang: 'en' }),
      `{"__proto__":{"tag":"gear"},"constructor":${JSON.stringify(marker)}}`,
      'not json',
      JSON.stringify({ tag: 'x'.repeat(10_000) }),
    ]) {
      const response = await post(body, revalidateSecret);
      const text = await response.text();
      expect(text).not.toContain('marker-7c1');
      expect(text).not.toContain('xxxx');
      expect(response.status).toBe(400);
    }

    // The pages still render after a revalidation.
    const page = await fetch(`${origin()}/tags/${tag}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('cdr-card');
  });

  it(
    'new articles: not found until the webhook, then served, in the sitemap and the feed (cache tags and the brand index)',
    async () => {
      const brand = dataset.brands.find((candidate) => candidate.id === brandId);
      if (brand === undefined) throw new Error(`the demo has no brand ${brandId}`);
      const categoryId = brand.categories[0]?.id ?? 'hiking';
      // Published long ago, so it lands on the last page of its list: only a walk finds it (a
      // head check reads page 1), and the other tests' first pages do not change.
      const slug = `backcountry-water-filters-${bundler.toLowerCase()}`;
      const article = createMockContentItem({
        id: `new-${bundler}`,
        slug,
        title: `Backcountry water filters (${bundler})`,
        language: 'en',
        categoryId,
        publishedDate: '2001-01-01T00:00:00Z',
      });
      // Published now: the newest English article, so the first of the feed.
      const recent = createMockContentItem({
        id: `new-recent-${bundler}`,
        slug: `first-aid-kit-checklist-${bundler.toLowerCase()}`,
        title: `First-aid kit checklist (${bundler})`,
        language: 'en',
        categoryId,
        publishedDate: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      });
      const titleOf = async () => {
        const response = await fetch(`${origin()}/articles/${slug}`);
        const html = await response.text();
        return html.includes(article.title)
          ? `article ${response.status}`
          : html.includes('Not found')
            ? `not found ${response.status}`
            : html;
      };
      const sitemapUrls = async () => {
        const root = await get(site(), '/sitemap.xml');
        const children = root.body.includes('<sitemapindex')
          ? [...root.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '')
          : [];
        const bodies = [root.body];
        for (const child of children) bodies.push((await get(site(), onApp(site(), child))).body);
        return bodies.join('\n');
      };
      const feedUrls = async () =>
        (
          JSON.parse((await get(site(), '/feed.json')).body) as { items: { url: string }[] }
        ).items.map((item) => item.url);
      // An unknown slug walks the brand (the proxy's lookup): the index is complete without the
      // new articles.
      const warm = await (await fetch(`${origin()}/articles/no-such-article-${bundler}`)).text();
      expect(warm).toContain('Not found');
      const articleUrl = `${builtSiteUrl}/articles/${slug}`;
      const recentUrl = `${builtSiteUrl}/articles/${recent.slug}`;
      expect(await sitemapUrls()).not.toContain(`<loc>${articleUrl}</loc>`);
      expect(await feedUrls()).not.toContain(recentUrl);
      brand.items.push(article, recent);
      try {
        expect(await titleOf()).toBe('not found 404');
        const hook = await fetch(`${origin()}/api/revalidate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret },
          body: '{}',
        });
        expect(hook.status).toBe(200);
        // The index walks after the answer, and the cached documents are served once more while
        // they refresh ('max'): the articles appear within a few requests. Generous bounds: the
        // feed reads 20 bodies, on a loaded machine.
        const bound = { timeout: 2 * LOADED_MACHINE_TIMEOUT_MS, interval: 500 };
        await expect.poll(titleOf, bound).toBe('article 200');
        await expect.poll(sitemapUrls, bound).toContain(`<loc>${articleUrl}</loc>`);
        await expect.poll(feedUrls, bound).toContain(recentUrl);
        expect((await get(site(), `/articles/${slug}.md`)).body).toMatch(
          /^# Backcountry water filters/,
        );
      } finally {
        brand.items.splice(brand.items.indexOf(article), 1);
        brand.items.splice(brand.items.indexOf(recent), 1);
      }
    },
    4 * LOADED_MACHINE_TIMEOUT_MS,
  );

  it('paints cards in the theme colours through its own CSS build, light and dark', async () => {
    await expectThemedCards(browser, `${origin()}/`);
  });
});
