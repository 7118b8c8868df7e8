// Next.js collects a client reference for every 'use client' module a route's server graph
// IMPORTS, rendered or not, and ships its JavaScript. The render tests see only what a tree
// renders, so this walks each display component's static imports as the react-server build
// resolves them (`#component-build` to its react-server variant, package.json `imports`) and
// asserts none reaches a 'use client' module.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { useClientDirective } from './clientReferences.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const componentsDir = resolve(root, 'src/components');
const packageImports: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(resolve(root, 'package.json'), 'utf8'),
).imports;

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
    if (from !== undefined && ts.isStringLiteral(from) && /^[.#]/.test(from.text)) {
      specifiers.push(from.text);
    }
  }
  return specifiers;
}

/**
 * `./x.js` from `file` → the source file (`.ts` or `.tsx`); `#x` → the source of its
 * `react-server` target, else `node`, else `default` (a React Server Components bundler's order).
 */
function sourceOf(file: string, specifier: string): string {
  const targets = packageImports[specifier];
  const built = targets?.['react-server'] ?? targets?.node ?? targets?.default;
  const base =
    built === undefined
      ? resolve(dirname(file), specifier).replace(/\.js$/, '')
      : resolve(root, built.replace(/^\.\/dist\//, 'src/')).replace(/\.js$/, '');
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

/** The display components: component modules without 'use client' (each a server component too). */
const serverModules = readdirSync(componentsDir).filter(
  (name) =>
    /^[A-Z].*\.tsx$/.test(name) &&
    !useClientDirective.test(readFileSync(resolve(componentsDir, name), 'utf8')),
);

describe('server component modules import no client module', () => {
  it('finds the display components', () => {
    expect(serverModules).toEqual(
      expect.arrayContaining([
        'ContentArticle.tsx',
        'ContentBody.tsx',
        'ContentCard.tsx',
        'ContentListView.tsx',
        'ContentSeo.tsx',
        'ContentToc.tsx',
        'CategoryNav.tsx',
        'LanguageSwitcher.tsx',
        'Pagination.tsx',
        'TagList.tsx',
      ]),
    );
  });

  it.each(serverModules)('src/components/%s', (name) => {
    expect(clientModulesImportedBy(resolve(componentsDir, name))).toEqual([]);
  });

  it('finds the islands the entry re-exports (so the check above can fail)', () => {
    const islands = clientModulesImportedBy(resolve(root, 'src/index.ts'));
    expect(islands).toContain('src/components/ContentList.tsx');
    expect(islands).toContain('src/components/ContentTocTracker.tsx');
  });
});
