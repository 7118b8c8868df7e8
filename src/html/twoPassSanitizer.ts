import type { Sanitizer, SanitizerOptions } from './createSanitizer.js';
import { tooComplex, tooLong } from './htmlRefused.js';
import { defaultPolicy, type SanitizePolicy } from './policy.js';
import { createResultCache } from './sanitizeCache.js';
import type { SanitizedNode } from './sanitizedTree.js';
import { hasUnwritableNesting } from './unwritableNesting.js';

// The one driver of both sanitizers: refuse before parsing, purify, parse again when the first
// pass removed something or left nesting the page's parser would not keep, copy, cache. Each
// engine gives only its own steps: DOMPurify on the page's window (createSanitizer.ts), parse5
// with DOMPurify's walk on any server (src/server/parse5Sanitizer.ts). A fix to the driver (and
// the next security fix) lands here, once, for both.

/** A purified tree, and whether an element was taken out of it. */
interface Purified<Root> {
  root: Root;
  removed: boolean;
}

/** The steps of one sanitizer: its parser, its walk, its tree. */
export interface SanitizerEngine<Root> {
  /**
   * What the engine reads before it parses `html`: the elements (weighted) the parse may build,
   * or a refusal. The server's parser stops at its count, so it reads only the attributes'
   * cost; a browser's parser cannot be stopped, so it estimates first (parseCost.ts).
   */
  budget(html: string, maxElements: number): number;
  /**
   * Parses `html` as the page that shows it parses it and applies `policy`'s allow-lists and
   * checks. Throws `refusal` once the parse builds more than `budget` elements (weighted:
   * elementWeight.ts), counted while it parses (parse5, which also stops past
   * `MAX_PARSE_DEPTH`) or right after (a browser's parser, which cannot be stopped; the estimate
   * read before it bounds it). `undefined`: nothing to return.
   */
  purify(
    html: string,
    policy: SanitizePolicy,
    budget: number,
    refusal: () => Error,
  ): Purified<Root> | undefined;
  /** The purified tree as HTML, to be parsed again. */
  serialize(root: Root): string;
  /** The purified tree as plain data (see `copyTree`), at most `maxElements` elements. */
  copy(root: Root, maxElements: number): SanitizedNode[];
}

/**
 * A sanitizer from `engine`: bounded before parsing (`maxLength`, and what the engine reads
 * first), while or right after parsing (the elements really built), cached per HTML string and
 * policy.
 * `onMiss` is told of every body sanitized (not answered from the cache).
 */
export function createTwoPassSanitizer<Root>(
  engine: SanitizerEngine<Root>,
  { cacheSize = 200, maxLength = 200_000, maxElements = 5_000 }: SanitizerOptions,
  onMiss?: () => void,
): Sanitizer {
  const cached = createResultCache(cacheSize);
  const refusal = () => tooComplex(maxElements);
  const sanitizeOnce = (html: string, policy: SanitizePolicy): SanitizedNode[] => {
    onMiss?.();
    if (html.length > maxLength) throw tooLong(maxLength);
    const budget = engine.budget(html, maxElements);
    const first = engine.purify(html, policy, budget, refusal);
    if (first === undefined) return [];
    // An element removed with its content kept (a `button`, `object`, `select`, …) can leave
    // nesting the parser never builds from written HTML (`<p><div>` from `<p><button><div>`),
    // which the browser would split when it parses the server's HTML: a hydration mismatch. So
    // can the parser itself, moving a table's content out of it or closing a formatting element
    // out of order (unwritableNesting.ts). Sanitizing the serialized result again lets the
    // parser repair it as the page's will. Only the checks run again: the rewrites were applied.
    const parseAgain = () => {
      const { rewriteLink, rewriteImage, ...checksOnly } = policy;
      const again = engine.purify(engine.serialize(first.root), checksOnly, budget, refusal);
      return again === undefined ? [] : engine.copy(again.root, maxElements);
    };
    if (first.removed) return parseAgain();
    const tree = engine.copy(first.root, maxElements);
    return hasUnwritableNesting(tree) ? parseAgain() : tree;
  };
  return {
    supported: true,
    sanitize: (html, policy = defaultPolicy) =>
      cached(policy, html, () => sanitizeOnce(html, policy)),
  };
}
