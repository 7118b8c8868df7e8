// Where a tag ends and how many attributes the tokenizer starts in it (src/html/readTag.ts):
// the parse-cost estimate refuses HTML before parsing from these, so they must match the
// parser. Attribute counts are checked against parse5 (distinct names: it drops duplicates).
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { readTag } from '../../src/html/readTag.js';

/** The attributes parse5 gives the first element of `html`. */
function parsedAttributes(html: string): string[] {
  const [node] = parseFragment(html).childNodes;
  return node !== undefined && 'attrs' in node ? node.attrs.map((attribute) => attribute.name) : [];
}

describe('readTag', () => {
  it.each([
    ['no attributes', '<a>', 0],
    ['attributes apart by spaces', '<a b c=1 d="2">', 3],
    ['attributes apart by a newline', '<a b=1\nc=2>', 2],
    ['attributes apart by a tab', '<a b=1\tc=2>', 2],
    ['attributes apart by a form feed', '<a b=1\fc=2>', 2],
    ['attributes apart by a carriage return', '<a b=1\rc=2>', 2],
    ['attributes apart by a slash', '<a b/c/d>', 3],
    ['an attribute after a quoted value', '<a b="1"c>', 2],
    ['`=` where a name starts (it starts one)', '<a =x>', 1],
    ['`=` after a slash (it starts one)', '<a b/=x>', 2],
    ['`=` after an unquoted value and a space (it starts one)', '<a b=1 =x>', 2],
    ['`=` right after a quoted value (it starts one)', '<a b="1"=x>', 2],
    ['a quote where a name starts', '<a "x>', 1],
    ['`/` and quotes inside an unquoted value', '<a b=x/"y\' c>', 2],
    ['spaces around `=`', '<a b = "1" c>', 2],
    ['a newline and a tab before a value', '<a b=\n\t"1" c>', 2],
    ['a name then spaces then another name', '<a b  c>', 2],
  ])('counts the attributes of a tag with %s', (_, html, count) => {
    expect(parsedAttributes(html)).toHaveLength(count);
    expect(readTag(html, 2)).toEqual({ end: html.length - 1, attributes: count });
  });

  it.each([
    ['double quotes', '<a b="x > y" c>'],
    ['single quotes', "<a b='x > y' c>"],
    ['a space before the quote', '<a b= "x > y" c>'],
    ['a newline before the quote', '<a b=\n"x > y" c>'],
  ])('does not end a tag at a `>` inside a value in %s', (_, html) => {
    expect(parsedAttributes(html)).toEqual(['b', 'c']);
    expect(readTag(html, 2)).toEqual({ end: html.length - 1, attributes: 2 });
  });

  it('ends a tag at the first `>` outside quotes', () => {
    expect(readTag('<a b=x>y>', 2)).toEqual({ end: 6, attributes: 1 });
    expect(readTag('<a b>c="d">', 2)).toEqual({ end: 4, attributes: 1 });
  });

  it('reads from the given index, after the tag name', () => {
    expect(readTag('text <img src=x alt>', 9)).toEqual({ end: 19, attributes: 2 });
  });

  // The parser drops a tag the input ends in, and all that follows.
  it.each([
    ['after a name', '<a b'],
    ['in an unclosed quote', '<a b="x>'],
    ['after `=`', '<a b='],
    ['after `=` and spaces', '<a b=  '],
  ])('has no end when the input ends %s', (_, html) => {
    expect(parseFragment(html).childNodes).toHaveLength(0);
    expect(readTag(html, 2).end).toBe(-1);
  });
});
