import { QueryClient } from '@tanstack/react-query';
import { contentBySlugQueryOptions } from 'content-delivery-react';
import {
  type ContentClientOptions,
  type ContentItem,
  createContentClient,
  getAllContentByLanguage,
} from 'content-delivery-react/client';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiKey, baseUrl, listeningMockServer } from './render.js';

// Node: where a slug lookup goes besides the cache. A browser client made with
// `brandIndex: 'proxy'` asks its proxy's index; a server client asks its own brand index.

const { server, requests } = listeningMockServer();
const brandId = 'acme-outdoor';
const slugPath = `${baseUrl}/brand-index/:brand/slug/:slug`;

const clientWith = (brandIndex: ContentClientOptions['brandIndex']) =>
  createContentClient({ baseUrl, apiKey, retry: 0, brandIndex });

/** The last English item of the demo brand (the one a search of the list reaches last). */
async function lastEnglishItem(): Promise<ContentItem> {
  const { items } = await getAllContentByLanguage(clientWith(false), brandId, 'en');
  const last = items.at(-1);
  if (last === undefined) throw new Error('no English items in the demo data');
  requests.length = 0;
  return last;
}

const lookup = (client: ReturnType<typeof clientWith>, slug: string) =>
  new QueryClient().fetchQuery(contentBySlugQueryOptions(client, { brandId, slug, lang: 'en' }));

describe("a slug lookup with brandIndex: 'proxy'", () => {
  it('asks the proxy’s index once, and nothing else', async () => {
    const item = await lastEnglishItem();
    server.use(
      http.get(slugPath, () =>
        HttpResponse.json({ page: 1, pageSize: 1, totalCount: 1, data: [item] }),
      ),
    );
    expect(await lookup(clientWith('proxy'), item.slug)).toEqual(item);
    expect(requests).toEqual([`/brand-index/acme-outdoor/slug/${item.slug}?lang=en`]);
  });

  it('searches the lists when the proxy has no index answer (404)', async () => {
    const item = await lastEnglishItem();
    server.use(
      http.get(slugPath, () =>
        HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 }),
      ),
    );
    expect(await lookup(clientWith('proxy'), item.slug)).toEqual(item);
    expect(requests[0]).toBe(`/brand-index/acme-outdoor/slug/${item.slug}?lang=en`);
    expect(requests[1]).toBe('/acme-outdoor/lang/en?page=1&pageSize=100');
  });

  it('rejects with the proxy’s failure rather than searching the lists behind its back', async () => {
    server.use(
      http.get(slugPath, () =>
        HttpResponse.json({ title: 'Bad Gateway', status: 502 }, { status: 502 }),
      ),
    );
    await expect(lookup(clientWith('proxy'), 'any-slug')).rejects.toMatchObject({ status: 502 });
    expect(requests).toEqual(['/brand-index/acme-outdoor/slug/any-slug?lang=en']);
  });

  it('aborts the proxy request when the query is cancelled', async () => {
    let aborted = false;
    server.use(
      http.get(slugPath, async ({ request }) => {
        // Answers only once aborted: no real time passes.
        await new Promise((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve(undefined);
          });
        });
        return HttpResponse.json({ page: 1, pageSize: 1, totalCount: 0, data: [] });
      }),
    );
    const queryClient = new QueryClient();
    const options = contentBySlugQueryOptions(clientWith('proxy'), { brandId, slug: 'slow' });
    const pending = queryClient.fetchQuery(options);
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await expect(pending).rejects.toBeDefined();
    await expect.poll(() => aborted, { timeout: 5000 }).toBe(true);
  });
});

describe('a slug lookup with a brand index (a server)', () => {
  it('finds the item through the index, never searching the language list', async () => {
    const item = await lastEnglishItem();
    expect(await lookup(clientWith({}), item.slug)).toEqual(item);
    expect(requests[0]).toBe('/acme-outdoor/categories');
    expect(requests.some((path) => path.includes('/lang/'))).toBe(false);
  });

  it('searches the lists when the index cannot say (a brand over its maxItems)', async () => {
    const item = await lastEnglishItem();
    expect(await lookup(clientWith({ maxItems: 10 }), item.slug)).toEqual(item);
    expect(requests).toContain('/acme-outdoor/lang/en?page=1&pageSize=100');
  });
});
