import type { ContentItem, FetchFunction } from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
  type MockBrand,
  type MockContentItem,
} from 'content-delivery-react/mock';

/** The brand's languages, sorted. */
export const languages = ['de', 'en', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Category ids, in the order the categories endpoint lists them. */
export const categoryIds = ['trails', 'gear'] as const;

/** Articles (translation groups); article 0 is the newest, the last one the oldest. */
export const articleCount = 1100;
export const oldestArticle = articleCount - 1;

/**
 * The languages article `article` exists in: all three for most; English and French (source
 * English) for every 7th; French alone for every 11th. So a German reader sees German, then
 * English, then the source document.
 */
export function languagesOf(article: number): Language[] {
  if (article % 7 === 3) return ['en', 'fr'];
  if (article % 11 === 5) return ['fr'];
  return [...languages];
}

/** The source language of an article. */
export function sourceOf(article: number): Language {
  if (article % 7 === 3) return 'en';
  if (article % 11 === 5) return 'fr';
  return languages[article % 3] ?? 'en';
}

/** Three articles in four go to `trails` (over 2 000 items: past the old `maxItems` of 1 000). */
export const categoryOf = (article: number) => (article % 4 === 3 ? 'gear' : 'trails');
export const slugOf = (article: number, language: string) => `${language}-article-${article}`;
export const idOf = (article: number, language: string) =>
  `a${String(article).padStart(5, '0')}-${language}`;
export const groupOf = (article: number) => `group-${article}`;
/** Every 40th article is a draft with no published date (listed after every published item). */
export const isDraft = (article: number) => article % 40 === 20;

/**
 * The tags of one version: `topic-0` or `topic-1` for every article (over 1 000 items each),
 * and `Alpine` for every 5th one, spelt differently per language (`Alpine`, `alpine`,
 * `ALPINE`), as the service compares tags without regard to case.
 */
export function tagsOf(article: number, language: Language): string[] {
  const tags = [`topic-${article % 2}`];
  if (article % 5 === 0) {
    tags.push({ de: 'Alpine', en: 'alpine', fr: 'ALPINE' }[language]);
  }
  return tags;
}

const newest = Date.UTC(2026, 0, 1);

/**
 * A brand of {@link articleCount} articles in up to three languages (about 3 000 items), every
 * version of an article sharing its date, category and group: every list is ordered by article,
 * newest first (the mock orders by date, then id).
 */
export function createMultilingualBrand(id = 'multilingual'): MockBrand {
  const translations = {
    de: { name: 'Wege', description: null },
    en: { name: 'Trails', description: null },
    fr: { name: 'Sentiers', description: null },
  };
  const categories = categoryIds.map((categoryId) =>
    createMockCategory({ id: categoryId, name: categoryId, translations }),
  );
  const items: MockContentItem[] = [];
  for (let article = 0; article < articleCount; article++) {
    const date = new Date(newest - article * 60_000).toISOString();
    for (const language of languagesOf(article)) {
      items.push(
        createMockContentItem({
          id: idOf(article, language),
          slug: slugOf(article, language),
          title: `Article ${article} (${language})`,
          language,
          translationGroupId: groupOf(article),
          isSourceLanguageDocument: language === sourceOf(article),
          categoryId: categoryOf(article),
          category: categoryOf(article),
          tags: tagsOf(article, language),
          status: isDraft(article) ? 'Draft' : 'Published',
          publishedDate: isDraft(article) ? null : date,
          createdAt: date,
          updatedAt: date,
          content: `<p>Body of article ${article} in ${language}.</p>`,
        }),
      );
    }
  }
  return createMockBrand({ id, categories, items });
}

/** Base URL of the clients over {@link countingMockFetch}. */
export const baseUrl = 'https://cds.test';

/** The mock service over `brand` as a `fetch` that records the path and query of each request. */
export function countingMockFetch(brand: MockBrand) {
  const mock = createMockFetch({ dataset: createMockDataset([brand]) });
  const requests: string[] = [];
  const fetch: FetchFunction = (input, init) => {
    const url = new URL(input);
    requests.push(`${url.pathname.replace('/api/v1/content/brands', '')}${url.search}`);
    return mock(input, init);
  };
  return { fetch, requests };
}

type Listed = Pick<
  ContentItem,
  'id' | 'translationGroupId' | 'language' | 'isSourceLanguageDocument'
>;

/** The ids a German-then-English reader sees of `items` (one per group, in list order). */
export function expectedForGermanReader(items: readonly Listed[]): string[] {
  const groups = new Map<string, Listed[]>();
  for (const item of items) {
    groups.set(item.translationGroupId, [...(groups.get(item.translationGroupId) ?? []), item]);
  }
  return [...groups.values()].map((group) => {
    const chosen =
      group.find((item) => item.language === 'de') ??
      group.find((item) => item.language === 'en') ??
      group.find((item) => item.isSourceLanguageDocument);
    return chosen?.id ?? '';
  });
}
