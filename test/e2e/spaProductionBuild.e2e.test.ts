// Builds examples/vite-spa for production three ways and checks where the demo data ends up:
// nowhere with a service URL or with nothing configured, in a lazily loaded chunk of its own when
// the mock is asked for (VITE_CDS_MOCK=true). Prints the production JS (gzip) with and without it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createDemoDataset } from 'content-delivery-react/mock';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { LOADED_MACHINE_TIMEOUT_MS } from '../helpers/loadedMachine.js';
import { serveStatic } from './staticServer.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
// vite's package.json is exported; its bin is not, so find the bin beside it.
const vite = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const outRoot = mkdtempSync(join(tmpdir(), 'cdr-spa-build-'));

/** The builds, by the environment they are made with (on top of a process env without VITE*, NODE_ENV). */
const builds = {
  service: { VITE_CDS_BASE_URL: 'https://cds.example.com', VITE_CDS_API_KEY: 'public-key' },
  unconfigured: {},
  mock: { VITE_CDS_MOCK: 'true' },
} satisfies Record<string, Record<string, string>>;
type BuildName = keyof typeof builds;

function buildSpa(name: BuildName): Promise<void> {
  const env = Object.fromEntries(
    // Vitest's NODE_ENV=test would make the build a development one (import.meta.env.DEV).
    Object.entries(process.env).filter(([key]) => !/^(VITE|NODE_ENV$|MODE$)/.test(key)),
  );
  const args = [vite, 'build', 'examples/vite-spa', '--outDir', join(outRoot, name)];
  const child = spawn(process.execPath, [...args, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...env, ...builds[name] },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build (${name}) failed:\n${stderr}`)),
    );
  });
}

interface BuiltJs {
  /** The chunk index.html loads. */
  entry: string;
  /** Every JS file of the build, by file name. */
  files: Map<string, string>;
}

function readBuild(name: BuildName): BuiltJs {
  const dir = join(outRoot, name);
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entryName = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (entryName === undefined) throw new Error(`${name}: index.html loads no script`);
  const files = new Map<string, string>();
  for (const file of readdirSync(join(dir, 'assets'))) {
    if (file.endsWith('.js')) files.set(file, readFileSync(join(dir, 'assets', file), 'utf8'));
  }
  return { entry: files.get(entryName) ?? '', files };
}

const gzipKb = (code: string) => (gzipSync(code, { level: 9 }).length / 1024).toFixed(1);

/** Strings that are demo data: every demo title long enough not to occur by chance. */
const demoTitles = [
  ...new Set(
    createDemoDataset()
      .brands.flatMap((brand) => brand.items)
      .map((item) => item.title)
      .filter((title) => title.length >= 24),
  ),
];
const demoDataIn = (code: string) => demoTitles.filter((title) => code.includes(title));

let browser: Browser;
const built = new Map<BuildName, BuiltJs>();

beforeAll(async () => {
  await Promise.all([buildSpa('service'), buildSpa('unconfigured'), buildSpa('mock')]);
  for (const name of ['service', 'unconfigured', 'mock'] as const) built.set(name, readBuild(name));
  browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  rmSync(outRoot, { recursive: true, force: true });
});

function build(name: BuildName): BuiltJs {
  const js = built.get(name);
  if (js === undefined) throw new Error(`no ${name} build`);
  return js;
}

describe('Vite SPA example, production build', () => {
  it('leaves the mock and its demo data out when a service URL is set', () => {
    // The markers are real: the build that ships the mock contains most of them.
    const shipped = [...build('mock').files.values()].join('\n');
    expect(demoDataIn(shipped).length).toBeGreaterThan(20);
    // The demo pictures (examples/demoImagesVitePlugin.ts) ship with the mock, and only with it.
    const images = join(outRoot, 'mock', 'demo-images', 'acme-outdoor');
    expect(readdirSync(images).filter((file) => file.endsWith('.svg')).length).toBeGreaterThan(50);
    expect(shipped).toContain('cdr-demo-img');

    for (const name of ['service', 'unconfigured'] as const) {
      const code = [...build(name).files.values()].join('\n');
      expect(build(name).files.size, `${name}: one chunk, no lazy mock chunk`).toBe(1);
      expect(demoDataIn(code), name).toEqual([]);
      expect(code, name).not.toContain('createDemoDataset');
      expect(code, name).not.toContain('Security demo');
      expect(code, name).not.toContain('cdr-demo-img');
      expect(existsSync(join(outRoot, name, 'demo-images')), name).toBe(false);
    }
  });

  it('loads the mock in a chunk of its own, on first use, only when asked to', () => {
    const mock = build('mock');
    expect(demoDataIn(mock.entry)).toEqual([]);
    expect(mock.files.size).toBe(2);
    const mockChunk = [...mock.files.values()].find((code) => code !== mock.entry) ?? '';
    expect(mock.entry).toContain('import(');

    const sizes = {
      service: gzipKb(build('service').entry),
      entry: gzipKb(mock.entry),
      mock: gzipKb(mockChunk),
      staticImport: gzipKb(`${mock.entry}\n${mockChunk}`),
    };
    console.log(
      `[vite-spa] production JS (gzip, level 9): without the mock ${sizes.service} kB; ` +
        `with VITE_CDS_MOCK=true ${sizes.entry} kB up front + ${sizes.mock} kB mock chunk on the ` +
        `first request (≈ ${sizes.staticImport} kB had the mock been imported statically)`,
    );
  });

  it('shows demo articles from the lazily loaded mock', async () => {
    const site = await serveStatic(join(outRoot, 'mock'));
    const page = await browser.newPage();
    try {
      await page.goto(site.url);
      // The list shows once the lazily loaded mock chunk has arrived and answered.
      await page
        .getByRole('heading', { name: 'Latest articles' })
        .waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
      await page.locator('main li strong').first().waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
      const titles = await page.locator('main li strong').allTextContents();
      expect(titles.filter((title) => demoTitles.includes(title)).length).toBeGreaterThan(0);
    } finally {
      await page.close();
      await site.close();
    }
  });

  it('says what to configure when built with neither a service nor the mock', async () => {
    const site = await serveStatic(join(outRoot, 'unconfigured'));
    const page = await browser.newPage();
    try {
      await page.goto(site.url);
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: LOADED_MACHINE_TIMEOUT_MS });
      expect(await alert.textContent()).toContain('No content service configured');
      expect(await alert.textContent()).toContain('VITE_CDS_BASE_URL');
    } finally {
      await page.close();
      await site.close();
    }
  });
});
