'use client';
// A client adapter: LanguageSwitcher takes `getLanguageHref` (a function, which a server page
// cannot pass to a client component), so it is built here from the plain list of links.
import { LanguageSwitcher } from 'content-delivery-react';

/** Links to each language version of an article; `links` are `[language, href]` pairs. */
export function ArticleLanguages({
  current,
  links,
}: {
  current: string;
  links: readonly (readonly [string, string])[];
}) {
  const hrefs = new Map(links);
  return (
    <LanguageSwitcher
      languages={links.map(([language]) => language)}
      value={current}
      getLanguageHref={(language) => hrefs.get(language)}
    />
  );
}
