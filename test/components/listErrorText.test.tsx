// @vitest-environment jsdom
// The words of a list's error state: the service's problem title as sent but tidied (trimmed,
// cut at 300 characters), or a plain sentence when the title says nothing or no answer came.
// A server on 127.0.0.1 answers each request with the problem the test sets, or never.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapperFor } from './setup.js';

let server: Server;
let baseUrl: string;
/** The problem title the next 403 carries; `undefined`: the server never answers. */
let title: string | undefined;

beforeAll(async () => {
  server = createServer((_request, response) => {
    if (title === undefined) return;
    response.writeHead(403, { 'content-type': 'application/problem+json' });
    response.end(JSON.stringify({ title, status: 403 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function shownError(problemTitle: string | undefined) {
  title = problemTitle;
  const client = createContentClient({ baseUrl, retry: 0, timeoutMs: 200 });
  render(<ContentList tag="gear" />, { wrapper: wrapperFor(client) });
  const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
  return {
    kind: alert.getAttribute('data-error-kind'),
    text: [...alert.querySelectorAll('p')].map((paragraph) => paragraph.textContent),
  };
}

const long = 'a'.repeat(299);

describe("a list's error text", () => {
  it('says the service could not be reached when it never answers (a timeout)', async () => {
    expect(await shownError(undefined)).toEqual({
      kind: 'timeout',
      text: ['The content service could not be reached. Check the connection and retry.'],
    });
  });

  it.each([
    ['trimmed', '  Forbidden brand \n', 'Forbidden brand'],
    ['of exactly 300 characters, whole', `${long}b`, `${long}b`],
    ['longer, cut at 300 with no space before the ellipsis', `${long} bcd`, `${long}…`],
    ['of only spaces, replaced by the plain sentence', '   ', 'The content could not be loaded.'],
  ])('shows a problem title %s', async (_, sent, shown) => {
    expect(await shownError(sent)).toEqual({ kind: 'http', text: [shown] });
  });
});
