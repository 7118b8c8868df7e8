// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import {
  ContentDeliveryProvider,
  LanguageSwitcher,
  useContentVariants,
} from 'content-delivery-react';
import { createContentClient, type IndexedContent } from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const brandId = 'acme-outdoor';
const group = 'group-oldest';
const variantsPath = `/api/content/brand-index/${brandId}/variants/${group}`;
const categoriesPath = `/api/content/api/v1/content/brands/${brandId}/categories`;

/** The indexed fields of a version, as the proxy's index sends them (no body). */
function version(language: string): IndexedContent {
  const {
    id,
    slug,
    translationGroupId,
    isSourceLanguageDocument,
    title,
    description,
    categoryId,
    category,
    tags,
    status,
    publishedDate,
    createdAt,
    updatedAt,
    imageUrl,
  } = createMockContentItem({
    id: `${group}-${language}`,
    slug: `${language}-oldest`,
    language,
    translationGroupId: group,
    isSourceLanguageDocument: language === 'de',
  });
  return {
    id,
    slug,
    language,
    translationGroupId,
    isSourceLanguageDocument,
    title,
    description,
    categoryId,
    category,
    tags,
    status,
    publishedDate,
    createdAt,
    updatedAt,
    imageUrl,
  };
}

let proxy: LocalServer | undefined;
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});

/** The app's proxy: its index answers the group's versions; the categories come from the service. */
async function startProxy() {
  const versions = ['fr', 'de', 'en'].map(version);
  proxy = await startLocalServer((req, res) => {
    if (req.url === variantsPath) {
      sendJson(res, 200, { page: 1, pageSize: 3, totalCount: 3, data: versions });
    } else if (req.url === categoriesPath) {
      const translations = Object.fromEntries(
        ['de', 'en', 'fr'].map((language) => [language, { name: 'Trails', description: null }]),
      );
      sendJson(res, 200, [createMockCategory({ translations })]);
    } else {
      sendJson(res, 404, { title: 'Not Found', status: 404 });
    }
  });
  const client = createContentClient({
    baseUrl: `${proxy.url}/api/content`,
    brandIndex: 'proxy',
    retry: 0,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContentDeliveryProvider client={client} brandId={brandId} queryClient={new QueryClient()}>
      {children}
    </ContentDeliveryProvider>
  );
  return { proxy, wrapper };
}

describe("LanguageSwitcher in a browser, with brandIndex: 'proxy'", () => {
  it('offers every version after one request to the proxy', async () => {
    const { proxy, wrapper } = await startProxy();
    const { container } = render(<LanguageSwitcher item={version('en')} />, { wrapper });
    await waitFor(() => expect(container.querySelectorAll('a[hreflang]')).toHaveLength(3));
    expect(
      [...container.querySelectorAll('a[hreflang]')].map((link) => link.getAttribute('href')),
    ).toEqual(['/de/de-oldest', '/en/en-oldest', '/fr/fr-oldest']);
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('hreflang')).toBe('en');
    expect(container.querySelector('[data-source] a')?.getAttribute('hreflang')).toBe('de');
    expect(proxy.requests.map((request) => request.url)).toEqual([variantsPath]);
  });
});

describe("useContentVariants in a browser, with brandIndex: 'proxy'", () => {
  it('finds the versions in one request to the proxy, the languages in one more (the categories)', async () => {
    const { proxy, wrapper } = await startProxy();
    const item = version('en');
    const { result } = renderHook(() => useContentVariants(item), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    await waitFor(() => expect(result.current.languages).toEqual(['de', 'en', 'fr']));
    expect(result.current.all.map((entry) => entry.language)).toEqual(['de', 'en', 'fr']);
    expect(result.current.variants.map((entry) => entry.language)).toEqual(['de', 'fr']);
    expect(result.current.source?.language).toBe('de');
    expect(proxy.requests.map((request) => request.url).sort()).toEqual(
      [categoriesPath, variantsPath].sort(),
    );
  });
});
