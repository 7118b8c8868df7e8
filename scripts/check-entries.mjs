// Imports every public entry of the built package by its own name (package self-reference),
// in Node with no DOM, and checks which packages each entry's module graph may import.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Entry → packages its module graph may import, and exports it must have. */
const entries = {
  '.': {
    // parse5 only through `#server-sanitizer` on a server (this check resolves as Node does);
    // a browser resolves none (size.mjs measures the browser bundles without it).
    allowed: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'dompurify', 'parse5'],
    exports: [
      'ContentDeliveryProvider',
      'ContentSearch',
      'ContentSearchResults',
      'RelatedContent',
      'useContentSearch',
      'contentKeys',
      'contentByTagQueryOptions',
      'useContentByTag',
      'useContentVariants',
      'ContentBody',
      'ContentArticle',
      'ContentList',
      'Pagination',
      'CategoryNav',
      'TagList',
      'LanguageSwitcher',
      'ContentSeo',
      'ContentToc',
      'getContentToc',
      'getReadingTime',
      'useActiveHeading',
    ],
  },
  './client': {
    allowed: [],
    exports: [
      'createContentClient',
      'ContentApiError',
      'isContentApiError',
      'contentCacheTags',
      'getAllContentByCategory',
      'getAllContentByLanguage',
      'getAllContentByTag',
    ],
  },
  './mock': {
    // Optional peer: a guarded dynamic import in the default (browser) variant; the node variant
    // requires it on first use (not a static import, so not seen here).
    allowed: ['msw'],
    exports: [
      'createMockHandlers',
      'createMockFetch',
      'createDemoDataset',
      'createMockContentItem',
    ],
  },
  './mock/server': { allowed: ['node:http', 'node:net'], exports: ['startMockServer'] },
  './server': {
    // parse5, the HTML standard's parser, for the DOM-free sanitizer.
    allowed: ['dompurify', 'parse5'],
    exports: ['installServerSanitizer', 'createServerSanitizer'],
  },
  './discovery': {
    // Markdown by the unified project's converters; sanitizing through html/ (DOMPurify in a
    // browser, parse5 on a server, through `#server-sanitizer`).
    allowed: [
      'dompurify',
      'parse5',
      'hast-util-to-mdast',
      'mdast-util-to-markdown',
      'mdast-util-gfm',
    ],
    exports: [
      'createSitemaps',
      'createFeed',
      'createLlmsTxt',
      'contentToMarkdown',
      'acceptsMarkdown',
    ],
  },
  './proxy': {
    // Fetch API only; `node:http` is a type in the Node adapter, never imported. The search
    // route's engine (MiniSearch and the stemmers) through a dynamic import at the first search.
    allowed: [
      'minisearch',
      '@orama/stemmers/arabic',
      '@orama/stemmers/english',
      '@orama/stemmers/french',
      '@orama/stemmers/german',
      '@orama/stemmers/spanish',
    ],
    exports: ['createContentProxy', 'toNodeListener'],
  },
  './search': {
    // Site search: MiniSearch, and the Snowball stemmers of the five languages it stems.
    allowed: [
      'minisearch',
      '@orama/stemmers/arabic',
      '@orama/stemmers/english',
      '@orama/stemmers/french',
      '@orama/stemmers/german',
      '@orama/stemmers/spanish',
    ],
    exports: ['searchContent', 'findRelated'],
  },
  './opentelemetry': {
    // The one entry over the optional peer @opentelemetry/api (`peer`: without it, this entry
    // does not load, and every other one does; see below).
    allowed: ['@opentelemetry/api'],
    peer: '@opentelemetry/api',
    exports: ['openTelemetry'],
  },
};

/** The package's `imports` map, for `#` specifiers. */
const ownImports = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).imports ?? {};

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function bareImports(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const found = new Set();
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('.')) {
      for (const name of bareImports(resolve(dirname(file), specifier), seen)) found.add(name);
    } else if (specifier.startsWith('#')) {
      // The package's own conditional imports (package.json `imports`): every file a condition
      // can pick is part of the graph.
      const targets = Object.entries(ownImports[specifier] ?? {}).filter(([c]) => c !== 'types');
      if (targets.length === 0) found.add(specifier);
      for (const [, target] of targets) {
        for (const name of bareImports(resolve(root, target), seen)) found.add(name);
      }
    } else {
      found.add(specifier);
    }
  }
  return found;
}

const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
/** The package's own name for an entry of the exports map: `.` → `content-delivery-react`. */
const specifierOf = (entry) => (entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`);
const failures = [];
for (const [entry, { allowed, exports }] of Object.entries(entries)) {
  const conditions = pkg.exports[entry];
  if (conditions?.default === undefined) {
    failures.push(`${entry}: missing from the exports map`);
    continue;
  }
  const specifier = specifierOf(entry);
  // What Node picks (the `node` condition where there is one), by the package's own name.
  const module = await import(specifier);
  for (const name of exports) {
    if (!(name in module)) failures.push(`${specifier}: does not export ${name}`);
  }
  // Every file a condition can pick (`node` in Node, `default` in browsers and bundlers):
  // the same exports as what Node picks, and only the allowed imports.
  for (const [condition, target] of Object.entries(conditions)) {
    if (condition === 'types') continue;
    const variant = await import(pathToFileURL(resolve(root, target)).href);
    if (Object.keys(variant).sort().join() !== Object.keys(module).sort().join()) {
      failures.push(`${specifier}: the ${condition} condition's ${target} exports other names`);
    }
    for (const name of bareImports(resolve(root, target))) {
      if (!allowed.includes(name))
        failures.push(`${specifier}: imports ${name}, which it must not`);
    }
  }
}
// msw and @opentelemetry/api are optional peers (package.json `peerDependenciesMeta`): with
// neither installed, every entry loads (imported and required) but the one for a peer, which
// fails naming it; the mock entry works, and only createMockHandlers asks for msw, in Node and
// in the variant for browsers and bundlers.
const browserMock = pathToFileURL(resolve(root, pkg.exports['./mock'].default)).href;
const peerOf = Object.fromEntries(
  Object.entries(entries).map(([entry, { peer }]) => [specifierOf(entry), peer ?? null]),
);
const withoutPeers = spawnSync(
  process.execPath,
  [
    '--import',
    resolve(root, 'scripts/without-optional-peers.mjs'),
    '--input-type=module',
    '-e',
    `const { createRequire } = await import('node:module');
     const require = createRequire(process.cwd() + '/');
     for (const [specifier, peer] of Object.entries(${JSON.stringify(peerOf)})) {
       for (const [how, load] of [['import()', (name) => import(name)], ['require()', require]]) {
         let failure;
         try { await load(specifier); } catch (error) { failure = error; }
         if (peer === null && failure !== undefined) throw new Error(how + ' of ' + specifier + ' failed: ' + failure.message.split('\\n')[0]);
         if (peer !== null && !failure?.message.includes(peer)) throw new Error(how + ' of ' + specifier + ' did not ask for ' + peer + ': ' + (failure?.message ?? 'it loaded'));
       }
     }
     const variants = {
       'import()': await import('${pkg.name}/mock'),
       'require()': require('${pkg.name}/mock'),
       'default condition': await import('${browserMock}'),
     };
     for (const [variant, mock] of Object.entries(variants)) {
       const fetch = mock.createMockFetch();
       const response = await fetch('https://cds.test/api/v1/content/brands/acme-outdoor/categories', {});
       if (response.status !== 200) throw new Error(variant + ': createMockFetch answered ' + response.status);
       try { mock.createMockHandlers(); throw new Error(variant + ': createMockHandlers did not ask for msw'); }
       catch (error) { if (!/msw is not installed/.test(error.message)) throw error; }
     }`,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (withoutPeers.status !== 0) {
  // The thrown error's line (`Error: …`), not the line of source Node echoes above it.
  const reason = withoutPeers.stderr.split('\n').find((line) => /^(\w*Error\b|Cannot)/.test(line));
  failures.push(
    `the entries without the optional peers installed: ${reason ?? withoutPeers.stderr.trim()}`,
  );
}

// Every entry must also load with require() (Node's require(esm): Jest setups, CommonJS configs),
// which fails for a module graph with top-level await (ERR_REQUIRE_ASYNC_MODULE); and what the
// entries load lazily (msw) must work after it.
const exportsBySpecifier = Object.fromEntries(
  Object.entries(entries).map(([entry, { exports }]) => [specifierOf(entry), exports]),
);
const requireScript = `
  const failures = [];
  const entries = ${JSON.stringify(exportsBySpecifier)};
  for (const [specifier, names] of Object.entries(entries)) {
    try {
      const module = require(specifier);
      for (const name of names) if (!(name in module)) failures.push(specifier + ': no ' + name);
    } catch (error) {
      failures.push(specifier + ': ' + (error.code ?? '') + ' ' + error.message.split('\\n')[0]);
    }
  }
  async function lazyPeers() {
    const { createServerSanitizer } = require('${pkg.name}/server');
    const tree = JSON.stringify(createServerSanitizer().sanitize('<p>x<script>1</script></p>'));
    if (tree !== '[{"tag":"p","attributes":{},"children":["x"]}]') {
      failures.push('createServerSanitizer after require() answered ' + tree);
    }
    const { createMockHandlers } = require('${pkg.name}/mock');
    const server = require('msw/node').setupServer(...createMockHandlers({ baseUrl: 'https://cds.test' }));
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const response = await fetch('https://cds.test/api/v1/content/brands/acme-outdoor/categories');
      if (response.status !== 200) failures.push('createMockHandlers after require() answered ' + response.status);
    } finally {
      server.close();
    }
  }
  lazyPeers()
    .catch((error) => failures.push('after require(): ' + error.message.split('\\n')[0]))
    .finally(() => {
      for (const failure of failures) console.error(failure);
      process.exitCode = failures.length > 0 ? 1 : 0;
    });
`;
const required = spawnSync(process.execPath, ['--input-type=commonjs', '-e', requireScript], {
  cwd: root,
  encoding: 'utf8',
});
if (required.status !== 0) {
  const lines = required.stderr.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) failures.push(`require(): ${line}`);
}

// Under the react-server condition (React Server Components), as an RSC bundler sees the
// package: React's own loader turns 'use client' modules into client references. The display
// components must be server components (no JavaScript shipped); the interactive ones islands.
const serverComponents = [
  'ContentArticle',
  'ContentBody',
  'ContentCard',
  'ContentToc',
  'Pagination',
  'CategoryNav',
  'TagList',
  'LanguageSwitcher',
  'ContentSeo',
  'ContentListView',
];
const clientComponents = ['ContentList', 'ContentDeliveryProvider', 'useContentByTag'];
const reactServerScript = `
  import { createElement } from 'react';
  import { renderToReadableStream } from 'react-server-dom-webpack/server';
  const pkg = await import('${pkg.name}');
  const failures = [];
  const clientReference = Symbol.for('react.client.reference');
  const isClientReference = (name) => pkg[name]?.$$typeof === clientReference;
  for (const name of ${JSON.stringify(serverComponents)}) {
    if (!(name in pkg)) failures.push(name + ' is not exported');
    else if (isClientReference(name)) failures.push(name + ' is a client reference, not a server component');
  }
  for (const name of ${JSON.stringify(clientComponents)}) {
    if (!isClientReference(name)) failures.push(name + ' is not a client reference (it uses hooks)');
  }
  // A client manifest that answers every module: a stray client component becomes an I row.
  const anyModule = new Proxy({}, { get: (_, key) => ({ id: String(key).split('#')[0], chunks: [], name: String(key).split('#')[1] ?? '*' }) });
  const item = {
    id: 'item-1', title: 'Title', slug: 'title', language: 'en', description: 'Teaser',
    content: '<h2>Section</h2><p>Text<img src=x onerror="alert(1)"><script>alert(1)</script></p>',
    tags: ['gear'], categoryId: 'news', category: 'News', publishedDate: '2025-01-01T00:00:00Z',
    status: 'Published', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z',
    imageUrl: null, metaTitle: null, metaDescription: null, primaryKeyword: null,
    translationGroupId: 'g', isSourceLanguageDocument: true, brief: null, internalTags: null,
    keywordSearchVolume: null, keywordDifficulty: null, gscClicks: null, gscPosition: null, gscImpressions: null,
  };
  const errors = [];
  const stream = renderToReadableStream(createElement(pkg.ContentArticle, { item }), anyModule, { onError: (error) => errors.push(error) });
  const payload = await new Response(stream).text();
  if (errors.length > 0) failures.push('<ContentArticle> render failed: ' + errors[0]);
  if (/^[0-9a-f]*:I\\[/m.test(payload)) failures.push('<ContentArticle> payload has a client reference: ' + payload.match(/^[0-9a-f]*:I\\[.*$/m)[0]);
  if (/<script|onerror/i.test(payload)) failures.push('<ContentArticle> payload holds unsanitized HTML');
  if (!payload.includes('"data-state":"sanitized"') || !payload.includes('"h2"')) failures.push('<ContentArticle> payload has no sanitized body: ' + payload.slice(0, 300));
  for (const failure of failures) console.error(failure);
  process.exitCode = failures.length > 0 ? 1 : 0;
`;
const reactServer = spawnSync(
  process.execPath,
  [
    '--conditions',
    'react-server',
    '--import',
    resolve(root, 'scripts/rsc-register.mjs'),
    '--input-type=module',
    '-e',
    reactServerScript,
  ],
  { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
);
if (reactServer.status !== 0) {
  const lines = reactServer.stderr.split('\n').filter((line) => line.trim() !== '');
  for (const line of lines) failures.push(`react-server: ${line}`);
}

// Plain server rendering in Node (the `node` condition) sanitizes article HTML with no setup:
// the DOM-free sanitizer is created on first use.
const plainSsrScript = `
  import { createElement } from 'react';
  import { renderToString } from 'react-dom/server';
  const { ContentBody } = await import('${pkg.name}');
  const html = renderToString(createElement(ContentBody, { html: '<h2>Section</h2><p>Text<script>alert(1)</script></p>' }));
  if (!html.includes('data-state="sanitized"') || !html.includes('<h2>Section</h2>') || html.includes('<script')) {
    console.error('<ContentBody> rendered ' + html);
    process.exitCode = 1;
  }
`;
const plainSsr = spawnSync(process.execPath, ['--input-type=module', '-e', plainSsrScript], {
  cwd: root,
  encoding: 'utf8',
});
if (plainSsr.status !== 0) {
  failures.push(`server rendering through the node entry: ${plainSsr.stderr.trim()}`);
}

if ('window' in globalThis || 'document' in globalThis) {
  failures.push('importing the entries created a global window or document');
}
if (failures.length > 0) {
  console.error(`Entry check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Entry check: ${Object.keys(entries).length} entries import and require() in Node with no DOM and only their allowed dependencies.`,
);
