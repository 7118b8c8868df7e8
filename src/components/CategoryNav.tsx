'use client';
import type { HTMLAttributes } from 'react';
import type { Category } from '../client/index.js';
import { useCategories } from '../query/useCategories.js';
import { distinctKeys } from './distinctKeys.js';
import { ListError } from './ListStates.js';
import { textDirection } from './locale.js';
import { localizeCategory } from './localizeCategory.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routeHref.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link CategoryNav}. */
export interface CategoryNavProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Language for names and descriptions (from `translations`, falling back to the default name). */
  lang?: string | undefined;
  /** The category to mark with `aria-current="page"`. */
  activeCategoryId?: string | undefined;
  /**
   * Called with the chosen category. Alone, the categories are buttons; with
   * `getCategoryHref` they are links that also call it when clicked.
   */
  onSelect?: ((category: Category) => void) | undefined;
  /** Link of a category. @default `routes.getCategoryHref` (`/c/{id}`), unless `onSelect` is given alone */
  getCategoryHref?: ((category: Category) => string | undefined) | undefined;
  /** Show each category's description under its name. @default false */
  showDescriptions?: boolean;
}

/** The brand's categories as navigation, localized for `lang`, the active one marked. */
export function CategoryNav({
  brandId,
  lang,
  activeCategoryId,
  onSelect,
  getCategoryHref,
  showDescriptions = false,
  linkComponent,
  routes: ownRoutes,
  labels,
  className,
  ...props
}: CategoryNavProps) {
  const {
    Link,
    routes,
    labels: text,
  } = useComponentSettings({
    linkComponent,
    routes: ownRoutes,
    labels,
  });
  const query = useCategories({ brandId });
  // A handler alone makes buttons; an explicit href (or none of the two) makes links.
  const hrefOf =
    getCategoryHref ??
    (onSelect === undefined
      ? (category: Category) => routes.getCategoryHref(category.id)
      : undefined);
  const categories = query.data ?? [];
  // A failed refresh keeps the categories on screen, marked stale; only a failed first load alerts.
  const failed = query.isError && !query.isRefetchError;
  const keys = distinctKeys(categories.map((category) => category.id));
  return (
    <NavFrame
      label={text.categories}
      lang={lang}
      dir={lang === undefined ? undefined : textDirection(lang)}
      {...props}
      base="cdr-category-nav"
      list="cdr-category-nav-list"
      slot="category-nav"
      className={className}
      data-state={query.isPending ? 'loading' : failed ? 'error' : 'ready'}
      data-stale={query.isRefetchError ? '' : undefined}
      aria-busy={query.isPending}
      before={
        failed && (
          <ListError error={query.error} onRetry={() => void query.refetch()} labels={text} />
        )
      }
    >
      {categories.map((category, index) => {
        const { name, description } = localizeCategory(category, lang);
        const current = category.id === activeCategoryId;
        return (
          <li key={keys[index]} className="cdr-category" data-active={current ? '' : undefined}>
            <NavControl
              Link={Link}
              href={routeHref(hrefOf, category)}
              current={current}
              onClick={onSelect === undefined ? undefined : () => onSelect(category)}
            >
              {name}
            </NavControl>
            {showDescriptions && description && (
              <p className="cdr-category-description">{description}</p>
            )}
          </li>
        );
      })}
    </NavFrame>
  );
}
