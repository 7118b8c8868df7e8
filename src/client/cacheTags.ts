const encode = (value: string) => encodeURIComponent(value);

/**
 * Cache tags the client attaches (the client builds them from its URL's segments, see `endpointTarget`) to every request as `fetch(url, { next: { tags } })`,
 * so a Next.js app can revalidate exactly what changed:
 * `revalidateTag(contentCacheTags.tag('acme', 'seo'))`.
 * Each request carries `all`, its brand's tag and its endpoint's tag.
 * Values are percent-encoded, so `:` never appears inside a value.
 */
export const contentCacheTags = {
  /** Every response of this library. */
  all: 'cds',
  /** Everything of one brand. */
  brand: (brandId: string) => `cds:${encode(brandId)}`,
  /** The categories list of a brand. */
  categories: (brandId: string) => `cds:${encode(brandId)}:categories`,
  /** All pages of a category's content. */
  category: (brandId: string, categoryId: string) =>
    `cds:${encode(brandId)}:category:${encode(categoryId)}`,
  /** All pages of a language's content. */
  language: (brandId: string, lang: string) => `cds:${encode(brandId)}:lang:${encode(lang)}`,
  /** All pages of a tag's content. */
  tag: (brandId: string, tag: string) => `cds:${encode(brandId)}:tag:${encode(tag)}`,
} as const;
