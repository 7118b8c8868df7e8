// What every framework example's e2e test checks the same way (Astro on Node and on workerd,
// React Router, TanStack Start): a translation group of the demo data to visit in each
// language, and a page that is clean (no error, no request to anything but the app and the
// mock's public demo images, the key nowhere the browser can see).
import {
  type ContentClient,
  type ContentItem,
  getAllContentByLanguage,
} from 'content-delivery-react/client';
import { expect } from 'vitest';
import type { PageRecord } from './reactRouter/recordPage.js';

/** A translation group with an article in each of `languages`, by language. */
export async function completeTranslationGroup(
  client: ContentClient,
  brandId: string,
  languages: readonly string[] = ['en', 'de', 'fr', 'ar'],
): Promise<Map<string, ContentItem>> {
  const byGroup = new Map<string, Map<string, ContentItem>>();
  for (const language of languages) {
    const { items } = await getAllContentByLanguage(client, brandId, language);
    for (const item of items) {
      const versions = byGroup.get(item.translationGroupId) ?? new Map<string, ContentItem>();
      versions.set(item.language, item);
      byGroup.set(item.translationGroupId, versions);
    }
  }
  const complete = [...byGroup.values()].find((versions) => versions.size === languages.length);
  if (complete === undefined) {
    throw new Error(`the demo data has no article in all of ${languages.join(', ')}`);
  }
  return complete;
}

export interface CleanPageContext {
  appUrl: string;
  mockUrl: string;
  apiKey: string;
}

/**
 * No errors (but `allowedErrors`), nothing but the app's own origin except the mock's demo
 * images (public files, as from a CDN; never its API), and the key nowhere the browser can see.
 */
export async function expectCleanPage(
  { appUrl, mockUrl, apiKey }: CleanPageContext,
  record: PageRecord,
  allowedErrors: RegExp[] = [],
): Promise<void> {
  const origin = new URL(appUrl).origin;
  expect(
    record.errors.filter((error) => !allowedErrors.some((allowed) => allowed.test(error))),
  ).toEqual([]);
  const demoImage = new RegExp(`^${mockUrl}/demo-images/acme-outdoor/[a-z0-9-]+\\.svg$`);
  expect(
    record.requests.filter((url) => new URL(url).origin !== origin && !demoImage.test(url)),
  ).toEqual([]);
  const responses = await record.responses;
  expect(responses.length).toBeGreaterThan(0);
  const leaking = responses.filter(
    (response) => response.body.includes(apiKey) || response.headers.includes(apiKey),
  );
  expect(leaking.map((response) => response.url)).toEqual([]);
  expect(await record.page.content()).not.toContain(apiKey);
}
