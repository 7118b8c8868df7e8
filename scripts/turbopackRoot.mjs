// The folder Turbopack compiles from for examples/nextjs, shared by its next.config.mjs and by
// the source-map attribution of scripts/routeJs.mjs (Turbopack names sources relative to it).
// Plain JavaScript, so the Next config and the Node scripts import one copy.
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';

/**
 * Turbopack compiles only files under its root, and resolves `next` to its real path: in a git
 * worktree whose node_modules is a symlink to another checkout's, that is outside the repository.
 * The root is then the folder holding both; in a plain checkout, the repository itself.
 * @param {string} repoRoot the repository's folder
 * @returns {string}
 */
export function turbopackRoot(repoRoot) {
  const repository = repoRoot.replace(/[\\/]+$/, '').split(sep);
  const next = dirname(
    realpathSync(createRequire(`${repository.join(sep)}${sep}`).resolve('next/package.json')),
  ).split(sep);
  const shared = repository.findIndex((part, index) => part !== next[index]);
  return (shared === -1 ? repository : repository.slice(0, shared)).join(sep) || sep;
}
