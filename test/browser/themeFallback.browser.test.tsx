import type { ContentItem } from 'content-delivery-react';
import 'content-delivery-react/styles.css';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  articleWithLink,
  contrastOf,
  emulateOsColorScheme,
  hostDiv,
  palette,
  renderInside,
} from './themeHelpers.js';

// Chromium made to behave like a browser without light-dark() (before Chrome 123, Firefox 120,
// Safari 17.5): the stylesheet is re-added with light-dark() renamed to a function no browser
// knows and its `@supports not (light-dark)` block applied, so only the fallback can colour.

function asWithoutLightDark(rules: CSSRuleList): string {
  return Array.from(rules, (rule) =>
    rule instanceof CSSSupportsRule && rule.conditionText.includes('light-dark')
      ? Array.from(rule.cssRules, (inner) => inner.cssText).join('\n')
      : rule.cssText.replaceAll('light-dark(', 'unknown-function('),
  ).join('\n');
}

let article: ContentItem;
beforeAll(async () => {
  article = await articleWithLink();
  const library = Array.from(document.styleSheets).filter((sheet) =>
    Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('--cdr-text')),
  );
  expect(library.length).toBeGreaterThan(0);
  const simulated = document.createElement('style');
  simulated.textContent = library.map((sheet) => asWithoutLightDark(sheet.cssRules)).join('\n');
  for (const sheet of library) sheet.disabled = true;
  document.head.append(simulated);
});

afterEach(async () => {
  await emulateOsColorScheme('light');
  document.body.className = '';
  document.body.innerHTML = '';
});

function headingColor(host: ParentNode): string {
  const heading = host.querySelector('.cdr-list-heading');
  if (heading === null) throw new Error('missing list heading');
  return getComputedStyle(heading).color;
}

describe('styles.css theme without light-dark() support', () => {
  it('stays light on an unmarked page when the OS is dark', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(document.createElement('div'), article);
    expect(headingColor(host)).toBe(palette.light.text);
  });

  it('turns dark under class "dark" on <body> and data-theme="dark" on a wrapper', async () => {
    document.body.classList.add('dark');
    expect(headingColor(await renderInside(document.createElement('div'), article))).toBe(
      palette.dark.text,
    );
    document.body.className = '';
    expect(headingColor(await renderInside(hostDiv({ 'data-theme': 'dark' }), article))).toBe(
      palette.dark.text,
    );
  });

  it('follows the OS under data-theme="auto"', async () => {
    await emulateOsColorScheme('dark');
    const host = await renderInside(hostDiv({ 'data-theme': 'auto' }), article);
    expect(headingColor(host)).toBe(palette.dark.text);
    await emulateOsColorScheme('light');
    expect(headingColor(host)).toBe(palette.light.text);
  });

  it('lets data-theme="light" inside data-theme="dark" win', async () => {
    const outer = hostDiv({ 'data-theme': 'dark' });
    const inner = hostDiv({ 'data-theme': 'light' });
    outer.append(inner);
    document.body.append(outer);
    const host = await renderInside(inner, article);
    expect(headingColor(host)).toBe(palette.light.text);
    const card = host.querySelector('.cdr-card');
    expect(card && getComputedStyle(card).backgroundColor).toBe(palette.light.surface);
  });

  it('paints the dark pagination and error in the dark palette, readable (4.5:1)', async () => {
    const host = await renderInside(hostDiv({ 'data-theme': 'dark' }), article);
    const current = host.querySelector('.cdr-pagination-control[aria-current="page"]');
    const error = host.querySelector('.cdr-list-error p');
    expect(current && getComputedStyle(current).backgroundColor).toBe('rgb(122, 167, 255)');
    expect(error && getComputedStyle(error).color).toBe('rgb(255, 138, 128)');
    for (const selector of ['.cdr-pagination-control[aria-current="page"]', '.cdr-list-error p']) {
      const element = host.querySelector(selector);
      if (element === null) throw new Error(`missing ${selector}`);
      expect(contrastOf(element), selector).toBeGreaterThanOrEqual(4.5);
    }
  });
});
