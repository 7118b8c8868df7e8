// @vitest-environment jsdom
// What the private DOMPurify instance and its configuration (src/html/createSanitizer.ts) let
// through, read from the DOM ContentBody renders.
import { render } from '@testing-library/react';
import { ContentBody, type SanitizedNode, type SanitizePolicy } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it, vi } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';

function renderBody(html: string, policy?: SanitizePolicy): Element {
  const { container } = render(<ContentBody html={html} policy={policy} />);
  const body = container.querySelector('[data-slot="content-body"]');
  if (body === null) throw new Error('ContentBody rendered no container');
  return body;
}

describe('sanitizer', () => {
  it('keeps mutation-XSS payloads inert and ids prefixed', () => {
    const body = renderBody(
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' +
        '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' +
        '<img name=getElementById><form id=__xss></form><a id=defaultView>x</a>',
    );
    expect(body.querySelector('[onerror], svg, math, style, form')).toBeNull();
    expect(typeof document.getElementById).toBe('function');
    // The unclosed <form> swallows the rest of this payload, ids included: nothing is left
    // (the next test keeps the ids, and checks their prefix).
    expect(body.innerHTML).toBe('');
  });

  it('prefixes ids and names that would clobber the page’s globals', () => {
    const body = renderBody(
      '<img name=getElementById><form id=__xss></form><a id=defaultView>x</a>',
    );
    expect(body.querySelector('img')?.getAttribute('name')).toBe('user-content-getElementById');
    expect(body.querySelector('a')?.getAttribute('id')).toBe('user-content-defaultView');
    expect(body.querySelector('form')).toBeNull();
    expect(typeof document.getElementById).toBe('function');
  });

  // The page that shows the body is `<!doctype html>` (standards mode), where a table closes
  // an open paragraph; parsed in quirks mode the table would stay inside it, and the page
  // would build another tree from the same HTML than the one rendered (a hydration mismatch).
  it('parses as a standards-mode page does: a table closes the paragraph before it', () => {
    const body = renderBody('<p>Intro<table><tbody><tr><td>cell</td></tr></tbody></table>');
    expect(body.innerHTML).toBe('<p>Intro</p><table><tbody><tr><td>cell</td></tr></tbody></table>');
    expect(body.querySelector('p table')).toBeNull();
  });

  // The parser builds some nesting it never builds from written HTML: content a table cannot
  // hold goes before the table ("foster parenting"), so `<h5>` lands inside the `<h1>`; a
  // formatting end tag out of order moves the block after it (the second `<h3>`) into the
  // formatting element's parent. Written back, `<h5>` and `<h3>` close the heading they are in:
  // both sanitizers parse their result again, so the tree is the one the page builds from it.
  const table = {
    tag: 'table',
    attributes: {},
    children: [
      {
        tag: 'tbody',
        attributes: {},
        children: [
          {
            tag: 'tr',
            attributes: {},
            children: [{ tag: 'td', attributes: {}, children: ['c'] }],
          },
        ],
      },
    ],
  };
  it.each([
    ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
    ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
  ])('%s returns what the page parses from nesting the parser built', (_, sanitizer) => {
    expect(sanitizer.sanitize('<h1>a<table><h5>b</h5><tr><td>c</td></tr></table>d</h1>')).toEqual([
      { tag: 'h1', attributes: {}, children: ['a'] },
      { tag: 'h5', attributes: {}, children: ['b'] },
      table,
      'd',
    ]);
    const tt = (...children: SanitizedNode[]) => ({ tag: 'tt', attributes: {}, children });
    expect(sanitizer.sanitize('<h3>a<tt>b<h3>c</tt>d</h3>')).toEqual([
      { tag: 'h3', attributes: {}, children: ['a', tt('b')] },
      { tag: 'h3', attributes: {}, children: [tt('c'), 'd'] },
    ]);
  });

  // Parsed again, `<pre>\n\nx` would lose a newline (the parser drops one after `<pre>`, and
  // no serializer writes it back): a tree written HTML builds as it is is not parsed again.
  it.each([
    ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
    ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
  ])('%s keeps the tree it parsed when written HTML builds it', (_, sanitizer) => {
    const pre = { tag: 'pre', attributes: {}, children: ['\nx'] };
    expect(sanitizer.sanitize('<pre>\n\nx</pre><table><tr><td>c</td></tr></table>')).toEqual([
      pre,
      table,
    ]);
    expect(sanitizer.sanitize('<h1><span><h2>\n</h2></span></h1><pre>\n\nx</pre>')).toEqual([
      {
        tag: 'h1',
        attributes: {},
        children: [
          {
            tag: 'span',
            attributes: {},
            children: [{ tag: 'h2', attributes: {}, children: ['\n'] }],
          },
        ],
      },
      pre,
    ]);
  });

  // Chromium keeps any element inside a <select>; parse5 and jsdom keep only its options. Kept
  // content would differ between the server's tree and the browser's (a hydration mismatch).
  it.each([
    ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
    ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
  ])('%s removes a <select> with its options', (_, sanitizer) => {
    const html =
      '<p>Pick<select name="size"><option>small</option><option>large</option></select>.</p>';
    expect(JSON.stringify(sanitizer.sanitize(html))).not.toMatch(/small|large|select|option/);
    expect(sanitizer.sanitize(html)).toEqual([{ tag: 'p', attributes: {}, children: ['Pick.'] }]);
  });

  // DOMPurify allows these, but no browser knows them, and React logs an error for each.
  const unknownTags = ['blink', 'content', 'decorator', 'element', 'shadow', 'spacer'];
  it.each([
    ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
    ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
  ])('%s removes elements no browser knows, and keeps their text', (_, sanitizer) => {
    for (const tag of unknownTags) {
      expect(sanitizer.sanitize(`<p>a<${tag}>b <i>c</i></${tag}>d</p>`)).toEqual([
        {
          tag: 'p',
          attributes: {},
          children: ['ab ', { tag: 'i', attributes: {}, children: ['c'] }, 'd'],
        },
      ]);
    }
  });

  it('renders no element React does not know, so it logs no error', () => {
    const consoleError = vi.spyOn(console, 'error');
    const body = renderBody(unknownTags.map((tag) => `<${tag}>${tag}</${tag}>`).join(' '));
    expect(body.textContent).toBe(unknownTags.join(' '));
    expect(body.children).toHaveLength(0);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('keeps the mutation-XSS <svg>/<style> payload inert', () => {
    const body = renderBody('<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">');
    expect(body.innerHTML).toBe('<p></p><img alt="" loading="lazy" decoding="async" src="1">"&gt;');
  });

  it('reports a window without a usable DOM as unsupported, and refuses to sanitize in it', () => {
    // DOMPurify then defines no API (not even addHook): building our sanitizer must not throw,
    // so ContentBody can read `supported` and render text.
    const noDom = {} as Parameters<typeof createSanitizer>[0];
    const sanitizer = createSanitizer(noDom);
    expect(sanitizer.supported).toBe(false);
    expect(() => sanitizer.sanitize('<p>x</p>')).toThrow(
      new Error('DOMPurify is not supported here'),
    );
  });
});
