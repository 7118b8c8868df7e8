// A script a test runs as separate Node processes (server instances), bundled from the sources
// with esbuild: `npm test` runs before `npm run build`, so there is no dist to import.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The bundle's path, and how to remove it. */
export interface InstanceBundle {
  file: string;
  remove(): void;
}

/**
 * Bundles `entry` (a path from the repository's root) into a folder inside the repository, so
 * that the externals (unstorage, ioredis) resolve from its node_modules;
 * `content-delivery-react/client` resolves to src through tsconfig.json's paths.
 */
export async function bundleInstance(entry: string, name: string): Promise<InstanceBundle> {
  mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules', '.cache', `cdr-${name}-`));
  const file = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(root, entry)],
    outfile: file,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['unstorage', 'unstorage/*', 'ioredis'],
    logLevel: 'error',
  });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
