import { describe, expect, it } from 'vitest';
import { searchTextOf } from '../../src/client/brandIndex/searchText.js';

// What the walk keeps of a body for site search: bounded, text only, whatever the body holds.

const textOf = (content: string, primaryKeyword: string | null = null) =>
  searchTextOf({ content, primaryKeyword });

describe('searchTextOf', () => {
  it('keeps the keyword, the headings and the opening text, with references decoded', () => {
    expect(
      textOf(
        '<h2>Before you go</h2><p>Check the weather &amp; pack the night before.</p><h3>Caf&eacute; &#x263A; stops</h3><p>Later text.</p>',
        'multi-day hike',
      ),
    ).toEqual([
      'multi-day hike',
      'Before you go\nCaf ☺ stops',
      'Check the weather & pack the night before. Later text.',
    ]);
  });

  it('keeps no script, style or template text, and splits words at block ends', () => {
    const [, headings, opening] = textOf(
      '<script>var secret = 1</script><style>p{}</style><template><p>hidden</p></template><p>one</p><p>two</p><svg><text>drawn</text></svg>',
    );
    expect(headings).toBe('');
    expect(opening).toBe('one two');
  });

  it('bounds what it keeps, however long the body', () => {
    const body = `${'<h2>A heading that goes on and on and on and on and on and on and on and on and on</h2>'.repeat(50)}<p>${'word '.repeat(100_000)}</p>`;
    const [keyword, headings, opening] = textOf(body, 'k'.repeat(1000));
    expect(keyword.length).toBeLessThanOrEqual(200);
    expect(headings.split('\n')).toHaveLength(6);
    for (const heading of headings.split('\n')) expect(heading.length).toBeLessThanOrEqual(80);
    expect(opening.length).toBeLessThanOrEqual(280);
  });

  it('answers well-formed text for lone surrogates and a pair split at the scan bound', () => {
    const [keyword, , opening] = textOf(`<p>${'x'.repeat(65_535)}\ud83d\ude00</p>`, '\ud800');
    expect(keyword).toBe('\ufffd');
    expect(opening).not.toMatch(/[\ud800-\udfff]/u);
  });

  it('reads an unclosed tag or a stray < as the end of the text, not an error', () => {
    expect(textOf('<p>fine < not a tag</p><p')).toEqual(['', '', 'fine < not a tag']);
    expect(textOf('<h2>never closed')).toEqual(['', '', '']);
  });

  it('keeps the headings after a long opening, white space squeezed, and no pair split where the opening is cut', () => {
    const paragraph = `<p>${'a\t\n\u00a0 '.repeat(140)}</p>`;
    const [, headings, opening] = textOf(`${paragraph}<p>more</p><h2>Late\n\theading</h2>`);
    expect(headings).toBe('Late heading');
    expect(opening).toMatch(/^(a )+a$/);
    // Wherever the opening's cut falls, an emoji there is not split into a lone surrogate.
    for (let at = 540; at < 600; at++) {
      const [, , cutOpening] = textOf(`<p>${'a     '.repeat(at).slice(0, at)}\ud83d\ude00 end</p>`);
      expect(cutOpening, `emoji at ${at}`).not.toMatch(/[\ud800-\udfff]/u);
    }
  });
});
