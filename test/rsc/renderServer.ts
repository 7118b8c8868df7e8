// Renders a React Server Components tree with React's own RSC server (react-server-dom-webpack),
// as Next.js does: the Flight payload, the client references it emits (the JavaScript a page
// would load for it), and the HTML it becomes.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-server-dom-webpack/server';

/** A client manifest that answers every module, so a stray client component shows up as a reference instead of failing the render. */
const anyClientModule = new Proxy(
  {},
  {
    get: (_target, key) => {
      const [id = '', name = '*'] = String(key).split('#');
      return { id, chunks: [], name };
    },
  },
);

/** What a server render produced. */
export interface ServerRender {
  /** The Flight payload, one row per line. */
  payload: string;
  /** The payload's client reference rows (`I[…]`): each is JavaScript the browser would load. */
  clientReferences: string[];
  /** Errors the render reported (they also become error rows in the payload). */
  errors: unknown[];
}

/** Renders `element` as a server component tree. */
export async function renderServer(element: ReactNode): Promise<ServerRender> {
  const errors: unknown[] = [];
  const stream = renderToReadableStream(element, anyClientModule, {
    onError: (error: unknown) => {
      errors.push(error);
    },
  });
  const payload = await new Response(stream).text();
  const clientReferences = payload.split('\n').filter((row) => /^[0-9a-f]*:I\[/.test(row));
  return { payload, clientReferences, errors };
}

const flightToHtmlScript = fileURLToPath(new URL('./flightToHtml.mjs', import.meta.url));

/** The HTML a framework's SSR step makes of a payload without client references (in a plain Node process). */
export function flightToHtml(payload: string): string {
  const result = spawnSync(process.execPath, [flightToHtmlScript], {
    input: payload,
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (result.status !== 0) throw new Error(`flightToHtml failed: ${result.stderr}`);
  return result.stdout;
}
