// Runs inside one support-matrix app (a temporary folder where scripts/support-matrix.mjs
// installed the packed package beside a row's peers), on that row's Node. It uses the package as
// an app would, by its name, and fails on the first thing a user of that row would notice.
// Argument: the row as JSON ({ node, dependencies }, see rows.mjs), to prove it ran what it claims.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const packageName = 'content-delivery-react';
const row = JSON.parse(process.argv[2] ?? 'null');
assert.ok(row !== null, 'usage: node check.mjs <row as JSON>');

const require = createRequire(import.meta.url);
/** The version of a package installed at the top of this app's node_modules. */
const installedVersion = (name) =>
  JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, import.meta.url), 'utf8'))
    .version;

// A stuck step (a server that never answers) must end the run, not hang it.
setTimeout(() => {
  console.error('check.mjs: still running after 120 s; giving up');
  process.exit(1);
}, 120_000).unref();

const failures = [];
async function step(name, run) {
  const started = performance.now();
  try {
    const detail = await run();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.log(`  ok   ${name} (${seconds} s)${detail ? `: ${detail}` : ''}`);
  } catch (error) {
    console.log(`  FAIL ${name}`);
    failures.push(`${name}: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  }
}

await step('runs the versions the row claims', () => {
  assert.equal(process.versions.node, row.node, 'Node.js version');
  for (const [name, version] of Object.entries(row.dependencies)) {
    assert.equal(installedVersion(name), version, `installed ${name}`);
    // One copy of each peer: a copy nested under the package would mean npm could not use the
    // app's (a peer range that does not match), and React would break with two copies.
    const nested = new URL(`node_modules/${packageName}/node_modules/${name}`, import.meta.url);
    assert.ok(!existsSync(nested), `${packageName} got its own copy of ${name}`);
  }
  return `node ${process.versions.node}, ${Object.keys(row.dependencies)
    .map((name) => `${name} ${installedVersion(name)}`)
    .join(', ')}, ${packageName} ${installedVersion(packageName)}`;
});

await step('import and require() give the same module for every entry', async () => {
  const manifest = JSON.parse(
    readFileSync(new URL(`node_modules/${packageName}/package.json`, import.meta.url), 'utf8'),
  );
  // The JavaScript entries: package.json and the style sheet are files, not modules.
  const entries = Object.keys(manifest.exports).filter(
    (entry) => entry !== './package.json' && !entry.endsWith('.css'),
  );
  assert.ok(entries.length > 0, 'the exports map has no JavaScript entries');
  for (const entry of entries) {
    const specifier = entry === '.' ? packageName : `${packageName}/${entry.slice(2)}`;
    const imported = await import(specifier);
    // require(esm): on by default since Node 20.19 and 22.12; it fails (ERR_REQUIRE_ASYNC_MODULE)
    // for a module graph with top-level await, and ERR_REQUIRE_ESM where it is not supported.
    const required = require(specifier);
    assert.ok(Object.keys(imported).length > 0, `${specifier} exports nothing`);
    // The same module instance, not a second copy (a dual-package hazard: two caches, two
    // sanitizers, two error classes that fail instanceof).
    assert.equal(required, imported, `require('${specifier}') is not the module import() gave`);
  }
  return entries.join(' ');
});

const { createContentClient, isContentApiError } = await import(`${packageName}/client`);

/** A real item from the mock, kept for the server-rendering step. */
let fetchedItem;

await step('the client against the mock HTTP server (startMockServer)', async () => {
  const { startMockServer } = await import(`${packageName}/mock/server`);
  const apiKey = 'support-matrix-key';
  const server = await startMockServer({ host: '127.0.0.1', port: 0, apiKey });
  try {
    const client = createContentClient({ baseUrl: server.url, apiKey });
    const categories = await client.getCategories('acme-outdoor');
    const categoryIds = categories.map((category) => category.id);
    assert.ok(categoryIds.includes('hiking'), `categories: ${categoryIds.join(', ')}`);
    const page = await client.getContentByCategory('acme-outdoor', 'hiking', {
      page: 1,
      pageSize: 5,
    });
    assert.equal(page.data.length, 5, 'items on page 1');
    assert.ok(page.totalCount > 5, `totalCount ${page.totalCount}`);
    for (const item of page.data) {
      assert.equal(item.categoryId, 'hiking', `${item.slug} is in another category`);
      assert.ok(item.title.length > 0 && item.content.length > 0, `${item.id} is empty`);
    }
    fetchedItem = page.data[0];
    // The key is really checked: another one is refused, as a ContentApiError.
    const stranger = createContentClient({ baseUrl: server.url, apiKey: 'someone-else' });
    await assert.rejects(
      stranger.getCategories('acme-outdoor'),
      (error) => isContentApiError(error) && error.status === 403,
    );
    return `${categories.length} categories, hiking page 1 of ${page.totalCount} items, wrong key → 403`;
  } finally {
    await server.close();
  }
});

await step('the MSW handlers (createMockHandlers + setupServer from msw/node)', async () => {
  const { createMockHandlers } = await import(`${packageName}/mock`);
  const { setupServer } = await import('msw/node');
  const mswMajor = Number(installedVersion('msw').split('.')[0]);
  // MSW 3 renamed onUnhandledRequest to onUnhandledFrame; pass the one this msw knows.
  const listenOptions =
    mswMajor >= 3 ? { onUnhandledFrame: 'error' } : { onUnhandledRequest: 'error' };
  const server = setupServer(...createMockHandlers({ baseUrl: 'https://cds.test' }));
  server.listen(listenOptions);
  // A local server no handler answers: it is reached only if msw ignored the option above.
  const bystander = createServer((_request, response) => response.end('reached'));
  await new Promise((resolve) => bystander.listen(0, '127.0.0.1', resolve));
  try {
    const client = createContentClient({ baseUrl: 'https://cds.test' });
    const page = await client.getContentByTag('acme-outdoor', 'gear', { page: 1, pageSize: 3 });
    assert.equal(page.data.length, 3, 'items on page 1');
    for (const item of page.data) assert.ok(item.tags.includes('gear'), `${item.slug} tags`);

    const { port } = bystander.address();
    const { error: logError, warn: logWarning } = console;
    const logged = [];
    console.error = (...args) => logged.push(args.join(' '));
    console.warn = (...args) => logged.push(args.join(' '));
    try {
      await assert.rejects(
        fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(10_000) }),
        `msw let an unhandled request through: ${JSON.stringify(listenOptions)} had no effect`,
      );
    } finally {
      console.error = logError;
      console.warn = logWarning;
    }
    return `msw ${installedVersion('msw')} with ${JSON.stringify(listenOptions)}, gear page of ${page.totalCount}`;
  } finally {
    server.close();
    bystander.close();
  }
});

await step('the client traced through @opentelemetry/api (openTelemetry)', async () => {
  const { openTelemetry } = await import(`${packageName}/opentelemetry`);
  const { context, trace } = await import('@opentelemetry/api');
  const { startMockServer } = await import(`${packageName}/mock/server`);
  // A tracer written against the API alone (no SDK): it records the names of the spans it starts.
  const started = [];
  const tracer = {
    startActiveSpan(name, _options, run) {
      started.push(name);
      const span = trace.wrapSpanContext({
        traceId: '1'.repeat(32),
        spanId: '2'.repeat(16),
        traceFlags: 1,
      });
      return context.with(trace.setSpan(context.active(), span), run, undefined, span);
    },
  };
  const server = await startMockServer({ host: '127.0.0.1', port: 0 });
  try {
    // With no SDK registered, the global providers record nothing and requests work.
    const quiet = createContentClient({ baseUrl: server.url, telemetry: openTelemetry() });
    assert.ok((await quiet.getCategories('acme-outdoor')).length > 0, 'no categories');
    const traced = createContentClient({
      baseUrl: server.url,
      telemetry: openTelemetry({ tracer }),
    });
    await traced.getCategories('acme-outdoor');
    await assert.rejects(traced.getCategories('no-such-brand'), (error) =>
      isContentApiError(error),
    );
    assert.deepEqual(started, ['content-delivery.request', 'content-delivery.request']);
    return `@opentelemetry/api ${installedVersion('@opentelemetry/api')}, spans: ${started.join(', ')}`;
  } finally {
    await server.close();
  }
});

await step('server rendering sanitizes article HTML (react-dom/server, no jsdom)', async () => {
  assert.ok(fetchedItem !== undefined, 'no item from the mock server step');
  const { createElement } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { ContentArticle } = await import(packageName);
  const item = {
    ...fetchedItem,
    title: 'Support matrix article',
    content: [
      '<h2>Packing list</h2>',
      '<p>Read <a href="https://example.com/guide">the guide</a> first.',
      '<img src="x" onerror="alert(1)"></p>',
      '<script>alert(2)</script>',
      '<p><a href="javascript:alert(3)">not a link</a></p>',
    ].join(''),
  };
  const { error: logError } = console;
  const logged = [];
  console.error = (...args) => logged.push(args.join(' '));
  let html;
  try {
    html = renderToString(createElement(ContentArticle, { item }));
  } finally {
    console.error = logError;
  }
  // React 18 knows no `fetchPriority` prop and React 19 no lowercase one: neither may warn.
  assert.deepEqual(logged, [], 'React warned while rendering the article');
  // HTML attribute names are case-insensitive: React 19 writes `fetchPriority`, React 18 the
  // lowercase attribute the component passes it; a browser reads both the same.
  assert.match(
    html,
    /<img [^>]*class="cdr-article-image"[^>]*fetchpriority="high"/i,
    `no fetchpriority on the article image: ${html}`,
  );
  // Sanitized by the DOM-free sanitizer the `node` condition creates on first use (the app has
  // no jsdom), not the text-only fallback.
  assert.match(html, /data-state="sanitized"/, `not sanitized HTML: ${html}`);
  assert.match(html, /<h[2-6][^>]*>Packing list<\/h[2-6]>/, `the heading is gone: ${html}`);
  assert.match(html, /<a [^>]*href="https:\/\/example\.com\/guide"/, `the link is gone: ${html}`);
  assert.doesNotMatch(html, /<script|onerror|javascript:/i, `unsafe HTML kept: ${html}`);
  // No DOM at all: nothing global for the app to trip over, and no jsdom to load.
  assert.ok(!('window' in globalThis) && !('document' in globalThis), 'a global DOM appeared');
  assert.throws(() => require.resolve('jsdom'), 'jsdom is installed');
  return `${html.length} characters of HTML, parse5 ${installedVersion('parse5')}`;
});

if (failures.length > 0) {
  console.error(`\n${failures.join('\n\n')}`);
  process.exit(1);
}
