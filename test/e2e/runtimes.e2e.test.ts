// Sanitized article HTML on the server runtimes apps deploy to, from the packed package: one
// Worker module (runtimes/articleWorker.ts) renders a hostile article with `ContentArticle` and
// react-dom's server renderer on Cloudflare's workerd (through miniflare), Bun, Deno and Node.
// Each resolves the package under its own conditions (see docs/runtimes.md), and each must
// answer the body as sanitized HTML: headings, links, lists and images kept, nothing that runs.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleWorker,
  childEnvironment,
  createRuntimeApp,
  type RuntimeApp,
  repoBin,
  runCommand,
} from './runtimes/runtimeApp.js';

/**
 * A runtime's whole run (start, load the package and React, render), or the pack: seconds on an
 * idle machine, many times that on a loaded one. It only bounds a run that never ends.
 */
const RUNTIME_TIMEOUT_MS = 120_000;

const fixtures = ['articleWorker.ts', 'print.mjs'].map((name) =>
  fileURLToPath(new URL(`./runtimes/${name}`, import.meta.url)),
);

/** The Worker's service key (its `CDS_API_KEY`): it must never reach the page. */
const apiKey = `runtime-e2e-${randomBytes(12).toString('hex')}`;

let app: RuntimeApp | undefined;

function appDir(): string {
  if (app === undefined) throw new Error('the temporary app was not created');
  return app.dir;
}

beforeAll(async () => {
  app = await createRuntimeApp(fixtures, RUNTIME_TIMEOUT_MS);
}, RUNTIME_TIMEOUT_MS);

afterAll(() => app?.remove());

/** What a reader (and a crawler) of the article notices, and what must never reach the page. */
function expectSanitizedArticle(html: string): void {
  const bodyTag = /<div [^>]*data-slot="content-body"[^>]*>/.exec(html)?.[0];
  expect(bodyTag, `no article body in:\n${html}`).toBeDefined();
  // `text` is the safe fallback of a runtime without a sanitizer: headings, links and images lost.
  expect(bodyTag, 'the body is not sanitized HTML').toContain('data-state="sanitized"');
  expect(html).toMatch(/<h2[^>]*>Packing for a rainy day<\/h2>/);
  expect(html).toMatch(
    /<a [^>]*href="https:\/\/example\.com\/rain-guide"[^>]*>the rain guide<\/a>/,
  );
  expect(html).toMatch(/<ul[^>]*><li[^>]*>Rain cover for the pack<\/li>/);
  const images = html.match(/<img [^>]*>/g) ?? [];
  expect(images, 'the article image is gone').toContainEqual(
    expect.stringMatching(
      /src="https:\/\/images\.example\/rainy-trail\.jpg"[^>]*alt="A hiker on a rainy trail"|alt="A hiker on a rainy trail"[^>]*src="https:\/\/images\.example\/rainy-trail\.jpg"/,
    ),
  );
  // Nothing of the script, the event handler or the javascript: link survives, not even as text.
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/onerror/i);
  expect(html).not.toMatch(/javascript:/i);
  expect(html).not.toContain('alert(');
  expect(html).not.toContain(apiKey);
}

describe('sanitized article HTML on every server runtime', () => {
  it(
    'Cloudflare workerd, bundled as wrangler bundles a Worker',
    async () => {
      const script = await bundleWorker(appDir(), 'articleWorker.ts');
      // No `nodejs_compat` flag: the package and React's edge build need no Node.js API.
      // `cf: false` keeps miniflare from fetching a real `request.cf` from Cloudflare.
      const worker = new Miniflare({
        cf: false,
        workers: [
          {
            config: {
              name: 'article',
              compatibilityDate: '2026-07-01',
              manifest: {
                mainModule: 'worker.js',
                modules: { 'worker.js': { type: 'esm', contents: script } },
              },
              env: { CDS_API_KEY: { type: 'text', value: apiKey } },
            },
          },
        ],
      });
      try {
        const response = await worker.dispatchFetch('http://localhost/articles/packing-for-rain');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expectSanitizedArticle(await response.text());
      } finally {
        await worker.dispose();
      }
    },
    RUNTIME_TIMEOUT_MS,
  );

  it(
    'Bun',
    async () => {
      // --no-install: with a node_modules folder Bun does not install anyway; this makes sure.
      const { stdout } = await runCommand(repoBin('bun'), ['--no-install', 'print.mjs'], {
        cwd: appDir(),
        env: childEnvironment({ NODE_ENV: 'production', CDS_API_KEY: apiKey }),
        timeoutMs: RUNTIME_TIMEOUT_MS,
      });
      expectSanitizedArticle(stdout);
    },
    RUNTIME_TIMEOUT_MS,
  );

  it(
    'Deno, allowed nothing but reading NODE_ENV and CDS_API_KEY',
    async () => {
      const { stdout } = await runCommand(
        repoBin('deno'),
        [
          'run',
          // Fail on a permission the package would need, instead of asking for it.
          '--no-prompt',
          '--allow-env=NODE_ENV,CDS_API_KEY',
          // The app's node_modules, never the npm registry; no deno.lock written.
          '--node-modules-dir=manual',
          '--no-lock',
          'print.mjs',
        ],
        {
          cwd: appDir(),
          env: childEnvironment({
            NODE_ENV: 'production',
            CDS_API_KEY: apiKey,
            DENO_DIR: join(appDir(), '.deno'),
            DENO_NO_UPDATE_CHECK: '1',
            NO_COLOR: '1',
          }),
          timeoutMs: RUNTIME_TIMEOUT_MS,
        },
      );
      expectSanitizedArticle(stdout);
    },
    RUNTIME_TIMEOUT_MS,
  );

  it(
    'Node, without jsdom',
    async () => {
      const { stdout } = await runCommand(process.execPath, ['print.mjs'], {
        cwd: appDir(),
        env: childEnvironment({ NODE_ENV: 'production', CDS_API_KEY: apiKey }),
        timeoutMs: RUNTIME_TIMEOUT_MS,
      });
      expectSanitizedArticle(stdout);
    },
    RUNTIME_TIMEOUT_MS,
  );
});
