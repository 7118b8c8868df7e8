// Why a sanitizer refuses a body, and the fixed limit on nesting: shared by both sanitizers
// (the browser's estimate in parseCost.ts, the server's count in src/server/parse5Sanitizer.ts).

/**
 * Nesting beyond which HTML is not handed to a parser at all: parsing
 * `'<div>'.repeat(100_000)` blocks Chromium's main thread for ~10 s and
 * overflows jsdom, whatever sanitizer runs after it. Fixed, not an option:
 * it guards the stack, which no site can enlarge.
 */
export const MAX_PARSE_DEPTH = 2_000;

/** The refusal of a body longer than `maxLength`. */
export function tooLong(maxLength: number): HtmlRefused {
  return new HtmlRefused('too-long', `HTML over maxLength ${maxLength}`);
}

/** The refusal of a body that builds more than `maxElements` or nests deeper than the parser may. */
export function tooComplex(maxElements: number): HtmlRefused {
  return new HtmlRefused(
    'too-complex',
    `HTML over maxElements ${maxElements}, or nests deeper than ${MAX_PARSE_DEPTH}`,
  );
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
