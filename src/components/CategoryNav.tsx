'use client';
import type { HTMLAttributes } from 'react';
import type { Category } from '../client/index.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import { useCategories } from '../query/useCategories.js';
import { ListError } from './ListStates.js';
import type { ContentLabels } from './labels.js';
import { textDirection } from './locale.js';
import { NavControl, NavFrame } from './navigation.js';
import { useComponentSettings } from './useComponentSettings.js';

/** Props of {@link CategoryNav}. */
export interface CategoryNavProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  /** Language for names and descriptions (from `translations`, falling back to the default name). */
  lang?: string | undefined;
  /** The category to mark with `aria-current="page"`. */
  activeCategoryId?: string | undefined;
  /** Render buttons that call this instead of links. */
  onSelect?: ((category: Category) => void) | undefined;
  /** Link of a category. @default the provider's `routes.getCategoryHref` (`/c/{id}`) */
  getCategoryHref?: ((category: Category) => string) | undefined;
  /** Show each category's description under its name. @default false */
  showDescriptions?: boolean;
  labels?: Partial<ContentLabels> | undefined;
}

/** Name and description of a category in a language, falling back to its default ones. */
export function localizeCategory(category: Category, lang: string | undefined) {
  const translation = lang === undefined ? undefined : category.translations[lang];
  return {
    name: translation?.name ?? category.name ?? category.id,
    description: translation?.description ?? category.description,
    localized: translation?.name !== undefined && translation.name !== null,
  };
}

/** The brand's categories as navigation, localized for `lang`, the active one marked. */
export function CategoryNav({
  brandId,
  lang,
  activeCategoryId,
  onSelect,
  getCategoryHref,
  showDescriptions = false,
  labels,
  className,
  ...props
}: CategoryNavProps) {
  const { Link, routes, labels: text } = useComponentSettings(labels);
  const query = useCategories({ brandId });
  const hrefOf = getCategoryHref ?? ((category: Category) => routes.getCategoryHref(category.id));
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
      data-state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      aria-busy={query.isPending}
      before={
        query.isError && (
          <ListError error={query.error} onRetry={() => void query.refetch()} labels={text} />
        )
      }
    >
      {query.data?.map((category) => {
        const { name, description } = localizeCategory(category, lang);
        const current = category.id === activeCategoryId;
        return (
          <li key={category.id} className="cdr-category" data-active={current ? '' : undefined}>
            <NavControl
              Link={Link}
              href={onSelect ? undefined : safeFieldUrl(hrefOf(category))}
              current={current}
              onClick={() => onSelect?.(category)}
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
