// Bundles the named imports of one module the way an app's bundler would (esbuild,
// tree-shaken, minified for the browser) and reports min+gzip bytes, the files that ended
// up in the bundle and the bare imports left external. Shared by the size budgets
// (scripts/size.mjs) and the bench's bundle table (bench/bundles.mjs).
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** The runtime export names of a module (types have none). */
async function exportNames(entry, external, resolveDir) {
  const result = await build({
    stdin: { contents: `export * from ${JSON.stringify(entry)};`, resolveDir, loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    external,
  });
  return Object.values(result.metafile.outputs)[0].exports;
}

/**
 * @param {{ entry: string, imports: string[] | '*', external: string[], resolveDir?: string }} spec
 *   `entry` is a path or a package specifier; `imports` the names a user imports ('*' = all).
 */
export async function measureBundle({ entry, imports, external, resolveDir = root }) {
  // "Everything" means every export imported by name, as an app would; `import * as`
  // would also bundle a namespace object (about 25 bytes per export) no app ships.
  const names = imports === '*' ? await exportNames(entry, external, resolveDir) : imports;
  const source = `import { ${names.join(', ')} } from ${JSON.stringify(entry)};\nglobalThis.__keep = [${names.join(', ')}];\n`;
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'js' },
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    metafile: true,
    logLevel: 'silent',
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    // As an app's bundler meets the package: through its package.json (`exports`, `imports`
    // with their `browser` conditions), not through this repository's tsconfig `paths`.
    tsconfigRaw: {},
  });
  const code = result.outputFiles[0].contents;
  const output = Object.values(result.metafile.outputs)[0];
  // Files that contribute code; a file esbuild read but shook out entirely has 0 bytes.
  const inputs = Object.entries(output.inputs)
    .filter(([input, info]) => input !== '<stdin>' && info.bytesInOutput > 0)
    .map(([input]) => relative(root, input.startsWith('/') ? input : `${resolveDir}/${input}`));
  const externalImports = [
    ...new Set(output.imports.filter((entry) => entry.external).map((entry) => entry.path)),
  ];
  return {
    bytesByInput: Object.fromEntries(
      Object.entries(output.inputs).map(([input, info]) => [
        relative(root, input.startsWith('/') ? input : `${resolveDir}/${input}`),
        info.bytesInOutput,
      ]),
    ),
    minBytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
    inputs,
    externalImports,
  };
}
