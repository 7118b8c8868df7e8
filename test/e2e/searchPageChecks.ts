// The site search the four framework examples (Next.js, React Router, Astro, TanStack Start)
// serve, checked the same way for each: the `/search` page without JavaScript (a GET of its form
// shows linked, highlighted results, `noindex`), with JavaScript (results as the reader types,
// through the proxy), the documents that announce it (`/opensearch.xml`, linked from every page;
// the home page's `WebSite` JSON-LD with a `SearchAction`), and hostile search addresses that
// must not fail. Where the examples legitimately differ (a search page that writes its language
// into its links, the site's name), the difference is a parameter.
import type { Browser, Page } from 'playwright';
import { expect } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { type DiscoverySite, get, onApp } from './discoveryRoutes.js';

/** Where an article lives on both examples: `/articles/<slug>`, one segment. */
const articlePermalink = /^\/articles\/[^/?#]+$/;

/** How a search page writes its own addresses: `/search?q=tent`, with `lang` when it keeps one. */
export interface SearchPageAddresses {
  /**
   * The language the page writes into its links and its form when the address had none (Astro
   * and TanStack Start search the site's language, `lang=en`); `undefined` when it writes none.
   */
  lang?: string | undefined;
}

/** `/search?q=<query>`, with the page's `lang` and, from page 2 on, `page`, as the page writes it. */
function searchAddress(query: string, { lang }: SearchPageAddresses, page = 1): string {
  const parameters = new URLSearchParams({ q: query });
  if (lang !== undefined) parameters.set('lang', lang);
  if (page > 1) parameters.set('page', String(page));
  return `/search?${parameters}`;
}

/**
 * `GET /search?q=tent` in Chromium with JavaScript disabled: the server's results are the page
 * (a status sentence, each title linked to an article's permalink that answers, matched words in
 * `<mark>`, page links when there are more, and a second page of other results), the form keeps
 * the query and, submitted, searches again without JavaScript; the page is `noindex`.
 */
export async function checkSearchWithoutJavaScript(
  browser: Browser,
  site: DiscoverySite,
  addresses: SearchPageAddresses = {},
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
    // a plain link that works without JavaScript too, to other results.
    for (const href of new Set(hrefs)) {
      expect((await get(site, href)).status, href).toBe(200);
    }
    const secondPage = searchAddress('tent', addresses, 2);
    const next = page
      .getByRole('navigation', { name: 'Pagination' })
      .locator(`a[href="${secondPage}"]`)
      .first();
    const [secondResponse] = await Promise.all([
      page.waitForResponse(`${site.origin}${secondPage}`),
      next.click(),
    ]);
    expect(secondResponse.status()).toBe(200);
    await page.waitForURL(`${site.origin}${secondPage}`);
    const secondHrefs = await page
      .locator('.cdr-search-page .cdr-search-result-title a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(secondHrefs.length).toBeGreaterThan(0);
    expect(secondHrefs.filter((href) => hrefs.includes(href))).toEqual([]);

    // The form submitted without JavaScript: a GET of the search page for the new words.
    await page.getByRole('searchbox', { name: 'Search' }).fill('boots');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${site.origin}${searchAddress('boots', addresses)}`);
    expect(await page.locator('.cdr-search-page .cdr-search-status').textContent()).toMatch(
      /results? for “boots”$/,
    );
    await page.close();
  } finally {
    await context.close();
  }
}

/**
 * Typing in the search field of a hydrated page shows results as the reader types (through the
 * proxy's search route): a status with the count in the right number ("1 result", "3 results"),
 * each result linked to an article's permalink, matched words in `<mark>` (in the titles, with
 * `marksInTitles`, for a query the titles hold). Returns the results' hrefs, in order.
 */
export async function checkLiveSearch(
  page: Page,
  query: string,
  { marksInTitles = false }: { marksInTitles?: boolean } = {},
): Promise<string[]> {
  const field = page.getByRole('searchbox', { name: 'Search' });
  // Key by key, as a reader types: each keystroke a new search the debounce must settle.
  await field.fill('');
  await field.pressSequentially(query);
  const live = page.locator('.cdr-search-live');
  await expect
    .poll(() => live.getByRole('status').textContent(), loadedMachinePoll)
    .toMatch(new RegExp(`^\\d+ results? for “${query}”$`));
  const [, count, noun] =
    /^(\d+) (results?) for/.exec((await live.getByRole('status').textContent()) ?? '') ?? [];
  expect(noun).toBe(count === '1' ? 'result' : 'results');
  const hrefs = await live
    .locator('.cdr-search-result-title a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !articlePermalink.test(href))).toEqual([]);
  expect(await live.locator('.cdr-search-result mark').count()).toBeGreaterThan(0);
  if (marksInTitles) {
    expect(await live.locator('.cdr-search-result-title mark').count()).toBeGreaterThan(0);
  }
  return hrefs;
}

/** The site's names, as the documents that announce its search write them. */
export interface SiteNames {
  /** The site's name: the WebSite's `name`, the `<link rel="search">`'s `title`. */
  name: string;
  /** The name in a browser's list of search engines (OpenSearch `ShortName`, ≤ 16 characters). */
  shortName: string;
}

/** The `WebSite` JSON-LD the home page must carry, exactly: the site and its search page. */
function expectedWebSite(site: DiscoverySite, names: SiteNames) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: names.name,
    url: new URL('/', site.siteUrl).href,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${new URL('/search', site.siteUrl).href}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * `/opensearch.xml` (its media type, its names, a GET template on the site's origin that the app
 * answers with results), its one `<link rel="search">` in the head of the home page and of each
 * of `otherPaths`, and the home page's `WebSite` JSON-LD whose `SearchAction` names the same
 * search page, all as the server sends them.
 */
export async function checkSearchDiscovery(
  site: DiscoverySite,
  names: SiteNames,
  otherPaths: readonly string[] = [],
): Promise<void> {
  const description = await get(site, '/opensearch.xml');
  expect(description.status).toBe(200);
  expect(description.headers.get('content-type')).toBe(
    'application/opensearchdescription+xml; charset=utf-8',
  );
  expect(description.body).toContain(
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
  );
  expect(description.body).toContain(`<ShortName>${names.shortName}</ShortName>`);
  expect(description.body).toContain('<InputEncoding>UTF-8</InputEncoding>');
  const template = /<Url type="text\/html" method="get" template="([^"]*)"\/>/.exec(
    description.body,
  )?.[1];
  expect(template).toBe(`${new URL('/search', site.siteUrl).href}?q={searchTerms}`);
  const filled = onApp(site, (template ?? '').replace('{searchTerms}', 'tent'));
  const searched = await get(site, filled);
  expect(searched.status).toBe(200);
  expect(searched.body).toContain('cdr-search-result');

  for (const path of ['/', ...otherPaths]) {
    const page = await get(site, path);
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const searchLinks = head.match(/<link [^>]*rel="search"[^>]*>/g) ?? [];
    expect(searchLinks, path).toHaveLength(1);
    for (const attribute of [
      'type="application/opensearchdescription+xml"',
      'href="/opensearch.xml"',
      `title="${names.name}"`,
    ]) {
      expect(searchLinks[0], path).toContain(attribute);
    }
  }
  const home = await get(site, '/');
  const jsonLd = [
    ...home.body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? 'null'));
  expect(jsonLd.filter((object) => object?.['@type'] === 'WebSite')).toEqual([
    expectedWebSite(site, names),
  ]);
}

/**
 * The same announcement in a page opened in the browser, once it has hydrated: one
 * `<link rel="search">` in the head, and (on the home page) the `WebSite` JSON-LD, exactly.
 */
export async function checkSearchAnnouncedInPage(
  page: Page,
  site: DiscoverySite,
  names: SiteNames,
): Promise<void> {
  const searchLink = page.locator('head link[rel="search"]');
  expect(await searchLink.count()).toBe(1);
  expect(await searchLink.getAttribute('type')).toBe('application/opensearchdescription+xml');
  expect(await searchLink.getAttribute('href')).toBe('/opensearch.xml');
  expect(await searchLink.getAttribute('title')).toBe(names.name);
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string },
  );
  expect(jsonLd.filter((entry) => entry['@type'] === 'WebSite')).toEqual([
    expectedWebSite(site, names),
  ]);
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
    `/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
    '/search?q=tent&q=boot&page=1&page=2',
  ]) {
    const answer = await get(site, path);
    expect([200, 400], `${path.slice(0, 60)} answered ${answer.status}`).toContain(answer.status);
    expect(answer.body).not.toContain('<script>alert(1)');
    expect(answer.body).not.toContain('<img src=x');
  }
}
