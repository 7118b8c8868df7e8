import type { Article, ArticleLeaf, BreadcrumbList, ListItemLeaf, WithContext } from 'schema-dts';
import type { ContentItem, IndexedContent } from '../client/index.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import { isoDate } from '../shared/isoDate.js';
import { isWellFormed } from '../shared/wellFormed.js';
import { type ContentRoutes, defaultRoutes, routeHref } from './routes.js';

/** Options of {@link getContentSeo}. */
export interface ContentSeoOptions {
  /** Every language version of the item (the item included), for `hreflang` links: `findVariants`' answer. */
  variants?: readonly IndexedContent[] | undefined;
  /** Absolute canonical URL of this page. @default `siteUrl` + `getItemHref(item)` */
  canonicalUrl?: string | undefined;
  /** Origin used to make links absolute, e.g. `https://www.example.com` (search engines want absolute URLs). */
  siteUrl?: string | undefined;
  /** `og:site_name` and JSON-LD publisher name. */
  siteName?: string | undefined;
  /**
   * Page of an item; its result is checked like every content href (a throw, an unsafe URL
   * or a `.`/`..` segment: no canonical or alternate for that item). @default `/${language}/${slug}`
   */
  getItemHref?: ((item: IndexedContent) => string | undefined) | undefined;
  /**
   * Page of the item's category, for the breadcrumb; checked like `getItemHref` (a throw, an
   * unsafe URL, a `.`/`..` segment or a URL outside `siteUrl`: the breadcrumb skips the category).
   * Return `undefined` when the site has no category pages. @default `/c/${categoryId}`
   */
  getCategoryHref?: ContentRoutes['getCategoryHref'] | undefined;
  /** Name of the breadcrumb's first entry, the home page (`siteUrl`). @default `siteName`, else the host of `siteUrl` */
  homeName?: string | undefined;
}

/** Everything for the document head, as plain data (use it in `generateMetadata` or any head manager). */
export interface ContentSeoData {
  title: string;
  description: string;
  canonical: string | undefined;
  /** `hreflang` alternates, `x-default` last (the source document). */
  alternates: { hrefLang: string; href: string }[];
  /** `<meta>` tags: `name` or `property`, and `content`. */
  meta: ({ name: string; content: string } | { property: string; content: string })[];
  /** JSON-LD `Article` object (for `serializeJsonLd`). */
  jsonLd: WithContext<Article>;
  /**
   * JSON-LD `BreadcrumbList`: home → category → article, each entry with `position`, `name` and
   * `item` (`{ "@id": url }`, an absolute URL inside `siteUrl`), the article's `item` only when
   * its canonical URL is inside `siteUrl`. Home and category entries without such a URL are
   * left out and the positions stay 1, 2, …; `undefined` when fewer than two entries remain
   * (no valid `siteUrl`, for one).
   */
  breadcrumbJsonLd: WithContext<BreadcrumbList> | undefined;
}

function absolute(href: string | undefined, siteUrl: string | undefined): string | undefined {
  const safe = safeFieldUrl(href);
  if (safe === undefined) return undefined;
  if (siteUrl === undefined) return safe;
  try {
    return new URL(safe, siteUrl).href;
  } catch {
    return undefined;
  }
}

/**
 * Title, description, canonical and `hreflang` links, Open Graph and a JSON-LD
 * `Article` for an item, with the spec's fallbacks (`metaTitle` → `title`,
 * `metaDescription` → `description`). Drafts and archived items get
 * `robots: noindex`. URLs go through the same allow-list as the components.
 */
export function getContentSeo(item: ContentItem, options: ContentSeoOptions = {}): ContentSeoData {
  const { variants = [], siteUrl, siteName } = options;
  const hrefOf = options.getItemHref ?? defaultRoutes.getItemHref;
  const title = item.metaTitle ?? item.title;
  const description = item.metaDescription ?? item.description;
  const canonical =
    options.canonicalUrl !== undefined
      ? safeFieldUrl(options.canonicalUrl)
      : absolute(routeHref(hrefOf, item), siteUrl);
  const image = absolute(item.imageUrl ?? undefined, siteUrl);

  const all = variants.some((variant) => variant.id === item.id) ? variants : [item, ...variants];
  const alternates: ContentSeoData['alternates'] = [];
  for (const variant of all) {
    const href =
      variant.id === item.id && canonical !== undefined
        ? canonical
        : absolute(routeHref(hrefOf, variant), siteUrl);
    if (href !== undefined) alternates.push({ hrefLang: variant.language, href });
  }
  const source = all.find((variant) => variant.isSourceLanguageDocument) ?? item;
  const sourceHref = alternates.find((entry) => entry.hrefLang === source.language)?.href;
  if (all.length > 1 && sourceHref !== undefined)
    alternates.push({ hrefLang: 'x-default', href: sourceHref });

  const meta: ContentSeoData['meta'] = [
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: item.language.replace('-', '_') },
  ];
  if (canonical !== undefined) meta.push({ property: 'og:url', content: canonical });
  if (image !== undefined) meta.push({ property: 'og:image', content: image });
  if (siteName !== undefined) meta.push({ property: 'og:site_name', content: siteName });
  // Dates as RFC 3339 in UTC, whatever form the service sent (a space for the `T`, no offset):
  // what Open Graph and schema.org readers parse, and the same instant on every server.
  const published = isoDate(item.publishedDate);
  const modified = isoDate(item.updatedAt);
  if (published !== undefined)
    meta.push({ property: 'article:published_time', content: published });
  if (modified !== undefined) meta.push({ property: 'article:modified_time', content: modified });
  meta.push({ property: 'article:section', content: item.category });
  for (const tag of item.tags) meta.push({ property: 'article:tag', content: tag });
  meta.push({
    name: 'twitter:card',
    content: image === undefined ? 'summary' : 'summary_large_image',
  });
  if (item.status !== 'Published' || item.publishedDate === null)
    meta.push({ name: 'robots', content: 'noindex' });

  const jsonLd: WithContext<ArticleLeaf> = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: title,
    description,
    inLanguage: item.language,
    articleSection: item.category,
    keywords: item.tags.join(', '),
  };
  if (published !== undefined) jsonLd.datePublished = published;
  if (modified !== undefined) jsonLd.dateModified = modified;
  if (image !== undefined) jsonLd.image = [image];
  if (canonical !== undefined) jsonLd.mainEntityOfPage = { '@type': 'WebPage', '@id': canonical };
  if (siteName !== undefined) jsonLd.publisher = { '@type': 'Organization', name: siteName };

  const breadcrumbJsonLd = breadcrumbList(item, canonical, options);
  return { title, description, canonical, alternates, meta, jsonLd, breadcrumbJsonLd };
}

/** One entry of the breadcrumb trail, before it is numbered. */
interface Crumb {
  name: string;
  url: string | undefined;
}

/**
 * `href` as a parsed URL, resolved against `base`, when it passes the field URL allow-list
 * (`https:`, `http:` or relative), holds no lone surrogate and carries no credentials; else
 * `undefined`. Without `base` only an absolute `http(s)` URL parses.
 */
function safeParsedUrl(href: string | undefined, base?: URL): URL | undefined {
  const safe = safeFieldUrl(href);
  if (safe === undefined || !isWellFormed(safe)) return undefined;
  try {
    const url = new URL(safe, base);
    return url.username === '' && url.password === '' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `href` as an absolute URL when it is safe and inside the site: the origin of `home`, and a
 * path under the folder of `home`'s path (`https://example.com/blog/` keeps `/blog/…` only;
 * the URL parser has already resolved `..` and `%2e%2e`).
 */
function insideSite(href: string | undefined, home: URL): string | undefined {
  const url = safeParsedUrl(href, home);
  const folder = home.pathname.slice(0, home.pathname.lastIndexOf('/') + 1);
  if (url?.origin !== home.origin || !url.pathname.startsWith(folder)) return undefined;
  return url.href;
}

/** The JSON-LD `BreadcrumbList` of {@link ContentSeoData.breadcrumbJsonLd}. */
function breadcrumbList(
  item: ContentItem,
  canonical: string | undefined,
  options: ContentSeoOptions,
): WithContext<BreadcrumbList> | undefined {
  // Home is `siteUrl` itself, an absolute http(s) URL, without its query and fragment.
  const home = safeParsedUrl(options.siteUrl);
  if (home === undefined) return undefined;
  home.search = '';
  home.hash = '';
  const categoryHrefOf = options.getCategoryHref ?? defaultRoutes.getCategoryHref;
  const crumbs: Crumb[] = [
    { name: options.homeName ?? options.siteName ?? home.host, url: home.href },
    {
      name: item.category,
      url: insideSite(routeHref(categoryHrefOf, item.categoryId), home),
    },
  ];
  // Schema.org and Google want a URL on every entry but the last, so an entry above the
  // article without one is left out rather than written without `item`.
  const trail = crumbs.filter((crumb) => crumb.url !== undefined && crumb.name.trim() !== '');
  const articleName = item.title.trim() !== '' ? item.title : (item.metaTitle ?? '');
  if (articleName.trim() === '') return undefined;
  trail.push({ name: articleName, url: insideSite(canonical, home) });
  if (trail.length < 2) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index): ListItemLeaf => {
      const entry: ListItemLeaf = { '@type': 'ListItem', position: index + 1, name };
      if (url !== undefined) entry.item = { '@id': url };
      return entry;
    }),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the
 * line separators are escaped, so no value (a title containing
 * `</script>`) can end the script element.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
