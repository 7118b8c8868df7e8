// The examples' Vite plugin in `vite` (dev): its middleware on a real node:http server, asked
// with raw request paths (no client-side URL clean-up), the way a browser or curl reaches it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImagesPlugin } from '../../examples/demoImagesVitePlugin.js';

/** What this test answers for anything Vite and the plugin pass on. */
const passedOn = 418;

// An empty root: no file of this repository can be served by Vite's own middlewares.
const root = mkdtempSync(join(tmpdir(), 'cdr-demo-images-'));
let vite: ViteDevServer;
let server: Server;
let port = 0;

beforeAll(async () => {
  vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    plugins: [demoImagesPlugin()],
  });
  server = createServer((req, res) => {
    vite.middlewares(req, res, () => {
      res.statusCode = passedOn;
      res.end();
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  port = address.port;
});

afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await vite.close();
  rmSync(root, { recursive: true, force: true });
});

/** Sends `path` as is (fetch would resolve `..` before sending). */
function send(method: string, path: string) {
  return new Promise<{ status: number; type: string | undefined; body: string }>((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

describe('demoImagesPlugin in vite dev', () => {
  it('serves a demo image as SVG, and HEAD without a body', async () => {
    const image = await send('GET', '/demo-images/acme-outdoor/lake-camp.svg');
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/svg+xml');
    expect(image.body).toMatch(/^<svg/);
    const head = await send('HEAD', '/demo-images/acme-outdoor/lake-camp.svg');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers a write with 405, not with the picture', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await send(method, '/demo-images/acme-outdoor/lake-camp.svg');
      expect(answer.status, method).toBe(405);
      expect(answer.body, method).not.toMatch(/<svg/);
    }
  });

  it.each([
    '/demo-images/../package.json',
    '/demo-images/%2e%2e/%2e%2e/package.json',
    '/demo-images/acme-outdoor/..%2f..%2fpackage.json',
    '/demo-images/acme-outdoor/%ED%A0%80.svg',
    '/demo-images/constructor/a.svg',
    '/demo-images/__proto__/a.svg',
    '/demo-images/acme-outdoor/a.svg/extra.svg',
    `/demo-images/acme-outdoor/${'a'.repeat(121)}.svg`,
  ])('serves no file and no picture for %s', async (path) => {
    const answer = await send('GET', path);
    expect([404, passedOn]).toContain(answer.status);
    expect(answer.body).not.toMatch(/<svg|"name"/);
  });

  it('leaves other paths to the rest of the dev server', async () => {
    expect((await send('GET', '/x/demo-images/acme-outdoor/lake-camp.svg')).body).not.toMatch(
      /<svg/,
    );
  });
});
