'use client';
import type { HTMLAttributes } from 'react';
import type { ContentItem } from '../client/index.js';
import { safeFieldUrl } from '../html/safeUrl.js';
import { useContentVariants } from '../query/useContentVariants.js';
import type { ContentLabels } from './labels.js';
import { nativeLanguageName } from './locale.js';
import { NavControl, NavFrame } from './navigation.js';
import { useComponentSettings } from './useComponentSettings.js';

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** Offer this item's language variants (looked up with `useContentVariants`). */
  item?: ContentItem | undefined;
  /** Or offer these languages (e.g. from `useBrandLanguages`), with `value` and `onChange` or `getLanguageHref`. */
  languages?: readonly string[] | undefined;
  /** The current language in `languages` mode. */
  value?: string | undefined;
  /** Called with the chosen language (`languages` mode) — or, in item mode, instead of following links. */
  onChange?: ((language: string, variant: ContentItem | undefined) => void) | undefined;
  /** Link for a language in `languages` mode. */
  getLanguageHref?: ((language: string) => string) | undefined;
  /** Link of a variant in item mode. @default the provider's `routes.getItemHref` */
  getItemHref?: ((item: ContentItem) => string) | undefined;
  /** Overrides the provider's brand. */
  brandId?: string | undefined;
  labels?: Partial<ContentLabels> | undefined;
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
  'item' | 'languages' | 'value' | 'getLanguageHref' | 'getItemHref' | 'brandId'
> & {
  options: Option[];
  busy: boolean;
};

function LanguageOptions({ options, busy, onChange, labels, className, ...props }: SharedProps) {
  const { Link, labels: text } = useComponentSettings(labels);
  if (options.length <= 1 && !busy) return null;
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
      {options.map((option) => (
        <li
          key={option.language}
          className="cdr-language"
          data-active={option.current ? '' : undefined}
          data-source={option.source ? '' : undefined}
        >
          <NavControl
            Link={Link}
            href={onChange === undefined ? option.href : undefined}
            current={option.current}
            lang={option.language}
            onClick={() => onChange?.(option.language, option.variant)}
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
  ...props
}: Omit<LanguageSwitcherProps, 'item'> & { item: ContentItem }) {
  const { routes } = useComponentSettings();
  const variants = useContentVariants(item, { brandId });
  const hrefOf = getItemHref ?? routes.getItemHref;
  const options = variants.all.map((variant) => ({
    language: variant.language,
    variant,
    href: safeFieldUrl(hrefOf(variant)),
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
  const { getItemHref: _ignored, brandId: _brand, ...rest } = props;
  const options = (languages ?? []).map((language) => ({
    language,
    variant: undefined,
    href: getLanguageHref ? safeFieldUrl(getLanguageHref(language)) : undefined,
    current: language === value,
    source: false,
  }));
  return <LanguageOptions {...rest} options={options} busy={false} />;
}
