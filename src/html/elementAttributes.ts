// How the sanitize hooks change an element's attributes.

import type { PolicyElement } from './policyElement.js';

/** Sets `name` to `value`, or removes the attribute when no (safe, non-empty) value is left. */
export function setOrRemoveAttribute(node: PolicyElement, name: string, value?: string): void {
  if (!value) node.removeAttribute(name);
  // Setting an unchanged value is not free (for `href` Chromium parses the URL again); the
  // attribute keeps its place either way, so skipping it changes nothing.
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** Sets each attribute of `attributes` (name → value), replacing what the content had. */
export function setAttributes(node: PolicyElement, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
}

/** Replaces attribute `name`, when present, with `change(value)`; no or an empty result removes it. */
export function updateAttribute(
  node: PolicyElement,
  name: string,
  change: (value: string) => string | undefined,
): void {
  const value = node.getAttribute(name);
  if (value !== null) setOrRemoveAttribute(node, name, change(value));
}
