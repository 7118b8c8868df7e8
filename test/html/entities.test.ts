// The character references decodeEntities (src/html/entities.ts) reads: the URL checks decode
// them to see a URL as the browser will (`java&#115;cript:`), and the text fallback shows them.
// Expected characters come from parse5, the HTML standard's parser, where HTML defines them.
import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../../src/html/entities.js';

/** What the HTML parser reads `reference` as in text. */
function htmlDecodes(reference: string): string {
  const [node] = parseFragment(`<p>${reference}</p>`).childNodes;
  const [text] = node !== undefined && 'childNodes' in node ? node.childNodes : [];
  if (text === undefined || !('value' in text)) throw new Error(`no text for ${reference}`);
  return text.value;
}

describe('decodeEntities', () => {
  // Every named reference of the table, spelled as HTML spells it (`&Tab;`, `&NewLine;`).
  it.each([
    ['&amp;', '&'],
    ['&lt;', '<'],
    ['&gt;', '>'],
    ['&quot;', '"'],
    ['&apos;', "'"],
    ['&nbsp;', '\u00a0'],
    ['&colon;', ':'],
    ['&Tab;', '\t'],
    ['&NewLine;', '\n'],
    ['&sol;', '/'],
    ['&bsol;', '\\'],
    ['&period;', '.'],
  ])('decodes %s as the HTML parser does', (reference, character) => {
    expect(htmlDecodes(reference)).toBe(character);
    expect(decodeEntities(`a${reference}b`)).toBe(`a${character}b`);
  });

  it.each([
    ['decimal', '&#106;', 'j'],
    ['decimal with leading zeros', '&#0000106;', 'j'],
    ['hexadecimal', '&#x6A;', 'j'],
    ['hexadecimal, upper-case X', '&#X6a;', 'j'],
    ['the first code point', '&#1;', '\u0001'],
    ['an astral code point', '&#x1F600;', '\u{1F600}'],
    ['the last code point', '&#x10FFFF;', '\u{10FFFF}'],
    ['decimal without a semicolon', '&#106', 'j'],
    ['hexadecimal without a semicolon', '&#x6a', 'j'],
    ['a named reference without a semicolon', '&amp', '&'],
    ['an upper-case named reference', '&AMP;', '&'],
  ])('decodes %s as the HTML parser does (%s)', (_, reference, character) => {
    expect(htmlDecodes(reference)).toBe(character);
    // A space after it: HTML reads `&ampx` as `&x`, this decoder (for URLs) keeps it.
    expect(decodeEntities(`x${reference} y`)).toBe(`x${character} y`);
  });

  it.each([
    ['a high surrogate', '&#xD800;'],
    ['a low surrogate, decimal', '&#57343;'],
    ['half of an emoji', '&#xD83D;'],
  ])('decodes %s as U+FFFD, as the HTML parser does, never as a lone surrogate', (_, reference) => {
    expect(htmlDecodes(reference)).toBe('\ufffd');
    expect(decodeEntities(`a${reference}b`)).toBe('a\ufffdb');
  });

  it('decodes every reference of a URL written to hide its scheme', () => {
    expect(decodeEntities('&#106;ava&#x73;cript&colon;alert(1)')).toBe('javascript:alert(1)');
  });

  // Where HTML would give U+FFFD, the reference is kept as written: no code point 0 or beyond
  // U+10FFFF ever reaches a URL check (String.fromCodePoint would throw for the latter).
  it.each([
    ['code point 0', '&#0;'],
    ['code point 0 in hexadecimal', '&#x0;'],
    ['one past the last code point', '&#x110000;'],
    ['one past the last code point, decimal', '&#1114112;'],
    ['a huge number', '&#99999999999999999999;'],
  ])('keeps %s as written', (_, reference) => {
    expect(decodeEntities(`a${reference}b`)).toBe(`a${reference}b`);
  });

  it.each([
    ['an unknown name', '&copy;'],
    ['a name that is not a reference', '&foo;'],
    ['a bare ampersand', 'a & b'],
    ['an ampersand before a digit', '&1;'],
    ['`&#` without digits', '&#;'],
    ['`&#x` without digits', '&#x;'],
  ])('keeps %s as written', (_, text) => {
    expect(decodeEntities(text)).toBe(text);
  });
});
