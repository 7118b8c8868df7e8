// Browser-safe: imports only types from the library, so a route's `meta` export adds no library
// code to the browser bundle. The loader computes the data with `getContentSeo` on the server.
import type { ContentSeoData } from 'content-delivery-react';
import type { MetaDescriptor } from 'react-router';

/**
 * React Router `meta` descriptors for `getContentSeo`'s data: one title, the meta tags, the
 * canonical link, the hreflang alternates and the JSON-LD (`Article`, and `BreadcrumbList` when
 * there is one; React Router escapes it). Use this or `<ContentSeo>`, not both
 * (two `<title>`s).
 */
export function seoMeta(seo: ContentSeoData): MetaDescriptor[] {
  const descriptors: MetaDescriptor[] = [{ title: seo.title }];
  for (const tag of seo.meta) descriptors.push({ ...tag });
  if (seo.canonical !== undefined) {
    descriptors.push({ tagName: 'link', rel: 'canonical', href: seo.canonical });
  }
  for (const alternate of seo.alternates) {
    descriptors.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: alternate.hrefLang,
      href: alternate.href,
    });
  }
  descriptors.push({ 'script:ld+json': seo.jsonLd });
  if (seo.breadcrumbJsonLd !== undefined)
    descriptors.push({ 'script:ld+json': seo.breadcrumbJsonLd });
  return descriptors;
}

/** Title and description of a page that is not an article. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title }, { name: 'description', content: description }];
}
