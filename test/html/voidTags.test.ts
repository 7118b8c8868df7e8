// The void elements (src/html/voidTags.ts): React throws when one is given children, the HTML
// written from a tree must not close one, and the parse-cost estimate must not count one as
// open. The list is the HTML standard's (https://html.spec.whatwg.org/#void-elements).
import { describe, expect, it } from 'vitest';
import { voidTags } from '../../src/html/voidTags.js';

const standardVoidElements = [
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
];

describe('voidTags', () => {
  it.each(standardVoidElements)('<%s> is void', (tag) => {
    expect(voidTags.has(tag)).toBe(true);
  });

  it('holds exactly the void elements of the HTML standard', () => {
    expect([...voidTags].sort()).toEqual(standardVoidElements);
  });

  it.each(['p', 'div', 'a', 'iframe', 'template', 'textarea'])('<%s> is not void', (tag) => {
    expect(voidTags.has(tag)).toBe(false);
  });
});
