// A page in Chromium whose keyless client is made with `brandIndex: 'proxy'`: it looks articles
// up by slug and lists their language versions through the site's content proxy, which answers
// from its brand index with the key on the server. Real HTTP on 127.0.0.1: the browser makes one
// request per lookup, never walks the brand, never reaches the service, never sees the key; the
// service gets at most one request per warm article lookup and none for language versions.
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockService,
  type MockContentItem,
} from 'content-delivery-react/mock';
import { createContentProxy, toNodeListener } from 'content-delivery-react/proxy';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { answerFromMock, bundleBrowserEntry, listen } from './proxyServers.js';

const apiKey = 'index-proof-key-4b8d1e7a';
const _root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const languages = ['de', 'en', 'fr'];
/** Articles, each in three languages, over two categories: 1 200 items, 12 pages of 100 to walk. */
const articles = 400;

/** One article in one language; article 0 is the newest, the last one the oldest. */
function version(index: number, language: string): MockContentItem {
  const categoryId = index % 2 === 0 ? 'trails' : 'gear';
  return createMockContentItem({
    id: `${categoryId}-${language}-${index}`,
    slug: `${language}-article-${index}`,
    title: `Article ${index} (${language})`,
    language,
    translationGroupId: `group-${index}`,
    isSourceLanguageDocument: language === 'en',
    categoryId,
    category: categoryId,
    publishedDate: new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString(),
  });
}

const translations = Object.fromEntries(
  languages.map((language) => [language, { name: language, description: null }]),
);
const dataset = createMockDataset([
  createMockBrand({
    id: 'acme',
    categories: ['trails', 'gear'].map((id) => createMockCategory({ id, translations })),
    items: Array.from({ length: articles }, (_, index) =>
      languages.map((language) => version(index, language)),
    ).flat(),
  }),
]);

/** What the service received (path and query, and whether the key came with it). */
const upstreamLog: { path: string; keyed: boolean }[] = [];
/** What the proxy received from the browser. */
const proxyLog: string[] = [];

/** The keyed service: the embedded mock behind a real socket, with a little latency. */
function startUpstream(): Server {
  const service = createMockService({ apiKey, dataset, latencyMs: 5 });
  return createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    upstreamLog.push({
      path: url.pathname + url.search,
      keyed: req.headers.authorization === `Bearer ${apiKey}`,
    });
    await answerFromMock(service, url, req, res);
  });
}

const html =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Index proof</title></head>' +
  '<body><main><h1 id="title"></h1><ul id="languages"></ul></main>' +
  '<script type="module" src="/browser.js"></script></body></html>';

let upstream: Server;
let site: Server;
let siteUrl: string;
let upstreamUrl: string;
let browser: Browser;

beforeAll(async () => {
  upstream = startUpstream();
  upstreamUrl = await listen(upstream);
  const proxy = toNodeListener(
    createContentProxy({
      baseUrl: upstreamUrl,
      apiKey,
      basePath: '/api/content',
      brands: ['acme'],
    }),
  );
  const script = await bundleBrowserEntry('test/e2e/proxyIndexPage/browser.ts');
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    if (path.startsWith('/api/content/')) {
      proxyLog.push(req.url ?? '');
      proxy(req, res);
    } else if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (path === '/browser.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      res.writeHead(404).end();
    }
  });
  siteUrl = await listen(site);
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => site?.close(resolve));
  await new Promise((resolve) => upstream?.close(resolve));
});

/** Runs `lookup` in the page; the browser's and the service's requests made meanwhile. */
async function measure<T>(requests: string[], lookup: () => Promise<T>) {
  const browserBefore = requests.length;
  const upstreamBefore = upstreamLog.length;
  const result = await lookup();
  return {
    result,
    browser: requests.slice(browserBefore),
    upstream: upstreamLog.slice(upstreamBefore).map((entry) => entry.path),
  };
}

describe("a browser client with brandIndex: 'proxy', in Chromium", () => {
  it('looks up articles and their language versions with one request each, the proxy answering from its index', async () => {
    const page = await browser.newPage();
    // Every navigation and locator action waits as long as a loaded machine needs.
    page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
    const consoleErrors: string[] = [];
    const requests: string[] = [];
    const answers: Promise<string>[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('request', (request) => {
      // The page itself, its script and its icon are not lookups.
      if (/\/(?:browser\.js|favicon\.ico)?$/.test(request.url())) return;
      requests.push(`${request.method()} ${request.url().slice(siteUrl.length)}`);
    });
    page.on('response', (response) => {
      answers.push(
        response
          .allHeaders()
          .then(async (headers) => `${JSON.stringify(headers)}${await response.text()}`)
          .catch(() => ''),
      );
    });
    await page.goto(siteUrl);
    await page.waitForFunction(() => window.__ready === true, undefined, {
      timeout: LOADED_MACHINE_TIMEOUT_MS,
    });
    const title = page.locator('#title');
    const languageItems = page.locator('#languages li');

    // Cold: the proxy walks the brand for the first lookup; the browser still makes one request.
    const oldest = articles - 1;
    const cold = await measure(requests, () =>
      page.evaluate((slug) => window.__openArticle(slug, 'de'), `de-article-${oldest}`),
    );
    expect(cold.browser).toEqual([
      `GET /api/content/brand-index/acme/slug/de-article-${oldest}?lang=de`,
    ]);
    expect(cold.result).toMatchObject({ language: 'de', translationGroupId: `group-${oldest}` });
    expect(cold.result?.bodyLength).toBeGreaterThan(0);
    await expect.poll(() => title.textContent(), loadedMachinePoll).toBe(`Article ${oldest} (de)`);
    expect(cold.upstream[0]).toBe('/api/v1/content/brands/acme/categories');

    // Its language versions: one request (it may wait for the rest of the walk on the server).
    const coldVersions = await measure(requests, () =>
      page.evaluate(() => window.__showLanguages()),
    );
    expect(coldVersions.browser).toEqual([
      `GET /api/content/brand-index/acme/variants/group-${oldest}`,
    ]);
    expect(coldVersions.result).toEqual(
      languages.map((lang) => `${lang}: ${lang}-article-${oldest}`),
    );
    await expect
      .poll(() => languageItems.allTextContents(), loadedMachinePoll)
      .toEqual(coldVersions.result);
    // The proxy walked every page of both lists, once, with the key.
    const walked = upstreamLog.map((entry) => entry.path);
    expect(walked.filter((path) => path.includes('/category/')).length).toBe(12);
    expect(new Set(walked).size).toBe(walked.length);

    // Warm: an article (the newest, no language given) costs one request to the proxy and one
    // to the service (its page, read fresh); its language versions cost the service nothing.
    const warm = await measure(requests, () =>
      page.evaluate(() => window.__openArticle('fr-article-0')),
    );
    expect(warm.browser).toEqual(['GET /api/content/brand-index/acme/slug/fr-article-0']);
    expect(warm.upstream).toEqual([
      '/api/v1/content/brands/acme/category/trails?page=1&pageSize=100',
    ]);
    await expect.poll(() => title.textContent(), loadedMachinePoll).toBe('Article 0 (fr)');

    const warmVersions = await measure(requests, () =>
      page.evaluate(() => window.__showLanguages()),
    );
    expect(warmVersions.browser).toEqual(['GET /api/content/brand-index/acme/variants/group-0']);
    expect(warmVersions.upstream).toEqual([]);
    expect(warmVersions.result).toEqual(languages.map((lang) => `${lang}: ${lang}-article-0`));

    // A middle article in English, by slug and language: again one and one.
    const middle = await measure(requests, () =>
      page.evaluate(() => window.__openArticle('en-article-201', 'en')),
    );
    expect(middle.browser).toHaveLength(1);
    expect(middle.upstream).toHaveLength(1);
    expect(middle.result?.title).toBe('Article 201 (en)');

    // An unknown slug: "not found" with one request to the proxy and none to the service.
    const missing = await measure(requests, () =>
      page.evaluate(() => window.__openArticle('no-such-article')),
    );
    expect(missing.result).toBeNull();
    expect(missing.browser).toEqual(['GET /api/content/brand-index/acme/slug/no-such-article']);
    expect(missing.upstream).toEqual([]);
    await expect.poll(() => title.textContent(), loadedMachinePoll).toBe('Not found');

    // Every browser request went to the site's proxy, every proxied one carried the key upstream,
    // and no answer the browser saw held the key.
    expect(requests).toHaveLength(6);
    expect(proxyLog).toHaveLength(6);
    expect(requests.every((entry) => entry.startsWith('GET /api/content/brand-index/'))).toBe(true);
    expect(requests.some((entry) => entry.includes(upstreamUrl))).toBe(false);
    expect(upstreamLog.every((entry) => entry.keyed)).toBe(true);
    const seen = (await Promise.all(answers)).join('\n');
    expect(seen).toContain('Article 0 (fr)');
    expect(seen).not.toContain(apiKey);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
