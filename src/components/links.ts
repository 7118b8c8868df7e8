import type { IndexedContent } from '../client/index.js';
import { contentPath } from './routeHref.js';

/**
 * Where items, categories and tags link to; override any of them on the provider or a
 * component. Whatever they return is checked before it is rendered (`undefined`, an
 * unsafe URL or a path with a `.`/`..` segment renders the entry without a link), and
 * a function that throws gives that entry no link.
 */
export interface ContentRoutes {
  /**
   * Link of an item: an article, a card of a list (in the reader's language, an
   * `IndexedContent` with no body) or a language version, so it gets the indexed fields only.
   * @default `/${language}/${slug}`, each percent-encoded; no link for `.`, `..`, empty or unencodable values
   */
  getItemHref: (item: IndexedContent) => string | undefined;
  /** @default `/c/${categoryId}`, percent-encoded; no link for values that cannot stay in `/c/` */
  getCategoryHref: (categoryId: string) => string | undefined;
  /** @default `/t/${tag}`, percent-encoded; no link for values that cannot stay in `/t/` */
  getTagHref: (tag: string) => string | undefined;
}

/** The default routes, built by `contentPath`, which refuses any value that could leave its route. */
export const defaultRoutes: ContentRoutes = {
  getItemHref: (item) => contentPath('/', [item.language, item.slug]),
  getCategoryHref: (categoryId) => contentPath('/c/', [categoryId]),
  getTagHref: (tag) => contentPath('/t/', [tag]),
};
