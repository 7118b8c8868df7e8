import type { FetchFunction } from '../client/options.js';
import { problemResponse } from './problem.js';
import { createMockService } from './service.js';
import type { MockServiceOptions } from './serviceOptions.js';

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` that answers from the mock service in memory, with no MSW and no
 * network: pass it as `createContentClient({ fetch })` in unit tests.
 * Requests outside the mock's base URL get a 404 problem.
 *
 * It answers the demo images too, but an `<img>` never goes through this `fetch`: in a browser
 * app, set `demoImageBaseUrl: '/demo-images/'` and serve that path with `demoImageResponse`
 * (see docs/demo-images.md), or the pictures show as broken images.
 */
export function createMockFetch(options: MockServiceOptions = {}): FetchFunction {
  const service = createMockService(options);
  return async (input, init) => {
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw abortError(signal);
    const request = new Request(input, init);
    const answer = service.handle(request);
    const response = signal
      ? await new Promise<Response | undefined>((resolve, reject) => {
          const onAbort = () => reject(abortError(signal));
          signal.addEventListener('abort', onAbort, { once: true });
          answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
        })
      : await answer;
    const answered =
      response ??
      problemResponse(404, 'Not Found', 'Not served by the mock.', new URL(request.url).pathname);
    // A HEAD answer has the headers of the GET answer and no body.
    return request.method === 'HEAD'
      ? new Response(null, { status: answered.status, headers: answered.headers })
      : answered;
  };
}
