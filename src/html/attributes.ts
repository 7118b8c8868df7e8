import type { CSSProperties } from 'react';

// Tables as space-separated strings split at load: shorter in the bundle than literals.

/**
 * Attributes kept, spelled as React props: the HTML name is the lower-case form
 * (`tabIndex` for `tabindex`), so one list serves both. `class` and `for` are mapped below.
 */
const reactNames = new Map(
  'abbr accept align allow allowFullScreen alt autoPlay cellPadding cellSpacing cite colSpan coords crossOrigin dateTime decoding dir fetchPriority frameBorder headers height href hrefLang id itemID itemProp itemRef itemScope itemType kind label lang loading name playsInline poster preload referrerPolicy rel role rowSpan sandbox scope shape sizes span spellCheck src srcLang srcSet start summary tabIndex target title translate type useMap valign value width'
    .split(' ')
    .map((name): [string, string] => [name.toLowerCase(), name]),
);
reactNames.set('class', 'className').set('for', 'htmlFor');

/**
 * The kept attributes React wants as booleans (an empty attribute means `true`). Other boolean
 * attributes (`open`, `hidden`, `controls`, …) are not in the list above, so they are dropped.
 */
const booleanNames = new Set(['allowFullScreen', 'autoPlay', 'itemScope', 'playsInline']);

/** Parses an inline style into a React style object, dropping values that load or run anything. */
export function parseStyle(style: string): CSSProperties {
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
