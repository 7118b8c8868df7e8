import { defaultTreeAdapter, html, serialize } from 'parse5';
import { domPropertyNames } from '../html/domPropertyNames.js';
import { EMBED_LINK_CLASS, type EmbedLink } from '../html/embedLinks.js';
import type { PolicyElement } from '../html/policyElement.js';
import {
  type PurifyProfile,
  purifyDataUriTags,
  purifyUriSafeAttributes,
} from '../html/purifyProfile.js';
import {
  attributeOf,
  detach,
  isParse5Element,
  ownText,
  type Parse5Element,
  type Parse5Parent,
  PolicyParse5Element,
  removeAttributeOf,
  setAttributeOf,
  unwrap,
} from './parse5Nodes.js';

// DOMPurify's walk (3.4, `_sanitizeElements` and `_sanitizeAttributes` in purify.es.mjs),
// written again for parse5's tree, with the configuration our policy gives DOMPurify
// (purifyProfile.ts) and without what that configuration turns off (custom elements, template
// expressions, Trusted Types, in-place sanitizing, SVG and MathML profiles). Hooks that detach
// nodes, which DOMPurify guards against in a live DOM, cannot happen to plain objects; a form's
// clobbered properties are looked for as a browser would expose them. Each step says which of
// DOMPurify's it is; SECURITY.md has the evidence that both give the same trees
// (test/html/serverSanitizerDifferential.test.ts, and against Chromium
// test/browser/serverSanitizerParity.browser.test.tsx).

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** The prefix of `SANITIZE_NAMED_PROPS`. */
const ID_PREFIX = 'user-content-';

// DOMPurify's expressions. Its probes carry the `g` flag, so `test` resumes where the previous
// match ended; these do not, so they match at least wherever DOMPurify's do (never less strict).
/** `ELEMENT_MARKUP_PROBE`: what could become a tag if text were parsed again. */
const elementMarkupProbe = /<[/\w!]/;
/** `ATTR_VALUE_BREAKOUT`: attribute values that could end a comment or raw-text element. */
const attributeValueBreakout =
  /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i;
const ariaAttribute = /^aria-[-\w]+$/;
/** `IS_ALLOWED_URI`: known safe schemes, or something that is not a scheme at all. */
const allowedUri =
  /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** `ATTR_WHITESPACE`: removed before the URL test, as browsers skip them in schemes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: DOMPurify's own set, control characters included.
const attributeWhitespace = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;
/** `LITERAL_TEXT_ELEMENTS`: elements whose text the HTML parser does not read as markup. */
const literalTextTags: ReadonlySet<string> = new Set([
  'style',
  'script',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
  'noscript',
]);

/** What DOMPurify's `_isClobbered` reads from a form: a named control shadows any of them. */
// biome-ignore format: one list
const formProperties: ReadonlySet<string> = new Set([
  'nodeName', 'textContent', 'removeChild', 'attributes', 'removeAttribute', 'removeAttributeNode',
  'getAttributeNode', 'setAttribute', 'namespaceURI', 'insertBefore', 'hasChildNodes', 'nodeType',
  'childNodes',
]);
/** Elements a form exposes as properties by their `name` or `id` (listed elements and images). */
// biome-ignore format: one list
const formNamedTags: ReadonlySet<string> = new Set([
  'button', 'fieldset', 'input', 'object', 'output', 'select', 'textarea', 'img',
]);

/**
 * `_isClobbered`: in a browser, a control named `nodeName` (or another of `formProperties`)
 * inside a form replaces that property of the form, and DOMPurify then removes the form with
 * all its content. A plain tree has no such properties; to build the browser's tree, a form
 * holding such a control is removed the same way.
 */
function isClobberedForm(form: Parse5Element): boolean {
  const pending = [...form.childNodes];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (!isParse5Element(node)) continue;
    pending.push(...node.childNodes);
    if (!formNamedTags.has(node.tagName) || node.namespaceURI !== HTML_NAMESPACE) continue;
    // Image buttons are not among a form's named properties.
    if (node.tagName === 'input' && attributeOf(node, 'type')?.toLowerCase() === 'image') continue;
    const name = attributeOf(node, 'name');
    const id = attributeOf(node, 'id');
    if ((name !== null && formProperties.has(name)) || (id !== null && formProperties.has(id))) {
      return true;
    }
  }
  return false;
}

/**
 * `_isUnsafeNode` for elements: one holding only text (and comments) that reads as markup,
 * or a literal-text element holding elements or markup-like text (mutation XSS through
 * re-parsing).
 */
function isUnsafeElement(element: Parse5Element, tag: string): boolean {
  const children = element.childNodes;
  const holdsElements = children.some(isParse5Element);
  if (children.length > 0 && !holdsElements) {
    const text = ownText(element);
    // innerHTML as DOMPurify's document (DOMParser's: scripting disabled) serializes it.
    if (elementMarkupProbe.test(text)) {
      if (elementMarkupProbe.test(serialize(element, { scriptingEnabled: false }))) return true;
    }
  }
  return (
    literalTextTags.has(tag) &&
    element.namespaceURI === HTML_NAMESPACE &&
    (holdsElements || elementMarkupProbe.test(ownText(element)))
  );
}

/** `_isValidAttribute`, for our configuration. */
function isValidAttribute(
  tag: string,
  name: string,
  value: string,
  profile: PurifyProfile,
): boolean {
  if (profile.forbiddenAttributes.has(name)) return false;
  // `_isPatchLinkageAttribute`.
  if (name === 'patchsrc' || (name === 'for' && tag !== 'label' && tag !== 'output')) return false;
  // `SANITIZE_DOM`: an id or name the document or a form would expose as a property.
  if ((name === 'id' || name === 'name') && domPropertyNames.has(value)) return false;
  if (ariaAttribute.test(name)) return true;
  if (!profile.attributes.has(name)) return false;
  if (purifyUriSafeAttributes.has(name)) return true;
  if (allowedUri.test(value.replace(attributeWhitespace, ''))) return true;
  if (
    (name === 'src' || name === 'xlink:href' || name === 'href') &&
    value.startsWith('data:') &&
    purifyDataUriTags.has(tag)
  ) {
    return true;
  }
  return !value;
}

/**
 * `_sanitizeAttributes`, last attribute first as DOMPurify goes. `false` when the element must
 * go: DOMPurify removes the whole element when it removes an `is` attribute.
 */
function purifyAttributes(element: Parse5Element, tag: string, profile: PurifyProfile): boolean {
  const attributes = [...element.attrs];
  for (let index = attributes.length - 1; index >= 0; index--) {
    const attribute = attributes[index];
    if (attribute === undefined) continue;
    const { name, value: written } = attribute;
    const lowerName = name.toLowerCase();
    let value = name === 'value' ? written : written.trim();
    if (profile.prefixIds && (lowerName === 'id' || lowerName === 'name')) {
      if (!value.startsWith(ID_PREFIX)) {
        // Removed and set again below: like DOMPurify, the prefixed attribute moves last.
        removeAttributeOf(element, name);
        value = ID_PREFIX + value;
      }
    }
    const unsafe =
      attributeValueBreakout.test(value) ||
      (lowerName === 'attributename' && value.includes('href')) ||
      !isValidAttribute(tag, lowerName, value, profile);
    if (unsafe) {
      if (lowerName === 'is') return false;
      removeAttributeOf(element, name);
    } else if (value !== written) {
      setAttributeOf(element, name, value);
    }
  }
  return true;
}

/**
 * Sanitizes `body`'s content in place, in document order as DOMPurify's node iterator goes:
 * each node is checked before its children, and the children of an element removed with its
 * content kept take its place and are checked next. `check` runs on every element kept, after
 * its attributes (DOMPurify's `afterSanitizeAttributes` hook, where our policy runs).
 *
 * Returns whether a node was removed (DOMPurify's `removed` list has an element entry): the
 * caller then serializes and sanitizes again, as createSanitizer.ts does.
 */
export function purifyTree(
  body: Parse5Element,
  profile: PurifyProfile,
  check: (element: PolicyElement) => void,
  linkFor?: (element: PolicyElement) => EmbedLink | undefined,
): boolean {
  let removed = false;
  // The walk starts at the body itself, which is never part of the result: its checks can only
  // record a removal (DOMPurify then still returns the body's content).
  if (isUnsafeElement(body, 'body') || attributeOf(body, 'is') !== null) removed = true;

  const walk = (parent: Parse5Parent): void => {
    const children = parent.childNodes;
    let index = 0;
    while (index < children.length) {
      const node = children[index];
      if (node === undefined) break;
      if (!isParse5Element(node)) {
        // Text is allowed (`#text`); a comment is not an allowed tag, so it is removed, and
        // counts as removed. (Comments with markup in them are removed first, the same way.)
        if (node.nodeName === '#text') index++;
        else {
          detach(node);
          removed = true;
        }
        continue;
      }
      const tag = node.tagName.toLowerCase();
      if (tag === 'form' && isClobberedForm(node)) {
        detach(node);
        removed = true;
        continue;
      }
      // DOMPurify's `uponSanitizeElement`: an embed about to be removed leaves its link after
      // it, walked next like any element (embedLinks.ts).
      const link = linkFor?.(new PolicyParse5Element(node));
      if (link !== undefined) {
        const anchor = defaultTreeAdapter.createElement('a', html.NS.HTML, [
          { name: 'href', value: link.href },
          { name: 'class', value: EMBED_LINK_CLASS },
        ]);
        defaultTreeAdapter.insertText(anchor, link.text);
        anchor.parentNode = parent;
        children.splice(index + 1, 0, anchor);
      }
      if (isUnsafeElement(node, tag)) {
        detach(node);
        removed = true;
        continue;
      }
      if (!profile.tags.has(tag)) {
        // `_sanitizeDisallowedNode`: content kept unless the tag is one whose content goes too.
        if (profile.forbidContents.has(tag)) detach(node);
        else unwrap(node);
        removed = true;
        continue;
      }
      // `_checkValidNamespace`: no SVG or MathML tag is allowed, so every foreign element is
      // either an `<svg>`/`<math>` (removed with its content above) or inside one; one that
      // reaches here anyway is removed, as DOMPurify removes a foreign element under HTML.
      if (node.namespaceURI !== HTML_NAMESPACE) {
        detach(node);
        removed = true;
        continue;
      }
      if (!purifyAttributes(node, tag, profile)) {
        detach(node);
        removed = true;
        continue;
      }
      check(new PolicyParse5Element(node));
      // A check may remove the element (an iframe from a host not allowed): not counted as
      // removed, as DOMPurify does not see it.
      if (node.parentNode !== parent) continue;
      walk(node);
      index++;
    }
  };
  walk(body);
  return removed;
}
