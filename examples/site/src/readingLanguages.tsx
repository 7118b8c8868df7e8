import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useLocation } from 'react-router';

const ReadingLanguagesContext = createContext<readonly string[]>(['en']);

/** The language of a path that starts with one (`/de`, `/de/some-slug`); `/c/…` and `/t/…` have none. */
function languageOfPath(pathname: string): string | undefined {
  return /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1];
}

/**
 * Remembers the language the reader last browsed (a language page or an article), so the
 * category and tag pages show their lists in it: that language first, then the browser's
 * languages, then English. This site renders in the browser only, so `navigator.languages` is
 * safe here; a server-rendered site would take the languages from the route or
 * `Accept-Language` so that server and browser agree.
 */
export function ReadingLanguagesProvider({ children }: { children: ReactNode }) {
  const fromPath = languageOfPath(useLocation().pathname);
  const [chosen, setChosen] = useState(fromPath);
  // Derived during render (no effect), so the next page already renders in the new language.
  if (fromPath !== undefined && fromPath !== chosen) setChosen(fromPath);
  const languages = useMemo(
    () => [...new Set([...(chosen === undefined ? [] : [chosen]), ...navigator.languages, 'en'])],
    [chosen],
  );
  return (
    <ReadingLanguagesContext.Provider value={languages}>
      {children}
    </ReadingLanguagesContext.Provider>
  );
}

/** The reader's languages, most wanted first (never empty). */
export function useReadingLanguages(): readonly string[] {
  return useContext(ReadingLanguagesContext);
}

/** The base language of the reader's first choice (`de-AT` → `de`), for `CategoryNav lang`. */
export function usePrimaryLanguage(): string {
  return useReadingLanguages()[0]?.split('-')[0] ?? 'en';
}
