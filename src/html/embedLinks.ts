import { linkSchemes, type SanitizePolicy } from './policy.js';
import type { PolicyElement } from './policyElement.js';
import { safeUrl } from './safeUrl.js';

// What an embed the policy removes leaves behind: a link, so a reader can still reach what the
// article showed. Both sanitizers ask here before they remove an element (DOMPurify's
// `uponSanitizeElement` hook in the browser, purifyTree.ts on the server) and put the link right
// after it, where the walk then checks it like any link the content wrote.
//
// A YouTube or Vimeo player becomes a link card to the video's canonical page: no third-party
// request until the reader clicks (no thumbnail is fetched). Any other removed embed with a safe
// URL (an iframe from a host not allowed, an `<embed>`, an `<object>`'s data) leaves a plain link.

/** The class of a link an embed left; kept on links (styles.css draws it as a card). */
export const EMBED_LINK_CLASS = 'cdr-embed';

/** The elements that embed a URL, and the attribute holding it. */
const embedUrlAttributes: Readonly<Record<string, string>> = {
  iframe: 'src',
  frame: 'src',
  embed: 'src',
  portal: 'src',
  object: 'data',
};

const youtubeHosts = new Set([
  'www.youtube.com',
  'youtube.com',
  'm.youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const youtubeId = /^\/embed\/([\w-]{6,20})$/;
const vimeoId = /^\/video\/(\d{1,12})$/;

/**
 * The canonical page of a YouTube or Vimeo player URL, or `undefined` for anything else. Hosts
 * are compared whole (`www.youtube.com.evil.test` is not YouTube); ids are read strictly.
 */
export function videoPageUrl(src: string): string | undefined {
  let url: URL;
  try {
    // A protocol-relative player (`//www.youtube.com/embed/…`) is read as https.
    url = new URL(src, 'https://relative.invalid');
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (youtubeHosts.has(url.hostname)) {
    const list = url.searchParams.get('list');
    if (url.pathname === '/embed/videoseries' && list && /^[\w-]{2,64}$/.test(list)) {
      return `https://www.youtube.com/playlist?list=${list}`;
    }
    const id = youtubeId.exec(url.pathname)?.[1];
    return id === undefined ? undefined : `https://www.youtube.com/watch?v=${id}`;
  }
  if (url.hostname === 'player.vimeo.com') {
    const id = vimeoId.exec(url.pathname)?.[1];
    if (id === undefined) return undefined;
    // An unlisted video's page needs its hash.
    const hash = url.searchParams.get('h');
    return hash && /^[\da-f]{4,32}$/.test(hash)
      ? `https://vimeo.com/${id}/${hash}`
      : `https://vimeo.com/${id}`;
  }
  return undefined;
}

/** Whether the policy keeps this iframe (its `https:` host is allow-listed): no link then. */
export function isAllowedIframe(src: string, policy: SanitizePolicy): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && (policy.allowIframeHosts?.includes(url.host) ?? false);
  } catch {
    return false;
  }
}

/** The link an element about to be removed leaves: its URL and text; `undefined` for none. */
export interface EmbedLink {
  href: string;
  text: string;
}

/**
 * The link `element` leaves when the policy removes it: the video page of a YouTube or Vimeo
 * player, else its own URL when that is a safe `http(s)` URL. The text is the embed's `title`
 * (read as text, never as HTML), else the URL.
 */
export function embedLinkFor(
  element: PolicyElement,
  policy: SanitizePolicy,
): EmbedLink | undefined {
  const tag = element.nodeName.toLowerCase();
  const attribute = embedUrlAttributes[tag];
  if (attribute === undefined) return undefined;
  const src = element.getAttribute(attribute)?.trim();
  if (!src || (tag === 'iframe' && isAllowedIframe(src, policy))) return undefined;
  const href =
    videoPageUrl(src) ?? safeUrl(src, { schemes: linkSchemes, allowProtocolRelative: true });
  // Only a page a reader can open: not `mailto:`, `tel:` or a fragment.
  if (href === undefined || !/^(https?:)?\/\//i.test(href)) return undefined;
  const title = element.getAttribute('title')?.replace(/\s+/g, ' ').trim();
  return { href, text: title || href };
}
