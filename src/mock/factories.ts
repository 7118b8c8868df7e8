import type { MockBrand, MockCategory, MockContentItem, MockDataset } from './types.js';

let sequence = 0;

function nextNumber(): number {
  sequence += 1;
  return sequence;
}

/** A UUID-shaped id derived from a number, so factory output is predictable. */
function groupId(n: number): string {
  const hex = n.toString(16).padStart(12, '0').slice(-12);
  return `00000000-0000-4000-8000-${hex}`;
}

/**
 * A valid content item for tests; every field has a sensible value and any can be overridden.
 * Ids count up per process (`item-1`, `item-2`, …); pass `id` when a test needs a fixed one.
 *
 * @example
 * createMockContentItem({ title: 'Hello', tags: ['news'], gscClicks: '42' })
 */
export function createMockContentItem(overrides: Partial<MockContentItem> = {}): MockContentItem {
  const n = nextNumber();
  return {
    id: `item-${n}`,
    title: `Item ${n}`,
    slug: `item-${n}`,
    language: 'en',
    description: `Summary of item ${n}.`,
    content: `<h2>Item ${n}</h2><p>Body of item ${n}.</p>`,
    tags: ['news'],
    categoryId: 'news',
    category: 'News',
    publishedDate: '2026-01-15T09:00:00Z',
    status: 'Published',
    createdAt: '2026-01-10T09:00:00Z',
    updatedAt: '2026-01-15T09:00:00Z',
    imageUrl: null,
    metaTitle: null,
    metaDescription: null,
    primaryKeyword: null,
    translationGroupId: groupId(n),
    isSourceLanguageDocument: true,
    ...overrides,
  };
}

/** A valid category for tests, with English translations unless overridden. */
export function createMockCategory(overrides: Partial<MockCategory> = {}): MockCategory {
  const n = nextNumber();
  const id = overrides.id ?? `category-${n}`;
  return {
    id,
    name: `Category ${n}`,
    slug: id,
    description: `Everything about category ${n}.`,
    translations: { en: { name: `Category ${n}`, description: `Everything about category ${n}.` } },
    createdAt: '2025-06-01T08:00:00Z',
    updatedAt: '2025-06-01T08:00:00Z',
    ...overrides,
  };
}

/** A brand with the given categories and items (empty by default). */
export function createMockBrand(overrides: Partial<MockBrand> & Pick<MockBrand, 'id'>): MockBrand {
  return {
    name: overrides.id,
    defaultLanguage: 'en',
    categories: [],
    items: [],
    ...overrides,
  };
}

/** A data set from brands, for `createMockHandlers({ dataset })`. */
export function createMockDataset(brands: MockBrand[]): MockDataset {
  return { brands };
}
