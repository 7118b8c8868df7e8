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
import { baseItem } from './hostileContent.js';

const item: ContentItem = baseItem;

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
