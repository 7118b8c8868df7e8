// The example launcher shared by the framework examples' end-to-end tests and the bench: what it
// does before any build exists (the e2e tests cover starting, measuring and stopping real builds).
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startNextApp } from '../../scripts/exampleApps.mjs';

describe('freePort', () => {
  it('returns a port a server can listen on at 127.0.0.1', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const address = server.address();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(typeof address === 'object' && address !== null ? address.port : 0).toBe(port);
  });
});

describe('startNextApp', () => {
  it('rejects with the command that makes a missing build, without starting a server', async () => {
    await expect(
      startNextApp({ distDir: '.next-never-built', env: {}, timeoutMs: 1_000 }),
    ).rejects.toThrow(
      'examples/nextjs/.next-never-built is missing: run `npm run build` and `npm run build:example:next` first',
    );
  });
});
