import {
  type ContentApiError,
  type ContentClientOptions,
  createContentClient,
  type FetchFunction,
  findContentBySlug,
} from 'content-delivery-react/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupRoute } from '../../src/client/brandIndex/indexedLookup.js';
import { emptyPage } from '../helpers/localServer.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const baseUrl = 'https://cds.example.com';

describe('the brandIndex option', () => {
  it('gives a server client with an absolute base URL a brand index by default', () => {
    expect(createContentClient({ baseUrl }).brandIndex).toBeDefined();
    expect(createContentClient({ baseUrl, brandIndex: {} }).brandIndex).toBeDefined();
    expect(createContentClient({ baseUrl, brandIndex: false }).brandIndex).toBeUndefined();
  });

  it('gives none by default to a client with a relative base URL, but one when asked', () => {
    expect(createContentClient({ baseUrl: '/api/content' }).brandIndex).toBeUndefined();
    expect(
      createContentClient({ baseUrl: '/api/content', brandIndex: {} }).brandIndex,
    ).toBeDefined();
  });

  it('gives none by default on a page (where `document` exists)', () => {
    vi.stubGlobal('document', {});
    expect(createContentClient({ baseUrl }).brandIndex).toBeUndefined();
  });

  it.each([null, 'yes', true, 3])('refuses %j with its message and field', (brandIndex) => {
    let error: ContentApiError | undefined;
    try {
      createContentClient({ baseUrl, brandIndex } as unknown as ContentClientOptions);
    } catch (caught) {
      error = caught as ContentApiError;
    }
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'brandIndex' });
    expect(error?.message).toBe("brandIndex must be options, 'proxy' or false");
  });
});

describe("brandIndex: 'proxy'", () => {
  function proxyClient(answer: unknown) {
    const seen: { url: string; tags: string[] | undefined }[] = [];
    const fetch = vi.fn<FetchFunction>(async (url, init) => {
      seen.push({ url, tags: init.next?.tags });
      return Response.json(answer);
    });
    const client = createContentClient({ baseUrl: `${baseUrl}/proxy`, fetch, brandIndex: 'proxy' });
    return { client, seen };
  }

  it('asks the proxy for a slug, untagged, and answers null when it has no item', async () => {
    const { client, seen } = proxyClient(emptyPage);
    expect(client.brandIndex).toBeUndefined();
    await expect(
      findContentBySlug(client, 'acme', { slug: 'a b', lang: 'de' }),
    ).resolves.toBeNull();
    expect(seen).toEqual([
      { url: `${baseUrl}/proxy/brand-index/acme/slug/a%20b?lang=de`, tags: [] },
    ]);
  });

  it('asks the proxy for the language versions of a translation group', async () => {
    const { client, seen } = proxyClient(emptyPage);
    const route = lookupRoute(client, undefined);
    if (route.kind !== 'proxy') throw new Error(`expected the proxy route, got ${route.kind}`);
    await expect(route.lookups.variants('acme', 'g/1', {})).resolves.toEqual([]);
    expect(seen).toEqual([{ url: `${baseUrl}/proxy/brand-index/acme/variants/g%2F1`, tags: [] }]);
  });
});
