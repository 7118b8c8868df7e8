// Rewrites the built root entry (dist/index.js, from src/index.ts) as one named re-export per
// module: `export { ContentCard } from './components/ContentCard.js'` instead of the
// `export * from './components/index.js'` chains of the sources. Run after `tsc` (npm run build).
//
// Why: Next.js's webpack build (with `optimizePackageImports`, which the example sets) resolves
// a wildcard chain in the react-server layer by keeping every module behind it, so each
// 'use client' module the root re-exports (ContentList, the providers, the hooks) became a client
// reference of every server-only page: 43 kB of library JavaScript on pages that need none
// (measured by test/e2e/nextjs.e2e.test.ts; Turbopack and Vite do not need this). With the names
// listed per module it imports only the modules a page uses. The sources keep their folder
// barrels; this is generated from them, so nothing is listed by hand.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const entry = resolve(dist, 'index.js');

/** `[name as exported, module]` of every runtime export of `file`, following `export *`. */
function reExportsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = [];
  for (const statement of source.statements) {
    const from = ts.isExportDeclaration(statement) ? statement.moduleSpecifier : undefined;
    // A barrel holds re-exports only: anything else would be lost by flattening it.
    if (from === undefined || !ts.isStringLiteral(from)) {
      throw new Error(`${relative(dist, file)}: not a re-export: ${statement.getText(source)}`);
    }
    const target = resolve(dirname(file), from.text);
    const clause = statement.exportClause;
    if (clause === undefined) {
      found.push(...reExportsOf(target));
    } else if (ts.isNamedExports(clause)) {
      for (const element of clause.elements) found.push([element.getText(source), target]);
    } else {
      throw new Error(`${relative(dist, file)}: a namespace re-export cannot be flattened`);
    }
  }
  return found;
}

const byModule = new Map();
for (const [name, target] of reExportsOf(entry)) {
  byModule.set(target, [...(byModule.get(target) ?? []), name]);
}
const lines = [...byModule].map(
  ([target, names]) => `export { ${names.join(', ')} } from './${relative(dist, target)}';`,
);
writeFileSync(
  entry,
  `// Generated from src/index.ts by scripts/flatten-entry.mjs: one re-export per module.\n${lines.join('\n')}\n`,
);
// The map of the original would describe another file.
rmSync(`${entry}.map`, { force: true });
