// Loaded with `node --import`: makes the package's optional peers (package.json
// `peerDependenciesMeta`: msw, @opentelemetry/api) unresolvable, as in an app that has not
// installed them, so the entry check can prove every entry that does not need one still loads.
import { readFileSync } from 'node:fs';
import Module, { register } from 'node:module';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const hidden = Object.entries(manifest.peerDependenciesMeta ?? {})
  .filter(([, meta]) => meta.optional === true)
  .map(([name]) => name);

/** The optional peer `specifier` names (itself or a subpath of it), if any. */
const hiddenPeerOf = (specifier) =>
  hidden.find((name) => specifier === name || specifier.startsWith(`${name}/`));

// For require() (the Node variant of the mock entry requires msw): Node 20 applies the hooks
// registered below to import only. `_resolveFilename` is internal, but stable for years.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const peer = hiddenPeerOf(request);
  if (peer !== undefined) {
    const error = new Error(`Cannot find module '${peer}'`);
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolveFilename.call(this, request, ...rest);
};

register(
  `data:text/javascript,${encodeURIComponent(`
    const hidden = ${JSON.stringify(hidden)};
    export async function resolve(specifier, context, next) {
      const peer = hidden.find((name) => specifier === name || specifier.startsWith(name + '/'));
      if (peer !== undefined) {
        const error = new Error("Cannot find package '" + peer + "'");
        error.code = 'ERR_MODULE_NOT_FOUND';
        throw error;
      }
      return next(specifier, context);
    }
  `)}`,
);
