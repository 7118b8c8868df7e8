import { linkSchemes, mediaSchemes, type SanitizePolicy } from './policy.js';
import { safeUrl } from './safeUrl.js';

/** What runs on every element after DOMPurify checked its attributes; `policy` is the active one. */

export const ID_PREFIX = 'user-content-';
const allowedTargets = new Set(['_blank', '_self']);
const mediaTags = new Set(['img', 'video', 'audio', 'source', 'track']);
// Attributes that point at ids: prefixed like the ids, so content cannot reach the page's own
// elements (a `<label for>` would click the host page's button).
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
// Permissions an allow-listed embed may ask for; camera, microphone, location and the like may not.
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

const linkUrl = (value: string) =>
  safeUrl(value, { schemes: linkSchemes, allowProtocolRelative: true });
const imageUrl = (value: string) =>
  safeUrl(value, { schemes: mediaSchemes, dataImages: true, allowProtocolRelative: true });

function relTokens(rel: string | null): string[] {
  return (rel ?? '')
    .split(/\s+/)
    .map((token) => token.toLowerCase())
    .filter((token) => token !== '' && token !== 'opener');
}

function prefixed(value: string): string {
  return value.startsWith(ID_PREFIX) ? value : `${ID_PREFIX}${value}`;
}

function checkIdReferences(node: Element): void {
  for (const name of idReferences) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    const tokens = value.split(/\s+/).filter(Boolean).map(prefixed);
    if (tokens.length === 0) node.removeAttribute(name);
    else node.setAttribute(name, tokens.join(' '));
  }
  const map = node.getAttribute('usemap');
  if (map !== null) node.setAttribute('usemap', `#${prefixed(map.replace(/^#/, ''))}`);
}

function checkLink(node: Element, policy: SanitizePolicy): void {
  const href = node.getAttribute('href');
  if (href !== null) {
    let safe = linkUrl(href);
    if (safe?.startsWith('#') && !policy.keepIds) safe = `#${prefixed(safe.slice(1))}`;
    if (safe !== undefined && policy.rewriteLink) {
      const rewritten = policy.rewriteLink(safe);
      safe = rewritten === null ? undefined : linkUrl(rewritten);
    }
    if (safe === undefined) node.removeAttribute('href');
    else node.setAttribute('href', safe);
  }
  const target = node.getAttribute('target');
  if (target !== null && !allowedTargets.has(target.toLowerCase())) node.removeAttribute('target');
  const rel = relTokens(node.getAttribute('rel'));
  if (node.getAttribute('target')?.toLowerCase() === '_blank') {
    for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
  }
  if (rel.length > 0) node.setAttribute('rel', rel.join(' '));
  else node.removeAttribute('rel');
}

/** An image URL after the safety check and the policy's `rewriteImage` (checked again); undefined drops it. */
function image(value: string, policy: SanitizePolicy): string | undefined {
  const safe = imageUrl(value);
  if (safe === undefined || !policy.rewriteImage) return safe;
  const rewritten = policy.rewriteImage(safe);
  return rewritten === null ? undefined : imageUrl(rewritten);
}

function checkMedia(node: Element, tag: string, policy: SanitizePolicy): void {
  const pictures =
    tag === 'img' || (tag === 'source' && node.parentElement?.localName === 'picture');
  for (const name of ['src', 'poster']) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    // Images (and posters) go through rewriteImage; audio/video sources only through the check.
    const safe =
      pictures || name === 'poster'
        ? image(value, policy)
        : safeUrl(value, { schemes: mediaSchemes, allowProtocolRelative: true });
    if (safe === undefined) node.removeAttribute(name);
    else node.setAttribute(name, safe);
  }
  const srcset = node.getAttribute('srcset');
  if (srcset !== null) {
    const kept: string[] = [];
    for (const candidate of srcset.split(',')) {
      const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
      const safe = url === '' ? undefined : image(url, policy);
      if (safe !== undefined) kept.push([safe, ...descriptor].join(' '));
    }
    if (kept.length > 0) node.setAttribute('srcset', kept.join(', '));
    else node.removeAttribute('srcset');
  }
  if (tag === 'img') {
    // An image without alt text would be announced by its file name; treat it as decorative.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
}

function checkIframe(node: Element, policy: SanitizePolicy): void {
  let host: string | undefined;
  try {
    const url = new URL(node.getAttribute('src') ?? '');
    host = url.protocol === 'https:' ? url.host : undefined;
  } catch {
    host = undefined;
  }
  if (host === undefined || !(policy.allowIframeHosts ?? []).includes(host)) {
    node.remove();
    return;
  }
  const allow = (node.getAttribute('allow') ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => iframePermissions.has(directive.split(/\s+/)[0]?.toLowerCase() ?? ''));
  if (allow.length > 0) node.setAttribute('allow', allow.join('; '));
  else node.removeAttribute('allow');
  node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  node.setAttribute('loading', 'lazy');
  node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
}

export function checkElement(node: Element, policy: SanitizePolicy): void {
  const tag = node.nodeName.toLowerCase();
  // Only our iframe check may set a referrer policy; content could leak the page URL with it.
  if (tag !== 'iframe') node.removeAttribute('referrerpolicy');
  // A positive tabindex would put content ahead of the page's own navigation in the tab order.
  const tabIndex = node.getAttribute('tabindex');
  if (tabIndex !== null && !(Number(tabIndex) <= 0)) node.removeAttribute('tabindex');
  if (!policy.keepIds) checkIdReferences(node);
  if (tag === 'a' || tag === 'area') checkLink(node, policy);
  else if (mediaTags.has(tag)) checkMedia(node, tag, policy);
  else if (tag === 'iframe') checkIframe(node, policy);
}
