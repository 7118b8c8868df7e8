import { describe, expect, it } from 'vitest';
import { featuredImageAttributes } from '../../src/components/markup.js';

// A featured image's width and height reserve its box before it loads (no layout shift); a
// size that rounds to nothing must not be sent, or the image renders 0 pixels high.
describe('featuredImageAttributes', () => {
  it.each([
    ['a size', { width: 800.4, height: 450.6 }, { width: 800, height: 451 }],
    ['a height that rounds to 0', { width: 800, height: 0.4 }, {}],
    ['a width that rounds to 0', { width: 0.4, height: 450 }, {}],
    ['a negative height', { width: 800, height: -450 }, {}],
    ['an endless width', { width: Number.POSITIVE_INFINITY, height: 450 }, {}],
    ['no size', undefined, {}],
  ])('sends the dimensions of %s only when both are whole pixels', (_what, size, dimensions) => {
    expect(featuredImageAttributes('img', size, 'auto')).toEqual({
      ...dimensions,
      loading: 'lazy',
      decoding: 'async',
    });
  });

  it("loads a page's main image first: eager, with a high fetch priority", () => {
    expect(featuredImageAttributes('img', { width: 2, height: 1 }, 'high')).toEqual({
      width: 2,
      height: 1,
      loading: 'eager',
      decoding: 'async',
      fetchPriority: 'high',
    });
  });
});
