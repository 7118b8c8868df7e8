import { runInNewContext } from 'node:vm';
import {
  ContentApiError,
  createContentClient,
  isContentApiError,
} from 'content-delivery-react/client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failureOf } from '../helpers/localServer.js';

const baseUrl = 'https://cds.test';
const tagUrl = `${baseUrl}/api/v1/content/brands/acme/tag/seo`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createContentClient({ baseUrl, retry: 0 });

const forbidden = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  title: 'Forbidden brand',
  status: 403,
  detail: 'The key has no access to brand acme.',
  instance: '/api/v1/content/brands/acme/tag/seo',
  traceId: '00-abc-01',
};

describe('problem details', () => {
  it.each([
    'application/problem+json',
    'application/json',
    'text/json',
    'text/plain',
    'text/plain; charset=utf-8',
  ])('parses problem details served as %s', async (contentType) => {
    server.use(
      http.get(
        tagUrl,
        () =>
          new HttpResponse(JSON.stringify(forbidden), {
            status: 403,
            statusText: 'Forbidden',
            headers: { 'content-type': contentType },
          }),
      ),
    );
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error).toBeInstanceOf(ContentApiError);
    expect(error).toMatchObject({ kind: 'http', status: 403, method: 'GET', url: tagUrl });
    expect(error.problem).toEqual({
      type: forbidden.type,
      title: 'Forbidden brand',
      status: 403,
      detail: 'The key has no access to brand acme.',
      instance: forbidden.instance,
      extensions: { traceId: '00-abc-01' },
    });
    expect(error.message).toBe(
      `GET ${tagUrl} failed: 403 Forbidden (Forbidden brand: The key has no access to brand acme.)`,
    );
  });

  it('reads a problem status written as a string', async () => {
    server.use(
      http.get(tagUrl, () => HttpResponse.json({ title: 'Gone', status: '410' }, { status: 410 })),
    );
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error.problem?.status).toBe(410);
  });

  it('tolerates problem members of the wrong type instead of hiding the HTTP error', async () => {
    server.use(
      http.get(tagUrl, () =>
        HttpResponse.json({ title: 42, status: 'teapot', detail: 'Nope' }, { status: 400 }),
      ),
    );
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error).toMatchObject({ kind: 'http', status: 400 });
    expect(error.problem).toMatchObject({ title: null, status: null, detail: 'Nope' });
  });

  it('has no problem for a plain-text error body', async () => {
    server.use(http.get(tagUrl, () => HttpResponse.text('Unauthorized', { status: 401 })));
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error).toMatchObject({ kind: 'http', status: 401, problem: undefined });
    expect(error.message).toBe(`GET ${tagUrl} failed: 401 Unauthorized`);
  });

  it.each(['null', '[{"title":"Forbidden"}]', '"Forbidden"', '42'])(
    'has no problem for a JSON error body that is not an object: %s',
    async (body) => {
      server.use(
        http.get(tagUrl, () =>
          HttpResponse.text(body, { status: 403, headers: { 'content-type': 'application/json' } }),
        ),
      );
      const error = await failureOf(client.getContentByTag('acme', 'seo'));
      expect(error).toMatchObject({ kind: 'http', status: 403, problem: undefined });
      expect(error.message).toBe(`GET ${tagUrl} failed: 403 Forbidden`);
    },
  );

  it('clips a huge problem detail in the message but keeps it whole in problem', async () => {
    const detail = 'x'.repeat(10_000);
    server.use(http.get(tagUrl, () => HttpResponse.json({ detail }, { status: 400 })));
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error.message).toBe(`GET ${tagUrl} failed: 400 Bad Request (${'x'.repeat(300)}…)`);
    expect(error.problem?.detail).toBe(detail);
  });

  it('keeps the error serialisable when the problem is nested 100 000 levels deep', async () => {
    server.use(
      http.get(
        tagUrl,
        () =>
          new HttpResponse(`{"title":"t","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`, {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    expect(error.status).toBe(400);
    expect(() => JSON.stringify(error)).not.toThrow();
  });
});

describe('ContentApiError', () => {
  it('serialises to plain JSON with every detail', async () => {
    server.use(http.get(tagUrl, () => HttpResponse.json(forbidden, { status: 403 })));
    const error = await failureOf(client.getContentByTag('acme', 'seo'));
    const json = JSON.parse(JSON.stringify(error));
    expect(json).toMatchObject({
      name: 'ContentApiError',
      kind: 'http',
      status: 403,
      url: tagUrl,
      attempts: 1,
      problem: { title: 'Forbidden brand' },
    });
    expect(error.stack).toMatch(/^ContentApiError: GET/);
  });

  it('is recognised by isContentApiError, also from another realm', () => {
    const local = new ContentApiError('x', { kind: 'network' });
    expect(isContentApiError(local)).toBe(true);
    const foreign = runInNewContext(
      'const e = new Error("x"); e.name = "ContentApiError"; e.kind = "timeout"; e',
    );
    expect(foreign instanceof ContentApiError).toBe(false);
    expect(isContentApiError(foreign)).toBe(true);
    expect(isContentApiError(new Error('x'))).toBe(false);
    expect(isContentApiError({ name: 'ContentApiError', kind: 'other' })).toBe(false);
    expect(isContentApiError(null)).toBe(false);
  });

  it('is what every failure rejects with, never anything else', async () => {
    const throwingFetch = () => {
      throw new RangeError('synchronous explosion');
    };
    const broken = createContentClient({ baseUrl, fetch: throwingFetch, retry: 0 });
    const error = await failureOf(broken.getCategories('acme'));
    expect(isContentApiError(error)).toBe(true);
    expect(error.kind).toBe('network');
    const notAResponse = createContentClient({
      baseUrl,
      fetch: async () => ({}) as Response,
      retry: 0,
    });
    await expect(notAResponse.getCategories('acme')).rejects.toBeInstanceOf(ContentApiError);
  });

  it('reports a network-error Response (status 0) as kind network', async () => {
    const client = createContentClient({
      baseUrl: 'https://cds.test',
      fetch: async () => Response.error(),
      retry: 0,
    });
    await expect(client.getCategories('acme')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('ContentApiError itself', () => {
  it('has no cause unless given one', () => {
    const error = new ContentApiError('m', { kind: 'http' });
    expect('cause' in error).toBe(false);
    const reason = new Error('inner');
    expect(new ContentApiError('m', { kind: 'network', cause: reason }).cause).toBe(reason);
  });

  it('has a name that code may rename, like any Error', () => {
    expect(Object.getOwnPropertyDescriptor(ContentApiError.prototype, 'name')).toEqual({
      ...Object.getOwnPropertyDescriptor(Error.prototype, 'name'),
      value: 'ContentApiError',
    });
    const error = new ContentApiError('m', { kind: 'http' });
    Object.assign(error, { name: 'RenamedError' });
    expect(error.name).toBe('RenamedError');
    // Still recognised: an instance counts whatever its name.
    expect(isContentApiError(error)).toBe(true);
  });

  it('recognises a look-alike only by its name and kind', () => {
    expect(isContentApiError({ name: 'ContentApiError', kind: 'http' })).toBe(true);
    expect(isContentApiError({ name: 'OtherError', kind: 'http' })).toBe(false);
  });
});
