// A server-rendered page whose browser half reaches the keyed service only through the content
// proxy: the server prefetches with the key, the browser hydrates with a keyless client whose
// base URL is `/api/content`, refreshes stale data through the proxy, and keeps the data on
// screen without an error banner when a refresh fails. Real HTTP on 127.0.0.1, real Chromium.
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { contentByTagQueryOptions } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockService } from 'content-delivery-react/mock';
import { createContentProxy, toNodeListener } from 'content-delivery-react/proxy';
import { type Browser, chromium } from 'playwright';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { App } from './proxyPage/App.js';
import { answerFromMock, bundleBrowserEntry, listen } from './proxyServers.js';

const apiKey = 'proof-key-7f3a9c2e51';
const _root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Everything the upstream service received, and a switch that makes it fail. */
const upstreamLog: { path: string; authorization: string | null }[] = [];
let upstreamFails = false;
const proxyLog: string[] = [];

/** The keyed service: the embedded mock behind a real socket, failing on demand. */
function startUpstream(): Server {
  const service = createMockService({ apiKey });
  return createServer(async (req, res) => {
    // Its own address as the base, so the demo image URLs in its pages point back at it.
    const url = new URL(req.url ?? '/', upstreamUrl);
    const image = url.pathname.startsWith('/demo-images/');
    // The browser loads the pictures straight from here, like from a CDN: not part of the log.
    if (!image)
      upstreamLog.push({
        path: url.pathname + url.search,
        authorization: req.headers.authorization ?? null,
      });
    if (upstreamFails && !image) {
      res.writeHead(503, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ title: 'Service Unavailable', status: 503 }));
      return;
    }
    await answerFromMock(service, url, req, res);
  });
}

/** Renders the page on the server with a keyed client, prefetched, as a framework would. */
async function renderPage(upstreamUrl: string): Promise<string> {
  const client = createContentClient({ baseUrl: upstreamUrl, apiKey });
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(
    contentByTagQueryOptions(client, {
      brandId: 'acme-outdoor',
      tag: 'gear',
      page: 1,
      pageSize: 4,
    }),
  );
  const state = dehydrate(queryClient);
  const markup = renderToString(createElement(App, { client, queryClient, state }));
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Proxy proof</title></head><body><div id="root">${markup}</div><script>window.__STATE__ = ${json};</script><script type="module" src="/browser.js"></script></body></html>`;
}

let upstream: Server;
let site: Server;
let siteUrl: string;
let upstreamUrl: string;
let browser: Browser;

beforeAll(async () => {
  upstream = startUpstream();
  upstreamUrl = await listen(upstream);
  const proxy = toNodeListener(
    createContentProxy({ baseUrl: upstreamUrl, apiKey, basePath: '/api/content' }),
  );
  const script = await bundleBrowserEntry('test/e2e/proxyPage/browser.tsx');
  site = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    if (path.startsWith('/api/content/')) {
      proxyLog.push(req.url ?? '');
      proxy(req, res);
    } else if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else if (path === '/browser.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    } else if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await renderPage(upstreamUrl));
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

describe('a server-prefetched page in the browser, through the content proxy', () => {
  it('hydrates with no request, refreshes through the proxy, and keeps its data when a refresh fails', async () => {
    const page = await browser.newPage();
    // Every navigation and locator action waits as long as a loaded machine needs.
    page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
    const consoleErrors: string[] = [];
    const browserRequests: string[] = [];
    const bodies: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
    page.on('request', (request) => browserRequests.push(`${request.method()} ${request.url()}`));
    page.on('response', async (response) => {
      bodies.push(
        `${JSON.stringify(await response.allHeaders())}${await response.text().catch(() => '')}`,
      );
    });

    await page.goto(siteUrl);
    // Set by the page once hydration has committed and its effects ran (any refetch would have
    // started by then), not merely once hydration was scheduled.
    await page.waitForFunction(() => window.__hydrated === true, undefined, {
      timeout: LOADED_MACHINE_TIMEOUT_MS,
    });
    const cards = page.locator('.cdr-card');
    await expect.poll(() => cards.count(), loadedMachinePoll).toBe(4);
    const titles = await cards.locator('.cdr-card-title').allTextContents();
    // The pictures come straight from the mock's /demo-images/ (public, like a CDN) and load.
    const imagesLoaded = () =>
      cards
        .locator('img.cdr-card-image')
        .evaluateAll((images) =>
          images.map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
        );
    await expect.poll(imagesLoaded, loadedMachinePoll).not.toContain(false);
    expect((await imagesLoaded()).length).toBeGreaterThan(0);

    // Hydration: the server's data is used as it is, no request leaves the page. A quiet window
    // on purpose (nothing to wait for when nothing should happen), after hydration finished.
    await page.waitForTimeout(300);
    expect(proxyLog).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Stale data refreshes through the proxy, which adds the key; the browser never holds it.
    upstreamLog.length = 0;
    await page.evaluate(() => window.__refresh());
    expect(proxyLog[0]).toBe(
      '/api/content/api/v1/content/brands/acme-outdoor/tag/gear?page=1&pageSize=4',
    );
    expect(upstreamLog).toEqual([
      {
        path: '/api/v1/content/brands/acme-outdoor/tag/gear?page=1&pageSize=4',
        authorization: `Bearer ${apiKey}`,
      },
    ]);
    expect(await cards.locator('.cdr-card-title').allTextContents()).toEqual(titles);

    // A failed background refresh keeps the data on screen, with no error banner.
    upstreamFails = true;
    const before = proxyLog.length;
    // `invalidateQueries` settles once the refetch (with the client's retries) has failed.
    await page.evaluate(() => window.__refresh());
    expect(proxyLog.length).toBeGreaterThan(before);
    expect(await cards.locator('.cdr-card-title').allTextContents()).toEqual(titles);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
    upstreamFails = false;

    // Nothing went anywhere but the site's origin, except GETs of the mock's demo images; the
    // browser never called the service's API itself, and the key was in no response.
    const demoImage = new RegExp(`^GET ${upstreamUrl}/demo-images/acme-outdoor/[a-z0-9-]+\\.svg$`);
    const elsewhere = browserRequests.filter(
      (entry) => !entry.startsWith(`GET ${siteUrl}/`) && !demoImage.test(entry),
    );
    expect(elsewhere).toEqual([]);
    expect(browserRequests.some((entry) => demoImage.test(entry))).toBe(true);
    expect(browserRequests.some((entry) => entry.includes(`${upstreamUrl}/api/`))).toBe(false);
    expect(bodies.join('\n')).not.toContain(apiKey);
    // Chromium logs each deliberate 503 (the first attempt and the client's retries) itself;
    // nothing else, from React or the library, reached the console.
    expect(consoleErrors.filter((text) => !text.includes('status of 503'))).toEqual([]);
    await page.close();
  });
});
