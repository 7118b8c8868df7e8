import { QueryClient } from '@tanstack/react-query';
import {
  categoriesQueryOptions,
  contentByCategoryQueryOptions,
  contentKeys,
} from 'content-delivery-react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { baseUrl, listeningMockServer, newClient } from './render.js';

// The server-safe option factories: what `prefetchQuery` or `fetchQuery` on a server asks for.

const { server, requests } = listeningMockServer();

describe('contentByCategoryQueryOptions', () => {
  it('asks for the page of the category and caches it under the category’s page key', async () => {
    const client = newClient();
    const queryClient = new QueryClient();
    const options = contentByCategoryQueryOptions(client, {
      brandId: 'acme-outdoor',
      categoryId: 'hiking',
      page: 2,
      pageSize: 3,
    });
    expect(options.queryKey).toEqual(
      contentKeys.page(client, 'acme-outdoor', 'category', 'hiking', { page: 2, pageSize: 3 }),
    );
    const page = await queryClient.fetchQuery(options);
    expect(page.page).toBe(2);
    expect(page.data.map((item) => item.categoryId)).toEqual(['hiking', 'hiking', 'hiking']);
    expect(requests).toEqual(['/acme-outdoor/category/hiking?page=2&pageSize=3']);
  });
});

describe('categoriesQueryOptions', () => {
  it('aborts the request when the query is cancelled', async () => {
    let aborted = false;
    server.use(
      http.get(`${baseUrl}/api/v1/content/brands/:brand/categories`, async ({ request }) => {
        // Answers only once aborted: no real time passes.
        await new Promise((resolve) => {
          request.signal.addEventListener('abort', () => {
            aborted = true;
            resolve(undefined);
          });
        });
        return HttpResponse.json([]);
      }),
    );
    const queryClient = new QueryClient();
    const options = categoriesQueryOptions(newClient(), 'acme-outdoor');
    const pending = queryClient.fetchQuery(options);
    await expect.poll(() => requests.length, { timeout: 5000 }).toBe(1);
    await queryClient.cancelQueries({ queryKey: options.queryKey });
    await expect(pending).rejects.toBeDefined();
    await expect.poll(() => aborted, { timeout: 5000 }).toBe(true);
  });
});
