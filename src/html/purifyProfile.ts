import { forbiddenAttributes, forbiddenTags, type SanitizePolicy } from './policy.js';

// What the browser's DOMPurify is configured with for a policy (createSanitizer.ts turns it into
// DOMPurify's config), and the same allow-lists as sets for the DOM-free server sanitizer
// (purifyTree.ts). The lists are DOMPurify 3.4's own (`purify.es.mjs`: the `html` tag and
// attribute profile, `DEFAULT_URI_SAFE_ATTRIBUTES`, `DEFAULT_DATA_URI_TAGS`,
// `DEFAULT_FORBID_CONTENTS`), copied so both sanitizers decide alike;
// test/html/purifyProfile.test.ts fails when the installed DOMPurify's lists differ.

/** DOMPurify's `html` profile: the tags it allows (before our `forbiddenTags`). */
// biome-ignore format: DOMPurify's list, kept in its order and compact
export const purifyHtmlTags: readonly string[] = [
  'a', 'abbr', 'acronym', 'address', 'area', 'article', 'aside', 'audio', 'b', 'bdi', 'bdo', 'big',
  'blink', 'blockquote', 'body', 'br', 'button', 'canvas', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'content', 'data', 'datalist', 'dd', 'decorator', 'del', 'details', 'dfn',
  'dialog', 'dir', 'div', 'dl', 'dt', 'element', 'em', 'fieldset', 'figcaption', 'figure', 'font',
  'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'head', 'header', 'hgroup', 'hr', 'html',
  'i', 'img', 'input', 'ins', 'kbd', 'label', 'legend', 'li', 'main', 'map', 'mark', 'marquee',
  'menu', 'menuitem', 'meter', 'nav', 'nobr', 'ol', 'optgroup', 'option', 'output', 'p', 'picture',
  'pre', 'progress', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'search', 'section', 'select', 'shadow',
  'slot', 'small', 'source', 'spacer', 'span', 'strike', 'strong', 'style', 'sub', 'summary',
  'sup', 'table', 'tbody', 'td', 'template', 'textarea', 'tfoot', 'th', 'thead', 'time', 'tr',
  'track', 'tt', 'u', 'ul', 'var', 'video', 'wbr',
];

/** DOMPurify's `html` profile: the attributes it allows (before our `forbiddenAttributes`). */
// biome-ignore format: DOMPurify's list, kept in its order and compact
export const purifyHtmlAttributes: readonly string[] = [
  'accept', 'action', 'align', 'alt', 'autocapitalize', 'autocomplete', 'autopictureinpicture',
  'autoplay', 'background', 'bgcolor', 'border', 'capture', 'cellpadding', 'cellspacing',
  'checked', 'cite', 'class', 'clear', 'color', 'cols', 'colspan', 'command', 'commandfor',
  'controls', 'controlslist', 'coords', 'crossorigin', 'datetime', 'decoding', 'default', 'dir',
  'disabled', 'disablepictureinpicture', 'disableremoteplayback', 'download', 'draggable',
  'enctype', 'enterkeyhint', 'exportparts', 'face', 'for', 'headers', 'height', 'hidden', 'high',
  'href', 'hreflang', 'id', 'inert', 'inputmode', 'integrity', 'ismap', 'kind', 'label', 'lang',
  'list', 'loading', 'loop', 'low', 'max', 'maxlength', 'media', 'method', 'min', 'minlength',
  'multiple', 'muted', 'name', 'nonce', 'noshade', 'novalidate', 'nowrap', 'open', 'optimum',
  'part', 'pattern', 'placeholder', 'playsinline', 'popover', 'popovertarget',
  'popovertargetaction', 'poster', 'preload', 'pubdate', 'radiogroup', 'readonly', 'rel',
  'required', 'rev', 'reversed', 'role', 'rows', 'rowspan', 'spellcheck', 'scope', 'selected',
  'shape', 'size', 'sizes', 'slot', 'span', 'srclang', 'start', 'src', 'srcset', 'step', 'style',
  'summary', 'tabindex', 'title', 'translate', 'type', 'usemap', 'valign', 'value', 'width',
  'wrap', 'xmlns',
];

/** Attributes DOMPurify keeps whatever their value looks like (no URL check). */
// biome-ignore format: DOMPurify's list, kept in its order and compact
export const purifyUriSafeAttributes: ReadonlySet<string> = new Set([
  'alt', 'class', 'for', 'id', 'label', 'name', 'pattern', 'placeholder', 'role', 'summary',
  'title', 'value', 'style', 'xmlns',
]);

/** Tags whose `src` (or `href`) may be a `data:` URL for DOMPurify (our checks narrow it further). */
// biome-ignore format: DOMPurify's list, kept in its order and compact
export const purifyDataUriTags: ReadonlySet<string> = new Set([
  'audio', 'video', 'img', 'source', 'image', 'track',
]);

/** Elements DOMPurify removes with their content when they are not allowed. */
// biome-ignore format: DOMPurify's list, kept in its order and compact
export const purifyForbidContents: readonly string[] = [
  'annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi',
  'mn', 'mo', 'ms', 'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script',
  'selectedcontent', 'style', 'svg', 'template', 'thead', 'title', 'video', 'xmp',
];

/** What a policy adds to and removes from DOMPurify's `html` profile. */
export interface PurifyConfig {
  forbidTags: string[];
  forbidAttributes: string[];
  addTags: string[];
  addAttributes: string[];
  /** Removed with their content, besides `purifyForbidContents`. */
  addForbidContents: string[];
  /** Prefix `id` and `name` values with `user-content-` (DOMPurify's `SANITIZE_NAMED_PROPS`). */
  prefixIds: boolean;
}

export function purifyConfigFor(policy: SanitizePolicy): PurifyConfig {
  const iframes = !!policy.allowIframeHosts?.length;
  return {
    forbidTags: iframes ? forbiddenTags.filter((tag) => tag !== 'iframe') : forbiddenTags,
    // `=== true`, as ContentBody and policyKey read it.
    forbidAttributes:
      policy.allowStyleAttributes === true
        ? forbiddenAttributes.filter((name) => name !== 'style')
        : forbiddenAttributes,
    addTags: iframes ? ['iframe'] : [],
    // `loading` and `decoding` are in DOMPurify's own list (and set on every image and kept
    // iframe by sanitizeHooks.ts), so only what it lacks is added.
    addAttributes: iframes ? ['allow', 'allowfullscreen', 'referrerpolicy', 'target'] : ['target'],
    // A select's content is parsed differently by Chromium (which keeps any element in it) and
    // by parse5 and jsdom (which keep only options): dropped, so server and browser agree.
    addForbidContents: ['select'],
    prefixIds: !policy.keepIds,
  };
}

/** A policy's allow-lists as sets, for the DOM-free sanitizer. */
export interface PurifyProfile {
  /** Allowed element names (lower case), minus the forbidden ones. Text is always allowed. */
  tags: ReadonlySet<string>;
  attributes: ReadonlySet<string>;
  forbiddenAttributes: ReadonlySet<string>;
  forbidContents: ReadonlySet<string>;
  prefixIds: boolean;
}

const profiles = new Map<string, PurifyProfile>();

/** The profile of `policy`'s config; eight configs exist, each built once. */
export function purifyProfileFor(policy: SanitizePolicy): PurifyProfile {
  const config = purifyConfigFor(policy);
  const key = JSON.stringify(config);
  let profile = profiles.get(key);
  if (profile === undefined) {
    const forbidden = new Set(config.forbidTags);
    // DOMPurify: a tag is allowed when listed (or added) and not forbidden. Its `#text` entry is
    // left out: purifyTree keeps text nodes without asking the profile.
    const tags = new Set([...purifyHtmlTags, ...config.addTags]);
    for (const tag of forbidden) tags.delete(tag);
    profile = {
      tags,
      attributes: new Set([...purifyHtmlAttributes, ...config.addAttributes]),
      forbiddenAttributes: new Set(config.forbidAttributes),
      forbidContents: new Set([...purifyForbidContents, ...config.addForbidContents]),
      prefixIds: config.prefixIds,
    };
    profiles.set(key, profile);
  }
  return profile;
}
