import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrandIndexStorage,
  type ContentClient,
  createContentClient,
  type IndexedContent,
} from 'content-delivery-react/client';
import {
  createMockBrand,
  createMockCategory,
  createMockContentItem,
  createMockFetch,
} from 'content-delivery-react/mock';
import { findRelated, type SearchResults, searchContent } from 'content-delivery-react/search';
import { createStorage } from 'unstorage';
import fsDriver from 'unstorage/drivers/fs';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/search/analyzer.js';
import { isWellFormed } from '../../src/shared/wellFormed.js';
import {
  clientOf,
  indexOf,
  shopBrand,
  startShop,
  walkRequests,
} from '../client/brandIndex/shop.js';
import { failureOf } from '../helpers/localServer.js';

// Site search over the demo brand (the package's mock, as Storybook and the examples use it):
// what a reader types, in each language, and what comes first; the bounds and hostile queries;
// and what a search costs the service and the store.

const baseUrl = 'https://cds.test';
const brandId = 'acme-outdoor';

/** The demo service, counting the requests it receives. */
function demoService() {
  const mock = createMockFetch({ baseUrl });
  const service = { requests: 0 };
  const client = createContentClient({
    baseUrl,
    brandIndex: {},
    fetch: (input, init) => {
      service.requests++;
      return mock(input, init);
    },
  });
  return { client, service };
}

const titles = (results: SearchResults) => results.hits.map((hit) => hit.item.title);
const marked = (text: string, ranges: [number, number][]) =>
  ranges.map(([start, end]) => text.slice(start, end));

/** An item published after the walk, first in its list: a head check finds it. */
function newKayak() {
  return createMockContentItem({
    id: 'kayak-en',
    slug: 'sea-kayak',
    language: 'en',
    categoryId: 'tents',
    title: 'A sea kayak for two',
    content: '<h2>Paddles</h2><p>Carbon paddles weigh less.</p>',
    publishedDate: new Date(Date.UTC(2027, 0, 1)).toISOString(),
  });
}

describe('searchContent over the demo brand', () => {
  const { client, service } = demoService();

  it.each([
    // [query, lang, a word the first hit's title holds (lowercased, accents as written)]
    ['tent', 'en', 'tent'],
    ['sleeping bag', 'en', 'sleeping bag'],
    ['tents', 'en', 'tent'], // a plural finds the singular's stem
    ['zelt', 'de', 'zelt'],
    ['schlafsack', 'de', 'schlafsack'],
    ['randonnee', 'fr', 'randonnée'], // typed without its accents
    ['randonnée', 'fr', 'randonnée'],
    ['خيمة', 'ar', 'خيمة'],
    ['sleping', 'en', 'sleeping'], // a typo
    ['winte', 'en', 'winter'], // still typing: a prefix
  ])('"%s" (%s) puts first an item whose title holds "%s"', async (query, lang, word) => {
    const results = await searchContent(client, { brandId, query, lang });
    expect(results.totalCount).toBeGreaterThan(0);
    const [first] = results.hits;
    expect(first?.item.language).toBe(lang);
    expect(first?.item.title.toLowerCase()).toContain(word);
    // The matched words are marked where they are in the title.
    expect(
      marked(first?.item.title ?? '', first?.highlights.title ?? [])
        .join(' ')
        .toLowerCase(),
    ).toContain(word.split(' ')[0]?.slice(0, 4));
  });

  it('searches every language without lang, and only the one given with it', async () => {
    const everywhere = await searchContent(client, { brandId, query: 'tent zelt', pageSize: 50 });
    const languages = new Set(everywhere.hits.map((hit) => hit.item.language));
    expect(languages).toContain('en');
    expect(languages).toContain('de');
    const german = await searchContent(client, {
      brandId,
      query: 'zelt',
      lang: 'de',
      pageSize: 50,
    });
    expect(german.hits.every((hit) => hit.item.language === 'de')).toBe(true);
    expect(await searchContent(client, { brandId, query: 'zelt', lang: 'xx' })).toMatchObject({
      totalCount: 0,
      hits: [],
    });
  });

  it('filters by category and tag, and pages the hits without repeating one', async () => {
    const all = await searchContent(client, { brandId, query: 'gear', lang: 'en', pageSize: 50 });
    const [some] = all.hits;
    expect(some).toBeDefined();
    const categoryId = some?.item.categoryId ?? '';
    const inCategory = await searchContent(client, {
      brandId,
      query: 'gear',
      lang: 'en',
      categoryId,
      pageSize: 50,
    });
    expect(inCategory.hits.length).toBeGreaterThan(0);
    expect(inCategory.hits.every((hit) => hit.item.categoryId === categoryId)).toBe(true);
    const tagged = await searchContent(client, {
      brandId,
      query: 'gear',
      lang: 'en',
      tag: 'GEAR',
      pageSize: 50,
    });
    expect(
      tagged.hits.every((hit) => hit.item.tags.some((tag) => tag.toLowerCase() === 'gear')),
    ).toBe(true);

    const first = await searchContent(client, { brandId, query: 'gear', lang: 'en', pageSize: 3 });
    const second = await searchContent(client, {
      brandId,
      query: 'gear',
      lang: 'en',
      pageSize: 3,
      page: 2,
    });
    expect(first.totalCount).toBe(all.totalCount);
    expect(titles(first)).toEqual(titles(all).slice(0, 3));
    expect(titles(second)).toEqual(titles(all).slice(3, 6));
  });

  it('ranks by relevance, then newest first among equal scores', async () => {
    const results = await searchContent(client, {
      brandId,
      query: 'gear',
      lang: 'en',
      pageSize: 50,
    });
    for (const [index, hit] of results.hits.entries()) {
      const next = results.hits[index + 1];
      if (next === undefined) break;
      expect(hit.score).toBeGreaterThanOrEqual(next.score);
      if (hit.score === next.score) {
        expect(Date.parse(hit.item.publishedDate ?? '0')).toBeGreaterThanOrEqual(
          Date.parse(next.item.publishedDate ?? '0'),
        );
      }
    }
  });

  it('costs the service nothing once the index exists', async () => {
    await searchContent(client, { brandId, query: 'tent', lang: 'en' });
    const before = service.requests;
    for (const query of ['tent', 'zelt', 'boots', 'winter camping', 'randonnee']) {
      await searchContent(client, { brandId, query });
    }
    expect(service.requests).toBe(before);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['!!! ??? ---', 'no words'],
    ['\u202e\u202d\u200f', 'direction marks only'],
  ])('answers no hits, with no request, for a query with no words (%j, %s)', async (query) => {
    const fresh = demoService();
    expect(await searchContent(fresh.client, { brandId, query })).toEqual({
      query: query.trim(),
      page: 1,
      pageSize: 10,
      totalCount: 0,
      hits: [],
    });
    expect(fresh.service.requests).toBe(0);
  });

  it.each([
    ['__proto__'],
    ['constructor prototype'],
    ['\ud800tent\udfff'], // lone surrogates around a word
    ['\u202etnet\u202c'], // an RTL override around a word
    ['%00 <img src=x onerror=alert(1)>'],
    ['a'.repeat(200)],
  ])('answers a hostile query %j with a result, never an exception', async (query) => {
    const results = await searchContent(client, { brandId, query });
    expect(isWellFormed(results.query)).toBe(true);
    expect(Array.isArray(results.hits)).toBe(true);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('finds the word between direction marks and lone surrogates', async () => {
    const results = await searchContent(client, { brandId, query: '\u202etent\ud800', lang: 'en' });
    expect(titles(results)[0]?.toLowerCase()).toContain('tent');
  });

  it.each([
    [{ query: 'x'.repeat(201) }, 'query'],
    [{ query: 42 }, 'query'],
    [{ query: 'tent', page: 0 }, 'page'],
    [{ query: 'tent', page: 101 }, 'page'],
    [{ query: 'tent', page: 1.5 }, 'page'],
    [{ query: 'tent', pageSize: 51 }, 'pageSize'],
    [{ query: 'tent', lang: '..' }, 'lang'],
    [{ query: 'tent', tag: '\ud800' }, 'tag'],
  ])('refuses %j with an invalid-request naming %s', async (input, field) => {
    const fresh = demoService();
    const options = { brandId, ...input } as unknown as Parameters<typeof searchContent>[1];
    expect(await failureOf(searchContent(fresh.client, options))).toMatchObject({
      kind: 'invalid-request',
      field,
    });
    expect(fresh.service.requests).toBe(0);
  });

  it('says a browser client (no brand index) cannot search on its own', async () => {
    const browserLike = createContentClient({
      baseUrl,
      brandIndex: false,
      fetch: createMockFetch({ baseUrl }),
    });
    expect(await failureOf(searchContent(browserLike, { brandId, query: 'tent' }))).toMatchObject({
      kind: 'invalid-request',
      field: 'brandIndex',
    });
  });
});

describe('findRelated', () => {
  const { client } = demoService();

  it('answers items of the same language sharing tags or category, never the item or its versions', async () => {
    const entries: IndexedContent[] = [];
    for await (const entry of client.brandIndex?.entries(brandId) ?? []) entries.push(entry);
    expect(entries.length).toBeGreaterThan(50);
    for (const item of entries.filter((_, index) => index % 7 === 0)) {
      const related = await findRelated(client, item, { brandId, limit: 5 });
      for (const other of related) {
        expect(other.id).not.toBe(item.id);
        expect(other.translationGroupId).not.toBe(item.translationGroupId);
        expect(other.language).toBe(item.language);
        const sharesTag = other.tags.some((tag) =>
          item.tags.some((mine) => mine.toLowerCase() === tag.toLowerCase()),
        );
        // Each shares something with it: a tag, the category, or a significant word of the title.
        const words = new Set(
          analyze(item.title, item.language).filter((term) => term.length >= 4),
        );
        const sharesWord = analyze(other.title, other.language).some((term) => words.has(term));
        expect(sharesTag || other.categoryId === item.categoryId || sharesWord).toBe(true);
      }
    }
  });

  it('puts first the items sharing the most tags and category, newest first among them', async () => {
    const [item] = (await searchContent(client, { brandId, query: 'tent', lang: 'en' })).hits;
    expect(item).toBeDefined();
    const source = item?.item as IndexedContent;
    const related = await findRelated(client, source, { brandId, limit: 10 });
    expect(related.length).toBeGreaterThan(0);
    const shared = (other: IndexedContent) =>
      other.tags.filter((tag) => source.tags.includes(tag)).length +
      (other.categoryId === source.categoryId ? 1 : 0);
    // The first shares at least as much as any later one in tags and category.
    const first = related[0] as IndexedContent;
    expect(shared(first)).toBeGreaterThanOrEqual(Math.max(...related.map(shared)) - 1);
    expect(shared(first)).toBeGreaterThan(0);
  });

  it('refuses a limit out of 1 to 20', async () => {
    const [entry] = (await searchContent(client, { brandId, query: 'tent', lang: 'en' })).hits;
    expect(
      await failureOf(findRelated(client, entry?.item as IndexedContent, { brandId, limit: 0 })),
    ).toMatchObject({
      kind: 'invalid-request',
      field: 'limit',
    });
  });
});

describe('the search index beside a shared brand index', () => {
  function recordingStorage() {
    const storage = createStorage();
    const reads: string[] = [];
    const recording: BrandIndexStorage = {
      async getItem(key) {
        reads.push(key);
        return storage.getItem(key);
      },
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
    };
    return { recording, reads, storage };
  }

  /** A store whose reads of the brand's chunks fail while it is down (the search's reads). */
  function downableStorage() {
    const storage = createStorage();
    let isDown = false;
    const flaky: BrandIndexStorage = {
      async getItem(key) {
        if (isDown && /:c:\d+:\d+$/.test(key)) throw new Error('the store is down');
        return storage.getItem(key);
      },
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
    };
    return {
      flaky,
      down(value: boolean) {
        isDown = value;
      },
    };
  }

  const searchOf = (client: ContentClient, index: ReturnType<typeof indexOf>, query: string) =>
    searchContent(client, { brandId: 'shop', query, brandIndex: index, pageSize: 50 });

  it('is built by the first instance and read by the next, which reads no chunk of the brand', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, reads } = recordingStorage();
    const options = { storage: recording, keyPrefix: 'site' };
    const firstClient = clientOf(shop);
    const first = indexOf(firstClient, options);
    const expected = await searchOf(firstClient, first, 'tents');
    expect(expected.totalCount).toBeGreaterThan(0);

    const secondClient = clientOf(shop);
    const second = indexOf(secondClient, options);
    reads.length = 0;
    expect(await searchOf(secondClient, second, 'tents')).toEqual(expected);
    expect(reads.some((key) => key.includes(':x:search'))).toBe(true);
    // A chunk is a page of the brand: reading one would mean building the search again.
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key))).toEqual([]);
    expect(shop.requests).toHaveLength(walkRequests);
  });

  it('finds an item a head check added since the walk, without building it all again', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 0 });
    expect((await searchOf(client, index, 'kayak')).totalCount).toBe(0);
    shop.change(([brand]) => brand?.items.unshift(newKayak()));
    // A lookup of the new slug: the index's head check finds it.
    expect((await index.find('shop', 'sea-kayak'))?.id).toBe('kayak-en');
    expect(titles(await searchOf(client, index, 'kayak'))).toEqual(['A sea kayak for two']);
    // Its body's heading is searched too.
    expect(titles(await searchOf(client, index, 'paddles'))).toEqual(['A sea kayak for two']);
  });

  it('finds an item a head check added in a language the walk never saw', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, { missRefreshMs: 0 });
    const inSpanish = async (query: string) =>
      titles(
        await searchContent(client, { brandId: 'shop', query, lang: 'es', brandIndex: index }),
      );
    expect(await inSpanish('kayak')).toEqual([]);
    shop.change(([brand]) =>
      brand?.items.unshift(
        createMockContentItem({
          ...newKayak(),
          id: 'kayak-es',
          slug: 'kayak-de-mar',
          language: 'es',
          title: 'Un kayak de mar',
        }),
      ),
    );
    expect((await index.find('shop', 'kayak-de-mar'))?.id).toBe('kayak-es');
    expect(await inSpanish('kayak')).toEqual(['Un kayak de mar']);
    // Its body's heading too; and the walk's languages are searched as before.
    expect(await inSpanish('paddles')).toEqual(['Un kayak de mar']);
    expect(await inSpanish('tents')).toEqual([]);
    expect((await searchOf(client, index, 'tents')).totalCount).toBeGreaterThan(0);
  });

  it('keeps the search text out of the lookups: no lookup reads it, and the search finds a body heading', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, reads, storage } = recordingStorage();
    const client = clientOf(shop);
    const index = indexOf(client, { storage: recording, keyPrefix: 'site' });
    const [item] = shopBrand().items;
    if (item === undefined) throw new Error('the shop has items');
    reads.length = 0;
    expect((await index.find('shop', item.slug))?.id).toBe(item.id);
    expect(await index.variants('shop', item.translationGroupId)).not.toEqual([]);
    for await (const _ of index.entries('shop')) {
    }
    // Lookups, variants and entries read chunks, never the texts beside them.
    expect(reads.some((key) => /:c:\d+:\d+$/.test(key))).toBe(true);
    expect(reads.filter((key) => /:t:\d+:\d+$|delta-text$/.test(key))).toEqual([]);
    // A chunk's records are the entries and their places, no search text.
    const chunkKey = (await storage.getKeys()).find((key) => /:c:0:1$/.test(key)) ?? '';
    const chunk = (await storage.getItem(chunkKey)) as { records: unknown[][] };
    const lengths = new Set(chunk.records.map((record) => record.length));
    expect(lengths.size).toBe(1);
    // The texts are beside it, by position, and the search reads them.
    const textKey = chunkKey.replace(/:c:0:1$/, ':t:0:1');
    const texts = (await storage.getItem(textKey)) as { texts: unknown[][] };
    expect(texts.texts).toHaveLength(chunk.records.length);
    reads.length = 0;
    const heading = 'Pitching in the wind';
    shop.change(([brand]) => {
      const first = brand?.items[0];
      if (first !== undefined) first.content = `<h2>${heading}</h2><p>Guy lines.</p>`;
    });
    await index.refresh('shop');
    expect(titles(await searchOf(client, index, 'pitching wind'))).toEqual([item.title]);
    expect(reads.some((key) => /:t:\d+:\d+$/.test(key))).toBe(true);
  });

  it('searches the items of a lost text by their other fields, and the texts of a head check from another instance', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, storage } = recordingStorage();
    const options = { storage: recording, keyPrefix: 'site', missRefreshMs: 0 };
    const firstClient = clientOf(shop);
    const first = indexOf(firstClient, options);
    const [item] = shopBrand().items;
    if (item === undefined) throw new Error('the shop has items');
    expect(await first.find('shop', item.slug)).not.toBeNull();
    for (const key of await storage.getKeys())
      if (/:t:\d+:\d+$/.test(key)) await storage.removeItem(key);
    shop.change(([brand]) => brand?.items.unshift(newKayak()));
    // The first instance's head check finds the kayak and stores its text beside the delta.
    expect((await first.find('shop', 'sea-kayak'))?.id).toBe('kayak-en');
    const secondClient = clientOf(shop);
    const second = indexOf(secondClient, options);
    // Another instance, which never read the kayak's page, finds it by its body's heading…
    expect(titles(await searchOf(secondClient, second, 'paddles'))).toEqual([
      'A sea kayak for two',
    ]);
    // …and the walk's items, whose texts were lost, by their titles.
    expect(titles(await searchOf(secondClient, second, item.title))).toContain(item.title);
  });

  it('keeps the stored search under the walk that made it, and a new walk leaves it behind', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, storage } = recordingStorage();
    const client = clientOf(shop);
    const index = indexOf(client, { storage: recording, keyPrefix: 'site' });
    await searchOf(client, index, 'tents');
    const before = (await storage.getKeys()).filter((key) => key.includes(':x:'));
    expect(before.length).toBeGreaterThan(0);
    await index.refresh('shop');
    await searchOf(client, index, 'tents');
    const after = (await storage.getKeys()).filter((key) => key.includes(':x:'));
    // The old generation's search keys are gone with it, and so are its texts.
    expect(after.some((key) => before.includes(key))).toBe(false);
    const generationOf = (key: string) => /:([^:]+):(?:[ctxsg]:|derived$)/.exec(key)?.[1];
    const oldGeneration = generationOf(before[0] ?? '');
    const left = (await storage.getKeys()).filter((key) => generationOf(key) === oldGeneration);
    expect(oldGeneration).toBeDefined();
    expect(left).toEqual([]);
  });

  it('is brought up to date in the background when a new walk lands, once the brand was searched', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, reads } = recordingStorage();
    const background: Promise<unknown>[] = [];
    const client = clientOf(shop);
    const index = indexOf(client, {
      storage: recording,
      keyPrefix: 'site',
      waitUntil: (work) => background.push(work),
    });
    await searchOf(client, index, 'tents');
    background.length = 0;
    await index.refresh('shop');
    // The new walk's search is built in the background the index keeps alive…
    expect(background.length).toBeGreaterThan(0);
    await Promise.all(background);
    // …so the next search reads it: no chunk of the brand read at search time.
    reads.length = 0;
    expect((await searchOf(client, index, 'tents')).totalCount).toBeGreaterThan(0);
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key))).toEqual([]);
  });

  it('is stored in a filesystem store, where a key cannot also be a folder', async () => {
    const shop = startShop([shopBrand()]);
    const base = mkdtempSync(join(tmpdir(), 'cdr-search-'));
    try {
      const storage = createStorage({ driver: fsDriver({ base }) });
      const events: string[] = [];
      const client = clientOf(shop, { onEvent: (event) => events.push(event.kind) });
      const index = indexOf(client, { storage, keyPrefix: 'site' });
      expect((await searchOf(client, index, 'tents')).totalCount).toBeGreaterThan(0);
      expect(events).not.toContain('store-failed');
      expect((await storage.getKeys()).some((key) => /:x:search$/.test(key))).toBe(true);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });

  it('builds and stores only the language searched, from the one read that counts the languages, and the others from one more', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, reads, storage } = recordingStorage();
    const options = { storage: recording, keyPrefix: 'site' };
    const client = clientOf(shop);
    const index = indexOf(client, options);
    expect(await index.find('shop', 'tents-0-en')).not.toBeNull();
    reads.length = 0;
    const english = (
      await searchContent(client, {
        brandId: 'shop',
        query: 'tents',
        lang: 'en',
        brandIndex: index,
      })
    ).hits;
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((hit) => hit.item.language === 'en')).toBe(true);
    // One read of the brand: each chunk once, for the count of languages and the English records.
    const chunks = (await storage.getKeys()).filter((key) => /:c:\d+:\d+$/.test(key));
    expect(chunks.length).toBeGreaterThan(1);
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key)).sort()).toEqual(chunks.sort());
    const stored = async () =>
      (await storage.getKeys()).flatMap((key) => /:x:(search[^:]*)$/.exec(key)?.[1] ?? []).sort();
    expect(await stored()).toEqual(['search', 'search-en-0']);

    // A search in every language builds the other two from one more read of the brand, and
    // stores each on its own.
    reads.length = 0;
    expect((await searchOf(client, index, 'tents')).totalCount).toBeGreaterThan(english.length);
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key)).sort()).toEqual(chunks.sort());
    expect(await stored()).toEqual(['search', 'search-de-0', 'search-en-0', 'search-fr-0']);
    const secondClient = clientOf(shop);
    const second = indexOf(secondClient, options);
    reads.length = 0;
    expect(await searchOf(secondClient, second, 'tents')).toEqual(
      await searchOf(client, index, 'tents'),
    );
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key))).toEqual([]);
  });

  it('reads a stored language whole when another is damaged, and builds the damaged one alone', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, reads, storage } = recordingStorage();
    const options = { storage: recording, keyPrefix: 'site' };
    const firstClient = clientOf(shop);
    const first = indexOf(firstClient, options);
    const expected = await searchOf(firstClient, first, 'tents');
    const german = (await storage.getKeys()).find((key) => key.endsWith(':x:search-de-0')) ?? '';
    await storage.setItem(german, { parts: 1, text: '{"version":1' });

    const client = clientOf(shop);
    const index = indexOf(client, options);
    reads.length = 0;
    const english = {
      brandId: 'shop',
      query: 'tents',
      lang: 'en',
      brandIndex: index,
      pageSize: 50,
    };
    expect((await searchContent(client, english)).totalCount).toBeGreaterThan(0);
    expect(reads.filter((key) => /:c:\d+:\d+$/.test(key))).toEqual([]);
    // German is built again (a read of the brand) and stored, and every language answers as before.
    expect(await searchOf(client, index, 'tents')).toEqual(expected);
    expect(reads.some((key) => /:c:\d+:\d+$/.test(key))).toBe(true);
    expect(await storage.getItem(german)).toMatchObject({ parts: 1 });
    expect(JSON.stringify(await storage.getItem(german))).not.toContain(
      '"text":"{\\"version\\":1"}',
    );
  });

  it.each([
    ['the head of an older layout', 'search', { version: 1, languages: [['en', 1]] }],
    ['a head with a language of no items', 'search', { version: 2, languages: [['en', 0]] }],
    ['a head whose languages are not a list', 'search', { version: 2, languages: 'en' }],
    ['a part 0 naming no parts', 'search-en-0', { parts: 0, text: '{}' }],
    ['a part 0 naming 65 parts', 'search-en-0', { parts: 65, text: '{}' }],
    ['a part 0 naming 1.5 parts', 'search-en-0', { parts: 1.5, text: '{}' }],
    ['a part 0 whose count is text', 'search-en-0', { parts: '1', text: '{}' }],
    ['a part 0 whose text is a number', 'search-en-0', { parts: 1, text: 1 }],
    ['a part 0 with no text', 'search-en-0', { parts: 1 }],
    ['a part 0 that is text', 'search-en-0', 'search'],
    ['a part 0 naming a part that is missing', 'search-en-0', { parts: 2, text: '{"version":1' }],
    ['a part 0 naming a part that holds no text', 'search-en-1', { text: 7 }],
  ])(
    'answers as before when the stored search holds %s, and stores it whole again',
    async (_, name, damaged) => {
      const shop = startShop([shopBrand()]);
      const { recording, reads, storage } = recordingStorage();
      const options = { storage: recording, keyPrefix: 'site' };
      const firstClient = clientOf(shop);
      const inEnglish = (client: ContentClient, index: ReturnType<typeof indexOf>) =>
        searchContent(client, {
          brandId: 'shop',
          query: 'tents',
          lang: 'en',
          brandIndex: index,
          pageSize: 50,
        });
      const expected = await inEnglish(firstClient, indexOf(firstClient, options));
      const key = (await storage.getKeys()).find((stored) => stored.endsWith(':x:search')) ?? '';
      await storage.setItem(key.replace(/search$/, name), damaged);

      const client = clientOf(shop);
      expect(await inEnglish(client, indexOf(client, options))).toEqual(expected);
      // Stored whole again: a third instance reads it without a read of the brand.
      reads.length = 0;
      const thirdClient = clientOf(shop);
      const thirdIndex = indexOf(thirdClient, options);
      expect(await inEnglish(thirdClient, thirdIndex)).toEqual(expected);
      expect(reads.filter((read) => /:c:\d+:\d+$/.test(read))).toEqual([]);
    },
  );

  it('answers from the new walk once one lands, not from the search built for the one before', async () => {
    const shop = startShop([shopBrand()]);
    const client = clientOf(shop);
    const index = indexOf(client, {});
    expect(titles(await searchOf(client, index, 'tents'))).toContain('tents 0 (en)');
    shop.change(([brand]) => {
      const first = brand?.items.find((entry) => entry.slug === 'tents-0-en');
      if (first !== undefined) first.title = 'Quokka shelter';
    });
    await index.refresh('shop');
    expect(titles(await searchOf(client, index, 'quokka'))).toEqual(['Quokka shelter']);
    expect(titles(await searchOf(client, index, 'tents'))).not.toContain('tents 0 (en)');
  });

  it('searches the 64 largest languages of a brand that lists more, never one index per stray language', async () => {
    const languages = Array.from({ length: 65 }, (_, n) => `x${n}`);
    const brand = createMockBrand({
      id: 'babel',
      categories: [createMockCategory({ id: 'all' })],
      // Two items in each of the first 64 languages, one in the 65th.
      items: languages.flatMap((language, n) =>
        Array.from({ length: n < 64 ? 2 : 1 }, (_, k) =>
          createMockContentItem({
            id: `${language}-${k}`,
            slug: `${language}-${k}`,
            language,
            categoryId: 'all',
            title: n < 64 ? `Common word ${language}` : 'Stray word',
          }),
        ),
      ),
    });
    const shop = startShop([brand]);
    const client = clientOf(shop);
    const index = indexOf(client, {});
    const search = (query: string, lang?: string) =>
      searchContent(client, { brandId: 'babel', query, lang, brandIndex: index, pageSize: 50 });
    expect((await search('common')).totalCount).toBe(128);
    expect((await search('stray')).totalCount).toBe(0);
    expect((await search('stray', 'x64')).totalCount).toBe(0);
    expect((await search('common', 'x63')).totalCount).toBe(2);
  });

  it('keeps the searches of the 8 brands searched last, and reads a ninth back from the store', async () => {
    const ids = Array.from({ length: 9 }, (_, n) => `shop${n}`);
    const shop = startShop(ids.map((id) => shopBrand(id, 1)));
    const { recording, reads } = recordingStorage();
    const client = clientOf(shop);
    const index = indexOf(client, { storage: recording, keyPrefix: 'site' });
    const search = async (brandId: string) =>
      (await searchContent(client, { brandId, query: 'tents', lang: 'en', brandIndex: index }))
        .totalCount;
    const searchReads = () => reads.filter((key) => /:x:search/.test(key));
    for (const id of ids.slice(0, 8)) expect(await search(id)).toBeGreaterThan(0);
    reads.length = 0;
    // shop0 is still loaded, and is now the most recently searched.
    expect(await search('shop0')).toBeGreaterThan(0);
    expect(searchReads()).toEqual([]);
    // A ninth brand drops the least recently searched, shop1…
    expect(await search('shop8')).toBeGreaterThan(0);
    reads.length = 0;
    expect(await search('shop0')).toBeGreaterThan(0);
    expect(searchReads()).toEqual([]);
    // …which is read back from the store when it is searched again.
    expect(await search('shop1')).toBeGreaterThan(0);
    expect(searchReads().length).toBeGreaterThan(0);
  });

  it('tries a language again on the next search when its build failed', async () => {
    const shop = startShop([shopBrand()]);
    const { flaky, down } = downableStorage();
    const client = clientOf(shop);
    const index = indexOf(client, { storage: flaky, keyPrefix: 'site' });
    const inLanguage = (lang: string) =>
      searchContent(client, { brandId: 'shop', query: 'tents', lang, brandIndex: index });
    // English is built from the read that counts the languages; German needs a read of its own.
    expect((await inLanguage('en')).totalCount).toBeGreaterThan(0);
    down(true);
    await expect(inLanguage('de')).rejects.toThrow();
    down(false);
    const german = await inLanguage('de');
    expect(german.totalCount).toBeGreaterThan(0);
    expect(german.hits.every((hit) => hit.item.language === 'de')).toBe(true);
  });

  it('counts the languages again on the next search when the first count failed', async () => {
    const shop = startShop([shopBrand()]);
    const { flaky, down } = downableStorage();
    const client = clientOf(shop);
    const index = indexOf(client, { storage: flaky, keyPrefix: 'site' });
    expect(await index.find('shop', 'tents-0-en')).not.toBeNull();
    const inEnglish = () =>
      searchContent(client, { brandId: 'shop', query: 'tents', lang: 'en', brandIndex: index });
    down(true);
    await expect(inEnglish()).rejects.toThrow();
    down(false);
    expect((await inEnglish()).totalCount).toBeGreaterThan(0);
  });

  it('builds the search again when the stored one is damaged', async () => {
    const shop = startShop([shopBrand()]);
    const { recording, storage } = recordingStorage();
    const options = { storage: recording, keyPrefix: 'site' };
    const firstClient = clientOf(shop);
    const expected = await searchOf(firstClient, indexOf(firstClient, options), 'tents');
    for (const key of await storage.getKeys()) {
      if (/:x:search-/.test(key))
        await storage.setItem(key, '{"version":1,"entries":[[1]],"engine":{}}');
    }
    const secondClient = clientOf(shop);
    expect(await searchOf(secondClient, indexOf(secondClient, options), 'tents')).toEqual(expected);
  });
});
