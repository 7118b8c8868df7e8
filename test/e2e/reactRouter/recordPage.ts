// A Chromium page that records what a user's browser did: every request and response (with its
// body), console errors and uncaught errors.
import type { Browser, Page, Response } from 'playwright';
import { LOADED_MACHINE_TIMEOUT_MS } from '../../helpers/loadedMachine.js';

/** What happened while a page was open. */
export interface PageRecord {
  page: Page;
  requests: string[];
  /** Every response with its headers and body (bodies of redirects and aborted loads are empty). */
  responses: Promise<{ url: string; status: number; headers: string; body: string }[]>;
  errors: string[];
}

async function readResponse(response: Response) {
  const body = await response.body().then(
    (bytes) => bytes.toString('latin1'),
    () => '',
  );
  // A response still arriving when the test closes its page has no headers to read any more;
  // it came after the test's checks, so an empty record is right (and no unhandled rejection).
  const headers = await response.allHeaders().then(
    (all) => JSON.stringify(all),
    () => '',
  );
  return { url: response.url(), status: response.status(), headers, body };
}

/** Opens a new page that records everything in a {@link PageRecord}. */
export async function recordPage(browser: Browser): Promise<PageRecord> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Every navigation and locator action waits as long as a loaded machine needs.
  page.setDefaultTimeout(LOADED_MACHINE_TIMEOUT_MS);
  const requests: string[] = [];
  const pending: Promise<Awaited<ReturnType<typeof readResponse>>>[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    requests.push(request.url());
    // Demo images (from the mock, like a CDN) are fetched by <img>: GET only, never anything else.
    if (request.url().includes('/demo-images/') && request.method() !== 'GET') {
      errors.push(`${request.method()} ${request.url()}`);
    }
  });
  page.on('response', (response) => {
    pending.push(readResponse(response));
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${String(error)}`));
  return {
    page,
    requests,
    get responses() {
      return Promise.all(pending);
    },
    errors,
  };
}
