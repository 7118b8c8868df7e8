type Listener = () => void;

/**
 * One 'abort' listener per signal, shared by every request that watches it:
 * many concurrent calls sharing a signal (a page walk, a list of widgets)
 * would otherwise add one listener each, and Node warns past ten.
 */
const listeners = new WeakMap<AbortSignal, Set<Listener>>();

/** Calls `listener` when `signal` aborts; returns the function that stops watching. */
export function onAbort(signal: AbortSignal, listener: Listener): () => void {
  let set = listeners.get(signal);
  if (set === undefined) {
    const created = new Set<Listener>();
    set = created;
    listeners.set(signal, created);
    signal.addEventListener(
      'abort',
      () => {
        listeners.delete(signal);
        for (const each of [...created]) each();
      },
      { once: true },
    );
  }
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

/** Whether `value` can be used as an AbortSignal (also one from another realm or polyfill). */
export function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as AbortSignal).aborted === 'boolean' &&
    typeof (value as AbortSignal).addEventListener === 'function'
  );
}
