import { useEffect } from 'react';

/** Sets the document title for list pages (article pages use ContentSeo). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Acme Outdoor Magazine`;
  }, [title]);
}
