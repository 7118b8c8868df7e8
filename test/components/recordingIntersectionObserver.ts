import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An `IntersectionObserver` for jsdom, which has none and no layout: it records what it is given
 * (options, targets, disconnection) and delivers entries when the test scrolls. Like a browser, it
 * refuses a target that is not an element and calls back nothing once disconnected or with no
 * target.
 */
export class RecordingIntersectionObserver implements IntersectionObserver {
  static created: RecordingIntersectionObserver[] = [];
  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px 0px 0px 0px';
  readonly thresholds: readonly number[] = [0];
  readonly targets: Element[] = [];
  /** The options exactly as the code passed them. */
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    this.rootMargin = options?.rootMargin ?? '0px 0px 0px 0px';
    RecordingIntersectionObserver.created.push(this);
  }

  observe(target: Element): void {
    if (!(target instanceof Element)) {
      throw new TypeError(
        "Failed to execute 'observe' on 'IntersectionObserver': parameter 1 is not of type 'Element'.",
      );
    }
    this.targets.push(target);
  }
  unobserve(target: Element): void {
    this.targets.splice(this.targets.indexOf(target), 1);
  }
  disconnect(): void {
    this.disconnected = true;
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The observers still watching (created and not disconnected). */
  static live(): RecordingIntersectionObserver[] {
    return RecordingIntersectionObserver.created.filter((observer) => !observer.disconnected);
  }

  /**
   * Entries saying each target is in view or not: one per state and target, all in one call, as
   * a browser queues them when its main thread is too busy to call back between frames.
   */
  report(states: readonly boolean[]): void {
    if (this.disconnected || this.targets.length === 0) return;
    const entries = states.flatMap((isIntersecting) =>
      this.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
    );
    this.callback(entries, this);
  }

  /** One entry per target, with the root's box as the browser computed it (`null` in a cross-origin frame). */
  deliver(rootBounds: { bottom: number } | null): void {
    if (this.disconnected || this.targets.length === 0) return;
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          rootBounds,
          boundingClientRect: target.getBoundingClientRect(),
          isIntersecting: true,
          intersectionRatio: 1,
          time: performance.now(),
        }) as unknown as IntersectionObserverEntry,
    );
    this.callback(entries, this);
  }
}

/** Where each heading's top is, in px from the top of the viewport; 1000 (below the fold) if unset. */
const tops = new Map<string, number>();

/**
 * Installs the recording observer on `globalThis` and gives elements the tops set by `scroll`
 * (jsdom puts every element at 0). The stub is undone after each test (`unstubGlobals`), the
 * spy by the test file's `vi.restoreAllMocks()`.
 */
export function installRecordingObserver(): void {
  RecordingIntersectionObserver.created = [];
  tops.clear();
  vi.stubGlobal('IntersectionObserver', RecordingIntersectionObserver);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = tops.get(this.id) ?? 1000;
    return DOMRect.fromRect({ x: 0, y: top, width: 600, height: 40 });
  });
}

/**
 * Moves the headings (by id) to the given tops, then lets every live observer report it with a
 * reading band whose lower edge is `bandBottom` (its `rootBounds.bottom`; `null` for none).
 */
export function scroll(
  headingTops: Record<string, number>,
  bandBottom: number | null = readingLine,
): void {
  for (const [id, top] of Object.entries(headingTops)) tops.set(id, top);
  act(() => {
    for (const observer of RecordingIntersectionObserver.live()) {
      observer.deliver(bandBottom === null ? null : { bottom: bandBottom });
    }
  });
}

/** The band's lower edge with the default `rootMargin` ('0px 0px -66% 0px') in jsdom's 768 px window. */
export const readingLine = Math.round(768 * 0.34);

/**
 * Every live observer reports its targets in view or out of it (a browser sends one such report
 * as soon as it starts observing); several states give several entries per target in one call.
 */
export function reportVisibility(...states: boolean[]): void {
  act(() => {
    for (const observer of RecordingIntersectionObserver.live()) observer.report(states);
  });
}
