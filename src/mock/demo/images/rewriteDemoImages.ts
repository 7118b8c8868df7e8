import type { MockContentItem } from '../../types.js';
import { DEMO_IMAGE_ORIGIN } from './demoImageNames.js';

const PLACEHOLDER = `${DEMO_IMAGE_ORIGIN}/`;

/**
 * The items with their demo image URLs (`imageUrl` and `<img src>` in `content`) moved under
 * `base`. Returns copies: the stored data set is exposed on the service and must not change.
 * Items of custom data sets have no placeholder URLs and come back as they are.
 */
export function rewriteDemoImages(
  items: readonly MockContentItem[],
  base: string,
): MockContentItem[] {
  const slashed = base.endsWith('/') ? base : `${base}/`;
  // The base goes into HTML attributes too: characters that could end the attribute are encoded.
  const forHtml = slashed.replace(/["'<>&\s]/g, (character) => encodeURIComponent(character));
  return items.map((item) => {
    const inImage = item.imageUrl?.startsWith(PLACEHOLDER) ?? false;
    const inContent = item.content.includes(PLACEHOLDER);
    if (!inImage && !inContent) return item;
    return {
      ...item,
      imageUrl: inImage ? (item.imageUrl?.replace(PLACEHOLDER, slashed) ?? null) : item.imageUrl,
      content: inContent ? item.content.replaceAll(PLACEHOLDER, forHtml) : item.content,
    };
  });
}
