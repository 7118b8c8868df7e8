import { toWellFormed } from '../../shared/wellFormed.js';
import type { ContentItem } from '../types.js';

// What a walk keeps of an item for site search, beyond its indexed fields: the primary
// keyword, the body's headings and its opening text, taken while the walk has the body in
// hand (the service has no search, and reading every body again would cost a walk). Bounded
// per item, so a brand's index grows with its item count, not with its articles' length.

/** What an item adds to site search: `[primaryKeyword, headings, openingText]`. */
export type SearchText = [keyword: string, headings: string, opening: string];

/** Headings kept per item, and characters kept of each. */
const maxHeadings = 6;
const maxHeadingLength = 80;
/** Characters of the body's opening text kept: about the first paragraph. */
const maxOpeningLength = 280;
/** Longest keyword kept: a keyword is a phrase, not a text. */
const maxKeywordLength = 200;
/**
 * Characters of a body read at most. Headings past the first 64 KB of HTML are rare, and a
 * hostile 10 MB body must cost the walk no more than an ordinary one.
 */
const maxScanned = 65_536;

/** Any surrogate code unit, paired or not. */
const anySurrogate = /[\uD800-\uDFFF]/;

/** The start of a tag: `<` or `</` and its name (letters and digits end at `>` or a space). */
const tagStart = /<(\/?)([a-z][a-z0-9]{0,15})/iy;

/** Elements whose content is never text a reader sees. */
const hiddenElements = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'head']);

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * Decodes the character references a search term may hold: numeric ones and the common named
 * ones (any other reads as a space, so `&eacute;` never becomes the word "eacute").
 */
function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{1,31});?/gi, (_, reference: string) => {
    if (reference.startsWith('#')) {
      const hex = reference[1] === 'x' || reference[1] === 'X';
      const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
      // A surrogate's code alone is no character: it would put a lone surrogate in the text.
      const character = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return character ? String.fromCodePoint(code) : ' ';
    }
    return namedEntities[reference.toLowerCase()] ?? ' ';
  });
}

/**
 * `text` with each run of white space as one space, trimmed. Only what is not already a single
 * space is replaced: prose has a space between every two words, and replacing each of them with
 * itself made this a third of the walk's scan.
 */
const squeeze = (text: string) => text.replace(/\s{2,}|[^\S ]/g, ' ').trim();

/** `text` cut to at most `max` characters, on a word boundary when there is one. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const slice = text.slice(0, max);
  const space = slice.lastIndexOf(' ');
  return toWellFormed(space > max / 2 ? slice.slice(0, space) : slice);
}

/**
 * The headings and opening text of an HTML body, read with a bounded scan of its tags (not a
 * parser: the text only feeds search terms, never a page, so a tag read loosely costs a term at
 * worst). Linear in the scanned length.
 */
function readBody(body: string): { headings: string[]; opening: string } {
  // Cut first: a pair split at the cut becomes a replacement character, not a lone surrogate.
  const scanned = body.length > maxScanned ? body.slice(0, maxScanned) : body;
  // Most bodies hold no surrogate at all, and a code-unit scan finds that in a fraction of the
  // time the Unicode-mode replacement takes over a whole body (the walk scans every body).
  const html = anySurrogate.test(scanned) ? toWellFormed(scanned) : scanned;
  const headings: string[] = [];
  let opening = '';
  let heading: string | undefined;
  let hidden: string | undefined;
  let at = 0;
  // Text past what is kept is not decoded: the scan's cost is the bodies' markup, not their
  // paragraphs (a walk scans every body of the brand).
  const openingKept = maxOpeningLength * 2;
  const addText = (raw: string) => {
    if (hidden !== undefined) return;
    if (heading !== undefined) {
      if (heading.length < maxHeadingLength * 2) heading += decodeReferences(raw);
    } else if (opening.length < openingKept && raw.trim() !== '') {
      // A pair split by the slice becomes a replacement character, not a lone surrogate.
      const kept = toWellFormed(raw.slice(0, openingKept - opening.length + 16));
      // Each run of text ends a word (`<p>one</p><p>two</p>` is "one two"), the space squeezed later.
      opening += `${decodeReferences(kept)} `;
    }
  };
  // Stops once nothing more would be kept: the headings counted, the opening taken.
  while (at < html.length && !(headings.length >= maxHeadings && opening.length >= openingKept)) {
    const open = html.indexOf('<', at);
    if (open === -1) {
      addText(html.slice(at));
      break;
    }
    if (!/[a-z/!?]/i.test(html[open + 1] ?? '')) {
      // A `<` no tag starts with is text, as a parser reads it: `1 < 2`.
      addText(html.slice(at, open + 1));
      at = open + 1;
      continue;
    }
    addText(html.slice(at, open));
    const close = html.indexOf('>', open + 1);
    if (close === -1) break;
    // Read in place (sticky), not from a slice: a slice per tag was most of the scan's garbage.
    tagStart.lastIndex = open;
    const tag = tagStart.exec(html);
    at = close + 1;
    if (tag === null) continue;
    const name = (tag[2] ?? '').toLowerCase();
    const closing = tag[1] === '/';
    if (hidden !== undefined) {
      if (closing && name === hidden) hidden = undefined;
      continue;
    }
    if (hiddenElements.has(name)) {
      if (!closing && html[close - 1] !== '/') hidden = name;
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      if (!closing) heading = '';
      else if (heading !== undefined) {
        const text = squeeze(heading);
        if (text !== '' && headings.length < maxHeadings)
          headings.push(cut(text, maxHeadingLength));
        heading = undefined;
      }
    }
  }
  return { headings, opening: cut(squeeze(opening), maxOpeningLength) };
}

/** What `item` adds to site search (see {@link SearchText}). */
export function searchTextOf(item: Pick<ContentItem, 'primaryKeyword' | 'content'>): SearchText {
  const keyword = cut(squeeze(toWellFormed(item.primaryKeyword ?? '')), maxKeywordLength);
  const { headings, opening } = readBody(item.content);
  return [keyword, headings.join('\n'), opening];
}
