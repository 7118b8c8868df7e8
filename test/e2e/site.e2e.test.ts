import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { LOADED_MACHINE_TIMEOUT_MS, loadedMachinePoll } from '../helpers/loadedMachine.js';
import { imagesSettled } from './screenshots.js';
import { serveStatic } from './staticServer.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const artifacts = root('test-results/e2e');
const readmeShots = root('docs/screenshots');

let browser: Browser;
let site: Awaited<ReturnType<typeof serveStatic>>;
const outside: string[] = [];

async function newPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Every navigation and locator action waits as long as a loaded machine needs.
  page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
  // Nothing may leave this machine (the demo images are built into the site): any other host
  // is recorded and refused.
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return page;
}

async function shot(page: Page, name: string, forReadme = false) {
  await page.screenshot({ path: `${artifacts}/${name}.png` });
  if (forReadme) await page.screenshot({ path: `${readmeShots}/${name}.png` });
}

beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  mkdirSync(readmeShots, { recursive: true });
  site = await serveStatic(root('examples/site/dist'));
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('example site', () => {
  it('goes home → category → article → other language → tag page, with titles and hreflang', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));

    await page.goto(site.url);
    await expect.poll(() => page.title(), loadedMachinePoll).toBe('Home · Acme Outdoor Magazine');
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    // Pictures, not broken-image icons: every card image in view has loaded (built into the site).
    const cardImagesInView = () =>
      page
        .locator('img.cdr-card-image')
        .evaluateAll((images) =>
          images
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
        );
    await expect.poll(cardImagesInView, loadedMachinePoll).not.toContain(false);
    expect((await cardImagesInView()).length).toBeGreaterThan(0);
    await shot(page, 'site-home', true);

    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'Hiking' })
      .click();
    await expect.poll(() => new URL(page.url()).pathname, loadedMachinePoll).toBe('/c/hiking');
    await expect.poll(() => page.title(), loadedMachinePoll).toBe('Hiking · Acme Outdoor Magazine');
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    await shot(page, 'site-category');

    // Every hiking article has language versions, so the first card's page lists alternates.
    await page.locator('.cdr-card-title a').first().click();
    await page.locator('article.cdr-article').waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    const articleTitle = await page.locator('.cdr-article-title').textContent();
    await expect
      .poll(() => page.title(), loadedMachinePoll)
      .not.toBe('Hiking · Acme Outdoor Magazine');
    const hreflangs = () =>
      page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    await expect.poll(hreflangs, loadedMachinePoll).toContain('x-default');
    const alternates = await hreflangs();
    expect(alternates.length).toBeGreaterThanOrEqual(3);
    expect(articleTitle).toBeTruthy();
    // The table of contents links to the anchors the article put on its headings.
    const tocTargets = await page.locator('.cdr-toc-link').evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent(link.getAttribute('href')?.slice(1) ?? '');
        const target = document.getElementById(id);
        return target !== null && target.closest('.cdr-article') !== null;
      }),
    );
    expect(tocTargets.length).toBeGreaterThan(0);
    expect(tocTargets.every(Boolean)).toBe(true);
    await expect
      .poll(() => page.locator('.cdr-article-reading-time').textContent(), loadedMachinePoll)
      .toMatch(/\d/);
    const articleImagesLoaded = () =>
      page
        .locator('img.cdr-article-image')
        .evaluateAll((images) =>
          images.map((image) => image instanceof HTMLImageElement && image.naturalWidth > 0),
        );
    await expect.poll(articleImagesLoaded, loadedMachinePoll).not.toContain(false);
    // The pictures in the article's body too, not only its lead image.
    await imagesSettled(page);
    await shot(page, 'site-article', true);

    const switcher = page.getByRole('navigation', { name: 'Languages' }).last();
    const other = switcher.locator('a:not([aria-current])').first();
    const otherLanguage = await other.getAttribute('hreflang');
    await other.click();
    await expect
      .poll(() => page.locator('article.cdr-article').getAttribute('lang'), loadedMachinePoll)
      .toBe(otherLanguage);
    expect(new URL(page.url()).pathname.startsWith(`/${otherLanguage}/`)).toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.documentElement.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          ),
        loadedMachinePoll,
      )
      .toContain(`/${otherLanguage}/`);

    const tag = page.locator('.cdr-article-footer .cdr-tag a').first();
    const tagName = (await tag.textContent()) ?? '';
    await tag.click();
    await expect
      .poll(() => page.title(), loadedMachinePoll)
      .toBe(`#${tagName} · Acme Outdoor Magazine`);
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    await shot(page, 'site-tag');

    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 60_000);

  it('shows a not-found page, kept out of search engines, for an unknown slug', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/de/no-such-article`);
    await page
      .getByRole('heading', { name: 'Article not found' })
      .waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    await expect
      .poll(() => page.title(), loadedMachinePoll)
      .toBe('Article not found · Acme Outdoor Magazine');
    expect(await page.locator('head meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.close();
  }, 30_000);

  it('lists content by language, right to left for Arabic', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/ar`);
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    expect(await page.locator('[dir="rtl"]').first().getAttribute('lang')).toBe('ar');
    await shot(page, 'site-arabic');
    await page.close();
  }, 30_000);
});

describe('example site in dark and right to left (screenshots)', () => {
  it('switches to dark from the header, and keeps the choice on reload', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(site.url);
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');

    const themes = page.getByRole('group', { name: 'Theme' });
    await themes.getByRole('button', { name: 'Dark' }).click();
    await expect.poll(background, loadedMachinePoll).toBe('rgb(20, 22, 26)');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await themes.getByRole('button', { name: 'Dark' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await themes.getByRole('button', { name: 'Light' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    // The cards follow the page: their text is the dark theme's.
    expect(
      await page
        .locator('.cdr-card-title')
        .first()
        .evaluate((title) => getComputedStyle(title).color),
    ).toBe('rgb(232, 234, 238)');

    await page.reload();
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    expect(await background()).toBe('rgb(20, 22, 26)');
    await imagesSettled(page);
    await shot(page, 'site-home-dark', true);

    await themes.getByRole('button', { name: 'Light' }).click();
    await expect.poll(background, loadedMachinePoll).toBe('rgb(255, 255, 255)');
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
    await page.close();
  }, 30_000);

  it('paints a saved dark theme before any script runs (no light flash)', async () => {
    const page = await newPage();
    await page.goto(site.url);
    await page.evaluate(() => window.localStorage.setItem('site-theme', 'dark'));
    // The app's scripts never arrive: what the reader sees until they run is the first paint.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'load' });
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(20, 22, 26)',
    );
    expect(outside).toEqual([]);
    await page.close();
  }, 30_000);

  it('shows the Arabic list right to left, for the README', async () => {
    const page = await newPage();
    await page.goto(`${site.url}/ar`);
    await page.locator('.cdr-card').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
    expect(await page.locator('[dir="rtl"]').first().getAttribute('lang')).toBe('ar');
    await imagesSettled(page);
    await shot(page, 'site-arabic', true);
    expect(outside).toEqual([]);
    await page.close();
  }, 30_000);
});
