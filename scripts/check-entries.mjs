// Imports every public entry of the built package by its own name (package self-reference),
// in Node with no DOM, and checks which packages each entry's module graph may import.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Entry → packages its module graph may import, and exports it must have. */
const entries = {
  '.': {
    allowed: ['react', 'react/jsx-runtime', '@tanstack/react-query', 'dompurify'],
    exports: [
      'ContentDeliveryProvider',
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
    allowed: ['msw'], // optional peer, loaded with a guarded dynamic import
    exports: [
      'createMockHandlers',
      'createMockFetch',
      'createDemoDataset',
      'createMockContentItem',
    ],
  },
  './mock/server': { allowed: ['node:http', 'node:net'], exports: ['startMockServer'] },
  './server': {
    allowed: ['dompurify', 'jsdom'], // jsdom: optional peer, loaded with a guarded dynamic import
    exports: ['installServerSanitizer', 'createServerSanitizer'],
  },
};

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
    } else {
      found.add(specifier);
    }
  }
  return found;
}

const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const failures = [];
for (const [entry, { allowed, exports }] of Object.entries(entries)) {
  const target = pkg.exports[entry]?.default;
  if (!target) {
    failures.push(`${entry}: missing from the exports map`);
    continue;
  }
  const specifier = entry === '.' ? pkg.name : `${pkg.name}/${entry.slice(2)}`;
  const module = await import(specifier);
  for (const name of exports) {
    if (!(name in module)) failures.push(`${specifier}: does not export ${name}`);
  }
  for (const name of bareImports(resolve(root, target))) {
    if (!allowed.includes(name)) failures.push(`${specifier}: imports ${name}, which it must not`);
  }
}
// msw is an optional peer: the mock entry must load without it, and only createMockHandlers may ask for it.
const withoutMsw = spawnSync(
  process.execPath,
  [
    '--import',
    resolve(root, 'scripts/without-msw.mjs'),
    '--input-type=module',
    '-e',
    `const mock = await import('${pkg.name}/mock');
     const fetch = mock.createMockFetch();
     const response = await fetch('https://cds.test/api/v1/content/brands/acme-outdoor/categories', {});
     if (response.status !== 200) throw new Error('createMockFetch answered ' + response.status);
     try { mock.createMockHandlers(); throw new Error('createMockHandlers did not ask for msw'); }
     catch (error) { if (!/msw is not installed/.test(error.message)) throw error; }`,
  ],
  { cwd: root, encoding: 'utf8' },
);
if (withoutMsw.status !== 0) {
  const reason = withoutMsw.stderr.split('\n').find((line) => /Error|Cannot/.test(line));
  failures.push(`${pkg.name}/mock without msw installed: ${reason ?? withoutMsw.stderr.trim()}`);
}

if ('window' in globalThis || 'document' in globalThis) {
  failures.push('importing the entries created a global window or document');
}
if (failures.length > 0) {
  console.error(`Entry check failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Entry check: ${Object.keys(entries).length} entries import in Node with no DOM and only their allowed dependencies.`,
);
