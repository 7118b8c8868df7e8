import type { MockBrand, MockCategory, MockContentItem, MockDataset } from '../types.js';
import type { BrandSource } from './brands.js';
import {
  ACME_SOURCE,
  GLOBEX_SOURCE,
  SANITIZER_TAG,
  SECURITY_DEMO_CATEGORY,
  SECURITY_DEMO_TAG,
} from './brands.js';
import { HOSTILE_SAMPLES } from './hostile.js';
import { demoImageUrl } from './images/demoImageNames.js';
import { buildTopicItems } from './items.js';
import { createRandom, type Random } from './random.js';
import { isoAt, minutesAt } from './util.js';

/** Options of `createDemoDataset`. */
export interface DemoDatasetOptions {
  /**
   * Add Acme Outdoor's security demo: the category `security-demo` and four articles of hostile
   * HTML (tags `security-demo` and `sanitizer`) that show what the sanitizer removes. They are not
   * magazine content, so the default data set leaves them out of its navigation, lists, sitemaps
   * and feeds.
   * @default false
   */
  securityDemo?: boolean | undefined;
}

/**
 * The four hostile Acme Outdoor articles, each a translation group of its own. They live only in
 * their own category and tags (`security-demo`, `sanitizer`) and are the oldest items of the
 * brand, so no list that holds them (latest, a category) opens with them.
 */
function buildHostileItems(
  source: BrandSource,
  categories: readonly MockCategory[],
  firstGroup: number,
  random: Random,
): MockContentItem[] {
  return HOSTILE_SAMPLES.map((sample, index) => {
    const category = categories.find((candidate) => candidate.id === SECURITY_DEMO_CATEGORY);
    // Days 3-6 of 2025: after the category exists (day 1), before the first magazine item.
    const created = minutesAt(3 + index, 10, 0);
    return {
      id: `${source.idPrefix}-${String(firstGroup + index).padStart(4, '0')}-en`,
      title: sample.title,
      slug: sample.slug,
      language: 'en',
      description: sample.description,
      content: sample.content,
      tags: [SECURITY_DEMO_TAG, SANITIZER_TAG],
      categoryId: SECURITY_DEMO_CATEGORY,
      category: category?.name ?? SECURITY_DEMO_CATEGORY,
      publishedDate: isoAt(created + 60),
      status: 'Published',
      createdAt: isoAt(created),
      updatedAt: isoAt(created + minutesAt(2, 1, 30)),
      imageUrl: index === 0 ? null : demoImageUrl(source.id, SECURITY_DEMO_CATEGORY, sample.slug),
      metaTitle: null,
      metaDescription: null,
      primaryKeyword: null,
      translationGroupId: random.uuid(),
      isSourceLanguageDocument: true,
      internalTags: ['security-demo', 'do-not-publish-live'],
    };
  });
}

function buildBrand(source: BrandSource, withHostileItems: boolean): MockBrand {
  const random = createRandom(source.seed);
  const allCategories = source.createCategories();
  const categories = withHostileItems
    ? allCategories
    : allCategories.filter((category) => category.id !== SECURITY_DEMO_CATEGORY);
  const items = buildTopicItems(source, categories, random);
  if (withHostileItems) {
    const groups = new Set(items.map((item) => item.translationGroupId)).size;
    items.push(...buildHostileItems(source, categories, groups + 1, random));
  }
  return {
    id: source.id,
    name: source.name,
    defaultLanguage: source.defaultLanguage,
    categories,
    items,
    numbersAsStrings: source.numbersAsStrings,
  };
}

/**
 * Builds the seeded demo data set (a new object each call; same content every time).
 * @example createMockHandlers({ dataset: createDemoDataset({ securityDemo: true }) })
 */
export function createDemoDataset(options: DemoDatasetOptions = {}): MockDataset {
  return {
    brands: [
      buildBrand(ACME_SOURCE, options.securityDemo === true),
      buildBrand(GLOBEX_SOURCE, false),
    ],
  };
}
