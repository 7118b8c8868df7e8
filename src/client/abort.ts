import { ContentApiError } from './errors.js';

type Listener = () => void;

/**
 * One 'abort' listener per signal, shared by every request that watches it:
 * many concurrent calls sharing a signal (a page walk, a list of widgets)
 * would otherwise add one listener each, and Node warns past ten.
 */
const listeners = new WeakMap<AbortSignal, Set<Listener>>();

function watch(signal: AbortSignal): Set<Listener> {
  const set = new Set<Listener>();
  listeners.set(signal, set);
  signal.addEventListener('abort', () => {
    for (const listener of set) listener();
  });
  return set;
}

/**
 * Calls `listener` when `signal` aborts, or at once when it has aborted already (its
 * 'abort' event will not fire again); returns the function that stops watching.
 */
export function onAbort(signal: AbortSignal, listener: Listener): () => void {
  if (signal.aborted) {
    listener();
    return () => {};
  }
  const set = listeners.get(signal) ?? watch(signal);
  set.add(listener);
  return () => set.delete(listener);
}

/** Whether `value` can be used as an AbortSignal (also one from another realm or polyfill). */
export function isAbortSignal(value: unknown): value is AbortSignal {
  // Read through `Object(value)`, which is `{}`-like for null and primitives: no throw, no cast.
  const candidate: object = Object(value);
  return (
    typeof Reflect.get(candidate, 'aborted') === 'boolean' &&
    typeof Reflect.get(candidate, 'addEventListener') === 'function'
  );
}

/**
 * The promise `start` returns, or a rejection with kind `aborted` as soon as `signal` aborts.
 * For work that cannot be cancelled (a `fetchQuery` other observers share, a brand index's
 * walk other lookups wait for): the work goes on, but the caller stops waiting for it.
 */
export function untilAborted<T>(
  signal: AbortSignal | undefined,
  start: () => Promise<T>,
): Promise<T> {
  if (signal === undefined) return start();
  const aborted = () =>
    new ContentApiError('the search was aborted', { kind: 'aborted', cause: signal.reason });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const stop = onAbort(signal, () => reject(aborted()));
    start().then(resolve, reject).finally(stop);
  });
}
