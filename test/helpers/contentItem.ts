import type { ContentItem } from 'content-delivery-react';
import { createMockContentItem } from 'content-delivery-react/mock';

/**
 * A `ContentItem` for tests: the mock's item, with the SEO-only fields the service may send set
 * to null (the mock leaves them out), and `overrides` on top.
 */
export function makeContentItem(overrides: Partial<ContentItem> = {}): ContentItem {
  return {
    ...createMockContentItem(),
    brief: null,
    internalTags: null,
    keywordSearchVolume: null,
    keywordDifficulty: null,
    gscClicks: null,
    gscPosition: null,
    gscImpressions: null,
    ...overrides,
  };
}
