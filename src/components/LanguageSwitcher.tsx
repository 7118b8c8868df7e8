'use client';
import type { HTMLAttributes } from 'react';
import type { IndexedContent } from '../client/index.js';
import { useVariantsQuery } from '../query/useContentVariants.js';
import { hrefOrButtons } from './hrefOrButtons.js';
import { LanguageSwitcherView } from './LanguageSwitcherView.js';
import {
  itemLanguageOptions,
  itemVersions,
  type LanguageOption,
  listLanguageOptions,
} from './languageOptions.js';
import type { ComponentSettings } from './settings.js';
import { type ContentUiSettings, useComponentSettings } from './uiSettings.js';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps
  extends Omit<HTMLAttributes<HTMLElement>, 'onChange'>,
    Pick<ContentUiSettings, 'linkComponent' | 'routes' | 'labels'> {
  /** Offer this item's language variants (looked up with `useContentVariants`, unless `variants` are given). */
  item?: IndexedContent | undefined;
  /**
   * The item's other language versions (e.g. from `findVariants` on the server: indexed
   * fields are enough), in item mode:
   * given, the component makes no request and needs no provider. The item's own language is
   * always the item; versions of another translation group are left out.
   */
  variants?: readonly IndexedContent[] | undefined;
  /** Or offer these languages (e.g. from `useBrandLanguages`), with `value` and `onChange` or `getLanguageHref`. */
  languages?: readonly string[] | undefined;
  /** The current language in `languages` mode. */
  value?: string | undefined;
  /**
   * Called with the chosen language (and its variant in item mode). Alone, the options
   * are buttons; with `getLanguageHref` / `getItemHref` they are links that also call it.
   * Client component only.
   */
  onChange?: ((language: string, variant: IndexedContent | undefined) => void) | undefined;
  /** Link for a language in `languages` mode. */
  getLanguageHref?: ((language: string) => string | undefined) | undefined;
  /** Link of a variant in item mode. @default `routes.getItemHref`, unless `onChange` is given alone */
  getItemHref?: ((item: IndexedContent) => string | undefined) | undefined;
  /** Overrides the provider's brand (when it looks variants up). */
  brandId?: string | undefined;
}

type FetchedProps = Omit<
  LanguageSwitcherProps,
  'item' | 'variants' | 'languages' | 'value' | 'getLanguageHref' | 'getItemHref' | 'routes'
> & {
  item: IndexedContent;
  settings: ComponentSettings;
  hrefOf: ((item: IndexedContent) => string | undefined) | undefined;
};

/**
 * Item mode without `variants`: looks them up (as `useContentVariants` does, without the brand's
 * languages, which it does not show) and is busy meanwhile; until then, and after a failure,
 * it offers the item alone.
 */
function FetchedItemLanguageSwitcher({ item, brandId, hrefOf, onChange, ...props }: FetchedProps) {
  const found = useVariantsQuery('useContentVariants', item, { brandId });
  const options = itemLanguageOptions(item, found.data ?? [item], hrefOf);
  return (
    <LanguageSwitcherView {...props} options={options} busy={found.isPending} onChange={onChange} />
  );
}

/**
 * Switches between the language versions of an item (only languages that
 * exist are offered, the original marked; looked up through the provider unless
 * `variants` are given) or between a list of languages (works anywhere). Names are native
 * (`Deutsch`, `العربية`) via `Intl.DisplayNames`, each option carries its `lang`, links carry
 * `hreflang`, the current one `aria-current`. Renders nothing when there is
 * only one language.
 *
 * @example
 * <LanguageSwitcher item={item} />
 */
export function LanguageSwitcher({
  item,
  variants,
  languages,
  value,
  getLanguageHref,
  getItemHref,
  linkComponent,
  routes,
  labels,
  onChange,
  ...props
}: LanguageSwitcherProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  let options: LanguageOption[];
  if (item === undefined) {
    options = listLanguageOptions(languages, value, getLanguageHref);
  } else {
    const hrefOf = hrefOrButtons(getItemHref, onChange, settings.routes.getItemHref);
    if (variants === undefined) {
      return (
        <FetchedItemLanguageSwitcher
          {...props}
          item={item}
          settings={settings}
          hrefOf={hrefOf}
          onChange={onChange}
        />
      );
    }
    options = itemLanguageOptions(item, itemVersions(item, variants), hrefOf);
  }
  const { brandId: _brand, ...rest } = props;
  return (
    <LanguageSwitcherView
      {...rest}
      settings={settings}
      options={options}
      busy={false}
      onChange={onChange}
    />
  );
}
