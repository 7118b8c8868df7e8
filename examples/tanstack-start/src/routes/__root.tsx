/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  HeadContent,
  Link,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router';
import type { ContentClient } from 'content-delivery-react/client';
import libraryCss from 'content-delivery-react/styles.css?url';
import type { ReactNode } from 'react';
import siteCss from '../app.css?url';
import { tagHref } from '../links';
import { featuredTags, siteName } from '../site';
import { openSearchLink } from '../siteSearchDiscovery';

/** What every loader gets: the request's (or session's) QueryClient and the content client for where it runs. */
export interface RouterContext {
  queryClient: QueryClient;
  contentClient: ContentClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    ],
    links: [
      { rel: 'stylesheet', href: libraryCss },
      { rel: 'stylesheet', href: siteCss },
      // An icon link, so browsers do not ask for /favicon.ico (a 404 in the console).
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      // Browsers offer to add the site's search (/opensearch.xml) as a search engine.
      openSearchLink,
    ],
  }),
  shellComponent: RootDocument,
  component: Outlet,
  notFoundComponent: NotFound,
});

/** `lang` and `dir` of the deepest route that names them (an article's), else English. */
function useDocumentLanguage(): { lang: string; dir: 'ltr' | 'rtl' } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const loaderData: unknown = matches[index]?.loaderData;
    if (typeof loaderData === 'object' && loaderData !== null && 'document' in loaderData) {
      const { document } = loaderData as { document: { lang: string; dir: 'ltr' | 'rtl' } };
      return document;
    }
  }
  return { lang: 'en', dir: 'ltr' };
}

function RootDocument({ children }: { children: ReactNode }) {
  // An article sets `<html lang dir>` to its own language (Arabic: right to left).
  const { lang, dir } = useDocumentLanguage();
  return (
    <html lang={lang} dir={dir}>
      {/* biome-ignore lint/style/noHeadElement: a Next.js rule; TanStack Start's shell renders the document's <head>. */}
      <head>
        <HeadContent />
      </head>
      <body>
        <header className="site-header" lang="en" dir="ltr">
          <Link to="/" className="site-name">
            {siteName}
          </Link>
          <nav aria-label="Topics">
            {featuredTags.map((tag) => (
              <Link key={tag} to={tagHref(tag)}>
                #{tag}
              </Link>
            ))}
          </nav>
          <Link to="/search" className="site-search-link">
            Search
          </Link>
        </header>
        <main className="site-main">{children}</main>
        <Scripts />
      </body>
    </html>
  );
}

/** Every 404: unknown routes, and loaders that throw `notFound()` (unknown or implausible slugs). */
function NotFound() {
  return (
    <section className="error-page">
      <title>Page not found</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved or been unpublished.</p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
