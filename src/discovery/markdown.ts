import type { ElementContent as HastContent, Element as HastElement, Properties } from 'hast';
import { toMdast } from 'hast-util-to-mdast';
import type { Nodes as MdastNodes, Root as MdastRoot, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import type { ContentItem } from '../client/index.js';
import { currentSanitizer } from '../html/currentSanitizer.js';
import { htmlToText } from '../html/htmlToText.js';
import type { SanitizePolicy } from '../html/policy.js';
import type { SanitizedNode } from '../html/sanitizedTree.js';
import { absoluteContentUrl, type SiteRoutes, siteUrls } from './siteUrls.js';

// An article as Markdown, for AI assistants (`/articles/<slug>.md`, or the article's own URL
// asked for with `Accept: text/markdown`). Converted from the sanitized tree, the same one the
// page renders, by the unified project's converters (hast → mdast → Markdown): headings, lists,
// tables, links, images and code survive; nothing the sanitizer removed comes back.
//
// Safe to serve as `text/markdown`: the Markdown holds no raw HTML (text that looks like a tag
// is escaped by the writer, and no HTML node is ever written), and every link and image obeys
// the URL policy of the page: `http:`/`https:` (and `mailto:`/`tel:` for links), made absolute
// against the article's URL. A `javascript:` or `data:` URL cannot appear, even though a
// Markdown renderer would not apply the page's policy to it.

/** Options of {@link contentToMarkdown}. */
export interface MarkdownOptions extends SiteRoutes {
  /** The policy the page sanitizes the body with (iframes, classes, ids). @default the page's default policy */
  policy?: SanitizePolicy | undefined;
}

/** HTML attribute names as hast names them (the converters read `className`, `colSpan`, …). */
const propertyNames: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

/** The sanitized tree as hast: a plain copy, no parse (so nothing the sanitizer decided changes). */
function toHast(nodes: readonly SanitizedNode[]): HastContent[] {
  return nodes.map((node): HastContent => {
    if (typeof node === 'string') return { type: 'text', value: node };
    const properties: Properties = {};
    for (const [name, value] of Object.entries(node.attributes)) {
      const property = propertyNames[name] ?? name;
      if (property === 'className') properties.className = value.split(/\s+/).filter(Boolean);
      else if (property === 'start' && /^\d{1,9}$/.test(value)) properties.start = Number(value);
      else properties[property] = value;
    }
    const element: HastElement = {
      type: 'element',
      tagName: node.tag,
      properties,
      children: toHast(node.children),
    };
    return element;
  });
}

/**
 * Applies the URL policy to the Markdown tree: links and images keep only allowed, absolute
 * URLs (a refused link keeps its text, a refused image its `alt`), link references and
 * definitions (which the converters do not make) and HTML nodes (which they make from
 * comments, and a sanitized tree has none of) are dropped.
 */
function applyUrlPolicy(nodes: RootContent[], base: string): RootContent[] {
  const kept: RootContent[] = [];
  for (const node of nodes) {
    if (node.type === 'html' || node.type === 'definition') continue;
    if (node.type === 'link') {
      // A link the sanitizer took the `href` from has an empty URL: it is text now.
      const url = node.url === '' ? undefined : absoluteContentUrl(node.url, base, 'link');
      const children = applyUrlPolicy(node.children, base);
      if (url === undefined) kept.push(...children);
      else kept.push({ ...node, url, children: children.filter(isPhrasing) });
      continue;
    }
    if (node.type === 'image') {
      const url = node.url === '' ? undefined : absoluteContentUrl(node.url, base, 'media');
      if (url !== undefined) kept.push({ ...node, url });
      else if (node.alt) kept.push({ type: 'text', value: node.alt });
      continue;
    }
    if (node.type === 'linkReference' || node.type === 'imageReference') {
      kept.push(...applyUrlPolicy('children' in node ? node.children : [], base));
      continue;
    }
    if ('children' in node) {
      const children = applyUrlPolicy(node.children, base);
      // Same node type, its children filtered: each kept child is of a type the node held.
      kept.push({ ...node, children } as typeof node);
      continue;
    }
    kept.push(node);
  }
  return kept;
}

type Phrasing = Extract<
  RootContent,
  { type: 'text' | 'emphasis' | 'strong' | 'inlineCode' | 'break' | 'delete' | 'image' | 'link' }
>;

function isPhrasing(node: RootContent): node is Phrasing {
  return ['text', 'emphasis', 'strong', 'inlineCode', 'break', 'delete', 'image'].includes(
    node.type,
  );
}

/** The body as Markdown nodes: from the sanitized tree, or its text when it cannot be sanitized here. */
function bodyNodes(
  item: ContentItem,
  policy: SanitizePolicy | undefined,
  base: string,
): RootContent[] {
  const sanitizer = currentSanitizer();
  let tree: SanitizedNode[] | undefined;
  if (sanitizer?.supported === true) {
    try {
      tree = sanitizer.sanitize(item.content, policy);
    } catch {
      // Over the parse limits (`maxLength`, `maxElements`): the text, as ContentBody renders it.
      tree = undefined;
    }
  }
  if (tree === undefined) {
    return htmlToText(item.content)
      .split('\n\n')
      .filter((text) => text.trim() !== '')
      .map((text) => ({ type: 'paragraph', children: [{ type: 'text', value: text }] }));
  }
  const mdast: MdastNodes = toMdast({ type: 'root', children: toHast(tree) });
  const children = mdast.type === 'root' ? mdast.children : [];
  return applyUrlPolicy(children, base);
}

/**
 * An article as Markdown: its title as the heading, its description, then its body converted
 * from the sanitized tree (GitHub Flavored Markdown: tables, strikethrough, task lists). Links
 * and images are absolute (against the article's page, from `getItemHref`) and keep only
 * `http:`/`https:` (links also `mailto:`/`tel:`). Safe to serve as `text/markdown`: no raw HTML.
 * Where no sanitizer runs (a worker runtime without one installed) the body is its text.
 */
export function contentToMarkdown(item: ContentItem, options: MarkdownOptions): string {
  const urls = siteUrls(options);
  const base = urls.pageUrl(item) ?? urls.siteUrl;
  const children: RootContent[] = [
    { type: 'heading', depth: 1, children: [{ type: 'text', value: item.title }] },
  ];
  if (item.description.trim() !== '')
    children.push({ type: 'paragraph', children: [{ type: 'text', value: item.description }] });
  children.push(...bodyNodes(item, options.policy, base));
  const root: MdastRoot = { type: 'root', children };
  return toMarkdown(root, { extensions: [gfmToMarkdown()] });
}
