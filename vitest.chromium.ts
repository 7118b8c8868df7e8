// The Chromium of the browser and end-to-end tests; one copy in scripts/chromium.mjs,
// which the Node benchmarks import too.
export { chromiumArgs, chromiumExecutable, chromiumLaunchOptions } from './scripts/chromium.mjs';
