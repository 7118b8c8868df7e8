import {
  contentCacheTags,
  createContentClient,
  type FetchFunction,
} from 'content-delivery-react/client';
import { describe, expect, it, vi } from 'vitest';
import { emptyPage } from '../helpers/localServer.js';

/** A client whose fake fetch records the `next.tags` of each request. */
function taggingClient() {
  const tags: (string[] | undefined)[] = [];
  const fetch = vi.fn<FetchFunction>(async (url, init) => {
    tags.push(init.next?.tags);
    return Response.json(url.endsWith('/categories') ? [] : emptyPage);
  });
  return { client: createContentClient({ baseUrl: 'https://cds.example.com', fetch }), tags };
}

describe('the cache tags of each request', () => {
  it('are all, the brand and the endpoint, with no key for categories', async () => {
    const { client, tags } = taggingClient();
    await client.getCategories('acme');
    expect(tags).toEqual([['cds', 'cds:acme', 'cds:acme:categories']]);
    expect(tags[0]).toEqual([
      contentCacheTags.all,
      contentCacheTags.brand('acme'),
      contentCacheTags.categories('acme'),
    ]);
  });

  it('name the key of a list, percent-encoded', async () => {
    const { client, tags } = taggingClient();
    await client.getContentByTag('ac:me', 'a/b c');
    await client.getContentByCategory('acme', 'news');
    await client.getContentByLanguage('acme', 'de');
    expect(tags).toEqual([
      ['cds', 'cds:ac%3Ame', 'cds:ac%3Ame:tag:a%2Fb%20c'],
      ['cds', 'cds:acme', contentCacheTags.category('acme', 'news')],
      ['cds', 'cds:acme', contentCacheTags.language('acme', 'de')],
    ]);
    expect(tags[0]?.[2]).toBe(contentCacheTags.tag('ac:me', 'a/b c'));
  });
});
