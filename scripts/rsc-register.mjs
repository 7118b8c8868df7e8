// `node --conditions react-server --import ./scripts/rsc-register.mjs …`: Node as an RSC bundler
// sees the package. React's own loader turns every 'use client' module into client references
// (as Next.js does); the hook registered first runs last, so ours hands React's loader strings.
import { register } from 'node:module';

register('./rsc-source-as-string.mjs', import.meta.url);
register('react-server-dom-webpack/node-loader', import.meta.url);
