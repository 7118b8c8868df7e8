import type { PaginationProps } from '../components/Pagination.js';
import { PaginationView } from '../components/PaginationView.js';
import { mergeSettings } from '../components/settings.js';
import { hostProps } from './hostProps.js';
import { ignoredOnServer } from './ignoredOnServer.js';

/**
 * `Pagination` as a React Server Component: page links from `getPageHref`, with no JavaScript in
 * the browser.
 *
 * Differences from the client component: settings come from props only (no provider on the
 * server); `onPageChange` is ignored (a handler cannot reach the browser from a server
 * component). Without `getPageHref` it renders nothing, and development logs an error: a
 * navigation whose entries cannot navigate would only mislead readers and keyboard users.
 *
 * @example
 * <Pagination page={2} pageSize={12} totalCount={80} getPageHref={(page) => `?page=${page}`} />
 */
export function Pagination({
  onPageChange,
  getPageHref,
  linkComponent,
  labels,
  ...props
}: PaginationProps) {
  if (getPageHref === undefined) {
    ignoredOnServer(
      '[Pagination] a server component pages by links: pass getPageHref (onPageChange is ignored on the server), or render Pagination from a client component. Rendering nothing.',
    );
    return null;
  }
  if (onPageChange !== undefined) {
    ignoredOnServer(
      '[Pagination] onPageChange is ignored in a server component: the pages are links (getPageHref). To also call it, render Pagination from a client component.',
    );
  }
  return (
    <PaginationView
      {...hostProps('Pagination', props)}
      getPageHref={getPageHref}
      settings={mergeSettings({ linkComponent, labels })}
    />
  );
}
