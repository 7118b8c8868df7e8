import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { SanitizedElement, SanitizedNode } from '../../src/html/sanitizedTree.js';
import { treeToHtml } from '../../src/html/treeToHtml.js';

// The exact HTML a feed reader gets for a sanitized tree: nothing in the data may open a tag
// or end an attribute, whatever parser reads the feed next.

function element(
  tag: string,
  attributes: Record<string, string> = {},
  children: SanitizedNode[] = [],
): SanitizedElement {
  return { tag, attributes, children };
}

/** One hostile string, as text and as an attribute value, and what each must become. */
const hostile: ReadonlyArray<{ input: string; text: string; attribute: string }> = [
  {
    input: '<script>alert(1)</script>',
    text: '&lt;script&gt;alert(1)&lt;/script&gt;',
    attribute: '&lt;script&gt;alert(1)&lt;/script&gt;',
  },
  // The tree holds decoded text: an entity in it is text, escaped again.
  { input: '&amp; &lt;', text: '&amp;amp; &amp;lt;', attribute: '&amp;amp; &amp;lt;' },
  { input: 'a && b > c', text: 'a &amp;&amp; b &gt; c', attribute: 'a &amp;&amp; b &gt; c' },
  // Values are double-quoted: `"` ends one, `'` cannot.
  {
    input: '" onmouseover="alert(1)',
    text: '" onmouseover="alert(1)',
    attribute: '&quot; onmouseover=&quot;alert(1)',
  },
  { input: "' onfocus='alert(1)", text: "' onfocus='alert(1)", attribute: "' onfocus='alert(1)" },
  {
    input: '"><img src=x>',
    text: '"&gt;&lt;img src=x&gt;',
    attribute: '&quot;&gt;&lt;img src=x&gt;',
  },
  { input: '</title><!--', text: '&lt;/title&gt;&lt;!--', attribute: '&lt;/title&gt;&lt;!--' },
  // Lone surrogates pass through: the feed's XML writer replaces them (src/discovery/xmlText.ts).
  { input: 'a\uD800b\uDFFF', text: 'a\uD800b\uDFFF', attribute: 'a\uD800b\uDFFF' },
  { input: '', text: '', attribute: '' },
];

describe('treeToHtml', () => {
  it('writes nothing for no nodes, and top-level nodes one after another', () => {
    expect(treeToHtml([])).toBe('');
    expect(treeToHtml(['one ', element('b', {}, ['two']), ' three'])).toBe('one <b>two</b> three');
  });

  it.each(hostile)('escapes $input as text and as an attribute value', (row) => {
    expect(treeToHtml([row.input])).toBe(row.text);
    expect(treeToHtml([element('p', {}, [row.input])])).toBe(`<p>${row.text}</p>`);
    expect(treeToHtml([element('abbr', { title: row.input }, ['x'])])).toBe(
      `<abbr title="${row.attribute}">x</abbr>`,
    );
  });

  it('writes nested elements and attributes in their order', () => {
    const tree = [
      element('p', { class: 'lead', 'data-x': '1' }, [
        'a ',
        element('em', {}, ['b ', element('strong', {}, ['c'])]),
      ]),
    ];
    expect(treeToHtml(tree)).toBe('<p class="lead" data-x="1">a <em>b <strong>c</strong></em></p>');
  });

  it('writes void elements without content or end tag', () => {
    const tree = [
      element('p', {}, [
        'a',
        element('br'),
        // A void element with children cannot be written: its children are dropped.
        element('img', { src: '/a.png', alt: '' }, ['never']),
        element('hr', {}, [element('b', {}, ['never'])]),
        'b',
      ]),
    ];
    expect(treeToHtml(tree)).toBe('<p>a<br><img src="/a.png" alt=""><hr>b</p>');
  });

  it.each([
    'script',
    'style',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'noscript',
    'plaintext',
    'template',
    'textarea',
    'title',
  ])('keeps <%s> out whole: a parser would read its content as raw text', (tag) => {
    const tree = ['a', element(tag, { id: 'x' }, ['</p><img src=x onerror=alert(1)>']), 'b'];
    expect(treeToHtml(tree)).toBe('ab');
  });

  it('writes one more newline after <pre> when its text starts with one: a parser drops it', () => {
    const pre = treeToHtml([element('pre', {}, ['\nx', element('b')])]);
    expect(pre).toBe('<pre>\n\nx<b></b></pre>');
    expect(JSDOM.fragment(pre).firstElementChild?.textContent).toBe('\nx');
    expect(treeToHtml([element('pre', {}, [element('b'), '\nx'])])).toBe('<pre><b></b>\nx</pre>');
    expect(treeToHtml([element('pre', {}, ['x\n'])])).toBe('<pre>x\n</pre>');
    expect(treeToHtml([element('div', {}, ['\nx'])])).toBe('<div>\nx</div>');
  });

  it('drops an element whose tag name HTML cannot write, with its content', () => {
    for (const tag of ['a b', 'img/src=x', '1p', '-p', 'P', 'p>', '']) {
      expect(treeToHtml(['a', element(tag, {}, ['hidden']), 'b']), tag).toBe('ab');
    }
    expect(treeToHtml([element('my-widget.v2:x_y', {}, ['k'])])).toBe(
      '<my-widget.v2:x_y>k</my-widget.v2:x_y>',
    );
  });

  it('keeps attribute names HTML writes as they are, and drops the others', () => {
    const attributes = {
      title: 't',
      'aria-label': 'l',
      'xml:lang': 'en',
      'data-a_b.c': 'd',
      x: 'short',
      'a b': 'space',
      'x=y': 'equals',
      'a"b': 'quote',
      'x>': 'bracket',
      '1a': 'digit first',
      '-a': 'dash first',
      Onclick: 'upper case',
      '': 'empty',
    };
    expect(treeToHtml([element('span', attributes, ['s'])])).toBe(
      '<span title="t" aria-label="l" xml:lang="en" data-a_b.c="d" x="short">s</span>',
    );
  });

  it('drops srcset: its candidates are not resolved, src serves every reader', () => {
    const image = element('img', { src: '/a.png', srcset: '/a.png 1x, /b.png 2x', alt: 'a' });
    expect(treeToHtml([image])).toBe('<img src="/a.png" alt="a">');
    expect(treeToHtml([image], { resolveUrl: (url) => `https://x.test${url}` })).toBe(
      '<img src="https://x.test/a.png" alt="a">',
    );
  });

  it('passes href, src, poster and cite, and only those, to resolveUrl', () => {
    const seen: string[] = [];
    const resolveUrl = (url: string) => {
      seen.push(url);
      return `https://example.com${url}`;
    };
    const tree = [
      element('a', { href: '/a', title: '/t', 'data-src': '/d' }, ['a']),
      element('video', { src: '/v.mp4', poster: '/p.png' }),
      element('blockquote', { cite: '/q' }, ['q']),
    ];
    expect(treeToHtml(tree, { resolveUrl })).toBe(
      '<a href="https://example.com/a" title="/t" data-src="/d">a</a>' +
        '<video src="https://example.com/v.mp4" poster="https://example.com/p.png"></video>' +
        '<blockquote cite="https://example.com/q">q</blockquote>',
    );
    expect(seen).toEqual(['/a', '/v.mp4', '/p.png', '/q']);
  });

  it('writes URLs as they are without resolveUrl', () => {
    const tree = [element('a', { href: '/a?b=1&c=2' }, ['a'])];
    expect(treeToHtml(tree)).toBe('<a href="/a?b=1&amp;c=2">a</a>');
    expect(treeToHtml(tree, {})).toBe('<a href="/a?b=1&amp;c=2">a</a>');
  });

  it('drops an attribute resolveUrl refuses, keeps the element, and escapes what it returns', () => {
    const resolveUrl = (url: string) => (url.startsWith('/') ? `${url}?"<x>&` : undefined);
    const tree = [
      element('a', { href: 'javascript:alert(1)', title: 'kept' }, ['a']),
      element('img', { src: '/i.png', alt: '' }),
    ];
    expect(treeToHtml(tree, { resolveUrl })).toBe(
      '<a title="kept">a</a><img src="/i.png?&quot;&lt;x&gt;&amp;" alt="">',
    );
  });
});
