// Loaded with `node --import`: makes `msw` unresolvable, as in an app that has not installed
// the optional peer, so the entry check can prove `content-delivery-react/mock` still loads.
import { register } from 'node:module';

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
