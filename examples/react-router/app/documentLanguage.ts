import type { UIMatch } from 'react-router';

/** `lang` and `dir` for `<html>`, from a loader's `document` field. */
export interface DocumentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

const fallback: DocumentLanguage = { lang: 'en', dir: 'ltr' };

function isDocumentLanguage(value: unknown): value is DocumentLanguage {
  if (typeof value !== 'object' || value === null) return false;
  const lang: unknown = Reflect.get(value, 'lang');
  const dir: unknown = Reflect.get(value, 'dir');
  return typeof lang === 'string' && (dir === 'ltr' || dir === 'rtl');
}

/** The deepest route's `document` language (an article's), else English. */
export function documentLanguage(matches: readonly UIMatch[]): DocumentLanguage {
  for (let index = matches.length - 1; index >= 0; index--) {
    const loaderData: unknown = matches[index]?.loaderData;
    if (typeof loaderData === 'object' && loaderData !== null) {
      const candidate: unknown = Reflect.get(loaderData, 'document');
      if (isDocumentLanguage(candidate)) return candidate;
    }
  }
  return fallback;
}
