// Routes: the JavaScript each route of the framework examples makes Chromium load, and how much
// of it is this library or DOMPurify (gzip). Builds the examples when their outputs are missing,
// starts the mock service (random key) and each app on 127.0.0.1 (Next.js Turbopack and webpack
// builds, React Router), opens every route once in a fresh context and measures its scripts
// through their source maps (scripts/exampleApps.mjs, shared with the end-to-end tests).
// Article and paged-list routes must load none of the library (target 0); the island and the
// React Router page that hydrates the library's components are shown for comparison.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { measureRoute, startNextApp, startReactRouterApp } from '../scripts/exampleApps.mjs';
import { formatRouteTable } from '../scripts/routeJs.mjs';
import { distRoot, report, row } from './stats.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const article = 'repair-a-tent-pole-ar';

/** The builds the part needs, and the npm script that makes each. */
const builds = [
  {
    script: 'build:example:next',
    outputs: ['examples/nextjs/.next/BUILD_ID', 'examples/nextjs/.next-webpack/BUILD_ID'],
  },
  { script: 'build:example:rr', outputs: ['examples/react-router/build/server/index.js'] },
];

/**
 * The routes every example has. `zeroLibrary`: a route that only displays content, which must
 * ship none of the library's or DOMPurify's code.
 */
const sharedRoutes = [
  { path: `/articles/${article}`, kind: 'article', zeroLibrary: true },
  { path: '/', kind: 'paged list', zeroLibrary: true },
  { path: '/tags/gear', kind: 'paged list', zeroLibrary: true },
  { path: '/live/gear', kind: 'island', zeroLibrary: false },
];

const hydratedArticle = {
  path: `/hydrated/articles/${article}`,
  kind: 'components hydrate',
  zeroLibrary: false,
  note: `the article of /articles/${article} rendered by the library's components, which hydrate: what the static-HTML routes save`,
};

const apps = [
  {
    name: 'Next.js (Turbopack)',
    build: { framework: 'next', distDir: '.next' },
    start: (env) => startNextApp({ distDir: '.next', env }),
    routes: sharedRoutes,
  },
  {
    name: 'Next.js (webpack)',
    build: { framework: 'next', distDir: '.next-webpack' },
    start: (env) => startNextApp({ distDir: '.next-webpack', env }),
    routes: sharedRoutes,
  },
  {
    name: 'React Router',
    build: { framework: 'react-router' },
    start: (env) => startReactRouterApp({ env }),
    routes: [...sharedRoutes, hydratedArticle],
  },
];

const kb = (bytes) => bytes / 1000;
const kbText = (bytes) => `${kb(bytes).toFixed(1)} kB`;

/** Runs the npm scripts whose outputs are missing (or all with BENCH_ROUTES_REBUILD=1). */
function buildMissingExamples() {
  if (!existsSync(new URL('index.js', distRoot))) {
    throw new Error('dist/ is missing: run `npm run build` first (the examples import it)');
  }
  const rebuild = process.env.BENCH_ROUTES_REBUILD === '1';
  for (const { script, outputs } of builds) {
    const missing = outputs.filter((output) => !existsSync(`${repoRoot}${output}`));
    if (!rebuild && missing.length === 0) continue;
    console.error(
      `bench: routes: building the example (npm run ${script})${rebuild ? '' : `: ${missing.join(', ')} missing`}…`,
    );
    // The build's own output goes to stderr, so stdout keeps only the table.
    const built = spawnSync('npm', ['run', script], {
      cwd: repoRoot,
      stdio: ['ignore', process.stderr, 'inherit'],
    });
    if (built.status !== 0) throw new Error(`npm run ${script} failed (exit ${built.status})`);
  }
}

function routeRow(app, route, figures) {
  const libraryBytes = figures.libraryBytes + figures.dompurifyBytes;
  const missed = route.zeroLibrary && libraryBytes > 0;
  return row({
    group: 'JS per route',
    name: `${app.name} ${route.path}`,
    ours: kb(figures.libraryGzip + figures.dompurifyGzip),
    baseline: kb(figures.totalGzip),
    unit: 'kB',
    targetText: route.zeroLibrary ? '0' : 'info',
    check: route.zeroLibrary ? () => libraryBytes === 0 : undefined,
    note: missed
      ? `${app.name} ${route.path}: library ${kbText(figures.libraryBytes)} raw / ${kbText(figures.libraryGzip)} gz, DOMPurify ${kbText(figures.dompurifyBytes)} / ${kbText(figures.dompurifyGzip)}, in ${figures.scripts} scripts`
      : route.note,
  });
}

export async function run() {
  buildMissingExamples();
  const { startMockServer } = await import(new URL('mock/server.js', distRoot));
  const apiKey = `bench-${randomBytes(12).toString('hex')}`;
  const mock = await startMockServer({ port: 0, apiKey });
  const browser = await chromium.launch({ ...chromiumLaunchOptions(), headless: true });
  const rows = [];
  const routes = [];
  try {
    for (const app of apps) {
      console.error(`bench: routes: ${app.name}…`);
      const server = await app.start({ CDS_BASE_URL: mock.url, CDS_API_KEY: apiKey });
      try {
        for (const route of app.routes) {
          const label = `${app.name} ${route.path}`;
          const figures = await measureRoute(browser, server.url + route.path, {
            ...app.build,
            label,
          });
          rows.push(routeRow(app, route, figures));
          routes.push({ app: app.name, path: route.path, kind: route.kind, ...figures });
        }
      } finally {
        await server.stop();
      }
    }
    console.error(`\n${formatRouteTable(routes)}\n`);
    return { rows, routes, chromium: browser.version() };
  } finally {
    await browser.close();
    await mock.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, ...extra } = await run();
  await report(rows, extra);
}
