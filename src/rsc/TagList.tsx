import { mergeSettings } from '../components/settings.js';
import type { TagListProps } from '../components/TagList.js';
import { TagListView } from '../components/TagListView.js';
import { hostProps } from './hostProps.js';
import { ignoredOnServer } from './ignoredOnServer.js';

/**
 * `TagList` as a React Server Component: the tags as links (`getTagHref`, else
 * `routes.getTagHref`), with no JavaScript in the browser.
 *
 * Differences from the client component: settings come from props only (no provider on the
 * server), and `onSelect` is ignored (a handler cannot reach the browser from a server
 * component; development logs an error): the tags are always links. For buttons, import
 * `TagList` in a 'use client' file.
 *
 * @example
 * <TagList tags={item.tags} activeTag="gear" getTagHref={(tag) => `/tags/${tag}`} />
 */
export function TagList({
  onSelect,
  getTagHref,
  linkComponent,
  routes,
  labels,
  ...props
}: TagListProps) {
  if (onSelect !== undefined) {
    ignoredOnServer(
      '[TagList] onSelect is ignored in a server component: the tags are links (getTagHref or routes.getTagHref). For buttons, render TagList from a client component.',
    );
  }
  return (
    <TagListView
      {...hostProps('TagList', props)}
      getTagHref={getTagHref}
      settings={mergeSettings({ linkComponent, routes, labels })}
    />
  );
}
