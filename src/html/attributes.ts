import type {
  AllHTMLAttributes,
  CSSProperties,
  IframeHTMLAttributes,
  ImgHTMLAttributes,
  TdHTMLAttributes,
  ThHTMLAttributes,
} from 'react';

/** React's spelling of an HTML attribute, on any of the elements content may use. */
type ReactAttributeName = keyof (AllHTMLAttributes<HTMLElement> &
  IframeHTMLAttributes<HTMLIFrameElement> &
  ImgHTMLAttributes<HTMLImageElement> &
  TdHTMLAttributes<HTMLTableCellElement> &
  ThHTMLAttributes<HTMLTableCellElement>);

/**
 * Attributes kept, spelled as React props: the HTML name is the lower-case form
 * (`tabIndex` for `tabindex`), so one list serves both. `class` and `for` are mapped below.
 */
const keptAttributes = [
  'abbr',
  'accept',
  'align',
  'allow',
  'allowFullScreen',
  'alt',
  'autoPlay',
  'cellPadding',
  'cellSpacing',
  'cite',
  'colSpan',
  'controls',
  'coords',
  'crossOrigin',
  'dateTime',
  'decoding',
  'default',
  'dir',
  'fetchPriority',
  'frameBorder',
  'headers',
  'height',
  'href',
  'hrefLang',
  'id',
  'itemID',
  'itemProp',
  'itemRef',
  'itemScope',
  'itemType',
  'kind',
  'label',
  'lang',
  'loading',
  'loop',
  'muted',
  'name',
  'playsInline',
  'poster',
  'preload',
  'referrerPolicy',
  'rel',
  'role',
  'rowSpan',
  'sandbox',
  'scope',
  'shape',
  'sizes',
  'span',
  'spellCheck',
  'src',
  'srcLang',
  'srcSet',
  'start',
  'summary',
  'tabIndex',
  'target',
  'title',
  'translate',
  'type',
  'useMap',
  'valign',
  'value',
  'width',
] as const satisfies readonly ReactAttributeName[];

/** HTML attribute name → React prop name, for every attribute kept. */
const reactNames = new Map<string, string>([
  ...keptAttributes.map((name) => [name.toLowerCase(), name] as const),
  ['class', 'className'],
  ['for', 'htmlFor'],
]);

/**
 * The kept attributes React wants as booleans (an empty attribute means `true`): those of media
 * a reader plays (`controls`, `muted`, `loop`, `playsInline`, a track's `default`; `autoPlay`
 * only with `muted`, see sanitizeHooks.ts), embeds and microdata. Other boolean attributes
 * (`open`, `hidden`, …) are not in the list above, so they are dropped.
 */
const booleanNames = new Set<string>([
  'allowFullScreen',
  'autoPlay',
  'controls',
  'default',
  'itemScope',
  'loop',
  'muted',
  'playsInline',
] satisfies ReactAttributeName[]);

/** Parses an inline style into a React style object, dropping values that load or run anything. */
function parseStyle(style: string): CSSProperties {
  const result: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    // `property: value` with a plain property name (custom properties are not kept) and a
    // non-empty value, both trimmed.
    const [, property, value] = /^\s*(-?[a-z][a-z-]*)\s*:\s*(\S.*?)\s*$/is.exec(declaration) ?? [];
    // Anything that can load or run something, including CSS escapes that spell `url(`.
    if (
      property === undefined ||
      value === undefined ||
      /\\|url|image|src\s*\(|expression|javascript|@import|behavior|binding|element\s*\(|cross-fade/i.test(
        value,
      )
    )
      continue;
    // `margin-top` → `marginTop`, `-webkit-line-clamp` → `WebkitLineClamp`, as React wants.
    result[
      property.toLowerCase().replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
    ] = value;
  }
  // The one cast here: property names come from the content, so they cannot be typed as
  // CSSProperties keys. Unknown ones are harmless (React sets them as written; the browser
  // ignores what it does not know) and every value was checked above.
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
    const reactName = reactNames.get(name) ?? (name.startsWith('aria-') ? name : undefined);
    if (reactName === undefined) continue;
    props[reactName] = booleanNames.has(reactName) ? true : value;
  }
  return props;
}
