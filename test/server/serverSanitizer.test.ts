import { createServerSanitizer, type ServerWindow } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';

// The heap over thousands of articles is measured by `npm run bench` (bench/server.mjs): here,
// the behaviour that keeps it bounded, which takes milliseconds.

describe('createServerSanitizer', () => {
  it('recycles its window every recycleAfter documents and closes the old ones', () => {
    const windows: { closed: boolean }[] = [];
    const createWindow = (): ServerWindow => {
      const dom = new JSDOM('');
      const created = { closed: false };
      windows.push(created);
      return {
        window: dom.window,
        close: () => {
          expect(created.closed).toBe(false);
          created.closed = true;
          dom.window.close();
        },
      };
    };
    const sanitizer = createServerSanitizer({ recycleAfter: 3, createWindow });
    // The first window is made at once, to learn whether DOMPurify works in it.
    expect(sanitizer.stats.windows).toBe(1);
    for (let n = 0; n < 10; n++) {
      expect(sanitizer.sanitize(`<p id="x${n}">${n}<script>alert(1)</script></p>`)).toEqual([
        { tag: 'p', attributes: { id: `user-content-x${n}` }, children: [`${n}`] },
      ]);
    }
    // Documents 1-3, 4-6 and 7-9 in the first three windows, the tenth in a fourth.
    expect(sanitizer.stats).toEqual({ windows: 4, sanitized: 10, cacheHits: 0 });
    expect(windows.map(({ closed }) => closed)).toEqual([true, true, true, false]);
    // Answers from the cache use no window.
    sanitizer.sanitize('<p id="x0">0<script>alert(1)</script></p>');
    expect(sanitizer.stats).toEqual({ windows: 4, sanitized: 10, cacheHits: 1 });
  });

  it('serves a repeated article from its bounded cache', () => {
    const sanitizer = createServerSanitizer({ cacheSize: 2 });
    const first = sanitizer.sanitize('<p>a</p>');
    expect(sanitizer.sanitize('<p>a</p>')).toBe(first);
    sanitizer.sanitize('<p>b</p>');
    sanitizer.sanitize('<p>c</p>');
    expect(sanitizer.sanitize('<p>a</p>')).not.toBe(first);
    expect(sanitizer.stats).toEqual({ windows: 1, sanitized: 4, cacheHits: 1 });
  });
});
