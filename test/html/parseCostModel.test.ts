// The parse-cost estimate against the parser it models: the elements parse5 builds for a body
// (parsed as both sanitizers parse it) never exceed the estimate, on random bodies made of the
// tags real articles use (formatting left open, closed out of order, paragraphs, lists, tables,
// comments, raw text) and on the hostile classes. How tight it is on real articles is
// test/html/realArticles.test.ts's to show.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PARSE_DEPTH } from '../../src/html/htmlRefused.js';
import { estimateParseCost } from '../../src/html/parseCost.js';
import { parsedElements } from '../helpers/parsedElements.js';

const tagNames = [
  'a',
  'b',
  'i',
  'em',
  'strong',
  'u',
  's',
  'code',
  'font',
  'nobr',
  'small',
  'span',
  'sup',
  'p',
  'div',
  'section',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'pre',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'br',
  'img',
  'hr',
  'figure',
  'figcaption',
  'button',
  'select',
  'option',
  'form',
  'input',
  'textarea',
  'title',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'path',
  'foreignObject',
  'mi',
  'object',
  'marquee',
  'video',
  'source',
  'iframe',
  'body',
  'html',
  'x-y',
  'listing',
  'plaintext',
  'xmp',
  'address',
  'center',
  'details',
  'summary',
  'main',
  'nav',
];

const token = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...tagNames).map((name) => `<${name}>`) },
  { weight: 5, arbitrary: fc.constantFrom(...tagNames).map((name) => `</${name}>`) },
  { weight: 1, arbitrary: fc.constantFrom(...tagNames).map((name) => `<${name}/>`) },
  { weight: 1, arbitrary: fc.constantFrom('b', 'i', 'a', 'font').map((n) => `<${n} class=x>`) },
  { weight: 4, arbitrary: fc.constantFrom('x', ' ', 'text ', '\n') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('<!-- </p> -->', '<!-->', '<!doctype x>', '</ x>', '<?x>'),
  },
  { weight: 1, arbitrary: fc.constantFrom('a < b', '<', '</>', '<![CDATA[x]]>') },
);

const body = fc.array(token, { maxLength: 120 }).map((tokens) => tokens.join(''));

function check(html: string) {
  const parsed = parsedElements(html);
  const { elements } = estimateParseCost(html);
  expect(elements, html).toBeGreaterThanOrEqual(parsed.elements);
  // Finite means the parser's nesting stays within the limit the estimate reads.
  if (Number.isFinite(elements)) expect(parsed.depth, html).toBeLessThanOrEqual(MAX_PARSE_DEPTH);
}

// A hunt draws many more (docs/development.md: "Random tests, and hunting with them").
const randomBodies = Number(process.env.PARSE_COST_RUNS) || 40_000;

describe('estimateParseCost against parse5', () => {
  it('never counts fewer elements than parse5 builds, on random bodies', () => {
    fc.assert(fc.property(body, check), { numRuns: randomBodies });
  });

  it('never counts fewer on the bodies the random test found', () => {
    // A template whose content began as a body's ignores a `<tbody>` (the model cleared the
    // stack as a table would, and missed the `<a>` the adoption agency then copies).
    for (const html of [
      '<template><a class=x><details/><tbody></a>',
      '<template><b><div><tr></b>',
      '<template><tbody><a><div></a>',
      // A column group holds only columns: the `<a>` (or text, or `</p>`) closes it, and the
      // `<col>` after it builds a new one.
      '<template/><colgroup><a/><col>',
      '<table><colgroup>x<col>',
      '<table><colgroup></p><col>',
      '<table><colgroup><b><col></b>',
      // `</form>` takes the form out and leaves the `<svg>` open: the `<script>` in it is SVG's,
      // and the `<a>` after it is a tag, not raw text.
      '<form><svg></form><script><a>',
      // `</path>` closes nothing past the `<ul>` (a generic end tag stops at a special element),
      // so the second `<a>`'s adoption agency copies the first one twice.
      '<a class=x>\n<details><path><ul/></path><a class=x></nav><style>',
      '<a class=x><ol></pre><svg><td></br><nav/><a class=x></input><foreignObject>',
      '<template><thead><a class=x></nav></input></ul> </table><foreignObject><i class=x>',
      // In a row, parse5 closes the row for `</tfoot>` with no `<tfoot>` open: the `<em>` re-created
      // after it is closed with it, and re-created again for the `<font>`.
      '<?x></plaintext>text <listing><table><em><tr>text </tfoot><font>',
      // `</table>` in a template's row group closes the group (and the `<code>` opened in it)
      // with no table to close.
      'a < btext <template><tbody>a < b<code></table><b class=x><i>',
      '<summary></option></em><template><tbody><s/></table><section><video></u>',
      // `</p>` leaves the MathML first: the `<a>` after it is HTML, and the second one adopts it.
      '<math></p><a class=x></plaintext></dd><i class=x><a class=x></summary>',
      // A `<form>` in a table closes no paragraph: the `<xmp>` does, and re-creates the `<i>`.
      '<table><p><form><i><xmp><a class=x><x-y></tbody>',
      // parse5 ignores an `<svg>` in a `<select>`: the `<th>` closes the select and builds a row.
      '<math><table><hr/><h1><select/><svg><![CDATA[x]]><th>text </sup>',
      // An SVG `<th>` closed by `</table>` is no cell: the fonts stay in the list, re-created.
      '</body><table><font class=x><font><svg><xmp><th></table>text ',
      // `</foreignObject>` closes it: the `<plaintext>` and `<style>` after it are SVG's.
      'x<x-y></nobr><svg><foreignObject></nav></foreignObject><plaintext><a>',
      '<svg><foreignObject><?x></foreignObject><style></x-y><b class=x></summary>',
      // `<table>` in a template's row group closes the group (and the `<a>` in it), then is
      // ignored: the `<b>` after the `<thead>` re-creates the `<a>`.
      '<template/><tbody><a>\ntext <h2><table><thead><b>',
      // `</table>` closes a template's caption, and the `<b>` in it is re-created after.
      '<template><caption>text <b><marquee>text </></h2></table> ',
      // An `<input>` closes the `<select>`, so the `<dt>` closes the `<dd>` and the font in it.
      '<blockquote/><dd><select><input><font class=x></thead></figcaption><dt>\n',
      // A `<form>` in a form is ignored and closes no paragraph: the `<dt>` closes it, and the
      // `<a>` in it is re-created.
      '<span><!doctype x><<form><p><form/><a/><dt><input>',
    ]) {
      check(html);
    }
  });

  it('never counts fewer on bodies of formatting and blocks only (the amplifying shapes)', () => {
    const shapes = fc
      .array(
        fc.constantFrom(
          '<b>',
          '</b>',
          '<i>',
          '</i>',
          '<a>',
          '</a>',
          '<p>',
          '</p>',
          '<div>',
          '</div>',
          '<li>',
          '<td>',
          '<table>',
          '</table>',
          '<tr>',
          'x',
          '<nobr>',
          '<b id=1>',
          '<b id=2>',
        ),
        { maxLength: 300 },
      )
      .map((tokens) => tokens.join(''));
    fc.assert(fc.property(shapes, check), { numRuns: 20_000 });
  });
});
