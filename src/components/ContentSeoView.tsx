import { distinctKeys } from './distinctKeys.js';
import { type ContentSeoData, serializeJsonLd } from './seo.js';

/** Props of {@link ContentSeoView}. */
export interface ContentSeoViewProps {
  seo: ContentSeoData;
  /** Also render the JSON-LD `Article` script. */
  jsonLd: boolean;
}

/**
 * The head elements of `ContentSeo` from `getContentSeo`'s data, shared by the client and the
 * server component: no hooks, no context, no directive. React 19 hoists `title`, `meta` and
 * `link` into `<head>`.
 */
export function ContentSeoView({ seo, jsonLd }: ContentSeoViewProps) {
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
    </>
  );
}
