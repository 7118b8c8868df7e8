import 'content-delivery-react/styles.css';
import './app.css';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  Links,
  type LinksFunction,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
} from 'react-router';
import { documentLanguage } from './documentLanguage';
import { feedLinks } from './feedLinks';
import { liveHref, tagHref } from './links';
import { featuredTags, siteName } from './site';
import { openSearchLink, searchPath } from './siteSearch';

// An icon link, so browsers do not ask for /favicon.ico (a 404 in the console); the feeds, so
// feed readers find them from any page; the OpenSearch description, so browsers can offer the
// site's search.
export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  ...feedLinks,
  openSearchLink,
];

/** The title of error pages; every page route has its own `meta`. */
export const meta: MetaFunction = ({ error }) =>
  error === undefined
    ? []
    : [
        { title: isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Error' },
        { name: 'robots', content: 'noindex' },
      ];

export function Layout({ children }: { children: ReactNode }) {
  // An article sets `<html lang dir>` to its own language (Arabic: right to left).
  const { lang, dir } = documentLanguage(useMatches());
  return (
    <html lang={lang} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
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
            <Link to={liveHref('beginner')}>Live list</Link>
            <Link to={searchPath}>Search</Link>
          </nav>
        </header>
        <main className="site-main">{children}</main>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="error-page">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'There is no page at this address. It may have moved or been unpublished.'
          : 'The page could not be loaded. Please try again later.'}
      </p>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
