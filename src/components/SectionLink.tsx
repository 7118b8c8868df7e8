import { headingText } from '../html/headingAnchors.js';
import type { SanitizedElement } from '../html/sanitizedTree.js';

/**
 * The "link to this section" after a heading of `ContentBody`: a plain hash link (no router
 * link needed), shown as `#`, named from `label` with `{heading}` replaced by the heading's text.
 */
export function SectionLink({
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
