// The server entry. Without one, React Router 8 takes the nearest package.json up the tree (for
// this folder, which has none, the library's own), adds `isbot` to its `dependencies`, runs
// `npm install` there, and picks its Node or Web Streams entry by whether that file lists a Node
// adapter. This one avoids all that. It waits for the whole page (`onAllReady`): the pages here
// are small and crawlers get complete HTML.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';

/** How long a render may wait for data before React Router aborts it. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let renderFailed = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={context} url={request.url} />,
      {
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status: renderFailed ? 500 : status,
              headers,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          renderFailed = true;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
