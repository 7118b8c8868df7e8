import { ContentApiError, createContentClient } from 'content-delivery-react/client';
import { describe, expect, it, vi } from 'vitest';

function client(baseUrl = 'https://cds.example.com') {
  const fetch = vi.fn(async () => new Response('[]'));
  return { client: createContentClient({ baseUrl, fetch }), fetch };
}

describe('buildUrl', () => {
  it('builds the exact paths of the spec', () => {
    const { client: c } = client();
    expect(c.buildUrl.categories('acme')).toBe(
      'https://cds.example.com/api/v1/content/brands/acme/categories',
    );
    expect(c.buildUrl.contentByCategory('acme', 'news')).toBe(
      'https://cds.example.com/api/v1/content/brands/acme/category/news',
    );
    expect(c.buildUrl.contentByLanguage('acme', 'de')).toBe(
      'https://cds.example.com/api/v1/content/brands/acme/lang/de',
    );
    expect(c.buildUrl.contentByTag('acme', 'seo')).toBe(
      'https://cds.example.com/api/v1/content/brands/acme/tag/seo',
    );
  });

  it('keeps a path prefix and drops trailing slashes of the base URL', () => {
    const { client: c } = client('https://example.com/cds/');
    expect(c.baseUrl).toBe('https://example.com/cds');
    expect(c.buildUrl.categories('acme')).toBe(
      'https://example.com/cds/api/v1/content/brands/acme/categories',
    );
  });

  it('percent-encodes every path parameter as one segment', () => {
    const { client: c } = client();
    const url = c.buildUrl.contentByTag('a/b', 'x y?z#w&v/ü☃');
    expect(url).toBe(
      'https://cds.example.com/api/v1/content/brands/a%2Fb/tag/x%20y%3Fz%23w%26v%2F%C3%BC%E2%98%83',
    );
    const parsed = new URL(url);
    expect(parsed.search).toBe('');
    expect(parsed.hash).toBe('');
    expect(parsed.pathname.split('/')).toHaveLength(8);
  });

  it('sends page and pageSize when given and omits them when not', () => {
    const { client: c } = client();
    expect(c.buildUrl.contentByLanguage('acme', 'en', { page: 2, pageSize: 25 })).toMatch(
      /\/lang\/en\?page=2&pageSize=25$/,
    );
    expect(c.buildUrl.contentByLanguage('acme', 'en', { pageSize: 5 })).toMatch(/\?pageSize=5$/);
    expect(c.buildUrl.contentByLanguage('acme', 'en', {})).toMatch(/\/lang\/en$/);
    expect(c.buildUrl.contentByCategory('acme', 'n', { page: -1 })).toMatch(/\?page=-1$/);
  });

  it.each([
    ['', 'empty'],
    ['.', '"."'],
    ['..', '".."'],
  ])('refuses the identifier %j before any request', async (value, shown) => {
    const { client: c, fetch } = client();
    for (const call of [
      () => c.getCategories(value),
      () => c.getContentByCategory('acme', value),
      () => c.getContentByLanguage('acme', value),
      () => c.getContentByTag('acme', value),
      () => c.getContentByTag(value, 'seo'),
    ]) {
      const error = await call().then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ContentApiError);
      expect((error as ContentApiError).kind).toBe('invalid-request');
      expect((error as ContentApiError).message).toContain(shown);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    [1.5, 'page'],
    [Number.NaN, 'page'],
    [2 ** 31, 'page'],
    [-(2 ** 31) - 1, 'page'],
    ['2', 'page'],
    [Number.POSITIVE_INFINITY, 'pageSize'],
  ])('refuses %s as %s before sending', async (value, name) => {
    const { client: c, fetch } = client();
    await expect(
      c.getContentByTag('acme', 'seo', { [name]: value as number }),
    ).rejects.toMatchObject({ kind: 'invalid-request', field: name });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a page that is no number at all with the exact message', async () => {
    const { client: c, fetch } = client();
    for (const page of [1n, Symbol('page')]) {
      const error = await c
        .getContentByTag('acme', 'seo', { page: page as unknown as number })
        .then(
          () => undefined,
          (reason: unknown) => reason as ContentApiError,
        );
      expect(error).toBeInstanceOf(ContentApiError);
      expect(error).toMatchObject({ kind: 'invalid-request', field: 'page' });
      expect(error?.message).toBe('page must be an int32');
    }
    expect(() => c.buildUrl.contentByTag('acme', 'seo', { pageSize: 0.5 })).toThrow(
      /^pageSize must be an int32$/,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts the int32 bounds', () => {
    const { client: c } = client();
    expect(c.buildUrl.contentByTag('a', 't', { page: 2147483647, pageSize: -2147483648 })).toMatch(
      /\?page=2147483647&pageSize=-2147483648$/,
    );
  });

  it('refuses identifiers that are not strings or cannot be encoded', async () => {
    const { client: c } = client();
    await expect(c.getCategories(42 as unknown as string)).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'brandId',
    });
    await expect(c.getContentByTag('acme', '\ud800')).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'tag',
    });
  });
});

describe('createContentClient options', () => {
  it.each([
    ['cds.example.com', /absolute/],
    ['ftp://cds.example.com', /http/],
    ['https://user:pw@cds.example.com', /credentials/],
    ['https://cds.example.com/?key=1', /query/],
    ['https://cds.example.com/#x', /fragment/],
    // Not a URL at all (and no path either), though `http://page.invalid` + it would parse.
    ['http://[', /absolute http\(s\) URL or a plain path/],
  ])('refuses baseUrl %s', (baseUrl, message) => {
    expect(() => createContentClient({ baseUrl })).toThrow(message);
  });

  it('refuses an API key that cannot be a header value, without quoting it', () => {
    for (const apiKey of ['', 'abc\ndef', ' padded', 'ключ']) {
      let error: unknown;
      try {
        createContentClient({ baseUrl: 'https://x.test', apiKey });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ContentApiError);
      if (apiKey !== '') expect(String((error as Error).message)).not.toContain(apiKey);
    }
  });

  it('refuses nonsense timeouts and retry counts', () => {
    expect(() => createContentClient({ baseUrl: 'https://x.test', timeoutMs: -1 })).toThrow(
      /timeoutMs/,
    );
    expect(() => createContentClient({ baseUrl: 'https://x.test', retry: 1.5 })).toThrow(/retry/);
    expect(() => createContentClient({ baseUrl: 'https://x.test', retry: -1 })).toThrow(/retry/);
  });
});
