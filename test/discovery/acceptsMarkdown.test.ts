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
  ])('%s → %s', (accept, expected) => {
    expect(acceptsMarkdown(accept)).toBe(expected);
  });
});
