import { setAttributes, setOrRemoveAttribute, updateAttribute } from './elementAttributes.js';
import { EMBED_LINK_CLASS } from './embedLinks.js';
import { checkIframe } from './iframeCheck.js';
import { linkSchemes, mediaSchemes, type SanitizePolicy } from './policy.js';
import type { PolicyElement } from './policyElement.js';
import { safeUrl } from './safeUrl.js';

/** Prefix of content ids and of every reference to them (DOMPurify's `SANITIZE_NAMED_PROPS` uses the same). */
const ID_PREFIX = 'user-content-';
/**
 * Attributes that point at ids: prefixed like the ids, so content cannot reach the page's own
 * elements (a `<label for>` would click the host page's button). `form` is not among them:
 * no allow-list keeps it, and every element it acts on (button, input, select…) is removed.
 */
const idReferences = [
  'for',
  'headers',
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
/** A code block's language class, as highlighters (Prism, highlight.js, Shiki) and Markdown write it. */
const codeLanguageClass = /^language-[\w+#.-]{1,40}$/;

/** Set on every image, whatever the content says. */
const imageAttributes = { loading: 'lazy', decoding: 'async' };

const checkedUrl = (value: string, schemes: readonly string[], dataImages = false) =>
  safeUrl(value, { schemes, dataImages, allowProtocolRelative: true });
const linkUrl = (value: string) => checkedUrl(value, linkSchemes);
const imageUrl = (value: string) => checkedUrl(value, mediaSchemes, true);

function prefixed(value: string): string {
  return value.startsWith(ID_PREFIX) ? value : `${ID_PREFIX}${value}`;
}

/** A `#fragment` (`value` starts with `#`) pointing at the prefixed id. */
const fragment = (value: string) => `#${prefixed(value.slice(1))}`;

function checkIdReferences(node: PolicyElement): void {
  for (const name of idReferences) {
    updateAttribute(node, name, (value) =>
      value.split(/\s+/).filter(Boolean).map(prefixed).join(' '),
    );
  }
  // A hash-name reference, read as browsers read it: the name after the first `#`. One without
  // a `#` names no map, and is dropped rather than made to name one.
  updateAttribute(node, 'usemap', (value) => {
    const hash = value.indexOf('#');
    return hash === -1 ? undefined : fragment(value.slice(hash));
  });
}

function checkLink(node: PolicyElement, policy: SanitizePolicy): void {
  updateAttribute(node, 'href', (href) => {
    let safe = linkUrl(href);
    if (safe?.startsWith('#') && !policy.keepIds) safe = fragment(safe);
    // The rewritten URL is checked again; `null` drops the link.
    return safe && policy.rewriteLink ? linkUrl(policy.rewriteLink(safe) ?? '') : safe;
  });
  const target = node.getAttribute('target')?.toLowerCase();
  if (target !== '_blank' && target !== '_self') setOrRemoveAttribute(node, 'target');
  const rel = (node.getAttribute('rel') ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '' && token !== 'opener');
  if (target === '_blank') {
    for (const token of ['noopener', 'noreferrer']) if (!rel.includes(token)) rel.push(token);
  }
  setOrRemoveAttribute(node, 'rel', rel.join(' '));
}

function checkMedia(node: PolicyElement, tag: string, policy: SanitizePolicy): void {
  // An image URL after the check and the policy's rewriteImage (checked again); undefined drops it.
  const image = (value: string) => {
    const safe = imageUrl(value);
    return safe && policy.rewriteImage ? imageUrl(policy.rewriteImage(safe) ?? '') : safe;
  };
  const pictures =
    tag === 'img' || (tag === 'source' && node.parentElement?.localName === 'picture');
  for (const name of ['src', 'poster']) {
    // Images (and posters) go through rewriteImage; audio/video sources only through the check.
    updateAttribute(node, name, (value) =>
      pictures || name === 'poster' ? image(value) : checkedUrl(value, mediaSchemes),
    );
  }
  updateAttribute(node, 'srcset', (srcset) =>
    srcset
      .split(',')
      .flatMap((candidate) => {
        const [url = '', ...descriptor] = candidate.trim().split(/\s+/);
        const safe = image(url);
        return safe ? [[safe, ...descriptor].join(' ')] : [];
      })
      .join(', '),
  );
  // Media that starts by itself is allowed only without sound (as browsers allow it): a reader
  // did not ask to hear it.
  if ((tag === 'video' || tag === 'audio') && !node.hasAttribute('muted')) {
    setOrRemoveAttribute(node, 'autoplay');
  }
  if (tag === 'img') {
    // An image without alt text would be announced by its file name; treat it as decorative.
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    setAttributes(node, imageAttributes);
  }
}

/**
 * What runs on every element after its attributes were checked against the allow-list (by
 * DOMPurify in the browser, by purifyTree.ts on the server); `policy` is the active one.
 */
export function checkElement(node: PolicyElement, policy: SanitizePolicy): void {
  const tag = node.nodeName.toLowerCase();
  // Only our iframe check may set a referrer policy; content could leak the page URL with it.
  if (tag !== 'iframe') setOrRemoveAttribute(node, 'referrerpolicy');
  // A positive tabindex would put content ahead of the page's own navigation in the tab order.
  // (Not a number counts as positive: removed.)
  if (!(Number(node.getAttribute('tabindex') ?? 0) <= 0)) setOrRemoveAttribute(node, 'tabindex');
  // Only listed classes: the page's own (utility classes, ours) would let content restyle it.
  // Besides them, two kinds that cannot: a code block's language (`language-js`, which
  // highlighters read and no stylesheet uses for layout; letters, digits and `+#.-` only, so it
  // names nothing else), and the card class of a link an embed left (embedLinks.ts), which
  // only frames a link.
  updateAttribute(node, 'class', (value) =>
    value
      .split(/\s+/)
      .filter(
        (name) =>
          policy.allowClasses?.includes(name) ||
          ((tag === 'pre' || tag === 'code') && codeLanguageClass.test(name)) ||
          (tag === 'a' && name === EMBED_LINK_CLASS),
      )
      .join(' '),
  );
  if (!policy.keepIds) checkIdReferences(node);
  if (tag === 'a' || tag === 'area') checkLink(node, policy);
  else if (tag === 'iframe') checkIframe(node, policy);
  else if (mediaTags.has(tag)) checkMedia(node, tag, policy);
}
