import { ContentApiError } from '../client/index.js';

/**
 * The promise `start` returns, or a rejection with kind `aborted` as soon as `signal` aborts.
 * For work that cannot be cancelled (a `fetchQuery` other observers share): the work goes
 * on and fills the cache, but the caller stops waiting for it.
 */
export function untilAborted<T>(
  signal: AbortSignal | undefined,
  start: () => Promise<T>,
): Promise<T> {
  const aborted = () =>
    new ContentApiError('the search was aborted', { kind: 'aborted', cause: signal?.reason });
  if (signal === undefined) return start();
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    start()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}
