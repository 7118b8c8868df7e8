/**
 * mulberry32: a 32-bit seeded generator of floats in [0, 1), the same sequence in every engine
 * (`Math.imul` and unsigned shifts only). The demo data and the demo images both draw from it, so
 * a seed means the same thing in both.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
