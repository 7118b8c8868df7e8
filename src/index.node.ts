// "content-delivery-react" under the `node` export condition (server rendering in Node, plain
// or through a bundler's server build): the same exports as ./index.ts, and server renders
// sanitize HTML with a jsdom sanitizer created on first use instead of needing
// `installServerSanitizer()`. Browsers resolve ./index.ts and never load the jsdom code.
// This file is listed in package.json `sideEffects` so bundlers keep the call.
import { sanitizeOnFirstUse } from './server/sanitizeOnFirstUse.js';

sanitizeOnFirstUse();

export * from './index.js';
