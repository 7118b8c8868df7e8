import type { DefaultTreeAdapterTypes } from 'parse5';
import type { PolicyElement } from '../html/policyElement.js';
import type { TreeReader } from '../html/sanitizedTree.js';

// parse5's tree (its default tree adapter: plain objects, no DOM) as the DOM-free sanitizer
// changes and reads it: the few DOM operations DOMPurify's walk and our policy checks need.

export type Parse5Node = DefaultTreeAdapterTypes.ChildNode;
export type Parse5Parent = DefaultTreeAdapterTypes.ParentNode;
export type Parse5Element = DefaultTreeAdapterTypes.Element;

export function isParse5Element(node: Parse5Node | Parse5Parent): node is Parse5Element {
  return 'tagName' in node;
}

/** The text directly inside `node` (its text children, joined). */
export function ownText(node: Parse5Parent): string {
  let text = '';
  for (const child of node.childNodes) if ('value' in child) text += child.value;
  return text;
}

/** All the text under `node`, as the DOM's `textContent` (comments left out). */
function textContent(node: Parse5Node | Parse5Parent): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  if (!('childNodes' in node)) return '';
  let text = '';
  for (const child of node.childNodes) text += textContent(child);
  return text;
}

/** Takes `node` out of its parent. */
export function detach(node: Parse5Node): void {
  const siblings = node.parentNode?.childNodes;
  const at = siblings?.indexOf(node) ?? -1;
  if (siblings !== undefined && at !== -1) siblings.splice(at, 1);
  node.parentNode = null;
}

/** Puts `element`'s children in its place (DOMPurify's "keep content" of a removed element). */
export function unwrap(element: Parse5Element): void {
  const parent = element.parentNode;
  if (parent === null) return;
  for (const child of element.childNodes) child.parentNode = parent;
  parent.childNodes.splice(parent.childNodes.indexOf(element), 1, ...element.childNodes);
  element.childNodes = [];
  element.parentNode = null;
}

export function attributeOf(element: Parse5Element, name: string): string | null {
  for (const attribute of element.attrs) if (attribute.name === name) return attribute.value;
  return null;
}

// Attributes are changed by replacing the list, never in place: the parser gives the elements it
// re-creates from one tag (`<a>` reopened after a block, the adoption agency's copies) the same
// list, and a DOM gives each element its own.

/** Sets an attribute as the DOM does: an existing one keeps its place, a new one goes last. */
export function setAttributeOf(element: Parse5Element, name: string, value: string): void {
  const exists = element.attrs.some((attribute) => attribute.name === name);
  element.attrs = exists
    ? element.attrs.map((attribute) => (attribute.name === name ? { name, value } : attribute))
    : [...element.attrs, { name, value }];
}

export function removeAttributeOf(element: Parse5Element, name: string): void {
  element.attrs = element.attrs.filter((attribute) => attribute.name !== name);
}

/** A parse5 element as the policy checks (sanitizeHooks.ts) see an element. */
export class PolicyParse5Element implements PolicyElement {
  constructor(private readonly element: Parse5Element) {}

  get nodeName(): string {
    return this.element.tagName;
  }

  get parentElement(): { readonly localName: string } | null {
    const parent = this.element.parentNode;
    return parent !== null && isParse5Element(parent) ? { localName: parent.tagName } : null;
  }

  getAttribute(name: string): string | null {
    return attributeOf(this.element, name);
  }

  hasAttribute(name: string): boolean {
    return attributeOf(this.element, name) !== null;
  }

  setAttribute(name: string, value: string): void {
    setAttributeOf(this.element, name, value);
  }

  removeAttribute(name: string): void {
    removeAttributeOf(this.element, name);
  }

  remove(): void {
    detach(this.element);
  }
}

/** parse5's nodes as `copyTree` reads them. */
export const parse5Reader: TreeReader<Parse5Node | Parse5Parent> = {
  children: (node) => ('childNodes' in node ? node.childNodes : []),
  text: (node) => (node.nodeName === '#text' && 'value' in node ? node.value : undefined),
  tag: (node) => (isParse5Element(node) ? node.tagName.toLowerCase() : undefined),
  attributes(node) {
    const attributes: Record<string, string> = {};
    if (isParse5Element(node)) {
      for (const { name, value } of node.attrs) attributes[name.toLowerCase()] = value;
    }
    return attributes;
  },
  textContent,
};
