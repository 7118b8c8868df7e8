import { bodyContent, bodyFrameProps } from '../components/bodyContent.js';
import type { ContentBodyProps } from '../components/ContentBody.js';
import { mergeSettings } from '../components/settings.js';
import { warnOnce } from '../components/warnOnce.js';
import { defaultPolicy } from '../html/policy.js';
import { currentSanitizer } from '../html/sanitizerRegistry.js';
import { sanitizeOnFirstUse } from '../server/sanitizeOnFirstUse.js';
import { hostProps } from './hostProps.js';

// This module's own registration, not a barrel's side effect: whoever imports the server
// ContentBody gets the jsdom sanitizer created on first use (an installed one still wins).
sanitizeOnFirstUse();

/**
 * `ContentBody` as a React Server Component (what `content-delivery-react` resolves to under
 * the `react-server` condition): the HTML is sanitized on the server and only the resulting
 * elements reach the page, with no JavaScript and no sanitizer in the browser.
 *
 * Differences from the client component: settings come from props only (there is no provider on
 * the server); the sanitizer is the installed one (`installServerSanitizer()`), else jsdom's,
 * created on first use (in a browser, the page's own); without one (jsdom not installed, an edge
 * runtime) the output is the text of the HTML with `data-state="text"`, and development logs why
 * once. The container has no `data-content-body` attribute: that is the client component's
 * hydration probe, and a server component never hydrates.
 *
 * @example
 * // app/[slug]/page.tsx (Next.js App Router): a server component, no 'use client'
 * <ContentBody html={item.content} headingAnchors={{ selfLink: true }} />
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
  className,
  ...props
}: ContentBodyProps) {
  const host = hostProps('ContentBody', props);
  const { Link, Image, labels: text } = mergeSettings({ linkComponent, imageComponent, labels });
  const available = currentSanitizer();
  // No sanitizer at all: the registry has already said why (jsdom missing, edge runtime).
  if (process.env.NODE_ENV !== 'production' && available !== undefined && !available.supported) {
    warnOnce(
      '[ContentBody] DOMPurify is not supported here: rendering text only. Use a browser or jsdom window.',
    );
  }
  const anchors = anchorSettings === true ? {} : anchorSettings || undefined;
  const [children, sanitized] = bodyContent(available?.supported ? available : undefined, {
    source: typeof html === 'string' ? html : '',
    policy,
    components,
    Link,
    Image,
    headingLevel,
    anchors,
    sectionLabel: anchors?.selfLink ? text.sectionLink : undefined,
  });
  return (
    <div {...host} {...bodyFrameProps(sanitized, className, host.style)}>
      {children}
    </div>
  );
}
