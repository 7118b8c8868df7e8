import type { ContentItem } from 'content-delivery-react';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  articleWithLink,
  emulateOsColorScheme,
  hostDiv,
  palette,
  renderInside,
} from './themeHelpers.js';

// The stylesheet as a user's production build ships it: Vite 8's default targets make Lightning
// CSS lower light-dark() to `--lightningcss-light/dark` toggles (loweredTheme.globalSetup.ts).
// The theme must still follow the host page's markers, in Chromium, from that CSS alone.

function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

let article: ContentItem;
beforeAll(async () => {
  article = await articleWithLink();
  const lowered = inject('loweredStyles');
  // The premise: the build did lower light-dark(), else this file tests nothing new.
  expect(lowered).toContain('--lightningcss-dark');
  expect(lowered).not.toContain('light-dark(#1d1f23');
  addStyle(lowered);
});

afterEach(async () => {
  await emulateOsColorScheme('light');
  document.body.className = '';
  document.documentElement.removeAttribute('data-theme');
  document.body.innerHTML = '';
  for (const style of document.head.querySelectorAll('style[data-test]')) style.remove();
});

/** The theme the list heading's text and a card's surface were painted with. */
function paintedTheme(host: ParentNode) {
  const heading = host.querySelector('.cdr-list-heading');
  const card = host.querySelector('.cdr-card');
  if (heading === null || card === null) throw new Error('missing heading or card');
  const text = getComputedStyle(heading).color;
  const surface = getComputedStyle(card).backgroundColor;
  return {
    text: text === palette.light.text ? 'light' : text === palette.dark.text ? 'dark' : text,
    surface:
      surface === palette.light.surface
        ? 'light'
        : surface === palette.dark.surface
          ? 'dark'
          : surface,
  };
}

const light = { text: 'light', surface: 'light' };
const dark = { text: 'dark', surface: 'dark' };

describe('styles.css theme with light-dark() lowered by the build (Vite 8 defaults)', () => {
  it('stays light on an unmarked page when the OS is dark', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(light);
  });

  it('turns dark under data-theme="dark" on <html>', async () => {
    document.documentElement.dataset.theme = 'dark';
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('turns dark under data-theme="dark" on a wrapper div', async () => {
    const host = await renderInside(hostDiv({ 'data-theme': 'dark' }), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('turns dark under class "dark" on <body>', async () => {
    document.body.classList.add('dark');
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('lets light nested in dark win, and dark nested in that win again', async () => {
    document.body.classList.add('dark');
    const lightSection = hostDiv({ 'data-theme': 'light' });
    const darkAgain = hostDiv({ class: 'dark' });
    lightSection.append(darkAgain);
    document.body.append(lightSection);
    expect(paintedTheme(await renderInside(darkAgain, article))).toEqual(dark);
    const lightOnly = hostDiv({ class: 'light' });
    lightSection.append(lightOnly);
    expect(paintedTheme(await renderInside(lightOnly, article))).toEqual(light);
  });

  it('follows the OS under data-theme="auto"', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(hostDiv({ 'data-theme': 'auto' }), article);
    expect(paintedTheme(host)).toEqual(dark);
    await emulateOsColorScheme('light');
    expect(paintedTheme(host)).toEqual(light);
  });

  it("turns dark under the page's own html { color-scheme: dark } from the same build", async () => {
    const hostCss = inject('loweredRootDark');
    expect(hostCss).toContain('--lightningcss-dark');
    addStyle(hostCss).dataset.test = '';
    const host = await renderInside(document.createElement('div'), article);
    expect(paintedTheme(host)).toEqual(dark);
  });

  it('lets a --cdr-accent set on the marker element win over the theme', async () => {
    addStyle('.my-site { --cdr-accent: #0a7d32; }').dataset.test = '';
    const host = await renderInside(hostDiv({ 'data-theme': 'dark', class: 'my-site' }), article);
    const current = host.querySelector('.cdr-pagination-control[aria-current="page"]');
    expect(current && getComputedStyle(current).backgroundColor).toBe('rgb(10, 125, 50)');
    expect(paintedTheme(host)).toEqual(dark);
  });
});
