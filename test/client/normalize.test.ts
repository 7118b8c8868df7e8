import { type ContentEvent, createContentClient } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeIndexedPage, readIndexedContent } from '../../src/client/normalize.js';
import { failureOf } from '../helpers/localServer.js';
import { recordingReport } from '../helpers/shapeReport.js';

const baseUrl = 'https://cds.test';
const server = setupServer();
/** What the client reported: each field it read as null, each item it left out. */
const events: ContentEvent[] = [];
/** The development warnings printed meanwhile (the console stays quiet). */
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  events.length = 0;
  warn.mockClear();
});
afterAll(() => {
  server.close();
  warn.mockRestore();
});

const client = createContentClient({
  baseUrl,
  retry: 0,
  onEvent: (event) => events.push(event),
});

/**
 * A fresh item id per test: a warning is printed once per process for each message, so each
 * test's item must be new to see its own.
 */
let serial = 0;
const freshId = () => `odd-${++serial}`;

/** The warnings printed, as text. */
const warnings = () => warn.mock.calls.map((call) => call.map(String).join(' '));

function serveTag(body: unknown) {
  server.use(
    http.get(`${baseUrl}/api/v1/content/brands/acme/tag/t`, () =>
      HttpResponse.json(body as object),
    ),
  );
}

function page(data: unknown[], extra: Record<string, unknown> = {}) {
  return { page: 1, pageSize: 10, totalCount: data.length, data, ...extra };
}

describe('normalising content items', () => {
  it('returns every field of the spec, typed', async () => {
    const wire = createMockContentItem({
      id: 'a1',
      brief: 'Short brief',
      internalTags: ['q3'],
      keywordSearchVolume: 1200,
      keywordDifficulty: 35.5,
      gscClicks: 80,
      gscPosition: 4.2,
      gscImpressions: 9000,
      imageUrl: 'https://cdn.test/a.jpg',
      metaTitle: 'Meta',
      metaDescription: 'Meta description',
      primaryKeyword: 'boots',
    });
    serveTag(page([wire]));
    const result = await client.getContentByTag('acme', 't');
    expect(result).toEqual({ page: 1, pageSize: 10, totalCount: 1, data: [wire] });
  });

  it('turns numbers written as decimal strings into numbers, everywhere the spec allows', async () => {
    const wire = createMockContentItem({
      keywordSearchVolume: '1200',
      keywordDifficulty: '35.5',
      gscClicks: '-3',
      gscPosition: '1e1',
      gscImpressions: '0',
    });
    serveTag({ page: '2', pageSize: '10', totalCount: '9007199254740991', data: [wire] });
    const result = await client.getContentByTag('acme', 't');
    expect(result.page).toBe(2);
    expect(result.pageSize).toBe(10);
    expect(result.totalCount).toBe(9007199254740991);
    expect(result.data[0]).toMatchObject({
      keywordSearchVolume: 1200,
      keywordDifficulty: 35.5,
      gscClicks: -3,
      gscPosition: 10,
      gscImpressions: 0,
    });
  });

  it('accepts every ISO 8601 date-time form the service may send, leap days and 24:00 included', async () => {
    const dates = [
      '2024-02-29T12:00:00Z',
      '2025-06-30T24:00:00Z',
      '2025-01-31 08:15',
      '2025-12-31T23:59:59.123456789+05:30',
      '2025-03-01T09:30:00,5-0800',
      '2025-03-01T09:30:00+01',
      '2025-03-01',
    ];
    serveTag(
      page(dates.map((date, index) => createMockContentItem({ id: `d${index}`, createdAt: date }))),
    );
    const result = await client.getContentByTag('acme', 't');
    expect(result.data.map((item) => item.createdAt)).toEqual(dates);
  });

  it('keeps null fields null and turns absent optional fields into null', async () => {
    const wire = createMockContentItem({ publishedDate: null, status: 'Draft', gscClicks: null });
    serveTag(page([wire]));
    const [item] = (await client.getContentByTag('acme', 't')).data;
    expect(item).toMatchObject({
      publishedDate: null,
      imageUrl: null,
      metaTitle: null,
      gscClicks: null,
      brief: null,
      internalTags: null,
      keywordSearchVolume: null,
      keywordDifficulty: null,
      gscPosition: null,
      gscImpressions: null,
    });
  });

  it('drops members the spec does not define', async () => {
    serveTag(page([{ ...createMockContentItem(), secretInternal: 'x' }]));
    const [item] = (await client.getContentByTag('acme', 't')).data;
    expect(item).not.toHaveProperty('secretInternal');
  });

  // A field that may be null (the seven optional ones, and the required ones the spec lets be
  // null) reads as null when it does not fit: the item keeps its page, the event names the
  // field's path, never its value.
  it.each([
    ['gscClicks', 'lots'],
    ['gscClicks', '0x10'],
    ['gscClicks', ''],
    ['gscClicks', ' 5'],
    ['gscClicks', '05'],
    ['gscClicks', '1.0'],
    ['gscClicks', 1.5],
    ['gscClicks', 2147483648],
    ['gscClicks', '4255433556'],
    ['gscImpressions', '-2147483649'],
    ['gscImpressions', {}],
    ['keywordSearchVolume', true],
    ['keywordSearchVolume', '6562058072'],
    ['keywordDifficulty', 'NaN'],
    ['keywordDifficulty', '0.37697E8451699971'],
    ['gscPosition', '1e400'],
    ['gscPosition', '.5'],
    ['gscPosition', []],
    ['internalTags', [1]],
    ['internalTags', 'q3'],
    ['brief', 7],
    ['brief', ['a']],
    ['publishedDate', 'yesterday'],
    ['publishedDate', '2026-02-29T00:00:00Z'],
    ['imageUrl', 42],
    ['metaTitle', false],
    ['metaDescription', {}],
    ['primaryKeyword', 3],
  ])('reads %s = %j as null, keeps the item and reports the field', async (field, value) => {
    const id = freshId();
    const neighbour = createMockContentItem({ id: 'neighbour' });
    serveTag(page([createMockContentItem({ id, [field]: value }), neighbour]));
    const result = await client.getContentByTag('acme', 't');
    expect(result.data.map((item) => item.id)).toEqual([id, 'neighbour']);
    expect((result.data[0] as unknown as Record<string, unknown>)[field]).toBeNull();
    expect(result.totalCount).toBe(2);
    expect(events).toEqual([
      { kind: 'field-ignored', brandId: 'acme', itemId: id, field: `data[0].${field}` },
    ]);
    expect(warnings()).toEqual([
      expect.stringContaining(`item "${id}" is shown without data[0].${field}`),
    ]);
    // Never the value: not in the event, not in the warning.
    if (typeof value === 'string' && value.length > 2) {
      expect(JSON.stringify(events)).not.toContain(value);
      expect(warnings().join('\n')).not.toContain(value);
    }
  });

  it('reports at most 100 fields and items of one answer, and warns about the first 5', async () => {
    // 100 items, each with its seven optional metrics broken: 700 fields read as null.
    const broken = {
      brief: 1,
      internalTags: 'q3',
      keywordSearchVolume: 6_562_058_072,
      keywordDifficulty: '0.3E845',
      gscClicks: -1.5,
      gscPosition: 'top',
      gscImpressions: 4_255_433_556,
    };
    const prefix = freshId();
    const items = Array.from({ length: 100 }, (_, n) => ({
      ...createMockContentItem({ id: `${prefix}-${n}` }),
      ...broken,
    }));
    serveTag(page(items));
    const result = await client.getContentByTag('acme', 't');
    expect(result.data).toHaveLength(100);
    expect(result.data.every((item) => item.gscClicks === null && item.brief === null)).toBe(true);
    expect(events).toHaveLength(100);
    expect(events[0]).toEqual({
      kind: 'field-ignored',
      brandId: 'acme',
      itemId: `${prefix}-0`,
      field: 'data[0].brief',
    });
    expect(warnings()).toHaveLength(5);
  });

  it('reads a required-nullable field that is absent as null, and reports it', async () => {
    const item: Record<string, unknown> = { ...createMockContentItem({ id: 'odd' }) };
    delete item.metaTitle;
    serveTag(page([item]));
    const [read] = (await client.getContentByTag('acme', 't')).data;
    expect(read?.metaTitle).toBeNull();
    expect(events).toEqual([
      { kind: 'field-ignored', brandId: 'acme', itemId: 'odd', field: 'data[0].metaTitle' },
    ]);
  });

  it.each([
    ['title', 42, /data\[1\]\.title must be a string/],
    ['status', 'Scheduled', /data\[1\]\.status must be Draft, Published or Archived/],
    ['tags', 'news', /data\[1\]\.tags must be an array of strings/],
    ['tags', ['news', 1], /data\[1\]\.tags\[1\] must be a string/, 'tags[1]'],
    ['isSourceLanguageDocument', 'true', /data\[1\]\.isSourceLanguageDocument must be a boolean/],
    ['createdAt', '2025-13-01T10:00:00Z', /data\[1\]\.createdAt must be an ISO 8601 date-time/],
    ['createdAt', '2025-02-00', /data\[1\]\.createdAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T25:00:00Z', /data\[1\]\.updatedAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T10:60:00Z', /data\[1\]\.updatedAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T10:00:00+24:00', /data\[1\]\.updatedAt must be an ISO 8601/],
    ['updatedAt', '2025-02-01T24:30:00Z', /data\[1\]\.updatedAt must be an ISO 8601/],
    ['createdAt', '2026-02-30T10:00:00Z', /data\[1\]\.createdAt must be an ISO 8601/],
    ['createdAt', '2026-04-31', /data\[1\]\.createdAt must be an ISO 8601/],
    ['slug', null, /data\[1\]\.slug must be a string/],
  ])(
    'leaves out an item whose %s = %j, keeps its neighbours and totalCount, and reports it',
    async (field, value, message, path = field) => {
      const id = freshId();
      const items = [
        createMockContentItem({ id: 'before' }),
        createMockContentItem({ id, [field]: value }),
        createMockContentItem({ id: 'after' }),
      ];
      serveTag(page(items, { totalCount: 40 }));
      const result = await client.getContentByTag('acme', 't');
      expect(result.data.map((item) => item.id)).toEqual(['before', 'after']);
      expect(result.totalCount).toBe(40);
      expect(events).toEqual([
        { kind: 'item-left-out', brandId: 'acme', itemId: id, field: `data[1].${path}` },
      ]);
      expect(warnings()).toEqual([expect.stringMatching(message)]);
      expect(warnings()[0]).toContain(`item "${id}" was left out of its page`);
    },
  );

  it('names an item without a usable id by its place, and leaves out a row that is no object', async () => {
    const noId: Record<string, unknown> = { ...createMockContentItem() };
    delete noId.id;
    serveTag(page([noId, 'not an item', null, createMockContentItem({ id: 'kept' })]));
    const result = await client.getContentByTag('acme', 't');
    expect(result.data.map((item) => item.id)).toEqual(['kept']);
    expect(events).toEqual([
      { kind: 'item-left-out', brandId: 'acme', itemId: undefined, field: 'data[0].id' },
      { kind: 'item-left-out', brandId: 'acme', itemId: undefined, field: 'data[1]' },
      { kind: 'item-left-out', brandId: 'acme', itemId: undefined, field: 'data[2]' },
    ]);
    expect(warnings()[0]).toContain('item at data[0] was left out');
    expect(warnings()[1]).toContain(
      'item at data[1] was left out of its page: data[1] must be an object',
    );
  });

  it('reports an item left out as such, not the fields it read as null before', async () => {
    // `imageUrl` is read before `translationGroupId`: the first is read as null, then the
    // second leaves the item out.
    serveTag(
      page([{ ...createMockContentItem({ id: 'odd' }), imageUrl: 5, translationGroupId: 7 }]),
    );
    const result = await client.getContentByTag('acme', 't');
    expect(result.data).toEqual([]);
    expect(events).toEqual([
      {
        kind: 'item-left-out',
        brandId: 'acme',
        itemId: 'odd',
        field: 'data[0].translationGroupId',
      },
    ]);
  });

  it('bounds the id it reports: a 1 MB id is not copied into events and warnings', async () => {
    const id = 'i'.repeat(1024 * 1024);
    serveTag(page([createMockContentItem({ id, gscClicks: 'lots' })]));
    await client.getContentByTag('acme', 't');
    expect(events).toEqual([
      {
        kind: 'field-ignored',
        brandId: 'acme',
        itemId: 'i'.repeat(200),
        field: 'data[0].gscClicks',
      },
    ]);
    expect(warnings()[0]?.length).toBeLessThan(400);
  });

  it.each([
    'id',
    'title',
    'slug',
    'language',
    'description',
    'content',
    'tags',
    'categoryId',
    'category',
    'status',
    'createdAt',
    'updatedAt',
    'translationGroupId',
    'isSourceLanguageDocument',
  ])('leaves out an item without the required field %s, keeping the page', async (field) => {
    const item: Record<string, unknown> = { ...createMockContentItem({ id: 'odd' }) };
    delete item[field];
    serveTag(page([createMockContentItem({ id: 'kept' }), item]));
    const result = await client.getContentByTag('acme', 't');
    expect(result.data.map((entry) => entry.id)).toEqual(['kept']);
    expect(events).toEqual([
      {
        kind: 'item-left-out',
        brandId: 'acme',
        itemId: field === 'id' ? undefined : 'odd',
        field: `data[1].${field}`,
      },
    ]);
  });
});

describe('normalising paged results', () => {
  it.each([
    [{ page: 1, pageSize: 10, totalCount: 0, data: {} }, 'data'],
    [{ page: 1, pageSize: 10, totalCount: 0 }, 'data'],
    [{ page: 1, pageSize: 10, data: [] }, 'totalCount'],
    [{ page: 1, pageSize: 10, totalCount: -1, data: [] }, 'totalCount'],
    [{ page: 1, pageSize: 10, totalCount: '9007199254740993', data: [] }, 'totalCount'],
    [{ page: 'one', pageSize: 10, totalCount: 0, data: [] }, 'page'],
    [{ page: 1, pageSize: null, totalCount: 0, data: [] }, 'pageSize'],
    [[], ''],
    ['text', ''],
    [null, ''],
    // Prism's dynamic mock of the spec sends such envelopes (issue 44): they stay errors.
    [{ page: 1, pageSize: 10, totalCount: '-865491', data: [] }, 'totalCount'],
    [{ page: '42323174193', pageSize: 10, totalCount: 0, data: [] }, 'page'],
  ])('rejects %j naming %s, an envelope no page can be read from', async (body, field) => {
    serveTag(body);
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error).toMatchObject({ kind: 'invalid-response', field });
    expect(events).toEqual([]);
  });
});

describe('normalising categories', () => {
  const categoriesUrl = `${baseUrl}/api/v1/content/brands/acme/categories`;

  it('returns every field, with translations', async () => {
    const category = {
      id: 'news',
      name: 'News',
      slug: 'news',
      description: 'What is new',
      translations: { de: { name: 'Neues', description: null }, ar: { name: 'أخبار' } },
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-02-01T00:00:00Z',
    };
    server.use(http.get(categoriesUrl, () => HttpResponse.json([category])));
    const [result] = await client.getCategories('acme');
    expect(result).toEqual({
      ...category,
      translations: {
        de: { name: 'Neues', description: null },
        ar: { name: 'أخبار', description: null },
      },
    });
  });

  it('fills absent optional fields with null and requires only id', async () => {
    server.use(http.get(categoriesUrl, () => HttpResponse.json([{ id: 'x' }])));
    await expect(client.getCategories('acme')).resolves.toEqual([
      {
        id: 'x',
        name: null,
        slug: null,
        description: null,
        translations: {},
        createdAt: null,
        updatedAt: null,
      },
    ]);
    server.use(http.get(categoriesUrl, () => HttpResponse.json([{ id: 'x' }, { name: 'No id' }])));
    // A category without an id cannot be linked to: it is left out, and reported.
    expect((await client.getCategories('acme')).map((category) => category.id)).toEqual(['x']);
    expect(events).toEqual([
      { kind: 'item-left-out', brandId: 'acme', itemId: undefined, field: '[1].id' },
    ]);
  });

  it('keeps a __proto__ language key as data without touching prototypes', async () => {
    server.use(
      http.get(
        categoriesUrl,
        () =>
          new HttpResponse('[{"id":"x","translations":{"__proto__":{"name":"p"}}}]', {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const [category] = await client.getCategories('acme');
    expect(Object.getPrototypeOf(category?.translations)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(category?.translations, '__proto__')?.value).toEqual({
      name: 'p',
      description: null,
    });
  });

  it('reads a date-time that is not ISO 8601 as null, and reports it', async () => {
    server.use(http.get(categoriesUrl, () => HttpResponse.json([{ id: 'c', createdAt: '1' }])));
    const [category] = await client.getCategories('acme');
    expect(category).toMatchObject({ id: 'c', createdAt: null });
    expect(events).toEqual([
      { kind: 'field-ignored', brandId: 'acme', itemId: 'c', field: '[0].createdAt' },
    ]);
  });

  it('leaves out a translation of the wrong shape, or translations that are no object', async () => {
    server.use(
      http.get(categoriesUrl, () =>
        HttpResponse.json([
          { id: 'x', translations: { de: 'Neu', fr: { name: 'Nouveau', description: 5 } } },
          { id: 'y', translations: ['de'] },
        ]),
      ),
    );
    const categories = await client.getCategories('acme');
    expect(categories.map((category) => category.translations)).toEqual([
      { fr: { name: 'Nouveau', description: null } },
      {},
    ]);
    expect(events.map((event) => 'field' in event && event.field)).toEqual([
      '[0].translations.de',
      '[0].translations.fr.description',
      '[1].translations',
    ]);
  });

  it('keeps the categories endpoint an error when its body is no array', async () => {
    server.use(http.get(categoriesUrl, () => HttpResponse.json({ data: [] })));
    await expect(client.getCategories('acme')).rejects.toMatchObject({
      kind: 'invalid-response',
      field: '',
    });
  });
});

describe('normalising indexed items', () => {
  const indexedKeys = [
    'id',
    'slug',
    'language',
    'translationGroupId',
    'isSourceLanguageDocument',
    'title',
    'description',
    'categoryId',
    'category',
    'tags',
    'status',
    'publishedDate',
    'createdAt',
    'updatedAt',
    'imageUrl',
  ];

  it('reads a page of indexed items, keeping only their fields', () => {
    const item = createMockContentItem({ id: 'a1', brief: 'dropped' });
    const result = normalizeIndexedPage(page([item]), recordingReport().report);
    expect(result.totalCount).toBe(1);
    expect(Object.keys(result.data[0] ?? {}).sort()).toEqual([...indexedKeys].sort());
    expect(result.data[0]).toMatchObject({ id: 'a1', slug: item.slug, title: item.title });
  });

  it('names the field of a stored item that does not fit, from the item itself', () => {
    expect(() => readIndexedContent('not an item')).toThrow('response must be an object');
    const item = { ...createMockContentItem({ id: 'a1' }), slug: 5 };
    expect(() => readIndexedContent(item)).toThrow(
      expect.objectContaining({ field: 'slug', message: 'slug must be a string' }),
    );
  });
});

describe('error bodies', () => {
  it('are problem details only when they have a member of one', async () => {
    server.use(
      http.get(`${baseUrl}/api/v1/content/brands/acme/tag/t`, () =>
        HttpResponse.json({ error: 'busy', retry: true }, { status: 500 }),
      ),
    );
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error.status).toBe(500);
    expect(error.problem).toBeUndefined();
  });
});
