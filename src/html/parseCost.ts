import { voidTags } from './voidTags.js';

/**
 * The formatting elements of the HTML parser: it keeps them in its list of active formatting
 * elements, re-creates them wherever text or a tag follows after they were closed implicitly
 * ("reconstruct the active formatting elements"), and copies them when they are closed out of
 * order (the adoption agency). Those two steps are how a few kilobytes become a million elements.
 */
const formattingTags: ReadonlySet<string> = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/**
 * Nesting beyond which HTML is not handed to a parser at all: parsing
 * `'<div>'.repeat(100_000)` blocks Chromium's main thread for ~10 s and
 * overflows jsdom, whatever sanitizer runs after it. Fixed, not an option:
 * it guards the stack, which no site can enlarge.
 */
export const MAX_PARSE_DEPTH = 2_000;

/**
 * Upper estimate of the elements that parsing `html` builds, or `Infinity` when it may nest
 * deeper than `MAX_PARSE_DEPTH`, by one pass over its tags: each character is read at most
 * twice, and no regular expression rescans the input.
 *
 * It over-estimates rather than under-estimates: every open formatting element is assumed to be
 * re-created before each later tag and text run (2 copies per tag), each formatting tag to run
 * the adoption agency in full (8 rounds of up to 4 copies); `<p><p>` and `<div/>` (an open tag
 * in HTML) nest, and an end tag closes only a tag of its name that is open.
 */
export function estimateParseCost(html: string): number {
  const opened = new Map<string, number>();
  // Sticky: reads the tag name where the tag starts, without copying the rest of the input.
  const tagName = /[^\s/>]+/y;
  let elements = 0;
  let depth = 0;
  let formatting = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    const closing = html[at + 1] === '/';
    const nameStart = at + (closing ? 2 : 1);
    // `<` before anything but a letter is text to the parser (`a < b`, `<!--`, `</ >`).
    if (!/[a-z]/i.test(html.charAt(nameStart))) continue;
    const end = html.indexOf('>', nameStart);
    // A tag cut off by the end of the input is dropped by the parser, with all that follows.
    if (end === -1) break;
    tagName.lastIndex = nameStart;
    const name = tagName.exec(html)?.[0].toLowerCase() ?? '';
    const copies = formattingTags.has(name);
    elements += 1 + 2 * formatting + (copies ? 8 * Math.min(4, formatting) : 0);
    const open = opened.get(name) ?? 0;
    if (closing && open > 0) {
      opened.set(name, open - 1);
      depth--;
      if (copies) formatting--;
    } else if (!closing && !voidTags.has(name)) {
      opened.set(name, open + 1);
      depth++;
      if (copies) formatting++;
      // Formatting elements re-created by the parser nest inside the current element.
      if (depth + formatting > MAX_PARSE_DEPTH) return Number.POSITIVE_INFINITY;
    }
    // The parser reads a tag up to its first `>` (or a later one, inside quotes): go on from there.
    at = end;
  }
  return elements;
}
