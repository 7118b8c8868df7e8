import {
  type ElementType,
  type HTMLAttributes,
  type ReactNode,
  Suspense,
  useId,
  useMemo,
} from 'react';
import { hostProps, serverBuild, useComponentSettings, useServerRendered } from '#component-build';
import { type ContentEventHandler, callEventHandler } from '../client/events.js';
import type { BodyRefusalReason } from '../client/index.js';
import type { Sanitizer } from '../html/createSanitizer.js';
import {
  browserSanitizerFailed,
  currentSanitizer,
  loadBrowserSanitizer,
  sanitizerLoading,
} from '../html/currentSanitizer.js';
import { type HeadingAnchorOptions, headingAnchors, headingText } from '../html/headingAnchors.js';
import { HtmlRefused } from '../html/htmlRefused.js';
import { htmlToText } from '../html/htmlToText.js';
import { defaultPolicy, type SanitizePolicy } from '../html/policy.js';
import { policyKey } from '../html/sanitizeCache.js';
import type { SanitizedElement, SanitizedNode } from '../html/sanitizedTree.js';
import { type ContentBodyComponents, topHeadingLevel, toReact } from '../html/toReact.js';
import type { ContentLabels } from './labels.js';
import { cx } from './markup.js';
import { noSanitizer, sanitizingFailed } from './warnings.js';

// A page that can show an article body starts loading the browser's sanitizer as this module is
// evaluated, beside the request for the article rather than after it (currentSanitizer.ts). It
// does nothing on a server; a bundle that uses no export of this file leaves the call out with it.
void loadBrowserSanitizer();

/** Props of {@link ContentBody}. */
export interface ContentBodyProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the service (`item.content`): untrusted. Empty or missing renders an empty container. */
  html: string | null | undefined;
  /**
   * What to keep; see `SanitizePolicy`. Compared by content, so an inline object is fine;
   * its `rewriteLink`/`rewriteImage` functions are compared by identity (hoist them or
   * `useCallback` them). @default the safe default policy
   */
  policy?: SanitizePolicy | undefined;
  /** Components for tags of the content, e.g. `{ table: ScrollTable }`. */
  components?: ContentBodyComponents | undefined;
  /**
   * Renders links (e.g. Next.js `Link`, React Router `Link`); gets `href`, `children` and the other anchor props.
   * @default the provider's `linkComponent`, else `a`
   */
  linkComponent?: ElementType | undefined;
  /**
   * Renders images (e.g. Next.js `Image`); gets `src`, `alt`, `width`, `height`, `loading`, ….
   * @default the provider's `imageComponent`, else `img`
   */
  imageComponent?: ElementType | undefined;
  /**
   * Level the body's highest heading is shifted to (keeping the steps below it),
   * so an article's headings continue the page's outline; overrides the policy's `headingOffset`.
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6 | undefined;
  /**
   * Give every heading an id from its text (`section-über-uns`), for a table of contents
   * (`ContentToc`, `getContentToc`) and for links to a section. `{ selfLink: true }` also adds
   * a visible "link to this section" after each heading; `prefix` must match the TOC's.
   * @default false
   */
  headingAnchors?: boolean | HeadingAnchorSettings | undefined;
  /** Texts (here the section links' accessible names); see `ContentLabels`. */
  labels?: Partial<ContentLabels> | undefined;
  /**
   * Told when the body is refused by the sanitizer and shown as text (`body-refused`).
   * @default the provider's `onEvent`, else none
   */
  onEvent?: ContentEventHandler | undefined;
}

/** What `ContentBody`'s `headingAnchors` takes besides `true`. */
export interface HeadingAnchorSettings extends HeadingAnchorOptions {
  /**
   * Add a link to each heading's own section (`#`, named "Link to this section: …" from
   * `labels.sectionLink`), after the heading, for readers to copy or share.
   * @default false
   */
  selfLink?: boolean | undefined;
}

/**
 * The one place where HTML from the service enters the page. It is sanitized
 * by a private DOMPurify instance (see `SanitizePolicy` for what is kept) and
 * mapped to React elements, so links and images can be your own components.
 * Never fails open: without a sanitizer (a browser build rendering on a server, where no
 * server sanitizer is bundled and none was installed with `installServerSanitizer()`; or
 * DOMPurify unsupported) it renders the text only.
 * A re-render with the same HTML and an equal policy (by content) sanitizes and maps nothing.
 *
 * Under the `react-server` condition it is a server component: the HTML is sanitized on the
 * server and only the resulting elements reach the page, with no JavaScript and no sanitizer in
 * the browser. Settings come from its props only there, and the container has no
 * `data-content-body` attribute: that is the client component's hydration probe, and a server
 * component never hydrates.
 *
 * In a browser the sanitizer is loaded with the first body that needs it (a chunk of its own,
 * about 6 kB): meanwhile the container shows the body's text (`data-state="loading"`), or, while
 * hydrating, keeps the server's HTML.
 *
 * @example
 * <ContentBody html={item.content} linkComponent={Link} policy={{ headingOffset: 1 }} />
 */
export function ContentBody(props: ContentBodyProps) {
  // The server build does not wait on a server: its sanitizer is there, and a fallback would only
  // add the body's text to the RSC payload. Rendered in a browser (stories, tests), it waits too.
  if (serverBuild && sanitizerLoading() === undefined) return <SanitizedBody {...props} />;
  return (
    <Suspense fallback={<LoadingBody {...props} />}>
      <SanitizedBody {...props} />
    </Suspense>
  );
}

/**
 * `ContentBody` while the browser's sanitizer loads: the body's text, readable at once and
 * safe (no markup of the body reaches the page), in the container the sanitized body replaces.
 */
function LoadingBody({
  html,
  policy: _policy,
  components: _components,
  linkComponent: _linkComponent,
  imageComponent: _imageComponent,
  headingLevel: _headingLevel,
  headingAnchors: _headingAnchors,
  labels: _labels,
  onEvent: _onEvent,
  className,
  ...props
}: ContentBodyProps) {
  return (
    <div
      {...props}
      className={cx('cdr-content-body', className)}
      data-slot="content-body"
      data-state="loading"
      aria-busy="true"
      style={{ whiteSpace: 'pre-line', ...props.style }}
    >
      {htmlToText(typeof html === 'string' ? html : '')}
    </div>
  );
}

/** `ContentBody` with its sanitizer: suspends (client build) until the browser's has loaded. */
function SanitizedBody({
  html,
  policy = defaultPolicy,
  components,
  linkComponent,
  imageComponent,
  headingLevel,
  headingAnchors: anchorSettings = false,
  labels,
  onEvent: onEventProp,
  className,
  ...props
}: ContentBodyProps) {
  const {
    Link,
    Image,
    labels: text,
    onEvent,
  } = useComponentSettings({ linkComponent, imageComponent, labels, onEvent: onEventProp });
  const id = useId();
  const fullHtml = useServerRendered('data-content-body', id, '[data-state=sanitized]');
  const source = typeof html === 'string' ? html : '';
  // Thrown for the `Suspense` of `ContentBody`, which renders this again once it has loaded.
  const loading = fullHtml ? sanitizerLoading() : undefined;
  if (loading !== undefined) throw loading;
  const available = currentSanitizer();
  const sanitizer = fullHtml && available?.supported ? available : undefined;
  // A server component without any sanitizer stays quiet: creating the default one said why.
  const quiet = serverBuild && available === undefined;
  const unloaded = available === undefined && browserSanitizerFailed();
  if (!available?.supported && !quiet) {
    noSanitizer(available ? 'unsupported' : unloaded ? 'unloaded' : 'missing');
  }
  // One memo for both steps: when only the components change, sanitize() answers from its cache.
  // Keyed by the policy's content, so an inline `policy={{ … }}` maps nothing again either.
  const key = policyKey(policy);
  const anchors = anchorSettings === true ? {} : anchorSettings || undefined;
  const anchored = anchors !== undefined;
  const prefix = anchors?.prefix;
  const sectionLabel = anchors?.selfLink ? text.sectionLink : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `policy`'s content.
  const [children, sanitized] = useMemo(
    () =>
      bodyContent(sanitizer, {
        source,
        policy,
        components,
        Link,
        Image,
        headingLevel,
        anchors: anchored ? { prefix } : undefined,
        sectionLabel,
        unloaded,
        onRefused:
          onEvent &&
          ((reason, length) =>
            callEventHandler(onEvent, { kind: 'body-refused', reason, itemId: undefined, length })),
      }),
    [
      sanitizer,
      source,
      key,
      components,
      Link,
      Image,
      headingLevel,
      anchored,
      prefix,
      sectionLabel,
      unloaded,
      onEvent,
    ],
  );

  const host = hostProps('ContentBody', props);
  return (
    <div
      {...host}
      className={cx('cdr-content-body', className)}
      data-slot="content-body"
      data-state={sanitized ? 'sanitized' : 'text'}
      // Text-only fallback keeps the paragraph breaks readable.
      style={sanitized ? host.style : { whiteSpace: 'pre-line', ...host.style }}
      data-content-body={serverBuild ? undefined : id}
    >
      {children}
    </div>
  );
}

/** What `bodyContent` maps: the resolved inputs of a `ContentBody`, the same in both builds. */
interface BodyContentInput {
  /** The untrusted HTML (`''` for none). */
  source: string;
  policy: SanitizePolicy;
  components: ContentBodyComponents | undefined;
  /** The resolved link and image components (`'a'`/`'img'` when none is configured). */
  Link: ElementType;
  Image: ElementType;
  headingLevel: number | undefined;
  /** Heading ids on (`prefix` from `headingAnchors`), or `undefined` for none. */
  anchors: HeadingAnchorOptions | undefined;
  /** The section links' accessible name (`labels.sectionLink`), or `undefined` for no section links. */
  sectionLabel: string | undefined;
  /** The browser's sanitizer could not be loaded: the body is shown as text, and that is told. */
  unloaded: boolean;
  /** Told when the body is refused and shown as text (`body-refused`). */
  onRefused: ((reason: BodyRefusalReason, length: number) => void) | undefined;
}

/**
 * The body's React children: the sanitized tree mapped to elements (`sanitized: true`), or the
 * text of the HTML when there is no usable sanitizer or sanitizing fails (never fails open).
 * No hooks: the client build memoizes it, the react-server build calls it once per render, and
 * both render the same markup.
 */
function bodyContent(
  sanitizer: Sanitizer | undefined,
  input: BodyContentInput,
): [children: ReactNode, sanitized: boolean] {
  const { source, policy, Link, Image, headingLevel, sectionLabel } = input;
  let tree: SanitizedNode[] | undefined;
  try {
    tree = sanitizer?.sanitize(source, policy);
  } catch (error) {
    // Never fail open, and never take the page down: fall back to text, and say why to the
    // operator (in production too: a reader sees an article without its formatting).
    input.onRefused?.(
      error instanceof HtmlRefused ? error.reason : 'sanitizer-failed',
      source.length,
    );
    sanitizingFailed(error);
  }
  if (input.unloaded && source !== '') input.onRefused?.('sanitizer-failed', source.length);
  if (tree === undefined) return [htmlToText(source), false];
  const mapped: ContentBodyComponents = { ...input.components };
  // A configured link or image component (prop, else provider) wins over `components`.
  if (Link !== 'a') mapped.a = Link;
  if (Image !== 'img') mapped.img = Image;
  const top = headingLevel && topHeadingLevel(tree);
  const children = toReact(tree, {
    components: mapped,
    headingOffset: headingLevel && top ? headingLevel - top : (policy.headingOffset ?? 0),
    allowStyle: policy.allowStyleAttributes === true,
    headingIds: input.anchors ? headingAnchors(tree, { prefix: input.anchors.prefix }) : undefined,
    sectionLink:
      sectionLabel === undefined
        ? undefined
        : (id, heading) => <SectionLink id={id} heading={heading} label={sectionLabel} />,
  });
  return [children, true];
}

/**
 * The "link to this section" after a heading of `ContentBody`: a plain hash link (no router
 * link needed), shown as `#`, named from `label` with `{heading}` replaced by the heading's text.
 */
function SectionLink({
  id,
  heading,
  label,
}: {
  id: string;
  heading: SanitizedElement;
  label: string;
}) {
  // A function replacement: `$&` or `$1` in a heading's text must stay as written.
  const name = label.replace('{heading}', () => headingText(heading));
  return (
    <a className="cdr-heading-anchor" data-slot="heading-anchor" href={`#${id}`} aria-label={name}>
      #
    </a>
  );
}
