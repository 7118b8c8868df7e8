// What the two proxy pages (proxyHydration.e2e.test.ts, proxyIndex.e2e.test.ts) are served with:
// the embedded mock as the keyed service behind a real socket, and their browser entry bundled
// from the sources.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { MockService } from 'content-delivery-react/mock';
import { build } from 'esbuild';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/** Starts `server` on a free port of 127.0.0.1 and returns its URL. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Answers `req` from the mock service as the request for `url`, with the request's headers (the
 * key among them), as a deployed service would.
 */
export async function answerFromMock(
  service: MockService,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  const answer =
    (await service.handle(new Request(url, { headers }))) ?? new Response(null, { status: 404 });
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/**
 * Bundles a page's browser entry (a path from the repository root) from the sources, as the
 * other tests import the package.
 */
export async function bundleBrowserEntry(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [root(entry)],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    alias: {
      'content-delivery-react/client': root('src/client/index.ts'),
      'content-delivery-react': root('src/index.ts'),
    },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}
