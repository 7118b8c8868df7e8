import {
  createContentClient,
  getAllContentByTag,
  isContentApiError,
} from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { emptyPage, failureOf } from '../helpers/localServer.js';

// The per-call options (`signal`, `headers`, `fetchOptions`, paging) of every endpoint method.
describe('per-call options', () => {
  const fetch = async () => new Response(JSON.stringify(emptyPage));
  const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });

  it.each([
    ['a per-call header value that is not a ByteString', { headers: { 'x-trace': 'ключ' } }],
    ['a signal that is not an AbortSignal', { signal: {} as AbortSignal }],
  ])('refuses %s with kind invalid-request', async (_name, options) => {
    const error = await failureOf(client.getContentByTag('acme', 'seo', options));
    expect(isContentApiError(error)).toBe(true);
    expect(error.kind).toBe('invalid-request');
  });

  it('treats null options like undefined, as getCategories does', async () => {
    const none = null as unknown as undefined;
    await expect(client.getCategories('acme', none)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    await expect(client.getContentByTag('acme', 'seo', none)).resolves.toMatchObject({ page: 1 });
    await expect(getAllContentByTag(client, 'acme', 'seo', none)).resolves.toMatchObject({
      pages: 1,
    });
  });
});
