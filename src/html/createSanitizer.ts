import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { weightedTags } from './elementWeight.js';
import { EMBED_LINK_CLASS, embedLinkFor } from './embedLinks.js';
import { refuseBeforeParse } from './parseCost.js';
import { defaultPolicy, type SanitizePolicy } from './policy.js';
import { purifyConfigFor } from './purifyProfile.js';
import { fragmentToTree, isElement, type SanitizedNode } from './sanitizedTree.js';
import { checkElement } from './sanitizeHooks.js';
import { createTwoPassSanitizer, type SanitizerEngine } from './twoPassSanitizer.js';

/** Turns untrusted HTML into a sanitized, DOM-free tree. */
export interface Sanitizer {
  /** `false` when DOMPurify cannot work in this DOM: callers must then render text only. */
  readonly supported: boolean;
  /**
   * Sanitizes `html` under `policy`; results are cached per HTML string and policy content
   * (see `policyKey`), so an equal policy written inline finds them.
   */
  sanitize(html: string, policy?: SanitizePolicy): SanitizedNode[];
}

export interface SanitizerOptions {
  /**
   * Sanitized results kept over all policies (compared by content), least recently used
   * dropped.
   * @default 200
   */
  cacheSize?: number;
  /**
   * Longest HTML, in characters, that is parsed; a longer body throws, so `ContentBody`
   * renders its text. Bounds the time any body can take: ordinary HTML costs about 1 ms per
   * KB on a loaded 2-core server (0.5 ms quiet), so 200 000 keeps an article under a quarter
   * of a second with margin. A site with longer articles and an unloaded server can raise it
   * to about 400 000; past that, a body needs more than a quarter of a second.
   * @default 200_000
   */
  maxLength?: number;
  /**
   * Most elements a body may build: the elements the parser really builds, counted while it
   * parses on a server (parse5 stops at the limit) and right after the parse in a browser,
   * before anything is sanitized. Work that builds no element counts as the elements it costs
   * as much as (an end tag that closes nothing deep in the tree, a tag with thousands of
   * attributes). A browser parses only when an estimate read before parsing stays within twice
   * the limit (misnested and unclosed formatting tags make the parser copy elements: 20 KB can
   * build a million); on real articles the estimate stays within 1.5x of the count, so both
   * sides take the same bodies. Past the limit, sanitizing throws and `ContentBody` renders the
   * text. 5 000 takes real articles of `maxLength` (most hold one element per 50–110
   * characters; a dense reference page, one per 23: 4 422 in 101 KB) and keeps any body within a
   * quarter of a second: an element costs 2–5 µs on the server (a link or image, whose URLs are
   * checked, the most), a few µs in a browser, 30–45 µs in jsdom.
   * @default 5_000
   */
  maxElements?: number;
}

/** DOMPurify's config for `policy`: the `html` profile with what purifyConfigFor adds and removes. */
function configFor(policy: SanitizePolicy): Config {
  const config = purifyConfigFor(policy);
  return {
    USE_PROFILES: { html: true },
    FORBID_TAGS: config.forbidTags,
    FORBID_ATTR: config.forbidAttributes,
    ADD_TAGS: config.addTags,
    ADD_ATTR: config.addAttributes,
    ADD_FORBID_CONTENTS: config.addForbidContents,
    ALLOW_DATA_ATTR: false,
    SANITIZE_DOM: true,
    SANITIZE_NAMED_PROPS: config.prefixIds,
    RETURN_DOM_FRAGMENT: true,
  };
}

/**
 * A sanitizer bound to one window, with a private DOMPurify instance whose
 * hooks are registered once (never on DOMPurify's shared default instance, so
 * a host page's own hooks and ours never meet).
 */
export function createSanitizer(window: WindowLike, options: SanitizerOptions = {}): Sanitizer {
  const purify: DOMPurify = createDOMPurify(window);
  // Without a usable DOM, DOMPurify sets isSupported to false and returns before defining its API.
  if (!purify.isSupported) {
    return {
      supported: false,
      sanitize() {
        throw new Error('DOMPurify is not supported here');
      },
    };
  }
  let active: SanitizePolicy = defaultPolicy;
  // The elements the current parse may build, and its refusal (set per call by the driver).
  let budget = Number.POSITIVE_INFINITY;
  let refusal: () => Error = () => new Error('no budget');
  // The config is set once, not passed to each sanitize(): DOMPurify parses a passed config on
  // every call (~0.1 ms, 5% of a 50 KB article). It is set again when another policy's config
  // (compared as JSON, so equal policies share it) is needed.
  let configured: string | undefined;
  // The walk starts at the parsed body: the elements the parser built are counted there, each at
  // its weight (elementWeight.ts), before any is sanitized, and held to the budget
  // (getElementsByTagName counts in native code).
  purify.addHook('beforeSanitizeElements', (node) => {
    const body = node.ownerDocument?.body;
    if (node !== body) return;
    let built = body.getElementsByTagName('*').length;
    for (const [tag, weight] of weightedTags) {
      built += (weight - 1) * body.getElementsByTagName(tag).length;
    }
    if (built > budget) throw refusal();
  });
  // An embed about to be removed leaves a link after it, which the walk then checks (embedLinks.ts).
  purify.addHook('uponSanitizeElement', (node) => {
    const link = isElement(node) ? embedLinkFor(node, active) : undefined;
    if (link === undefined || !isElement(node)) return;
    const anchor = node.ownerDocument.createElement('a');
    anchor.setAttribute('href', link.href);
    anchor.setAttribute('class', EMBED_LINK_CLASS);
    anchor.textContent = link.text;
    node.after(anchor);
  });
  purify.addHook('afterSanitizeAttributes', (node) => checkElement(node, active));
  // Parsed as the page that shows it will parse it: DOMPurify parses without a doctype, in
  // quirks mode, where `<table>` stays inside an open `<p>`; a page with `<!doctype html>`
  // closes the `<p>` first. (`<body>` keeps leading whitespace, which the parser would drop
  // before it.)
  const sanitizeAsPage = (html: string) =>
    // The config set includes RETURN_DOM_FRAGMENT, so the answer is a fragment (or null),
    // but DOMPurify's types only see that option when it is passed on each call, which
    // would parse the config again every time: the one cast this file needs. (Were it
    // ever not a fragment, reading it would throw, and ContentBody falls back to text.)
    purify.sanitize(`<!doctype html><body>${html}`) as unknown as DocumentFragment | null;

  const engine: SanitizerEngine<DocumentFragment> = {
    budget: refuseBeforeParse,
    purify(html, policy, limit, refuse) {
      active = policy;
      budget = limit;
      refusal = refuse;
      try {
        // Rebuilt per miss (microseconds against milliseconds of sanitizing): a per-policy
        // cache of it cost more bundle bytes than the time it saved.
        const config = configFor(policy);
        const key = JSON.stringify(config);
        if (key !== configured) {
          // Unset first: should setConfig throw halfway, the next call sets it again.
          configured = undefined;
          purify.setConfig(config);
          configured = key;
        }
        const fragment = sanitizeAsPage(html);
        // DOMPurify answers null when the document has no body to return. With the `<body>`
        // this sanitizer puts before the content, no input gets there (a `<frameset>` after it
        // is ignored); the check stays because DOMPurify's type allows it.
        if (fragment === null) return undefined;
        return { root: fragment, removed: purify.removed.some((entry) => 'element' in entry) };
      } finally {
        active = defaultPolicy;
        budget = Number.POSITIVE_INFINITY;
      }
    },
    serialize(fragment) {
      const serialized = fragment.ownerDocument.createElement('div');
      serialized.append(fragment);
      return serialized.innerHTML;
    },
    copy: fragmentToTree,
  };
  return createTwoPassSanitizer(engine, options);
}
