import { createContentClient } from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { describe, expect, it } from 'vitest';
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

/** The error of a tag page whose only item has `changes` applied (`undefined` removes a field). */
async function itemFailure(changes: Record<string, unknown>) {
  const item: Record<string, unknown> = { ...createMockContentItem({ id: 'a1' }), ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete item[key];
  return failureOf(clientServing(page([item])).getContentByTag('acme', 't'));
}

describe('invalid-response messages say what a field holds', () => {
  it.each([
    [{ title: undefined }, 'data[0].title', 'data[0].title must be a string, got nothing'],
    [{ title: ['x'] }, 'data[0].title', 'data[0].title must be a string, got an array'],
    [{ title: { x: 1 } }, 'data[0].title', 'data[0].title must be a string, got an object'],
    [{ title: null }, 'data[0].title', 'data[0].title must be a string, got null'],
    [{ title: 7 }, 'data[0].title', 'data[0].title must be a string, got number 7'],
    [
      { gscClicks: 'lots' },
      'data[0].gscClicks',
      'data[0].gscClicks must be an int32 or null, got the string "lots"',
    ],
    [
      { publishedDate: undefined },
      'data[0].publishedDate',
      'data[0].publishedDate must be an ISO 8601 date-time or null, got nothing',
    ],
  ])('%j', async (changes, field, message) => {
    const error = await itemFailure(changes);
    expect(error.kind).toBe('invalid-response');
    expect(error.field).toBe(field);
    expect(error.message).toBe(`GET ${tagUrl} invalid response: ${message}`);
  });

  it('name an entry of a page that is not an object', async () => {
    const error = await failureOf(clientServing(page(['oops'])).getContentByTag('acme', 't'));
    expect(error.field).toBe('data[0]');
    expect(error.message).toBe(
      `GET ${tagUrl} invalid response: data[0] must be an object, got the string "oops"`,
    );
  });

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
