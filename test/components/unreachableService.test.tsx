// @vitest-environment jsdom
// What a reader sees, in the default English labels, when the content service cannot be
// reached at all: a server on 127.0.0.1 that drops every connection without an answer.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, screen, within } from '@testing-library/react';
import { ContentList } from 'content-delivery-react';
import { createContentClient } from 'content-delivery-react/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapperFor } from './setup.js';

let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request) => request.socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('a list whose service cannot be reached', () => {
  it('says so in plain English and offers Retry', async () => {
    const client = createContentClient({ baseUrl, retry: 0 });
    render(<ContentList tag="gear" />, { wrapper: wrapperFor(client) });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-error-kind')).toBe('network');
    expect([...alert.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'The content service could not be reached. Check the connection and retry.',
    ]);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeDefined();
  });
});
