import { createContentClient } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it, vi } from 'vitest';
import { failureOf } from '../helpers/localServer.js';

const baseUrl = 'https://cds.test';
const tagUrl = `${baseUrl}/api/v1/content/brands/acme/tag/t`;
const categoriesUrl = `${baseUrl}/api/v1/content/brands/acme/categories`;

/** A client whose every request is answered with `body` as JSON. */
function clientServing(body: unknown) {
  return createContentClient({ baseUrl, retry: 0, fetch: async () => Response.json(body) });
}

function page(data: unknown[]) {
  return { page: 1, pageSize: 10, totalCount: data.length, data };
}

/**
 * What the client prints in development for a tag page whose only item (id `id`) has `changes`
 * applied (`undefined` removes a field), and the items it keeps. Ids differ per test: each
 * warning is printed once per process.
 */
async function itemWarnings(id: string, changes: Record<string, unknown>) {
  const item: Record<string, unknown> = { ...createMockContentItem({ id }), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete item[key];
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const { data } = await clientServing(page([item])).getContentByTag('acme', 't');
    return { kept: data.length, warnings: warn.mock.calls.map((call) => String(call[0])) };
  } finally {
    warn.mockRestore();
  }
}

const leftOut = (item: string, problem: string) =>
  `[createContentClient] brand "acme": item ${item} was left out of its page: ${problem} (the page keeps its other items; see docs/errors.md).`;

describe('warnings say which item and field the client did not take, never the value', () => {
  it.each([
    ['w1', { title: undefined }, 'data[0].title must be a string'],
    ['w2', { title: ['x'] }, 'data[0].title must be a string'],
    ['w3', { title: { x: 1 } }, 'data[0].title must be a string'],
    ['w4', { title: null }, 'data[0].title must be a string'],
    ['w5', { title: 7 }, 'data[0].title must be a string'],
    ['w6', { tags: ['a', 5] }, 'data[0].tags[1] must be a string'],
  ])('%s: %j', async (id, changes, problem) => {
    expect(await itemWarnings(id, changes)).toEqual({
      kept: 0,
      warnings: [leftOut(`"${id}"`, problem)],
    });
  });

  it.each([
    ['w7', { gscClicks: 'lots' }, 'data[0].gscClicks'],
    ['w8', { publishedDate: undefined }, 'data[0].publishedDate'],
  ])('%s: %j', async (id, changes, field) => {
    expect(await itemWarnings(id, changes)).toEqual({
      kept: 1,
      warnings: [
        `[createContentClient] brand "acme": item "${id}" is shown without ${field}, which does not fit the spec (read as null; see docs/errors.md).`,
      ],
    });
  });

  it('name an entry of a page that is not an object by its place', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { data } = await clientServing(page(['oops'])).getContentByTag('acme', 't');
    expect(data).toEqual([]);
    expect(warn.mock.calls).toEqual([[leftOut('at data[0]', 'data[0] must be an object')]]);
    warn.mockRestore();
  });

  it('print nothing in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(await itemWarnings('w9', { title: 7, gscClicks: 'lots' })).toEqual({
        kept: 0,
        warnings: [],
      });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('invalid-response messages say what a field holds', () => {
  it('name a page whose data is not an array', async () => {
    const body = { page: 1, pageSize: 10, totalCount: 0, data: {} };
    const error = await failureOf(clientServing(body).getContentByTag('acme', 't'));
    expect(error.field).toBe('data');
    expect(error.message).toBe(
      `GET ${tagUrl} invalid response: data must be an array, got an object`,
    );
  });

  it('name the whole response when it is not the array of categories', async () => {
    const error = await failureOf(clientServing({ id: 'c1' }).getCategories('acme'));
    expect(error.kind).toBe('invalid-response');
    expect(error.field).toBe('');
    expect(error.message).toBe(
      `GET ${categoriesUrl} invalid response: response must be an array, got an object`,
    );
  });

  it('name the whole response when a page is not an object', async () => {
    const error = await failureOf(clientServing([]).getContentByTag('acme', 't'));
    expect(error.message).toBe(
      `GET ${tagUrl} invalid response: response must be an object, got an array`,
    );
  });

  it('name a negative total count', async () => {
    const body = { page: 1, pageSize: 10, totalCount: -1, data: [] };
    const error = await failureOf(clientServing(body).getContentByTag('acme', 't'));
    expect(error.field).toBe('totalCount');
    expect(error.message).toBe(
      `GET ${tagUrl} invalid response: totalCount must be an int64 >= 0, got number -1`,
    );
  });
});
