// The browser's sanitizer as a chunk of its own, loaded on first need, in real Chromium with a
// real code-split bundle: a server-rendered article keeps the server's HTML while the chunk
// loads (no mismatch, no error), then hydrates (its router links work); a body rendered in the
// browser after the load is sanitized; and when the chunk fails to load, a client-only body
// shows its text and none of its markup. The server holds the chunk's response until the test
// releases it, so "while it loads" is a state the test controls, not a race.
import { createServer, type Server } from 'node:http';
import { type Browser, chromium, type Page } from 'playwright';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { makeContentItem } from '../helpers/contentItem.js';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { ArticlePage, articleHtml, routerHref } from './lazySanitizerPage/ArticlePage.js';
import { bundleSplit, type SplitBundle, sanitizerSource } from './lazySanitizerPage/splitBundle.js';
import { listen } from './proxyServers.js';

declare global {
  interface Window {
    /** The server's body and TOC as the browser parsed them, before any script ran. */
    __lazyServerHtml: { body: string | undefined; toc: string | undefined };
    /** Set by the hostile body's `onerror`, if its markup ever reaches the page. */
    __lazyHostileRan?: boolean;
  }
}

const item = makeContentItem({
  id: 'ridge-walk',
  title: 'A ridge walk',
  slug: 'a-ridge-walk',
  content: articleHtml,
  tags: ['hiking'],
  imageUrl: null,
});

/** What the body of the client-only page shows without a sanitizer: its text, as written. */
const hostileText = 'Trail closed\nThe ridge path is closed after dark.';

/**
 * How the server answers the sanitizer chunk during one page load: it counts the requests and
 * holds each response until the test releases it, served or failed.
 */
class ChunkGate {
  requests = 0;
  #release: (outcome: 'serve' | 'fail') => void = () => {};
  readonly outcome = new Promise<'serve' | 'fail'>((resolve) => {
    this.#release = resolve;
  });
  /** Answers the held request(s) and any later one; the first call decides. */
  release(outcome: 'serve' | 'fail'): void {
    this.#release(outcome);
  }
}

let gate = new ChunkGate();
/** Paths the server knows nothing of (an `<img src=x>` that escaped would show here). */
const strayRequests: string[] = [];
let bundle: SplitBundle;
let articleDocument: string;
let server: Server;
let siteUrl: string;
let browser: Browser;

const ridgeSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#8a9"/></svg>';

/** The article page as a framework would send it, plus a snapshot of what it sent. */
function renderArticleDocument(): string {
  const markup = renderToString(createElement(ArticlePage, { item }));
  const json = JSON.stringify(item).replace(/</g, '\\u003c');
  // A classic inline script runs as soon as it is parsed, before the (deferred) module entry:
  // it reads the server's body and TOC exactly as the browser parsed them.
  const snapshot = `window.__lazyServerHtml = { body: document.querySelector('.cdr-article-body')?.outerHTML, toc: document.querySelector('.cdr-toc')?.outerHTML };`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lazy sanitizer</title></head><body><div id="root">${markup}</div><script>window.__lazyItem = ${json}; ${snapshot}</script><script type="module" src="/assets/${bundle.entry}"></script></body></html>`;
}

/** The client-only page: an empty root, filled in by the browser. */
function clientOnlyDocument(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Client only</title></head><body><div id="root"></div><script type="module" src="/assets/${bundle.entry}"></script></body></html>`;
}

beforeAll(async () => {
  bundle = await bundleSplit('test/e2e/lazySanitizerPage/browser.tsx');
  articleDocument = renderArticleDocument();
  server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    const asset = path.startsWith('/assets/') ? path.slice('/assets/'.length) : undefined;
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    const script = {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    };
    if (path === '/') {
      res.writeHead(200, html).end(articleDocument);
    } else if (path === '/client-only') {
      res.writeHead(200, html).end(clientOnlyDocument());
    } else if (asset === bundle.sanitizerChunk) {
      const current = gate;
      current.requests += 1;
      const outcome = await current.outcome;
      // The page may have gone (closed by the test) while its request was held.
      if (res.destroyed) return;
      if (outcome === 'serve') res.writeHead(200, script).end(bundle.files.get(asset));
      else res.writeHead(500, { 'content-type': 'text/plain' }).end('deliberate failure');
    } else if (asset !== undefined && bundle.files.has(asset)) {
      res.writeHead(200, script).end(bundle.files.get(asset));
    } else if (path === '/pictures/ridge.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(ridgeSvg);
    } else if (path === '/favicon.ico') {
      res.writeHead(204).end();
    } else {
      strayRequests.push(path);
      res.writeHead(404).end();
    }
  });
  siteUrl = await listen(server);
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}, 60_000);

afterAll(async () => {
  // A response still held (a failed test) must not keep the server open.
  gate.release('fail');
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A page in a fresh context (no cache shared with another load), collecting console errors. */
async function openPage(): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}

/** The outerHTML of the first element matching `selector`, or `undefined` when there is none. */
const outerHtml = (page: Page, selector: string) =>
  page.evaluate((selector) => document.querySelector(selector)?.outerHTML, selector);

describe('the browser sanitizer, loaded as a chunk of its own', () => {
  it('is its own chunk, with DOMPurify, which the entry only imports dynamically', () => {
    const outputs = Object.values(bundle.metafile.outputs);
    const entry = outputs.find((output) => output.entryPoint !== undefined);
    const chunk = outputs.find((output) => sanitizerSource in output.inputs);
    expect(entry?.inputs).not.toHaveProperty([sanitizerSource]);
    expect(Object.keys(entry?.inputs ?? {}).some((input) => input.includes('dompurify'))).toBe(
      false,
    );
    expect(Object.keys(chunk?.inputs ?? {}).some((input) => input.includes('dompurify'))).toBe(
      true,
    );
    expect(
      entry?.imports.filter((imported) => imported.path.endsWith(bundle.sanitizerChunk)),
    ).toEqual([expect.objectContaining({ kind: 'dynamic-import' })]);
  });

  it('keeps the server HTML while the chunk loads, then hydrates the body with it', async () => {
    gate = new ChunkGate();
    const { page, consoleErrors } = await openPage();
    try {
      await page.goto(siteUrl);
      // The chunk is requested (as ContentBody's module is evaluated) and held by the server.
      await expect.poll(() => gate.requests, loadedMachinePoll).toBe(1);
      await page.waitForFunction(() => window.__lazyShellHydrated === true, undefined, {
        timeout: LOADED_MACHINE_TIMEOUT_MS,
      });
      const server = await page.evaluate(() => window.__lazyServerHtml);
      // The snapshot is of the sanitized server body (its table, its router link) and its TOC.
      expect(server.body).toContain('data-state="sanitized"');
      expect(server.body).toContain('<table>');
      expect(server.body).toContain(`href="${routerHref}"`);
      expect(server.toc).toContain('href="#');

      // A quiet window on purpose: React has hydrated the shell and must leave the suspended
      // body and TOC as the server sent them, not replace them with a fallback or an empty list.
      await page.waitForTimeout(300);
      expect(await outerHtml(page, '.cdr-article-body')).toBe(server.body);
      expect(await outerHtml(page, '.cdr-toc')).toBe(server.toc);
      expect(await page.evaluate(() => window.__lazyRecoverable)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // Not hydrated yet: no router link of the body has mounted.
      expect(await page.evaluate(() => window.__lazyLinksMounted)).not.toContain(routerHref);

      gate.release('serve');
      // The body hydrates once the chunk has run: its router link mounts.
      await page.waitForFunction((href) => window.__lazyLinksMounted.includes(href), routerHref, {
        timeout: LOADED_MACHINE_TIMEOUT_MS,
      });
      expect(await outerHtml(page, '.cdr-article-body')).toBe(server.body);
      expect(await outerHtml(page, '.cdr-toc')).toBe(server.toc);
      expect(await page.locator('.cdr-article-body').getAttribute('data-state')).toBe('sanitized');

      // The hydrated body's link is the router's: a click navigates in the app, not the browser.
      await page.locator(`.cdr-article-body a[href="${routerHref}"]`).click();
      expect(await page.evaluate(() => window.__lazyRouted)).toEqual([routerHref]);
      expect(page.url()).toBe(`${siteUrl}/`);

      // A body first rendered in the browser, after the load, is sanitized at once.
      await page.getByRole('button', { name: 'Show the trail note' }).click();
      const note = page.locator('.trail-note');
      await expect.poll(() => note.getAttribute('data-state'), loadedMachinePoll).toBe('sanitized');
      expect(await note.innerHTML()).toBe('<p>Trail note: <em>water</em> at the hut.</p>');

      expect(await page.evaluate(() => window.__lazyRecoverable)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      // One request for the chunk in the whole page load, the trail note's included.
      expect(gate.requests).toBe(1);
      expect(strayRequests).toEqual([]);
    } finally {
      gate.release('fail');
      await page.context().close();
    }
  });

  it('shows a client-only body as text while the chunk loads, and for good when it fails', async () => {
    gate = new ChunkGate();
    const { page, consoleErrors } = await openPage();
    try {
      await page.goto(`${siteUrl}/client-only`);
      await expect.poll(() => gate.requests, loadedMachinePoll).toBe(1);
      const body = page.locator('.client-only-body');
      // While it loads: the body's text, marked busy, with none of its markup.
      await expect.poll(() => body.getAttribute('data-state'), loadedMachinePoll).toBe('loading');
      expect(await body.getAttribute('aria-busy')).toBe('true');
      expect(await body.textContent()).toBe(hostileText);
      expect(await body.evaluate((element) => element.querySelectorAll('*').length)).toBe(0);

      gate.release('fail');
      await expect.poll(() => body.getAttribute('data-state'), loadedMachinePoll).toBe('text');
      expect(await body.getAttribute('aria-busy')).toBeNull();
      expect(await body.textContent()).toBe(hostileText);
      expect(await body.evaluate((element) => element.querySelectorAll('*').length)).toBe(0);
      // A quiet window on purpose: an `<img src=x>` that reached the page would have requested
      // /x and run its `onerror` by now.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.__lazyHostileRan)).toBeUndefined();
      expect(strayRequests).toEqual([]);
      // The failed chunk is not requested again in this page load.
      expect(gate.requests).toBe(1);
      // Chromium logs the deliberate 500 itself; nothing else reached the console as an error.
      expect(consoleErrors.filter((text) => !text.includes('status of 500'))).toEqual([]);
    } finally {
      gate.release('fail');
      await page.context().close();
    }
  });
});
