import { type ElementType, type HTMLAttributes, useId, useMemo } from 'react';
import { hostProps, serverBuild, useComponentSettings, useServerRendered } from '#component-build';
import { type ContentEventHandler, callEventHandler } from '../client/events.js';
import { currentSanitizer } from '../html/currentSanitizer.js';
import type { HeadingAnchorOptions } from '../html/headingAnchors.js';
import { defaultPolicy, type SanitizePolicy } from '../html/policy.js';
import { policyKey } from '../html/sanitizeCache.js';
import type { ContentBodyComponents } from '../html/toReact.js';
import { bodyContent, bodyFrameProps } from './bodyContent.js';
import type { ContentLabels } from './labels.js';
import { noSanitizer } from './warnings.js';

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
 * @example
 * <ContentBody html={item.content} linkComponent={Link} policy={{ headingOffset: 1 }} />
 */
export function ContentBody({
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
  const available = currentSanitizer();
  const sanitizer = fullHtml && available?.supported ? available : undefined;
  // A server component without any sanitizer stays quiet: creating the default one said why.
  const quiet = serverBuild && available === undefined;
  if (!available?.supported && !quiet) noSanitizer(available ? 'unsupported' : 'missing');
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
      onEvent,
    ],
  );

  const host = hostProps('ContentBody', props);
  return (
    <div
      {...host}
      {...bodyFrameProps(sanitized, className, host.style)}
      data-content-body={serverBuild ? undefined : id}
    >
      {children}
    </div>
  );
}
