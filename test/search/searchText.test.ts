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

  it.each([
    ['a high surrogate', '&#xD800;'],
    ['a low surrogate', '&#57343;'],
    ['half of an emoji', '&#xD83D;x'],
  ])('reads a reference to %s as a space, never a lone surrogate', (_, reference) => {
    const [, headings, opening] = textOf(
      `<h2>Camp ${reference} site</h2><p>Camp ${reference} site</p>`,
    );
    for (const text of [headings, opening]) {
      expect(text).not.toMatch(/[\ud800-\udfff]/u);
      expect(text.startsWith('Camp ')).toBe(true);
      expect(text.endsWith(' site')).toBe(true);
    }
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

  it.each([
    ['a named reference', 'Fish &amp; chips', 'Fish & chips'],
    [
      'the other named references',
      '&lt;b&gt; &quot;quoted&quot; it&apos;s a&nbsp;b',
      '<b> "quoted" it\'s a b',
    ],
    ['a named reference without its semicolon', 'Fish &amp chips', 'Fish & chips'],
    ['a decimal reference', 'Grade &#65;&#43;', 'Grade A+'],
    ['a seven-digit decimal reference', 'caf&#0000233;', 'café'],
    ['a hex reference with a capital X', 'Grade &#X41;&#x2B;', 'Grade A+'],
    ['the last code point', 'end &#x10FFFF;', 'end \u{10ffff}'],
    ['a reference to no character as a space', 'one&#0;two', 'one two'],
    ['a reference past the last code point as a space', 'one&#x110000;two', 'one two'],
    ['an unknown named reference as a space, not its name', 'caf&eacute;s', 'caf s'],
  ])('decodes %s in the opening text', (_, text, decoded) => {
    expect(textOf(`<p>${text}</p>`)[2]).toBe(decoded);
  });

  it.each([
    ['noscript', '<noscript><p>Turn on JavaScript</p></noscript>'],
    ['math', '<math><mi>x</mi><mo>+</mo></math>'],
    ['head', '<head><title>Page title</title></head>'],
    ['a comment', '<!-- draft note --><!doctype html>'],
  ])('keeps no text of %s', (_, hidden) => {
    expect(textOf(`${hidden}<h2>Title</h2><p>Visible text</p>`)).toEqual([
      '',
      'Title',
      'Visible text',
    ]);
  });

  it('keeps the text after a self-closing hidden element and after a stray closing tag', () => {
    expect(textOf('<p><svg class="icon"/>Icon label</p><h2>Title</h2>')).toEqual([
      '',
      'Title',
      'Icon label',
    ]);
    expect(textOf('<p>One</p></script></h2><p>Two</p><h2>Title</h2>')).toEqual([
      '',
      'Title',
      'One Two',
    ]);
  });

  it('hides an element until its own closing tag, not the first closing tag inside it', () => {
    const [, headings, opening] = textOf(
      '<svg><g><text>drawn</text></g><text>also drawn</text></svg><p>Shown</p><h2>Title</h2>',
    );
    expect(headings).toBe('Title');
    expect(opening).toBe('Shown');
  });

  it('keeps the text after the last tag and a < at the very end', () => {
    expect(textOf('<p>One</p>two')).toEqual(['', '', 'One two']);
    expect(textOf('<p>1 <')).toEqual(['', '', '1 <']);
  });

  it('reads only h1 to h6 as headings, and drops empty ones', () => {
    expect(
      textOf('<h1>One</h1><h2> </h2><h6>Six</h6><h7>Seven</h7><h10>Ten</h10><xh2>Not</xh2>'),
    ).toEqual(['', 'One\nSix', 'Seven Ten Not']);
  });

  it('keeps a heading split by inline tags, whole', () => {
    const heading = 'Everything you need to know before a long <em>multi-day</em> hike';
    expect(textOf(`<h2>${heading}</h2>`)[1]).toBe(
      'Everything you need to know before a long multi-day hike',
    );
  });

  it('keeps the opening text after six headings', () => {
    expect(textOf(`${'<h2>Step</h2>'.repeat(6)}<p>Opening after the steps</p>`)).toEqual([
      '',
      Array(6).fill('Step').join('\n'),
      'Opening after the steps',
    ]);
  });
});

describe('searchTextOf cuts', () => {
  const words = (count: number, word = 'word') => Array(count).fill(word).join(' ');

  it('keeps a heading of up to 80 characters whole, and cuts a longer one at its last space', () => {
    const exactly80 = `${words(14)} ten-letter`;
    expect(exactly80).toHaveLength(80);
    expect(textOf(`<h2>${exactly80}</h2>`)[1]).toBe(exactly80);
    const short = `${words(10)} longer`;
    expect(textOf(`<h2>${short}</h2>`)[1]).toBe(short);
    // The cut at 80 falls inside the seventh word: the heading ends at the sixth.
    expect(textOf(`<h2>${words(10, 'abcdefghijk')}</h2>`)[1]).toBe(words(6, 'abcdefghijk'));
  });

  it('cuts a heading in a word when its last space is in its first half', () => {
    expect(textOf(`<h2>${'x'.repeat(100)}</h2>`)[1]).toBe('x'.repeat(80));
    expect(textOf(`<h2>${'a'.repeat(40)} ${'b'.repeat(59)}</h2>`)[1]).toBe(
      `${'a'.repeat(40)} ${'b'.repeat(39)}`,
    );
    expect(textOf(`<h2>${'a'.repeat(41)} ${'b'.repeat(59)}</h2>`)[1]).toBe('a'.repeat(41));
  });

  it('keeps a keyword of up to 200 characters whole', () => {
    const keyword = `${'k'.repeat(190)} keyword`;
    expect(textOf('', keyword)[0]).toBe(keyword);
  });

  it('keeps about 280 characters of a long opening, cut at a word', () => {
    expect(textOf(`<p>${words(100)}</p>`)[2]).toBe(words(56));
  });

  it('reads at most 160 characters of a heading, white space included', () => {
    expect(textOf(`<h2>Title${' '.repeat(154)}<em>tail</em></h2>`)[1]).toBe('Title tail');
    expect(textOf(`<h2>Title${' '.repeat(155)}<em>tail</em></h2>`)[1]).toBe('Title');
  });

  it('reads at most 560 characters of the opening, white space included', () => {
    expect(textOf(`Opening${' '.repeat(551)}<b>tail</b>`)[2]).toBe('Opening tail');
    expect(textOf(`Opening${' '.repeat(552)}<b>tail</b>`)[2]).toBe('Opening');
    expect(textOf(`<p>Opening${' '.repeat(600)}tail</p>`)[2]).toBe('Opening');
    // The second paragraph is read only up to what is left of the 560 characters.
    expect(textOf(`<b>Opening words</b>${' '.repeat(565)}tail`)[2]).toBe('Opening words');
  });

  it('spends none of the opening on indentation between tags', () => {
    const indented = '<span>\n        </span>'.repeat(100);
    expect(textOf(`${indented}<p>Opening text</p>`)[2]).toBe('Opening text');
  });

  it('reads the body up to 64 KB', () => {
    const heading = '<h2>Late</h2>';
    expect(textOf(`${' '.repeat(65_536 - heading.length)}${heading}`)[1]).toBe('Late');
    expect(textOf(`${' '.repeat(65_537 - heading.length)}${heading}`)[1]).toBe('');
  });
});
