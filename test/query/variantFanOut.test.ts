import { QueryClient } from '@tanstack/react-query';
import { findVariants } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { createMockCategory, createMockContentItem } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it } from 'vitest';
import { type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

const groupId = '00000000-0000-4000-8000-00000000fa11';
/** 300 well-formed codes, and three the client refuses to put in a URL (`.` and `..` sort first). */
const goodLanguages = Array.from(
  { length: 300 },
  (_, index) => `l${String(index).padStart(3, '0')}`,
);
const badLanguages = ['.', '..', '\uD800'];
/** The item is in `en`; its variants are in these languages (within the first 40, sorted). */
const variantLanguages = ['l000', 'l007', 'l020'];

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A hostile service: its categories name 304 languages. Each language list answers after
 * a short delay with one page, holding the variant for `variantLanguages`; the server
 * counts the list requests in flight.
 */
async function manyLanguageService() {
  const counts = { inFlight: 0, maxInFlight: 0, lists: 0 };
  const translations = Object.fromEntries(
    ['en', ...badLanguages, ...goodLanguages].map((language) => [
      language,
      { name: `Outdoor ${language}`, description: null },
    ]),
  );
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.endsWith('/categories')) {
      sendJson(res, 200, [createMockCategory({ translations })]);
      return;
    }
    const language = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    counts.lists++;
    counts.inFlight++;
    counts.maxInFlight = Math.max(counts.maxInFlight, counts.inFlight);
    setTimeout(() => {
      counts.inFlight--;
      const data = variantLanguages.includes(language)
        ? [createMockContentItem({ language, translationGroupId: groupId })]
        : [];
      sendJson(res, 200, { page: 1, pageSize: 100, totalCount: data.length, data });
    }, 5);
  });
  // These tests pin the bounded search, which findVariants uses without a brand index (a
  // browser, a brand over the index's maxItems); test/query/variantsThroughIndex.test.ts
  // covers lookups through an index.
  const client = createContentClient({ baseUrl: server.url, retry: 0, brandIndex: false });
  return { client, counts };
}

async function englishItem() {
  const wire = createMockContentItem({ language: 'en', translationGroupId: groupId });
  // Through the client's own reading, so the item is exactly what findVariants gets in an app.
  const fetch = async () => Response.json({ page: 1, pageSize: 1, totalCount: 1, data: [wire] });
  const typed = createContentClient({ baseUrl: 'https://cds.test', fetch });
  const { data } = await typed.getContentByLanguage('acme', 'en');
  const [item] = data;
  if (item === undefined) throw new Error('no item');
  return item;
}

describe('findVariants against categories naming 300 languages', () => {
  it('searches at most 40 languages, 4 at a time, and skips the codes the client refuses', async () => {
    const { client, counts } = await manyLanguageService();
    const item = await englishItem();
    const variants = await findVariants(new QueryClient(), client, 'acme', item);
    expect(variants.map((variant) => variant.language)).toEqual(['en', ...variantLanguages]);
    expect(counts.maxInFlight).toBeLessThanOrEqual(4);
    expect(counts.maxInFlight).toBeGreaterThan(1);
    // 40 languages, of which `.` and `..` (sorted first) send nothing: 38 list requests.
    expect(counts.lists).toBe(38);
    expect(server?.requests).toHaveLength(1 + 38);
  });

  it('takes its bounds as options, and skips a lone surrogate too', async () => {
    const { client, counts } = await manyLanguageService();
    const item = await englishItem();
    const variants = await findVariants(new QueryClient(), client, 'acme', item, {
      maxLanguages: 1000,
      concurrency: 10,
    });
    expect(variants.map((variant) => variant.language)).toEqual(['en', ...variantLanguages]);
    expect(counts.maxInFlight).toBe(10);
    expect(counts.lists).toBe(300);
  });

  it('still fails on an error that is not a refused language code', async () => {
    server = await startLocalServer((req, res) =>
      req.url?.endsWith('/categories')
        ? sendJson(res, 200, [
            createMockCategory({
              translations: {
                en: { name: 'Outdoor', description: null },
                de: { name: 'Draußen', description: null },
              },
            }),
          ])
        : sendJson(res, 500, { title: 'down' }),
    );
    const client = createContentClient({ baseUrl: server.url, retry: 0, brandIndex: false });
    const item = await englishItem();
    await expect(findVariants(new QueryClient(), client, 'acme', item)).rejects.toMatchObject({
      kind: 'http',
      status: 500,
    });
  });
});
