import type * as Jsdom from 'jsdom';

let jsdom: typeof Jsdom | undefined;

/**
 * jsdom, an optional peer dependency, loaded on first use: the server entry then imports
 * without it (with `createWindow`), and has no top-level await, so `require()` of it works
 * (Node's `require()` of an ES module graph fails when the graph has one).
 */
export function loadJsdom(): typeof Jsdom {
  jsdom ??= requireJsdom();
  return jsdom;
}

function requireJsdom(): typeof Jsdom {
  // Edge and worker runtimes have no Node `require`: no jsdom can exist there.
  if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') {
    throw new Error(
      '[createServerSanitizer] this runtime has no Node.js `require` (an edge or worker runtime?), so there is no jsdom: run the route on Node.js for server-rendered HTML, or give createServerSanitizer a createWindow.',
    );
  }
  try {
    // Node's synchronous `require`, reached through `process.getBuiltinModule` (Node ≥ 20.16)
    // rather than an import of `node:module`, which a bundler for an edge runtime would refuse.
    // `require` answers `any`: the module is the jsdom the peer range and its types describe.
    return process.getBuiltinModule('node:module').createRequire(import.meta.url)('jsdom');
  } catch (error) {
    throw new Error(
      '[createServerSanitizer] jsdom is not installed: run `npm install jsdom` (server HTML needs it), or give createServerSanitizer a createWindow.',
      { cause: error },
    );
  }
}
