// The library's stylesheet reaches a framework app through that app's own CSS pipeline, which may
// lower light-dark() (Lightning CSS in Vite 8 and Turbopack): a card must still have the theme's
// colours, light by default and dark under a data-theme="dark" ancestor.
import type { Browser } from 'playwright';
import { expect } from 'vitest';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';

const light = { surface: 'rgb(245, 246, 248)', text: 'rgb(29, 31, 35)' };
const dark = { surface: 'rgb(30, 33, 39)', text: 'rgb(232, 234, 238)' };

/** Opens `url` and checks the first card's surface and text colours in light, then in dark. */
export async function expectThemedCards(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  // The navigation and the card's first paint wait as long as a loaded machine needs.
  page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
  await page.goto(url, { waitUntil: 'networkidle' });
  const card = page.locator('.cdr-card').first();
  const colours = () =>
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { surface: style.backgroundColor, text: style.color };
    });
  expect(await colours()).toEqual(light);
  await card.evaluate((element) => element.parentElement?.setAttribute('data-theme', 'dark'));
  expect(await colours()).toEqual(dark);
  await page.close();
}
