// @vitest-environment jsdom
import {
  contentByLanguageQueryOptions,
  contentBySlugQueryOptions,
  contentKeys,
  infiniteContentByTagQueryOptions,
} from 'content-delivery-react';
import type { ContentItem } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import { listeningMockServer, newClient, newQueryClient } from './render.js';

// A slug lookup first reads the brand's cached list pages (an article opened from a list costs
// no request); what it must not read there is anything but the brand's service pages.

const { requests } = listeningMockServer();
const brandId = 'acme-outdoor';

/** The first page of a language of a brand, cached in `queryClient`, and its items. */
async function cacheLanguagePage(
  queryClient: ReturnType<typeof newQueryClient>,
  client: ReturnType<typeof newClient>,
  lang: string,
  brand = brandId,
): Promise<ContentItem[]> {
  const page = await queryClient.fetchQuery(
    contentByLanguageQueryOptions(client, { brandId: brand, lang, pageSize: 5 }),
  );
  return page.data;
}

function lookup(client: ReturnType<typeof newClient>, slug: string, lang?: string) {
  return contentBySlugQueryOptions(client, { brandId, slug, lang });
}

describe('contentBySlugQueryOptions reading the cache', () => {
  it('without lang, takes an item of any language from a cached list, with no request', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const [german] = await cacheLanguagePage(queryClient, client, 'de');
    if (german === undefined) throw new Error('no German items in the demo data');
    requests.length = 0;
    expect(await queryClient.fetchQuery(lookup(client, german.slug))).toEqual(german);
    expect(requests).toEqual([]);
  });

  it('reads the pages of a cached infinite list', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const pages = await queryClient.fetchInfiniteQuery(
      infiniteContentByTagQueryOptions(client, { brandId, tag: 'gear', pageSize: 4 }),
    );
    const shown = pages.pages[0]?.data[2];
    if (shown === undefined) throw new Error('no gear items in the demo data');
    requests.length = 0;
    expect(await queryClient.fetchQuery(lookup(client, shown.slug, shown.language))).toEqual(shown);
    expect(requests).toEqual([]);
  });

  it('passes over what an app keeps under the list keys, and still finds the item', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const lists = contentKeys.lists(client, brandId);
    // Cached before the real page, so the lookup meets them first.
    queryClient.setQueryData([...lists, 'app', 'nothing'], null);
    queryClient.setQueryData([...lists, 'app', 'count'], { pages: 3 });
    queryClient.setQueryData([...lists, 'app', 'holes'], { data: [null] });
    queryClient.setQueryData([...lists, 'app', null], { data: [] });
    const [german] = await cacheLanguagePage(queryClient, client, 'de');
    if (german === undefined) throw new Error('no German items in the demo data');
    requests.length = 0;
    expect(await queryClient.fetchQuery(lookup(client, german.slug, 'de'))).toEqual(german);
    expect(requests).toEqual([]);
  });

  it('does not take a bodiless item from a page of a translated list, but reads it fresh', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const [german] = await cacheLanguagePage(queryClient, client, 'de');
    if (german === undefined) throw new Error('no German items in the demo data');
    queryClient.clear();
    // A page of a translated list as a server's brand index gives it: indexed fields, no body.
    const { content: _body, internalTags: _internal, ...indexed } = german;
    queryClient.setQueryData(
      [
        ...contentKeys.list(client, brandId, 'category', german.categoryId),
        'page',
        { page: 1, pageSize: 10, preferredLanguages: ['de'], maxItems: 1000 },
      ],
      { page: 1, pageSize: 10, totalCount: 1, data: [indexed] },
    );
    requests.length = 0;
    const found = await queryClient.fetchQuery(lookup(client, german.slug, 'de'));
    expect(found).toEqual(german);
    expect(found?.content).toBe(german.content);
    expect(requests.length).toBeGreaterThan(0);
  });

  it('does not take an item from another brand’s cached list', async () => {
    const client = newClient();
    const queryClient = newQueryClient();
    const [other] = await cacheLanguagePage(queryClient, client, 'en', 'globex-finance');
    if (other === undefined) throw new Error('no English items for globex-finance');
    requests.length = 0;
    expect(await queryClient.fetchQuery(lookup(client, other.slug, 'en'))).toBeNull();
    expect(requests[0]).toBe('/acme-outdoor/lang/en?page=1&pageSize=100');
  });
});
