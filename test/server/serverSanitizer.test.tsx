import { ContentBody } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

// The heap over thousands of articles is measured by `npm run bench` (bench/server.mjs): here,
// what a server sees of the sanitizer's cache.

describe('createServerSanitizer', () => {
  it('serves a repeated article from its bounded cache', () => {
    const sanitizer = createServerSanitizer({ cacheSize: 2 });
    const first = sanitizer.sanitize('<p>a</p>');
    expect(sanitizer.sanitize('<p>a</p>')).toBe(first);
    sanitizer.sanitize('<p>b</p>');
    sanitizer.sanitize('<p>c</p>');
    expect(sanitizer.sanitize('<p>a</p>')).not.toBe(first);
    expect(sanitizer.stats).toEqual({ sanitized: 4, cacheHits: 1 });
  });

  it('sanitizes each of thousands of distinct articles on its own, with no state between them', () => {
    const sanitizer = createServerSanitizer({ cacheSize: 0 });
    for (let n = 0; n < 2_000; n++) {
      expect(sanitizer.sanitize(`<p id="x${n}">${n}<script>alert(1)</script></p>`)).toEqual([
        { tag: 'p', attributes: { id: `user-content-x${n}` }, children: [`${n}`] },
      ]);
    }
    expect(sanitizer.stats).toEqual({ sanitized: 2_000, cacheHits: 0 });
  });

  it("renders a menuitem's text without the element: React throws on one with children", () => {
    const html = renderToString(
      <ContentBody html="<p>a<menuitem>menu <b>item</b></menuitem>b</p>" />,
    );
    expect(html).toContain('<p>amenu <b>item</b>b</p>');
  });

  // As the browser's sanitizer (test/html/sanitizer.test.tsx): parsed as the `<!doctype html>`
  // page parses it, or the server's HTML and the page's tree differ (a hydration mismatch).
  it('parses as a standards-mode page does: a table closes the paragraph before it', () => {
    const html = '<p>Intro<table><tbody><tr><td>cell</td></tr></tbody></table>';
    expect(
      createServerSanitizer()
        .sanitize(html)
        .map((node) => (typeof node === 'string' ? node : node.tag)),
    ).toEqual(['p', 'table']);
    expect(renderToString(<ContentBody html={html} />)).toContain(
      '<p>Intro</p><table><tbody><tr><td>cell</td></tr></tbody></table>',
    );
  });

  it('needs no DOM: no window or document exists in this process', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(typeof globalThis.document).toBe('undefined');
    expect(createServerSanitizer().sanitize('<h2 onclick="x()">T</h2><a href="/a">a</a>')).toEqual([
      { tag: 'h2', attributes: {}, children: ['T'] },
      { tag: 'a', attributes: { href: '/a' }, children: ['a'] },
    ]);
  });
});
