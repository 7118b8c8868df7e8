import {
  type DefaultTreeAdapterMap,
  defaultTreeAdapter,
  parse,
  serialize,
  type TreeAdapter,
} from 'parse5';
import { attributeCost } from '../html/attributeCost.js';
import { elementWeight } from '../html/elementWeight.js';
import { embedLinkFor } from '../html/embedLinks.js';
import { MAX_PARSE_DEPTH, tooComplex } from '../html/htmlRefused.js';
import { purifyProfileFor } from '../html/purifyProfile.js';
import { copyTree } from '../html/sanitizedTree.js';
import { checkElement } from '../html/sanitizeHooks.js';
import type { SanitizerEngine } from '../html/twoPassSanitizer.js';
import { isParse5Element, type Parse5Element, parse5Reader } from './parse5Nodes.js';
import { purifyTree } from './purifyTree.js';

// The server's sanitizer engine: parse5 (the HTML standard's parser, as browsers and jsdom
// build trees) parses, and the browser's DOMPurify policy (the same allow-lists, the same walk,
// the same hooks: purifyTree.ts) is applied to parse5's tree. No DOM: it runs wherever
// JavaScript does (Node, Bun, Deno, Cloudflare's workerd), and the driver (twoPassSanitizer.ts)
// makes it the server sanitizer (createServerSanitizer.ts).

/**
 * The elements a `<!doctype html><body>` document builds before any content: `<html>`, the
 * implied `<head>`, `<body>`. And the open elements above the content: `<html>`, `<body>`.
 */
const DOCUMENT_ELEMENTS = 3;
const DOCUMENT_DEPTH = 2;

/**
 * parse5's tree adapter, counting as the parser builds: it throws `refusal` the moment the
 * content's elements (each at its weight, elementWeight.ts) pass `budget` or its open elements nest deeper than `MAX_PARSE_DEPTH`, so
 * a body is refused on what it builds, not on an estimate, and no more of it is parsed.
 */
function countingAdapter(budget: number, refusal: () => Error): TreeAdapter<DefaultTreeAdapterMap> {
  let built = -DOCUMENT_ELEMENTS;
  let open = -DOCUMENT_DEPTH;
  return {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attributes) {
      built += elementWeight(tagName);
      if (built > budget) throw refusal();
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attributes);
    },
    onItemPush() {
      if (++open > MAX_PARSE_DEPTH) throw refusal();
    },
    onItemPop() {
      open--;
    },
  };
}

/**
 * The body element of `html` parsed as the page that shows it parses it: `<!doctype html>`
 * (standards mode, where `<p><table>` closes the paragraph), into `<body>`, with scripting off
 * as in DOMPurify's document (DOMParser's), so `<noscript>` content is read as markup.
 */
export function parseBody(
  html: string,
  treeAdapter: TreeAdapter<DefaultTreeAdapterMap> = defaultTreeAdapter,
): Parse5Element | undefined {
  const document = parse(`<!doctype html><body>${html}`, { scriptingEnabled: false, treeAdapter });
  const root = document.childNodes.find(isParse5Element);
  return root?.childNodes.find(
    (node): node is Parse5Element => isParse5Element(node) && node.tagName === 'body',
  );
}

/** parse5 and DOMPurify's walk, as the driver's engine. */
export const parse5Engine: SanitizerEngine<Parse5Element> = {
  // Only the attributes are read before parsing: parse5 is stopped by its count
  // (countingAdapter), and its other work that builds no element stays small (46 000 end tags
  // that close nothing under 1 999 open elements: 15–50 ms), but the walk over a tag with 30 000
  // attributes took 3.8 s.
  budget(html, maxElements) {
    const overhead = attributeCost(html);
    if (overhead > maxElements) throw tooComplex(maxElements);
    return maxElements - overhead;
  },
  purify(html, policy, budget, refusal) {
    const body = parseBody(html, countingAdapter(budget, refusal));
    if (body === undefined) return undefined;
    const removed = purifyTree(
      body,
      purifyProfileFor(policy),
      (element) => checkElement(element, policy),
      (element) => embedLinkFor(element, policy),
    );
    return { root: body, removed };
  },
  serialize: (body) => serialize(body, { scriptingEnabled: false }),
  copy: (body, maxElements) => copyTree(body, parse5Reader, maxElements),
};
