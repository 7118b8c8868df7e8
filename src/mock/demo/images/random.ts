import { mulberry32 } from '../mulberry32.js';

/** FNV-1a of a string: the seed of an image, so the same key always draws the same picture. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash = Math.imul(hash ^ key.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** The numbers a scene draws from: the same for a seed in every engine. */
export interface SceneRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly [T, ...T[]]): T;
}

/**
 * The demo data's generator (`mulberry32`), with only the three draws a picture needs: the
 * generator ships to browsers with the mock, so it stays small (see docs/demo-images.md).
 */
export function createSceneRandom(seed: number): SceneRandom {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly [T, ...T[]]): T =>
    list[Math.floor(next() * list.length)] ?? list[0];
  return { next, int, pick };
}
