import type { ContentItem } from '../client/index.js';

/** Where items, categories and tags link to; override any of them on the provider or a component. */
export interface ContentRoutes {
  /** @default `/${language}/${slug}` */
  getItemHref: (item: ContentItem) => string;
  /** @default `/c/${categoryId}` */
  getCategoryHref: (categoryId: string) => string;
  /** @default `/t/${tag}` */
  getTagHref: (tag: string) => string;
}

const segment = (value: string) => encodeURIComponent(value);

export const defaultRoutes: ContentRoutes = {
  getItemHref: (item) => `/${segment(item.language)}/${segment(item.slug)}`,
  getCategoryHref: (categoryId) => `/c/${segment(categoryId)}`,
  getTagHref: (tag) => `/t/${segment(tag)}`,
};
