import type { HTMLAttributes } from 'react';
import {
  FetchedVariants,
  hostProps,
  ignoredOnServer,
  serverBuild,
  useComponentSettings,
} from '#component-build';
import type { IndexedContent } from '../client/index.js';
import { itemVersions } from '../query/findVariants.js';
import {
  itemLanguageOptions,
  type LanguageOption,
  listLanguageOptions,
} from './languageOptions.js';
import { nativeLanguageName } from './locale.js';
import { distinctKeys } from './markup.js';
import { hrefOrButtons, NavControl, NavFrame } from './navigation.js';
import type { ComponentSettings, ContentUiSettings } from './uiSettings.js';

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
  /**
   * The current language in `languages` mode, found among `languages` the way a variant is
   * (RFC 4647 lookup): `DE` marks `de`, a `de-AT` page marks `de` when only `de` is offered,
   * and an exact `de` wins over a `de-AT` beside it.
   */
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

/**
 * Switches between the language versions of an item (only languages that
 * exist are offered, the original marked; looked up through the provider unless
 * `variants` are given) or between a list of languages (works anywhere). Names are native
 * (`Deutsch`, `العربية`) via `Intl.DisplayNames`, each option carries its `lang`, links carry
 * `hreflang`, the current one `aria-current`. Renders nothing when there is
 * only one language.
 *
 * Under the `react-server` condition it is a server component with links only: it looks nothing
 * up there (in item mode pass `variants`, e.g. from `findVariants`; without them it renders
 * nothing and says so in development), and `onChange` is ignored; for buttons, render it from a
 * 'use client' file.
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
  onChange: givenOnChange,
  brandId,
  ...props
}: LanguageSwitcherProps) {
  const settings = useComponentSettings({ linkComponent, routes, labels });
  if (serverBuild && givenOnChange !== undefined) {
    ignoredOnServer('languageSwitcherOnChange');
  }
  const onChange = serverBuild ? undefined : givenOnChange;
  const shown = { ...hostProps('LanguageSwitcher', props), settings, onChange };
  if (item === undefined) {
    const options = listLanguageOptions(languages, value, getLanguageHref);
    return <LanguageList {...shown} options={options} busy={false} />;
  }
  const hrefOf = hrefOrButtons(getItemHref, onChange, settings.routes.getItemHref);
  if (variants !== undefined) {
    const options = itemLanguageOptions(item, itemVersions(item, variants), hrefOf);
    return <LanguageList {...shown} options={options} busy={false} />;
  }
  if (FetchedVariants === undefined) {
    ignoredOnServer('languageSwitcherLooksUp');
    return null;
  }
  // Looked up meanwhile (busy); until then, and after a failure, the item alone is offered.
  return (
    <FetchedVariants item={item} brandId={brandId}>
      {({ versions, busy }) => (
        <LanguageList
          {...shown}
          options={itemLanguageOptions(item, versions, hrefOf)}
          busy={busy}
        />
      )}
    </FetchedVariants>
  );
}

/** What `LanguageList` renders: everything resolved. */
interface LanguageListProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  settings: ComponentSettings;
  options: readonly LanguageOption[];
  /** The variants are still being looked up. */
  busy: boolean;
  onChange: ((language: string, variant: IndexedContent | undefined) => void) | undefined;
}

/** The markup: nothing when there is only one language (and nothing pending). */
function LanguageList({
  settings: { Link, labels },
  options,
  busy,
  onChange,
  className,
  ...props
}: LanguageListProps) {
  if (options.length <= 1 && !busy) return null;
  const keys = distinctKeys(options.map((option) => option.language));
  return (
    <NavFrame
      label={labels.languages}
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
            {option.source && <span className="cdr-language-source"> ({labels.original})</span>}
          </NavControl>
        </li>
      ))}
    </NavFrame>
  );
}
