// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import {
  type ContentItem,
  resolveVariant,
  useBrandLanguages,
  useContentVariants,
  useResolvedVariant,
} from 'content-delivery-react';
import { getAllContentByLanguage } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
import { listeningMockServer, newClient, newQueryClient, providerWrapper } from './render.js';

const { requests } = listeningMockServer();

/** A demo item whose translation group exists in all four languages. */
async function itemWithFourLanguages(): Promise<ContentItem> {
  const client = newClient();
  const { items } = await getAllContentByLanguage(client, 'acme-outdoor', 'en');
  const groups = new Map<string, Set<string>>();
  for (const language of ['en', 'de', 'fr', 'ar']) {
    const { items: list } = await getAllContentByLanguage(client, 'acme-outdoor', language);
    for (const item of list) {
      groups.set(
        item.translationGroupId,
        (groups.get(item.translationGroupId) ?? new Set()).add(language),
      );
    }
  }
  const found = items.find((item) => groups.get(item.translationGroupId)?.size === 4);
  if (found === undefined) throw new Error('demo data has no group in 4 languages');
  requests.length = 0;
  return found;
}

describe('useContentVariants', () => {
  it('finds the other languages and the source document with a bounded number of requests', async () => {
    const item = await itemWithFourLanguages();
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useContentVariants(item), { wrapper });
    expect(result.current.all).toEqual([item]);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.variants.map((variant) => variant.language).sort()).toEqual(
      ['ar', 'de', 'en', 'fr'].filter((language) => language !== item.language),
    );
    expect(
      result.current.variants.every(
        (variant) => variant.translationGroupId === item.translationGroupId,
      ),
    ).toBe(true);
    expect(result.current.source?.isSourceLanguageDocument).toBe(true);
    expect(result.current.languages).toEqual(['ar', 'de', 'en', 'fr']);
    // 1 categories request + at most 5 pages for each of the 3 other languages.
    expect(requests.length).toBeLessThanOrEqual(1 + 3 * 5);
    expect(requests.filter((path) => path.endsWith('/categories'))).toHaveLength(1);
  });

  it('costs no requests the second time (cached per translation group)', async () => {
    const item = await itemWithFourLanguages();
    const queryClient = newQueryClient();
    const wrapper = providerWrapper(newClient(), queryClient);
    const first = renderHook(() => useContentVariants(item), { wrapper });
    await waitFor(() => expect(first.result.current.isPending).toBe(false));
    first.unmount();
    const made = requests.length;
    const second = renderHook(() => useContentVariants(item), { wrapper });
    expect(second.result.current.isPending).toBe(false);
    expect(second.result.current.variants).toHaveLength(3);
    expect(requests).toHaveLength(made);
  });

  it('resolves the best variant for a preference chain', async () => {
    const item = await itemWithFourLanguages();
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useResolvedVariant(item, ['fr-CA', 'de']), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.item?.language).toBe('fr');
    expect(result.current).toMatchObject({ matchedLanguage: 'fr-CA', fellBack: false });
  });
});

describe('useBrandLanguages', () => {
  it("lists the brand's languages from the categories", async () => {
    const wrapper = providerWrapper(newClient(), newQueryClient());
    const { result } = renderHook(() => useBrandLanguages(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(['ar', 'de', 'en', 'fr']);
  });
});

describe('resolveVariant', () => {
  const en = createMockContentItem({ language: 'en', isSourceLanguageDocument: true });
  const de = createMockContentItem({ language: 'de', isSourceLanguageDocument: false });
  const ptBR = createMockContentItem({ language: 'pt-BR', isSourceLanguageDocument: false });
  const variants = [en, de, ptBR] as unknown as ContentItem[];

  it('walks the chain, truncating subtags before moving on', () => {
    expect(resolveVariant(variants, ['de-AT', 'de', 'en'])).toMatchObject({
      item: de,
      matchedLanguage: 'de-AT',
      fellBack: false,
    });
    expect(resolveVariant(variants, ['pt'])).toMatchObject({ item: ptBR, matchedLanguage: 'pt' });
    expect(resolveVariant(variants, ['PT_br'])).toMatchObject({ item: ptBR });
  });

  it('skips preferences that are not language tags, so a hostile Accept-Language cannot stall it', () => {
    const huge = `de${'-x'.repeat(500_000)}`;
    const junk = Array.from({ length: 100_000 }, (_, index) => `*;q=0.${index}`);
    expect(resolveVariant(variants, [huge, ...junk, 'de'])).toMatchObject({
      item: de,
      matchedLanguage: 'de',
    });
    // A 1 MB tag that starts like `de` matches nothing: it is no language tag.
    expect(resolveVariant(variants, [huge])).toMatchObject({ item: en, fellBack: true });
    expect(resolveVariant(variants, ['*', 'de;q=0.8', '\uD800'])).toMatchObject({ fellBack: true });
  });

  it('falls back to the source document and says so, unless told not to', () => {
    expect(resolveVariant(variants, ['ja', 'ko'])).toEqual({
      item: en,
      matchedLanguage: undefined,
      fellBack: true,
    });
    expect(resolveVariant(variants, ['ja'], { fallback: false })).toEqual({
      item: undefined,
      matchedLanguage: undefined,
      fellBack: false,
    });
    expect(resolveVariant([], ['en'])).toEqual({
      item: undefined,
      matchedLanguage: undefined,
      fellBack: false,
    });
  });
});

describe('useContentVariants with foreign data in the cache', () => {
  it('ignores queries an app keeps under the library keys that are not pages', async () => {
    const item = await itemWithFourLanguages();
    const queryClient = newQueryClient();
    const client = newClient();
    const { contentKeys } = await import('content-delivery-react');
    // e.g. an "item by slug" query stored under the language list key, holding one item.
    queryClient.setQueryData(
      [...contentKeys.list(client, 'acme-outdoor', 'lang', 'en'), 'slug', item.slug],
      item,
    );
    queryClient.setQueryData([...contentKeys.list(client, 'acme-outdoor', 'lang', 'en'), 'odd'], {
      pages: [null, 3],
    });
    const wrapper = providerWrapper(client, queryClient);
    const { result } = renderHook(() => useContentVariants(item), { wrapper });
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.error).toBeNull();
    expect(result.current.variants).toHaveLength(3);
  });
});
