// A temporary app for running the built package on other runtimes, laid out as an installed
// one: node_modules/content-delivery-react is the packed tarball (`npm pack` of dist/, so only
// the files users get, resolved through the package's own `exports` and `imports`), beside links
// to this checkout's copies of its dependencies and required peers. Nothing is installed.
//
// It lives outside the repository on purpose: the repository's tsconfig.json maps
// `content-delivery-react` and `#server-sanitizer` to src/, and esbuild and Bun honour a
// tsconfig's `paths`, so code run from inside the checkout would not exercise the package.
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A program of this checkout's node_modules/.bin (bun, deno…), by name. */
export const repoBin = (name: string) => join(repoRoot, 'node_modules/.bin', name);

/** What a finished command printed. */
export interface CommandOutput {
  stdout: string;
  stderr: string;
}

/**
 * Runs `command` to its end within `timeoutMs` (then it is killed); rejects with everything it
 * printed when it fails, so a runtime's own error message reaches the test report.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CommandOutput> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { ...options, timeout: options.timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error === null) {
          resolve({ stdout, stderr });
          return;
        }
        const reason = error.killed ? `killed after ${options.timeoutMs} ms` : error.message;
        reject(
          new Error(`${basename(command)} ${args.join(' ')}: ${reason}\n${stdout}\n${stderr}`),
        );
      },
    );
  });
}

/** The environment of a child process, without what an outer `npm run` hands down (npm_*). */
export function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name));
  return { ...Object.fromEntries(inherited), ...extra };
}

/** The temporary app; `remove()` deletes it. */
export interface RuntimeApp {
  dir: string;
  remove: () => void;
}

interface PackedManifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** What a temporary app has besides the package and what it requires. */
export interface RuntimeAppOptions {
  /**
   * Packages the app's own code imports (a store driver, say), linked from this checkout's
   * node_modules like the package's dependencies.
   * @default none
   */
  links?: readonly string[] | undefined;
}

/**
 * Packs the built package (run `npm run build` first) into a new temporary app and copies
 * `files` (absolute paths) to the app's root. Optional peers (jsdom, msw) are left out, as in
 * an app that does not install them.
 */
export async function createRuntimeApp(
  files: readonly string[],
  timeoutMs: number,
  options: RuntimeAppOptions = {},
): Promise<RuntimeApp> {
  if (!existsSync(join(repoRoot, 'dist/index.js'))) {
    throw new Error(
      'dist/ is missing: run `npm run build` first (`npm test` does, before the e2e tests)',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'cdr-runtimes-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const env = childEnvironment({});
    const packed = await runCommand(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', dir],
      { cwd: repoRoot, env, timeoutMs },
    );
    const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
    const packageDir = join(dir, 'node_modules/content-delivery-react');
    mkdirSync(packageDir, { recursive: true });
    await runCommand(
      'tar',
      ['-xzf', join(dir, filename), '-C', packageDir, '--strip-components=1'],
      { cwd: dir, env, timeoutMs },
    );
    const manifest = JSON.parse(
      readFileSync(join(packageDir, 'package.json'), 'utf8'),
    ) as PackedManifest;
    const optional = manifest.peerDependenciesMeta ?? {};
    const linked = [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optional[name]?.optional),
      ...(options.links ?? []),
    ];
    for (const name of linked) {
      const link = join(dir, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      // Every runtime here follows links to the real path, so React and the package's
      // dependencies resolve to one copy each, in this checkout's node_modules.
      symlinkSync(join(repoRoot, 'node_modules', name), link, 'dir');
    }
    for (const file of files) copyFileSync(file, join(dir, basename(file)));
    // ES modules, and for Deno the sign to resolve from node_modules rather than fetch from npm.
    writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
    return { dir, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Bundles `entry` (a Worker module in the app `dir`) as wrangler bundles a Worker, and returns
 * the script: the package resolves under workerd's conditions, as it does when deployed.
 */
export async function bundleWorker(dir: string, entry: string): Promise<string> {
  const bundle = await build({
    absWorkingDir: dir,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    // wrangler's conditions (its deployment-bundle/bundle.ts); esbuild adds `import` and
    // `default`. Vite's Cloudflare plugin adds `module`, which this package does not use.
    conditions: ['workerd', 'worker', 'browser'],
    // Worker bundlers replace it at build time; React and the package read it.
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text;
  if (script === undefined) throw new Error(`esbuild wrote no Worker for ${entry}`);
  return script;
}
