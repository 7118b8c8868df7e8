// The built framework examples (examples/nextjs, examples/react-router, examples/astro,
// examples/tanstack-start) as child processes on 127.0.0.1, and the JavaScript one of their routes makes Chromium load.
// The end-to-end tests and the bench (bench/routes.mjs) share it, so the figures they print are
// measured one way. Plain JavaScript (like scripts/chromium.mjs and routeJs.mjs) so Node scripts
// and the TypeScript tests share one copy.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOwnerClassifier, measureScript, sumRoute } from './routeJs.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const nextAppDir = join(repoRoot, 'examples/nextjs');
const reactRouterAppDir = join(repoRoot, 'examples/react-router');
const astroAppDir = join(repoRoot, 'examples/astro');
const tanStackStartAppDir = join(repoRoot, 'examples/tanstack-start');

/**
 * How long a server is given to start answering, and a page to load. A loaded 2-core CI machine
 * takes seconds to boot `next start` or `react-router-serve`; the bound only matters for one that
 * never answers. LOADED_MACHINE_TIMEOUT_MS of test/helpers/loadedMachine.ts, which a plain .mjs
 * script cannot import.
 */
const LOADED_MACHINE_TIMEOUT_MS = 30_000;
/**
 * How long one probe may take before it is asked again. A probe that renders a page (React
 * Router's `/`) takes over a second on a loaded machine, and an aborted one never answers.
 */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * A running example app.
 * @typedef {{ url: string, output: () => string, stop: () => Promise<void> }} ExampleApp
 */

/**
 * Which build served a route: how its script URLs map to built files.
 * @typedef {{ framework: 'next', distDir: string } | { framework: 'react-router' } | { framework: 'astro', outDir?: 'dist' | 'dist-cloudflare' } | { framework: 'tanstack-start' }} ExampleBuild
 */

/**
 * A free TCP port on 127.0.0.1 (the servers print, but do not report, the port they pick).
 * @returns {Promise<number>}
 */
export async function freePort() {
  const server = createServer();
  await new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(null)));
  const address = server.address();
  await new Promise((resolveClose) => server.close(() => resolveClose(null)));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Polls `probeUrl` until the server answers (any status), the child exits or time runs out.
 * @param {string} probeUrl
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} timeoutMs
 */
async function waitUntilAnswering(probeUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the app server exited (${child.exitCode ?? child.signalCode})`);
    }
    const probeMs = Math.max(1, Math.min(PROBE_TIMEOUT_MS, deadline - Date.now()));
    const answered = await fetch(probeUrl, { signal: AbortSignal.timeout(probeMs) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  throw new Error(`the app server did not answer ${probeUrl} within ${timeoutMs} ms`);
}

/**
 * Spawns `args` under this Node, collects what it prints, and resolves once `probePath`
 * answers. A server that exits or stays silent is stopped and rejected with its output; one
 * still running when this process exits is killed then, so no server outlives its caller.
 * @param {{ name: string, args: string[], cwd: string, env: Record<string, string>, port: number, probePath: string, timeoutMs: number }} launch
 * @returns {Promise<ExampleApp>}
 */
async function startServer({ name, args, cwd, env, port, probePath, timeoutMs }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => {
    printed += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    printed += String(chunk);
  });
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolveExit) => child.once('exit', () => resolveExit(null)));
    child.kill('SIGTERM');
    // A server that ignores SIGTERM (open connections, a stuck handler) is killed after 5 s.
    const killLater = setTimeout(killNow, 5_000);
    await exited;
    clearTimeout(killLater);
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(url + probePath, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(
      `${name}: ${error instanceof Error ? error.message : String(error)}\n${printed}`,
    );
  }
  return { url, output: () => printed, stop };
}

/**
 * Starts `next start` on one build of examples/nextjs on a free port of 127.0.0.1.
 * @param {{ distDir: string, env: Record<string, string>, timeoutMs?: number }} options
 *   `distDir`: `.next` (Turbopack) or `.next-webpack`; `env`: `CDS_BASE_URL`, `CDS_API_KEY`,
 *   `REVALIDATE_SECRET`…, given to the server only; `timeoutMs` @default 30000
 * @returns {Promise<ExampleApp>} rejects, with the server's output, when the build is missing,
 *   the server exits or it does not answer in time
 * @example
 * const app = await startNextApp({ distDir: '.next', env: { CDS_BASE_URL: mock.url, CDS_API_KEY: key } });
 * try { await fetch(`${app.url}/tags/gear`); } finally { await app.stop(); }
 */
export async function startNextApp({ distDir, env, timeoutMs = LOADED_MACHINE_TIMEOUT_MS }) {
  if (!existsSync(join(nextAppDir, distDir, 'BUILD_ID'))) {
    throw new Error(
      `examples/nextjs/${distDir} is missing: run \`npm run build\` and \`npm run build:example:next\` first`,
    );
  }
  const port = await freePort();
  const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');
  return startServer({
    name: `next start (${distDir})`,
    args: [nextBin, 'start', nextAppDir, '-H', '127.0.0.1', '-p', String(port)],
    cwd: repoRoot,
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, ...env },
    port,
    // A static file: answers as soon as the server listens, without rendering a page.
    probePath: '/icon.svg',
    timeoutMs,
  });
}

/**
 * The script of the `react-router-serve` command, as its package.json names it: the file moved
 * between majors (React Router 7's `bin.js`, 8's `bin.cjs`), and the package exports no path to it.
 * @returns {string}
 */
function reactRouterServeBin() {
  const packageJsonPath = createRequire(import.meta.url).resolve(
    '@react-router/serve/package.json',
  );
  /** @type {{ bin?: Record<string, string> }} */
  const { bin } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const script = bin?.['react-router-serve'];
  if (script === undefined) throw new Error(`${packageJsonPath} has no react-router-serve command`);
  return join(packageJsonPath, '..', script);
}

/**
 * Starts `react-router-serve` on the build of examples/react-router on a free port of 127.0.0.1.
 * @param {{ env: Record<string, string>, timeoutMs?: number }} options `env`: `CDS_BASE_URL`,
 *   `CDS_API_KEY`, given to the server only; `timeoutMs` @default 30000
 * @returns {Promise<ExampleApp>} rejects, with the server's output, when the build is missing,
 *   the server exits or it does not answer in time
 * @example
 * const app = await startReactRouterApp({ env: { CDS_BASE_URL: mock.url, CDS_API_KEY: key } });
 */
export async function startReactRouterApp({ env, timeoutMs = LOADED_MACHINE_TIMEOUT_MS }) {
  if (!existsSync(join(reactRouterAppDir, 'build/server/index.js'))) {
    throw new Error(
      'examples/react-router/build is missing: run `npm run build` and `npm run build:example:rr` first',
    );
  }
  const port = await freePort();
  return startServer({
    name: 'react-router-serve',
    args: [reactRouterServeBin(), 'build/server/index.js'],
    // react-router-serve finds the browser assets (build/client) relative to its working directory.
    cwd: reactRouterAppDir,
    env: { NODE_ENV: 'production', ...env, HOST: '127.0.0.1', PORT: String(port) },
    port,
    probePath: '/',
    timeoutMs,
  });
}

/**
 * Starts the standalone Node server (`@astrojs/node`) of examples/astro's build on a free port of
 * 127.0.0.1.
 * @param {{ env: Record<string, string>, timeoutMs?: number }} options `env`: `CDS_BASE_URL`,
 *   `CDS_API_KEY`, given to the server only; `timeoutMs` @default 30000
 * @returns {Promise<ExampleApp>} rejects, with the server's output, when the build is missing,
 *   the server exits or it does not answer in time
 * @example
 * const app = await startAstroApp({ env: { CDS_BASE_URL: mock.url, CDS_API_KEY: key } });
 */
export async function startAstroApp({ env, timeoutMs = LOADED_MACHINE_TIMEOUT_MS }) {
  if (!existsSync(join(astroAppDir, 'dist/server/entry.mjs'))) {
    throw new Error(
      'examples/astro/dist is missing: run `npm run build` and `npm run build:example:astro` first',
    );
  }
  const port = await freePort();
  return startServer({
    name: 'astro (node standalone)',
    args: [join(astroAppDir, 'dist/server/entry.mjs')],
    cwd: astroAppDir,
    env: { NODE_ENV: 'production', ...env, HOST: '127.0.0.1', PORT: String(port) },
    port,
    // A static file: answers as soon as the server listens, without rendering a page.
    probePath: '/favicon.svg',
    timeoutMs,
  });
}

/**
 * The `astro` command's script, as its package.json names it (the package exports no path to it).
 * @returns {string}
 */
function astroBin() {
  const packageJsonPath = createRequire(import.meta.url).resolve('astro/package.json');
  /** @type {{ bin?: Record<string, string> }} */
  const { bin } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const script = bin?.astro;
  if (script === undefined) throw new Error(`${packageJsonPath} has no astro command`);
  return join(packageJsonPath, '..', script);
}

/**
 * Starts the Cloudflare build of examples/astro (`astro.config.cloudflare.ts`, in
 * `dist-cloudflare/`) in workerd, through `astro preview` (@astrojs/cloudflare runs the built
 * Worker in Miniflare), on a free port of 127.0.0.1. Nothing leaves the machine: no telemetry,
 * no download of Cloudflare's `Request.cf` data, no account.
 * @param {{ env: Record<string, string>, timeoutMs?: number }} options `env`: `CDS_BASE_URL`,
 *   `CDS_API_KEY`, `REVALIDATE_SECRET`…, which the Worker reads as the vars and secrets
 *   `wrangler.jsonc` declares (never in a URL or a file); `timeoutMs` @default 30000
 * @returns {Promise<ExampleApp>} rejects, with the server's output, when the build is missing,
 *   the server exits or it does not answer in time
 * @example
 * const app = await startAstroWorkerdApp({ env: { CDS_BASE_URL: mock.url, CDS_API_KEY: key } });
 */
export async function startAstroWorkerdApp({ env, timeoutMs = LOADED_MACHINE_TIMEOUT_MS }) {
  const serverDir = join(astroAppDir, 'dist-cloudflare/server');
  if (!existsSync(join(serverDir, 'wrangler.json'))) {
    throw new Error(
      'examples/astro/dist-cloudflare is missing: run `npm run build` and `npm run build:example:astro` first',
    );
  }
  // The build copies the secrets it finds (a .dev.vars, an .env, or its own environment) into
  // the output's .dev.vars, and the Worker then reads that file instead of `env`.
  if (existsSync(join(serverDir, '.dev.vars'))) {
    throw new Error(
      'examples/astro/dist-cloudflare/server/.dev.vars exists: the build found secrets (CDS_API_KEY…) in its environment or in examples/astro/.dev.vars. Remove them and run `npm run build:example:astro` again.',
    );
  }
  const port = await freePort();
  return startServer({
    name: 'astro preview (@astrojs/cloudflare, workerd)',
    args: [
      astroBin(),
      'preview',
      '--root',
      astroAppDir,
      '--config',
      'astro.config.cloudflare.ts',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      // No lock file: a preview the developer runs does not stop the tests, nor the reverse.
      '--ignore-lock',
    ],
    cwd: astroAppDir,
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      WRANGLER_SEND_METRICS: 'false',
      // Miniflare would download the `Request.cf` placeholder from workers.cloudflare.com.
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      ...env,
    },
    port,
    // A static file, served by the Worker's assets: answers once workerd runs.
    probePath: '/favicon.svg',
    timeoutMs,
  });
}

/**
 * Starts the build of examples/tanstack-start (its `serve.mjs`: srvx over the Start server's
 * fetch handler and `dist/client`) on a free port of 127.0.0.1.
 * @param {{ env: Record<string, string>, timeoutMs?: number }} options `env`: `CDS_BASE_URL`,
 *   `CDS_API_KEY`, given to the server only; `timeoutMs` @default 30000
 * @returns {Promise<ExampleApp>} rejects, with the server's output, when the build is missing,
 *   the server exits or it does not answer in time
 * @example
 * const app = await startTanStackStartApp({ env: { CDS_BASE_URL: mock.url, CDS_API_KEY: key } });
 */
export async function startTanStackStartApp({ env, timeoutMs = LOADED_MACHINE_TIMEOUT_MS }) {
  if (!existsSync(join(tanStackStartAppDir, 'dist/server/server.js'))) {
    throw new Error(
      'examples/tanstack-start/dist is missing: run `npm run build` and `npm run build:example:start` first',
    );
  }
  const port = await freePort();
  return startServer({
    name: 'examples/tanstack-start/serve.mjs',
    args: [join(tanStackStartAppDir, 'serve.mjs')],
    cwd: tanStackStartAppDir,
    env: { NODE_ENV: 'production', ...env, HOST: '127.0.0.1', PORT: String(port) },
    port,
    // A static file: answers as soon as the server listens, without rendering a page.
    probePath: '/favicon.svg',
    timeoutMs,
  });
}

/** The folder a build's browser files are served from, and its script URLs' prefix there. */
function clientFolderOf(/** @type {ExampleBuild} */ build) {
  if (build.framework === 'next')
    return { folder: join(nextAppDir, build.distDir, 'static'), prefix: /^\/_next\/static\// };
  if (build.framework === 'react-router')
    return { folder: join(reactRouterAppDir, 'build/client'), prefix: /^\// };
  if (build.framework === 'astro')
    return { folder: join(astroAppDir, build.outDir ?? 'dist', 'client'), prefix: /^\// };
  return { folder: join(tanStackStartAppDir, 'dist/client'), prefix: /^\// };
}

/**
 * The built file a script URL of a build was served from; throws for any other URL.
 * @param {string} scriptUrl
 * @param {ExampleBuild} build
 * @returns {string}
 */
function builtFileOf(scriptUrl, build) {
  const path = decodeURIComponent(new URL(scriptUrl).pathname);
  const { folder, prefix } = clientFolderOf(build);
  const relativePath = path.replace(prefix, '');
  const file = resolve(folder, relativePath);
  const inside = relativePath !== path && !relative(folder, file).startsWith(`..${sep}`);
  if (!inside || !existsSync(file)) {
    throw new Error(`script ${scriptUrl} is not a file of the build in ${folder}`);
  }
  return file;
}

/**
 * Measures the scripts one visit loaded: total, library and DOMPurify bytes, raw and gzip.
 * @param {string} label the route's name in tables, e.g. `/articles/[slug] (webpack)`
 * @param {string[]} scriptUrls the script URLs the browser fetched
 * @param {ExampleBuild} build
 * @returns {import('./routeJs.mjs').RouteFigures}
 */
function measureScripts(label, scriptUrls, build) {
  const appDir = {
    next: nextAppDir,
    'react-router': reactRouterAppDir,
    astro: astroAppDir,
    'tanstack-start': tanStackStartAppDir,
  }[build.framework];
  const classify = createOwnerClassifier({ repoRoot, appDir });
  return sumRoute(
    label,
    scriptUrls.map((url) => measureScript({ url, file: builtFileOf(url, build) }, classify)),
  );
}

/**
 * Opens `url` in a fresh Chromium context (cold cache), waits until the network is idle
 * (hydration done) and measures the JavaScript it loaded. Rejects when the page does not answer
 * 200, a request leaves the page's origin (other than an image from the mock's `/demo-images/`,
 * which the pages load like a CDN's) or a script is not a file of `build`.
 * @param {import('playwright').Browser} browser
 * @param {string} url
 * @param {ExampleBuild & { label?: string }} build which build serves `url`; `label` @default the URL's path
 * @returns {Promise<import('./routeJs.mjs').RouteFigures>}
 * @example
 * const route = await measureRoute(browser, `${app.url}/tags/gear`, { framework: 'next', distDir: '.next' });
 * route.libraryGzip + route.dompurifyGzip; // 0 when the route ships none of the library
 */
export async function measureRoute(browser, url, build) {
  const page = await browser.newPage();
  try {
    /** @type {string[]} */
    const scripts = [];
    /** @type {string[]} */
    const offSite = [];
    const origin = new URL(url).origin;
    page.on('request', (request) => {
      const target = new URL(request.url());
      const demoImage =
        request.resourceType() === 'image' &&
        /^\/demo-images\/[a-z0-9-]+\/[a-z0-9-]+\.svg$/.test(target.pathname);
      if (target.origin !== origin && !demoImage) offSite.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    let inFlight = 0;
    let lastActivity = Date.now();
    const settle = () => {
      inFlight = Math.max(0, inFlight - 1);
      lastActivity = Date.now();
    };
    page.on('request', () => {
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const response = await page.goto(url, {
      waitUntil: 'networkidle',
      timeout: LOADED_MACHINE_TIMEOUT_MS,
    });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    // A page requests some scripts only once its own have run (a chunk behind a dynamic
    // `import()`, such as the browser's sanitizer): on a loaded machine that can come after the
    // 500 ms of quiet `networkidle` waits for. So wait until the main thread is idle, then until
    // no request has been open for 500 ms (both bounded).
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestIdleCallback(() => resolve(undefined), { timeout: 10_000 }),
        ),
    );
    const deadline = Date.now() + LOADED_MACHINE_TIMEOUT_MS;
    while ((inFlight > 0 || Date.now() - lastActivity < 500) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (offSite.length > 0) throw new Error(`${url} requested ${offSite.join(', ')}`);
    return measureScripts(build.label ?? new URL(url).pathname, scripts, build);
  } finally {
    await page.close();
  }
}
