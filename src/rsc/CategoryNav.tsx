import type { CategoryNavProps } from '../components/CategoryNav.js';
import { CategoryNavView, categoryHrefOf } from '../components/CategoryNavView.js';
import { mergeSettings } from '../components/settings.js';
import { hostProps } from './hostProps.js';
import { ignoredOnServer } from './ignoredOnServer.js';

/**
 * `CategoryNav` as a React Server Component: the categories as links, rendered completely on
 * the server, with no JavaScript for the browser. Unlike the client component it reads its
 * settings from its props only (there is no provider on the server) and does not fetch: pass
 * `categories` (from `client.getCategories(brand)`). Without them it renders nothing and says
 * so in development. `onSelect` is ignored (a server component cannot send a handler to the
 * browser): categories are links from `getCategoryHref` / `routes.getCategoryHref`; for buttons,
 * render the client component from a `'use client'` file.
 *
 * @example
 * const categories = await client.getCategories('acme-outdoor');
 * return <CategoryNav categories={categories} lang="de" activeCategoryId="hiking" />;
 */
export function CategoryNav({
  categories,
  linkComponent,
  routes,
  labels,
  getCategoryHref,
  onSelect,
  brandId: _brand,
  lang,
  activeCategoryId,
  showDescriptions = false,
  ...props
}: CategoryNavProps) {
  if (onSelect !== undefined) {
    ignoredOnServer(
      "[CategoryNav] onSelect is ignored in a server component: categories are links (getCategoryHref or routes.getCategoryHref). For buttons, render CategoryNav from a 'use client' file.",
    );
  }
  if (categories === undefined) {
    ignoredOnServer(
      '[CategoryNav] a server component does not fetch: fetch with client.getCategories(brand) and pass categories. Rendering nothing.',
    );
    return null;
  }
  const settings = mergeSettings({ linkComponent, routes, labels });
  return (
    <CategoryNavView
      {...hostProps('CategoryNav', props)}
      settings={settings}
      hrefOf={categoryHrefOf({ getCategoryHref, onSelect: undefined }, settings)}
      categories={categories}
      lang={lang}
      activeCategoryId={activeCategoryId}
      onSelect={undefined}
      showDescriptions={showDescriptions}
      state="ready"
      stale={false}
    />
  );
}
