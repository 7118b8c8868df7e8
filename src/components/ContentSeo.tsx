'use client';
import type { ContentItem } from '../client/index.js';
import { ContentSeoView } from './ContentSeoView.js';
import { type ContentSeoOptions, getContentSeo } from './seo.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link ContentSeo}. */
export interface ContentSeoProps extends ContentSeoOptions, Pick<ContentUiSettings, 'routes'> {
  item: ContentItem;
  /** Also render the JSON-LD `Article` script. @default true */
  jsonLd?: boolean;
}

/**
 * The document head for an item: `<title>`, description, canonical link,
 * `hreflang` alternates (+ `x-default` to the source document), Open Graph,
 * and a JSON-LD `Article`. React 19 hoists the `title`, `meta` and `link`
 * elements into `<head>` from wherever this renders; on React 18, or in
 * Next.js `generateMetadata`, use `getContentSeo()` with your head manager.
 * All values are escaped: React escapes attributes and text, and the JSON-LD
 * is serialised so `</script>` in a title cannot break out.
 */
export function ContentSeo({
  item,
  jsonLd = true,
  getItemHref,
  routes: ownRoutes,
  ...options
}: ContentSeoProps) {
  const { routes } = useComponentSettings({ routes: ownRoutes });
  const seo = getContentSeo(item, { ...options, getItemHref: getItemHref ?? routes.getItemHref });
  return <ContentSeoView seo={seo} jsonLd={jsonLd} />;
}
