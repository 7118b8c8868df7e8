// @vitest-environment jsdom
// What the private DOMPurify instance and its configuration (src/html/createSanitizer.ts) let
// through, read from the DOM ContentBody renders.
import { render } from '@testing-library/react';
import { ContentBody, createSanitizer, type SanitizePolicy } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { describe, expect, it } from 'vitest';

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
