import { linkSchemes, mediaSchemes, type SanitizePolicy } from './policy.js';
import { safeUrl } from './safeUrl.js';

/** Prefix of content ids and of every reference to them (DOMPurify's `SANITIZE_NAMED_PROPS` uses the same). */
const ID_PREFIX = 'user-content-';
/**
 * Attributes that point at ids: prefixed like the ids, so content cannot reach the page's own
 * elements (a `<label for>` would click the host page's button).
 */
const idReferences = [
  'for',
  'headers',
  'form',
  'list',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
];
const mediaTags = new Set(['img', 'video', 'audio', 'source', 'track']);
/** Permissions an allow-listed embed may ask for; camera, microphone, location and the like may not. */
const iframePermissions = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);
/** Set on every image, whatever the content says. */
const imageAttributes = { loading: 'lazy', decoding: 'async' };
/** Set on every iframe that is kept (its host is allow-listed), whatever the content says. */
const iframeAttributes = {
  sandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups',
  loading: 'lazy',
  referrerpolicy: 'strict-origin-when-cross-origin',
};

/** Sets `name` to `value`, or removes the attribute when no (safe, non-empty) value is left. */
function put(node: Element, name: string, value?: string): void {
  if (!value) node.removeAttribute(name);
  // Setting an unchanged value is not free (for `href` Chromium parses the URL again); the
  // attribute keeps its place either way, so skipping it changes nothing.
  else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

/** Sets each attribute of `attributes` (name → value), replacing what the content had. */
function setAttributes(node: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
}

/** Replaces attribute `name`, when present, with `change(value)`; no or an empty result removes it. */
function update(node: Element, name: string, change: (value: string) => string | undefined): void {
  const value = node.getAttribute(name);
  if (value !== null) put(node, name, change(value));
}

const checkedUrl = (value: string, schemes: readonly string[], dataImages = false) =>
  safeUrl(value, { schemes, dataImages, allowProtocolRelative: true });
const linkUrl = (value: string) => checkedUrl(value, linkSchemes);
const imageUrl = (value: string) => checkedUrl(value, mediaSchemes, true);

function prefixed(value: string): string {
  return value.startsWith(ID_PREFIX) ? value : `${ID_PREFIX}${value}`;
}

/** A `#fragment` (or bare name, for `usemap`) pointing at the prefixed id. */
const fragment = (value: string) => `#${prefixed(value.replace(/^#/, ''))}`;

function checkIdReferences(node: Element): void {
  for (const name of idReferences) {
    update(node, name, (value) => value.split(/\s+/).filter(Boolean).map(prefixed).join(' '));
  }
  update(node, 'usemap', fragment);
}

function checkLink(node: Element, policy: SanitizePolicy): void {
  update(node, 'href', (href) => {
    let safe = linkUrl(href);
    if (safe?.startsWith('#') && !policy.keepIds) safe = fragment(safe);
    // The rewritten URL is checked again; `null` drops the link.
    return safe && policy.rewriteLink ? linkUrl(policy.rewriteLink(safe) ?? '') : safe;
  });
  const target = node.getAttribute('target')?.toLowerCase();
  if (target !== '_blank' && target !== '_self') put(node, 'target');
  const rel = (node.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'opener');
  if (target === '_blank') {
    for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
  }
  put(node, 'rel', rel.join(' '));
}

function checkMedia(node: Element, tag: string, policy: SanitizePolicy): void {
  // An image URL after the check and the policy's rewriteImage (checked again); undefined drops it.
  const image = (value: string) => {
    const safe = imageUrl(value);
    return safe && policy.rewriteImage ? imageUrl(policy.rewriteImage(safe) ?? '') : safe;
  };
  const pictures =
    tag === 'img' || (tag === 'source' && node.parentElement?.localName === 'picture');
  for (const name of ['src', 'poster']) {
    // Images (and posters) go through rewriteImage; audio/video sources only through the check.
    update(node, name, (value) =>
      pictures || name === 'poster' ? image(value) : checkedUrl(value, mediaSchemes),
    );
  }
  update(node, 'srcset', (srcset) =>
    srcset
      .split(',')
      .flatMap((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        const safe = image(url);
        return safe ? [[safe, ...descriptor].join(' ')] : [];
      })
      .join(', '),
  );
  if (tag === 'img') {
    // An image without alt text would be announced by its file name; treat it as decorative.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    setAttributes(node, imageAttributes);
  }
}

function checkIframe(node: Element, policy: SanitizePolicy): void {
  let host: string | undefined;
  try {
    const url = new URL(node.getAttribute('src') ?? '');
    if (url.protocol === 'https:') host = url.host;
  } catch {}
  if (host === undefined || !policy.allowIframeHosts?.includes(host)) {
    node.remove();
    return;
  }
  update(node, 'allow', (allow) =>
    allow
      .split(';')
      .map((directive) => directive.trim())
      .filter((directive) => iframePermissions.has(directive.split(/\s+/)[0]?.toLowerCase() ?? ''))
      .join('; '),
  );
  setAttributes(node, iframeAttributes);
}

/** What runs on every element after DOMPurify checked its attributes; `policy` is the active one. */
export function checkElement(node: Element, policy: SanitizePolicy): void {
  const tag = node.nodeName.toLowerCase();
  // Only our iframe check may set a referrer policy; content could leak the page URL with it.
  if (tag !== 'iframe') put(node, 'referrerpolicy');
  // A positive tabindex would put content ahead of the page's own navigation in the tab order.
  // (Not a number counts as positive: removed.)
  if (!(Number(node.getAttribute('tabindex') ?? 0) <= 0)) put(node, 'tabindex');
  if (!policy.keepIds) checkIdReferences(node);
  if (tag === 'a' || tag === 'area') checkLink(node, policy);
  else if (tag === 'iframe') checkIframe(node, policy);
  else if (mediaTags.has(tag)) checkMedia(node, tag, policy);
}
