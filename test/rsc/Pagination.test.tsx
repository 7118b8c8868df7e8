// The server Pagination: page links from getPageHref; without it, nothing (and a development error).
import { Pagination } from 'content-delivery-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flightToHtml, renderServer } from './renderServer.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Pagination (server component)', () => {
  it('renders page links with the current page marked', async () => {
    const render = await renderServer(
      <Pagination page={2} pageSize={10} totalCount={45} getPageHref={(page) => `?page=${page}`} />,
    );
    expect(render.clientReferences).toEqual([]);
    expect(render.errors).toEqual([]);
    const html = flightToHtml(render.payload);
    expect(html).toContain('<nav aria-label="Pagination" class="cdr-pagination"');
    expect(html).toContain('href="?page=2" aria-current="page"');
    expect(html).toContain('href="?page=3"');
    expect(html).not.toContain('<button');
  });

  it('with onPageChange only renders nothing and logs one development error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(
      <main>
        <Pagination page={2} pageSize={10} totalCount={45} onPageChange={() => {}} />
      </main>,
    );
    await renderServer(
      <Pagination page={1} pageSize={10} totalCount={45} onPageChange={() => {}} />,
    );
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toBe('<main></main>');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('pass getPageHref');
  });

  it('ignores onPageChange beside getPageHref: links, no function in the payload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const render = await renderServer(
      <Pagination
        page={2}
        pageSize={10}
        totalCount={45}
        getPageHref={(page) => `?page=${page}`}
        onPageChange={() => {}}
      />,
    );
    expect(render.errors).toEqual([]);
    expect(flightToHtml(render.payload)).toContain('href="?page=1"');
  });

  // A fresh module each: the server build reports each message once per module, and earlier
  // renders (here and in other files) may have reported it already.
  async function freshPagination() {
    vi.resetModules();
    return (await import('content-delivery-react')).Pagination;
  }

  it('names the ignored onPageChange in one development error, beside getPageHref', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const FreshPagination = await freshPagination();
    const props = { page: 2, pageSize: 10, totalCount: 45, getPageHref: String };
    await renderServer(<FreshPagination {...props} onPageChange={() => {}} />);
    await renderServer(<FreshPagination {...props} onPageChange={() => {}} />);
    expect(consoleError.mock.calls).toEqual([
      [
        '[Pagination] onPageChange is ignored in a server component: the pages are links (getPageHref). To also call it, render Pagination from a client component.',
      ],
    ]);
  });

  it('reports nothing with getPageHref alone', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const FreshPagination = await freshPagination();
    const render = await renderServer(
      <FreshPagination page={2} pageSize={10} totalCount={45} getPageHref={String} />,
    );
    expect(flightToHtml(render.payload)).toContain('href="3"');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nonsense numbers safely', async () => {
    for (const [page, pageSize, totalCount] of [
      [Number.NaN, 10, 45],
      [-3, 0, 45],
      [1e9, 10, Number.POSITIVE_INFINITY],
    ] as const) {
      const render = await renderServer(
        <Pagination page={page} pageSize={pageSize} totalCount={totalCount} getPageHref={String} />,
      );
      expect(render.errors).toEqual([]);
    }
  });
});
