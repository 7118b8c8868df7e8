import { describe, expect, it } from 'vitest';
import { runPool } from '../../src/client/boundedPool.js';

/** A task that records how many tasks run at once, and settles when told. */
function tracker() {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const release: (() => void)[] = [];
  const task =
    (id: number, fail = false) =>
    async () => {
      started.push(id);
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => release.push(resolve));
      running--;
      if (fail) throw new Error(`task ${id} failed`);
    };
  const settleAll = async () => {
    // Bounded: at most one round per task, each letting the pool start the next.
    for (let round = 0; round < 100 && release.length > 0; round++) {
      for (const resolve of release.splice(0)) resolve();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  const settleFirst = async () => {
    release.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { task, started, settleAll, settleFirst, most: () => most };
}

describe('runPool', () => {
  it('runs every task in order with at most `concurrency` in flight', async () => {
    const { task, started, settleAll, most } = tracker();
    const done = runPool(
      Array.from({ length: 7 }, (_, id) => task(id)),
      3,
    );
    await settleAll();
    await done;
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most()).toBe(3);
  });

  it('runs one at a time when the concurrency asked for is 0, negative or not a number', async () => {
    for (const concurrency of [0, -2, Number.NaN]) {
      const { task, settleAll, most, started } = tracker();
      const done = runPool([task(0), task(1)], concurrency);
      await settleAll();
      await done;
      expect(started).toEqual([0, 1]);
      expect(most()).toBe(1);
    }
  });

  it('starts nothing after the first failure, aborts the controller and rejects with that failure', async () => {
    const { task, started, settleAll, settleFirst } = tracker();
    const controller = new AbortController();
    const done = runPool([task(0, true), task(1), task(2), task(3)], 2, controller);
    const outcome = done.catch((error: unknown) => error);
    await settleFirst();
    await settleAll();
    const error = await outcome;
    expect(error).toEqual(new Error('task 0 failed'));
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(error);
    // Task 1 was in flight when task 0 failed; tasks 2 and 3 never started.
    expect(started).toEqual([0, 1]);
  });

  it('rejects with the reason of a controller aborted from outside, having started nothing more', async () => {
    const { task, started, settleAll } = tracker();
    const controller = new AbortController();
    const done = runPool([task(0), task(1), task(2)], 1, controller);
    const outcome = done.catch((error: unknown) => error);
    controller.abort(new Error('the caller gave up'));
    await settleAll();
    expect(await outcome).toEqual(new Error('the caller gave up'));
    expect(started).toEqual([0]);
  });

  it('resolves at once with no tasks', async () => {
    await expect(runPool([], 4)).resolves.toBeUndefined();
  });
});
