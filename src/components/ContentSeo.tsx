import { useComponentSettings } from '#component-build';
import type { ContentItem } from '../client/index.js';
import { distinctKeys } from './markup.js';
import { type ContentSeoOptions, getContentSeo, serializeJsonLd } from './seo.js';
import type { ContentUiSettings } from './uiSettings.js';

/** Props of {@link ContentSeo}. */
export interface ContentSeoProps extends ContentSeoOptions, Pick<ContentUiSettings, 'routes'> {
  item: ContentItem;
  /** Also render the JSON-LD scripts: the `Article`, and the `BreadcrumbList` when there is one. @default true */
  jsonLd?: boolean;
}

/**
 * The document head for an item: `<title>`, description, canonical link,
 * `hreflang` alternates (+ `x-default` to the source document), Open Graph,
 * and JSON-LD: an `Article` and a `BreadcrumbList` (home → category → article). React 19 hoists the `title`, `meta` and `link`
 * elements into `<head>` from wherever this renders; on React 18, or in
 * Next.js `generateMetadata`, use `getContentSeo()` with your head manager.
 * All values are escaped: React escapes attributes and text, and the JSON-LD
 * is serialised so `</script>` in a title cannot break out.
 *
 * A server component under the `react-server` condition (right for React Router and plain
 * React 19 SSR). In Next.js, export `generateMetadata` built from `getContentSeo(item, options)`
 * instead: a `<ContentSeo>` in a Next page adds a second `<title>`, and Next keeps the layout's.
 *
 * @example
 * <ContentSeo item={item} variants={variants} siteUrl="https://www.example.com" />
 */
export function ContentSeo({
  item,
  jsonLd = true,
  getItemHref,
  getCategoryHref,
  routes: ownRoutes,
  ...options
}: ContentSeoProps) {
  const { routes } = useComponentSettings({ routes: ownRoutes });
  const seo = getContentSeo(item, {
    ...options,
    getItemHref: getItemHref ?? routes.getItemHref,
    getCategoryHref: getCategoryHref ?? routes.getCategoryHref,
  });
  const alternateKeys = distinctKeys(seo.alternates.map((alternate) => alternate.hrefLang));
  return (
    <>
      <title>{seo.title}</title>
      {seo.meta.map((tag, index) =>
        'name' in tag ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated article:tag entries share names.
          <meta key={index} name={tag.name} content={tag.content} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated article:tag entries share properties.
          <meta key={index} property={tag.property} content={tag.content} />
        ),
      )}
      {seo.canonical !== undefined && <link rel="canonical" href={seo.canonical} />}
      {seo.alternates.map((alternate, index) => (
        <link
          key={alternateKeys[index]}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
      {jsonLd && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.jsonLd) }}
        />
      )}
      {jsonLd && seo.breadcrumbJsonLd !== undefined && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(seo.breadcrumbJsonLd) }}
        />
      )}
    </>
  );
}
