import type { MockContentItem } from '../../types.js';
import { DEMO_IMAGE_ORIGIN } from './demoImageNames.js';

const PLACEHOLDER = `${DEMO_IMAGE_ORIGIN}/`;
// The demo HTML writes every body image as `<img src="…">`; links and text are left as written.
const IMAGE_SOURCE = `src="${PLACEHOLDER}`;

const HTML_ATTRIBUTE_ESCAPES = new Map([
  ['&', '&amp;'],
  ['"', '&quot;'],
  ["'", '&#39;'],
  ['<', '&lt;'],
  ['>', '&gt;'],
]);

/** The base as a double-quoted attribute value: an HTML parser reads back the same URL. */
function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (character) => HTML_ATTRIBUTE_ESCAPES.get(character) ?? '');
}

/**
 * The items with their demo image URLs (`imageUrl` and `<img src="…">` in `content` starting
 * with the placeholder origin) moved under `base`; other URLs, links and text are never changed.
 * Returns copies: the stored data set is exposed on the service and must not change. Items of
 * custom data sets normally have no placeholder URLs and come back as they are.
 */
export function rewriteDemoImages(
  items: readonly MockContentItem[],
  base: string,
): MockContentItem[] {
  const slashed = base.endsWith('/') ? base : `${base}/`;
  const imageSource = `src="${escapeAttribute(slashed)}`;
  return items.map((item) => {
    const { imageUrl, content } = item;
    const inImage = imageUrl?.startsWith(PLACEHOLDER) === true;
    const inContent = content.includes(IMAGE_SOURCE);
    if (!inImage && !inContent) return item;
    return {
      ...item,
      // Concatenation and a replacer function, not replacement strings: a `$'` or `$&` in the
      // base must stay literal.
      imageUrl:
        inImage && imageUrl !== null ? slashed + imageUrl.slice(PLACEHOLDER.length) : imageUrl,
      content: inContent ? content.replaceAll(IMAGE_SOURCE, () => imageSource) : content,
    };
  });
}
