import { QueryClient } from '@tanstack/react-query';
import { findVariants, LanguageSwitcher } from 'content-delivery-react';
import { createContentClient, findContentBySlug } from 'content-delivery-react/client';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  countingMockFetch,
  createMultilingualBrand,
  oldestArticle,
  slugOf,
} from '../query/multilingualBrand.js';
import { flightToHtml, renderServer } from './renderServer.js';

describe('LanguageSwitcher as a server component, with versions from the brand index', () => {
  it('links every version of the oldest of ~3 000 items, with no client reference', async () => {
    const brand = createMultilingualBrand();
    const { fetch, requests } = countingMockFetch(brand);
    // A server's client: an in-memory brand index by default.
    const client = createContentClient({ baseUrl, fetch, retry: 0 });
    const item = await findContentBySlug(client, brand.id, { slug: slugOf(oldestArticle, 'de') });
    if (item === null) throw new Error('the oldest article is missing');
    const variants = await findVariants(new QueryClient(), client, brand.id, item);
    expect(requests.some((path) => path.includes('/lang/'))).toBe(false);

    const render = await renderServer(<LanguageSwitcher item={item} variants={variants} />);
    expect(render.errors).toEqual([]);
    expect(render.clientReferences).toEqual([]);
    const html = flightToHtml(render.payload);
    for (const language of ['de', 'en', 'fr']) {
      expect(html).toContain(
        `href="/${language}/${slugOf(oldestArticle, language)}" hrefLang="${language}"`,
      );
    }
    expect(html.match(/<a /g)).toHaveLength(3);
    expect(html).toMatch(/hrefLang="de" aria-current="page"/);
  });
});
