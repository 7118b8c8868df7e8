import type { HTMLAttributes, ReactNode } from 'react';
import {
  FetchedCategories,
  hostProps,
  ignoredOnServer,
  serverBuild,
  useComponentSettings,
} from '#component-build';
import type { Category } from '../client/index.js';
import { ListError } from './ListStates.js';
import { textDirection } from './locale.js';
import { categoryLabel } from './localizedCategory.js';
import { distinctKeys } from './markup.js';
import { hrefOrButtons, NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routes.js';
import type { ComponentSettings, ContentUiSettings } from './uiSettings.js';

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
  /**
   * Language for names and descriptions, from `translations` as `localizeCategory` finds it
   * (the exact tag first; `de-AT` finds `de`, `de` a `de-AT` translation), else the default name.
   */
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

/**
 * The brand's categories as navigation, localized for `lang`, the active one marked. Pass
 * `categories` to render them as given (no request, no provider needed).
 *
 * Under the `react-server` condition it is a server component: the categories are links,
 * rendered completely on the server. It does not fetch there: pass `categories` (from
 * `client.getCategories(brand)`); without them it renders nothing and says so in development.
 * `onSelect` is ignored there (a handler cannot reach the browser from a server component);
 * for buttons, render it from a 'use client' file.
 *
 * @example
 * <CategoryNav lang="de" activeCategoryId="hiking" />
 *
 * @example
 * // A server component
 * const categories = await client.getCategories('acme-outdoor');
 * return <CategoryNav categories={categories} lang="de" activeCategoryId="hiking" />;
 */
export function CategoryNav({
  categories,
  brandId,
  linkComponent,
  routes,
  labels,
  getCategoryHref,
  onSelect: givenOnSelect,
  ...props
}: CategoryNavProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  if (serverBuild && givenOnSelect !== undefined) {
    ignoredOnServer('categoryNavOnSelect');
  }
  const onSelect = serverBuild ? undefined : givenOnSelect;
  const hrefOf = hrefOrButtons(getCategoryHref, onSelect, (category: Category) =>
    settings.routes.getCategoryHref(category.id),
  );
  const shown = { ...hostProps('CategoryNav', props), settings, hrefOf, onSelect };
  if (categories !== undefined) {
    return <CategoryList {...shown} categories={categories} state="ready" stale={false} />;
  }
  if (FetchedCategories === undefined) {
    ignoredOnServer('categoryNavFetches');
    return null;
  }
  return (
    <FetchedCategories brandId={brandId}>
      {({ failure, ...fetched }) => (
        <CategoryList
          {...shown}
          {...fetched}
          before={
            failure && (
              <ListError error={failure.error} onRetry={failure.retry} labels={settings.labels} />
            )
          }
        />
      )}
    </FetchedCategories>
  );
}

/** What `CategoryList` renders: the props left after the component's own, resolved. */
interface CategoryListProps
  extends Omit<
    CategoryNavProps,
    'categories' | 'brandId' | keyof ContentUiSettings | 'getCategoryHref'
  > {
  settings: ComponentSettings;
  categories: readonly Category[];
  /** Link of a category; `undefined` makes buttons (with `onSelect`) or text. */
  hrefOf: ((category: Category) => string | undefined) | undefined;
  state: 'loading' | 'error' | 'ready';
  stale: boolean;
  /** Shown above the list (the client's error with Retry). */
  before?: ReactNode;
}

/** The markup: a handler only reaches an element when `onSelect` is given. */
function CategoryList({
  settings: { Link, labels },
  categories,
  lang,
  activeCategoryId,
  hrefOf,
  onSelect,
  showDescriptions = false,
  state,
  stale,
  before,
  className,
  ...props
}: CategoryListProps) {
  const keys = distinctKeys(categories.map((category) => category.id));
  return (
    <NavFrame
      label={labels.categories}
      lang={lang}
      dir={lang === undefined ? undefined : textDirection(lang)}
      {...props}
      base="cdr-category-nav"
      list="cdr-category-nav-list"
      slot="category-nav"
      className={className}
      data-state={state}
      data-stale={stale ? '' : undefined}
      aria-busy={state === 'loading'}
      before={before}
    >
      {categories.map((category, index) => {
        const { name, description } = categoryLabel(category, lang);
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
