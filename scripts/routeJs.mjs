// How much JavaScript a route makes the browser load, and how much of it is this library or
// DOMPurify. The end-to-end tests of the framework examples (Next.js, React Router) and the
// bench share it. It reads the built files the browser fetched and splits their code by the
// source files named in their source maps, so it needs builds made with browser source maps.
// Plain JavaScript (like scripts/chromium.mjs) so Node scripts and the TypeScript tests share it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { turbopackRoot } from './turbopackRoot.mjs';

/** @typedef {'library' | 'dompurify' | 'other'} CodeOwner */

/**
 * A source map: a plain one, or an index map made of sections (Turbopack writes those).
 * @typedef {{
 *   sources?: string[],
 *   mappings?: string,
 *   sections?: { offset: { line: number, column: number }, map: SourceMap }[],
 * }} SourceMap
 */

/**
 * What one script costs.
 * @typedef {{
 *   url: string,
 *   totalBytes: number, totalGzip: number,
 *   libraryBytes: number, libraryGzip: number,
 *   dompurifyBytes: number, dompurifyGzip: number,
 * }} ScriptFigures
 */

/**
 * What one route costs: the sum over the scripts it loaded.
 * @typedef {{
 *   route: string,
 *   scripts: number,
 *   totalBytes: number, totalGzip: number,
 *   libraryBytes: number, libraryGzip: number,
 *   dompurifyBytes: number, dompurifyGzip: number,
 * }} RouteFigures
 */

const base64Digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** @type {Map<string, number>} */
const base64Value = new Map([...base64Digits].map((digit, value) => [digit, value]));

/**
 * Decodes one source map segment ("AAAA", "gBAAC", …) into its numbers (Base64 VLQ: five
 * data bits per digit, bit 6 says "more digits follow", the lowest bit of a number is its sign).
 * @param {string} segment
 * @returns {number[]}
 */
export function decodeVlqSegment(segment) {
  /** @type {number[]} */
  const numbers = [];
  let value = 0;
  let shift = 0;
  for (const digit of segment) {
    const bits = base64Value.get(digit);
    if (bits === undefined) throw new Error(`invalid base64 VLQ digit ${JSON.stringify(digit)}`);
    value += (bits & 0b11111) * 2 ** shift;
    if (bits & 0b100000) {
      shift += 5;
      continue;
    }
    numbers.push(value % 2 === 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return numbers;
}

/**
 * Adds the code of one plain source map's generated lines to `parts`, by owner.
 * @param {SourceMap} map
 * @param {string[]} lines the generated file's lines
 * @param {{ line: number, column: number }} offset where this map starts (index map sections)
 * @param {(source: string) => CodeOwner} ownerOf
 * @param {Map<CodeOwner, string>} parts
 */
function addSlices(map, lines, offset, ownerOf, parts) {
  const owners = (map.sources ?? []).map((source) => ownerOf(source));
  const mappingLines = (map.mappings ?? '').split(';');
  let sourceIndex = 0; // VLQ fields are deltas over the whole map, except the column (per line)
  for (let lineIndex = 0; lineIndex < mappingLines.length; lineIndex += 1) {
    const line = lines[lineIndex + offset.line];
    if (line === undefined) break;
    const firstColumn = lineIndex === 0 ? offset.column : 0;
    /** @type {{ start: number, owner: CodeOwner }[]} */
    const segments = [];
    let column = 0;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (segment === '') continue;
      const fields = decodeVlqSegment(segment);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ start: firstColumn + column, owner: owners[sourceIndex] ?? 'other' });
      } else {
        segments.push({ start: firstColumn + column, owner: 'other' });
      }
    }
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.start ?? line.length;
      const text = line.slice(segment.start, end);
      parts.set(segment.owner, (parts.get(segment.owner) ?? '') + text);
    });
  }
}

/**
 * Splits generated code into the code that came from the library, from DOMPurify and from
 * everything else, following the code's source map. Code no mapping covers is left out.
 * @param {string} code the built file as served
 * @param {SourceMap} map its source map
 * @param {(source: string) => CodeOwner} ownerOf who owns a source named in the map
 * @returns {Map<CodeOwner, string>}
 * @example
 * const parts = splitCodeByOwner(code, map, createOwnerClassifier({ repoRoot, appDir, mapDir }));
 * parts.get('library'); // the library's minified code in this chunk
 */
export function splitCodeByOwner(code, map, ownerOf) {
  const lines = code.split('\n');
  /** @type {Map<CodeOwner, string>} */
  const parts = new Map();
  if (map.sections) {
    for (const section of map.sections)
      addSlices(section.map, lines, section.offset, ownerOf, parts);
  } else {
    addSlices(map, lines, { line: 0, column: 0 }, ownerOf, parts);
  }
  return parts;
}

/**
 * Whether `path` is inside `folder` (both absolute).
 * @param {string} path
 * @param {string} folder
 */
function isInside(path, folder) {
  return path.startsWith(folder + sep);
}

/**
 * Builds the rule that says who owns a source named in a source map, for the three bundlers
 * the examples use:
 * - DOMPurify: any source whose path contains `node_modules/dompurify/`.
 * - Turbopack: `turbopack:///[project]/src/…` or `[project]/dist/…` (the project is the repo,
 *   or the folder above it in a git worktree whose node_modules links to another checkout's).
 * - webpack (Next): `webpack://_N_E/../../src/…`, relative to the app folder; TanStack's own
 *   chained sources look the same (`../../src/useQueries.ts`), so it counts only when the
 *   resolved file exists in the repo's `src/` or `dist/`.
 * - Vite/Rolldown: a plain relative path, resolved against the source map's folder.
 * @param {{ repoRoot: string, appDir: string }} folders the repository root and the app's folder
 * @returns {(source: string, mapDir: string) => CodeOwner}
 */
export function createOwnerClassifier({ repoRoot, appDir }) {
  const libraryFolders = [resolve(repoRoot, 'src'), resolve(repoRoot, 'dist')];
  const nodeModules = resolve(repoRoot, 'node_modules');
  // Turbopack's `[project]`: the repository, or the folder above it in a linked git worktree.
  const turbopackProject = turbopackRoot(repoRoot);
  /** @param {string} path */
  const isLibraryFile = (path) =>
    !isInside(path, nodeModules) && libraryFolders.some((folder) => isInside(path, folder));

  return (source, mapDir) => {
    if (source.includes('node_modules/dompurify/')) return 'dompurify';
    const turbopack = /^turbopack:\/\/\/\[project\]\/(.*)$/.exec(source);
    if (turbopack)
      return isLibraryFile(resolve(turbopackProject, turbopack[1] ?? '')) ? 'library' : 'other';
    const webpack = /^webpack:\/\/_N_E\/(.*)$/.exec(source);
    if (webpack) {
      const path = resolve(appDir, (webpack[1] ?? '').replace(/\?.*$/, ''));
      return isLibraryFile(path) && existsSync(path) ? 'library' : 'other';
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(source)) return 'other';
    return isLibraryFile(resolve(mapDir, source)) ? 'library' : 'other';
  };
}

/**
 * Reads a built script and the source map its `//# sourceMappingURL=` comment names.
 * @param {string} file absolute path of the built file
 * @returns {{ code: string, map: SourceMap | undefined, mapDir: string }}
 */
function readBuiltScript(file) {
  const code = readFileSync(file, 'utf8');
  const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (mapUrl === undefined || mapUrl.startsWith('data:')) {
    return { code, map: undefined, mapDir: dirname(file) };
  }
  const mapFile = join(dirname(file), decodeURIComponent(mapUrl));
  const map = existsSync(mapFile) ? JSON.parse(readFileSync(mapFile, 'utf8')) : undefined;
  return { code, map, mapDir: dirname(mapFile) };
}

/** @param {string} text */
const gzipBytes = (text) => (text === '' ? 0 : gzipSync(text, { level: 9 }).length);

/**
 * Measures one built script: its size, and the library's and DOMPurify's share of it, raw and
 * gzipped (gzip -9 of each owner's slices joined: an estimate of what they add on the wire).
 * @param {{ url: string, file: string }} script the URL the browser fetched and the built file it maps to
 * @param {(source: string, mapDir: string) => CodeOwner} classify from {@link createOwnerClassifier}
 * @returns {ScriptFigures}
 */
export function measureScript({ url, file }, classify) {
  const { code, map, mapDir } = readBuiltScript(file);
  const parts = map ? splitCodeByOwner(code, map, (source) => classify(source, mapDir)) : new Map();
  const library = parts.get('library') ?? '';
  const dompurify = parts.get('dompurify') ?? '';
  return {
    url,
    totalBytes: Buffer.byteLength(code),
    totalGzip: gzipBytes(code),
    libraryBytes: Buffer.byteLength(library),
    libraryGzip: gzipBytes(library),
    dompurifyBytes: Buffer.byteLength(dompurify),
    dompurifyGzip: gzipBytes(dompurify),
  };
}

/**
 * Adds up the scripts a route loaded.
 * @param {string} route a label for the table, e.g. `/articles/[slug] (webpack)`
 * @param {ScriptFigures[]} scripts from {@link measureScript}
 * @returns {RouteFigures}
 * @example
 * const figures = sumRoute('/', urls.map((url) => measureScript({ url, file: fileOf(url) }, classify)));
 */
export function sumRoute(route, scripts) {
  /** @type {RouteFigures} */
  const figures = {
    route,
    scripts: scripts.length,
    totalBytes: 0,
    totalGzip: 0,
    libraryBytes: 0,
    libraryGzip: 0,
    dompurifyBytes: 0,
    dompurifyGzip: 0,
  };
  for (const script of scripts) {
    figures.totalBytes += script.totalBytes;
    figures.totalGzip += script.totalGzip;
    figures.libraryBytes += script.libraryBytes;
    figures.libraryGzip += script.libraryGzip;
    figures.dompurifyBytes += script.dompurifyBytes;
    figures.dompurifyGzip += script.dompurifyGzip;
  }
  return figures;
}

/** @param {number} bytes */
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * A Markdown table of the routes' figures (raw / gzip), for test output and the bench.
 * @param {RouteFigures[]} rows
 * @returns {string}
 */
export function formatRouteTable(rows) {
  const header = [
    '| route | scripts | total raw / gz | library raw / gz | DOMPurify raw / gz |',
    '|---|---:|---:|---:|---:|',
  ];
  const lines = rows.map(
    (row) =>
      `| ${row.route} | ${row.scripts} | ${kilobytes(row.totalBytes)} / ${kilobytes(row.totalGzip)} | ` +
      `${kilobytes(row.libraryBytes)} / ${kilobytes(row.libraryGzip)} | ` +
      `${kilobytes(row.dompurifyBytes)} / ${kilobytes(row.dompurifyGzip)} |`,
  );
  return [...header, ...lines].join('\n');
}
