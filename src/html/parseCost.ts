import { attributePairsCost } from './attributeCost.js';
import { MAX_PARSE_DEPTH, tooComplex } from './htmlRefused.js';
import { readTag } from './readTag.js';
import { TreeBuilderModel } from './treeBuilderModel.js';
import { voidTags } from './voidTags.js';

/**
 * Open elements an end tag that closes nothing looks through, for the cost of one element: it
 * walks the stack of open elements (jsdom: `</x>` under 2 000 open elements takes 340 µs, at the
 * top 21 µs).
 */
const WALK_PER_ELEMENT = 128;

/**
 * How much the browser may parse on the estimate's word, as a multiple of `maxElements`: the
 * elements really built are counted after the parse and held to `maxElements` itself. On real
 * articles the estimate stays under 1.5x the real count (test/html/realArticles.test.tsx), so the
 * browser and the server, which counts while it parses, decide every real article alike.
 */
const ESTIMATE_MARGIN = 2;

/** Raw text elements: their content is text up to their end tag (`noscript` is markup: scripting is off). */
const rawTextTags: ReadonlySet<string> = new Set([
  'iframe',
  'noembed',
  'noframes',
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
]);

/** What parsing a body costs, read before any parser sees it. */
export interface ParseCost {
  /**
   * Elements the parser builds, an upper bound (see treeBuilderModel.ts), or `Infinity` when
   * it nests deeper than `MAX_PARSE_DEPTH`.
   */
  elements: number;
  /**
   * Work that builds no element, in elements of the same cost: attributes compared pairwise
   * (attributeCost.ts, which the server reads too), end tags that close nothing looking through
   * the open elements (cheap in parse5, not in a browser's DOM). The browser adds it to the
   * elements it counts after its parse.
   */
  overhead: number;
}

/**
 * The cost of parsing `html`, read in one pass over its tags and fed to a model of the parser's
 * tree construction (treeBuilderModel.ts): each character is read at most twice, and no
 * regular expression rescans the input. Comments, raw text and a tag cut off by the end are read
 * as the tokenizer reads them.
 */
export function estimateParseCost(html: string, limit = Number.POSITIVE_INFINITY): ParseCost {
  const model = new TreeBuilderModel();
  // Sticky: reads the tag name where the tag starts, without copying the rest of the input.
  const tagName = /[^\s/>]+/y;
  let attributePairs = 0;
  let textFrom = 0;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    // Past `limit` the body is refused whatever follows: reading on would only cost time (a
    // stray end tag looks through every open element, a text run re-creates every closed
    // formatting element), so the scan's own work stays bounded by the limit.
    const sofar = finish(model, attributePairs);
    if (sofar.elements + sofar.overhead > limit) return { ...sofar, elements: Infinity };
    const next = html.charAt(at + 1);
    if (next === '!' || next === '?' || (next === '/' && !/[a-z]/i.test(html.charAt(at + 2)))) {
      // A comment (`<!--` to `-->`), a doctype or bogus comment (to the next `>`), `</>`.
      const end =
        next === '!' && html.startsWith('--', at + 2)
          ? commentEnd(html, at + 4)
          : html.indexOf('>', at + 2);
      if (at > textFrom) readText(model, html, textFrom, at);
      if (end === -1) return finish(model, attributePairs);
      at = end;
      textFrom = end + 1;
      continue;
    }
    const closing = next === '/';
    const nameStart = at + (closing ? 2 : 1);
    // `<` before anything but a letter is text to the parser (`a < b`).
    if (!/[a-z]/i.test(html.charAt(nameStart))) continue;
    tagName.lastIndex = nameStart;
    const written = tagName.exec(html)?.[0] ?? '';
    // Attributes are read from the name as written: lower-casing can change its length (`İ`).
    const nameEnd = nameStart + written.length;
    const { end, attributes } = readTag(html, nameEnd);
    // A tag cut off by the end of the input is dropped by the parser, with all that follows.
    if (end === -1) break;
    if (at > textFrom) readText(model, html, textFrom, at);
    const name = written.toLowerCase();
    attributePairs += attributePairsCost(attributes);
    if (closing) {
      model.endTag(name);
    } else {
      const selfClosing = html.charAt(end - 1) === '/';
      const rawText = model.readsRawText;
      model.startTag(name, html.slice(nameEnd, end), selfClosing, voidTags.has(name));
      if (model.deepest > MAX_PARSE_DEPTH) return { elements: Infinity, overhead: attributePairs };
      // Raw text runs to its end tag (or the end of the input); `<plaintext>` to the end.
      if (rawText && name === 'plaintext') {
        if (html.length > end + 1) model.text();
        return finish(model, attributePairs);
      }
      if (rawText && rawTextTags.has(name)) {
        const close = rawTextEnd(html, end + 1, name);
        if (close === -1) return finish(model, attributePairs);
        model.endTag(name);
        at = close;
        textFrom = close + 1;
        continue;
      }
    }
    // Go on after the tag's `>` (the first one outside quotes).
    at = end;
    textFrom = end + 1;
  }
  if (html.length > textFrom) readText(model, html, textFrom, html.length);
  return finish(model, attributePairs);
}

/**
 * Feeds the model the text between `from` and `to`. Whether it is only whitespace matters in a
 * column group alone (other text closes it), so it is read there and nowhere else.
 */
function readText(model: TreeBuilderModel, html: string, from: number, to: number): void {
  model.text(model.inColumnGroup && onlyWhitespace(html, from, to));
}

/** Whether `html` holds only HTML whitespace between `from` and `to` (references count as text). */
function onlyWhitespace(html: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    if (!' \t\n\f\r'.includes(html.charAt(at))) return false;
  }
  return true;
}

function finish(model: TreeBuilderModel, attributePairs: number): ParseCost {
  return {
    elements: model.elements,
    overhead: attributePairs + Math.ceil(model.strayWalk / WALK_PER_ELEMENT),
  };
}

/** Index of the `>` that ends a comment whose text starts at `from`, or -1 (it runs to the end). */
function commentEnd(html: string, from: number): number {
  // `<!-->` and `<!--->` are whole (empty) comments.
  if (html.charAt(from) === '>') return from;
  if (html.startsWith('->', from)) return from + 1;
  for (let at = html.indexOf('--', from); at !== -1; at = html.indexOf('--', at + 1)) {
    if (html.charAt(at + 2) === '>') return at + 2;
    if (html.startsWith('!>', at + 2)) return at + 3;
  }
  return -1;
}

/** The end tags of raw text elements, any case, as the tokenizer finds them. */
const rawTextEndTags = new Map(
  [...rawTextTags].map((name) => [name, new RegExp(`</${name}[\\s/>]`, 'gi')]),
);

/** Index of the `>` of the end tag of raw text element `name` from `from`, or -1. */
function rawTextEnd(html: string, from: number, name: string): number {
  const endTag = rawTextEndTags.get(name);
  if (endTag === undefined) return -1;
  endTag.lastIndex = from;
  const found = endTag.exec(html);
  return found === null ? -1 : readTag(html, found.index + 2 + name.length).end;
}

/**
 * What the browser reads before it parses `html` (its parser cannot be stopped midway): refuses
 * parse work that builds no element (`overhead`) past `maxElements`, and an estimate past
 * `ESTIMATE_MARGIN × maxElements` (real articles never come near: the estimate stays within 1.5x
 * of the real count). Returns the elements the parse may build: what the overhead leaves of
 * `maxElements`, held to by the count after the parse.
 */
export function refuseBeforeParse(html: string, maxElements: number): number {
  const limit = ESTIMATE_MARGIN * maxElements;
  const cost = estimateParseCost(html, limit);
  if (cost.overhead > maxElements || cost.elements + cost.overhead > limit) {
    throw tooComplex(maxElements);
  }
  return maxElements - cost.overhead;
}
