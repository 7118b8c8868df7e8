import { readTag } from './readTag.js';

/**
 * Attributes of one tag that cost as much as one element: parsers and sanitizers compare or
 * remove each attribute against all before it, so a tag with `k` attributes costs about
 * `k² / 10 000` elements (jsdom: 20 000 attributes in one tag take 0.8 s to parse, 20 000
 * elements 0.4 s; the server's walk took 3.8 s over 30 000).
 */
const ATTRIBUTE_PAIRS_PER_ELEMENT = 10_000;

/** What a tag with `attributes` attributes costs beyond its element, in elements. */
export function attributePairsCost(attributes: number): number {
  return Math.floor(attributes ** 2 / ATTRIBUTE_PAIRS_PER_ELEMENT);
}

/**
 * The attribute cost of every tag in `html`, read lexically (a tag in a comment counts too: an
 * upper bound of the browser estimate's, which skips comments and raw text). One pass, each
 * character read at most twice.
 */
export function attributeCost(html: string): number {
  let cost = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (!/[a-z]/i.test(html.charAt(at + 1))) continue;
    const { end, attributes } = readTag(html, at + 1);
    if (end === -1) break;
    cost += attributePairsCost(attributes);
    at = end;
  }
  return cost;
}
