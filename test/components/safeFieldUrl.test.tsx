// @vitest-environment jsdom
// URLs from the items' fields (imageUrl, the item link) go through safeFieldUrl
// (src/html/safeUrl.ts) before ContentArticle and ContentCard render them.
import { render } from '@testing-library/react';
import {
  ContentArticle,
  ContentCard,
  type ContentItem,
  safeFieldUrl,
} from 'content-delivery-react';
import { describe, expect, it } from 'vitest';

const item: ContentItem = {
  id: 'item-1',
  title: 'Title',
  slug: 'slug',
  language: 'en',
  description: 'Description',
  content: '<p>Body</p>',
  tags: ['one'],
  categoryId: 'news',
  category: 'News',
  publishedDate: '2024-01-02T00:00:00Z',
  status: 'Published',
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-03T00:00:00Z',
  imageUrl: null,
  metaTitle: null,
  metaDescription: null,
  primaryKeyword: null,
  translationGroupId: 'group-1',
  isSourceLanguageDocument: true,
  brief: null,
  internalTags: null,
  keywordSearchVolume: null,
  keywordDifficulty: null,
  gscClicks: null,
  gscPosition: null,
  gscImpressions: null,
};

const hostileImageUrls = [
  'JaVaScRiPt:x()',
  'data:image/svg+xml,<svg onload=x()>',
  '//evil.test/a.png',
  '\\\\evil.test/a.png',
  '%2F%2Fevil.test/a.png',
  '/\t/evil.test/a.png',
];

describe('safeFieldUrl', () => {
  it('refuses scripts, data URLs and URLs that leave the site', () => {
    for (const url of hostileImageUrls) expect(safeFieldUrl(url)).toBeUndefined();
  });

  it('drops hostile imageUrl and slug values on articles and cards', () => {
    for (const imageUrl of hostileImageUrls) {
      const article = render(<ContentArticle item={{ ...item, imageUrl }} />);
      expect(article.container.querySelector('img')).toBeNull();
      article.unmount();
    }
    const card = render(<ContentCard item={{ ...item, language: '', slug: '/evil.test' }} />);
    expect(card.container.querySelector('a')).toBeNull();
  });
});
