import type { ContentItem } from 'content-delivery-react';
import { createContentClient, getAllContentByLanguage } from 'content-delivery-react/client';
import { createDemoDataset, createMockFetch } from 'content-delivery-react/mock';

/** Base URL the mock answers under in Storybook (intercepted by the MSW service worker). */
export const DEMO_BASE_URL = 'https://cds.demo.invalid';
export const DEMO_BRAND = 'acme-outdoor';

/** What the mock serves every story: the demo magazine (no security demo). */
const dataset = createDemoDataset();

/**
 * The demo data with Acme's security demo: the category `security-demo` and its articles of
 * hostile HTML, which the mock lists only when asked. Security stories ask for it.
 */
export const securityDemoDataset = createDemoDataset({ securityDemo: true });

/** Demo items as the client returns them (normalised), for stories that take an `item`. */
const itemsPromise = (async () => {
  // The Storybook base URL, so the items' image URLs point where the MSW handlers serve them.
  // Every item, the hostile ones too (for the hostile-HTML stories).
  const client = createContentClient({
    baseUrl: DEMO_BASE_URL,
    fetch: createMockFetch({ dataset: securityDemoDataset }),
  });
  const all: ContentItem[] = [];
  for (const brand of securityDemoDataset.brands) {
    const languages = [...new Set(brand.items.map((item) => item.language))];
    for (const language of languages) {
      all.push(...(await getAllContentByLanguage(client, brand.id, language)).items);
    }
  }
  return all;
})();

/** The first demo item that matches, for story loaders. */
export async function findDemoItem(
  predicate: (item: ContentItem) => boolean,
): Promise<ContentItem> {
  const item = (await itemsPromise).find(predicate);
  if (item === undefined) throw new Error('No demo item matches this story');
  return item;
}

/** The longest demo article that matches (the long guide, for English articles with subsections). */
export async function findLongestDemoItem(
  predicate: (item: ContentItem) => boolean,
): Promise<ContentItem> {
  const [longest] = (await itemsPromise)
    .filter(predicate)
    .sort((a, b) => b.content.length - a.content.length);
  if (longest === undefined) throw new Error('No demo item matches this story');
  return longest;
}

export const demoDataset = dataset;

/** A demo item whose translation group exists in at least `count` languages. */
export async function findItemWithVariants(language: string, count: number): Promise<ContentItem> {
  const all = await itemsPromise;
  const sizes = new Map<string, number>();
  for (const item of all)
    sizes.set(item.translationGroupId, (sizes.get(item.translationGroupId) ?? 0) + 1);
  return findDemoItem(
    (item) => item.language === language && (sizes.get(item.translationGroupId) ?? 0) >= count,
  );
}
