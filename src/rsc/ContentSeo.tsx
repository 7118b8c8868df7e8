import type { ContentSeoProps } from '../components/ContentSeo.js';
import { ContentSeoView } from '../components/ContentSeoView.js';
import { getContentSeo } from '../components/seo.js';
import { mergeSettings } from '../components/settings.js';

/**
 * `ContentSeo` as a React Server Component: `<title>`, `<meta>`, `<link>` and the JSON-LD
 * script, rendered on the server (React 19 hoists the first three into `<head>`), with no
 * JavaScript for the browser. Unlike the client component it reads `routes` from its props
 * only (there is no provider on the server). Right for React Router and plain React 19 SSR.
 * In Next.js, export `generateMetadata` built from `getContentSeo(item, options)` instead: a
 * `<ContentSeo>` in a Next page adds a second `<title>`, and Next keeps the layout's.
 *
 * @example
 * <ContentSeo item={item} variants={variants} siteUrl="https://www.example.com" />
 */
export function ContentSeo({
  item,
  jsonLd = true,
  getItemHref,
  routes,
  ...options
}: ContentSeoProps) {
  const settings = mergeSettings({ routes });
  const seo = getContentSeo(item, {
    ...options,
    getItemHref: getItemHref ?? settings.routes.getItemHref,
  });
  return <ContentSeoView seo={seo} jsonLd={jsonLd} />;
}
