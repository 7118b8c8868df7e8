import type { LanguageSwitcherProps } from '../components/LanguageSwitcher.js';
import { LanguageSwitcherView } from '../components/LanguageSwitcherView.js';
import {
  itemLanguageOptions,
  itemVersions,
  type LanguageOption,
  listLanguageOptions,
} from '../components/languageOptions.js';
import { mergeSettings } from '../components/settings.js';
import { hostProps } from './hostProps.js';
import { ignoredOnServer } from './ignoredOnServer.js';

/**
 * `LanguageSwitcher` as a React Server Component: links to the other languages, rendered
 * completely on the server, with no JavaScript for the browser. Unlike the client component it
 * reads its settings from its props only (there is no provider on the server) and looks
 * nothing up: in item mode pass `variants` (the item's other language versions, e.g. from
 * `findVariants`); without them it offers one language, so it renders nothing and says so in
 * development. `languages` mode works as on the client, with `getLanguageHref`. `onChange` is
 * ignored (a server component cannot send a handler to the browser): options are links; for
 * buttons, render the client component from a `'use client'` file.
 *
 * @example
 * <LanguageSwitcher item={item} variants={variants} />
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
  brandId: _brand,
  ...props
}: LanguageSwitcherProps) {
  if (onChange !== undefined) {
    ignoredOnServer(
      "[LanguageSwitcher] onChange is ignored in a server component: options are links (getItemHref or routes.getItemHref, getLanguageHref). For buttons, render LanguageSwitcher from a 'use client' file.",
    );
  }
  const host = hostProps('LanguageSwitcher', props);
  const settings = mergeSettings({ linkComponent, routes, labels });
  let options: LanguageOption[];
  if (item === undefined) {
    options = listLanguageOptions(languages, value, getLanguageHref);
  } else if (variants === undefined) {
    ignoredOnServer(
      '[LanguageSwitcher] a server component does not look variants up: pass variants (e.g. from findVariants(queryClient, client, brand, item)). Rendering nothing.',
    );
    return null;
  } else {
    const hrefOf = getItemHref ?? settings.routes.getItemHref;
    options = itemLanguageOptions(item, itemVersions(item, variants), hrefOf);
  }
  return (
    <LanguageSwitcherView
      {...host}
      settings={settings}
      options={options}
      busy={false}
      onChange={undefined}
    />
  );
}
