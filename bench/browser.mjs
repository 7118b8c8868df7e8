// Browser benchmarks in headless Chromium (Playwright with the system's Chromium): bundles
// bench/browser/page.tsx with esbuild (React production build, the library from dist/),
// loads it into a blank page with no server and no network, and runs the measurements there.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../scripts/chromium.mjs';
import { distRoot, report, row } from './stats.mjs';

const dist = fileURLToPath(distRoot);
// 61: a 3 ms render on a loaded 2-core machine needs that many for a stable median.
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 61);
/** 'render' (3a–c) or 'network' (5) alone; both when unset. */
const ONLY = process.env.BENCH_BROWSER_ONLY;

async function bundlePage() {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./browser/page.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    alias: {
      'content-delivery-react/mock': `${dist}mock/index.js`,
      'content-delivery-react/client': `${dist}client/index.js`,
      'content-delivery-react': `${dist}index.js`,
    },
    // msw is an optional peer the mock loads lazily; createMockFetch does not need it.
    external: ['msw', 'jsdom'],
    // A dist outside the repository still resolves React, TanStack Query and DOMPurify from here.
    nodePaths: [fileURLToPath(new URL('../node_modules', import.meta.url))],
  });
  return result.outputFiles[0].text;
}

/**
 * Chromium with the bundled page loaded; `call(name, options)` runs `window.bench[name](options)`
 * there and rethrows the first error the page reported. Close it with `close()`.
 */
export async function openBenchPage() {
  const code = await bundlePage();
  const browser = await chromium.launch({ headless: true, ...chromiumLaunchOptions() });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(180_000);
    const errors = [];
    page.on('pageerror', (error) => errors.push(error));
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>bench</title></head><body></body></html>',
    );
    await page.addScriptTag({ type: 'module', content: code });
    await page.waitForFunction(() => 'bench' in window);
    const call = async (name, options) => {
      const result = await page.evaluate(([fn, args]) => window.bench[fn](args), [name, options]);
      if (errors.length > 0) throw errors[0];
      return result;
    };
    return { call, version: browser.version(), close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

export async function run() {
  const { call, version, close } = await openBenchPage();
  try {
    const rows = [];
    const detail = {};
    if (ONLY !== 'network') {
      const half = Math.max(5, Math.round(RUNS / 2));
      detail.body = await call('contentBody', { warmup: 5, runs: RUNS });
      detail.list = await call('contentList', { warmup: 3, runs: half });
      detail.paging = await call('pageChange', { warmup: 2, runs: half });
      rows.push(...rowsOf(detail.body, detail.list, detail.paging));
    }
    if (ONLY !== 'render') {
      detail.requests = await call('network', {});
      rows.push(...networkRows(detail.requests));
    }
    return { rows, chromium: version, detail };
  } finally {
    await close();
  }
}

function rowsOf(body, list, paging) {
  const { firstRender, reRender, remount } = body.parses;
  return [
    row({
      group: 'browser',
      name: 'ContentBody 50 KB article vs DOMPurify.sanitize + innerHTML',
      ours: body.ours,
      baseline: body.baseline,
      unit: 'ms',
      target: 1.3,
      n: body.n,
      note: 'fresh root + flushSync render of a never-seen article, against DOMPurify.sanitize (default config) and element.innerHTML outside React',
    }),
    row({
      group: 'browser',
      name: 'ContentBody 50 KB article vs the same in React (dangerouslySetInnerHTML)',
      ours: body.ours,
      baseline: body.baselineReact,
      unit: 'ms',
      n: body.n,
      note: 'the baseline written the React way and rendered by the same harness (root, flushSync): what the library adds over raw DOMPurify in a React app',
    }),
    row({
      group: 'browser',
      name: 'ContentBody re-render, same HTML: sanitize calls',
      ours: reRender,
      baseline: firstRender,
      unit: 'calls',
      targetText: '0 (first ≥ 1)',
      // The first render must count, or the counter proves nothing.
      check: () => reRender === 0 && firstRender >= 1,
      note: `HTML parses counted (DOMParser#parseFromString, createHTMLDocument): first render ${firstRender}, re-render ${reRender}, remount with the same HTML ${remount} (result cache)`,
    }),
    row({
      group: 'browser',
      name: 'ContentList 1 000 items vs hand-written list',
      ours: list.ours,
      baseline: list.baseline,
      unit: 'ms',
      target: 1.3,
      n: list.n,
      note: `rendered from a seeded cache (${list.requests} requests); markup ${list.sameMarkup ? 'identical to the hand-written list' : `DIFFERS from the hand-written list: ${list.firstDifference}`}`,
    }),
    row({
      group: 'browser',
      name: 'page change: prefetched next page vs a page nobody prefetched',
      ours: paging.prefetched,
      baseline: paging.notPrefetched,
      unit: 'ms',
      n: paging.n,
      note: `click to the new page's items in the DOM (mock latency ${paging.latencyMs} ms); for scale, "Previous" back to the already-cached page 1 takes ${paging.cached.toFixed(1)} ms. The prefetched change also starts the next look-ahead and moves focus to the heading in the same commit`,
    }),
    row({
      group: 'browser',
      name: 'loading states seen on prefetched page changes',
      ours: paging.loadingSeen.prefetched,
      baseline: paging.loadingSeen.notPrefetched,
      unit: `of ${paging.n}`,
      targetText: `0 (baseline ${paging.n})`,
      check: () =>
        paging.loadingSeen.prefetched === 0 && paging.loadingSeen.notPrefetched === paging.n,
      note: 'baseline: the same watcher (MutationObserver: aria-busy="true", data-state="loading", skeleton) on page changes to a page that was not prefetched; it must see one every time, or the watcher proves nothing',
    }),
  ];
}

function networkRows({ sameList, paging, languages }) {
  const bound = 1 + (4 - 1) * 5;
  return [
    row({
      group: 'network',
      name: '5 ContentLists showing the same list: requests',
      ours: sameList.ours,
      baseline: sameList.baseline,
      unit: 'req',
      targetText: '1',
      check: () => sameList.ours === 1,
      note: 'baseline: five components fetching in useEffect, measured with the same counter',
    }),
    row({
      group: 'network',
      name: 'paging through 5 pages with prefetch: requests',
      ours: paging.ours,
      baseline: paging.baseline,
      unit: 'req',
      targetText: '≤ 5 + 1',
      check: () => paging.ours <= 6,
      note: `baseline: a useEffect pager (no look-ahead); ours: ${paging.urls.map((url) => new URL(url).search).join(' ')}`,
    }),
    row({
      group: 'network',
      name: 'LanguageSwitcher, item in 4 languages: requests',
      ours: languages.ours,
      baseline: bound,
      unit: 'req',
      targetText: `≤ ${bound} (typ. 4)`,
      check: () => languages.ours <= bound,
      note: `baseline: the bound documented in findVariants, 1 + (languages − 1) × maxPagesPerLanguage = 1 + 3 × 5; typically 1 + 3 = 4. ${languages.options} options shown; requests: ${languages.urls.map((url) => new URL(url).pathname.replace(/^.*\/brands\//, '') + new URL(url).search).join(', ')}`,
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, chromium: version, detail } = await run();
  await report(rows, { chromium: version, browser: detail });
}
