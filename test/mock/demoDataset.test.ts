import { describe, expect, it } from 'vitest';
import { createDemoDataset } from '../../src/mock/demo/createDemoDataset.js';
import type { MockContentItem } from '../../src/mock/types.js';

const LANGUAGES = ['en', 'de', 'fr', 'ar'];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INT32 = /^-?(0|[1-9]\d*)$/;
const DOUBLE = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const DEMO_IMAGE_URL =
  /^https:\/\/demo-images\.invalid\/(acme-outdoor|globex-finance)\/(mountains|lake|forest|camp|trail|night-sky)-[a-z0-9-]{1,100}\.svg$/;
const INT_FIELDS = ['keywordSearchVolume', 'gscClicks', 'gscImpressions'] as const;
const DOUBLE_FIELDS = ['keywordDifficulty', 'gscPosition'] as const;
const OPTIONAL_FIELDS = ['brief', 'internalTags', ...INT_FIELDS, ...DOUBLE_FIELDS] as const;

const dataset = createDemoDataset();
const brands = dataset.brands;
const items = brands.flatMap((brand) => brand.items);
/** The data set with Acme's security demo: its category and its hostile articles. */
const withSecurityDemo = createDemoDataset({ securityDemo: true });
const isSecurityDemo = (item: MockContentItem): boolean =>
  item.tags.includes('security-demo') ||
  item.tags.includes('sanitizer') ||
  item.categoryId === 'security-demo';

const groupsOf = (brandItems: readonly MockContentItem[]): Map<string, MockContentItem[]> => {
  const groups = new Map<string, MockContentItem[]>();
  for (const item of brandItems) {
    groups.set(item.translationGroupId, [...(groups.get(item.translationGroupId) ?? []), item]);
  }
  return groups;
};

const words = (html: string): number =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('createDemoDataset', () => {
  it('has the two demo brands', () => {
    expect(brands.map((brand) => brand.id)).toEqual(['acme-outdoor', 'globex-finance']);
    expect(brands.map((brand) => brand.defaultLanguage)).toEqual(['en', 'de']);
    expect(brands.map((brand) => brand.numbersAsStrings)).toEqual([false, true]);
  });

  it('has six magazine categories per brand, translated, and no security demo', () => {
    expect(brands.map((brand) => brand.categories.map((category) => category.id))).toEqual([
      ['hiking', 'camping', 'climbing', 'trail-running', 'gear-care', 'sustainability'],
      ['budgeting', 'investing', 'taxes', 'retirement', 'banking', 'security'],
    ]);
    expect(items.filter(isSecurityDemo)).toEqual([]);
    for (const brand of withSecurityDemo.brands) {
      for (const category of brand.categories) {
        expect(category.name).toBeTruthy();
        expect(category.slug).toMatch(/^[a-z0-9-]+$/);
        expect(category.description).toBeTruthy();
        expect(Object.keys(category.translations).sort()).toEqual([...LANGUAGES].sort());
        for (const language of LANGUAGES) {
          expect(category.translations[language]?.name).toBeTruthy();
          expect(category.translations[language]?.description).toBeTruthy();
        }
        expect((category.createdAt ?? '') <= (category.updatedAt ?? '')).toBe(true);
        expect(category.createdAt).toMatch(ISO);
      }
    }
  });

  it('has at least 150 items in all four languages', () => {
    expect(items.length).toBeGreaterThanOrEqual(150);
    expect(new Set(items.map((item) => item.language))).toEqual(new Set(LANGUAGES));
  });

  it('uses unique ids and slugs that are unique per brand', () => {
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const brand of brands) {
      const slugs = brand.items.map((item) => item.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) {
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('organises items as translation groups with one source document', () => {
    for (const brand of brands) {
      const categoryIds = new Set(brand.categories.map((category) => category.id));
      for (const [groupId, group] of groupsOf(brand.items)) {
        expect(groupId).toMatch(UUID_V4);
        expect(group.filter((item) => item.isSourceLanguageDocument)).toHaveLength(1);
        expect(group.length).toBeLessThanOrEqual(4);
        expect(new Set(group.map((item) => item.language)).size).toBe(group.length);
        expect(new Set(group.map((item) => item.categoryId)).size).toBe(1);
        expect(new Set(group.map((item) => item.tags.join('|'))).size).toBe(1);
        expect(categoryIds.has(group[0]?.categoryId ?? '')).toBe(true);
      }
      const sourceLanguages = brand.items
        .filter((item) => item.isSourceLanguageDocument)
        .map((item) => item.language);
      expect(sourceLanguages.some((language) => language !== brand.defaultLanguage)).toBe(true);
    }
  });

  it('fills the required fields with plausible values', () => {
    for (const brand of brands) {
      for (const item of brand.items) {
        // The category's name in the item's language (its translation, else the default name).
        const category = brand.categories.find((candidate) => candidate.id === item.categoryId);
        expect(item.category).toBe(category?.translations[item.language]?.name ?? category?.name);
        expect(item.title.trim()).not.toBe('');
        expect(item.description.trim()).not.toBe('');
        expect(item.tags.length).toBeGreaterThanOrEqual(2);
        expect(item.tags.length).toBeLessThanOrEqual(5);
        for (const tag of item.tags) {
          expect(tag).toBe(tag.toLowerCase());
        }
        expect(item.createdAt).toMatch(ISO);
        expect(item.updatedAt).toMatch(ISO);
        expect(item.createdAt <= item.updatedAt).toBe(true);
        expect(item.createdAt >= '2025-01-01' && item.updatedAt <= '2026-10-31T23:59:59Z').toBe(
          true,
        );
        if (item.publishedDate !== null) {
          expect(item.publishedDate).toMatch(ISO);
        }
        expect(item.status === 'Draft').toBe(item.publishedDate === null);
        if (item.imageUrl !== null) {
          expect(item.imageUrl).toMatch(DEMO_IMAGE_URL);
        }
      }
    }
  });

  it('shares a vocabulary of tags so tag pages have several items', () => {
    for (const brand of brands) {
      const counts = new Map<string, number>();
      for (const tag of brand.items.flatMap((item) => item.tags)) {
        counts.set(tag, (counts.get(tag) ?? 0) + 1);
      }
      // 15 magazine tags.
      expect(counts.size).toBeLessThanOrEqual(15);
      expect([...counts.values()].every((count) => count >= 3)).toBe(true);
      expect([...counts.keys()].some((tag) => /[^a-z0-9-]/.test(tag))).toBe(true);
    }
  });

  it('writes numbers as valid decimal strings in some items', () => {
    let strings = 0;
    for (const item of items) {
      for (const field of INT_FIELDS) {
        const value = item[field];
        if (typeof value === 'string') {
          strings += 1;
          expect(value).toMatch(INT32);
        }
        if (value !== undefined && value !== null) {
          const number = Number(value);
          expect(Number.isInteger(number)).toBe(true);
          expect(number).toBeGreaterThanOrEqual(-(2 ** 31));
          expect(number).toBeLessThanOrEqual(2 ** 31 - 1);
        }
      }
      for (const field of DOUBLE_FIELDS) {
        const value = item[field];
        if (typeof value === 'string') {
          strings += 1;
          expect(value).toMatch(DOUBLE);
        }
      }
      if (item.keywordDifficulty !== undefined && item.keywordDifficulty !== null) {
        expect(Number(item.keywordDifficulty)).toBeGreaterThanOrEqual(0);
        expect(Number(item.keywordDifficulty)).toBeLessThanOrEqual(100);
      }
    }
    expect(strings).toBe(153);
  });

  it('leaves optional fields out or null in some items', () => {
    const absent = items.filter((item) => OPTIONAL_FIELDS.some((field) => !(field in item)));
    const nulls = items.filter((item) => OPTIONAL_FIELDS.some((field) => item[field] === null));
    expect(absent).toHaveLength(77);
    expect(nulls).toHaveLength(71);
    expect(items.some((item) => item.metaTitle === null)).toBe(true);
    expect(items.some((item) => item.imageUrl === null)).toBe(true);
  });

  it('has drafts without a published date and archived items', () => {
    const drafts = items.filter((item) => item.status === 'Draft');
    expect(drafts).toHaveLength(5);
    expect(drafts.every((item) => item.publishedDate === null)).toBe(true);
    expect(items.some((item) => item.status === 'Archived')).toBe(true);
  });

  it('adds the security demo only when asked: its category last, the magazine unchanged', () => {
    const [acme, globex] = withSecurityDemo.brands;
    expect(acme?.categories.map((category) => category.id)).toEqual([
      ...(brands[0]?.categories.map((category) => category.id) ?? []),
      'security-demo',
    ]);
    expect(acme?.items.filter((item) => !isSecurityDemo(item))).toEqual(brands[0]?.items);
    expect(globex).toEqual(brands[1]);
  });

  it('has four hostile security-demo items in acme-outdoor', () => {
    const acme = withSecurityDemo.brands.find((brand) => brand.id === 'acme-outdoor');
    const hostile = acme?.items.filter((item) => item.tags.includes('security-demo')) ?? [];
    expect(hostile).toHaveLength(4);
    for (const item of hostile) {
      expect(item.status).toBe('Published');
      expect(item.language).toBe('en');
      expect(item.title).toMatch(/^Security demo:/);
    }
    const html = hostile.map((item) => item.content).join('\n');
    expect(html).toContain('<script');
    for (const needle of ['onerror=', 'javascript:', 'JaVaScRiPt:', '<iframe', '<form', '<style']) {
      expect(html).toContain(needle);
    }
    expect(html).toContain('data:text/html');
    expect(html).toContain('http-equiv="refresh"');
  });

  it('keeps the hostile items out of magazine lists: own tags, own category, oldest', () => {
    const acme = withSecurityDemo.brands.find((brand) => brand.id === 'acme-outdoor');
    const demo = acme?.items.filter(isSecurityDemo) ?? [];
    const magazine = acme?.items.filter((item) => !isSecurityDemo(item)) ?? [];
    expect(demo).toHaveLength(4);
    for (const item of demo) {
      expect(item.tags).toEqual(['security-demo', 'sanitizer']);
      expect(item.categoryId).toBe('security-demo');
      expect(item.category).toBe('Security demo');
    }
    const newestDemo =
      demo
        .map((item) => item.publishedDate ?? '')
        .sort()
        .at(-1) ?? '';
    const oldestMagazine =
      magazine
        .map((item) => item.publishedDate)
        .filter((date) => date !== null)
        .sort()[0] ?? '';
    expect(newestDemo < oldestMagazine).toBe(true);
  });

  it('has escaping-prone titles, a very long title and a long article', () => {
    expect(items.some((item) => /[&<"]/.test(item.title))).toBe(true);
    expect(items.some((item) => item.title.length >= 140)).toBe(true);
    const longest = Math.max(
      ...items.filter((item) => item.language === 'en').map((item) => words(item.content)),
    );
    expect(longest).toBeGreaterThanOrEqual(3000);
  });

  it('is deterministic', () => {
    expect(createDemoDataset()).toEqual(createDemoDataset());
    expect(createDemoDataset({ securityDemo: true })).toEqual(withSecurityDemo);
    expect(createDemoDataset()).not.toBe(createDemoDataset());
  });
});
