// Runs the example on the embedded mock: starts the mock on 127.0.0.1 with a random API key,
// then `next start` (or `next dev` with --dev) with the key in the server's environment only.
// Usage (after `npm run build` and `npm run build:example:next`): node examples/nextjs/serve.mjs [--dev] [--webpack]
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startMockServer } from 'content-delivery-react/mock/server';

const appDir = fileURLToPath(new URL('.', import.meta.url));
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));
const dev = process.argv.includes('--dev');
const webpack = process.argv.includes('--webpack');

const apiKey = randomBytes(16).toString('hex');
const mock = await startMockServer({ port: 0, apiKey });
console.log(`mock service on ${mock.url} (key only in the Next.js server's environment)`);

const next = spawn(
  process.execPath,
  [nextBin, dev ? 'dev' : 'start', appDir, '-H', '127.0.0.1', '-p', process.env.PORT ?? '3000'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      ...(webpack ? { NEXT_DIST_DIR: '.next-webpack' } : {}),
      CDS_BASE_URL: mock.url,
      CDS_API_KEY: apiKey,
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? 'change-me',
    },
  },
);
const stop = () => next.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
next.on('exit', async (code) => {
  await mock.close();
  process.exit(code ?? 0);
});
