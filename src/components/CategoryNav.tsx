'use client';
import type { HTMLAttributes } from 'react';
import type { Category } from '../client/index.js';
import { useCategories } from '../query/useCategories.js';
import { CategoryNavView, categoryHrefOf } from './CategoryNavView.js';
import { ListError } from './ListStates.js';
import type { ComponentSettings } from './settings.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link CategoryNav}. */
export interface CategoryNavProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /**
   * The categories to show (e.g. from `client.getCategories(brand)` on the server). Given, the
   * component makes no request and needs no provider; without them it fetches the brand's
   * categories (the client component only; the server one needs them).
   */
  categories?: readonly Category[] | undefined;
  /** Overrides the provider's brand (when it fetches). */
  brandId?: string | undefined;
  /** Language for names and descriptions (from `translations`, falling back to the default name). */
  lang?: string | undefined;
  /** The category to mark with `aria-current="page"`. */
  activeCategoryId?: string | undefined;
  /**
   * Called with the chosen category. Alone, the categories are buttons; with
   * `getCategoryHref` they are links that also call it when clicked. Client component only.
   */
  onSelect?: ((category: Category) => void) | undefined;
  /** Link of a category. @default `routes.getCategoryHref` (`/c/{id}`), unless `onSelect` is given alone */
  getCategoryHref?: ((category: Category) => string | undefined) | undefined;
  /** Show each category's description under its name. @default false */
  showDescriptions?: boolean;
}

type ResolvedProps = Omit<
  CategoryNavProps,
  'categories' | 'linkComponent' | 'routes' | 'labels' | 'getCategoryHref'
> & {
  settings: ComponentSettings;
  hrefOf: ((category: Category) => string | undefined) | undefined;
};

/** Without `categories`: the brand's categories, fetched, with loading, error and stale states. */
function FetchedCategoryNav({
  brandId,
  lang,
  activeCategoryId,
  onSelect,
  showDescriptions = false,
  ...props
}: ResolvedProps) {
  const query = useCategories({ brandId });
  // A failed refresh keeps the categories on screen, marked stale; only a failed first load alerts.
  const failed = query.isError && !query.isRefetchError;
  return (
    <CategoryNavView
      {...props}
      categories={query.data ?? []}
      lang={lang}
      activeCategoryId={activeCategoryId}
      onSelect={onSelect}
      showDescriptions={showDescriptions}
      state={query.isPending ? 'loading' : failed ? 'error' : 'ready'}
      stale={query.isRefetchError}
      before={
        failed && (
          <ListError
            error={query.error}
            onRetry={() => void query.refetch()}
            labels={props.settings.labels}
          />
        )
      }
    />
  );
}

/**
 * The brand's categories as navigation, localized for `lang`, the active one marked. Pass
 * `categories` to render them as given (no request, no provider needed).
 *
 * @example
 * <CategoryNav lang="de" activeCategoryId="hiking" />
 */
export function CategoryNav({
  categories,
  linkComponent,
  routes,
  labels,
  getCategoryHref,
  ...props
}: CategoryNavProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  const hrefOf = categoryHrefOf({ getCategoryHref, onSelect: props.onSelect }, settings);
  if (categories === undefined) {
    return <FetchedCategoryNav {...props} settings={settings} hrefOf={hrefOf} />;
  }
  const { brandId: _brand, lang, activeCategoryId, onSelect, showDescriptions, ...rest } = props;
  return (
    <CategoryNavView
      {...rest}
      settings={settings}
      hrefOf={hrefOf}
      categories={categories}
      lang={lang}
      activeCategoryId={activeCategoryId}
      onSelect={onSelect}
      showDescriptions={showDescriptions ?? false}
      state="ready"
      stale={false}
    />
  );
}
