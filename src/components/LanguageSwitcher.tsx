'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import { useContentVariants } from '../query/useContentVariants.js';
import { distinctKeys } from './distinctKeys.js';
import { nativeLanguageName } from './locale.js';
import { NavControl, NavFrame } from './navigation.js';
import { routeHref } from './routeHref.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onChange'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** Offer this item's language variants (looked up with `useContentVariants`). */
  item?: ContentItem | undefined;
  /** Or offer these languages (e.g. from `useBrandLanguages`), with `value` and `onChange` or `getLanguageHref`. */
  languages?: readonly string[] | undefined;
  /** The current language in `languages` mode. */
  value?: string | undefined;
  /**
   * Called with the chosen language (and its variant in item mode). Alone, the options
   * are buttons; with `getLanguageHref` / `getItemHref` they are links that also call it.
   */
  onChange?: ((language: string, variant: ContentItem | undefined) => void) | undefined;
  /** Link for a language in `languages` mode. */
  getLanguageHref?: ((language: string) => string | undefined) | undefined;
  /** Link of a variant in item mode. @default `routes.getItemHref`, unless `onChange` is given alone */
  getItemHref?: ((item: ContentItem) => string | undefined) | undefined;
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
}

interface Option {
  language: string;
  variant: ContentItem | undefined;
  href: string | undefined;
  current: boolean;
  source: boolean;
}

type SharedProps = Omit<
  LanguageSwitcherProps,
  'item' | 'languages' | 'value' | 'getLanguageHref' | 'getItemHref' | 'brandId' | 'routes'
> & {
  options: Option[];
  busy: boolean;
};

function LanguageOptions({
  options,
  busy,
  onChange,
  linkComponent,
  labels,
  className,
  ...props
}: SharedProps) {
  const { Link, labels: text } = useComponentSettings({ linkComponent, labels });
  if (options.length <= 1 && !busy) return null;
  const keys = distinctKeys(options.map((option) => option.language));
  return (
    <NavFrame
      label={text.languages}
      {...props}
      base="cdr-language-switcher"
      list="cdr-language-list"
      slot="language-switcher"
      className={className}
      aria-busy={busy}
    >
      {options.map((option, index) => (
        <li
          key={keys[index]}
          className="cdr-language"
          data-active={option.current ? '' : undefined}
          data-source={option.source ? '' : undefined}
        >
          <NavControl
            Link={Link}
            href={option.href}
            current={option.current}
            lang={option.language}
            onClick={
              onChange === undefined ? undefined : () => onChange(option.language, option.variant)
            }
          >
            {nativeLanguageName(option.language)}
            {option.source && <span className="cdr-language-source"> ({text.original})</span>}
          </NavControl>
        </li>
      ))}
    </NavFrame>
  );
}

function ItemLanguageSwitcher({
  item,
  getItemHref,
  brandId,
  routes: ownRoutes,
  ...props
}: Omit<LanguageSwitcherProps, 'item'> & { item: ContentItem }) {
  const { routes } = useComponentSettings({ routes: ownRoutes });
  const variants = useContentVariants(item, { brandId });
  // A handler alone makes buttons; an explicit href (or none of the two) makes links.
  const hrefOf = getItemHref ?? (props.onChange === undefined ? routes.getItemHref : undefined);
  const options = variants.all.map((variant) => ({
    language: variant.language,
    variant,
    href: routeHref(hrefOf, variant),
    current: variant.id === item.id,
    source: variant.isSourceLanguageDocument,
  }));
  return <LanguageOptions {...props} options={options} busy={variants.isPending} />;
}

/**
 * Switches between the language versions of an item (only languages that
 * exist are offered, the original marked; needs the provider) or between a
 * list of languages (works anywhere). Names are native (`Deutsch`, `العربية`)
 * via `Intl.DisplayNames`, each option carries its `lang`, links carry
 * `hreflang`, the current one `aria-current`. Renders nothing when there is
 * only one language.
 */
export function LanguageSwitcher({
  item,
  languages,
  value,
  getLanguageHref,
  ...props
}: LanguageSwitcherProps) {
  if (item !== undefined) return <ItemLanguageSwitcher item={item} {...props} />;
  const { getItemHref: _ignored, brandId: _brand, routes: _routes, ...rest } = props;
  const options = (languages ?? []).map((language) => ({
    language,
    variant: undefined,
    href: routeHref(getLanguageHref, language),
    current: language === value,
    source: false,
  }));
  return <LanguageOptions {...rest} options={options} busy={false} />;
}
