import { createContentClient } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { normalizeIndexedPage, readIndexedContent } from '../../src/client/normalize.js';
import { failureOf } from '../helpers/localServer.js';

const baseUrl = 'https://cds.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createContentClient({ baseUrl, retry: 0 });

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

  it.each([
    ['gscClicks', 'lots', /data\[0\]\.gscClicks must be an int32/],
    ['gscClicks', '0x10', /data\[0\]\.gscClicks/],
    ['gscClicks', '', /data\[0\]\.gscClicks/],
    ['gscClicks', ' 5', /data\[0\]\.gscClicks/],
    ['gscClicks', '05', /data\[0\]\.gscClicks/],
    ['gscClicks', '1.0', /data\[0\]\.gscClicks/],
    ['gscClicks', 1.5, /data\[0\]\.gscClicks must be an int32/],
    ['gscClicks', 2147483648, /data\[0\]\.gscClicks must be an int32/],
    ['gscImpressions', '-2147483649', /data\[0\]\.gscImpressions/],
    ['keywordSearchVolume', true, /data\[0\]\.keywordSearchVolume/],
    ['keywordDifficulty', 'NaN', /data\[0\]\.keywordDifficulty/],
    ['gscPosition', '1e400', /data\[0\]\.gscPosition must be a finite number/],
    ['gscPosition', '.5', /data\[0\]\.gscPosition/],
    ['title', 42, /data\[0\]\.title must be a string, got number 42/],
    ['status', 'Scheduled', /data\[0\]\.status must be Draft, Published or Archived/],
    ['tags', 'news', /data\[0\]\.tags must be an array of strings/],
    ['isSourceLanguageDocument', 'true', /data\[0\]\.isSourceLanguageDocument must be a boolean/],
    ['publishedDate', 'yesterday', /data\[0\]\.publishedDate must be an ISO 8601 date-time/],
    ['createdAt', '2025-13-01T10:00:00Z', /data\[0\]\.createdAt must be an ISO 8601 date-time/],
    ['createdAt', '2025-02-00', /data\[0\]\.createdAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T25:00:00Z', /data\[0\]\.updatedAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T10:60:00Z', /data\[0\]\.updatedAt must be an ISO 8601 date-time/],
    ['updatedAt', '2025-02-01T10:00:00+24:00', /data\[0\]\.updatedAt must be an ISO 8601/],
    ['updatedAt', '2025-02-01T24:30:00Z', /data\[0\]\.updatedAt must be an ISO 8601/],
    ['createdAt', '2026-02-30T10:00:00Z', /data\[0\]\.createdAt must be an ISO 8601/],
    ['createdAt', '2026-04-31', /data\[0\]\.createdAt must be an ISO 8601/],
    ['publishedDate', '2026-02-29T00:00:00Z', /data\[0\]\.publishedDate must be an ISO 8601/],
    ['internalTags', [1], /data\[0\]\.internalTags\[0\] must be a string/, 'internalTags[0]'],
    ['brief', 7, /data\[0\]\.brief must be a string or null/],
  ])('rejects %s = %j naming the field', async (field, value, message, path = field) => {
    serveTag(page([createMockContentItem({ [field]: value })]));
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toMatch(message);
    expect(error.field).toBe(`data[0].${path}`);
  });

  it('names the index of the bad item', async () => {
    const items = [1, 2, 3, 4].map(() => createMockContentItem());
    items[3] = { ...items[3], gscClicks: 'lots' } as (typeof items)[number];
    serveTag(page(items));
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error.message).toContain('data[3].gscClicks');
    expect(error.field).toBe('data[3].gscClicks');
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
    'publishedDate',
    'status',
    'createdAt',
    'updatedAt',
    'imageUrl',
    'metaTitle',
    'metaDescription',
    'primaryKeyword',
    'translationGroupId',
    'isSourceLanguageDocument',
  ])('rejects an item without the required field %s', async (field) => {
    const item: Record<string, unknown> = { ...createMockContentItem() };
    delete item[field];
    serveTag(page([item]));
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error).toMatchObject({ kind: 'invalid-response', field: `data[0].${field}` });
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
  ])('rejects %j naming %s', async (body, field) => {
    serveTag(body);
    const error = await failureOf(client.getContentByTag('acme', 't'));
    expect(error).toMatchObject({ kind: 'invalid-response', field });
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
    await expect(client.getCategories('acme')).rejects.toMatchObject({ field: '[1].id' });
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

  it('refuses date-time fields that are not ISO 8601', async () => {
    server.use(http.get(categoriesUrl, () => HttpResponse.json([{ id: 'c', createdAt: '1' }])));
    const error = await failureOf(client.getCategories('acme'));
    expect(error).toMatchObject({ kind: 'invalid-response', field: '[0].createdAt' });
  });

  it('rejects a translation of the wrong shape', async () => {
    server.use(
      http.get(categoriesUrl, () => HttpResponse.json([{ id: 'x', translations: { de: 'Neu' } }])),
    );
    await expect(client.getCategories('acme')).rejects.toMatchObject({
      kind: 'invalid-response',
      field: '[0].translations.de',
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
    const result = normalizeIndexedPage(page([item]));
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
