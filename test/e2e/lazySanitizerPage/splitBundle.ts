// The browser entry of lazySanitizer.e2e.test.ts bundled as an app's bundler splits it: ES
// modules, a chunk per dynamic import, from the sources (the aliases and define of
// proxyServers.ts's `bundleBrowserEntry`).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

/** The bundle's files by URL path below `/assets/`, and where its sanitizer is. */
export interface SplitBundle {
  /** Every output file (entry and chunks), keyed by its path below the served folder. */
  files: Map<string, string>;
  /** The entry's path below the served folder. */
  entry: string;
  /** The path of the one chunk holding `src/html/createSanitizer.ts`. */
  sanitizerChunk: string;
  /** What each output holds (paths relative to the repository root). */
  metafile: Metafile;
}

/** The sanitizer's source as the metafile names it. */
export const sanitizerSource = 'src/html/createSanitizer.ts';

/**
 * The package's own conditional imports (`#component-build`, `#server-sanitizer`, …) resolved
 * to the sources under the `browser` condition, as an app's bundler resolves the built package.
 * Without it esbuild would follow the repository's tsconfig `paths` (the server sanitizer) or
 * package.json `imports` (the built dist/, a second copy of the library).
 */
function packageImportsFromSources(): Plugin {
  const imports: Record<string, Record<string, string>> = JSON.parse(
    readFileSync(root('package.json'), 'utf8'),
  ).imports;
  const conditions = new Set(['browser', 'import', 'default']);
  return {
    name: 'package-imports-from-sources',
    setup(build) {
      build.onResolve({ filter: /^#/ }, ({ path }) => {
        const targets = imports[path];
        if (targets === undefined) return undefined;
        const chosen = Object.entries(targets).find(([condition]) => conditions.has(condition));
        if (chosen === undefined) return { errors: [{ text: `${path}: no browser condition` }] };
        const base = root(chosen[1].replace(/^\.\/dist\//, 'src/').replace(/\.js$/, ''));
        return { path: existsSync(`${base}.tsx`) ? `${base}.tsx` : `${base}.ts` };
      });
    },
  };
}

/** Bundles `entry` (a path from the repository root) with code splitting, in memory. */
export async function bundleSplit(entry: string): Promise<SplitBundle> {
  const outdir = root('.vitest/lazy-sanitizer-bundle');
  const result = await build({
    entryPoints: [root(entry)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    write: false,
    metafile: true,
    absWorkingDir: root(''),
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    alias: {
      'content-delivery-react/client': root('src/client/index.ts'),
      'content-delivery-react': root('src/index.ts'),
    },
    plugins: [packageImportsFromSources()],
    logLevel: 'silent',
  });
  // Output files have absolute paths, the metafile's are relative to the repository root.
  const served = (absolute: string) => relative(outdir, absolute).replaceAll('\\', '/');
  const files = new Map(result.outputFiles.map((file) => [served(file.path), file.text]));
  const outputs = Object.entries(result.metafile.outputs).filter(([path]) => path.endsWith('.js'));
  const entryOutput = outputs.find(([, output]) => output.entryPoint !== undefined);
  const withSanitizer = outputs.filter(([, output]) => sanitizerSource in output.inputs);
  if (entryOutput === undefined || withSanitizer.length !== 1 || withSanitizer[0] === undefined) {
    throw new Error(`expected one entry and one chunk with ${sanitizerSource}`);
  }
  return {
    files,
    entry: served(root(entryOutput[0])),
    sanitizerChunk: served(root(withSanitizer[0][0])),
    metafile: result.metafile,
  };
}
