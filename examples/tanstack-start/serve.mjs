// Serves the production build on Node: the browser assets of dist/client as static files, every
// other request through the Start server's fetch handler (dist/server/server.js). TanStack Start
// builds a fetch handler and leaves the server to you; srvx (which Start itself depends on)
// gives Node one in a few lines. Environment: CDS_BASE_URL, CDS_API_KEY (server only),
// HOST @default 127.0.0.1, PORT @default 3000, SITE_URL (optional).
import { serve } from 'srvx';
import { staticMiddleware } from 'srvx/static';
import server from './dist/server/server.js';

const clientDir = new URL('./dist/client', import.meta.url).pathname;

/**
 * Start answers a path with a malformed escape (`%E0%A4%A`, an encoded lone surrogate) 400
 * before any route runs, and so would the static files. It cannot be a page: answer it as one
 * that does not exist (the site's not-found page, 404), as Start answers every unknown path.
 * @type {import('srvx').ServerMiddleware}
 */
function malformedPathsAsNotFound(request, next) {
  const url = new URL(request.url);
  try {
    decodeURI(url.pathname);
    return next();
  } catch {
    url.pathname = '/not-found';
    return server.fetch(new Request(url, request));
  }
}

serve({
  hostname: process.env.HOST ?? '127.0.0.1',
  port: Number(process.env.PORT ?? 3000),
  middleware: [malformedPathsAsNotFound, staticMiddleware({ dir: clientDir })],
  fetch: server.fetch,
});
