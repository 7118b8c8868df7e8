// Next.js collects a client reference for every 'use client' module a route's server graph
// IMPORTS, rendered or not, and ships its JavaScript. The render tests see only what a tree
// renders, so this walks each server component's static imports (what a bundler follows) and
// asserts none reaches a 'use client' module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { useClientDirective } from './clientReferences.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rscDir = resolve(root, 'src/rsc');

/** The relative specifiers a module loads at run time (`import type` / `export type` are erased). */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    const typeOnly =
      (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly === true) ||
      (ts.isExportDeclaration(statement) && statement.isTypeOnly);
    if (typeOnly) continue;
    const from =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    if (from !== undefined && ts.isStringLiteral(from) && from.text.startsWith('.')) {
      specifiers.push(from.text);
    }
  }
  return specifiers;
}

/** `./x.js` from `file` → the source file (`.ts` or `.tsx`). */
function sourceOf(file: string, specifier: string): string {
  const base = resolve(dirname(file), specifier).replace(/\.js$/, '');
  const found = [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
  if (found !== undefined) return found;
  throw new Error(`${relative(root, file)}: cannot resolve ${specifier}`);
}

/** The 'use client' modules `entry` imports, directly or through other modules. */
function clientModulesImportedBy(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (useClientDirective.test(readFileSync(file, 'utf8'))) {
      found.push(relative(root, file));
      return;
    }
    for (const specifier of runtimeImports(file)) visit(sourceOf(file, specifier));
  };
  visit(entry);
  return found.sort();
}

const serverModules = readdirSync(rscDir).filter(
  (name) => name.endsWith('.tsx') || (name.endsWith('.ts') && name !== 'index.ts'),
);

describe('server component modules import no client module', () => {
  it.each(serverModules)('src/rsc/%s', (name) => {
    expect(clientModulesImportedBy(resolve(rscDir, name))).toEqual([]);
  });

  it('finds the islands the barrel re-exports (so the check above can fail)', () => {
    const islands = clientModulesImportedBy(resolve(rscDir, 'index.ts'));
    expect(islands).toContain('src/components/ContentList.tsx');
    expect(islands).toContain('src/components/ContentTocTracker.tsx');
  });
});
