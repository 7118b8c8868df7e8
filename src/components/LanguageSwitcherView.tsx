import type { HTMLAttributes } from 'react';
import type { IndexedContent } from '../client/index.js';
import { distinctKeys } from './distinctKeys.js';
import type { LanguageOption } from './languageOptions.js';
import { nativeLanguageName } from './locale.js';
import { NavControl, NavFrame } from './navigation.js';
import type { ComponentSettings } from './settings.js';

/** Props of {@link LanguageSwitcherView}: everything already resolved. */
export interface LanguageSwitcherViewProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  settings: ComponentSettings;
  options: readonly LanguageOption[];
  /** The variants are still being looked up. */
  busy: boolean;
  onChange: ((language: string, variant: IndexedContent | undefined) => void) | undefined;
}

/**
 * The markup of `LanguageSwitcher`, shared by the client and the server component: no hooks,
 * no context, no directive. Nothing when there is only one language (and nothing pending).
 */
export function LanguageSwitcherView({
  settings: { Link, labels },
  options,
  busy,
  onChange,
  className,
  ...props
}: LanguageSwitcherViewProps) {
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
