import { acceptsMarkdown } from 'content-delivery-react/discovery';
import { describe, expect, it } from 'vitest';

describe('acceptsMarkdown', () => {
  it.each([
    ['text/markdown', true],
    ['text/markdown, text/html;q=0.9, */*;q=0.8', true],
    ['text/markdown, text/html, */*', true],
    ['TEXT/MARKDOWN;charset=utf-8', true],
    ['text/plain, text/markdown;q=0.9', true],
    ['text/html, text/markdown', false],
    [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      false,
    ],
    ['*/*', false],
    ['text/markdown;q=0', false],
    ['text/markdown;q=0.5, */*', false],
    ['text/markdown;q=0.5, text/*;q=0.4', true],
    ['', false],
    [null, false],
    [undefined, false],
    [`${'x/y, '.repeat(2_000)}text/markdown`, false],
    // Only the first 50 ranges are read, and only a header of at most 4 096 characters.
    [`${'x/y, '.repeat(50)}text/markdown`, false],
    [`${'x/y, '.repeat(49)}text/markdown`, true],
    [`text/markdown, ${'x'.repeat(4_096 - 15)}`, true],
    [`text/markdown, ${'x'.repeat(4_096 - 14)}`, false],
    // A range named twice keeps its first quality.
    ['text/markdown, text/markdown;q=0', true],
    ['text/markdown;q=0, text/markdown', false],
    // A quality must be the whole parameter, with at most three decimals; else it reads as 1.
    ['text/markdown;q=0.25, text/html;q=0.5', false],
    ['text/markdown;xq=0, text/html;q=0.5', true],
    ['text/markdown;q=0.1000, text/html;q=0.5', true],
    // HTML named (text/html) goes before text/* and */*; a higher quality wins whatever the order.
    ['text/markdown;q=0.5, text/html;q=0.4, */*', true],
    ['text/html;q=0.5, text/markdown', true],
  ])('%s → %s', (accept, expected) => {
    expect(acceptsMarkdown(accept)).toBe(expected);
  });
});
