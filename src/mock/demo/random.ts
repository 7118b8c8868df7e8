import { mulberry32 } from './mulberry32.js';

/** A small seeded pseudo-random generator (mulberry32) so the demo data is reproducible. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A number in [min, max) rounded to `digits` decimals. */
  decimal(min: number, max: number, digits: number): number;
  /** `true` with probability `p`. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(values: readonly T[]): T;
  /** A shuffled copy of a list. */
  shuffle<T>(values: readonly T[]): T[];
  /** `count` distinct elements of a list (fewer when the list is shorter). */
  sample<T>(values: readonly T[], count: number): T[];
  /** A lowercase RFC 4122 version-4 UUID built from this generator. */
  uuid(): string;
}

/** Creates a mulberry32 generator for a 32-bit seed. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(values: readonly T[]): T[] => {
    const copy = [...values];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy;
  };
  return {
    next,
    int,
    decimal: (min, max, digits) => {
      const factor = 10 ** digits;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (p) => next() < p,
    pick: <T>(values: readonly T[]): T => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) {
        throw new Error('pick() needs a non-empty list');
      }
      return value;
    },
    shuffle,
    sample: <T>(values: readonly T[], count: number): T[] => shuffle(values).slice(0, count),
    uuid: () => {
      const bytes: number[] = [];
      for (let i = 0; i < 16; i += 1) {
        bytes.push(int(0, 255));
      }
      bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
      bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
      const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
      return [
        hex.slice(0, 8),
        hex.slice(8, 12),
        hex.slice(12, 16),
        hex.slice(16, 20),
        hex.slice(20, 32),
      ].join('-');
    },
  };
}
