// The site search both framework examples (Next.js, React Router) serve, checked the same way for
// each: the `/search` page without JavaScript (a GET of its form shows linked, highlighted
// results, `noindex`), with JavaScript (results as the reader types, through the proxy), the
// documents that announce it (`/opensearch.xml`, linked from every page; the home page's
// `WebSite` JSON-LD with a `SearchAction`), and hostile search addresses that must not fail.
import type { Browser, Page } from 'playwright';
import { expect } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { type DiscoverySite, get, onApp } from './discoveryRoutes.js';

/** Where an article lives on both examples: `/articles/<slug>`, one segment. */
const articlePermalink = /^\/articles\/[^/?#]+$/;

/**
 * `GET /search?q=tent` in Chromium with JavaScript disabled: the server's results are the page
 * (a status sentence, each title linked to an article's permalink, matched words in `<mark>`,
 * page links when there are more), the form keeps the query, and the page is `noindex`.
 */
export async function checkSearchWithoutJavaScript(
  browser: Browser,
  site: DiscoverySite,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
    const response = await page.goto(`${site.origin}/search?q=tent`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const results = page.locator('.cdr-search-page');
    expect(await results.locator('.cdr-search-status').textContent()).toMatch(
      /^\d+ results for “tent”$/,
    );
    const links = results.locator('.cdr-search-result-title a');
    expect(await links.count()).toBeGreaterThan(1);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
    );
    expect(hrefs.filter((href) => !articlePermalink.test(href))).toEqual([]);
    expect(await results.locator('.cdr-search-result-title a mark').count()).toBeGreaterThan(0);
    expect(
      (await results.locator('.cdr-search-result-title mark').allTextContents()).map((text) =>
        text.toLowerCase(),
      ),
    ).toContain('tent');
    // The form is the search: a GET to /search with the query in its field.
    const form = page.getByRole('search');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/search');
    expect(await form.locator('input[name="q"]').inputValue()).toBe('tent');

    // Every result answers (the permalinks are the articles'), and the next page of results is
    // a plain link that works without JavaScript too.
    for (const href of new Set(hrefs)) {
      expect((await get(site, href)).status, href).toBe(200);
    }
    const next = page
      .getByRole('navigation', { name: 'Pagination' })
      .locator('a[href="/search?q=tent&page=2"]')
      .first();
    await next.click();
    await page.waitForURL(`${site.origin}/search?q=tent&page=2`);
    expect(await page.locator('.cdr-search-page .cdr-search-result').count()).toBeGreaterThan(0);
    await page.close();
  } finally {
    await context.close();
  }
}

/**
 * Typing in the search field of a hydrated page shows results as the reader types (through the
 * proxy's search route), each linked to an article's permalink.
 */
export async function checkLiveSearch(page: Page, query: string): Promise<void> {
  const field = page.getByRole('searchbox', { name: 'Search' });
  await field.fill(query);
  const live = page.locator('.cdr-search-live');
  await expect
    .poll(() => live.getByRole('status').textContent(), loadedMachinePoll)
    .toMatch(new RegExp(`^\\d+ results? for “${query}”$`));
  const hrefs = await live
    .locator('.cdr-search-result-title a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !articlePermalink.test(href))).toEqual([]);
  expect(await live.locator('.cdr-search-result mark').count()).toBeGreaterThan(0);
}

/**
 * `/opensearch.xml` (its media type, a template on the site's origin that the app answers), its
 * `<link rel="search">` in the home page's head, and the home page's `WebSite` JSON-LD whose
 * `SearchAction` names the same search page.
 */
export async function checkSearchDiscovery(site: DiscoverySite): Promise<void> {
  const description = await get(site, '/opensearch.xml');
  expect(description.status).toBe(200);
  expect(description.headers.get('content-type')).toBe(
    'application/opensearchdescription+xml; charset=utf-8',
  );
  expect(description.body).toContain(
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
  );
  expect(description.body).toMatch(/<ShortName>[^<]{1,16}<\/ShortName>/);
  expect(description.body).toContain('<InputEncoding>UTF-8</InputEncoding>');
  const template = /<Url type="text\/html" template="([^"]*)"\/>/.exec(description.body)?.[1];
  expect(template).toBe(`${new URL('/search', site.siteUrl).href}?q={searchTerms}`);
  const filled = onApp(site, (template ?? '').replace('{searchTerms}', 'tent'));
  const searched = await get(site, filled);
  expect(searched.status).toBe(200);
  expect(searched.body).toContain('cdr-search-result');

  const home = await get(site, '/');
  const head = home.body.slice(0, home.body.indexOf('</head>'));
  const searchLinks = head.match(/<link [^>]*rel="search"[^>]*>/g) ?? [];
  expect(searchLinks).toHaveLength(1);
  for (const attribute of [
    'type="application/opensearchdescription+xml"',
    'href="/opensearch.xml"',
    'title="',
  ]) {
    expect(searchLinks[0]).toContain(attribute);
  }
  const jsonLd = [
    ...home.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null'));
  const webSite = jsonLd.find((object) => object?.['@type'] === 'WebSite');
  expect(webSite).toMatchObject({
    '@context': 'https://schema.org',
    url: new URL('/', site.siteUrl).href,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${new URL('/search', site.siteUrl).href}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  });
}

/**
 * Hostile and out-of-bound search addresses: each answers a page (200 with a message or no
 * results, or a 400), never a 5xx, and echoes no markup it was sent.
 */
export async function checkHostileSearches(site: DiscoverySite): Promise<void> {
  for (const path of [
    `/search?q=${'a'.repeat(10_000)}`,
    '/search?q=%ED%A0%80',
    '/search?q=%E0%A4%A',
    '/search?q=tent&page=0',
    '/search?q=tent&page=abc',
    '/search?q=tent&page=101',
    '/search?q=tent&page=99999999999999999999',
    '/search?q=tent&lang=%3Cscript%3E',
    `/search?q=tent&lang=${'x'.repeat(300)}`,
    '/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/search?q=tent&q=boot&page=1&page=2',
  ]) {
    const answer = await get(site, path);
    expect([200, 400], `${path.slice(0, 60)} answered ${answer.status}`).toContain(answer.status);
    expect(answer.body).not.toContain('<script>alert(1)');
  }
}
