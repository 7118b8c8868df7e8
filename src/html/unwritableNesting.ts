import type { SanitizedNode } from './sanitizedTree.js';

// The HTML parser builds some nesting it never builds from written HTML. Content it moves out of
// a table ("foster parenting") lands in the table's parent, and a formatting end tag out of
// order (the "adoption agency") moves a block into the formatting element's parent, where a
// start tag of that kind would have closed an open element first: `<h1><table><h2>` puts an
// `<h2>` in the `<h1>`, and written back, `<h2>` closes the `<h1>`. Server HTML with such nesting
// parses into another tree in the page: a hydration mismatch. Both sanitizers parse such a tree
// again (createSanitizer.ts, createHtmlSanitizer.ts).
//
// These are the start tags of the HTML standard's "in body" rules that close an open element,
// for the elements the policy keeps (`option`, `button`, `form`, `select`, `rb`, `rtc` are
// removed, and a removal makes both sanitizers parse again anyway). Left out: `<a>`, as copyTree
// takes a link inside a link apart, and the paragraph a block closes, as no table or formatting
// element is left open inside a `<p>` in a standards-mode page.
// test/html/unwritableNesting.test.ts checks these rules against parse5 on random HTML.

const headings: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * The standard's "special" elements the policy keeps, less the void ones (never anyone's
 * parent), `address`, `div` and `p`, which the `<li>`, `<dd>` and `<dt>` rules look past, and
 * the parts of a table, which are inside the `<table>` that stops these rules anyway. Not
 * `search`: Chromium and parse5 look past it too (`<li><search><li>` is two list items).
 */
// biome-ignore format: a list
const listItemBoundaries: ReadonlySet<string> = new Set([
  'article', 'aside', 'blockquote', 'center', 'dd', 'details', 'dir', 'dl', 'dt', 'fieldset',
  'figcaption', 'figure', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'li',
  'main', 'marquee', 'menu', 'nav', 'ol', 'pre', 'section', 'summary', 'table', 'ul',
]);

/**
 * What ends "has an element in scope", of the elements the policy keeps; `caption`, `td` and
 * `th` too, but they are inside a `<table>`.
 */
const scopeBoundaries: ReadonlySet<string> = new Set(['marquee', 'table']);

/** What "generate implied end tags" closes before `<rp>` or `<rt>`, of the elements kept. */
const closedBeforeRuby: ReadonlySet<string> = new Set([
  'dd',
  'dt',
  'li',
  'optgroup',
  'p',
  'rp',
  'rt',
]);

/** Whether an open element is one of `names`, looking out from the innermost no further than `stop`. */
function openWithin(
  open: readonly string[],
  names: ReadonlySet<string>,
  stop: ReadonlySet<string>,
): boolean {
  for (const tag of [...open].reverse()) {
    if (names.has(tag)) return true;
    if (stop.has(tag)) return false;
  }
  return false;
}

const listItem: ReadonlySet<string> = new Set(['li']);
const definition: ReadonlySet<string> = new Set(['dd', 'dt']);
const nobr: ReadonlySet<string> = new Set(['nobr']);
const ruby: ReadonlySet<string> = new Set(['ruby']);

/** Whether the parser, reading `<tag>` with `open` open (innermost last), closes one of them first. */
function closesOpenElement(tag: string, open: readonly string[]): boolean {
  const parent = open.at(-1) ?? '';
  if (headings.has(tag)) return headings.has(parent);
  if (tag === 'li') return openWithin(open, listItem, listItemBoundaries);
  if (definition.has(tag)) return openWithin(open, definition, listItemBoundaries);
  if (tag === 'nobr') return openWithin(open, nobr, scopeBoundaries);
  if (tag === 'rp' || tag === 'rt') {
    return closedBeforeRuby.has(parent) && openWithin(open, ruby, scopeBoundaries);
  }
  return false;
}

/**
 * Whether written as HTML, `nodes` would parse into another tree: an element sits where its
 * start tag would close an element it is inside.
 */
export function hasUnwritableNesting(nodes: readonly SanitizedNode[]): boolean {
  const open: string[] = [];
  const visit = (children: readonly SanitizedNode[]): boolean => {
    for (const node of children) {
      if (typeof node === 'string') continue;
      if (closesOpenElement(node.tag, open)) return true;
      open.push(node.tag);
      const found = visit(node.children);
      open.pop();
      if (found) return true;
    }
    return false;
  };
  return visit(nodes);
}
