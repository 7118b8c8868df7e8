// Where the Chromium for browser tests, end-to-end tests and browser benchmarks comes from,
// and how it is launched. Plain JavaScript so that Node scripts (bench/) and the TypeScript
// config (vite.config.ts) share one copy.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The Chromium the browser tests run in: $CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else a browser Playwright installed itself (`undefined`: Playwright
 * finds it). Fails with install instructions when there is none (Playwright cannot
 * download one here).
 * @returns {string | undefined}
 */
export function chromiumExecutable() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return undefined;
  } catch {
    // Playwright has no browser of its own: fall through to the message.
  }
  throw new Error(
    'No Chromium for the browser tests. Install one and run again:\n' +
      '  Debian/Ubuntu: sudo apt-get install -y chromium   (or set CHROMIUM_PATH=/path/to/chromium)\n' +
      '  elsewhere:     npx playwright install chromium',
  );
}

/** Flags for headless Chromium in CI and sandboxes; host rules keep every request on this machine. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * Playwright launch options for the browser tests, the end-to-end test and the bench.
 * @returns {{ executablePath?: string, args: string[] }}
 */
export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutable();
  return executablePath === undefined
    ? { args: chromiumArgs }
    : { executablePath, args: chromiumArgs };
}
