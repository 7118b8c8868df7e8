// Whether the default server sanitizer recycles its jsdom window depends on the installed
// jsdom's major: jsdom 30 and later keep a flat heap on one window (measured by
// `npm run bench`, bench/server.mjs); older or unreadable versions keep the bound of a fresh
// window every 100 articles. The reported major is replaced here to pin both sides.
import { createRequire } from 'node:module';
import { createServerSanitizer, type ServerSanitizer } from 'content-delivery-react/server';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsdomMajorVersion } from '../../src/server/loadJsdom.js';

vi.mock('../../src/server/loadJsdom.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/server/loadJsdom.js')>();
  return { ...actual, jsdomMajorVersion: vi.fn(actual.jsdomMajorVersion) };
});

afterEach(() => {
  vi.mocked(jsdomMajorVersion).mockClear();
});

/** A distinct small article with ids, as each new page of a site would bring. */
const article = (n: number) =>
  `<article id="a${n}"><h2 id="h${n}">Title ${n}</h2><p id="p${n}">Body ${n}</p></article>`;

function sanitizeArticles(sanitizer: ServerSanitizer, count: number) {
  for (let n = 0; n < count; n++) {
    const [root] = sanitizer.sanitize(article(n));
    expect(root).toMatchObject({ tag: 'article', attributes: { id: `user-content-a${n}` } });
  }
}

describe('createServerSanitizer window recycling by jsdom version', () => {
  it('keeps one window for 250 articles on the jsdom installed here (30 or later)', () => {
    const installed: { version: string } = createRequire(import.meta.url)('jsdom/package.json');
    expect(jsdomMajorVersion()).toBe(Number.parseInt(installed.version, 10));
    expect(jsdomMajorVersion()).toBeGreaterThanOrEqual(30);
    const sanitizer = createServerSanitizer({ cacheSize: 0 });
    sanitizeArticles(sanitizer, 250);
    expect(sanitizer.stats).toEqual({ windows: 1, sanitized: 250, cacheHits: 0 });
  });

  it('keeps one window on jsdom 30, the first major measured flat', () => {
    vi.mocked(jsdomMajorVersion).mockReturnValueOnce(30);
    const sanitizer = createServerSanitizer({ cacheSize: 0 });
    sanitizeArticles(sanitizer, 250);
    expect(sanitizer.stats).toEqual({ windows: 1, sanitized: 250, cacheHits: 0 });
  });

  it('recycles every 100 articles on jsdom 29', () => {
    vi.mocked(jsdomMajorVersion).mockReturnValueOnce(29);
    const sanitizer = createServerSanitizer({ cacheSize: 0 });
    sanitizeArticles(sanitizer, 250);
    // Articles 1-100, 101-200 and 201-250.
    expect(sanitizer.stats).toEqual({ windows: 3, sanitized: 250, cacheHits: 0 });
  });

  it('recycles every 100 articles when the jsdom version cannot be read', () => {
    vi.mocked(jsdomMajorVersion).mockReturnValueOnce(undefined);
    const sanitizer = createServerSanitizer({ cacheSize: 0 });
    sanitizeArticles(sanitizer, 250);
    expect(sanitizer.stats).toEqual({ windows: 3, sanitized: 250, cacheHits: 0 });
  });

  it('recycles every 100 articles in a window of your own (createWindow) on any jsdom', () => {
    const createWindow = () => {
      const dom = new JSDOM('');
      return { window: dom.window, close: () => dom.window.close() };
    };
    const sanitizer = createServerSanitizer({ cacheSize: 0, createWindow });
    sanitizeArticles(sanitizer, 250);
    expect(sanitizer.stats.windows).toBe(3);
  });

  it('an explicit recycleAfter wins on any version', () => {
    const sanitizer = createServerSanitizer({ cacheSize: 0, recycleAfter: 100 });
    sanitizeArticles(sanitizer, 250);
    expect(sanitizer.stats.windows).toBe(3);
    // The version is only read to choose the default.
    expect(jsdomMajorVersion).not.toHaveBeenCalled();
  });
});
