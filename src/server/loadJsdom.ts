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

/**
 * The major version of the jsdom `loadJsdom` loads (the one installed beside this package),
 * read from its `package.json`; `undefined` when it cannot be read (no jsdom, no Node
 * `require`, a jsdom whose exports hide `package.json`), so callers must pick a safe default.
 */
export function jsdomMajorVersion(): number | undefined {
  try {
    const manifest: unknown = nodeRequire()('jsdom/package.json');
    if (typeof manifest !== 'object' || manifest === null || !('version' in manifest)) {
      return undefined;
    }
    const major = typeof manifest.version === 'string' ? Number.parseInt(manifest.version, 10) : 0;
    return major > 0 ? major : undefined;
  } catch {
    return undefined;
  }
}

function requireJsdom(): typeof Jsdom {
  const require = nodeRequire();
  try {
    // `require` answers `any`: the module is the jsdom the peer range and its types describe.
    return require('jsdom');
  } catch (error) {
    const missing = error instanceof Error && 'code' in error && error.code === 'MODULE_NOT_FOUND';
    throw new Error(
      missing
        ? '[createServerSanitizer] jsdom is not installed: run `npm install jsdom` (server HTML needs it), or give createServerSanitizer a createWindow.'
        : // Installed but unloadable: most often jsdom 30 or later on a Node it does not support.
          `[createServerSanitizer] jsdom is installed but failed to load on Node ${process.version} (the cause says why): jsdom 30 and later need Node ^22.22.2, ^24.15 or >= 26, so install jsdom@29 on an older Node, or give createServerSanitizer a createWindow.`,
      { cause: error },
    );
  }
}

/**
 * Node's synchronous `require`, resolving from this package (where an app installs its peers),
 * reached through `process.getBuiltinModule` (Node ≥ 20.16) rather than an import of
 * `node:module`, which a bundler for an edge runtime would refuse.
 */
function nodeRequire(): NodeJS.Require {
  // Edge and worker runtimes have no Node `require`: no jsdom can exist there.
  if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') {
    throw new Error(
      '[createServerSanitizer] this runtime has no Node.js `require` (an edge or worker runtime?), so there is no jsdom: run the route on Node.js for server-rendered HTML, or give createServerSanitizer a createWindow.',
    );
  }
  return process.getBuiltinModule('node:module').createRequire(import.meta.url);
}
