/**
 * The one bounded pool of the library: the brand walk, the seal's writes, the page walk, the
 * variant search and the feeds' body reads all run their requests through it, so "at most n in
 * flight, the first failure stops the rest" is written, and tested, once.
 *
 * Runs `tasks` in order with at most `concurrency` in flight (at least 1, whatever a caller's
 * option says). The first failure starts no further task, aborts `controller` (so in-flight
 * work that listens to its signal stops too) and is what the pool rejects with. A controller
 * aborted from outside starts nothing more, and the pool rejects with its reason: a pool that
 * has not run every task has not succeeded.
 */
export async function runPool(
  tasks: readonly (() => Promise<void>)[],
  concurrency: number,
  controller: AbortController = new AbortController(),
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !controller.signal.aborted) {
      const task = tasks[next++];
      if (task !== undefined) await task();
    }
  };
  const workers = Math.min(tasks.length, Math.max(1, Math.floor(concurrency) || 1));
  await Promise.all(
    Array.from({ length: workers }, () =>
      worker().catch((error: unknown) => {
        if (!controller.signal.aborted) controller.abort(error);
        throw error;
      }),
    ),
  );
  if (controller.signal.aborted) throw controller.signal.reason;
}
