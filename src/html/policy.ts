/**
 * What `ContentBody` keeps of the service's HTML. The defaults remove
 * everything that can run code, change the page outside the article, or
 * collect input: scripts, styles (elements and attributes), forms and inputs,
 * frames, objects and embeds, `base`/`meta`/`link`, SVG and MathML, event
 * handlers, and URLs other than `https:`, `http:`, `mailto:`, `tel:`,
 * relative ones and `data:` raster images. Links opening a new tab get
 * `rel="noopener noreferrer"`; `rel="opener"` is removed; images get
 * `loading="lazy"` and `decoding="async"` (and `alt=""` when they have no alt text); `id`/`name` values are prefixed
 * with `user-content-` (and `#fragment` links with them) so content cannot
 * clobber the page's own globals.
 *
 * Results are cached per HTML string and policy content (see `policyKey`), so a
 * data-only policy can be written inline: `policy={{ headingOffset: 1 }}` sanitizes once.
 * `rewriteLink` and `rewriteImage` are compared by identity: define them once (at module
 * level or with `useCallback`), or every render with a new function sanitizes again.
 */
export interface SanitizePolicy {
  /**
   * Hosts whose `https:` iframes are kept (exact host names), e.g.
   * `['www.youtube-nocookie.com', 'player.vimeo.com']`. Kept iframes get
   * `sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"`,
   * `loading="lazy"` and `referrerpolicy="strict-origin-when-cross-origin"`.
   * @default []
   */
  allowIframeHosts?: readonly string[];
  /**
   * Shift heading levels down by this much (1: `h1` → `h2`, …, capped at `h6`),
   * so article headings fit under the page's own `h1`.
   * @default 0
   */
  headingOffset?: number;
  /**
   * Rewrite each link's `href` after the safety check, e.g. to map the
   * service's internal links to your routes; return `null` to drop the link
   * (its text stays). The result is checked again.
   */
  rewriteLink?: (href: string) => string | null;
  /**
   * Rewrite each image URL after the safety check (e.g. through an image proxy): `img` `src` and
   * `srcset` candidates, `<picture>` sources and video posters; `null` drops that URL.
   */
  rewriteImage?: (src: string) => string | null;
  /**
   * Keep `style` attributes (parsed to React style objects), minus any declaration whose value
   * can load or run something (`url`, `image-set`, CSS escapes, `expression`). Off by default:
   * inline styles can still overlay the page (`position: fixed`).
   * @default false
   */
  allowStyleAttributes?: boolean;
  /**
   * Class names content may use; every other class is removed. Content that may use the
   * page's classes can restyle or cover it (`fixed inset-0 z-50`) or hide its own text
   * (`cdr-visually-hidden`), so none are kept unless listed here, e.g.
   * `['note', 'warning']` for classes your stylesheet defines for articles.
   * @default []
   */
  allowClasses?: readonly string[];
  /**
   * Keep `id`/`name` values as written instead of prefixing them with
   * `user-content-`. Only for trusted content: they can clobber globals.
   * @default false
   */
  keepIds?: boolean;
}

export const defaultPolicy: SanitizePolicy = {};

/**
 * Elements removed (besides those DOMPurify's `html` profile does not allow); their content goes
 * with them when DOMPurify's `FORBID_CONTENTS` lists them (script, style, iframe, noscript,
 * template, …), and is kept otherwise (a button's or a form's text).
 */
export const forbiddenTags: string[] = [
  'script',
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'meta',
  'link',
  'noscript',
  'template',
  'portal',
  'dialog',
  // To React a menuitem is a void element: rendering one with children throws, which would take
  // the page down. The parser gives it children; its content is kept, the element dropped.
  'menuitem',
  // No browser knows these (each is an `HTMLUnknownElement`, shown as a plain inline box), and
  // React logs an error for every one it renders in development. Their text is kept.
  'blink',
  'content',
  'decorator',
  'element',
  'shadow',
  'spacer',
];

/** Attributes removed wherever they appear (event handlers are removed by DOMPurify itself). */
export const forbiddenAttributes: string[] = [
  'style',
  'srcdoc',
  'formaction',
  'action',
  'ping',
  'background',
  'autofocus',
  'contenteditable',
  'xlink:href',
];

/** Schemes of media URLs (besides relative ones and, for images, raster `data:`); also field URLs. */
export const mediaSchemes = ['https', 'http'];
/** Schemes of link URLs besides relative ones. */
export const linkSchemes = [...mediaSchemes, 'mailto', 'tel'];
