// Loaded with `node --import`: makes `msw` unresolvable, as in an app that has not installed
// the optional peer, so the entry check can prove `content-delivery-react/mock` still loads.
import Module, { register } from 'node:module';

// For require() (the Node variant of the mock entry requires msw): Node 20 applies the hooks
// registered below to import only. `_resolveFilename` is internal, but stable for years.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === 'msw' || request.startsWith('msw/')) {
    const error = new Error("Cannot find module 'msw'");
    error.code = 'MODULE_NOT_FOUND';
    throw error;
  }
  return resolveFilename.call(this, request, ...rest);
};

register(
  `data:text/javascript,${encodeURIComponent(`
    export async function resolve(specifier, context, next) {
      if (specifier === 'msw' || specifier.startsWith('msw/')) {
        const error = new Error("Cannot find package 'msw'");
        error.code = 'ERR_MODULE_NOT_FOUND';
        throw error;
      }
      return next(specifier, context);
    }
  `)}`,
);
