import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import {
  defaultPolicy,
  forbiddenAttributes,
  forbiddenTags,
  linkSchemes,
  mediaSchemes,
  type SanitizePolicy,
} from './policy.js';
import { createResultCache } from './resultCache.js';
import { safeUrl } from './safeUrl.js';
import { fragmentToTree, type SanitizedNode } from './sanitizedTree.js';

/** Turns untrusted HTML into a sanitized, DOM-free tree. */
export interface Sanitizer {
  /** `false` when DOMPurify cannot work in this DOM: callers must then render text only. */
  readonly supported: boolean;
  /** Sanitizes `html` under `policy`; results are cached per policy object and HTML string. */
  sanitize(html: string, policy?: SanitizePolicy): SanitizedNode[];
}

export interface SanitizerOptions {
  /**
   * Sanitized results kept per policy (least recently used are dropped).
   * @default 200
   */
  cacheSize?: number;
}

const ID_PREFIX = 'user-content-';
const allowedTargets = new Set(['_blank', '_self']);

function relTokens(rel: string | null): string[] {
  return (rel ?? '')
    .split(/\s+/)
    .map((token) => token.toLowerCase())
    .filter((token) => token !== '' && token !== 'opener');
}

function checkLink(node: Element, policy: SanitizePolicy): void {
  const href = node.getAttribute('href');
  if (href !== null) {
    let safe = safeUrl(href, { schemes: linkSchemes, allowProtocolRelative: true });
    if (safe?.startsWith('#') && !policy.keepIds && !safe.startsWith(`#${ID_PREFIX}`)) {
      safe = `#${ID_PREFIX}${safe.slice(1)}`;
    }
    if (safe !== undefined && policy.rewriteLink) {
      const rewritten = policy.rewriteLink(safe);
      safe =
        rewritten === null
          ? undefined
          : safeUrl(rewritten, { schemes: linkSchemes, allowProtocolRelative: true });
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

function checkMedia(node: Element, tag: string, policy: SanitizePolicy): void {
  for (const name of ['src', 'poster']) {
    const value = node.getAttribute(name);
    if (value === null) continue;
    let safe = safeUrl(value, {
      schemes: mediaSchemes,
      dataImages: tag === 'img' || tag === 'source',
      allowProtocolRelative: true,
    });
    if (safe !== undefined && tag === 'img' && name === 'src' && policy.rewriteImage) {
      const rewritten = policy.rewriteImage(safe);
      safe =
        rewritten === null
          ? undefined
          : safeUrl(rewritten, {
              schemes: mediaSchemes,
              dataImages: true,
              allowProtocolRelative: true,
            });
    }
    if (safe === undefined) node.removeAttribute(name);
    else node.setAttribute(name, safe);
  }
  const srcset = node.getAttribute('srcset');
  if (srcset !== null) {
    const kept = srcset
      .split(',')
      .map((candidate) => candidate.trim())
      .filter((candidate) => {
        const url = candidate.split(/\s+/)[0];
        return safeUrl(url, { schemes: mediaSchemes, allowProtocolRelative: true }) !== undefined;
      });
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
  const src = node.getAttribute('src') ?? '';
  let host: string | undefined;
  try {
    const url = new URL(src);
    host = url.protocol === 'https:' ? url.host : undefined;
  } catch {
    host = undefined;
  }
  if (host === undefined || !(policy.allowIframeHosts ?? []).includes(host)) {
    node.remove();
    return;
  }
  node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  node.setAttribute('loading', 'lazy');
  node.setAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
}

function configFor(policy: SanitizePolicy): Config {
  const iframes = (policy.allowIframeHosts ?? []).length > 0;
  return {
    USE_PROFILES: { html: true },
    FORBID_TAGS: iframes ? forbiddenTags.filter((tag) => tag !== 'iframe') : forbiddenTags,
    FORBID_ATTR: policy.allowStyleAttributes
      ? forbiddenAttributes.filter((name) => name !== 'style')
      : forbiddenAttributes,
    ADD_TAGS: iframes ? ['iframe'] : [],
    ADD_ATTR: iframes
      ? ['allow', 'allowfullscreen', 'referrerpolicy', 'loading', 'target']
      : ['target', 'loading', 'decoding'],
    ALLOW_DATA_ATTR: false,
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: !policy.keepIds,
    RETURN_DOM_FRAGMENT: true,
  };
}

/**
 * A sanitizer bound to one window, with a private DOMPurify instance whose
 * hooks are registered once (never on DOMPurify's shared default instance, so
 * a host page's own hooks and ours never meet).
 */
export function createSanitizer(
  window: WindowLike,
  { cacheSize = 200 }: SanitizerOptions = {},
): Sanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  if (!purify.isSupported || typeof purify.addHook !== 'function') {
    return {
      supported: false,
      sanitize() {
        throw new Error('DOMPurify is not supported by this window');
      },
    };
  }
  let active: SanitizePolicy = defaultPolicy;
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag === 'a' || tag === 'area') checkLink(node, active);
    else if (
      tag === 'img' ||
      tag === 'video' ||
      tag === 'audio' ||
      tag === 'source' ||
      tag === 'track'
    ) {
      checkMedia(node, tag, active);
    } else if (tag === 'iframe') checkIframe(node, active);
  });

  const configs = new WeakMap<SanitizePolicy, Config>();
  const cache = createResultCache(cacheSize);

  return {
    supported: purify.isSupported,
    sanitize(html, policy = defaultPolicy) {
      const cached = cache.get(policy, html);
      if (cached !== undefined) return cached;
      let config = configs.get(policy);
      if (config === undefined) {
        config = configFor(policy);
        configs.set(policy, config);
      }
      active = policy;
      let tree: SanitizedNode[];
      try {
        const fragment: Node | null = purify.sanitize(html, {
          ...config,
          RETURN_DOM_FRAGMENT: true,
        });
        // DOMPurify answers null when the document has no body to return (`<frameset>` input).
        tree = fragment === null ? [] : fragmentToTree(fragment);
      } finally {
        active = defaultPolicy;
      }
      cache.set(policy, html, tree);
      return tree;
    },
  };
}
