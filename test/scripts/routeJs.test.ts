// The JS-per-route measurement the framework examples' end-to-end tests rely on: source map
// decoding and attribution on tiny hand-made maps, and real files on disk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  createOwnerClassifier,
  decodeVlqSegment,
  formatRouteTable,
  measureScript,
  splitCodeByOwner,
  sumRoute,
} from '../../scripts/routeJs.mjs';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const appDir = resolve(repoRoot, 'examples/nextjs');

describe('decodeVlqSegment', () => {
  it('decodes single digits, multi-digit numbers and negative numbers', () => {
    expect(decodeVlqSegment('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlqSegment('GCAA')).toEqual([3, 1, 0, 0]);
    expect(decodeVlqSegment('gB')).toEqual([16]);
    expect(decodeVlqSegment('D')).toEqual([-1]);
    expect(decodeVlqSegment('2HwBA')).toEqual([123, 24, 0]);
  });

  it('rejects a digit that is not base64', () => {
    expect(() => decodeVlqSegment('A!')).toThrow(/invalid base64 VLQ digit/);
  });
});

describe('createOwnerClassifier', () => {
  const ownerOf = createOwnerClassifier({ repoRoot, appDir });
  const mapDir = resolve(repoRoot, 'examples/react-router/build/client/assets');

  it.each([
    ['turbopack:///[project]/src/components/ContentArticle.tsx', 'library'],
    ['turbopack:///[project]/dist/html/sanitize.js', 'library'],
    ['turbopack:///[project]/node_modules/dompurify/src/purify.ts', 'dompurify'],
    ['turbopack:///[project]/node_modules/react/cjs/react.production.js', 'other'],
    ['turbopack:///[project]/examples/nextjs/app/page.tsx', 'other'],
    ['webpack://_N_E/../../src/components/ContentArticle.tsx', 'library'],
    // TanStack's chained sources look like ours but name files our src/ does not have
    ['webpack://_N_E/../../src/useQueries.ts', 'other'],
    ['webpack://_N_E/../../node_modules/dompurify/dist/purify.es.mjs', 'dompurify'],
    ['webpack://_N_E/./app/page.tsx', 'other'],
    ['../../../../../dist/html/readTag.js', 'library'],
    ['../../../../../node_modules/react-dom/cjs/react-dom-client.production.js', 'other'],
    ['../../../../../node_modules/dompurify/dist/purify.es.mjs', 'dompurify'],
  ])('%s belongs to %s', (source, owner) => {
    expect(ownerOf(source, mapDir)).toBe(owner);
  });
});

describe('splitCodeByOwner', () => {
  const sources = [
    'turbopack:///[project]/src/components/ContentCard.tsx',
    'turbopack:///[project]/node_modules/dompurify/src/purify.ts',
    'turbopack:///[project]/node_modules/react/index.js',
  ];
  const ownerOf = (source: string) => createOwnerClassifier({ repoRoot, appDir })(source, appDir);

  it('gives each mapped column range to the owner of its source', () => {
    // line 1: LLL from source 0, DDD from 1, OOO from 2; line 2: LL from source 0 (delta -2,
    // as the source index carries over from line to line)
    const map = { sources, mappings: 'AAAA,GCAA,GCAA;AFAA' };
    const parts = splitCodeByOwner('LLLDDDOOO\nLL', map, ownerOf);
    expect(parts.get('library')).toBe('LLLLL');
    expect(parts.get('dompurify')).toBe('DDD');
    expect(parts.get('other')).toBe('OOO');
  });

  it('follows the sections of an index map, with their line and column offsets', () => {
    const map = {
      sections: [
        { offset: { line: 0, column: 0 }, map: { sources: [sources[2] ?? ''], mappings: 'AAAA' } },
        { offset: { line: 1, column: 2 }, map: { sources: [sources[0] ?? ''], mappings: 'AAAA' } },
      ],
    };
    const parts = splitCodeByOwner('react\n;;LIB', map, ownerOf);
    expect(parts.get('library')).toBe('LIB');
    expect(parts.get('other')).toBe('react');
  });
});

describe('measureScript', () => {
  it('reads the built file and its map from disk and sums a route', () => {
    const folder = mkdtempSync(join(tmpdir(), 'route-js-'));
    const file = join(folder, 'chunk.js');
    writeFileSync(file, 'LLLDDDOOO\n//# sourceMappingURL=chunk.js.map');
    writeFileSync(
      `${file}.map`,
      JSON.stringify({
        version: 3,
        sources: [
          'turbopack:///[project]/src/components/ContentCard.tsx',
          'turbopack:///[project]/node_modules/dompurify/src/purify.ts',
          'turbopack:///[project]/node_modules/react/index.js',
        ],
        mappings: 'AAAA,GCAA,GCAA',
      }),
    );
    const classify = createOwnerClassifier({ repoRoot, appDir });
    const script = measureScript({ url: '/_next/static/chunk.js', file }, classify);
    expect(script).toMatchObject({ libraryBytes: 3, dompurifyBytes: 3, totalBytes: 43 });
    expect(script.libraryGzip).toBeGreaterThan(0);

    const route = sumRoute('/', [script, script]);
    expect(route).toMatchObject({ scripts: 2, libraryBytes: 6, dompurifyBytes: 6, totalBytes: 86 });
    expect(formatRouteTable([route])).toContain('| / | 2 | 0.1 kB /');
  });
});
