// What an element costs to sanitize and render, in ordinary elements: the unit of `maxElements`.
// Measured with `npm run bench` (bench/cost.mjs: 2 499 links, 2 499 images and 4 999 spans, each
// in n = 99 000 characters): on the server a link costs 2.3x an ordinary element and an image
// 3.5x (URL checks, rewrites, attributes set); in Chromium's ContentBody a link 1.6x and an image
// 3.4x (the image element itself). Media and kept iframes are weighed as images.

/** The tags that cost more than one element, and what they cost. */
export const weightedTags: ReadonlyMap<string, number> = new Map([
  ['a', 2],
  ['area', 2],
  ['img', 4],
  ['video', 4],
  ['audio', 4],
  ['source', 4],
  ['track', 4],
  ['iframe', 4],
]);

/** The cost of an element named `tag`, in ordinary elements (a Map: `__proto__` is a tag too). */
export function elementWeight(tag: string): number {
  return weightedTags.get(tag) ?? 1;
}
