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
 * An esbuild plugin that leaves every dynamic `import()` out of the bundle, as the chunk of its
 * own an app's bundler makes of it, and records the files behind those that stay live
 * after tree-shaking (`lazy`). (esbuild's own `splitting` keeps the chunks of imports in code it
 * shook out, and moves code the entry never runs into chunks the entry loads first.)
 */
function lazyChunks(lazy) {
  return {
    name: 'lazy-chunks',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await pluginBuild.resolve(args.path, {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          importer: args.importer,
        });
        // The bundle names the chunk as a bundler would (`./chunk-1.js`), not by the file's
        // absolute path, which differs between checkouts and would change the measured bytes.
        let name = [...lazy].find(([, path]) => path === resolved.path)?.[0];
        if (name === undefined) {
          name = `./chunk-${lazy.size + 1}.js`;
          lazy.set(name, resolved.path);
        }
        return { path: name, external: true };
      });
    },
  };
}

/** An esbuild plugin that leaves the given files out of the bundle (those a page has already loaded). */
function loadedAlready(files) {
  return {
    name: 'loaded-already',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData === 'resolving') return undefined;
        const resolved = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'resolving',
        });
        return files.has(resolved.path) ? { path: resolved.path, external: true } : undefined;
      });
    },
  };
}

const baseOptions = {
  bundle: true,
  write: false,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  metafile: true,
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  // As an app's bundler meets the package: through its package.json (`exports`, `imports`
  // with their `browser` conditions), not through this repository's tsconfig `paths`.
  tsconfigRaw: {},
};

/** Bytes each input file contributes to a build's one output. */
function bytesOf(output, resolveDir) {
  return Object.fromEntries(
    Object.entries(output.inputs).map(([input, info]) => [
      relative(root, input.startsWith('/') ? input : `${resolveDir}/${input}`),
      info.bytesInOutput,
    ]),
  );
}

/**
 * @param {{ entry: string, imports: string[] | '*', external: string[], resolveDir?: string }} spec
 *   `entry` is a path or a package specifier; `imports` the names a user imports ('*' = all).
 *
 * `gzipBytes` is what a page loads first: the bundle without the code behind a dynamic
 * `import()`, which an app's bundler puts in chunks of their own, loaded when first needed;
 * `lazyGzipBytes` is those chunks, without the files the page has loaded already.
 */
export async function measureBundle({ entry, imports, external, resolveDir = root }) {
  // "Everything" means every export imported by name, as an app would; `import * as`
  // would also bundle a namespace object (about 25 bytes per export) no app ships.
  const names = imports === '*' ? await exportNames(entry, external, resolveDir) : imports;
  const source = `import { ${names.join(', ')} } from ${JSON.stringify(entry)};\nglobalThis.__keep = [${names.join(', ')}];\n`;
  /** Chunk name → the file behind it, for every dynamic `import()` esbuild resolved. */
  const lazyCandidates = new Map();
  const result = await build({
    ...baseOptions,
    stdin: { contents: source, resolveDir, loader: 'js' },
    external,
    plugins: [lazyChunks(lazyCandidates)],
  });
  const code = result.outputFiles[0].contents;
  const output = Object.values(result.metafile.outputs)[0];
  const bytesByInput = bytesOf(output, resolveDir);
  // Files that contribute code; a file esbuild read but shook out entirely has 0 bytes.
  const inputs = Object.entries(bytesByInput)
    .filter(([input, bytes]) => input !== '<stdin>' && bytes > 0)
    .map(([input]) => input);
  const lazyPaths = output.imports
    .filter((entry) => entry.kind === 'dynamic-import' && lazyCandidates.has(entry.path))
    .map((entry) => lazyCandidates.get(entry.path));
  const externalImports = [
    ...new Set(
      output.imports
        .filter((entry) => entry.external && !lazyCandidates.has(entry.path))
        .map((entry) => entry.path),
    ),
  ];
  let lazyGzipBytes = 0;
  let lazyBytesByInput = {};
  if (lazyPaths.length > 0) {
    const loaded = new Set(inputs.map((input) => `${root}${input}`));
    const chunks = await build({
      ...baseOptions,
      stdin: {
        contents: lazyPaths.map((path) => `export * from ${JSON.stringify(path)};`).join('\n'),
        resolveDir,
        loader: 'js',
      },
      external,
      plugins: [loadedAlready(loaded)],
    });
    const chunkOutput = Object.values(chunks.metafile.outputs)[0];
    lazyBytesByInput = bytesOf(chunkOutput, resolveDir);
    lazyGzipBytes = gzipSync(chunks.outputFiles[0].contents, { level: 9 }).byteLength;
    for (const [input, bytes] of Object.entries(lazyBytesByInput)) {
      if (input !== '<stdin>' && bytes > 0) inputs.push(input);
    }
    for (const entry of chunkOutput.imports) {
      if (entry.external && !loaded.has(entry.path) && !externalImports.includes(entry.path)) {
        externalImports.push(entry.path);
      }
    }
  }
  return {
    bytesByInput,
    lazyBytesByInput,
    minBytes: code.byteLength,
    gzipBytes: gzipSync(code, { level: 9 }).byteLength,
    lazyGzipBytes,
    inputs,
    externalImports,
  };
}
