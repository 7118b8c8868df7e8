import type { CSSProperties, ElementType, ReactNode } from 'react';
import type { BodyRefusalReason } from '../client/index.js';
import type { Sanitizer } from '../html/createSanitizer.js';
import { type HeadingAnchorOptions, headingAnchors, headingText } from '../html/headingAnchors.js';
import { HtmlRefused } from '../html/htmlRefused.js';
import { htmlToText } from '../html/htmlToText.js';
import type { SanitizePolicy } from '../html/policy.js';
import type { SanitizedElement, SanitizedNode } from '../html/sanitizedTree.js';
import { type ContentBodyComponents, topHeadingLevel, toReact } from '../html/toReact.js';
import { cx } from './markup.js';
import { sanitizingFailed } from './warnings.js';

// No 'use client' and no hooks: the client ContentBody memoizes this mapping, the server one
// (src/rsc/ContentBody.tsx) calls it once per render. One mapping, so both builds render the
// same markup.

/** What `bodyContent` maps: the resolved inputs of a `ContentBody`. */
export interface BodyContentInput {
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
  /** Told when the body is refused and shown as text (`body-refused`). */
  onRefused: ((reason: BodyRefusalReason, length: number) => void) | undefined;
}

/**
 * The body's React children: the sanitized tree mapped to elements (`sanitized: true`), or the
 * text of the HTML when there is no usable sanitizer or sanitizing fails (never fails open).
 */
export function bodyContent(
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

/** The body container's own attributes, the same in both builds. */
export function bodyFrameProps(
  sanitized: boolean,
  className: string | undefined,
  style: CSSProperties | undefined,
) {
  return {
    className: cx('cdr-content-body', className),
    'data-slot': 'content-body',
    'data-state': sanitized ? 'sanitized' : 'text',
    // Text-only fallback keeps the paragraph breaks readable.
    style: sanitized ? style : { whiteSpace: 'pre-line', ...style },
  } as const;
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
