import { QueryClient } from '@tanstack/react-query';
import { findVariants } from 'content-delivery-react';
import {
  createContentClient,
  type FetchFunction,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockDataset,
  createMockFetch,
} from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const brandId = 'acme';
const groupId = 'group-boots';
const variantsPath = `/api/content/brand-index/${brandId}/variants/${groupId}`;

/** The indexed fields of a mock item, as the proxy's index sends them. */
function indexed(language: string, group = groupId): IndexedContent {
  const { content: _content, ...item } = createMockContentItem({
    id: `${group}-${language}`,
    slug: `${group}-${language}`,
    language,
    translationGroupId: group,
    isSourceLanguageDocument: language === 'fr',
  });
  const { metaTitle, metaDescription, primaryKeyword, brief, internalTags, ...fields } = item;
  const {
    keywordSearchVolume,
    keywordDifficulty,
    gscClicks,
    gscPosition,
    gscImpressions,
    ...entry
  } = fields;
  return entry;
}

let proxy: LocalServer | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

/** A browser's client whose proxy is a local server answering with `handler`. */
async function clientOfProxy(handler: Parameters<typeof startLocalServer>[0]) {
  proxy = await startLocalServer(handler);
  const client = createContentClient({
    baseUrl: `${proxy.url}/api/content`,
    brandIndex: 'proxy',
    retry: 0,
  });
  expect(client.brandIndex).toBeUndefined();
  return { client, proxy };
}

describe("findVariants with brandIndex: 'proxy' (a browser's client)", () => {
  it('asks the proxy’s index once, and nothing else; versions of another group are left out', async () => {
    const versions = [
      indexed('fr'),
      indexed('de'),
      indexed('en'),
      // A confused proxy's answer: another group's items, one in a language the item lacks.
      indexed('en', 'another-group'),
      indexed('it', 'another-group'),
    ];
    const { client } = await clientOfProxy((req, res) => {
      if (req.url === variantsPath) {
        sendJson(res, 200, { page: 1, pageSize: 5, totalCount: 5, data: versions });
      } else {
        sendJson(res, 404, { title: 'Not Found', status: 404 });
      }
    });
    const item = indexed('en');

    const found = await findVariants(new QueryClient(), client, brandId, item);
    expect(found.map((version) => version.id)).toEqual(
      ['de', 'en', 'fr'].map((language) => `${groupId}-${language}`),
    );
    // The item stands for its own language.
    expect(found[1]).toBe(item);
    expect(proxy?.requests.map((request) => request.url)).toEqual([variantsPath]);
  });

  it('rejects with the proxy’s failure rather than searching the lists behind its back', async () => {
    const { client } = await clientOfProxy((_req, res) =>
      sendJson(res, 502, { title: 'Bad Gateway', status: 502 }),
    );
    await expect(
      findVariants(new QueryClient(), client, brandId, indexed('en')),
    ).rejects.toMatchObject({ status: 502 });
    expect(proxy?.requests).toHaveLength(1);
  });

  it('searches the lists when the proxy has no index answer (404)', async () => {
    const translations = Object.fromEntries(
      ['de', 'en', 'fr'].map((language) => [language, { name: language, description: null }]),
    );
    const items = ['de', 'en', 'fr'].map((language) =>
      createMockContentItem({
        id: `${groupId}-${language}`,
        language,
        translationGroupId: groupId,
        isSourceLanguageDocument: language === 'fr',
      }),
    );
    const service = createMockFetch({
      dataset: createMockDataset([
        createMockBrand({ id: brandId, categories: [createMockCategory({ translations })], items }),
      ]),
    });
    const asked: string[] = [];
    // The proxy forwards the service's endpoints; it has no brand index (its lookups are 404s).
    const fetch: FetchFunction = (input, init) => {
      const url = new URL(input);
      asked.push(url.pathname);
      if (url.pathname.startsWith('/api/content/brand-index/')) {
        return Promise.resolve(Response.json({ title: 'Not Found', status: 404 }, { status: 404 }));
      }
      return service(
        `https://cds.test${url.pathname.replace('/api/content', '')}${url.search}`,
        init,
      );
    };
    const client = createContentClient({
      baseUrl: 'https://proxy.test/api/content',
      brandIndex: 'proxy',
      fetch,
      retry: 0,
    });
    const found = await findVariants(new QueryClient(), client, brandId, indexed('en'));
    expect(found.map((version) => version.id)).toEqual(
      ['de', 'en', 'fr'].map((language) => `${groupId}-${language}`),
    );
    expect(asked.sort()).toEqual([
      `/api/content/api/v1/content/brands/${brandId}/categories`,
      `/api/content/api/v1/content/brands/${brandId}/lang/de`,
      `/api/content/api/v1/content/brands/${brandId}/lang/fr`,
      variantsPath,
    ]);
  });

  it('cancels the proxy request when the signal aborts', async () => {
    const closed = vi.fn();
    const { client } = await clientOfProxy((req) => {
      // Never answers: only the client's abort ends the exchange.
      req.on('close', closed);
    });
    const controller = new AbortController();
    const lookup = findVariants(new QueryClient(), client, brandId, indexed('en'), {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(proxy?.requests).toHaveLength(1), { timeout: 5000 });
    controller.abort();
    await expect(lookup).rejects.toMatchObject({ kind: 'aborted' });
    // The connection is closed by the client, not left open until the server gives up.
    await vi.waitFor(() => expect(closed).toHaveBeenCalled(), { timeout: 3000 });
  });
});
