import { readTag } from './readTag.js';
import { urlCheckedTags } from './sanitizeHooks.js';
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
 * What an element whose URLs our hooks check (`urlCheckedTags`) weighs: parsing, the
 * attribute checks and the rewrites make each cost 2–4x an ordinary element (jsdom: 3 900
 * `<img src>` take ~300 ms, as long as ~12 000 `<span>`).
 */
const URL_CHECK_WEIGHT = 3;

/**
 * Nesting beyond which HTML is not handed to a parser at all: parsing
 * `'<div>'.repeat(100_000)` blocks Chromium's main thread for ~10 s and
 * overflows jsdom, whatever sanitizer runs after it. Fixed, not an option:
 * it guards the stack, which no site can enlarge.
 */
export const MAX_PARSE_DEPTH = 2_000;

/**
 * Attributes of one tag that cost as much as one element: the tokenizer compares each attribute's
 * name with every one before it in the tag, so a tag with `k` attributes costs about `k² / 10 000`
 * elements (jsdom: 20 000 attributes in one tag take 0.8 s to parse, 20 000 elements 0.4 s).
 */
const ATTRIBUTE_PAIRS_PER_ELEMENT = 10_000;

/**
 * Open elements that cost as much as one element more: inserting an element walks its
 * ancestors (jsdom: `<br>` inside 2 000 open elements takes 340 µs, at the top 21 µs), and an
 * end tag that closes nothing walks the stack of open elements.
 */
const DEPTH_PER_ELEMENT = 128;

/**
 * Upper estimate of the elements that parsing `html` builds, or `Infinity` when it may nest
 * deeper than `MAX_PARSE_DEPTH`, by one pass over its tags: each character is read at most
 * twice, and no regular expression rescans the input.
 *
 * It over-estimates rather than under-estimates: every open formatting element is assumed to be
 * re-created before each later tag and text run (2 copies per tag), each formatting tag to run
 * the adoption agency in full (8 rounds of up to 4 copies); `<p><p>` and `<div/>` (an open tag
 * in HTML) nest, and an end tag closes only a tag of its name that is open. The result is in
 * elements, weighted by cost: an element built deep in the tree, an element whose URLs are
 * checked, an end tag that closes nothing and a tag with thousands of attributes count as the
 * elements they cost as much as.
 */
export function estimateParseCost(html: string): number {
  const opened = new Map<string, number>();
  // Open tags in order, while the input nests cleanly; emptied at the first end tag that does
  // not close the innermost one, since the parser's stack is not followed past misnesting.
  const nested: string[] = [];
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
    tagName.lastIndex = nameStart;
    const written = tagName.exec(html)?.[0] ?? '';
    // Attributes are read from the name as written: lower-casing can change its length (`İ`).
    const { end, attributes } = readTag(html, nameStart + written.length);
    const name = written.toLowerCase();
    // A tag cut off by the end of the input is dropped by the parser, with all that follows.
    if (end === -1) break;
    const copies = formattingTags.has(name);
    const open = opened.get(name) ?? 0;
    // An end tag of the innermost open element pops it and builds nothing (no copies: the
    // adoption agency only copies around an element opened after it). One that closes
    // nothing builds one (`</p>`, `</br>`) or walks the stack, which costs as much.
    // (`nested` holds only open tags: every push counts one in `opened`, every pop or clear
    // follows a count down, so a name on top of it is open.)
    const cleanClose = closing && nested.at(-1) === name;
    const own = closing ? (open > 0 ? 0 : 1) : urlCheckedTags.has(name) ? URL_CHECK_WEIGHT : 1;
    // Copies are checked like the original: while an `<a>` (the one formatting element with a
    // URL) is open, up to and with its end tag, every copy is counted at its weight. An `<a>`
    // start tag with none open copies only the other formatting elements, which have no URL.
    const copyWeight = (opened.get('a') ?? 0) > 0 ? URL_CHECK_WEIGHT : 1;
    const built = cleanClose
      ? 0
      : own + copyWeight * (2 * formatting + (copies ? 8 * Math.min(4, formatting) : 0));
    elements += built * (1 + depth / DEPTH_PER_ELEMENT);
    elements += Math.floor(attributes ** 2 / ATTRIBUTE_PAIRS_PER_ELEMENT);
    if (closing && open > 0) {
      if (cleanClose) nested.pop();
      else nested.length = 0;
      opened.set(name, open - 1);
      depth--;
      if (copies) formatting--;
    } else if (!closing && !voidTags.has(name)) {
      opened.set(name, open + 1);
      nested.push(name);
      depth++;
      if (copies) formatting++;
      // Formatting elements re-created by the parser nest inside the current element.
      if (depth + formatting > MAX_PARSE_DEPTH) return Number.POSITIVE_INFINITY;
    }
    // Go on after the tag's `>` (the first one outside quotes).
    at = end;
  }
  return Math.ceil(elements);
}

/**
 * Refuses `html` before it is parsed: longer than `maxLength`, or able to build more than
 * `maxElements` (see `estimateParseCost`). The sanitizers throw this, so `ContentBody` renders
 * the text.
 */
export function refuseCostlyHtml(html: string, maxLength: number, maxElements: number): void {
  const tooLong = html.length > maxLength;
  if (tooLong || estimateParseCost(html) > maxElements) {
    throw new HtmlRefused(
      tooLong ? 'too-long' : 'too-complex',
      `HTML over maxLength ${maxLength} or maxElements ${maxElements}, or nests deeper than ${MAX_PARSE_DEPTH}`,
    );
  }
}

/**
 * Thrown by the sanitizers for a body they refuse to parse or build: longer than `maxLength`
 * (`too-long`), or more elements or deeper nesting than `maxElements` allows (`too-complex`).
 * `ContentBody` then renders the text, and reports why (`onEvent`, `body-refused`).
 */
export class HtmlRefused extends Error {
  readonly reason: 'too-long' | 'too-complex';
  constructor(reason: 'too-long' | 'too-complex', message: string) {
    super(message);
    this.name = 'HtmlRefused';
    this.reason = reason;
  }
}
