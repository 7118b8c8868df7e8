import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { refuseCostlyHtml } from './parseCost.js';
import { defaultPolicy, type SanitizePolicy } from './policy.js';
import { purifyConfigFor } from './purifyProfile.js';
import { createResultCache } from './sanitizeCache.js';
import { fragmentToTree, type SanitizedNode } from './sanitizedTree.js';
import { checkElement } from './sanitizeHooks.js';
import { hasUnwritableNesting } from './unwritableNesting.js';

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
   * Most elements a body may build. Checked twice: before parsing, against an upper estimate
   * of what the parser may create (misnested and unclosed formatting tags make it copy
   * elements: 20 KB can build a million), weighted by cost (an element deep in the tree, a link,
   * image, media element or iframe whose URLs are checked, an end tag that closes nothing, a tag
   * with thousands of attributes count more), and after, against the elements really built.
   * Past it, sanitizing throws and `ContentBody` renders the text. Each element costs up to 30–45 µs
   * (two passes: any removed element, which content can always include, makes the result
   * parse again; measured in jsdom, the server sanitizer costs less), so 4 000 keep any body
   * within a quarter of a second on a loaded server (8 000 `<span>x</span>` took 380 ms quiet), and take ordinary articles of
   * `maxLength` (one element per 50–110 characters).
   * @default 4_000
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
export function createSanitizer(
  window: WindowLike,
  { cacheSize = 200, maxLength = 200_000, maxElements = 4_000 }: SanitizerOptions = {},
): Sanitizer {
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
  // The config is set once, not passed to each sanitize(): DOMPurify parses a passed config on
  // every call (~0.1 ms, 5% of a 50 KB article). It is set again when another policy's config
  // (compared as JSON, so equal policies share it) is needed.
  let configured: string | undefined;
  purify.addHook('afterSanitizeAttributes', (node) => checkElement(node, active));
  const cached = createResultCache(cacheSize);
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

  return {
    supported: true,
    sanitize: (html, policy = defaultPolicy) =>
      cached(policy, html, () => {
        // Refused before parsing: too long, or able to build too much (see estimateParseCost).
        refuseCostlyHtml(html, maxLength, maxElements);
        active = policy;
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
          if (fragment === null) return [];
          // An element removed with its content kept (a `button`, `object`, `select`, …) can
          // leave nesting the parser never builds from written HTML (`<p><div>` from
          // `<p><button><div>`), which the browser would split when it parses the server's
          // HTML: a hydration mismatch. So can the parser itself, moving a table's content out
          // of it or closing a formatting element out of order (unwritableNesting.ts).
          // Sanitizing the serialized result again lets the parser repair it as the page's
          // will. Only the checks run again: the rewrites were applied once already.
          const parseAgain = (first: DocumentFragment) => {
            const { rewriteLink, rewriteImage, ...checksOnly } = policy;
            active = checksOnly;
            const serialized = first.ownerDocument.createElement('div');
            serialized.append(first);
            const again = sanitizeAsPage(serialized.innerHTML);
            return again === null ? [] : fragmentToTree(again, maxElements);
          };
          if (purify.removed.some((entry) => 'element' in entry)) return parseAgain(fragment);
          const tree = fragmentToTree(fragment, maxElements);
          return hasUnwritableNesting(tree) ? parseAgain(fragment) : tree;
        } finally {
          active = defaultPolicy;
        }
      }),
  };
}
