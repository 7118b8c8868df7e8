import type { vi } from 'vitest';

/** Only the clock the client waits on is fake: sockets, `setInterval` and `setImmediate` stay real. */
export const clientClock: Parameters<typeof vi.useFakeTimers>[0] = {
  toFake: ['setTimeout', 'clearTimeout', 'Date'],
};

/**
 * Resolves once `condition` holds, checking after each turn of real I/O (the local server's
 * sockets); rejects after `maxTurns`, so a condition that never comes fails the test instead
 * of spinning until its timeout.
 */
export async function until(condition: () => boolean, maxTurns = 100_000): Promise<void> {
  for (let turn = 0; !condition(); turn++) {
    if (turn >= maxTurns) throw new Error(`until: the condition did not hold in ${maxTurns} turns`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
