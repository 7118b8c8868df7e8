// @vitest-environment jsdom
// `allowStyleAttributes`: inline styles are parsed to React style objects (parseStyle in
// src/html/attributes.ts), minus every value that can load or run something.
import { render } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import { createServerSanitizer } from 'content-delivery-react/server';
import type { CSSProperties } from 'react';
import { describe, expect, it } from 'vitest';
import { createSanitizer } from '../../src/html/createSanitizer.js';

describe('allowStyleAttributes', () => {
  /** The style objects a `<p>` component receives for one `<p style>` per value. */
  function stylesOf(values: readonly string[]): CSSProperties[] {
    const styles: CSSProperties[] = [];
    const P = ({ style }: { style?: CSSProperties }) => {
      styles.push(style ?? {});
      return null;
    };
    render(
      <ContentBody
        html={values.map((value) => `<p style='${value}'>x</p>`).join('')}
        policy={{ allowStyleAttributes: true }}
        components={{ p: P }}
      />,
    );
    return styles;
  }

  it('keeps no value that loads a URL (image-set, CSS escapes)', () => {
    // Chromium requested every one of these from evil.test while parseStyle only looked for a
    // literal `url(`: `image-set("…")` takes bare strings and `\75 rl(` is `url(`.
    const styles = stylesOf([
      'background-image:image-set("https://evil.test/1.png" 1x)',
      'background-image:-webkit-image-set("https://evil.test/2.png" 1x)',
      'background-image:\\75 rl(https://evil.test/3.png)',
      'list-style-image:image-set("https://evil.test/4.png" 1x)',
      'cursor:image-set("https://evil.test/5.png" 1x),auto',
    ]);
    expect(JSON.stringify(styles)).not.toContain('evil.test');
    // Each style had one declaration, and it was dropped.
    expect(styles).toEqual([{}, {}, {}, {}, {}]);
  });

  it('keeps no value that calls src() or element(), even with a space before the bracket', () => {
    const values = [
      'background-image:src("https://evil.test/6.png")',
      'background-image:src ("https://evil.test/7.png")',
      'background-image:-moz-element(#evil)',
      'background-image:element (#evil)',
    ];
    expect(stylesOf(values)).toEqual([{}, {}, {}, {}]);
  });

  it('keeps plain declarations, trimmed and camel-cased as React wants', () => {
    expect(stylesOf([' margin-top : 1px ;-webkit-line-clamp:2; COLOR: Red'])).toEqual([
      { marginTop: '1px', WebkitLineClamp: '2', color: 'Red' },
    ]);
  });

  it.each([
    ['the browser sanitizer', createSanitizer(window, { cacheSize: 0 })],
    ['the server sanitizer', createServerSanitizer({ cacheSize: 0 })],
  ])('lets only style through in %s: the other forbidden attributes stay out', (_, sanitizer) => {
    // `background` loads its URL (a tracking pixel) and `autofocus` moves focus into the
    // article: allowing styles must not allow them too.
    const html =
      '<table background="https://tracker.test/p.png"><tr><td style="color:red" autofocus>x</td></tr></table>' +
      '<p contenteditable ping="https://tracker.test/" style="margin:0">y</p>';
    const kept = JSON.stringify(sanitizer.sanitize(html, { allowStyleAttributes: true }));
    expect(kept).toContain('"style":"color:red"');
    expect(kept).toContain('"style":"margin:0"');
    expect(kept).not.toMatch(/background|autofocus|contenteditable|ping|tracker/);
  });

  it('drops custom properties and names that do not start with a letter', () => {
    expect(stylesOf(['--brand: red; 2color: blue; color: green'])).toEqual([{ color: 'green' }]);
  });
});
