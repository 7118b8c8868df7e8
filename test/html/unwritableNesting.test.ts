import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyTree, type SanitizedNode } from '../../src/html/sanitizedTree.js';
import { treeToHtml } from '../../src/html/treeToHtml.js';
import { hasUnwritableNesting } from '../../src/html/unwritableNesting.js';
import { parse5Reader } from '../../src/server/parse5Nodes.js';
import { parseBody } from '../../src/server/parse5Sanitizer.js';
import { keptTagsHtml } from '../fixtures/sanitizer/htmlArbitrary.js';

// Nesting the parser builds but never builds from written HTML (see unwritableNesting.ts): the
// rules are checked against parse5 itself. For random HTML of the tags the policy keeps, a tree
// is flagged exactly when, written back as HTML, it parses into another tree.

/** The tree a standards-mode page builds from `html`, as the sanitizers copy it. */
function parsed(html: string): SanitizedNode[] {
  const body = parseBody(html);
  if (body === undefined) throw new Error('parse5 built no body');
  return copyTree(body, parse5Reader);
}

/** Whether `tree`, written as HTML, parses into another tree. */
const changesWhenWritten = (tree: SanitizedNode[]) =>
  JSON.stringify(parsed(treeToHtml(tree))) !== JSON.stringify(tree);

const el = (tag: string, ...children: SanitizedNode[]) => ({ tag, attributes: {}, children });

// Each rule, with HTML the parser builds it from: a table's content moved out of it, or a
// formatting element closed out of order.
const unwritable: ReadonlyArray<[rule: string, html: string]> = [
  ['a heading in a heading, moved out of a table', '<h1>a<table><h5>b</h5></table>c</h1>'],
  ['a heading in a heading, by a formatting end tag', '<h3>a<tt>b<h3>c</tt>d</h3>'],
  ['a list item in a list item', '<ul><li>a<table><li>b</li></table>c</li></ul>'],
  ['a list item in a list item, past a div and a span', '<li><div><span><table><li>b'],
  ['a dt in a dd', '<dl><dd>a<table><dt>b</dt></table></dl>'],
  ['a dd in a dt', '<dl><dt>a<table><dd>b</dd></table></dl>'],
  ['a nobr in a nobr', '<nobr>a<b><table><nobr>b</nobr></table></b></nobr>'],
  ['an rt in an rt of a ruby', '<ruby>a<rt>b<table><rt>c</rt></table></ruby>'],
  ['an rp in an rt of a ruby', '<ruby>a<rt>b<table><rp>c</rp></table></ruby>'],
  ['an rt in a li in a ruby', '<ruby>a<span><li>b<table><rt>c</rt></table></li></span></ruby>'],
];

// Nesting that looks alike but that written HTML builds too.
const writable: ReadonlyArray<[example: string, html: string]> = [
  ['a heading in a span in a heading', '<h2>a<span><h3>b</h3></span></h2>'],
  ['a list in a list item', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
  ['a list item in a table cell in a list item', '<li><table><tr><td><li>b'],
  ['a dd in a section in a dd', '<dd><section><dd>b'],
  ['a nobr in a cell in a nobr', '<nobr><table><tr><td><nobr>b'],
  ['an rt in a ruby', '<ruby>a<rt>b</rt><rt>c</rt></ruby>'],
  ['an rt in a span in an rt', '<ruby><rt><span><table><rt>c'],
  ['an rt in an rt with no ruby open', '<rt>a<table><rt>b'],
  ['an rt in an rt with the ruby beyond a cell', '<ruby><table><tr><td><rt>a<table><rt>b'],
];

describe('hasUnwritableNesting', () => {
  it.each(unwritable)('flags %s', (_, html) => {
    const tree = parsed(html);
    expect(changesWhenWritten(tree)).toBe(true);
    expect(hasUnwritableNesting(tree)).toBe(true);
  });

  it.each(writable)('does not flag %s', (_, html) => {
    const tree = parsed(html);
    expect(changesWhenWritten(tree)).toBe(false);
    expect(hasUnwritableNesting(tree)).toBe(false);
  });

  // Each element that stops the search for an open list item: a list item inside it is its own.
  it.each([
    ...['article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dir', 'dl', 'dt'],
    ...['fieldset', 'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['header', 'hgroup', 'main', 'marquee', 'menu', 'nav', 'ol', 'pre', 'section'],
    ...['summary', 'ul'],
  ])('does not flag a list item in a %s in a list item', (tag) => {
    const tree = parsed(`<ul><li>a<${tag}><li>b`);
    expect(JSON.stringify(tree)).toContain(
      `"tag":"${tag}","attributes":{},"children":[{"tag":"li"`,
    );
    expect(changesWhenWritten(tree)).toBe(false);
    expect(hasUnwritableNesting(tree)).toBe(false);
  });

  it('does not flag a dd in a list item in a dd, or a nobr in a marquee in a nobr', () => {
    for (const html of ['<dl><dd>a<li>b<dd>c', '<nobr>a<marquee><nobr>b']) {
      const tree = parsed(html);
      expect(changesWhenWritten(tree)).toBe(false);
      expect(hasUnwritableNesting(tree)).toBe(false);
    }
  });

  // What the parser closes before an `<rt>` when a `<ruby>` is open.
  it.each(['dd', 'dt', 'li', 'optgroup', 'rp', 'rt'])('flags an rt in a %s in a ruby', (tag) => {
    const tree = parsed(`<ruby><${tag}>a<table><rt>b</rt></table></${tag}></ruby>`);
    expect(JSON.stringify(tree)).toContain(
      `{"tag":"${tag}","attributes":{},"children":["a",{"tag":"rt"`,
    );
    expect(changesWhenWritten(tree)).toBe(true);
    expect(hasUnwritableNesting(tree)).toBe(true);
  });

  it('flags an rt in a p in a ruby (a tree no parse builds: a table closes the p)', () => {
    const tree = [el('ruby', el('p', 'a', el('rt', 'b')))];
    expect(changesWhenWritten(tree)).toBe(true);
    expect(hasUnwritableNesting(tree)).toBe(true);
  });

  it.each([1, 2, 3, 4, 5, 6])(
    'flags a heading directly in an h%i, and an h%i directly in a heading',
    (level) => {
      const other = `h${(level % 6) + 1}`;
      for (const tree of [[el(`h${level}`, el(other))], [el(other, el(`h${level}`))]]) {
        expect(changesWhenWritten(tree)).toBe(true);
        expect(hasUnwritableNesting(tree)).toBe(true);
      }
    },
  );

  it('looks at every level, and at no text', () => {
    expect(hasUnwritableNesting([])).toBe(false);
    expect(hasUnwritableNesting(['<h1><h2>'])).toBe(false);
    const deep = el('div', 'x', el('section', el('h1', el('h2'))));
    expect(hasUnwritableNesting([el('p'), deep])).toBe(true);
    expect(hasUnwritableNesting([el('h1'), el('h2')])).toBe(false);
  });

  it('agrees with the parser on random HTML of the tags the policy keeps', () => {
    fc.assert(
      fc.property(keptTagsHtml, (body) => {
        const tree = parsed(body);
        expect(hasUnwritableNesting(tree)).toBe(changesWhenWritten(tree));
      }),
      { numRuns: 5_000 },
    );
  });
});
