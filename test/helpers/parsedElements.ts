import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { elementWeight } from '../../src/html/elementWeight.js';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;

/**
 * Elements parse5 builds inside `<body>` for `html` (template content included), each at its
 * weight as `maxElements` counts them, and how deep they nest.
 */
export function parsedElements(html: string): { elements: number; depth: number } {
  const document = parse(`<!doctype html><body>${html}`, { scriptingEnabled: false });
  let elements = 0;
  let deepest = 0;
  const pending: [Node, number][] = [[document, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if ('tagName' in node) {
      // html, head and body are the document's own, not the body's.
      if (!['html', 'head', 'body'].includes(node.tagName) || depth > 3) {
        elements += elementWeight(node.tagName);
        deepest = Math.max(deepest, depth - 2);
      }
      if (node.tagName === 'template' && 'content' in node) pending.push([node.content, depth + 1]);
    }
    if ('childNodes' in node) for (const child of node.childNodes) pending.push([child, depth + 1]);
  }
  return { elements, depth: deepest };
}
