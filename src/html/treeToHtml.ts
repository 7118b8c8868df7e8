import type { SanitizedNode } from './sanitizedTree.js';
import { voidTags } from './voidTags.js';

// The sanitized tree written back as HTML, for documents other than the page: a feed's
// `content:encoded` or Atom content. The tree has already passed the policy, so this only
// writes it; every text and attribute value is escaped, so nothing in the data can open a
// tag or end an attribute, whatever the parser that reads it next.

/** Attributes whose value is a URL: `resolveUrl` may rewrite them (relative links made absolute). */
const urlAttributes: ReadonlySet<string> = new Set(['href', 'src', 'poster', 'cite']);

/** Elements whose text content HTML parsers do not read as text (kept out of feeds whole). */
const rawTextTags: ReadonlySet<string> = new Set([
  'script',
  'style',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'template',
  'textarea',
  'title',
]);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/** An attribute name HTML serialises as written: anything else cannot come out of a parser, so is dropped. */
const attributeName = /^[a-z][a-z0-9_.:-]*$/;

export interface TreeToHtmlOptions {
  /**
   * Rewrites each URL attribute (`href`, `src`, `poster`, `cite`): for example to make it
   * absolute. `undefined` drops the attribute. `srcset` is dropped: its candidates would each
   * need rewriting, and `src` serves every reader.
   */
  resolveUrl?: ((url: string) => string | undefined) | undefined;
}

/** Writes sanitized nodes as an HTML fragment. */
export function treeToHtml(
  nodes: readonly SanitizedNode[],
  options: TreeToHtmlOptions = {},
): string {
  const parts: string[] = [];
  const write = (node: SanitizedNode) => {
    if (typeof node === 'string') {
      parts.push(escapeText(node));
      return;
    }
    // The policy removes these; a tree built otherwise still cannot smuggle raw text through.
    if (rawTextTags.has(node.tag) || !attributeName.test(node.tag)) return;
    parts.push('<', node.tag);
    for (const [name, value] of Object.entries(node.attributes)) {
      if (!attributeName.test(name) || name === 'srcset') continue;
      const written =
        urlAttributes.has(name) && options.resolveUrl !== undefined
          ? options.resolveUrl(value)
          : value;
      if (written !== undefined) parts.push(' ', name, '="', escapeAttribute(written), '"');
    }
    parts.push('>');
    if (voidTags.has(node.tag)) return;
    // A parser drops a newline right after `<pre>`: one more keeps the text's own.
    const first = node.children[0];
    if (node.tag === 'pre' && typeof first === 'string' && first.startsWith('\n')) parts.push('\n');
    for (const child of node.children) write(child);
    parts.push('</', node.tag, '>');
  };
  for (const node of nodes) write(node);
  return parts.join('');
}
