import type { ContentItem } from 'content-delivery-react';
import 'content-delivery-react/styles.css';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  articleWithLink,
  contrastOf,
  emulateOsColorScheme,
  hostDiv,
  palette,
  readableParts,
  renderInside,
} from './themeHelpers.js';

// The stylesheet's theme in Chromium: dark only where the host page says so, the nearest
// marker wins, and every text meets WCAG AA in both themes.

let article: ContentItem;
beforeAll(async () => {
  article = await articleWithLink();
});

afterEach(async () => {
  await emulateOsColorScheme('light');
  document.body.className = '';
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '';
});

/** Which palette the list heading, a card and the article title were painted with. */
function paintedTheme(root: ParentNode) {
  const style = (selector: string) => {
    const element = root.querySelector(selector);
    if (element === null) throw new Error(`missing ${selector}`);
    return getComputedStyle(element);
  };
  const heading = style('.cdr-list-heading').color;
  const card = style('.cdr-card').backgroundColor;
  const title = style('.cdr-article-title').color;
  const themeOf = (value: string, key: 'text' | 'surface') =>
    value === palette.light[key] ? 'light' : value === palette.dark[key] ? 'dark' : value;
  return {
    heading: themeOf(heading, 'text'),
    card: themeOf(card, 'surface'),
    title: themeOf(title, 'text'),
  };
}

const light = { heading: 'light', card: 'light', title: 'light' };
const dark = { heading: 'dark', card: 'dark', title: 'dark' };

describe('styles.css theme: dark follows the host page', () => {
  it('stays light on an unmarked page when the OS is dark', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(light);
  });

  it('turns dark under data-theme="dark" on a wrapper div (not <html>)', async () => {
    const host = await renderInside(hostDiv({ 'data-theme': 'dark' }), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('turns dark under class "dark" on <body> (Tailwind, next-themes)', async () => {
    document.body.classList.add('dark');
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('turns dark where the page declares color-scheme: dark on an ancestor', async () => {
    const wrapper = document.createElement('section');
    wrapper.style.colorScheme = 'dark';
    const host = document.createElement('div');
    wrapper.append(host);
    document.body.append(wrapper);
    expect(paintedTheme(await renderInside(host, article))).toEqual(dark);
  });

  it('follows the OS under data-theme="auto" only', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(hostDiv({ 'data-theme': 'auto' }), article);
    expect(paintedTheme(host)).toEqual(dark);
    await emulateOsColorScheme('light');
    expect(paintedTheme(host)).toEqual(light);
  });

  it('lets data-theme="light" on a nearer ancestor win over a dark one further out', async () => {
    document.documentElement.dataset.theme = 'dark';
    const outer = hostDiv({ 'data-theme': 'dark' });
    const inner = hostDiv({ 'data-theme': 'light' });
    outer.append(inner);
    document.body.append(outer);
    expect(paintedTheme(await renderInside(inner, article))).toEqual(light);
  });

  it('lets class "light" inside class "dark" win, and dark inside that light win again', async () => {
    document.body.classList.add('dark');
    const lightSection = hostDiv({ class: 'light' });
    const darkAgain = hostDiv({ class: 'dark' });
    lightSection.append(darkAgain);
    document.body.append(lightSection);
    expect(paintedTheme(await renderInside(darkAgain, article))).toEqual(dark);
    const lightOnly = await renderInside(hostDiv({ class: 'light' }), article);
    expect(paintedTheme(lightOnly)).toEqual(light);
  });

  it('lets a colour set on the marker element win; one set above a marker is replaced there', async () => {
    const custom = document.createElement('style');
    custom.textContent = '.my-site { --cdr-accent: #0a7d32; }';
    document.head.append(custom);
    try {
      const onMarker = await renderInside(
        hostDiv({ 'data-theme': 'dark', class: 'my-site' }),
        article,
      );
      const aboveMarker = hostDiv({ class: 'my-site' });
      const marker = hostDiv({ 'data-theme': 'dark' });
      aboveMarker.append(marker);
      document.body.append(aboveMarker);
      await renderInside(marker, article);
      const currentPage = (root: ParentNode) => {
        const element = root.querySelector('.cdr-pagination-control[aria-current="page"]');
        return element && getComputedStyle(element).backgroundColor;
      };
      expect(currentPage(onMarker)).toBe('rgb(10, 125, 50)');
      // The dark theme's own accent: the stylesheet declares its colours again at each marker.
      expect(currentPage(marker)).toBe('rgb(122, 167, 255)');
    } finally {
      custom.remove();
    }
  });

  it('keeps <html data-theme="light"> light when the OS is dark', async () => {
    await emulateOsColorScheme('dark');
    document.documentElement.dataset.theme = 'light';
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(light);
  });
});

describe('styles.css theme: WCAG AA contrast (4.5:1) of every text', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`meets 4.5:1 in the ${theme} theme`, async () => {
      const host = await renderInside(hostDiv({ 'data-theme': theme }), article);
      const ratios = Object.fromEntries(
        readableParts.map((selector) => {
          const element = host.querySelector(selector);
          if (element === null) throw new Error(`missing ${selector}`);
          return [selector, Math.round(contrastOf(element) * 100) / 100];
        }),
      );
      for (const [selector, ratio] of Object.entries(ratios)) {
        expect(ratio, `${selector} in ${theme}: ${JSON.stringify(ratios)}`).toBeGreaterThanOrEqual(
          4.5,
        );
      }
    });
  }
});
