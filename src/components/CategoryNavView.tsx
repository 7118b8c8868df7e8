import type { HTMLAttributes, ReactNode } from 'react';
import type { Category } from '../client/index.js';
import { distinctKeys } from './distinctKeys.js';
import { hrefOrButtons } from './hrefOrButtons.js';
import { textDirection } from './locale.js';
import { categoryLabel } from './localizedCategory.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routeHref.js';
import type { ComponentSettings } from './settings.js';

/** Props of {@link CategoryNavView}: everything already resolved. */
export interface CategoryNavViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  settings: ComponentSettings;
  categories: readonly Category[];
  lang: string | undefined;
  activeCategoryId: string | undefined;
  /** Link of a category; `undefined` makes buttons (with `onSelect`) or text. */
  hrefOf: ((category: Category) => string | undefined) | undefined;
  onSelect: ((category: Category) => void) | undefined;
  showDescriptions: boolean;
  state: 'loading' | 'error' | 'ready';
  stale: boolean;
  /** Shown above the list (the client's error with Retry). */
  before?: ReactNode;
}

/** The link of each category: a handler alone makes buttons; an explicit href (or neither) makes links. */
export function categoryHrefOf(
  {
    getCategoryHref,
    onSelect,
  }: {
    getCategoryHref: ((category: Category) => string | undefined) | undefined;
    onSelect: ((category: Category) => void) | undefined;
  },
  settings: ComponentSettings,
): ((category: Category) => string | undefined) | undefined {
  return hrefOrButtons(getCategoryHref, onSelect, (category: Category) =>
    settings.routes.getCategoryHref(category.id),
  );
}

/**
 * The markup of `CategoryNav`, shared by the client and the server component: no hooks, no
 * context, no directive. A handler only reaches an element when `onSelect` is given.
 */
export function CategoryNavView({
  settings: { Link, labels },
  categories,
  lang,
  activeCategoryId,
  hrefOf,
  onSelect,
  showDescriptions,
  state,
  stale,
  before,
  className,
  ...props
}: CategoryNavViewProps) {
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
