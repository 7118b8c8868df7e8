// @vitest-environment jsdom
// `allowStyleAttributes`: inline styles are parsed to React style objects (parseStyle in
// src/html/attributes.ts), minus every value that can load or run something.
import { render } from '@testing-library/react';
import { ContentBody } from 'content-delivery-react';
import type { CSSProperties, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

describe('allowStyleAttributes', () => {
  it('keeps no value that loads a URL (image-set, CSS escapes)', () => {
    // Chromium requested every one of these from evil.test while parseStyle only looked for a
    // literal `url(`: `image-set("…")` takes bare strings and `\75 rl(` is `url(`.
    const styles: CSSProperties[] = [];
    const P = ({ style, children }: { style?: CSSProperties; children?: ReactNode }) => {
      if (style) styles.push(style);
      return <p>{children}</p>;
    };
    const values = [
      'background-image:image-set("https://evil.test/1.png" 1x)',
      'background-image:-webkit-image-set("https://evil.test/2.png" 1x)',
      'background-image:\\75 rl(https://evil.test/3.png)',
      'list-style-image:image-set("https://evil.test/4.png" 1x)',
      'cursor:image-set("https://evil.test/5.png" 1x),auto',
    ];
    render(
      <ContentBody
        html={values.map((value) => `<p style='${value}'>x</p>`).join('')}
        policy={{ allowStyleAttributes: true }}
        components={{ p: P }}
      />,
    );
    expect(styles).toHaveLength(values.length);
    expect(JSON.stringify(styles)).not.toContain('evil.test');
    // Each style had one declaration, and it was dropped.
    expect(styles).toEqual([{}, {}, {}, {}, {}]);
  });
});
