import {
  createContentClient,
  getAllContentByCategory,
  getAllContentByLanguage,
  getAllContentByTag,
} from 'content-delivery-react/client';
import { createMockContentItem } from 'content-delivery-react/mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, type LocalServer, sendJson, startLocalServer } from '../helpers/localServer.js';

let server: LocalServer | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

const items = Array.from({ length: 47 }, (_, index) =>
  createMockContentItem({ id: `i${index}`, slug: `s${index}` }),
);

/** Serves `items` in pages after a short delay and tracks how many requests overlap. */
async function pagingServer(options: { maxPageSize?: number; failPage?: number } = {}) {
  const stats = { inFlight: 0, maxInFlight: 0 };
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Math.min(
      Number(url.searchParams.get('pageSize') ?? 10),
      options.maxPageSize ?? 100,
    );
    stats.inFlight++;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    setTimeout(() => {
      stats.inFlight--;
      if (page === options.failPage) {
        sendJson(res, 404, { title: 'Gone' });
        return;
      }
      const start = (page - 1) * pageSize;
      sendJson(res, 200, {
        page,
        pageSize,
        totalCount: items.length,
        data: items.slice(start, start + pageSize),
      });
    }, 15);
  });
  return { stats, url: server.url };
}

describe('getAllContentBy…', () => {
  it('walks every page in order with bounded concurrency and reports progress', async () => {
    const { stats, url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    const progress: number[] = [];
    const result = await getAllContentByTag(client, 'acme', 'seo', {
      pageSize: 5,
      concurrency: 3,
      onProgress: ({ loaded }) => progress.push(loaded),
    });
    expect(result.items.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(result).toMatchObject({ totalCount: 47, pages: 10, complete: true });
    expect(server?.requests).toHaveLength(10);
    expect(stats.maxInFlight).toBeLessThanOrEqual(3);
    expect(progress.at(-1)).toBe(47);
    expect(progress).toHaveLength(10);
  });

  it('counts pages with the page size the service reports when it caps the request', async () => {
    const { url } = await pagingServer({ maxPageSize: 20 });
    const client = createContentClient({ baseUrl: url });
    const result = await getAllContentByCategory(client, 'acme', 'news', { pageSize: 100 });
    expect(result.items).toHaveLength(47);
    expect(result.pages).toBe(3);
  });

  it('stops at limit and requests no more pages than needed', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    const result = await getAllContentByLanguage(client, 'acme', 'en', { pageSize: 10, limit: 12 });
    expect(result.items).toHaveLength(12);
    expect(server?.requests).toHaveLength(2);
    expect(result.complete).toBe(true);
  });

  it('refuses to walk more pages than maxPages instead of truncating silently', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    await expect(
      getAllContentByTag(client, 'acme', 'seo', { pageSize: 1, maxPages: 10 }),
    ).rejects.toMatchObject({ kind: 'invalid-request', field: 'maxPages' });
    expect(server?.requests).toHaveLength(1);
  });

  it('walks exactly maxPages pages, and names the page count when there are more', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    const result = await getAllContentByTag(client, 'acme', 'seo', { pageSize: 5, maxPages: 10 });
    expect(result.items).toHaveLength(47);
    expect(server?.requests).toHaveLength(10);
    await expect(
      getAllContentByTag(client, 'acme', 'seo', { pageSize: 5, maxPages: 9 }),
    ).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'maxPages',
      message: '10 pages exceed maxPages; pass limit or raise maxPages',
    });
    expect(server?.requests).toHaveLength(11);
  });

  it('names the bad option and its range before any request', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(emptyPage)));
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    await expect(getAllContentByTag(client, 'acme', 'seo', { pageSize: 0 })).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'pageSize',
      message: 'pageSize must be a whole number from 1 to 2147483647',
    });
    await expect(
      getAllContentByTag(client, 'acme', 'seo', { maxPages: 1.5 }),
    ).rejects.toMatchObject({
      field: 'maxPages',
      message: 'maxPages must be a whole number from 1 to 1000000',
    });
    await expect(getAllContentByTag(client, 'acme', 'seo', { limit: -1 })).rejects.toMatchObject({
      field: 'limit',
    });
    const signal = 'stop' as unknown as AbortSignal;
    await expect(getAllContentByTag(client, 'acme', 'seo', { signal })).rejects.toMatchObject({
      kind: 'invalid-request',
      field: 'signal',
      message: 'signal must be an AbortSignal',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('logs nothing when no onProgress is given', async () => {
    const fetch = async () => new Response(JSON.stringify(emptyPage));
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(getAllContentByTag(client, 'acme', 'seo')).resolves.toMatchObject({ pages: 1 });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('rejects with the failing page and stops the others', async () => {
    const { url } = await pagingServer({ failPage: 3 });
    const client = createContentClient({ baseUrl: url });
    await expect(
      getAllContentByTag(client, 'acme', 'seo', { pageSize: 5, concurrency: 2 }),
    ).rejects.toMatchObject({ kind: 'http', status: 404 });
    expect(server?.requests.length).toBeLessThan(10);
  });

  it('aborts the walk when the caller aborts', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    const controller = new AbortController();
    const walk = getAllContentByTag(client, 'acme', 'seo', {
      pageSize: 5,
      signal: controller.signal,
      onProgress: ({ page }) => {
        if (page === 2) controller.abort();
      },
    });
    await expect(walk).rejects.toMatchObject({ kind: 'aborted' });
    expect(server?.requests.length).toBeLessThan(10);
  });

  it('sends nothing for a signal that aborted before the walk began', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    const walk = getAllContentByTag(client, 'acme', 'seo', { signal: AbortSignal.abort() });
    await expect(walk).rejects.toMatchObject({ kind: 'aborted' });
    expect(server?.requests.length).toBe(0);
  });

  it('refuses bad identifiers and options before any request', async () => {
    const { url } = await pagingServer();
    const client = createContentClient({ baseUrl: url });
    await expect(getAllContentByTag(client, 'acme', '..')).rejects.toMatchObject({
      kind: 'invalid-request',
    });
    await expect(getAllContentByTag(client, 'acme', 'x', { concurrency: 0 })).rejects.toMatchObject(
      {
        field: 'concurrency',
      },
    );
    expect(server?.requests).toHaveLength(0);
  });

  it('reports an onProgress hook that throws and finishes the walk, like the other hooks', async () => {
    const fetch = async () => new Response(JSON.stringify(emptyPage));
    const client = createContentClient({ baseUrl: 'https://cds.test', fetch, retry: 0 });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onProgress = () => {
      throw new Error('hook bug');
    };
    await expect(getAllContentByTag(client, 'acme', 'seo', { onProgress })).resolves.toMatchObject({
      pages: 1,
    });
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('onProgress threw'),
      expect.any(Error),
    );
  });
});
