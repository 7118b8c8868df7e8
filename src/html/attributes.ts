import type { CSSProperties } from 'react';

/** HTML attribute names whose React prop is spelled differently. */
const reactNames: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
  crossorigin: 'crossOrigin',
  datetime: 'dateTime',
  referrerpolicy: 'referrerPolicy',
  allowfullscreen: 'allowFullScreen',
  frameborder: 'frameBorder',
  hreflang: 'hrefLang',
  usemap: 'useMap',
  cellpadding: 'cellPadding',
  cellspacing: 'cellSpacing',
  spellcheck: 'spellCheck',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  itemid: 'itemID',
  itemref: 'itemRef',
  playsinline: 'playsInline',
  autoplay: 'autoPlay',
  fetchpriority: 'fetchPriority',
  srclang: 'srcLang',
  accept: 'accept',
};

/** Attributes React wants as booleans (an empty attribute means `true`). */
const booleanNames = new Set([
  'hidden',
  'open',
  'reversed',
  'allowFullScreen',
  'controls',
  'loop',
  'muted',
  'playsInline',
  'default',
  'itemScope',
  'autoPlay',
  'disabled',
  'checked',
]);

/** Plain attributes passed through as they are. */
const plainNames = new Set([
  'abbr',
  'align',
  'allow',
  'alt',
  'cite',
  'coords',
  'decoding',
  'dir',
  'headers',
  'height',
  'href',
  'id',
  'kind',
  'label',
  'lang',
  'loading',
  'name',
  'poster',
  'preload',
  'rel',
  'role',
  'sandbox',
  'scope',
  'shape',
  'sizes',
  'span',
  'src',
  'start',
  'summary',
  'target',
  'title',
  'translate',
  'type',
  'valign',
  'value',
  'width',
]);

function toCamelCase(property: string): string {
  return property
    .trim()
    .toLowerCase()
    .replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Parses an inline style into a React style object, dropping values that load or run anything. */
export function parseStyle(style: string): CSSProperties {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    if (!/^-?[a-z][a-z-]*$/i.test(property) || value === '') continue;
    // Anything that can load or run something, including CSS escapes that spell `url(`.
    if (
      /\\|url|image|src\s*\(|expression|javascript|@import|behavior|binding|element\s*\(|cross-fade/i.test(
        value,
      )
    )
      continue;
    result[property.startsWith('--') ? property : toCamelCase(property)] = value;
  }
  return result as CSSProperties;
}

/** Maps sanitized HTML attributes to React props; anything unknown (except `aria-*`) is dropped. */
export function toReactProps(
  attributes: Record<string, string>,
  allowStyle: boolean,
): Record<string, string | boolean | CSSProperties> {
  const props: Record<string, string | boolean | CSSProperties> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on')) continue;
    if (name === 'style') {
      if (allowStyle) props.style = parseStyle(value);
      continue;
    }
    const reactName =
      reactNames[name] ?? (plainNames.has(name) || name.startsWith('aria-') ? name : undefined);
    if (reactName === undefined) continue;
    props[reactName] = booleanNames.has(reactName) ? true : value;
  }
  return props;
}
