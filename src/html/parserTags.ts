import type { FormattingEntry } from './activeFormattingList.js';

// The HTML standard's tag categories as its tree construction reads them, for the model of it
// (treeBuilderModel.ts), and the open element it keeps.

/** An element on the stack of open elements. */
export interface OpenElement {
  readonly name: string;
  /** `svg` or `math` for foreign elements; `false` for HTML ones. */
  readonly foreign: 'svg' | 'math' | false;
  /** A foreign element whose content is read as HTML. */
  readonly integration?: boolean;
  /** Its entry in the list of active formatting elements, for a formatting element. */
  readonly entry?: FormattingEntry | undefined;
  /**
   * A `<template>`'s insertion mode, set by its first start tag: `table` when that is a table's
   * part (the template then holds table parts as a table would), else `body` (it ignores them).
   */
  templateMode?: 'table' | 'body';
}

/** Start tags a template reads as the head does: they leave its insertion mode unset. */
export const templateHeadTags: ReadonlySet<string> = new Set([
  'base',
  'basefont',
  'bgsound',
  'link',
  'meta',
  'noframes',
  'script',
  'style',
  'template',
  'title',
]);

/** A template's first start tag among these makes it read table parts (its mode, `table`). */
export const templateTableTags: ReadonlySet<string> = new Set([
  'caption',
  'colgroup',
  'col',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'td',
  'th',
]);

/** The formatting elements: kept in the list of active formatting elements. */
export const formattingTags: ReadonlySet<string> = new Set([
  'a',
  'b',
  'big',
  'code',
  'em',
  'font',
  'i',
  'nobr',
  's',
  'small',
  'strike',
  'strong',
  'tt',
  'u',
]);

/** Elements that put a marker in the list of active formatting elements (re-creation stops there). */
export const markerTags: ReadonlySet<string> = new Set([
  'applet',
  'caption',
  'marquee',
  'object',
  'td',
  'template',
  'th',
]);

/** The standard's "special" category: blocks the adoption agency and the generic end tag stop at. */
// biome-ignore format: a list
const specialTags: ReadonlySet<string> = new Set([
  'address', 'applet', 'area', 'article', 'aside', 'base', 'basefont', 'bgsound', 'blockquote',
  'body', 'br', 'button', 'caption', 'center', 'col', 'colgroup', 'dd', 'details', 'dir', 'div',
  'dl', 'dt', 'embed', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'frame', 'frameset',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html', 'iframe', 'img',
  'input', 'keygen', 'li', 'link', 'listing', 'main', 'marquee', 'menu', 'meta', 'nav', 'noembed',
  'noframes', 'noscript', 'object', 'ol', 'p', 'param', 'plaintext', 'pre', 'script', 'search',
  'section', 'select', 'source', 'style', 'summary', 'table', 'tbody', 'td', 'template',
  'textarea', 'tfoot', 'th', 'thead', 'title', 'tr', 'track', 'ul', 'wbr', 'xmp',
]);
/** The special (and scope-ending) elements of SVG and MathML. */
const foreignSpecialTags = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml']),
} as const;

/** Start tags that close an open `<p>` first and re-create no formatting element. */
// biome-ignore format: a list
export const blockStartTags: ReadonlySet<string> = new Set([
  'address', 'article', 'aside', 'blockquote', 'center', 'details', 'dialog', 'dir', 'div', 'dl',
  'fieldset', 'figcaption', 'figure', 'footer', 'header', 'hgroup', 'main', 'menu', 'nav', 'ol',
  'p', 'search', 'section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing',
  'form', 'plaintext', 'li', 'dd', 'dt', 'table', 'hr', 'xmp',
]);

export const headingTags: ReadonlySet<string> = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/**
 * End tags the body reads by scope: they close their element when it is in scope, whatever is
 * open inside it. Any other end tag closes its element only if no special element is open after
 * it (`</span>` does not close a `<span>` with a `<div>` open in it).
 */
// biome-ignore format: a list
export const scopedEndTags: ReadonlySet<string> = new Set([
  'address', 'applet', 'article', 'aside', 'blockquote', 'button', 'center', 'dd', 'details',
  'dialog', 'dir', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form',
  'header', 'hgroup', 'li', 'listing', 'main', 'marquee', 'menu', 'nav', 'object', 'ol', 'pre',
  'search', 'section', 'summary', 'ul',
]);
/** Elements "generate implied end tags" closes while one is the current node. */
// biome-ignore format: a list
export const impliedEndTags: ReadonlySet<string> = new Set([
  'dd', 'dt', 'li', 'optgroup', 'option', 'p', 'rb', 'rp', 'rt', 'rtc',
]);
/** Where "has an element in scope" stops looking. */
// biome-ignore format: a list
const scopeBoundaries: ReadonlySet<string> = new Set([
  'applet', 'caption', 'html', 'table', 'td', 'th', 'marquee', 'object', 'template',
]);
export const tableParts: ReadonlySet<string> = new Set([
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
export const ignoredInBody: ReadonlySet<string> = new Set([
  'html',
  'head',
  'body',
  'frame',
  'frameset',
]);
export const rowGroups: ReadonlySet<string> = new Set(['tbody', 'thead', 'tfoot']);
/** Start tags that leave foreign content (SVG, MathML) for HTML. */
// biome-ignore format: a list
export const foreignBreakouts: ReadonlySet<string> = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta',
  'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span', 'strong', 'strike', 'sub', 'sup',
  'table', 'tt', 'u', 'ul', 'var',
]);
/** A `<font>` leaves foreign content only with one of these attributes. */
export const fontBreakout = /(?:^|[\s/])(?:color|face|size)(?:[\s/=]|$)/i;
/** Foreign elements whose content is HTML again, by namespace. */
export const integrationPoints = {
  svg: new Set(['foreignobject', 'desc', 'title']),
  math: new Set(['mi', 'mo', 'mn', 'ms', 'mtext']),
} as const;
/** A MathML `<annotation-xml>` is an integration point only with an HTML encoding. */
export const htmlEncoding = /encoding\s*=\s*["']?\s*(text\/html|application\/xhtml\+xml)/i;

/** Whether the parser's rules treat `element` as "special" (a block the adoption agency and a
 * generic end tag stop at). */
export function isSpecial(element: OpenElement): boolean {
  return element.foreign === false
    ? specialTags.has(element.name)
    : foreignSpecialTags[element.foreign].has(element.name);
}

/** Whether "has an element in scope" stops looking at `element`. */
export function isScopeBoundary(element: OpenElement): boolean {
  return element.foreign === false
    ? scopeBoundaries.has(element.name)
    : foreignSpecialTags[element.foreign].has(element.name);
}
