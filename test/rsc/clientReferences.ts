// A Vite plugin for the `rsc` test project: a module that starts with 'use client' becomes
// client references, as an RSC bundler (Next.js, Vite's RSC plugin) makes it. Without it,
// Vitest would run a client component on the server like any function, and a test that
// "no client reference is emitted" could not fail.
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;

/** A module's leading 'use client' directive (after comments), as RSC bundlers read it. */
export const useClientDirective = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/;

type Program = ReturnType<PluginContext['parse']>;

/** The runtime names a module exports (type-only exports are gone after the TS transform). */
function exportedNames(program: Program): string[] {
  const names: string[] = [];
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') names.push('default');
    if (node.type !== 'ExportNamedDeclaration') continue;
    const declaration = node.declaration;
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') {
      if (declaration.id) names.push(declaration.id.name);
    }
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier') names.push(declarator.id.name);
      }
    }
    for (const specifier of node.specifiers) {
      const exported = specifier.exported;
      names.push(exported.type === 'Identifier' ? exported.name : String(exported.value));
    }
  }
  return names;
}

/** Replaces every 'use client' module by client references registered with React's RSC server. */
export function clientReferences(): Plugin {
  return {
    name: 'content-delivery-react:client-references',
    enforce: 'post',
    transform(code, id) {
      if (!useClientDirective.test(code)) return null;
      const file = JSON.stringify(id.split('?')[0]);
      const references = exportedNames(this.parse(code)).map((name) => {
        const reference = `registerClientReference(function () { throw new Error(${JSON.stringify(`${name} is a client reference`)}); }, ${file}, ${JSON.stringify(name)})`;
        return name === 'default'
          ? `export default ${reference};`
          : `export const ${name} = ${reference};`;
      });
      return {
        code: [
          "import { registerClientReference } from 'react-server-dom-webpack/server';",
          ...references,
        ].join('\n'),
        map: null,
      };
    },
  };
}
