import { type ContentSeoData, serializeJsonLd } from 'content-delivery-react';

/**
 * A route's `head()` from `getContentSeo`'s data: one title, the meta tags, the canonical link,
 * the hreflang alternates and the JSON-LD (`Article`, and `BreadcrumbList` when there is one),
 * escaped by `serializeJsonLd`. Plain strings, so a server function can return it too. Use this
 * or `<ContentSeo>`, not both (two `<title>`s).
 */
export function seoHead(seo: ContentSeoData) {
  return {
    meta: [{ title: seo.title }, ...seo.meta.map((tag) => ({ ...tag }))],
    links: [
      ...(seo.canonical === undefined ? [] : [{ rel: 'canonical', href: seo.canonical }]),
      ...seo.alternates.map((alternate) => ({
        rel: 'alternate',
        hrefLang: alternate.hrefLang,
        href: alternate.href,
      })),
    ],
    scripts: [seo.jsonLd, seo.breadcrumbJsonLd]
      .filter((value) => value !== undefined)
      .map((value) => ({ type: 'application/ld+json', children: serializeJsonLd(value) })),
  };
}
