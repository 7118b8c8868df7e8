import { parse, serialize } from 'parse5';
import type { Sanitizer, SanitizerOptions } from './createSanitizer.js';
import { isParse5Element, type Parse5Element, parse5Reader } from './parse5Nodes.js';
import { refuseCostlyHtml } from './parseCost.js';
import { defaultPolicy, type SanitizePolicy } from './policy.js';
import { purifyProfileFor } from './purifyProfile.js';
import { purifyTree } from './purifyTree.js';
import { createResultCache } from './sanitizeCache.js';
import { copyTree } from './sanitizedTree.js';
import { checkElement } from './sanitizeHooks.js';
import { hasUnwritableNesting } from './unwritableNesting.js';

/**
 * The body element of `html` parsed as the page that shows it parses it: `<!doctype html>`
 * (standards mode, where `<p><table>` closes the paragraph), into `<body>`, with scripting off
 * as in DOMPurify's document (DOMParser's), so `<noscript>` content is read as markup.
 * parse5 builds the tree of the HTML standard's parsing algorithm, as browsers and jsdom do.
 */
export function parseBody(html: string): Parse5Element | undefined {
  const document = parse(`<!doctype html><body>${html}`, { scriptingEnabled: false });
  const root = document.childNodes.find(isParse5Element);
  return root?.childNodes.find(
    (node): node is Parse5Element => isParse5Element(node) && node.tagName === 'body',
  );
}

/**
 * A sanitizer that needs no DOM: parse5 parses, and the browser's DOMPurify policy (the same
 * allow-lists, the same walk, the same hooks: purifyTree.ts) is applied to parse5's tree. It
 * runs wherever JavaScript does (Node, Bun, Deno, Cloudflare's workerd) and gives the trees
 * the browser's DOMPurify gives, so server HTML hydrates without a mismatch.
 */
export function createHtmlSanitizer({
  cacheSize = 200,
  maxLength = 200_000,
  maxElements = 4_000,
}: SanitizerOptions = {}): Sanitizer {
  const cached = createResultCache(cacheSize);
  const sanitizeOnce = (html: string, policy: SanitizePolicy) => {
    refuseCostlyHtml(html, maxLength, maxElements);
    const profile = purifyProfileFor(policy);
    const body = parseBody(html);
    if (body === undefined) return [];
    const removed = purifyTree(body, profile, (element) => checkElement(element, policy));
    // As createSanitizer.ts does, and for the same reasons: an element removed with its content
    // kept, a table's content moved out of it or a formatting element closed out of order can
    // leave nesting the parser never builds from written HTML, which the page would repair when
    // it parses the server's HTML. Parsed again from the serialized result, the tree is one the
    // page's parser keeps; only the checks run again, the rewrites were applied once.
    const parseAgain = (first: Parse5Element) => {
      const { rewriteLink, rewriteImage, ...checksOnly } = policy;
      const again = parseBody(serialize(first, { scriptingEnabled: false }));
      if (again === undefined) return [];
      purifyTree(again, profile, (element) => checkElement(element, checksOnly));
      return copyTree(again, parse5Reader, maxElements);
    };
    if (removed) return parseAgain(body);
    const tree = copyTree(body, parse5Reader, maxElements);
    return hasUnwritableNesting(tree) ? parseAgain(body) : tree;
  };
  return {
    supported: true,
    sanitize: (html, policy = defaultPolicy) =>
      cached(policy, html, () => sanitizeOnce(html, policy)),
  };
}
