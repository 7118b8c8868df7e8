import type { vi } from 'vitest';
import { LOADED_MACHINE_RENDER_TIMEOUT_MS } from './loadedMachine.js';

/** Only the clock the client waits on is fake: sockets, `setInterval` and `setImmediate` stay real. */
export const clientClock: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'Date'],
};

/**
 * Resolves once `condition` holds, checking after each turn of real I/O (the local server's
 * sockets); rejects after `withinMs` of real time, so a condition that never comes fails the
 * test with this message instead of spinning until its timeout. Real time, not a count of
 * turns: on a loaded machine the sockets' data arrives after many more turns than on an idle
 * one. `performance.now()` is real under `clientClock`, which fakes `Date`.
 */
export async function until(
  condition: () => boolean,
  withinMs = LOADED_MACHINE_RENDER_TIMEOUT_MS,
): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!condition()) {
    if (performance.now() > deadline) {
      throw new Error(`until: the condition did not hold within ${withinMs} ms`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}
